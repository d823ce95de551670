import CellControllers
import CellControllersTestSupport
import Testing

/// A snapshot's item edits, recorded (`beginRecording()`), amount to a batch update: what a
/// synchronous `update { }` shows instead of diffing the whole screen. The batch must turn the
/// snapshot as it was into the snapshot as it is, as the diff's batch does, whatever the edits;
/// an edit the record does not follow (a section edit, a replaced model) leaves no batch.
@Suite("Snapshot edit record")
struct SnapshotEditRecordTests {
    typealias Header = DiffFixtures.Header
    typealias Item = DiffFixtures.Item
    typealias Screen = Snapshot<Header, Item>

    /// The plain data of a snapshot, for the reference batch model.
    static func data(_ snapshot: Screen) -> DiffFixtures.Data {
        (0..<snapshot.numberOfSections).map { section in
            DiffFixtures.SectionData(
                header: snapshot.sectionModel(at: section),
                items: (0..<snapshot.numberOfItems(inSectionAt: section)).compactMap { snapshot.item(at: ItemPath(item: $0, section: section)) })
        }
    }

    /// A random screen of 1 to 4 sections of 0 to 12 items, built in one go or by appends.
    static func screen(_ random: inout DiffTestRandom) throws -> Screen {
        var sections: [(section: Header, items: [Item])] = []
        var next = 0
        for section in 0..<random.int(1...4) {
            let count = random.int(0...12)
            sections.append((Header(id: section), (next..<next + count).map { Item(id: $0) }))
            next += count
        }
        guard random.chance(0.5) else { return Screen(sections) }
        var screen = Screen()
        for (section, items) in sections {
            try screen.appendSections([section])
            try screen.appendItems(items, toSection: section.id)
        }
        return screen
    }

    /// Random item edits (deletes of one to three items, inserts before or after an item or at
    /// a section's end, moves before or after an item), and, with `giving up`, one edit the
    /// record does not follow.
    static func edit(_ screen: inout Screen, _ random: inout DiffTestRandom, count: Int, givingUp: Bool) throws {
        var next = 1_000
        let unfollowed = givingUp ? random.int(0..<count) : -1
        for step in 0..<count {
            let ids = screen.itemIdentifiers
            if step == unfollowed {
                switch random.int(0..<4) {
                case 0: try screen.appendSections([Header(id: 100 + step)])
                case 1: screen.deleteAllItems()
                case 2:
                    if let id = ids.first {
                        try screen.replaceItems([Item(id: id, content: 1)])
                    } else {
                        try screen.appendSections([Header(id: 100 + step)])
                    }
                default:
                    guard screen.numberOfSections > 1 else { try screen.deleteSections([screen.sectionModel(at: 0).id]); continue }
                    try screen.moveSection(screen.sectionModel(at: 0).id, to: .after(screen.sectionModel(at: 1).id))
                }
                continue
            }
            let new = (0..<random.int(1...3)).map { Item(id: next + $0) }
            switch (random.int(0..<6), ids.randomElement(using: &random), ids.randomElement(using: &random)) {
            case (0, .some(let id), _):
                let more = (0..<random.int(0...2)).compactMap { _ in ids.randomElement(using: &random) }
                try screen.deleteItems([id] + more.filter { $0 != id })
            case (1, .some(let anchor), _): try screen.insertItems(new, at: .before(anchor))
            case (2, .some(let anchor), _): try screen.insertItems(new, at: .after(anchor))
            case (3, .some(let item), .some(let anchor)) where item != anchor: try screen.moveItem(item, to: .before(anchor))
            case (4, .some(let item), .some(let anchor)) where item != anchor: try screen.moveItem(item, to: .after(anchor))
            default:
                let section = random.int(0..<screen.numberOfSections)
                try screen.appendItems(new, toSection: screen.sectionModel(at: section).id)
            }
            next += 10
        }
    }

    @Test("The batch recorded from random item edits turns the old snapshot into the new one, as the diff's batch does", arguments: 0..<400)
    func recordedBatchMatchesTheDiff(seed: Int) throws {
        var random = DiffTestRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 28)
        let old = try Self.screen(&random)
        var new = old
        new.beginRecording()
        try Self.edit(&new, &random, count: random.int(1...8), givingUp: false)
        let recorded = new.endRecording()
        let batch = try #require(recorded)
        let expected = Self.data(new)
        #expect(try DiffReference.apply(batch, to: Self.data(old), source: expected) == expected)
        let diffed = try Screen.diff(from: old, to: new)
        #expect(diffed.content.isEmpty)
        #expect(try DiffReference.apply(diffed.structure, to: Self.data(old), source: expected) == expected)
        #expect(batch.deletedItems.count + batch.movedItems.count <= old.numberOfItems)
    }

    @Test("An edit the record does not follow leaves no batch (the caller diffs)", arguments: 0..<40)
    func unfollowedEditLeavesNoBatch(seed: Int) throws {
        var random = DiffTestRandom(seed: UInt64(seed) &+ 2_800)
        var screen = try Self.screen(&random)
        screen.beginRecording()
        try Self.edit(&screen, &random, count: random.int(1...4), givingUp: true)
        #expect(screen.endRecording() == nil)
    }

    @Test("A deletion of many items in one call is recorded; a record past its bound gives up")
    func boundedRecord() throws {
        var screen = Screen([(Header(id: 0), (0..<20_000).map { Item(id: $0) })])
        screen.beginRecording()
        try screen.deleteItems(Array(stride(from: 0, to: 20_000, by: 2)))
        let recorded = screen.endRecording()
        let batch = try #require(recorded)
        #expect(batch.deletedItems == stride(from: 0, to: 20_000, by: 2).map { ItemPath(item: $0, section: 0) })
        var larger = Screen([(Header(id: 0), (0..<40_000).map { Item(id: $0) })])
        larger.beginRecording()
        try larger.deleteItems(Array(stride(from: 0, to: 40_000, by: 2)))
        #expect(larger.endRecording() == nil)
    }

    @Test("An item deleted and inserted again leaves no batch (the diff shows it moved); new items after a delete do not")
    func reinsertedItemLeavesNoBatch() throws {
        let old = Screen([(Header(id: 0), (0..<4).map { Item(id: $0) }), (Header(id: 1), [])])
        var moved = old
        moved.beginRecording()
        try moved.deleteItems([2])
        try moved.appendItems([Item(id: 2)], toSection: 1)
        #expect(moved.endRecording() == nil)
        var before = old
        before.beginRecording()
        try before.deleteItems([1, 3])
        try before.insertItems([Item(id: 3)], at: .before(0))
        #expect(before.endRecording() == nil)
        var fresh = old
        fresh.beginRecording()
        try fresh.deleteItems([2])
        try fresh.appendItems([Item(id: 9)], toSection: 1)
        let recorded = fresh.endRecording()
        let batch = try #require(recorded)
        #expect(batch.deletedItems == [ItemPath(item: 2, section: 0)] && batch.insertedItems == [ItemPath(item: 0, section: 1)])
    }
}

