import CellControllers
import Testing

/// The section editing methods, one by one: results, every way of naming sections, and every
/// error (named in its description, the snapshot unchanged).
@Suite("AnySnapshot section editing")
struct SnapshotSectionEditingTests {
    typealias F = EditFixtures

    /// Sections 0, 1, 2 with photos [1, 2], [3], [].
    func base() throws -> AnySnapshot {
        try F.photos([(0, [1, 2]), (1, [3]), (2, [])])
    }

    func sections(_ snapshot: AnySnapshot) -> [DiffIdentifier] { snapshot.sectionIdentifiers }

    // MARK: appendSections

    @Test("appendSections appends empty sections in order, from models or AnyDiffables")
    func appendSections() throws {
        var snapshot = AnySnapshot()
        try snapshot.appendSections([EditGroup(id: 5), EditGroup(id: 3, title: 7)])
        try snapshot.appendSections([AnyDiffable(EditGroup(id: 9))])
        try snapshot.appendSections([EditGroup]())
        #expect(sections(snapshot) == [F.group(5), F.group(3), F.group(9)])
        #expect(snapshot.sections.allSatisfy { $0.isEmpty })
        #expect(snapshot.sections[1].model.model(as: EditGroup.self) == EditGroup(id: 3, title: 7))
        #expect(snapshot.numberOfItems == 0)
        EditExpect.consistent(snapshot)
    }

