import CellControllers
import CellControllersDesignSystem
import CellControllersTestSupport
import Testing

/// Taps and long presses on section headers and footers: a "See all" button in a header must
/// reach its controller and its typed action, honour the enabled state, and never select.
@MainActor
@Suite("Header and footer gestures")
struct SupplementaryGestureTests {
    enum Route: Equatable, Sendable {
        case seeAll(String)
        case more(String)
        case open(String)
    }

    /// Two sections of a table: "new" with a header button and a footer button, "old" with a
    /// plain header and a disabled footer button. The test holds the adapter (the host keeps it
    /// weakly) and reaches the host as `adapter.host`.
    static func screen(into routes: @escaping (Route) -> Void) -> CellControllerAdapter<TableHost> {
        let actions = ActionDispatcher<Route>(routes)
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 24, height: 12), layout: TableLayout(rowHeight: 1, separator: .none)))
        try? adapter.controllerScreen().apply(Snapshot([
            ControllerSection(id: "new") {
                ContainerItem(id: "a", content: ButtonContent("Photo A")).action(.open("a"), to: actions)
            } header: {
                ContainerItem(id: "see-all-new", content: ButtonContent("See all"))
                    .action(.seeAll("new"), to: actions)
                    .longPressAction(.more("new"), to: actions)
            } footer: {
                ContainerItem(id: "more-new", content: ButtonContent("More")).action(.more("new"), to: actions)
            },
            ControllerSection(id: "old") {
                ContainerItem(id: "b", content: ButtonContent("Photo B"))
            } header: {
                ContainerItem.header("Older")
            } footer: {
                ContainerItem(id: "more-old", content: ButtonContent("More")).action(.more("old"), to: actions).disabled()
            },
        ]), reloadingData: true)
        return adapter
    }

    @Test("A tap on a header or footer reaches its typed action; a long press its long-press action")
    func tapsReachActions() throws {
        var routes: [Route] = []
        let adapter = Self.screen { routes.append($0) }
        #expect(try adapter.host.tap(at: .supplementary(.header, section: 0)))
        #expect(try adapter.host.tap(at: .supplementary(.footer, section: 0)))
        #expect(try adapter.host.longPress(at: .supplementary(.header, section: 0)))
        #expect(routes == [.seeAll("new"), .more("new"), .more("new")])
    }

    @Test("A disabled footer and a header without a handler ignore taps and long presses")
    func disabledAndInertIgnoreTaps() throws {
        var routes: [Route] = []
        let adapter = Self.screen { routes.append($0) }
        #expect(try adapter.host.tap(at: .supplementary(.footer, section: 1)) == false)
        #expect(try adapter.host.longPress(at: .supplementary(.footer, section: 1)) == false)
        #expect(try adapter.host.tap(at: .supplementary(.header, section: 1)) == false)
        #expect(routes.isEmpty)
    }

    @Test("Header taps never select and leave the item selection alone")
    func headerTapsDoNotSelect() throws {
        var routes: [Route] = []
        let adapter = Self.screen { routes.append($0) }
        try adapter.host.tap(at: .item(ItemPath(item: 0, section: 0)))
        let before = adapter.host.renderText()
        try adapter.host.tap(at: .supplementary(.header, section: 0))
        #expect(adapter.host.indexPathsForSelectedItems == [ItemPath(item: 0, section: 0)])
        #expect(adapter.host.cell(for: .supplementary(.header, section: 0))?.isSelected == false)
        #expect(adapter.host.renderText() == before)
        #expect(routes == [.open("a"), .seeAll("new")])
    }

    @Test("The adapter reports the tap with the element and its controller")
    func adapterCallback() throws {
        let adapter = Self.screen { _ in }
        var reported: [(SupplementaryKind, Int)] = []
        adapter.onEvent = { event in
            guard case .tapSupplementary(let kind, let section, let controller) = event else { return }
            #expect(controller === adapter.supplementaryController(kind, inSection: section))
            reported.append((kind, section))
        }
        try adapter.host.tap(at: .supplementary(.footer, section: 0))
        #expect(reported.count == 1)
        #expect(reported.first?.0 == .footer && reported.first?.1 == 0)
    }

    @Test("A tap on a header or footer that does not exist throws and changes nothing",
          arguments: [(SupplementaryKind.header, 2), (.footer, -1), (.header, 7)])
    func missingElementThrows(kind: SupplementaryKind, section: Int) throws {
        var routes: [Route] = []
        let adapter = Self.screen { routes.append($0) }
        let before = adapter.host.renderText()
        #expect(throws: CellHostError.supplementaryNotFound(kind, section: section, sectionCount: 2)) {
            try adapter.host.tap(at: .supplementary(kind, section: section))
        }
        #expect(throws: CellHostError.self) { try adapter.host.longPress(at: .supplementary(kind, section: section)) }
        #expect(adapter.host.renderText() == before)
        #expect(routes.isEmpty)
    }

    @Test("A section without a footer says so, and how to give it one")
    func missingFooterMessage() {
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 4)),
            sections: [ControllerSection(id: 0, items: [LabelController(id: 1)])])
        #expect(throws: CellHostError.supplementaryNotFound(.footer, section: 0, sectionCount: 1)) {
            try adapter.host.tap(at: .supplementary(.footer, section: 0))
        }
        let message = CellHostError.supplementaryNotFound(.footer, section: 0, sectionCount: 1).description
        #expect(message.contains("Section 0 has no footer"))
        #expect(message.contains("ControllerSection"))
    }

    @Test("Grid headers are tappable too, routed to a subclassed controller's didSelectCell")
    func gridHeaderTap() throws {
        final class SeeAllController: GenericCellController<TileCell> {
            var taps = 0
            var presses = 0
            override func configureCell(_ cell: TileCell) { cell.title = "See all" }
            override func didChangeSelection(_ isSelected: Bool) { if isSelected { taps += 1 } }
            override func didLongPressCell() { presses += 1 }
        }
        let header = SeeAllController()
        let adapter = CellControllerAdapter(
            host: GridHost(viewportSize: Size(width: 30, height: 6), layout: GridLayout(columns: .fixed(2))),
            sections: [
                ControllerSection(id: 0, header: header, items: [TileController(id: 1), TileController(id: 2)]),
            ])
        try adapter.host.tap(at: .supplementary(.header, section: 0))
        try adapter.host.longPress(at: .supplementary(.header, section: 0))
        #expect(header.taps == 1 && header.presses == 1)
        #expect(adapter.host.indexPathsForSelectedItems.isEmpty)
    }
}
