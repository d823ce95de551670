import CellControllers
import Testing

/// The identifier index of a snapshot (item id → place), built in one go by the first lookup and
/// edited over afterwards, on the snapshot and on its copies: every item is found where it is,
/// whatever the id's type (stored inline or boxed), and an id not in the snapshot is not found.
@Suite("Snapshot identifier index lookups")
struct SnapshotIndexLookupTests {
    struct Section: Identifiable, Equatable, Sendable { let id: Int }
    struct IntItem: Identifiable, Equatable, Sendable { let id: Int }
    struct StringItem: Identifiable, Equatable, Sendable { let id: String }
    struct PairID: Hashable, Sendable {
        let major: Int
        let minor: Int
    }
    struct PairItem: Identifiable, Equatable, Sendable { let id: PairID }

    /// Checks every item of `snapshot` and each of `absent` against the index.
    static func expectIndexed<Item: Identifiable & Equatable & Sendable>(
        _ snapshot: Snapshot<Section, Item>, absent: [Item.ID]
    ) where Item.ID: Sendable {
        var mismatches = 0
        var item = 0
        var section = 0
        for model in snapshot.items {
            while item >= ((try? snapshot.numberOfItems(inSection: snapshot.sectionModels[section].id)) ?? 0) {
                section += 1
                item = 0
            }
            if snapshot.pathOfItem(model.id) != ItemPath(item: item, section: section) { mismatches += 1 }
            item += 1
        }
        #expect(mismatches == 0)
        #expect(absent.allSatisfy { snapshot.pathOfItem($0) == nil })
    }

    /// Builds a snapshot of `count` items in `sections` sections, looks every item up, then
    /// edits copies (a batch delete, inserts, a move, enough changes for a copy to fold them
    /// into a new table) and looks every item up again.
    static func check<Item: Identifiable & Equatable & Sendable>(
        sections: Int, count: Int, make: (Int) -> Item
    ) throws where Item.ID: Sendable {
        let perSection = count / sections
        let built = Snapshot<Section, Item>((0..<sections).map { section in
            (section: Section(id: section), items: (0..<perSection).map { make(section * perSection + $0) })
        })
        expectIndexed(built, absent: [make(count).id, make(count + 1).id])

        var edited = built
        let deleted = stride(from: 1, to: count, by: 4).map { make($0).id }
        try edited.deleteItems(deleted)
        try edited.insertItems([make(count), make(count + 1)], at: .before(make(0).id))
        try edited.moveItem(make(count - 2).id, to: .after(make(2).id))
        expectIndexed(edited, absent: deleted + [make(count + 2).id])
        // The original, which shares its table with the copy, is unchanged.
        expectIndexed(built, absent: [make(count).id])

        var again = edited
        try again.deleteItems([make(count).id])
        try again.appendItems([make(1)], toSection: Section(id: sections - 1).id)
        expectIndexed(again, absent: Array(deleted.dropFirst()) + [make(count).id])
        expectIndexed(edited, absent: deleted)
    }

    @Test("Int ids, one section and several", arguments: [1, 9])
    func intIDs(sections: Int) throws {
        try Self.check(sections: sections, count: 9_000) { IntItem(id: $0) }
    }

    @Test("String ids")
    func stringIDs() throws {
        try Self.check(sections: 3, count: 6_000) { StringItem(id: "item-\($0)") }
    }

    @Test("boxed ids of another type")
    func boxedIDs() throws {
        try Self.check(sections: 2, count: 6_000) { PairItem(id: PairID(major: $0 / 100, minor: $0 % 100)) }
    }
}