    @Test("appendSections refuses a section already present, naming it and its index")
    func appendSectionsAlreadyPresent() throws {
        try EditExpect.refused(.sectionAlreadyPresent(F.group(1), at: 1), naming: "EditGroup(1)", make: base) {
            try $0.appendSections([EditGroup(id: 7), EditGroup(id: 1, title: 4)])
        }
        let snapshot = try base()
        let error = #expect(throws: SnapshotEditError.self) {
            var copy = snapshot
            try copy.appendSections([AnyDiffable(EditGroup(id: 2))])
        }
        #expect(error == .sectionAlreadyPresent(F.group(2), at: 2))
        #expect(error.map { "\($0)" }?.contains("at index 2") == true)
    }

    @Test("appendSections refuses a section given twice")
    func appendSectionsDuplicate() throws {
        try EditExpect.refused(.duplicateInArguments(F.group(8)), naming: "EditGroup(8)", make: base) {
            try $0.appendSections([EditGroup(id: 8), EditGroup(id: 9), EditGroup(id: 8, title: 1)])
        }
        // The first fault in argument order is reported.
        try EditExpect.refused(.sectionAlreadyPresent(F.group(0), at: 0), naming: "EditGroup(0)", make: base) {
            try $0.appendSections([EditGroup(id: 8), EditGroup(id: 0), EditGroup(id: 8)])
        }
        try EditExpect.refused(.duplicateInArguments(F.group(8)), naming: "EditGroup(8)", make: base) {
            try $0.appendSections([EditGroup(id: 8), EditGroup(id: 8), EditGroup(id: 0)])
        }
    }

    // MARK: insertSections

    @Test("insertSections before and after an anchor named by model, identifier or AnyDiffable")
    func insertSections() throws {
        var snapshot = try base()
        try snapshot.insertSections([EditGroup(id: 10)], beforeSection: EditGroup(id: 0))
        try snapshot.insertSections([EditGroup(id: 11), EditGroup(id: 12)], afterSection: F.group(2))
        try snapshot.insertSections([EditGroup(id: 13)], beforeSection: F.group(1))
        try snapshot.insertSections([AnyDiffable(EditGroup(id: 14))], afterSection: AnyDiffable(EditGroup(id: 0)))
        try snapshot.insertSections([EditGroup]() , afterSection: F.group(0))
        #expect(sections(snapshot) == [10, 0, 14, 13, 1, 2, 11, 12].map(F.group))
        #expect(F.layout(snapshot)[1] == "EditGroup(0): EditPhoto(1) EditPhoto(2)")
        #expect(snapshot.pathOfItem(EditPhoto(id: 3)) == ItemPath(item: 0, section: 4))
        EditExpect.consistent(snapshot)
    }

    @Test("insertSections refuses an unknown anchor before looking at the sections to add")
    func insertSectionsUnknownAnchor() throws {
        try EditExpect.refused(.unknownSection(F.group(42)), naming: "EditGroup(42)", make: base) {
            try $0.insertSections([EditGroup(id: 0), EditGroup(id: 0)], beforeSection: F.group(42))
        }
        try EditExpect.refused(.unknownSection(F.group(42)), naming: "EditGroup(42)", make: base) {
            try $0.insertSections([EditGroup(id: 5)], afterSection: EditGroup(id: 42))
        }
        // A section identifier of another model type is another section.
        let other = DiffIdentifier(type: EditPhoto.self, id: 1)
        try EditExpect.refused(.unknownSection(other), naming: "EditPhoto(1)", make: base) {
            try $0.insertSections([EditGroup(id: 5)], afterSection: EditPhoto(id: 1))
        }
    }

    @Test("insertSections refuses sections already present or given twice")
    func insertSectionsConflicts() throws {
        try EditExpect.refused(.sectionAlreadyPresent(F.group(2), at: 2), naming: "EditGroup(2)", make: base) {
            try $0.insertSections([EditGroup(id: 5), EditGroup(id: 2)], afterSection: F.group(0))
        }
        try EditExpect.refused(.duplicateInArguments(F.group(5)), naming: "EditGroup(5)", make: base) {
            try $0.insertSections([AnyDiffable(EditGroup(id: 5)), AnyDiffable(EditGroup(id: 5))], beforeSection: AnyDiffable(EditGroup(id: 1)))
        }
        // The anchor itself cannot be inserted again.
        try EditExpect.refused(.sectionAlreadyPresent(F.group(1), at: 1), naming: "EditGroup(1)", make: base) {
            try $0.insertSections([EditGroup(id: 1)], beforeSection: EditGroup(id: 1))
        }
    }

    // MARK: deleteSections

    @Test("deleteSections deletes sections with their items, by model, identifier or AnyDiffable")
    func deleteSections() throws {
        var snapshot = try base()
        try snapshot.appendSections([EditGroup(id: 3)])
        try snapshot.appendItems([EditPost(id: 1)], toSection: F.group(3))
        try snapshot.deleteSections([EditGroup(id: 0), EditGroup(id: 0)])  // repetition is allowed
        #expect(sections(snapshot) == [1, 2, 3].map(F.group))
        #expect(snapshot.pathOfItem(EditPhoto(id: 1)) == nil && snapshot.pathOfItem(F.photo(2)) == nil)
        #expect(snapshot.pathOfItem(EditPost(id: 1)) == ItemPath(item: 0, section: 2))
        try snapshot.deleteSections([AnyDiffable(EditGroup(id: 3)), AnyDiffable(EditGroup(id: 1))])
        #expect(sections(snapshot) == [F.group(2)])
        try snapshot.deleteSections([F.group(2)])
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        try snapshot.deleteSections([DiffIdentifier]())
        EditExpect.consistent(snapshot)

        // Deleted items and sections can be added again.
        try snapshot.appendSections([EditGroup(id: 0)])
        try snapshot.appendItems([AnyDiffable(EditPhoto(id: 1)), AnyDiffable(EditPost(id: 1)), AnyDiffable(EditPhoto(id: 3))])
        #expect(F.layout(snapshot) == ["EditGroup(0): EditPhoto(1) EditPost(1) EditPhoto(3)"])
        EditExpect.consistent(snapshot)
    }

    @Test("deleteSections refuses an unknown section, naming the first, and deletes none")
    func deleteSectionsUnknown() throws {
        try EditExpect.refused(.unknownSection(F.group(7)), naming: "EditGroup(7)", make: base) {
            try $0.deleteSections([F.group(0), F.group(7), F.group(8)])
        }
        try EditExpect.refused(.unknownSection(F.group(7)), naming: "EditGroup(7)", make: base) {
            try $0.deleteSections([EditGroup(id: 1), EditGroup(id: 7)])
        }
        try EditExpect.refused(.unknownSection(F.group(-1)), naming: "EditGroup(-1)", make: base) {
            try $0.deleteSections([AnyDiffable(EditGroup(id: -1))])
        }
    }

    // MARK: moveSection

    @Test(
        "moveSection before and after, forward and backward, to either end",
        arguments: [
            (0, 2, false, [1, 0, 2, 3]), (0, 2, true, [1, 2, 0, 3]), (0, 3, true, [1, 2, 3, 0]),
            (3, 0, false, [3, 0, 1, 2]), (3, 0, true, [0, 3, 1, 2]), (2, 1, false, [0, 2, 1, 3]),
            (1, 2, true, [0, 2, 1, 3]), (1, 0, true, [0, 1, 2, 3]), (1, 2, false, [0, 1, 2, 3]),
        ])
    func moveSection(moving: Int, anchor: Int, after: Bool, expected: [Int]) throws {
        let make = { () throws -> AnySnapshot in try F.photos([(0, [1, 2]), (1, [3]), (2, []), (3, [4, 5, 6])]) }
        var forms: [AnySnapshot] = [try make(), try make(), try make()]
        if after {
            try forms[0].moveSection(EditGroup(id: moving), afterSection: EditGroup(id: anchor))
            try forms[1].moveSection(F.group(moving), afterSection: F.group(anchor))
            try forms[2].moveSection(AnyDiffable(EditGroup(id: moving)), afterSection: AnyDiffable(EditGroup(id: anchor)))
        } else {
            try forms[0].moveSection(EditGroup(id: moving), beforeSection: EditGroup(id: anchor))
            try forms[1].moveSection(F.group(moving), beforeSection: F.group(anchor))
            try forms[2].moveSection(AnyDiffable(EditGroup(id: moving)), beforeSection: AnyDiffable(EditGroup(id: anchor)))
        }
        for snapshot in forms {
            #expect(sections(snapshot) == expected.map(F.group))
            // Items travel with their section.
            let section3 = try #require(snapshot.indexOfSection(F.group(3)))
            #expect(snapshot.pathOfItem(F.photo(6)) == ItemPath(item: 2, section: section3))
            #expect(try snapshot.itemIdentifiers(inSection: EditGroup(id: 0)) == [F.photo(1), F.photo(2)])
            EditExpect.consistent(snapshot)
        }
    }

    @Test("moveSection refuses an unknown section, an unknown anchor, and a move relative to itself")
    func moveSectionErrors() throws {
        try EditExpect.refused(.unknownSection(F.group(9)), naming: "EditGroup(9)", make: base) {
            try $0.moveSection(F.group(9), beforeSection: F.group(8))
        }
        try EditExpect.refused(.unknownSection(F.group(8)), naming: "EditGroup(8)", make: base) {
            try $0.moveSection(EditGroup(id: 0), afterSection: EditGroup(id: 8))
        }
        try EditExpect.refused(.movedRelativeToItself(F.group(1)), naming: "EditGroup(1)", make: base) {
            try $0.moveSection(F.group(1), afterSection: F.group(1))
        }
        try EditExpect.refused(.movedRelativeToItself(F.group(2)), naming: "EditGroup(2)", make: base) {
            try $0.moveSection(AnyDiffable(EditGroup(id: 2)), beforeSection: EditGroup(id: 2, title: 5))
        }
        // Unknown on both sides: the moving section is named.
        try EditExpect.refused(.unknownSection(F.group(9)), naming: "EditGroup(9)", make: base) {
            try $0.moveSection(F.group(9), afterSection: F.group(9))
        }
    }

    // MARK: reloadSections

    @Test("reloadSections marks sections, by model, identifier or AnyDiffable, in snapshot order")
    func reloadSections() throws {
        var snapshot = try base()
        try snapshot.reloadSections([EditGroup(id: 2)])
        try snapshot.reloadSections([F.group(0), F.group(2)])
        #expect(snapshot.reloadedSectionIdentifiers == [F.group(0), F.group(2)])
        try snapshot.reloadSections([AnyDiffable(EditGroup(id: 1))])
        try snapshot.moveSection(F.group(0), afterSection: F.group(2))
        #expect(snapshot.reloadedSectionIdentifiers == [F.group(1), F.group(2), F.group(0)])
        // Marks are not content: `==` ignores them, and a deleted section loses its mark.
        #expect(snapshot.withoutMarks == snapshot)
        #expect(snapshot.withoutMarks.reloadedSectionIdentifiers.isEmpty)
        try snapshot.deleteSections([F.group(2)])
        try snapshot.appendSections([EditGroup(id: 2)])
        #expect(snapshot.reloadedSectionIdentifiers == [F.group(1), F.group(0)])
        // Deleting every item keeps section marks.
        snapshot.deleteAllItems()
        #expect(snapshot.reloadedSectionIdentifiers == [F.group(1), F.group(0)])
    }

    @Test("reloadSections refuses an unknown section and marks none")
    func reloadSectionsUnknown() throws {
        let make = { () throws -> AnySnapshot in
            var snapshot = try self.base()
            try snapshot.reloadSections([F.group(1)])
            return snapshot
        }
        try EditExpect.refused(.unknownSection(F.group(5)), naming: "EditGroup(5)", make: make) {
            try $0.reloadSections([F.group(0), F.group(5)])
        }
        try EditExpect.refused(.unknownSection(F.group(5)), naming: "EditGroup(5)", make: make) {
            try $0.reloadSections([EditGroup(id: 2), EditGroup(id: 5)])
        }
    }
}
