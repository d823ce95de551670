import CellControllers
import CellControllersTestSupport
import Testing

/// A screen of controller sections is a typed screen whose items are controllers
/// (`Snapshot<ControllerSection<Host>, CellController<Host>>` through ``ControllerItems``): typed
/// read-back, `update`, drag and drop and outlines, with each section's header, layout and side
/// label carried by its section (issue 26).
@MainActor
@Suite("Screens of controller sections on the typed path")
struct ControllerSectionScreenTests {
    typealias Screen = DiffableDataSource<ControllerSection<TableHost>, CellController<TableHost>, TableHost>

    static func host(height: Double = 12) -> TableHost {
        TableHost(viewportSize: Size(width: 20, height: height), layout: TableLayout(rowHeight: 1, separator: .none))
    }

    static func sections() -> [ControllerSection<TableHost>] {
        var first = ControllerSection<TableHost>(
            id: "first", header: CaptionController("Head A"), layout: TableLayout(rowHeight: 2, separator: .none),
            items: (0..<3).map { LabelController(id: $0) })
        first.sideLabel = "A"
        return [first, ControllerSection(id: "second", header: CaptionController("Head B"), items: (3..<5).map { LabelController(id: $0) })]
    }

    @Test("a screen shown with adapter.apply(sections) reads back typed: sections, controllers as their own class, paths")
    func readsBackTyped() throws {
        let host = Self.host()
        let adapter = CellControllerAdapter(host: host)
        let sections = Self.sections()
        try adapter.apply(sections)
        let screen = Screen(host: adapter.host, factory: ControllerItems())
        let snapshot = screen.snapshot()
        #expect(snapshot.sectionIdentifiers == sections.map(\.id))
        #expect(snapshot.sectionModels[0].header === sections[0].header)
        #expect(snapshot.sectionModels[0].items.isEmpty, "a snapshot's sections carry no items: the snapshot has them")
        #expect(zip(snapshot.items, sections.flatMap(\.items)).allSatisfy { $0 === $1 })
        let third = sections[1].items[0]
        #expect(screen.controller(of: third.id, as: LabelController.self) === third)
        #expect(screen.controller(of: third.id, as: CaptionController.self) == nil)
        #expect(screen.indexPath(for: third.id) == ItemPath(item: 0, section: 1))
        #expect(host.renderText().contains("Head A"))
        #expect(host.rect(for: .item(ItemPath(item: 0, section: 0)))?.size.height == 2, "the section's own layout")
        #expect(host.rect(for: .item(ItemPath(item: 0, section: 1)))?.size.height == 1)
    }

    @Test("update edits a screen of controller sections; headers and layouts stay the sections'")
    func updates() throws {
        let host = Self.host()
        let screen = Screen(host: host, factory: ControllerItems())
        let sections = Self.sections()
        try screen.apply(Snapshot(sections))
        let added = LabelController(id: 9)
        try screen.update { snapshot in
            try snapshot.deleteItems([sections[0].items[1].id])
            try snapshot.appendItems([added], toSection: sections[1].id)
            try snapshot.moveItem(sections[1].items[1].id, to: .before(sections[0].items[0].id))
        }
        #expect(screen.snapshot().itemIdentifiers == [4, 0, 2, 3, 9].map { DiffIdentifier(Row(id: $0, title: "")) })
        #expect(screen.adapter.controller(at: ItemPath(item: 1, section: 1)) === added)
        #expect(host.numberOfItems(inSection: 0) == 3)
        #expect(host.rect(for: .item(ItemPath(item: 0, section: 0)))?.size.height == 2)
        #expect(host.renderText().contains("Head B"))
        #expect(screen.adapter.sections.map(\.items.count) == [3, 2])
    }

    @Test("an item of a controller section is dragged and dropped into another section")
    func dragsAndDrops() throws {
        let host = Self.host()
        let screen = Screen(host: host, factory: ControllerItems())
        let sections = Self.sections()
        try screen.apply(Snapshot(sections))
        let session = try screen.beginDrag(at: ItemPath(item: 1, section: 0))
        #expect(session.items.count == 1 && session.items[0] === sections[0].items[1])
        #expect(try session.hover(over: screen, at: ItemPath(item: 0, section: 1)) == DropProposal(.move))
        #expect(try session.drop() == .moved)
        #expect(screen.indexPath(for: sections[0].items[1].id) == ItemPath(item: 0, section: 1))
        #expect(screen.adapter.controller(at: ItemPath(item: 0, section: 1)) === sections[0].items[1])
    }

    @Test("a controller section holds an outline: its children expand and collapse")
    func outlines() throws {
        let host = Self.host()
        let screen = Screen(host: host, factory: ControllerItems())
        let header = ControllerSection<TableHost>(id: "tree", header: CaptionController("Tree"), items: [])
        try screen.apply(Snapshot([header]))
        let parent = LabelController(id: 0)
        let children = (1...3).map { LabelController(id: $0) }
        var tree = SectionSnapshot<CellController<TableHost>>()
        try tree.append([parent])
        try tree.append(children, to: parent.id)
        try screen.apply(tree, to: header.id)
        #expect(host.numberOfItems(inSection: 0) == 1)
        try screen.setExpanded(true, for: parent.id)
        #expect(host.numberOfItems(inSection: 0) == 4)
        #expect(screen.controller(of: children[1].id, as: LabelController.self) === children[1])
        #expect(host.renderText().contains("Tree"))
    }

    @Test("items keep their identity whatever their section's storage: a section turned mixed and back reconfigures nothing")
    func equalAcrossStorage() throws {
        let log = EventLog()
        let host = Self.host()
        let screen = Screen(host: host, factory: ControllerItems())
        let rows = (0..<4).map { LabelController(id: $0, log: log) }
        try screen.apply(Snapshot([ControllerSection(id: 0, items: rows)]))
        // A controller without a model joins: the section keeps controllers of two kinds.
        let caption = CaptionController("Note")
        try screen.update { try $0.appendItems([caption]) }
        log.clear()
        // The same controllers again, built as a new screen: a section of one class, its models beside them.
        try screen.apply(Snapshot([ControllerSection(id: 0, items: rows.map { LabelController($0.row, log: log) } + [caption])]))
        #expect(!log.events.contains { $0.kind == .configure }, "equal items are equal across storage kinds")
        try screen.apply(Snapshot([ControllerSection(id: 0, items: rows.map { LabelController($0.row, log: log) })]))
        #expect(!log.events.contains { $0.kind == .configure })
        #expect(host.numberOfItems(inSection: 0) == 4)
    }
}
