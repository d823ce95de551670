import CellControllers
import Testing

/// The item editing methods, one by one: results, every way of naming items and sections, and
/// every error (named in its description, the snapshot unchanged).
@Suite("AnySnapshot item editing")
struct SnapshotItemEditingTests {
    typealias F = EditFixtures

    /// Sections 0, 1, 2 with photos [1, 2, 3], [4], [] and post 1 at the end of section 1.
    func base() throws -> AnySnapshot {
        var snapshot = try F.photos([(0, [1, 2, 3]), (1, [4]), (2, [])])
        try snapshot.appendItems([EditPost(id: 1)], toSection: EditGroup(id: 1))
        return snapshot
    }

    // MARK: appendItems

    @Test("appendItems appends to the last section by default, or to a section named any way")
    func appendItems() throws {
        var snapshot = AnySnapshot()
        try snapshot.appendSections([EditGroup(id: 0), EditGroup(id: 1)])
        try snapshot.appendItems([EditPhoto(id: 1), EditPhoto(id: 2)])
        try snapshot.appendItems([EditPhoto(id: 3)], toSection: nil)
        try snapshot.appendItems([EditPost(id: 1)], toSection: EditGroup(id: 0))
        try snapshot.appendItems([AnyDiffable(EditPhoto(id: 4)), AnyDiffable(EditPost(id: 2))], toSection: F.group(0))
        try snapshot.appendItems([EditPhoto(id: 5)], toSection: AnyDiffable(EditGroup(id: 1)))
        try snapshot.appendItems([EditPhoto](), toSection: F.group(0))
        #expect(F.layout(snapshot) == [
            "EditGroup(0): EditPost(1) EditPhoto(4) EditPost(2)",
            "EditGroup(1): EditPhoto(1) EditPhoto(2) EditPhoto(3) EditPhoto(5)",
        ])
        #expect(snapshot.sections[1].storesItemsTyped && !snapshot.sections[0].storesItemsTyped)
        EditExpect.consistent(snapshot)
    }

    @Test("appendItems with no section at all, or an unknown section, is refused")
    func appendItemsNoSection() throws {
        try EditExpect.refused(.noSection, naming: "no section", make: { AnySnapshot() }) {
            try $0.appendItems([EditPhoto(id: 1)])
        }
        try EditExpect.refused(.noSection, naming: "Append a section", make: { AnySnapshot() }) {
            try $0.appendItems([EditPhoto](), toSection: nil)
        }
        try EditExpect.refused(.unknownSection(F.group(9)), naming: "EditGroup(9)", make: base) {
            try $0.appendItems([EditPhoto(id: 10)], toSection: EditGroup(id: 9))
        }
        // The section is checked before the items.
        try EditExpect.refused(.unknownSection(F.group(9)), naming: "EditGroup(9)", make: base) {
            try $0.appendItems([EditPhoto(id: 1), EditPhoto(id: 1)], toSection: F.group(9))
        }
        try EditExpect.refused(.noSection, naming: "no section", make: { AnySnapshot() }) {
            try $0.appendItems([AnyDiffable(EditPhoto(id: 1)), AnyDiffable(EditPhoto(id: 1))])
        }
    }

    @Test("appendItems refuses an item already present anywhere, naming it and its path")
    func appendItemsAlreadyPresent() throws {
        try EditExpect.refused(.itemAlreadyPresent(F.post(1), at: ItemPath(item: 1, section: 1)), naming: "EditPost(1)", make: base) {
            try $0.appendItems([EditPost(id: 2), EditPost(id: 1)], toSection: F.group(2))
        }
        let snapshot = try base()
        var copy = snapshot
        let error = #expect(throws: SnapshotEditError.self) {
            try copy.appendItems([AnyDiffable(EditPhoto(id: 9)), AnyDiffable(EditPhoto(id: 3))])
        }
        #expect(error == .itemAlreadyPresent(F.photo(3), at: ItemPath(item: 2, section: 0)))
        #expect(error.map { "\($0)" }?.contains("[0, 2]") == true)
        // The same id with another model type is another item.
        try copy.appendItems([EditPost(id: 3)])
        #expect(copy.pathOfItem(EditPost(id: 3)) == ItemPath(item: 0, section: 2))
        #expect(copy.pathOfItem(EditPhoto(id: 3)) == ItemPath(item: 2, section: 0))
    }

    @Test("appendItems refuses an item given twice")
    func appendItemsDuplicate() throws {
        try EditExpect.refused(.duplicateInArguments(F.photo(7)), naming: "EditPhoto(7)", make: base) {
            try $0.appendItems([EditPhoto(id: 7), EditPhoto(id: 8), EditPhoto(id: 7, value: 1)])
        }
        try EditExpect.refused(.duplicateInArguments(F.post(7)), naming: "EditPost(7)", make: base) {
            try $0.appendItems([AnyDiffable(EditPost(id: 7)), AnyDiffable(EditPhoto(id: 7)), AnyDiffable(EditPost(id: 7))])
        }
        // The first fault in argument order wins.
        try EditExpect.refused(.itemAlreadyPresent(F.photo(2), at: ItemPath(item: 1, section: 0)), naming: "EditPhoto(2)", make: base) {
            try $0.appendItems([EditPhoto(id: 7), EditPhoto(id: 2), EditPhoto(id: 7)])
        }
    }

    // MARK: insertItems

    @Test(
        "insertItems before and after an anchor, at the start, middle and end of its section",
        arguments: [
            (1, false, ["EditPhoto(8) EditPhoto(9) EditPhoto(1) EditPhoto(2) EditPhoto(3)", "EditPhoto(4) EditPost(1)"]),
            (1, true, ["EditPhoto(1) EditPhoto(8) EditPhoto(9) EditPhoto(2) EditPhoto(3)", "EditPhoto(4) EditPost(1)"]),
            (3, true, ["EditPhoto(1) EditPhoto(2) EditPhoto(3) EditPhoto(8) EditPhoto(9)", "EditPhoto(4) EditPost(1)"]),
            (4, true, ["EditPhoto(1) EditPhoto(2) EditPhoto(3)", "EditPhoto(4) EditPhoto(8) EditPhoto(9) EditPost(1)"]),
        ])
    func insertItems(anchor: Int, after: Bool, expected: [String]) throws {
        let new = [EditPhoto(id: 8), EditPhoto(id: 9)]
        var forms = [try base(), try base(), try base()]
        if after {
            try forms[0].insertItems(new, afterItem: EditPhoto(id: anchor))
            try forms[1].insertItems(new, afterItem: F.photo(anchor))
            try forms[2].insertItems(new.map { AnyDiffable($0) }, afterItem: AnyDiffable(EditPhoto(id: anchor)))
        } else {
            try forms[0].insertItems(new, beforeItem: EditPhoto(id: anchor))
            try forms[1].insertItems(new, beforeItem: F.photo(anchor))
            try forms[2].insertItems(new.map { AnyDiffable($0) }, beforeItem: AnyDiffable(EditPhoto(id: anchor)))
        }
        for snapshot in forms {
            #expect(F.layout(snapshot) == ["EditGroup(0): " + expected[0], "EditGroup(1): " + expected[1], "EditGroup(2): "])
            EditExpect.consistent(snapshot)
        }
    }

    @Test("insertItems after the post that ends a mixed section, and before an item of another type")
    func insertItemsMixed() throws {
        var snapshot = try base()
        try snapshot.insertItems([EditPhoto(id: 5)], afterItem: EditPost(id: 1))
        try snapshot.insertItems([EditPost(id: 2)], beforeItem: F.photo(1))
        #expect(F.layout(snapshot) == [
            "EditGroup(0): EditPost(2) EditPhoto(1) EditPhoto(2) EditPhoto(3)",
            "EditGroup(1): EditPhoto(4) EditPost(1) EditPhoto(5)",
            "EditGroup(2): ",
        ])
        EditExpect.consistent(snapshot)
    }

    @Test("insertItems refuses an unknown anchor before looking at the items to add")
    func insertItemsUnknownAnchor() throws {
        try EditExpect.refused(.unknownItem(F.photo(42)), naming: "EditPhoto(42)", make: base) {
            try $0.insertItems([EditPhoto(id: 1)], beforeItem: F.photo(42))
        }
        // Post 4 is not photo 4.
        try EditExpect.refused(.unknownItem(F.post(4)), naming: "EditPost(4)", make: base) {
            try $0.insertItems([EditPhoto(id: 9)], afterItem: EditPost(id: 4))
        }
        try EditExpect.refused(.unknownItem(F.post(4)), naming: "EditPost(4)", make: base) {
            try $0.insertItems([AnyDiffable(EditPhoto(id: 9))], afterItem: AnyDiffable(EditPost(id: 4)))
        }
    }

    @Test("insertItems refuses items already present or given twice")
    func insertItemsConflicts() throws {
        try EditExpect.refused(.itemAlreadyPresent(F.photo(4), at: ItemPath(item: 0, section: 1)), naming: "EditPhoto(4)", make: base) {
            try $0.insertItems([EditPhoto(id: 9), EditPhoto(id: 4)], afterItem: EditPhoto(id: 1))
        }
        try EditExpect.refused(.itemAlreadyPresent(F.photo(1), at: ItemPath(item: 0, section: 0)), naming: "EditPhoto(1)", make: base) {
            try $0.insertItems([EditPhoto(id: 1)], beforeItem: EditPhoto(id: 1))
        }
        try EditExpect.refused(.duplicateInArguments(F.post(9)), naming: "EditPost(9)", make: base) {
            try $0.insertItems([EditPost(id: 9), EditPost(id: 9)], beforeItem: F.post(1))
        }
    }

    // MARK: deleteItems

    @Test("deleteItems deletes items across sections, named any way, repetitions ignored")
    func deleteItems() throws {
        var snapshot = try base()
        try snapshot.deleteItems([EditPhoto(id: 2), EditPhoto(id: 2), EditPhoto(id: 4)])
        #expect(F.layout(snapshot) == ["EditGroup(0): EditPhoto(1) EditPhoto(3)", "EditGroup(1): EditPost(1)", "EditGroup(2): "])
        EditExpect.consistent(snapshot)
        try snapshot.deleteItems([F.post(1), F.photo(1)])
        try snapshot.deleteItems([AnyDiffable(EditPhoto(id: 3))])
        try snapshot.deleteItems([DiffIdentifier]())
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 3)
        EditExpect.consistent(snapshot)
        // A deleted item can be added again, anywhere.
        try snapshot.appendItems([EditPhoto(id: 2, value: 5)], toSection: F.group(1))
        #expect(snapshot.sections[1].model(at: 0, as: EditPhoto.self) == EditPhoto(id: 2, value: 5))
        EditExpect.consistent(snapshot)
    }

    @Test("deleteItems refuses an unknown item, naming the first, and deletes none")
    func deleteItemsUnknown() throws {
        try EditExpect.refused(.unknownItem(F.photo(8)), naming: "EditPhoto(8)", make: base) {
            try $0.deleteItems([F.photo(1), F.photo(8), F.photo(9)])
        }
        try EditExpect.refused(.unknownItem(F.post(2)), naming: "EditPost(2)", make: base) {
            try $0.deleteItems([EditPost(id: 1), EditPost(id: 2)])
        }
        try EditExpect.refused(.unknownItem(F.post(3)), naming: "EditPost(3)", make: base) {
            try $0.deleteItems([AnyDiffable(EditPhoto(id: 3)), AnyDiffable(EditPost(id: 3))])
        }
    }

    @Test("deleteAllItems keeps the sections, and the snapshot edits normally afterwards")
    func deleteAllItems() throws {
        var snapshot = try base()
        try snapshot.reconfigureItems([EditPhoto(id: 1)])
        try snapshot.reloadItems([EditPost(id: 1)])
        snapshot.deleteAllItems()
        #expect(F.layout(snapshot) == ["EditGroup(0): ", "EditGroup(1): ", "EditGroup(2): "])
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty && snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.pathOfItem(EditPhoto(id: 1)) == nil)
        EditExpect.consistent(snapshot)
        try snapshot.appendItems([EditPost(id: 1)], toSection: F.group(0))
        try snapshot.appendItems([EditPhoto(id: 1)], toSection: F.group(2))
        #expect(snapshot.sections.allSatisfy { $0.storesItemsTyped })
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        EditExpect.consistent(snapshot)
        var empty = AnySnapshot()
        empty.deleteAllItems()
        #expect(empty == AnySnapshot())
    }

    // MARK: moveItem

    @Test(
        "moveItem within a section and across sections, before and after",
        arguments: [
            (1, 3, false, ["EditPhoto(2) EditPhoto(1) EditPhoto(3)", "EditPhoto(4) EditPost(1)"]),
            (1, 3, true, ["EditPhoto(2) EditPhoto(3) EditPhoto(1)", "EditPhoto(4) EditPost(1)"]),
            (3, 1, false, ["EditPhoto(3) EditPhoto(1) EditPhoto(2)", "EditPhoto(4) EditPost(1)"]),
            (3, 1, true, ["EditPhoto(1) EditPhoto(3) EditPhoto(2)", "EditPhoto(4) EditPost(1)"]),
            (2, 1, true, ["EditPhoto(1) EditPhoto(2) EditPhoto(3)", "EditPhoto(4) EditPost(1)"]),
            (2, 3, false, ["EditPhoto(1) EditPhoto(2) EditPhoto(3)", "EditPhoto(4) EditPost(1)"]),
            (1, 4, false, ["EditPhoto(2) EditPhoto(3)", "EditPhoto(1) EditPhoto(4) EditPost(1)"]),
            (1, 4, true, ["EditPhoto(2) EditPhoto(3)", "EditPhoto(4) EditPhoto(1) EditPost(1)"]),
            (4, 3, true, ["EditPhoto(1) EditPhoto(2) EditPhoto(3) EditPhoto(4)", "EditPost(1)"]),
            (4, 1, false, ["EditPhoto(4) EditPhoto(1) EditPhoto(2) EditPhoto(3)", "EditPost(1)"]),
        ])
    func moveItem(moving: Int, anchor: Int, after: Bool, expected: [String]) throws {
        var forms = [try base(), try base(), try base()]
        if after {
            try forms[0].moveItem(EditPhoto(id: moving), afterItem: EditPhoto(id: anchor))
            try forms[1].moveItem(F.photo(moving), afterItem: F.photo(anchor))
            try forms[2].moveItem(AnyDiffable(EditPhoto(id: moving)), afterItem: AnyDiffable(EditPhoto(id: anchor)))
        } else {
            try forms[0].moveItem(EditPhoto(id: moving), beforeItem: EditPhoto(id: anchor))
            try forms[1].moveItem(F.photo(moving), beforeItem: F.photo(anchor))
            try forms[2].moveItem(AnyDiffable(EditPhoto(id: moving)), beforeItem: AnyDiffable(EditPhoto(id: anchor)))
        }
        for snapshot in forms {
            #expect(F.layout(snapshot) == ["EditGroup(0): " + expected[0], "EditGroup(1): " + expected[1], "EditGroup(2): "])
            EditExpect.consistent(snapshot)
        }
    }

    @Test("moveItem of a post after a photo, and of the last item of a section out of it")
    func moveItemMixed() throws {
        var snapshot = try base()
        try snapshot.moveItem(EditPost(id: 1), afterItem: EditPhoto(id: 1))
        try snapshot.moveItem(EditPhoto(id: 4), beforeItem: EditPost(id: 1))
        #expect(F.layout(snapshot) == ["EditGroup(0): EditPhoto(1) EditPhoto(4) EditPost(1) EditPhoto(2) EditPhoto(3)", "EditGroup(1): ", "EditGroup(2): "])
        EditExpect.consistent(snapshot)
    }

    @Test("moveItem refuses an unknown item, an unknown anchor, and a move relative to itself")
    func moveItemErrors() throws {
        try EditExpect.refused(.unknownItem(F.photo(9)), naming: "EditPhoto(9)", make: base) {
            try $0.moveItem(F.photo(9), beforeItem: F.photo(8))
        }
        try EditExpect.refused(.unknownItem(F.post(2)), naming: "EditPost(2)", make: base) {
            try $0.moveItem(EditPhoto(id: 1), afterItem: EditPost(id: 2))
        }
        try EditExpect.refused(.movedRelativeToItself(F.photo(2)), naming: "EditPhoto(2)", make: base) {
            try $0.moveItem(F.photo(2), afterItem: F.photo(2))
        }
        try EditExpect.refused(.movedRelativeToItself(F.post(1)), naming: "EditPost(1)", make: base) {
            try $0.moveItem(AnyDiffable(EditPost(id: 1)), beforeItem: EditPost(id: 1, value: 3))
        }
        try EditExpect.refused(.unknownItem(F.photo(9)), naming: "EditPhoto(9)", make: base) {
            try $0.moveItem(F.photo(9), afterItem: F.photo(9))
        }
    }

    // MARK: reconfigureItems and reloadItems

    @Test("reconfigureItems and reloadItems mark items, listed in snapshot order")
    func markItems() throws {
        var snapshot = try base()
        try snapshot.reconfigureItems([EditPost(id: 1)])
        try snapshot.reconfigureItems([F.photo(3), F.photo(1)])
        try snapshot.reloadItems([AnyDiffable(EditPhoto(id: 4)), AnyDiffable(EditPhoto(id: 2))])
        try snapshot.reloadItems([EditPhoto(id: 4)])
        #expect(snapshot.reconfiguredItemIdentifiers == [F.photo(1), F.photo(3), F.post(1)])
        #expect(snapshot.reloadedItemIdentifiers == [F.photo(2), F.photo(4)])
        // Moves reorder the lists; deletes drop marks, and re-adding does not restore them.
        try snapshot.moveItem(EditPhoto(id: 1), afterItem: EditPost(id: 1))
        try snapshot.deleteItems([EditPhoto(id: 2)])
        try snapshot.appendItems([EditPhoto(id: 2)], toSection: F.group(2))
        #expect(snapshot.reconfiguredItemIdentifiers == [F.photo(3), F.post(1), F.photo(1)])
        #expect(snapshot.reloadedItemIdentifiers == [F.photo(4)])
        // An item may carry both marks; deleting its section drops them.
        try snapshot.reloadItems([F.photo(3)])
        #expect(snapshot.reloadedItemIdentifiers == [F.photo(3), F.photo(4)])
        try snapshot.deleteSections([F.group(0)])
        #expect(snapshot.reconfiguredItemIdentifiers == [F.post(1), F.photo(1)])
        #expect(snapshot.reloadedItemIdentifiers == [F.photo(4)])
        #expect(snapshot.withoutMarks.reconfiguredItemIdentifiers.isEmpty && snapshot.withoutMarks.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.withoutMarks == snapshot)
    }

    @Test("reconfigureItems and reloadItems refuse an unknown item and mark none")
    func markItemsUnknown() throws {
        let make = { () throws -> AnySnapshot in
            var snapshot = try self.base()
            try snapshot.reconfigureItems([EditPhoto(id: 2)])
            try snapshot.reloadItems([EditPhoto(id: 3)])
            return snapshot
        }
        try EditExpect.refused(.unknownItem(F.post(4)), naming: "EditPost(4)", make: make) {
            try $0.reconfigureItems([F.photo(1), F.post(4)])
        }
        try EditExpect.refused(.unknownItem(F.photo(7)), naming: "EditPhoto(7)", make: make) {
            try $0.reconfigureItems([EditPhoto(id: 4), EditPhoto(id: 7)])
        }
        try EditExpect.refused(.unknownItem(F.photo(7)), naming: "EditPhoto(7)", make: make) {
            try $0.reloadItems([AnyDiffable(EditPost(id: 1)), AnyDiffable(EditPhoto(id: 7))])
        }
        try EditExpect.refused(.unknownItem(F.photo(7)), naming: "EditPhoto(7)", make: make) {
            try $0.reloadItems([F.photo(7)])
        }
    }
}
