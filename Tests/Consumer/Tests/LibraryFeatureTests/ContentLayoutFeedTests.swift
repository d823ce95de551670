import CellControllers
import CellControllersDesignSystem
import Testing

// Cells described by their structure (rows and columns of text, MarkupKit's vocabulary) and
// measured in terminal columns, from the outside: a store list whose names are Japanese and
// carry emoji, laid out and self-sized by `ContentLayout`, in a table whose every line fits.

struct Store: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var distance: String
    var address: String
}

final class StoreCell: TableCell {
    var layout = ContentColumn {}

    func show(_ store: Store) {
        layout = ContentColumn {
            ContentRow(spacing: 1) {
                ContentText(store.name).weight(1)
                ContentText(store.distance)
            }
            ContentText(store.address, lineLimit: 0).margins(EdgeInsets(left: 2))
        }
    }

    override func render(width: Int) -> [String] { layout.render(width: width) }
    override func preferredHeight(forWidth width: Double) -> Double {
        Double(layout.height(forWidth: Int(width)))
    }
}

final class StoreController: ModelCellController<StoreCell, Store> {
    var store: Store { model }
    init(_ store: Store) {
        super.init(model: store)
    }
    override func configureCell(_ cell: StoreCell) { cell.show(store) }
}

struct StoreFactory: CellControllerFactory {
    func cellController(for store: Store) -> CellController<TableHost> {
        StoreController(store)
    }
}

@MainActor
@Suite("Content layout from the outside")
struct ContentLayoutFeedTests {
    let stores = [
        Store(id: 1, name: "東京薬局 🏥 Pharmacy", distance: "0.4 km", address: "1-2-3 Shibuya, Tokyo"),
        Store(id: 2, name: "Café Ümlaut 👩‍👩‍👧", distance: "12 km", address: "Long Street 1234, a very long address that wraps"),
        Store(id: 3, name: "🇯🇵 Flags", distance: "3 km", address: ""),
    ]

    @Test("Rows self-size from their layout and every line fits the viewport in terminal columns", arguments: [16, 24, 40])
    func rowsFit(width: Int) throws {
        let host = TableHost(viewportSize: Size(width: Double(width), height: 30), layout: TableLayout(separator: .none))
        let dataSource = DiffableDataSource<Folder, Store, TableHost>(host: host, factory: StoreFactory())
        var snapshot = Snapshot<Folder, Store>()
        try snapshot.appendSections([Folder(id: 0)])
        try snapshot.appendItems(stores)
        try dataSource.apply(snapshot)

        for line in host.renderText().split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(TextRendering.columnWidth(of: String(line)) <= width, "\(line)")
        }
        // Each row is as tall as its layout says at this width.
        for (index, store) in stores.enumerated() {
            let cell = StoreCell(reuseIdentifier: "store")
            cell.show(store)
            let frame = try #require(host.rect(for: .item(ItemPath(item: index, section: 0))))
            #expect(frame.height == Double(cell.layout.height(forWidth: width)))
        }
    }

    @Test("The name takes the width the distance leaves and is cut with an ellipsis, never mid-character")
    func nameIsCut() {
        let cell = StoreCell(reuseIdentifier: "store")
        cell.show(stores[0])
        let first = cell.layout.render(width: 16)[0]
        #expect(TextRendering.columnWidth(of: first) == 16)
        #expect(first.hasSuffix(" 0.4 km"))
        #expect(first.hasPrefix("東京薬"))
        #expect(first.contains("…"))
    }
}
