import CellControllers
import CellControllersTestSupport
import Testing

/// Seeded random edits of long typed sections, whose items are stored in chunks (of up to 4,096
/// models; insertions of 512 or more keep their own array), compared after every operation
/// with an array of arrays: edits at and across chunk edges, sections spanning many chunks,
/// batch deletes that leave slices of chunks, and copies edited on both sides. The diff reads
/// the chunks as runs: an edited snapshot diffs as unchanged against the same items built in
/// one go, and as changed where one model differs.
@Suite("Snapshot<Section, Item>: chunked storage against an array of arrays")
struct TypedSnapshotChunkTests {
    typealias Shelf = TypedSnapshotPropertyTests.Shelf
    typealias Book = TypedSnapshotPropertyTests.Book
    typealias Shelves = TypedSnapshotPropertyTests.Shelves
    typealias Reference = TypedSnapshotPropertyTests.Reference

    /// The chunk size of typed storage.
    static let chunk = 4_096

    /// The model of item `id`: its version follows from its id, so a snapshot rebuilt from the
    /// reference has equal content.
    static func book(_ id: Int) -> Book { Book(id: id, version: id % 3) }

    /// The reference's snapshot, built in one go.
    static func rebuilt(_ reference: Reference) -> Shelves {
        Shelves(reference.sections.map { (section: Shelf(id: $0.id), items: $0.items.map(book)) })
    }

    /// A position in `0..<count` (or up to `count` with `inclusive`): next to a multiple of the
    /// chunk size half of the time.
    static func position(_ count: Int, inclusive: Bool = false, rng: inout DiffTestRandom) -> Int {
        let limit = inclusive ? count : count - 1
        guard limit > 0 else { return 0 }
        if rng.chance(0.5) && limit >= chunk {
            let edge = rng.int(1...(limit / chunk)) * chunk
            return Swift.min(limit, Swift.max(0, edge + rng.int(-2...1)))
        }
        return rng.int(0...limit)
    }

