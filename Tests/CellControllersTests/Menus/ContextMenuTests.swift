import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Context menus")
struct ContextMenuTests {
    let first = ItemPath(item: 0, section: 0)

    @Test("showContextMenu presents the item's menu, drawn as a box below its first line", arguments: ScreenKind.allCases)
    func present(kind: ScreenKind) throws {
        let screen = MenuScreen(kind, rows: rows([6]))
        let presented = try screen.host.showContextMenu(at: ItemPath(item: 1, section: 0))
        #expect(presented.itemPath == ItemPath(item: 1, section: 0))
        #expect(presented.title == "Row 1")
        #expect(presented.actionTitles == ["Share", "Delete", "Copy"])
        #expect(screen.host.presentedContextMenu?.actionTitles == ["Share", "Delete", "Copy"])
        #expect(screen.lines == [
            "Row 0",
            "Row 1",
            "Ro┌─────────┐",
            "Ro│ Row 1   │",
            "Ro│ Share   │",
            "Ro│ !Delete │",
            "  │ (Copy)  │",
            "  └─────────┘",
        ])
    }

    @Test("A menu without room below its item is drawn above it")
    func drawnAbove() throws {
        let screen = MenuScreen(.models, rows: rows([8]))
        try screen.host.showContextMenu(at: ItemPath(item: 7, section: 0))
        #expect(screen.lines == [
            "Row 0",
            "Ro┌─────────┐",
            "Ro│ Row 7   │",
            "Ro│ Share   │",
            "Ro│ !Delete │",
            "Ro│ (Copy)  │",
            "Ro└─────────┘",
            "Row 7",
        ])
    }

    @Test("Performing an action dismisses the menu, then runs the typed handler", arguments: ScreenKind.allCases)
    func perform(kind: ScreenKind) throws {
        let screen = MenuScreen(kind, rows: rows([4]))
        try screen.host.showContextMenu(at: ItemPath(item: 2, section: 0))
        try screen.host.performContextMenuAction(titled: "Share")
        #expect(screen.log == ["share 2"])
        #expect(screen.host.presentedContextMenu == nil)
        // A destructive action deletes through the adapter's diff.
        try screen.host.showContextMenu(at: ItemPath(item: 1, section: 0))
        try screen.host.performContextMenuAction(titled: "Delete")
        #expect(screen.log == ["share 2", "delete 1"])
        #expect(screen.lines.prefix(3) == ["Row 0", "Row 2", "Row 3"])
    }

    @Test("Impossible requests throw a typed error and leave the host unchanged", arguments: ScreenKind.allCases)
    func errors(kind: ScreenKind) throws {
        let screen = MenuScreen(kind, rows: rows([4]), disabled: [1], withoutMenu: [2])
        func expectUnchanged(_ expected: ContextMenuError, _ body: () throws -> Void) {
            let before = screen.state
            #expect(throws: expected) { try body() }
            #expect(screen.state == before)
        }
        expectUnchanged(.itemOutOfRange(ItemPath(item: 9, section: 0), sectionCount: 1, itemCount: 4)) {
            try screen.host.showContextMenu(at: ItemPath(item: 9, section: 0))
        }
        expectUnchanged(.noMenu(ItemPath(item: 1, section: 0))) { try screen.host.showContextMenu(at: ItemPath(item: 1, section: 0)) }
        expectUnchanged(.noMenu(ItemPath(item: 2, section: 0))) { try screen.host.showContextMenu(at: ItemPath(item: 2, section: 0)) }
        expectUnchanged(.noMenuPresented) { try screen.host.performContextMenuAction(titled: "Share") }
        try screen.host.showContextMenu(at: first)
        expectUnchanged(.unknownActionTitle("Print", available: ["Share", "Delete", "Copy"])) {
            try screen.host.performContextMenuAction(titled: "Print")
        }
        expectUnchanged(.actionDisabled("Copy")) { try screen.host.performContextMenuAction(titled: "Copy") }
        #expect(screen.host.presentedContextMenu?.itemPath == first)
        screen.host.dismissContextMenu()
        try screen.host.beginInteractiveMovementForItem(at: first)
        expectUnchanged(.movementInProgress) { try screen.host.showContextMenu(at: first) }
    }

    @Test("Every error says what was wrong and how to fix it")
    func descriptions() {
        let errors: [ContextMenuError] = [
            .itemOutOfRange(ItemPath(item: 3, section: 0), sectionCount: 1, itemCount: 2), .noMenu(ItemPath(item: 0, section: 0)),
            .noMenuPresented, .unknownActionTitle("Print", available: ["Share"]), .actionDisabled("Copy"), .movementInProgress,
        ]
        for error in errors {
            #expect(error.description.count > 30)
        }
        #expect(ContextMenuError.actionDisabled("Copy").description.contains("Copy"))
        #expect(ContextMenuError.noMenuPresented.description.contains("showContextMenu(at:)"))
    }

    @Test("A long press presents the menu instead of the long-press event; without a menu the event comes", arguments: ScreenKind.allCases)
    func longPress(kind: ScreenKind) throws {
        let screen = MenuScreen(kind, rows: rows([4]), withoutMenu: [3])
        #expect(try screen.host.longPress(at: .item(ItemPath(item: 1, section: 0))))
        #expect(screen.host.presentedContextMenu?.itemPath == ItemPath(item: 1, section: 0))
        #expect(screen.log.isEmpty)
        // A touch with the menu presented only dismisses it.
        #expect(try !screen.host.longPress(at: .item(ItemPath(item: 3, section: 0))))
        #expect(screen.host.presentedContextMenu == nil)
        #expect(screen.log.isEmpty)
        #expect(try screen.host.longPress(at: .item(ItemPath(item: 3, section: 0))))
        #expect(screen.log == ["long press 3"])
        #expect(screen.host.presentedContextMenu == nil)
    }

    @Test("Scrolling, touches, a swipe, a move, editing and a reload dismiss the menu")
    func dismissal() throws {
        let screen = MenuScreen(.models, rows: rows([20]))
        let path = ItemPath(item: 1, section: 0)
        let dismissers: [(String, () throws -> Void)] = [
            ("scroll", { screen.host.contentOffset = Point(x: 0, y: 3); screen.host.contentOffset = Point() }),
            ("tap", { _ = try screen.host.tap(at: .item(ItemPath(item: 4, section: 0))) }),
            ("tap at a point", { _ = screen.host.tap(at: Point(x: 1, y: 6)) }),
            ("swipe", { try screen.host.swipe(at: ItemPath(item: 2, section: 0)); screen.host.dismissSwipeActions() }),
            ("move", { try screen.host.beginInteractiveMovementForItem(at: path); try screen.host.cancelInteractiveMovement() }),
            ("editing", { screen.host.isEditing = true; screen.host.isEditing = false }),
            ("reload", { screen.host.reloadData() }),
            ("width", { screen.host.viewportSize = Size(width: 22, height: 8) }),
            ("dismissContextMenu", { #expect(screen.host.dismissContextMenu()) }),
        ]
        for (name, dismiss) in dismissers {
            try screen.host.showContextMenu(at: path)
            try dismiss()
            #expect(screen.host.presentedContextMenu == nil, "\(name)")
        }
        // Not a scroll: the host's own offset, unchanged.
        try screen.host.showContextMenu(at: path)
        screen.host.contentOffset = screen.host.contentOffset
        #expect(screen.host.presentedContextMenu != nil)
        #expect(screen.host.dismissContextMenu())
        #expect(!screen.host.dismissContextMenu())
    }

    @Test("The menu follows its item through an apply, and goes with it when it is deleted")
    func followsItem() throws {
        let screen = MenuScreen(.models, rows: rows([5]))
        try screen.host.showContextMenu(at: ItemPath(item: 2, section: 0))
        var data = screen.rows
        data[0].insert(Row(id: 50, title: "Row 50"), at: 0)
        screen.show(data)
        #expect(screen.host.presentedContextMenu?.itemPath == ItemPath(item: 3, section: 0))
        #expect(screen.host.presentedContextMenu?.title == "Row 2")
        data[0].removeAll { $0.id == 2 }
        screen.show(data)
        #expect(screen.host.presentedContextMenu == nil)
    }

    @Test("A menu never survives its item's controller being replaced", arguments: ScreenKind.allCases)
    func controllerReplaced(kind: ScreenKind) throws {
        let screen = MenuScreen(kind, rows: rows([5]))
        try screen.host.showContextMenu(at: ItemPath(item: 2, section: 0))
        // Another item changes: a screen of models keeps the unchanged item's controller; a
        // screen of controller sections brings a new controller for every item.
        var data = screen.rows
        data[0][4].title = "Row 4 (edited)"
        screen.show(data)
        #expect((screen.host.presentedContextMenu != nil) == (kind == .models))
        // The item itself changes: it gets a new controller, and the menu goes.
        try screen.host.showContextMenu(at: ItemPath(item: 2, section: 0))
        data[0][2].title = "Row 2 (edited)"
        screen.show(data)
        #expect(screen.host.presentedContextMenu == nil)
    }

    @Test("A controller subclass gives its menu by overriding contextMenu()")
    func controllerOverride() throws {
        final class MenuController: ModelCellController<LabelCell, Row> {
            var shared: [Int] = []
            override func configureCell(_ cell: LabelCell) { cell.title = model.title }
            override func contextMenu() -> ContextMenu? {
                ContextMenu(actions: [ContextMenuAction("Share") { [unowned self] in shared.append(model.id) }])
            }
        }
        let controller = MenuController(model: Row(id: 7, title: "Seven"))
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: [ControllerSection(id: 0, items: [controller])])
        let presented = try adapter.host.showContextMenu(at: first)
        #expect(presented.title == nil)
        #expect(adapter.host.renderText().split(separator: "\n").map(String.init) == ["Seven", "  ┌───────┐", "  │ Share │", "  └───────┘"])
        try adapter.host.performContextMenuAction(titled: "Share")
        #expect(controller.shared == [7])
    }
}
