import CellControllers
import CellControllersTestSupport
import Testing

/// Controllers the adapter drops are freed: no cell keeps its controller alive once it is back in
/// the reuse pool (a cell only measured, never displayed, included). Issue 27, bug 1.
@MainActor
struct ControllerLifetimeTests {
    struct Section: Identifiable, Equatable, Sendable { let id: Int }

    /// Makes tiles and remembers each weakly.
    final class TrackingFactory<Host: CellHosting>: CellControllerFactory {
        struct Weak { weak var controller: CellController<Host>? }
        var made: [Weak] = []
        let make: (Row) -> CellController<Host>
        init(make: @escaping (Row) -> CellController<Host>) { self.make = make }
        func cellController(for row: Row) -> CellController<Host> {
            let controller = make(row)
            made.append(Weak(controller: controller))
            return controller
        }
        var alive: Int { made.count { $0.controller != nil } }
    }

    static func rows(_ count: Int) -> Snapshot<Section, Row> {
        Snapshot([(Section(id: 0), (0..<count).map { Row(id: $0, title: "Row \($0)") })])
    }

    enum Layout: String, CaseIterable { case estimatedGrid, fixedGrid }

    static func grid(_ layout: Layout) -> (GridHost, TrackingFactory<GridHost>) {
        let host = GridHost(
            viewportSize: Size(width: 30, height: 10),
            layout: layout == .estimatedGrid
                ? GridLayout(columns: .fixed(3), estimatedItemHeight: 1) : GridLayout(columns: .fixed(3), itemHeight: 1))
        host.prefetchDistance = .screens(1)
        return (host, TrackingFactory { TileController($0) })
    }

    /// The controllers alive (held weakly by the factory) are exactly those the adapter keeps.
    func expectOnlyKeptAlive<Host>(_ factory: TrackingFactory<Host>, _ adapter: CellControllerAdapter<Host>, _ step: String) {
        #expect(factory.alive == adapter.liveControllerCount, "\(step): \(factory.alive) alive, \(adapter.liveControllerCount) kept")
    }

    @Test(arguments: Layout.allCases)
    func deletingASelectionFreesTheControllersOfPrefetchedItems(_ layout: Layout) throws {
        let (host, factory) = Self.grid(layout)
        let dataSource = DiffableDataSource<Section, Row, _>(host: host, factory: factory)
        let adapter = dataSource.adapter
        try dataSource.apply(Self.rows(1_174))
        host.contentOffset = Point(x: 0, y: 3)
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        try host.selectAllItems()
        try dataSource.deleteSelectedItems()
        host.isEditing = false
        expectOnlyKeptAlive(factory, adapter, "after deleting the selection")
        #expect(adapter.liveControllerCount == 0)
    }

    @Test(arguments: Layout.allCases)
    func aReloadFreesTheControllersItDropped(_ layout: Layout) throws {
        let (host, factory) = Self.grid(layout)
        let dataSource = DiffableDataSource<Section, Row, _>(host: host, factory: factory)
        let adapter = dataSource.adapter
        try dataSource.apply(Self.rows(1_174))
        host.contentOffset = Point(x: 0, y: 40)
        try dataSource.apply(Self.rows(1_174), reloadingData: true)
        expectOnlyKeptAlive(factory, adapter, "after a reload")
    }

    @Test(arguments: Layout.allCases)
    func deletingEveryItemFreesEveryController(_ layout: Layout) throws {
        let (host, factory) = Self.grid(layout)
        let dataSource = DiffableDataSource<Section, Row, _>(host: host, factory: factory)
        let adapter = dataSource.adapter
        try dataSource.apply(Self.rows(1_174))
        host.contentOffset = Point(x: 0, y: 5)
        try dataSource.apply(Snapshot<Section, Row>([(Section(id: 0), [])]))
        #expect(factory.alive == 0)
        #expect(adapter.liveControllerCount == 0)
    }

    /// A table cell of its own class, so that its reuse queue is not the other rows'.
    final class NoteCell: TableCell {
        var title = ""
        override func render(width: Int) -> [String] { [TextRendering.fit(title, width: width)] }
    }

    final class NoteController: ModelCellController<NoteCell, Row> {
        override func configureCell(_ cell: NoteCell) { cell.title = model.title }
    }

    /// Without heights, a table measures every row with a configured cell and returns the cell
    /// to the pool. The rows below the screen use a cell class of their own, so the cell that
    /// measured them stays in the pool: it must not keep the last one's controller alive there.
    @Test func aCellOnlyMeasuredDoesNotKeepItsControllerInThePool() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 8), layout: TableLayout(separator: .none))
        let factory = TrackingFactory<TableHost> { row in row.id >= 50 ? NoteController(model: row) : LabelController(row) }
        let dataSource = DiffableDataSource<Section, Row, _>(host: host, factory: factory)
        let adapter = dataSource.adapter
        try dataSource.apply(Self.rows(60))
        expectOnlyKeptAlive(factory, adapter, "after the first layout")
        try dataSource.apply(Snapshot<Section, Row>([(Section(id: 0), [])]))
        #expect(factory.alive == 0)
        #expect(adapter.liveControllerCount == 0)
    }

    @Test func aTableFreesWhatItDrops() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 8), layout: TableLayout(estimatedRowHeight: 1))
        let factory = TrackingFactory<TableHost> { LabelController($0) }
        let dataSource = DiffableDataSource<Section, Row, _>(host: host, factory: factory)
        try dataSource.apply(Self.rows(500))
        host.contentOffset = Point(x: 0, y: 100)
        try dataSource.apply(Snapshot<Section, Row>([(Section(id: 0), [])]))
        #expect(factory.alive == 0)
    }
}
