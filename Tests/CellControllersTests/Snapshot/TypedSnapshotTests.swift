import CellControllers
import CellControllersTestSupport
import Testing

/// `Snapshot<Section, Item>`: typed editing, queries and errors, checked against a plain model
/// (arrays and linear scans) over random edit sequences, plus the bulk initialiser.
@Suite("Typed snapshots")
struct TypedSnapshotTests {
    struct Shelf: Identifiable, Equatable, Sendable { let id: Int; var label = 0 }
    struct Book: Identifiable, Equatable, Sendable { let id: Int; var edition = 0 }

    /// The oracle: sections of books, every lookup a scan.
    struct Reference: Equatable {
        var sections: [(shelf: Shelf, books: [Book])] = []

        static func == (lhs: Reference, rhs: Reference) -> Bool {
            lhs.sections.map(\.shelf) == rhs.sections.map(\.shelf) && lhs.sections.map(\.books) == rhs.sections.map(\.books)
        }

        func path(of id: Int) -> ItemPath? {
            for (section, entry) in sections.enumerated() {
                if let item = entry.books.firstIndex(where: { $0.id == id }) { return ItemPath(item: item, section: section) }
            }
            return nil
        }

        func section(_ id: Int) -> Int? { sections.firstIndex { $0.shelf.id == id } }
        var bookIDs: [Int] { sections.flatMap { $0.books.map(\.id) } }
    }

    /// One random edit applied to both; the error thrown must be the one the reference predicts.
    static func randomEdit(_ snapshot: inout Snapshot<Shelf, Book>, _ reference: inout Reference, using random: inout DiffTestRandom) {
        let shelfID = random.int(0...5)
        let bookID = random.int(0...30)
        let otherBookID = random.int(0...30)
        func book(_ id: Int) -> DiffIdentifier { DiffIdentifier(type: Book.self, id: id) }
        func shelf(_ id: Int) -> DiffIdentifier { DiffIdentifier(type: Shelf.self, id: id) }
        var expected: SnapshotEditError?
        var body: (inout Snapshot<Shelf, Book>) throws(SnapshotEditError) -> Void = { _ in }
        switch random.int(0...9) {
        case 0:
            if let at = reference.section(shelfID) { expected = .sectionAlreadyPresent(shelf(shelfID), at: at) } else {
                reference.sections.append((Shelf(id: shelfID), []))
            }
            body = { (s) throws(SnapshotEditError) in try s.appendSections([Shelf(id: shelfID)]) }
        case 1:
            let anchor = random.int(0...5)
            if reference.section(anchor) == nil { expected = .unknownSection(shelf(anchor)) } else if let at = reference.section(shelfID) {
                expected = .sectionAlreadyPresent(shelf(shelfID), at: at)
            } else if let index = reference.section(anchor) {
                reference.sections.insert((Shelf(id: shelfID), []), at: index + 1)
            }
            body = { (s) throws(SnapshotEditError) in try s.insertSections([Shelf(id: shelfID)], at: .after(anchor)) }
        case 2:
            if let index = reference.section(shelfID) { reference.sections.remove(at: index) } else { expected = .unknownSection(shelf(shelfID)) }
            body = { (s) throws(SnapshotEditError) in try s.deleteSections([shelfID]) }
        case 3:
            let anchor = random.int(0...5)
            if let from = reference.section(shelfID), let to = reference.section(anchor) {
                if from == to { expected = .movedRelativeToItself(shelf(shelfID)) } else {
                    let moved = reference.sections.remove(at: from)
                    reference.sections.insert(moved, at: to > from ? to - 1 : to)
                }
            } else {
                expected = .unknownSection(shelf(reference.section(shelfID) == nil ? shelfID : anchor))
            }
            body = { (s) throws(SnapshotEditError) in try s.moveSection(shelfID, to: .before(anchor)) }
        case 4, 5:
            let new = Book(id: bookID, edition: random.int(0...2))
            if let target = reference.section(shelfID) {
                if let at = reference.path(of: bookID) { expected = .itemAlreadyPresent(book(bookID), at: at) } else {
                    reference.sections[target].books.append(new)
                }
            } else {
                expected = .unknownSection(shelf(shelfID))
            }
            body = { (s) throws(SnapshotEditError) in try s.appendItems([new], toSection: shelfID) }
        case 6:
            let new = Book(id: bookID)
            if let anchor = reference.path(of: otherBookID) {
                if let at = reference.path(of: bookID) { expected = .itemAlreadyPresent(book(bookID), at: at) } else {
                    reference.sections[anchor.section].books.insert(new, at: anchor.item)
                }
            } else {
                expected = .unknownItem(book(otherBookID))
            }
            body = { (s) throws(SnapshotEditError) in try s.insertItems([new], at: .before(otherBookID)) }
        case 7:
            if let at = reference.path(of: bookID) { reference.sections[at.section].books.remove(at: at.item) } else {
                expected = .unknownItem(book(bookID))
            }
            body = { (s) throws(SnapshotEditError) in try s.deleteItems([bookID]) }
        case 8:
            if let from = reference.path(of: bookID), reference.path(of: otherBookID) != nil {
                if bookID == otherBookID { expected = .movedRelativeToItself(book(bookID)) } else {
                    let moved = reference.sections[from.section].books.remove(at: from.item)
                    let anchor = reference.path(of: otherBookID)!
                    reference.sections[anchor.section].books.insert(moved, at: anchor.item + 1)
                }
            } else {
                expected = .unknownItem(book(reference.path(of: bookID) == nil ? bookID : otherBookID))
            }
            body = { (s) throws(SnapshotEditError) in try s.moveItem(bookID, to: .after(otherBookID)) }
        default:
            if reference.path(of: bookID) == nil { expected = .unknownItem(book(bookID)) }
            body = { (s) throws(SnapshotEditError) in try s.reconfigureItems([bookID]) }
        }
        let before = snapshot
        do {
            try body(&snapshot)
            #expect(expected == nil, "expected \(String(describing: expected))")
        } catch {
            #expect(error == expected)
            #expect(snapshot == before, "a failed edit changes nothing")
        }
    }

