import CellControllers
import CellControllersTestSupport
import Testing

/// Open-ended screens: items of any model type, dispatched to the registration of their type.
@MainActor
@Suite("Registrations by model type")
struct ModelTypeRegistrationsTests {
    struct Feed: Identifiable, Equatable, Sendable { let id: String }
    struct Photo: Identifiable, Equatable, Sendable { let id: Int; var title: String }
    struct Note: Identifiable, Equatable, Sendable { let id: Int; var text: String }
    struct Ad: Identifiable, Equatable, Sendable { let id: Int }

    let host = TableHost(viewportSize: Size(width: 16, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))

    var registrations: ModelTypeRegistrations<TableHost> {
        ModelTypeRegistrations<TableHost>()
            .registering(CellRegistration<LabelCell, Photo> { cell, photo in cell.title = "photo \(photo.title)" })
            .registering(NoteControllers())
    }

    /// A factory of its own, registered for one model type.
    struct NoteControllers: CellControllerFactory {
        let notes = CellRegistration<LabelCell, Note> { cell, note in cell.title = "note \(note.text)" }
        func cellController(for note: Note) -> CellController<TableHost> { notes.cellController(for: note) }
    }

    func feed(_ items: [AnyDiffable]) throws -> Snapshot<AnyDiffable, AnyDiffable> {
        var snapshot = Snapshot<AnyDiffable, AnyDiffable>()
        try snapshot.appendSections([AnyDiffable(Feed(id: "all"))])
        try snapshot.appendItems(items)
        return snapshot
    }

    @Test func eachItemGoesToTheRegistrationOfItsModelType() throws {
        let adapter = CellControllerAdapter(host: host)
        try DiffableDataSource(host: adapter.host, factory: registrations).apply(try feed([AnyDiffable(Photo(id: 1, title: "Sunset")), AnyDiffable(Note(id: 1, text: "hi")), AnyDiffable(Photo(id: 2, title: "Pier"))]), completion: nil)
        #expect(host.renderText() == "photo Sunset\nnote hi\nphoto Pier\n")
    }

    @Test("A model with no registration is a typed error at apply, naming its type; the screen is unchanged", arguments: [false, true])
    func unregisteredModelType(async: Bool) async throws {
        let adapter = CellControllerAdapter(host: host)
        try DiffableDataSource(host: adapter.host, factory: registrations).apply(try feed([AnyDiffable(Photo(id: 1, title: "Sunset"))]), completion: nil)
        let bad = try feed([AnyDiffable(Photo(id: 1, title: "Sunset")), AnyDiffable(Note(id: 2, text: "x")), AnyDiffable(Ad(id: 3))])
        let expected = SnapshotError.unregisteredModelType(String(reflecting: Ad.self), at: ItemPath(item: 2, section: 0))
        if async {
            await #expect(throws: expected) { try await DiffableDataSource(host: adapter.host, factory: registrations).apply(bad) }
        } else {
            #expect(throws: expected) { try DiffableDataSource(host: adapter.host, factory: registrations).apply(bad, completion: nil) }
        }
        #expect(host.renderText() == "photo Sunset\n\n\n")
        #expect(expected.description.contains("ModelTypeRegistrationsTests.Ad"))
    }

    @Test func aTypedSectionOfAnUnregisteredTypeIsFoundWithoutVisitingItsItems() throws {
        // Items of one type are stored typed: the check reads the section's type once.
        var snapshot = Snapshot<AnyDiffable, AnyDiffable>()
        try snapshot.appendSections([AnyDiffable(Feed(id: "ads"))])
        try snapshot.appendItems((0..<1_000).map { AnyDiffable(Ad(id: $0)) })
        let adapter = CellControllerAdapter(host: host)
        #expect(throws: SnapshotError.unregisteredModelType(String(reflecting: Ad.self), at: ItemPath(item: 0, section: 0))) {
            try DiffableDataSource(host: adapter.host, factory: registrations).apply(snapshot, completion: nil)
        }
    }
}
