import CellControllers
import CellControllersDesignSystem
import CellControllersTestSupport
import Testing

/// Models of a media library: three types, shown on a table and on a grid by one factory.
enum Library {
    struct Photo: Identifiable, Equatable, Sendable {
        var id: Int
        var title: String
        var isHidden = false
    }
    struct Album: Identifiable, Equatable, Sendable {
        var id: String
        var count: Int
    }
    struct Note: Identifiable, Equatable, Sendable {
        var id: Int
        var text: String
    }
    enum Entry: Sendable {
        case photo(Photo)
        case album(Album)
        case note(Note)
    }
    enum Action: Equatable, Sendable {
        case openPhoto(Int)
        case shareAlbum(String)
        case editNote(Int)
    }

    final class PhotoRow: TableCell {
        var title = ""
        override func render(width: Int) -> [String] { [TextRendering.fit("📷 \(title)", width: width)] }
    }
    final class PhotoTile: GridCell {
        var title = ""
        override func render(width: Int) -> [String] { [TextRendering.fit("[\(title)]", width: width)] }
    }
    final class AlbumRow: TableCell {}
    final class AlbumTile: GridCell {}
}

/// The one factory for both families: generic over the host, no controller subclass anywhere.
@MainActor
struct LibraryFactory<Host: ContainerHosting>: CellControllerFactory {
    let photos: DualCellRegistration<Library.Photo>
    let albums: DualCellRegistration<Library.Album>
    let actions: ActionDispatcher<Library.Action>

    init(actions: ActionDispatcher<Library.Action>) {
        self.actions = actions
        photos = DualCellRegistration(
            table: CellRegistration<Library.PhotoRow, Library.Photo> { cell, photo in cell.title = photo.title }
                .action({ .openPhoto($0.id) }, to: actions)
                .enabled { !$0.isHidden },
            grid: CellRegistration<Library.PhotoTile, Library.Photo> { cell, photo in cell.title = photo.title }
                .action({ .openPhoto($0.id) }, to: actions)
                .enabled { !$0.isHidden })
        albums = DualCellRegistration(
            table: CellRegistration<Library.AlbumRow, Library.Album> { cell, album in
                cell.text = album.id
                cell.detailText = "\(album.count)"
                cell.accessory = .disclosureIndicator
            }
            .longPressAction({ .shareAlbum($0.id) }, to: actions),
            grid: CellRegistration<Library.AlbumTile, Library.Album> { cell, album in cell.text = "\(album.id) (\(album.count))" }
                .longPressAction({ .shareAlbum($0.id) }, to: actions))
    }

    func cellController(for entry: Library.Entry) -> CellController<Host> {
        switch entry {
        case .photo(let photo): Host.cellController(for: photo, from: photos)
        case .album(let album): Host.cellController(for: album, from: albums)
        case .note(let note):
            // Content views need no registration: a ContainerItem picks the host's container cell.
            ContainerItem(id: note.id, content: ButtonContent(note.text))
                .action(.editNote(note.id), to: actions)
                .cellController(for: Host.self)
        }
    }
}

@MainActor
@Suite("Cell registrations")
struct CellRegistrationTests {
    static let entries: [Library.Entry] = [
        .photo(.init(id: 1, title: "Sunset")),
        .album(.init(id: "Trips", count: 12)),
        .note(.init(id: 9, text: "Pack")),
        .photo(.init(id: 2, title: "Hidden", isHidden: true)),
    ]

