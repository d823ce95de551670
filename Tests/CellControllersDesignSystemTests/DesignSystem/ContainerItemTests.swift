import CellControllers
import CellControllersDesignSystem
import Testing

@MainActor
@Suite("Container items")
struct ContainerItemTests {
    @Test("A disabled item ignores taps and long presses, is never highlighted, and renders dimmed")
    func disabledItem() throws {
        let log = DSEventLog<DSEvent>()
        let host = DesignFixtures.table(width: 12, height: 2)
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0) {
            DesignFixtures.product("off", log: log).disabled()
        }])
        let path = ItemPath(item: 0, section: 0)
        #expect(host.renderText() == "·ff\n·1")
        #expect(host.cell(for: .item(path))?.isEnabled == false)
        #expect(adapter.controller(at: path)?.shouldHighlightCell() == false)
        _ = log.take()

        #expect(try host.tap(at: .item(path)) == false)
        #expect(try host.longPress(at: .item(path)) == false)
        #expect(host.indexPathsForSelectedItems.isEmpty)
        adapter.controller(at: path)?.didChangeSelection(true)
        adapter.controller(at: path)?.didLongPressCell()
        #expect(log.events.isEmpty)
    }

    @Test("An enabled item is tappable once it has a handler, and re-enabling it reconfigures the cell")
    func enablingUpdatesCell() throws {
        let log = DSEventLog<DSEvent>()
        let host = DesignFixtures.table(width: 12, height: 2)
        let adapter = CellControllerAdapter(host: host)
        try adapter.apply {
            ControllerSection(id: 0) {
                ContainerItem(id: "plain", content: DSNoteContent(text: "plain"))
                DesignFixtures.product("p", log: log).disabled()
            }
        }
        let path = ItemPath(item: 1, section: 0)
        let cell = try #require(host.cell(for: .item(path)))
        #expect(try host.tap(at: .item(ItemPath(item: 0, section: 0))) == false)
        #expect(cell.isEnabled == false)

        try adapter.apply {
            ControllerSection(id: 0) {
                ContainerItem(id: "plain", content: DSNoteContent(text: "plain"))
                DesignFixtures.product("p", log: log)
            }
        }
        #expect(host.cell(for: .item(path)) === cell)
        #expect(cell.isEnabled)
        _ = log.take()
        #expect(try host.tap(at: .item(path)))
        #expect(log.take() == [.select("p")])
        #expect(try host.longPress(at: .item(path)))
        #expect(log.take() == [.longPress("p")])
    }

    @Test("Handlers fire in order: will display, then select, then did end display when scrolled away")
    func handlerOrder() throws {
        let log = DSEventLog<DSEvent>()
        let adapter = CellControllerAdapter(host: DesignFixtures.table(width: 12, height: 4), sections: [ControllerSection(id: 0) {
            for index in 0..<5 { DesignFixtures.product("\(index)", log: log) }
        }])
        adapter.host.layoutIfNeeded()
        #expect(log.take() == [.willDisplay("0"), .willDisplay("1")])

        #expect(try adapter.host.tap(at: .item(ItemPath(item: 1, section: 0))))
        #expect(log.take() == [.select("1")])

        adapter.host.contentOffset = Point(x: 0, y: 4)
        let events = log.take()
        #expect(Set(events.prefix(2)) == [.didEndDisplay("0"), .didEndDisplay("1")])
        #expect(Array(events.dropFirst(2)) == [.willDisplay("2"), .willDisplay("3")])
    }

    @Test("Deleting a visible item ends its display")
    func deletionEndsDisplay() throws {
        let log = DSEventLog<DSEvent>()
        let host = DesignFixtures.table(width: 12, height: 4)
        let adapter = CellControllerAdapter(host: host)
        host.layoutIfNeeded()
        try adapter.apply { ControllerSection(id: 0) { DesignFixtures.product("a", log: log); DesignFixtures.product("b", log: log) } }
        #expect(log.take() == [.willDisplay("a"), .willDisplay("b")])
        try adapter.apply { ControllerSection(id: 0) { DesignFixtures.product("b", log: log) } }
        #expect(log.take() == [.didEndDisplay("a")])
        #expect(host.renderText() == "b\n€1\n\n")
    }

    @Test("A changed item is reconfigured in place; identity is the content type plus the difference id")
    func diffIdentity() throws {
        let host = DesignFixtures.table(width: 12, height: 3)
        let adapter = CellControllerAdapter(host: host)
        try adapter.apply {
            ControllerSection(id: 0) {
                ContainerItem(id: 1, content: DSProductContent(title: "Socks", price: "€5"))
                ContainerItem(id: 2, content: DSProductContent(title: "Hat", price: "€9"))
            }
        }
        let first = try #require(host.cell(for: .item(ItemPath(item: 0, section: 0))) as? ContainerTableCell<DSProductView>)
        let second = try #require(host.cell(for: .item(ItemPath(item: 1, section: 0))))
        let updatesBefore = first.contentView.updateCount

        try adapter.apply {
            ControllerSection(id: 0) {
                ContainerItem(id: 1, content: DSProductContent(title: "Socks", price: "€4"))
                ContainerItem(id: 2, content: DSNoteContent(text: "Hat"))
            }
        }
        #expect(host.cell(for: .item(ItemPath(item: 0, section: 0))) === first)
        #expect(first.contentView.updateCount == updatesBefore + 1)
        #expect(host.cell(for: .item(ItemPath(item: 1, section: 0))) !== second)
        #expect(host.renderText() == "Socks\n€4\n# Hat")

        let controller = try #require(adapter.controller(at: ItemPath(item: 0, section: 0)) as? ContainerTableCellController<DSProductContent>)
        #expect(controller.currentContentView() === first.contentView)
        #expect(controller.item.differenceID as? Int == 1)
        #expect(adapter.snapshot.itemIdentifiers.count == 2)
        #expect(adapter.snapshot.itemIdentifiers[0] != adapter.snapshot.itemIdentifiers[1])
    }

    @Test("Equal items are not reconfigured; new handlers alone change nothing visible")
    func equalItemsAreKept() throws {
        let log = DSEventLog<DSEvent>()
        let host = DesignFixtures.table(width: 12, height: 2)
        let adapter = CellControllerAdapter(host: host)
        try adapter.apply { ControllerSection(id: 0) { DesignFixtures.product("a") } }
        let cell = try #require(host.cell(for: .item(ItemPath(item: 0, section: 0))) as? ContainerTableCell<DSProductView>)
        let updates = cell.contentView.updateCount
        try adapter.apply { ControllerSection(id: 0) { DesignFixtures.product("a", log: log) } }
        #expect(cell.contentView.updateCount == updates)
        #expect(try host.tap(at: .item(ItemPath(item: 0, section: 0))))
        #expect(log.take() == [.select("a")])
    }

    @Test("Items work in a grid the same way: options, handlers and the grid controller")
    func gridItems() throws {
        let log = DSEventLog<DSEvent>()
        let host = GridHost(viewportSize: Size(width: 9, height: 2), layout: GridLayout(columns: .fixed(2)))
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0) {
            DesignFixtures.product("a", log: log).accessibilityIdentifier("grid.a")
            DesignFixtures.product("b", log: log).disabled()
        }])
        #expect(host.renderText() == "a    ·\n€1   ·1")
        #expect(host.cell(for: .item(ItemPath(item: 0, section: 0)))?.accessibilityIdentifier == "grid.a")
        _ = log.take()
        #expect(try host.tap(at: .item(ItemPath(item: 1, section: 0))) == false)
        #expect(try host.tap(at: .item(ItemPath(item: 0, section: 0))))
        #expect(log.take() == [.select("a")])
        #expect(adapter.controller(at: ItemPath(item: 0, section: 0)) is ContainerGridCellController<DSProductContent>)
    }
}
