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
/// skips it. Anything else is diffed as before.
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

    @Test("A copy with an edited section, or marks, or a changed section model is diffed")
    func editedCopies() throws {
        let (dataSource, snapshot) = try screen()
        var moved = snapshot
        try moved.moveItem(CountedID(value: 0), afterItem: CountedID(value: 1))
        hashes = 0
        try dataSource.apply(moved)
        #expect(hashes > 3_000)
        #expect(dataSource.adapter.host.renderText().hasPrefix("note 1\nnote 0"))

        var marked = dataSource.snapshot()
        try marked.reconfigureItems([CountedID(value: 1)])
        hashes = 0
        try dataSource.apply(marked)
        #expect(hashes > 3_000)

        var retitled = dataSource.snapshot()
        try retitled.deleteSections([1])
        try retitled.appendSections([Group(id: 1, title: "new title")])
        hashes = 0
        try dataSource.apply(retitled)
        #expect(hashes > 3_000)
        #expect(dataSource.snapshot().numberOfItems == 2_950)
    }
}
