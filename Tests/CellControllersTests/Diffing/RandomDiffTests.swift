import CellControllers
import CellControllersTestSupport
import Testing

/// Seeded random transitions checked against the reference model: 12,000 sectioned and 4,000
/// flat. A failure names its seed; replay it with `DiffTransitions.transition(seed:)` or
/// `RandomDiffTests.flatTransition(seed:)`.
@Suite("Random diffs")
struct RandomDiffTests {
    static let sectionedBatches = 40
    static let sectionedPerBatch = 300
    static let flatBatches = 20
    static let flatPerBatch = 200

    /// 12,000 sectioned transitions (half with `.reload`), in parallel batches.
    @Test("Sectioned transitions apply exactly with minimal moves", arguments: 0..<sectionedBatches)
    func sectioned(batch: Int) {
        for offset in 0..<Self.sectionedPerBatch {
            let seed = UInt64(batch * Self.sectionedPerBatch + offset)
            let (old, new) = DiffTransitions.transition(seed: seed)
            DiffChecker.checkSnapshotDiff(
                from: old, to: new, style: seed % 2 == 0 ? .reconfigure : .reload, label: "seed \(seed)")
        }
    }

    /// 4,000 flat transitions of up to a few hundred ids.
    @Test("Flat transitions apply exactly with minimal moves", arguments: 0..<flatBatches)
    func flat(batch: Int) {
        for offset in 0..<Self.flatPerBatch {
            let seed = UInt64(1_000_000 + batch * Self.flatPerBatch + offset)
            let (old, new) = Self.flatTransition(seed: seed)
            DiffChecker.checkFlatDiff(from: old, to: new, label: "flat seed \(seed)")
        }
    }

    /// Guards against a generator that silently stops producing some kind of change: over the
    /// first 3,000 sectioned seeds, every kind of operation appears many times.
    @Test("The generator covers every kind of change")
    func coverage() throws {
        var counts: [String: Int] = [:]
        for seed in 0..<UInt64(3_000) {
            let (old, new) = DiffTransitions.transition(seed: seed)
            let changeset = try AnySnapshot.diff(from: DiffFixtures.snapshot(old), to: DiffFixtures.snapshot(new))
            let oldSectionIDs = Set(old.map(\.header.id))
            let newSectionIDs = Set(new.map(\.header.id))
            var oldSectionOfItem: [Int: Int] = [:]
            for section in old { for item in section.items { oldSectionOfItem[item.id] = section.header.id } }
            var newSectionOfItem: [Int: Int] = [:]
            for section in new { for item in section.items { newSectionOfItem[item.id] = section.header.id } }
            func count(_ key: String, _ condition: Bool) { if condition { counts[key, default: 0] += 1 } }
            count("empty", changeset.stages.isEmpty)
            count("two stages", changeset.stages.count == 2)
            count("section delete", changeset.stages.contains { !$0.deletedSections.isEmpty })
            count("section insert", changeset.stages.contains { !$0.insertedSections.isEmpty })
            count("section move", changeset.stages.contains { !$0.movedSections.isEmpty })
            count("section reload", changeset.stages.contains { !$0.reloadedSections.isEmpty })
            count("item delete", changeset.stages.contains { !$0.deletedItems.isEmpty })
            count("item insert", changeset.stages.contains { !$0.insertedItems.isEmpty })
            count("item move within", changeset.stages.contains { $0.movedItems.contains { $0.source.section == $0.destination.section } })
            count("item move across", changeset.stages.contains { $0.movedItems.contains { $0.source.section != $0.destination.section } })
            count("item update", changeset.stages.contains { !$0.reconfiguredItems.isEmpty })
            count("item out of deleted section", newSectionOfItem.contains { item, section in
                oldSectionOfItem[item].map { !newSectionIDs.contains($0) && oldSectionIDs.contains(section) } ?? false })
            count("item into inserted section", newSectionOfItem.contains { item, section in
                oldSectionOfItem[item].map { newSectionIDs.contains($0) && !oldSectionIDs.contains(section) } ?? false })
            count("empty to non-empty", old.isEmpty && !new.isEmpty)
            count("non-empty to empty", !old.isEmpty && new.isEmpty)
            count("many moves", changeset.moveCount >= 5)
        }
        for key in ["empty", "two stages", "section delete", "section insert", "section move", "section reload",
                    "item delete", "item insert", "item move within", "item move across", "item update",
                    "item out of deleted section", "item into inserted section", "empty to non-empty",
                    "non-empty to empty", "many moves"] {
            #expect(counts[key, default: 0] >= 30, "\(key): \(counts[key, default: 0]) of 3,000")
        }
    }

    /// Random flat transition: deletes, moves, inserts and content changes at random rates.
    static func flatTransition(seed: UInt64) -> (old: [DiffFixtures.Item], new: [DiffFixtures.Item]) {
        var rng = DiffTestRandom(seed: seed)
        let count = rng.chance(0.1) ? rng.int(100...400) : rng.int(0...30)
        var nextID = 0
        var old: [DiffFixtures.Item] = []
        for _ in 0..<count {
            nextID += rng.int(1...3)
            old.append(DiffFixtures.Item(id: nextID))
        }
        let deleteRate = rng.pick([0, 0.1, 0.5, 1])
        let moveRate = rng.pick([0, 0.02, 0.2, 1])
        let inserts = rng.pick([0, 1, 5, count / 2])
        let changeRate = rng.pick([0, 0.1, 0.5])
        var new = old.filter { _ in !rng.chance(deleteRate) }
        for index in new.indices.reversed() where rng.chance(moveRate) {
            let item = new.remove(at: index)
            new.insert(item, at: rng.int(0...new.count))
        }
        for _ in 0..<inserts {
            nextID += 1
            new.insert(DiffFixtures.Item(id: nextID), at: rng.int(0...new.count))
        }
        for index in new.indices where rng.chance(changeRate) { new[index].content += 1 }
        if rng.chance(0.2) { old.shuffle(using: &rng) }
        return (old, new)
    }
}