    static func check(_ snapshot: Snapshot<Shelf, Book>, against reference: Reference) {
        #expect(snapshot.sectionModels == reference.sections.map(\.shelf))
        #expect(snapshot.sectionIdentifiers == reference.sections.map(\.shelf.id))
        #expect(snapshot.itemIdentifiers == reference.bookIDs)
        #expect(snapshot.items == reference.sections.flatMap(\.books))
        #expect(snapshot.numberOfItems == reference.bookIDs.count)
        for (index, entry) in reference.sections.enumerated() {
            #expect((try? snapshot.items(inSection: entry.shelf.id)) == entry.books)
            #expect(snapshot.numberOfItems(inSectionAt: index) == entry.books.count)
            #expect(snapshot.indexOfSection(entry.shelf.id) == index)
        }
        for id in 0...30 {
            let path = reference.path(of: id)
            #expect(snapshot.pathOfItem(id) == path)
            #expect(snapshot.indexOfItem(id) == reference.bookIDs.firstIndex(of: id))
            #expect(snapshot.item(withIdentifier: id)?.id == path.map { _ in id })
            #expect(snapshot.sectionIdentifier(containingItem: id) == path.map { reference.sections[$0.section].shelf.id })
            if let path { #expect(snapshot.item(at: path)?.id == id) }
        }
        #expect(snapshot.item(at: ItemPath(item: 0, section: reference.sections.count)) == nil)
        #expect(throws: Never.self) { try snapshot.validate() }
    }

    @Test("Random edits match a plain model, and failed edits change nothing", arguments: 0..<20)
    func randomEdits(seed: UInt64) {
        var random = DiffTestRandom(seed: seed)
        var snapshot = Snapshot<Shelf, Book>()
        var reference = Reference()
        for _ in 0..<120 {
            Self.randomEdit(&snapshot, &reference, using: &random)
            Self.check(snapshot, against: reference)
        }
    }

    @Test func theBulkInitialiserEqualsTheEditsAndLeavesDuplicatesToValidation() throws {
        var edited = Snapshot<Shelf, Book>()
        try edited.appendSections([Shelf(id: 1), Shelf(id: 2)])
        try edited.appendItems([Book(id: 1), Book(id: 2)], toSection: 1)
        try edited.appendItems([Book(id: 3)], toSection: 2)
        let bulk = Snapshot<Shelf, Book>([(Shelf(id: 1), [Book(id: 1), Book(id: 2)]), (Shelf(id: 2), [Book(id: 3)])])
        #expect(bulk == edited)
        #expect(bulk.pathOfItem(3) == ItemPath(item: 0, section: 1))

        let duplicated = Snapshot<Shelf, Book>([(Shelf(id: 1), [Book(id: 1)]), (Shelf(id: 2), [Book(id: 1)])])
        #expect(throws: SnapshotError.duplicateItem(DiffIdentifier(Book(id: 1)), first: ItemPath(item: 0, section: 0), second: ItemPath(item: 0, section: 1))) {
            try duplicated.validate()
        }
        #expect(throws: SnapshotError.self) { try Snapshot.diff(from: edited, to: duplicated) }
    }

    @Test func marksAndDiffsAreTyped() throws {
        var shown = Snapshot<Shelf, Book>([(Shelf(id: 1), [Book(id: 1), Book(id: 2)])])
        var next = shown
        try next.reconfigureItems([2])
        try next.reloadItems([1])
        try next.reloadSections([1])
        #expect(next.reconfiguredItemIdentifiers == [2])
        #expect(next.reloadedItemIdentifiers == [1])
        #expect(next.reloadedSectionIdentifiers == [1])
        let changes = try Snapshot.diff(from: shown, to: next)
        #expect(changes.structure.isEmpty)
        #expect(changes.content.reloadedSections == [0])
        shown = next
        #expect(shown == next, "marks are not content")
    }

    @Test func openEndedItemsUseTheirModelsIdentifiers() throws {
        var open = Snapshot<AnyDiffable, AnyDiffable>()
        try open.appendSections([AnyDiffable(Shelf(id: 1))])
        try open.appendItems([AnyDiffable(Book(id: 1)), AnyDiffable(Shelf(id: 1))])
        #expect(open.itemIdentifiers == [DiffIdentifier(Book(id: 1)), DiffIdentifier(Shelf(id: 1))])
        #expect(open.pathOfItem(DiffIdentifier(Shelf(id: 1))) == ItemPath(item: 1, section: 0))
        try open.moveItem(DiffIdentifier(Shelf(id: 1)), to: .before(DiffIdentifier(Book(id: 1))))
        #expect(open.item(at: ItemPath(item: 0, section: 0))?.id == DiffIdentifier(Shelf(id: 1)))
        #expect(open.sectionIdentifier(containingItem: DiffIdentifier(Book(id: 1))) == DiffIdentifier(Shelf(id: 1)))
        #expect(Snapshot(open.anySnapshot) == open)
    }
}
