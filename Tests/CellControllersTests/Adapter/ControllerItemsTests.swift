import CellControllers
import CellControllersTestSupport
import Testing

/// A snapshot whose items are controllers made up front is a screen like any other: typed
/// read-back, `update`, outlines and reconfigures, through ``ControllerItems`` (issue 26).
@MainActor
@Suite("Snapshots of controllers")
struct ControllerItemsTests {
    struct Shelf: Identifiable, Equatable, Sendable { let id: Int }
    typealias Screen = Snapshot<Shelf, CellController<TableHost>>

    static func host() -> TableHost {
        TableHost(viewportSize: Size(width: 20, height: 6), layout: TableLayout(rowHeight: 1, separator: .none))
    }

    static func controllers(_ ids: some Sequence<Int>, log: EventLog? = nil) -> [CellController<TableHost>] {
        ids.map { LabelController(id: $0, log: log) }
    }

    @Test("each displayed cell is configured by its own item controller, read back typed")
    func showsTheItems() throws {
        let host = Self.host()
        let dataSource = DiffableDataSource<Shelf, CellController<TableHost>, TableHost>(host: host, factory: ControllerItems())
        let items = Self.controllers(0..<50)
        try dataSource.apply(Screen([(Shelf(id: 0), items)]))
        #expect(host.renderText().contains("Row 0"))
        for row in 0..<6 {
            #expect(dataSource.adapter.controller(at: ItemPath(item: row, section: 0)) === items[row])
        }
        #expect(dataSource.snapshot().item(at: ItemPath(item: 3, section: 0)) === items[3])
        #expect(dataSource.indexPath(for: items[40].id) == ItemPath(item: 40, section: 0))
        #expect(dataSource.controller(of: items[40].id, as: LabelController.self) === items[40])
    }

    @Test("update edits the controllers in place: delete, move and insert reach the host")
    func updates() throws {
        let host = Self.host()
        let dataSource = DiffableDataSource<Shelf, CellController<TableHost>, TableHost>(host: host, factory: ControllerItems())
        let items = Self.controllers(0..<5)
        try dataSource.apply(Screen([(Shelf(id: 0), items)]))
        let added = LabelController(id: 9)
        try dataSource.update { snapshot in
            try snapshot.deleteItems([items[1].id])
            try snapshot.moveItem(items[4].id, to: .before(items[0].id))
            try snapshot.insertItems([added], at: .after(items[2].id))
        }
        let shown = (0..<host.numberOfItems(inSection: 0)).map { dataSource.adapter.controller(at: ItemPath(item: $0, section: 0)) }
        #expect(shown.map { $0.map(ObjectIdentifier.init) } == [items[4], items[0], items[2], added, items[3]].map { Optional(ObjectIdentifier($0)) })
        #expect(host.renderText().split(separator: "\n").first?.contains("Row 4") == true)
    }

    @Test("a new controller of the same model identity but new content reconfigures the row with the new controller")
    func reconfigures() throws {
        let host = Self.host()
        let log = EventLog()
        let adapter = CellControllerAdapter(host: host)
        try DiffableDataSource(host: adapter.host, factory: ControllerItems()).apply(Screen([(Shelf(id: 0), Self.controllers(0..<3, log: log))]))
        let replacement = LabelController(Row(id: 1, title: "Renamed"), log: log)
        try DiffableDataSource(host: adapter.host, factory: ControllerItems()).apply(Screen([(Shelf(id: 0), [LabelController(id: 0, log: log), replacement, LabelController(id: 2, log: log)])]))
        #expect(adapter.controller(at: ItemPath(item: 1, section: 0)) === replacement)
        #expect(host.renderText().contains("Renamed"))
    }

    @Test("a section of controllers is an outline: children expand and collapse")
    func outlines() throws {
        let host = Self.host()
        let dataSource = DiffableDataSource<Shelf, CellController<TableHost>, TableHost>(host: host, factory: ControllerItems())
        try dataSource.apply(Screen([(Shelf(id: 0), [])]))
        let parent = LabelController(id: 0)
        let children = Self.controllers(1...3)
        var tree = SectionSnapshot<CellController<TableHost>>()
        try tree.append([parent])
        try tree.append(children, to: parent.id)
        try dataSource.apply(tree, to: 0)
        #expect(host.numberOfItems(inSection: 0) == 1)
        try dataSource.setExpanded(true, for: parent.id)
        #expect(host.numberOfItems(inSection: 0) == 4)
        #expect(dataSource.adapter.controller(at: ItemPath(item: 2, section: 0)) === children[1])
    }

    @Test("the controllers are freed with their host")
    func freed() throws {
        weak var controller: LabelController?
        weak var weakHost: TableHost?
        try {
            let host = Self.host()
            let adapter = CellControllerAdapter(host: host)
            let made = LabelController(id: 0)
            controller = made
            weakHost = host
            try DiffableDataSource(host: adapter.host, factory: ControllerItems()).apply(Screen([(Shelf(id: 0), [made])]))
            _ = host.renderText()
        }()
        #expect(weakHost == nil)
        #expect(controller == nil)
    }

    // MARK: Screens of controller sections

    @Test("a screen of controller sections holds every item's controller, and frees those it replaces on the main actor")
    func controllerSectionsHoldTheirControllers() throws {
        let host = Self.host()
        weak var dropped: LabelController?
        let adapter = try {
            let first = LabelController(id: 0)
            dropped = first
            let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: "s", items: [first] + Self.controllers(1..<40))])
            _ = host.renderText()
            try adapter.apply([ControllerSection(id: "s", items: Self.controllers(1..<40))])
            return adapter
        }()
        #expect(dropped == nil, "the replaced screen's controller is freed by the apply, not later")
        #expect(adapter.liveControllerCount == 39)
    }
}
