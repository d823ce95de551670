import CellControllers
import CellControllersDesignSystem
import Testing

/// The routes of the test screens.
enum DSRoute: Equatable, Sendable {
    case open(String)
    case remove(String)
    case retry
}

@MainActor
@Suite("Screen states")
struct ScreenStateTests {
    /// A screen of notes whose items open on tap and remove on long press.
    func makeScreen(_ host: TableHost, log: DSEventLog<DSRoute>) -> Screen<TableHost, [String], DSRoute> {
        Screen(host: host, onAction: { log.record($0) }) { names, actions in
            ControllerSection(id: "names") {
                for name in names {
                    ContainerItem(id: name, content: DSNoteContent(text: name))
                        .action(.open(name), to: actions)
                        .longPressAction(.remove(name), to: actions)
                }
            }
        }
    }

    @Test("loading → content → error → empty → content, each applied as a diff through the host")
    func stateSwitches() throws {
        let log = DSEventLog<DSRoute>()
        let host = DesignFixtures.table(width: 20, height: 5)
        let screen = makeScreen(host, log: log)

        #expect(screen.state.name == "loading")
        #expect(host.numberOfSections == 1 && host.numberOfItems(inSection: 0) == 1)
        #expect(host.renderText() == "\n     ◌ Loading…\n\n\n")
        #expect(try host.tap(at: .item(ItemPath(item: 0, section: 0))) == false)

        try screen.setState(.content(["a", "b"]))
        #expect(screen.state == .content(["a", "b"]))
        #expect(host.numberOfSections == 1 && host.numberOfItems(inSection: 0) == 2)
        #expect(host.visibleCells.count == 2)
        #expect(host.visibleCells.allSatisfy { $0 is ContainerTableCell<DSNoteView> })
        #expect(host.renderText() == "# a\n# b\n\n\n")
        let cellA = try #require(host.cell(for: .item(ItemPath(item: 0, section: 0))))

        try screen.setState(.content(["a", "c", "b"]))
        #expect(host.cell(for: .item(ItemPath(item: 0, section: 0))) === cellA)
        #expect(host.renderText() == "# a\n# c\n# b\n\n")

        try screen.setState(.error(message: "Offline", retry: .retry))
        #expect(host.numberOfSections == 1 && host.numberOfItems(inSection: 0) == 2)
        #expect(host.visibleCells.map { String(describing: type(of: $0)) } == ["ContainerTableCell<StatusView>", "ContainerTableCell<ButtonView>"])
        #expect(host.renderText() == "\n     ✕ Offline\n\n     [ Retry ]\n")
        #expect(host.cell(for: .item(ItemPath(item: 1, section: 0)))?.accessibilityIdentifier == "state.retry")
        #expect(try host.tap(at: .item(ItemPath(item: 0, section: 0))) == false)
        #expect(try host.tap(at: .item(ItemPath(item: 1, section: 0))))
        #expect(log.take() == [.retry])

        try screen.setState(.empty(message: "No notes"))
        #expect(host.numberOfItems(inSection: 0) == 1)
        #expect(host.renderText() == "\n     ○ No notes\n\n\n")

        try screen.setState(.content(["z"]))
        #expect(host.renderText() == "# z\n\n\n\n")
        #expect(try host.tap(at: .item(ItemPath(item: 0, section: 0))))
        #expect(log.take() == [.open("z")])
    }

    @Test("A state whose sections are invalid throws and leaves the screen as it was")
    func invalidState() throws {
        let host = DesignFixtures.table(width: 20, height: 2)
        let screen = makeScreen(host, log: DSEventLog())
        try screen.setState(.content(["a"]))
        #expect(throws: SnapshotError.self) { try screen.setState(.content(["b", "b"])) }
        #expect(screen.state == .content(["a"]))
        #expect(host.renderText() == "# a\n")
    }

    @Test("Switching state ends the display of the old state's cells and returns them to the pool")
    func oldCellsLeave() throws {
        let host = DesignFixtures.table(width: 20, height: 5)
        let screen = makeScreen(host, log: DSEventLog())
        let loading = try #require(host.visibleCells.first)
        try screen.setState(.content(["a"]))
        #expect(!host.visibleCells.contains { $0 === loading })
        #expect(host.pooledCellCount == 1)
        try screen.setState(.loading)
        #expect(host.visibleCells.first === loading)
    }

    @Test("Status sections are full-width in a grid, whatever the grid's own layout")
    func gridStates() throws {
        let host = GridHost(viewportSize: Size(width: 20, height: 4), layout: GridLayout(columns: .fixed(3)))
        let screen = Screen<GridHost, Int, DSRoute>(host: host, onAction: { _ in }) { count, _ in
            ControllerSection(id: 0) {
                for index in 0..<count { ContainerItem(id: index, content: DSNoteContent(text: "\(index)")) }
            }
        }
        try screen.setState(.error(message: "Down", retry: .retry))
        #expect(host.rect(for: .item(ItemPath(item: 1, section: 0))) == Rect(x: 0, y: 3, width: 20, height: 1))
        #expect(host.renderText() == "\n       ✕ Down\n\n     [ Retry ]")
        try screen.setState(.content(3))
        #expect(host.renderText() == "# 0    # 1    # 2\n\n\n")
    }
}
