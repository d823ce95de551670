import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Swipe actions")
struct SwipeActionTests {
    @Test("A swipe reveals the trailing actions, drawn over the row's trailing end")
    func revealTrailing() throws {
        let screen = InteractionScreen(.controllers, rows: rows([6]), viewport: Size(width: 24, height: 4))
        let revealed = try screen.host.swipe(at: ItemPath(item: 1, section: 0))
        #expect(revealed.titles == ["Delete", "Archive"])
        #expect(revealed.renderedText == "[Archive][Delete]")
        let lines = screen.host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == ["Row 0", "Row 1  [Archive][Delete]", "Row 2", "Row 3"])
        #expect(screen.host.revealedSwipeActions?.itemPath == ItemPath(item: 1, section: 0))
    }

    @Test("Leading actions are drawn at the row's leading edge")
    func revealLeading() throws {
        let screen = InteractionScreen(.controllers, rows: rows([4]))
        try screen.host.swipe(at: ItemPath(item: 2, section: 0), edge: .leading)
        let lines = screen.host.renderText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == ["Row 0", "Row 1", "[Flag]", "Row 3", ""])
    }

    @Test("Performing by title, by index, and a full swipe run the handler and hide the actions", arguments: ScreenKind.allCases)
    func perform(kind: ScreenKind) throws {
        let screen = InteractionScreen(kind, rows: rows([5]))
        try screen.host.swipe(at: ItemPath(item: 0, section: 0))
        #expect(try screen.host.performSwipeAction(titled: "Archive"))
        #expect(screen.log == [.archive(0)])
        #expect(screen.host.revealedSwipeActions == nil)
        try screen.host.swipe(at: ItemPath(item: 3, section: 0))
        #expect(try screen.host.performSwipeAction(at: 1))
        #expect(try screen.host.fullSwipe(at: ItemPath(item: 4, section: 0)))
        #expect(screen.log == [.archive(0), .archive(3), .delete(4)])
        #expect(screen.host.revealedSwipeActions == nil)
    }

    @Test("A destructive Delete goes through the adapter's diff: the host matches a fresh one", arguments: ScreenKind.allCases)
    func deleteThroughDiff(kind: ScreenKind) throws {
        let screen = InteractionScreen(kind, rows: rows([3, 4]))
        let keptCell = screen.host.cell(for: .item(ItemPath(item: 0, section: 1)))
        try screen.host.swipe(at: ItemPath(item: 1, section: 0))
        #expect(try screen.host.performSwipeAction(titled: "Delete"))
        #expect(screen.snapshotIDs == [[0, 2], [3, 4, 5, 6]])
        #expect(screen.host.renderText() == screen.freshText())
        // The diff moved the kept cells instead of reloading them.
        #expect(screen.host.cell(for: .item(ItemPath(item: 0, section: 1))) === keptCell)
    }

    @Test("A full swipe only reveals when the configuration says so")
    func fullSwipeWithoutPerforming() throws {
        var performed = 0
        let registration = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
            .swipeActions(.trailing, performsFirstActionWithFullSwipe: false) { _ in [SwipeAction("Pin") { performed += 1; return true }] }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: [ControllerSection(id: 0, items: registration.cellControllers(for: rows([2])[0]))])
        #expect(try !adapter.host.fullSwipe(at: ItemPath(item: 0, section: 0)))
        #expect(adapter.host.revealedSwipeActions?.titles == ["Pin"])
        #expect(performed == 0)
    }

    @Test("Scrolling, a tap elsewhere, another swipe and dismissSwipeActions hide the actions")
    func dismissal() throws {
        let screen = InteractionScreen(.controllers, rows: rows([20]))
        let path = ItemPath(item: 1, section: 0)
        try screen.host.swipe(at: path)
        screen.host.contentOffset = Point(x: 0, y: 2)
        #expect(screen.host.revealedSwipeActions == nil)

        try screen.host.swipe(at: path)
        screen.host.contentOffset = screen.host.contentOffset  // not a scroll
        #expect(screen.host.revealedSwipeActions != nil)
        // A tap anywhere only hides the actions (as in UIKit): nothing is selected.
        #expect(try !screen.host.tap(at: .item(ItemPath(item: 5, section: 0))))
        #expect(screen.host.revealedSwipeActions == nil)
        #expect(screen.host.indexPathsForSelectedItems.isEmpty)
        #expect(try screen.host.tap(at: .item(ItemPath(item: 5, section: 0))))

        try screen.host.swipe(at: path)
        #expect(try !screen.host.longPress(at: .item(path)))
        #expect(screen.host.revealedSwipeActions == nil)

        try screen.host.swipe(at: path)
        try screen.host.swipe(at: ItemPath(item: 4, section: 0), edge: .leading)
        #expect(screen.host.revealedSwipeActions?.itemPath == ItemPath(item: 4, section: 0))
        #expect(screen.host.revealedSwipeActions?.edge == .leading)
        screen.host.dismissSwipeActions()
        #expect(screen.host.revealedSwipeActions == nil)
    }

    @Test("Revealed actions follow their item through an apply, and go when it is deleted", arguments: ScreenKind.allCases)
    func followItem(kind: ScreenKind) throws {
        let screen = InteractionScreen(kind, rows: rows([6]))
        try screen.host.swipe(at: ItemPath(item: 3, section: 0))
        var data = screen.rows
        data[0].remove(at: 0)
        try screen.show(data)
        #expect(screen.host.revealedSwipeActions?.itemPath == ItemPath(item: 2, section: 0))
        data[0].remove(at: 2)
        try screen.show(data)
        #expect(screen.host.revealedSwipeActions == nil)
    }

    @Test("Impossible swipes throw typed errors and leave the host unchanged", arguments: ScreenKind.allCases)
    func errors(kind: ScreenKind) throws {
        let screen = InteractionScreen(kind, rows: rows([4, 2]), disabled: [1])
        func expectUnchanged(_ expected: SwipeActionError, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
            screen.expectUnchanged(expected, sourceLocation: sourceLocation, body)
        }
        expectUnchanged(.noRevealedActions) { _ = try screen.host.performSwipeAction(at: 0) }
        expectUnchanged(.noRevealedActions) { _ = try screen.host.performSwipeAction(titled: "Delete") }
        expectUnchanged(.itemOutOfRange(ItemPath(item: 9, section: 0), sectionCount: 2, itemCount: 4)) {
            try screen.host.swipe(at: ItemPath(item: 9, section: 0))
        }
        expectUnchanged(.itemOutOfRange(ItemPath(item: 0, section: 5), sectionCount: 2, itemCount: nil)) {
            try screen.host.swipe(at: ItemPath(item: 0, section: 5))
        }
        expectUnchanged(.itemDisabled(ItemPath(item: 1, section: 0))) { try screen.host.swipe(at: ItemPath(item: 1, section: 0)) }
        expectUnchanged(.noActions(ItemPath(item: 3, section: 0), edge: .leading)) {
            try screen.host.swipe(at: ItemPath(item: 3, section: 0), edge: .leading)
        }
        try screen.host.swipe(at: ItemPath(item: 2, section: 0))
        expectUnchanged(.actionIndexOutOfRange(2, count: 2)) { _ = try screen.host.performSwipeAction(at: 2) }
        expectUnchanged(.actionIndexOutOfRange(-1, count: 2)) { _ = try screen.host.performSwipeAction(at: -1) }
        expectUnchanged(.unknownActionTitle("Snooze", available: ["Delete", "Archive"])) {
            _ = try screen.host.performSwipeAction(titled: "Snooze")
        }
        // A failed swipe of another item keeps the revealed actions.
        expectUnchanged(.itemDisabled(ItemPath(item: 1, section: 0))) { try screen.host.swipe(at: ItemPath(item: 1, section: 0)) }
        screen.host.dismissSwipeActions()
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        expectUnchanged(.movementInProgress) { try screen.host.swipe(at: ItemPath(item: 2, section: 0)) }
        #expect(screen.log.isEmpty)
        // Every error says how to fix it.
        #expect(SwipeActionError.noRevealedActions.description.contains("swipe(at:edge:)"))
    }

    @Test("Swipes and actions interleaved with random applies: the host matches a fresh one", arguments: ScreenKind.allCases, [UInt64(1), 2, 3])
    func randomInterleaving(kind: ScreenKind, seed: UInt64) throws {
        var random = DiffTestRandom(seed: seed)
        var nextID = 100
        let screen = InteractionScreen(kind, rows: rows([5, 4, 6]))
        for _ in 0..<60 {
            let total = screen.rows.reduce(0) { $0 + $1.count }
            switch random.int(0..<6) {
            case 0 where total > 0:
                let path = randomPath(in: screen.rows, using: &random)
                let even = screen.rows[path.section][path.item].id.isMultiple(of: 2)
                let revealed = try screen.host.swipe(at: path, edge: even && random.chance(0.3) ? .leading : .trailing)
                #expect(revealed.itemPath == path)
            case 1 where screen.host.revealedSwipeActions != nil:
                let count = screen.host.revealedSwipeActions?.titles.count ?? 0
                try screen.host.performSwipeAction(at: random.int(0..<count))
            case 2:
                try screen.show(randomEdit(of: screen.rows, nextID: &nextID, using: &random))
            case 3:
                screen.host.contentOffset = Point(x: 0, y: Double(random.int(0...12)))
            default:
                break
            }
            // Swipe state is consistent with the data: revealed actions are on an existing item.
            if let revealed = screen.host.revealedSwipeActions {
                #expect(revealed.itemPath.item < screen.rows[revealed.itemPath.section].count)
            }
        }
        screen.host.dismissSwipeActions()
        #expect(screen.snapshotIDs == screen.rows.map { $0.map(\.id) })
        #expect(screen.host.renderText() == screen.freshText())
    }
}

@MainActor
@Suite("Swipe action leaks")
struct SwipeActionLeakTests {
    @Test("A host with revealed actions is freed with its adapter and controllers")
    func freed() throws {
        weak var weakHost: TableHost?
        weak var weakAdapter: CellControllerAdapter<TableHost>?
        do {
            let screen = InteractionScreen(.controllers, rows: rows([5]))
            try screen.host.swipe(at: ItemPath(item: 1, section: 0))
            try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0))
            weakHost = screen.host
            weakAdapter = screen.adapter
        }
        #expect(weakHost == nil)
        #expect(weakAdapter == nil)
    }
}
