import CellControllers
import Testing

// From the outside (issue 26), following the "Applying snapshots" article: a screen of
// `ControllerSection`s, made with the adapter's shorthand or kept as a typed data source, is one
// typed screen. It is edited with `update`, read back typed (the controller as its own class, no
// cast in the app), and its sections keep their headers.

struct Side: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

struct Vinyl: Identifiable, Equatable, Sendable {
    let id: String
    var name: String
}

final class SideCell: TableCell {
    var title = ""
    override func render(width: Int) -> [String] { [TextRendering.fit(title, width: width)] }
}

final class SideController: ModelCellController<SideCell, Side> {
    override func configureCell(_ cell: SideCell) { cell.title = model.title }
}

final class VinylHeaderController: ModelCellController<SideCell, Vinyl> {
    override func configureCell(_ cell: SideCell) { cell.title = "# " + model.name }
}

@MainActor
@Suite struct ControllerSectionScreenConsumerTests {
    static func vinyl(_ id: String, _ tracks: [Int]) -> ControllerSection<TableHost> {
        let vinyl = Vinyl(id: id, name: id.uppercased())
        return ControllerSection(
            id: vinyl.id, header: VinylHeaderController(model: vinyl),
            items: tracks.map { SideController(model: Side(id: $0, title: "Side \($0)")) })
    }

    @Test func aScreenOfControllerSectionsIsEditedAndReadBackTyped() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 10), layout: TableLayout(rowHeight: 1, separator: .none))
        let screen = DiffableDataSource<ControllerSection<TableHost>, CellController<TableHost>, TableHost>(
            host: host, factory: ControllerItems())
        let first = Self.vinyl("a", [1, 2]), second = Self.vinyl("b", [3])
        try screen.apply(Snapshot([first, second]))
        #expect(host.numberOfSections == 2)

        try screen.update { snapshot in
            try snapshot.deleteItems([first.items[0].id])
            try snapshot.appendItems([SideController(model: Side(id: 4, title: "Side 4"))], toSection: second.id)
        }
        #expect(host.numberOfItems(inSection: 0) == 1)
        #expect(host.numberOfItems(inSection: 1) == 2)

        // Read back typed: the snapshot's sections are the `ControllerSection`s shown, and an
        // item's controller comes back as its own class.
        let shown = screen.snapshot()
        #expect(shown.sectionModels.map(\.id) == [first.id, second.id])
        let addedID = try shown.items(inSection: second.id)[1].id
        let added = try #require(screen.controller(of: addedID, as: SideController.self))
        #expect(added.model.title == "Side 4")
        #expect(screen.controller(of: addedID, as: VinylHeaderController.self) == nil)

        // The sections keep their headers.
        let text = host.renderText()
        #expect(text.contains("# A") && text.contains("# B") && text.contains("Side 4"), "\(text)")
    }

    @Test func theAdapterShorthandShowsTheSameTypedScreen() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 10), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        try adapter.apply([Self.vinyl("a", [1, 2, 3])])
        // A data source kept later over the same adapter reads the screen back and edits it.
        let screen = DiffableDataSource<ControllerSection<TableHost>, CellController<TableHost>, TableHost>(
            host: adapter.host, factory: ControllerItems())
        try screen.update { snapshot in
            try snapshot.moveItem(snapshot.items[2].id, to: .before(snapshot.items[0].id))
        }
        let titles = screen.snapshot().items.map(\.id).compactMap { screen.controller(of: $0, as: SideController.self)?.model.title }
        #expect(titles == ["Side 3", "Side 1", "Side 2"])
        #expect(host.numberOfItems(inSection: 0) == 3)
    }
}