    /// What differs between `snapshot` and `reference`, or `nil`; with `whole`, also compares it
    /// with the same items built in one go, by `==` and by a diff.
    static func mismatch(_ snapshot: Shelves, _ reference: Reference, whole: Bool = true, rng: inout DiffTestRandom) -> String? {
        guard snapshot.sectionIdentifiers == reference.sections.map(\.id) else { return "sections differ" }
        for (index, section) in reference.sections.enumerated() {
            guard snapshot.numberOfItems(inSectionAt: index) == section.items.count else {
                return "section \(section.id): \(snapshot.numberOfItems(inSectionAt: index)) items, expected \(section.items.count)"
            }
            let ids = (try? snapshot.itemIdentifiers(inSection: section.id)) ?? []
            if let first = zip(ids, section.items).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                return "section \(section.id) item \(first.offset): \(first.element.0), expected \(first.element.1)"
            }
            for _ in 0..<4 where !section.items.isEmpty {
                let item = position(section.items.count, rng: &rng)
                guard snapshot.item(at: ItemPath(item: item, section: index)) == book(section.items[item]) else {
                    return "item at \(item) of section \(section.id) is \(String(describing: snapshot.item(at: ItemPath(item: item, section: index))))"
                }
                let id = section.items[item]
                guard snapshot.pathOfItem(id) == ItemPath(item: item, section: index) else {
                    return "path of \(id): \(String(describing: snapshot.pathOfItem(id))), expected item \(item) of section \(index)"
                }
            }
        }
        guard whole else { return nil }
        let rebuilt = rebuilt(reference)
        guard snapshot == rebuilt else { return "not == to the same items built in one go" }
        guard let unchanged = try? Shelves.diff(from: rebuilt, to: snapshot), unchanged.changeCount == 0 else {
            return "a diff against the same items built in one go finds changes"
        }
        return nil
    }

    @Test("Random edits of long sections agree with the reference", arguments: Array(UInt64(1)...4))
    func randomChunkEdits(seed: UInt64) throws {
        var rng = DiffTestRandom(seed: seed &* 104_729)
        var nextID = 1_000_000
        func newIDs(_ count: Int) -> [Int] {
            defer { nextID += count }
            return Array(nextID..<(nextID + count))
        }
        for sequence in 0..<2 {
            // Sections spanning several chunks, built in one go (one chunk each until edited).
            var reference = Reference()
            reference.sections = (0..<rng.int(1...3)).map { section in
                (section, Array((section * 100_000)..<(section * 100_000 + rng.int(0...(3 * Self.chunk + 500)))))
            }
            var snapshot = Self.rebuilt(reference)
            if rng.chance(0.5) { _ = snapshot.pathOfItem(0) }
            var copies: [(Shelves, Reference)] = []
            var history: [String] = []
            for _ in 0..<30 {
                if rng.chance(0.2) { copies.append((snapshot, reference)) }
                if rng.chance(0.15), let (copy, copyReference) = copies.popLast() {
                    // Edit the copy from now on; the original is kept to be checked.
                    copies.append((snapshot, reference))
                    snapshot = copy
                    reference = copyReference
                    history.append("switch to a copy")
                }
                let sectionIndex = rng.int(0..<reference.sections.count)
                let items = reference.sections[sectionIndex].items
                let operation: String
                switch rng.int(0..<6) {
                case 0:
                    let count = [rng.int(1...3), rng.int(512...900), rng.int(3_000...5_000)][rng.int(0...2)]
                    let ids = newIDs(count)
                    operation = "append \(count) to section \(sectionIndex)"
                    try snapshot.appendItems(ids.map(Self.book), toSection: reference.sections[sectionIndex].id)
                    reference.sections[sectionIndex].items += ids
                case 1 where !items.isEmpty:
                    let count = [rng.int(1...3), rng.int(1...40), rng.int(512...900), rng.int(4_000...4_200)][rng.int(0...3)]
                    let at = Self.position(items.count, rng: &rng)
                    let after = rng.chance(0.5)
                    let ids = newIDs(count)
                    operation = "insert \(count) \(after ? "after" : "before") item \(at) of section \(sectionIndex)"
                    if after {
                        try snapshot.insertItems(ids.map(Self.book), at: .after(items[at]))
                    } else {
                        try snapshot.insertItems(ids.map(Self.book), at: .before(items[at]))
                    }
                    reference.sections[sectionIndex].items.insert(contentsOf: ids, at: at + (after ? 1 : 0))
                case 2 where !items.isEmpty:
                    // Clustered around an edge, or spread over the whole section.
                    let spread = rng.chance(0.3)
                    let count = spread ? rng.int(1...Swift.max(1, items.count / 4)) : rng.int(1...80)
                    let center = Self.position(items.count, rng: &rng)
                    let doomed = Set((0..<count).map { _ in
                        spread ? rng.int(0..<items.count) : Swift.min(items.count - 1, Swift.max(0, center + rng.int(-70...70)))
                    }.map { items[$0] })
                    operation = "delete \(doomed.count) items of section \(sectionIndex)\(spread ? ", spread" : "")"
                    try snapshot.deleteItems(Array(doomed))
                    reference.sections[sectionIndex].items.removeAll { doomed.contains($0) }
                case 3 where !items.isEmpty:
                    let target = rng.int(0..<reference.sections.count)
                    let targetItems = reference.sections[target].items
                    guard !targetItems.isEmpty else { continue }
                    let moving = items[Self.position(items.count, rng: &rng)]
                    let anchor = targetItems[Self.position(targetItems.count, rng: &rng)]
                    guard moving != anchor else { continue }
                    let after = rng.chance(0.5)
                    operation = "move \(moving) \(after ? "after" : "before") \(anchor)"
                    if after { try snapshot.moveItem(moving, to: .after(anchor)) } else { try snapshot.moveItem(moving, to: .before(anchor)) }
                    guard let from = reference.path(of: moving) else { continue }
                    reference.sections[from.section].items.remove(at: from.item)
                    guard let to = reference.path(of: anchor) else { continue }
                    reference.sections[to.section].items.insert(moving, at: to.item + (after ? 1 : 0))
                case 4 where !items.isEmpty:
                    // A refused edit changes nothing: a duplicate at a chunk edge.
                    let existing = items[Self.position(items.count, rng: &rng)]
                    operation = "refused insert of \(existing)"
                    let ids = newIDs(rng.int(1...600)) + [existing]
                    #expect(throws: SnapshotEditError.self) {
                        try snapshot.insertItems(ids.map(Self.book), at: .before(items[0]))
                    }
                default:
                    operation = "lookups"
                    for _ in 0..<8 where !items.isEmpty {
                        let at = Self.position(items.count, rng: &rng)
                        #expect(snapshot.pathOfItem(items[at]) == ItemPath(item: at, section: sectionIndex))
                    }
                }
                history.append(operation)
                if let message = Self.mismatch(snapshot, reference, whole: rng.chance(0.2), rng: &rng) {
                    Issue.record("seed \(seed), sequence \(sequence), after \(history.joined(separator: "; ")): \(message)")
                    return
                }
            }
            for (copy, copyReference) in copies {
                if let message = Self.mismatch(copy, copyReference, rng: &rng) {
                    Issue.record("seed \(seed), sequence \(sequence), a copy changed with the snapshot: \(message)")
                    return
                }
            }
            try snapshot.validate()
        }
    }

    @Test("A changed model in any chunk is a content change in the diff")
    func contentChangeInAnyChunk() throws {
        var reference = Reference()
        reference.sections = [(0, Array(0..<(3 * Self.chunk)))]
        var edited = Self.rebuilt(reference)
        // Edit, so that the section is cut into chunks, then change one model per chunk.
        try edited.deleteItems([5])
        reference.sections[0].items.removeAll { $0 == 5 }
        for id in [Self.chunk - 1, Self.chunk, 2 * Self.chunk + 17] {
            var changed = reference.sections[0].items.map(Self.book)
            let index = try #require(changed.firstIndex { $0.id == id })
            changed[index].version += 10
            let new = Shelves([(section: Shelf(id: 0), items: changed)])
            let changeset = try Shelves.diff(from: edited, to: new)
            #expect(changeset.changeCount == 1, "model \(id)")
            let back = try Shelves.diff(from: new, to: edited)
            #expect(back.changeCount == 1, "model \(id), back")
        }
    }

    @Test("A copy's first edit leaves its original's chunks alone, on both sides")
    func copiesEditedOnBothSides() throws {
        var reference = Reference()
        reference.sections = [(0, Array(0..<(2 * Self.chunk + 10))), (1, Array(50_000..<50_010))]
        var original = Self.rebuilt(reference)
        _ = original.pathOfItem(3)
        var copy = original
        var copyReference = reference
        try copy.deleteItems([Self.chunk - 1, Self.chunk, 50_003])
        copyReference.sections[0].items.removeAll { $0 == Self.chunk - 1 || $0 == Self.chunk }
        copyReference.sections[1].items.removeAll { $0 == 50_003 }
        try original.moveItem(Self.chunk, to: .before(50_000))
        reference.sections[0].items.removeAll { $0 == Self.chunk }
        reference.sections[1].items.insert(Self.chunk, at: 0)
        try copy.insertItems(Array(900_000..<900_600).map(Self.book), at: .after(Self.chunk + 1))
        let anchor = try #require(copyReference.path(of: Self.chunk + 1))
        copyReference.sections[0].items.insert(contentsOf: 900_000..<900_600, at: anchor.item + 1)
        var rng = DiffTestRandom(seed: 3)
        #expect(Self.mismatch(original, reference, rng: &rng) == nil)
        #expect(Self.mismatch(copy, copyReference, rng: &rng) == nil)
    }
}
