import CellControllers
import CellControllersTestSupport
import Testing

/// Hashes of `CountedID`s: an apply that skips the diff hashes only its live controllers' ids.
@MainActor private var hashes = 0

/// An id that counts its hashes.
private struct CountedID: Hashable, Sendable {
    let value: Int
    func hash(into hasher: inout Hasher) {
        MainActor.assumeIsolated { hashes += 1 }
        hasher.combine(value)
    }
}

private struct Note: Identifiable, Equatable, Sendable {
    let id: CountedID
    var text: String
}

private struct Group: Identifiable, Equatable, Sendable {
    let id: Int
    var title = ""
}

/// Applying the screen that is shown again, or a copy of it whose edits left every section's
/// items alone, needs no diff: the adapter sees that the sections hold the same item storage and
/// skips it. A copy that edited some sections is diffed in those sections only.
@MainActor
@Suite("Applying an unchanged screen")
struct UnchangedApplyTests {
    fileprivate let notes = CellRegistration<LabelCell, Note> { cell, note in cell.title = note.text }

    fileprivate func screen() throws -> (DiffableDataSource<Group, Note, TableHost>, Snapshot<Group, Note>) {
        let dataSource = DiffableDataSource<Group, Note, TableHost>(
            host: TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1, separator: .none)),
            factory: notes)
        var snapshot = Snapshot<Group, Note>()
        try snapshot.appendSections([Group(id: 0), Group(id: 1)])
        try snapshot.appendItems((0..<2_950).map { Note(id: CountedID(value: $0), text: "note \($0)") }, toSection: 0)
        try snapshot.appendItems((2_950..<3_000).map { Note(id: CountedID(value: $0), text: "note \($0)") }, toSection: 1)
        try dataSource.apply(snapshot)
        return (dataSource, snapshot)
    }

    @Test("The shown snapshot applied again is not diffed (its ids are not hashed), and nothing is displayed or configured again")
    func sameSnapshot() throws {
        let (dataSource, snapshot) = try screen()
        let before = dataSource.adapter.host.renderText()
        let lookups = dataSource.adapter.controllerLookupCount
        hashes = 0
        try dataSource.apply(snapshot)
        try dataSource.apply(dataSource.snapshot())
        // The adapter still carries its few live controllers over (one identifier each); a
        // diff would hash every one of the 3,000 ids, twice.
        #expect(hashes < 2 * 100)
        #expect(dataSource.adapter.controllerLookupCount == lookups)
        #expect(dataSource.adapter.host.renderText() == before)
    }

    @Test("A copy with an edited section is diffed, but only the sections whose items changed: marks and a replaced small section hash a few ids, not the screen's")
    func editedCopies() throws {
        let (dataSource, snapshot) = try screen()
        var moved = snapshot
        try moved.moveItem(CountedID(value: 0), to: .after(CountedID(value: 1)))
        hashes = 0
        try dataSource.apply(moved)
        // Section 0 (2,950 items) changed: its ids are hashed; section 1's 50 are not.
        #expect(hashes > 2 * 2_900)
        #expect(hashes < 2 * 2_950 + 100)
        #expect(dataSource.adapter.host.renderText().hasPrefix("note 1\nnote 0"))

        // A mark changes no item storage: only the marked id (and the live controllers') is
        // hashed, not the 3,000 of a whole-screen diff.
        var marked = dataSource.snapshot()
        try marked.reconfigureItems([CountedID(value: 1)])
        hashes = 0
        try dataSource.apply(marked)
        #expect(hashes > 0)
        #expect(hashes < 200)

        // Section 1 replaced by an empty section of the same identity: only its 50 ids are
        // hashed; section 0 kept its storage.
        var retitled = dataSource.snapshot()
        try retitled.deleteSections([1])
        try retitled.appendSections([Group(id: 1, title: "new title")])
        hashes = 0
        try dataSource.apply(retitled)
        #expect(hashes > 0)
        #expect(hashes < 300)
        #expect(dataSource.snapshot().numberOfItems == 2_950)
        #expect(dataSource.snapshot().sectionModel(at: 1).title == "new title")
    }
}
