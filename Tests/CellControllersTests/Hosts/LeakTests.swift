import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Leaks")
struct LeakTests {
    final class Box<T: AnyObject> {
        weak var value: T?
        init(_ value: T?) { self.value = value }
    }

    @Test func tableCellsAndControllersAreFreedWithTheirHost() {
        var weakCells: [Box<TableCell>] = []
        var weakControllers: [Box<CellController<TableHost>>] = []
        weak var weakHost: TableHost?
        weak var weakAdapter: CellControllerAdapter<TableHost>?
        do {
            let host = TableHost(viewportSize: Size(width: 20, height: 5))
            let adapter = CellControllerAdapter(host: host, sections: tableSections([50]))
            host.reloadData()
            host.contentOffset = Point(x: 0, y: 20)
            weakCells = host.visibleCells.map { Box($0) }
            weakControllers = adapter.sections[0].items.map { Box($0) }
            weakHost = host
            weakAdapter = adapter
            #expect(weakCells.count > 0 && weakCells.allSatisfy { $0.value != nil })
        }
        #expect(weakHost == nil)
        #expect(weakAdapter == nil)
        #expect(weakCells.allSatisfy { $0.value == nil })
        #expect(weakControllers.allSatisfy { $0.value == nil })
    }

    @Test func gridCellsAndControllersAreFreedWithTheirHost() throws {
        var weakCells: [Box<GridCell>] = []
        weak var weakController: CellController<GridHost>?
        weak var weakHost: GridHost?
        do {
            let host = GridHost(viewportSize: Size(width: 30, height: 4), layout: GridLayout(columns: .fixed(3)))
            let controller = TileController(id: 0)
            let adapter = CellControllerAdapter(
                host: host,
                sections: [ControllerSection(id: 0, items: [controller] + (1..<30).map { TileController(id: $0) })])
            host.reloadData()
            try host.tap(at: .item(ItemPath(item: 1, section: 0)))
            try adapter.apply([ControllerSection(id: 0, items: (1..<20).map { TileController(id: $0) })])
            weakCells = host.visibleCells.map { Box($0) }
            weakController = controller
            weakHost = host
        }
        #expect(weakHost == nil)
        #expect(weakController == nil)
        #expect(!weakCells.isEmpty && weakCells.allSatisfy { $0.value == nil })
    }
}

/// Controllers made lazily for a snapshot of models are freed once they are not needed, and
/// with their adapter.
@MainActor
@Suite("Leaks of lazy controllers")
struct LazyControllerLeakTests {
    /// Makes controllers and keeps none.
    struct Factory: CellControllerFactory {
        func cellController(for model: AnyDiffable) -> CellController<TableHost> {
            LabelController(model.model(as: Row.self) ?? Row(id: -1, title: "?"), height: 1)
        }
    }

    @Test func controllersOfRowsScrolledAwayAreFreedAndTheRestGoWithTheAdapter() throws {
        var early: [LeakTests.Box<CellController<TableHost>>] = []
        var late: [LeakTests.Box<CellController<TableHost>>] = []
        weak var weakHost: TableHost?
        weak var weakAdapter: CellControllerAdapter<TableHost>?
        do {
            let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(separator: .none))
            let adapter = CellControllerAdapter<TableHost>(host: host)
            try DiffableDataSource(host: adapter.host, factory: Factory()).apply(Snapshot(rowSnapshot(rows([1_000]))))
            host.layoutIfNeeded()
            early = host.indexPathsForVisibleItems.compactMap { adapter.controller(at: $0) }.map { LeakTests.Box($0) }
            for y in stride(from: 0.0, through: 995, by: 5) { host.contentOffset = Point(x: 0, y: y) }
            late = host.indexPathsForVisibleItems.compactMap { adapter.controller(at: $0) }.map { LeakTests.Box($0) }
            #expect(early.count == 5 && late.count == 5)
            #expect(early.allSatisfy { $0.value == nil }, "the controllers of rows scrolled far away are gone")
            #expect(late.allSatisfy { $0.value != nil })
            weakHost = host
            weakAdapter = adapter
        }
        #expect(weakHost == nil)
        #expect(weakAdapter == nil)
        #expect(late.allSatisfy { $0.value == nil })
    }
}