    @Test("One generic factory shows three model types on a table, taps become typed actions")
    func tableScreen() throws {
        var received: [Library.Action] = []
        let factory = LibraryFactory<TableHost>(actions: ActionDispatcher { received.append($0) })
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: [
                ControllerSection(id: "library", items: factory.cellControllers(for: Self.entries)),
            ])
        #expect(adapter.host.renderText() == """
            📷 Sunset
            Trips           12 ›
                  [ Pack ]
            ·  Hidden
            """)   // the dimmed 📷 takes two columns: "·" and a space
        try adapter.host.tap(at: .item(ItemPath(item: 0, section: 0)))
        try adapter.host.longPress(at: .item(ItemPath(item: 1, section: 0)))
        try adapter.host.tap(at: .item(ItemPath(item: 2, section: 0)))
        #expect(try adapter.host.tap(at: .item(ItemPath(item: 3, section: 0))) == false)   // hidden: not enabled
        #expect(received == [.openPhoto(1), .shareAlbum("Trips"), .editNote(9)])
    }

    @Test("The same factory type serves a grid")
    func gridScreen() throws {
        var received: [Library.Action] = []
        let factory = LibraryFactory<GridHost>(actions: ActionDispatcher { received.append($0) })
        let adapter = CellControllerAdapter(
            host: GridHost(viewportSize: Size(width: 24, height: 2), layout: GridLayout(columns: .fixed(2), itemHeight: 1)),
            sections: [
                ControllerSection(id: "library", items: factory.cellControllers(for: Self.entries)),
            ])
        #expect(adapter.host.visibleCells.count == 4)
        #expect(adapter.host.visibleCells.first is Library.PhotoTile)
        #expect(adapter.host.renderText().contains("[Sunset]"))
        #expect(adapter.host.renderText().contains("Trips (12)"))
        try adapter.host.tap(at: .item(ItemPath(item: 0, section: 0)))
        try adapter.host.tap(at: .item(ItemPath(item: 2, section: 0)))
        #expect(received == [.openPhoto(1), .editNote(9)])
    }

    @Test("A registration configures its exact cell type, and changed items are reconfigured in place")
    func reconfiguresChangedItems() throws {
        var configured: [Int] = []
        let photos = CellRegistration<Library.PhotoRow, Library.Photo> { cell, photo in
            cell.title = photo.title
            configured.append(photo.id)
        }
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: [
            ControllerSection(id: 0, items: photos.cellControllers(for: [.init(id: 1, title: "A"), .init(id: 2, title: "B")])),
        ])
        host.layoutIfNeeded()
        let cell = host.cell(for: .item(ItemPath(item: 1, section: 0)))
        configured.removeAll()
        try adapter.apply([
            ControllerSection(id: 0, items: photos.cellControllers(for: [.init(id: 1, title: "A"), .init(id: 2, title: "B2")])),
        ])
        #expect(configured == [2])
        #expect(host.cell(for: .item(ItemPath(item: 1, section: 0))) === cell)
        #expect(host.renderText().contains("📷 B2"))
        #expect(host.statistics.created == 2)
    }

    @Test("Select, long-press, enabled and height handlers receive the item")
    func handlersReceiveTheItem() throws {
        var events: [Event] = []
        let photos = CellRegistration<Library.PhotoRow, Library.Photo> { cell, photo in cell.title = photo.title }
            .onSelect { events.append(.select($0.id)) }
            .onLongPress { events.append(.longPress($0.id)) }
            .enabled { $0.id != 3 }
            .height { photo, width in photo.id == 2 ? 3 : (width > 10 ? 1 : nil) }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 10), layout: TableLayout(separator: .none)),
            sections: [
                ControllerSection(id: 0, items: photos.cellControllers(for: (1...3).map { Library.Photo(id: $0, title: "P\($0)") })),
            ])
        #expect(adapter.host.rect(for: .item(ItemPath(item: 1, section: 0)))?.height == 3)
        #expect(adapter.host.rect(for: .item(ItemPath(item: 0, section: 0)))?.height == 1)
        try adapter.host.tap(at: .item(ItemPath(item: 1, section: 0)))
        try adapter.host.longPress(at: .item(ItemPath(item: 0, section: 0)))
        #expect(try adapter.host.tap(at: .item(ItemPath(item: 2, section: 0))) == false)
        #expect(try adapter.host.longPress(at: .item(ItemPath(item: 2, section: 0))) == false)
        #expect(events == [.select(2), .longPress(1)])
        // A disabled item's cell is dimmed, like a disabled ContainerItem's.
        #expect(adapter.host.cell(for: .item(ItemPath(item: 2, section: 0)))?.isEnabled == false)
        #expect(adapter.host.cell(for: .item(ItemPath(item: 0, section: 0)))?.isEnabled == true)
        #expect(adapter.host.renderText().split(separator: "\n").last == "·  P3")   // "📷" is two columns wide
    }

    @Test("A duplicate ContainerItem names the content type and id, not the library's internal model")
    func duplicateContainerItemMessage() {
        let host = TableHost(viewportSize: Size(width: 20, height: 4))
        let adapter = CellControllerAdapter(host: host)
        let items = [1, 1].map { ContainerItem(id: $0, content: ButtonContent("B")).cellController(for: TableHost.self) }
        #expect {
            try adapter.apply([ControllerSection(id: 0, items: items)])
        } throws: { error in
            let message = String(describing: error)
            return message.contains("ButtonContent(1)") && !message.contains("ContainerItemModel")
        }
    }

    @Test("A fixed height applies to every item")
    func fixedHeight() {
        let photos = CellRegistration<Library.PhotoRow, Library.Photo> { _, _ in }.height { _, _ in 2 }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 10), layout: TableLayout(separator: .none)),
            sections: [
                ControllerSection(id: 0, items: photos.cellControllers(for: [.init(id: 1, title: ""), .init(id: 2, title: "")])),
            ])
        #expect(adapter.host.contentSize.height == 4)
    }

    @Test("Modifiers return copies: controllers keep the handlers they were made with")
    func modifiersAreValues() throws {
        var events: [Event] = []
        let plain = CellRegistration<Library.PhotoRow, Library.Photo> { _, _ in }
        let tapping = plain.onSelect { events.append(.select($0.id)) }
        let adapter = CellControllerAdapter(host: TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1)), sections: [
            ControllerSection(id: 0, items: [plain.cellController(for: .init(id: 1, title: "")), tapping.cellController(for: .init(id: 2, title: ""))]),
        ])
        try adapter.host.tap(at: .item(ItemPath(item: 0, section: 0)))
        try adapter.host.tap(at: .item(ItemPath(item: 1, section: 0)))
        #expect(events == [.select(2)])
    }

    @Test("A registration is a factory, so a snapshot of models applies through it")
    func registrationAsFactory() throws {
        let photos = CellRegistration<Library.PhotoRow, Library.Photo> { cell, photo in cell.title = photo.title }
        func show<Factory: CellControllerFactory>(_ models: [Factory.Model], with factory: Factory) -> [CellController<Factory.Host>] {
            factory.cellControllers(for: models)
        }
        let controllers: [CellController<TableHost>] = show([.init(id: 1, title: "A")], with: photos)
        #expect(controllers.count == 1)
        #expect(controllers.first?.diffable == AnyDiffable(Library.Photo(id: 1, title: "A")))
    }

    @Test("A custom reuse identifier names the cells' queue")
    func customReuseIdentifier() {
        let photos = CellRegistration<Library.PhotoRow, Library.Photo>(reuseIdentifier: "photo") { _, _ in }
        let adapter = CellControllerAdapter(host: TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1)), sections: [
            ControllerSection(id: 0, items: photos.cellControllers(for: [.init(id: 1, title: "")])),
        ])
        adapter.host.layoutIfNeeded()
        #expect(adapter.host.statistics.createdByIdentifier == ["photo": 1])
    }

    @Test("ControllerSection takes any model as its identity")
    func sectionModel() throws {
        struct Shelf: Identifiable, Equatable, Sendable { var id: Int; var name: String }
        let host = TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1))
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection<TableHost>(model: Shelf(id: 1, name: "A"), items: [])])
        #expect(adapter.snapshot.sections.first?.model.model(as: Shelf.self) == Shelf(id: 1, name: "A"))
        #expect(adapter.snapshot.sections.first?.identifier == DiffIdentifier(Shelf(id: 1, name: "A")))
        try adapter.apply([ControllerSection(model: Shelf(id: 1, name: "B"), items: [])])
        #expect(adapter.snapshot.sections.first?.model.model(as: Shelf.self)?.name == "B")
    }

    @Test("Controllers made by a registration are freed with their host and adapter")
    func noLeaks() {
        weak var weakController: CellController<TableHost>?
        weak var weakHost: TableHost?
        do {
            let photos = CellRegistration<Library.PhotoRow, Library.Photo> { cell, photo in cell.title = photo.title }
            let controller = photos.cellController(for: .init(id: 1, title: "A"))
            let adapter = CellControllerAdapter(
                host: TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1)),
                sections: [ControllerSection(id: 0, items: [controller])])
            adapter.host.layoutIfNeeded()
            weakController = controller
            weakHost = adapter.host
        }
        #expect(weakController == nil)
        #expect(weakHost == nil)
    }
}
