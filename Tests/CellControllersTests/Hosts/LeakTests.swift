import CellControllers
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
            host.setContentOffset(Point(x: 0, y: 20))
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
            try host.select(at: ItemPath(item: 1, section: 0))
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
