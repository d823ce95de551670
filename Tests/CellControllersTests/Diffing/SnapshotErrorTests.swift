import CellControllers
import CellControllersTestSupport
import Testing

@Suite("Duplicate identifiers")
struct SnapshotErrorTests {
    typealias Item = DiffFixtures.Item
    typealias Header = DiffFixtures.Header

    func snapshot(_ sections: [(Int, [Int])]) -> AnySnapshot {
        AnySnapshot(sections: sections.map { AnySnapshot.Section(Header(id: $0.0), items: $0.1.map { Item(id: $0) }) })
    }

    func diffError(_ old: AnySnapshot, _ new: AnySnapshot) -> SnapshotError? {
        do {
            _ = try AnySnapshot.diff(from: old, to: new)
            return nil
        } catch {
            return error
        }
    }

    let valid = AnySnapshot(sections: [AnySnapshot.Section(Header(id: 0), items: [Item(id: 100)])])

    @Test("Duplicate item in the old snapshot, across sections")
    func oldItemAcrossSections() {
        let old = snapshot([(0, [1, 2]), (1, [3, 2])])
        let error = diffError(old, valid)
        let id = DiffIdentifier(type: Item.self, id: 2)
        #expect(error == .duplicateItem(id, first: ItemPath(item: 1, section: 0), second: ItemPath(item: 1, section: 1)))
        let text = error?.description ?? ""
        #expect(text.contains("Item(2)") && text.contains("[0, 1]") && text.contains("[1, 1]"), "\(text)")
        #expect(text.contains("unique across the whole snapshot"), "\(text)")
        #expect(throws: error!) { try old.validate() }
    }

    @Test("Duplicate item in the new snapshot: kept id, and inserted id")
    func newItem() {
        let old = snapshot([(0, [1, 2])])
        let kept = diffError(old, snapshot([(0, [1, 2]), (1, [2])]))
        #expect(kept == .duplicateItem(DiffIdentifier(type: Item.self, id: 2), first: ItemPath(item: 1, section: 0), second: ItemPath(item: 0, section: 1)))
        #expect(kept?.description.contains("Item(2) at [0, 1] and [1, 0]") == true, "\(String(describing: kept))")
        let inserted = diffError(old, snapshot([(0, [9, 1]), (1, [2, 9])]))
        #expect(inserted == .duplicateItem(DiffIdentifier(type: Item.self, id: 9), first: ItemPath(item: 0, section: 0), second: ItemPath(item: 1, section: 1)))
        // The duplicate with the smallest second position is reported, whichever kind it is.
        let both = diffError(old, snapshot([(0, [9, 9, 1, 1])]))
        #expect(both == .duplicateItem(DiffIdentifier(type: Item.self, id: 9), first: ItemPath(item: 0, section: 0), second: ItemPath(item: 1, section: 0)))
        let bothLater = diffError(old, snapshot([(0, [1, 1, 9, 9])]))
        #expect(bothLater == .duplicateItem(DiffIdentifier(type: Item.self, id: 1), first: ItemPath(item: 0, section: 0), second: ItemPath(item: 1, section: 0)))
    }

    @Test("Duplicate section in the old and in the new snapshot")
    func sections() {
        let error = diffError(snapshot([(0, []), (1, []), (0, [])]), valid)
        let id = DiffIdentifier(type: Header.self, id: 0)
        #expect(error == .duplicateSection(id, firstIndex: 0, secondIndex: 2))
        let text = error?.description ?? ""
        #expect(text.contains("Header(0)") && text.contains("sections 0 and 2"), "\(text)")
        #expect(diffError(valid, snapshot([(5, []), (5, [])])) == .duplicateSection(DiffIdentifier(type: Header.self, id: 5), firstIndex: 0, secondIndex: 1))
    }

    @Test("Old duplicates are reported before new ones")
    func order() {
        let error = diffError(snapshot([(0, [1, 1])]), snapshot([(0, [2, 2])]))
        #expect(error == .duplicateItem(DiffIdentifier(type: Item.self, id: 1), first: ItemPath(item: 0, section: 0), second: ItemPath(item: 1, section: 0)))
    }

    @Test("Same id, different model types: not a duplicate")
    func photoAndPost() throws {
        let snapshot = AnySnapshot(sections: [AnySnapshot.Section(Header(id: 0), items: [
            AnyDiffable(DiffFixtures.Photo(id: 7)), AnyDiffable(DiffFixtures.Post(id: 7)),
        ])])
        try snapshot.validate()
        #expect(try AnySnapshot.diff(from: snapshot, to: snapshot).isEmpty)
    }

    @Test("validate accepts unique identifiers and empty snapshots")
    func validSnapshots() throws {
        try snapshot([(0, [1, 2]), (1, [3])]).validate()
        try AnySnapshot().validate()
        try snapshot([(0, []), (1, [])]).validate()
    }

    @Test("FlatDiff reports duplicates in old and in new with the identifier and both indices")
    func flat() {
        #expect(throws: FlatDiffError.duplicateInOld(identifier: "1", index: 3, firstIndex: 1)) {
            try FlatDiff.compute(old: [0, 1, 2, 1], new: [0])
        }
        #expect(throws: FlatDiffError.duplicateInNew(identifier: "1", index: 2, firstIndex: 0)) {
            try FlatDiff.compute(old: [0, 1], new: [1, 2, 1])
        }
        #expect(throws: FlatDiffError.duplicateInNew(identifier: "7", index: 3, firstIndex: 1)) {
            try FlatDiff.compute(old: [0, 1], new: [0, 7, 8, 7])
        }
        #expect(throws: FlatDiffError.duplicateInNew(identifier: "\"photo-7\"", index: 1, firstIndex: 0)) {
            try FlatDiff.compute(old: ["a"], new: ["photo-7", "photo-7"])
        }
        #expect(FlatDiffError.duplicateInNew(identifier: "7", index: 3, firstIndex: 1).description
            .contains("Duplicate identifier 7 in the new sequence at indices 1 and 3"))
    }
}
