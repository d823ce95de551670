import CellControllers
import CellControllersTestSupport
import Testing

/// A list of `Row`s whose Delete asks for a confirmation: its handler finishes later, keeping the
/// completions it received; a confirmed delete applies the deletion, then completes.
@MainActor
private final class ConfirmingList {
    let dataSource: DiffableDataSource<RowSection, Row, TableHost>
    var host: TableHost { dataSource.adapter.host }
    /// The completions handed to Delete, oldest first, with the row each one is for.
    var waiting: [(id: Int, completion: SwipeActionCompletion)] = []
    var archived: [Int] = []

    init(count: Int = 6, viewport: Size = Size(width: 24, height: 4), completesAtOnce: Bool? = nil) {
        weak var list: ConfirmingList?
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
            .swipeActions(.trailing) { row in
                [
                    SwipeAction("Delete", style: .destructive, completingLater: { completion in
                        list?.waiting.append((row.id, completion))
                        if let completesAtOnce { list?.confirm(row.id, completesAtOnce) }
                    }),
                    SwipeAction("Archive") { list?.archived.append(row.id); return true },
                ]
            }
            .movable()
        dataSource = DiffableDataSource(
            host: TableHost(viewportSize: viewport, layout: TableLayout(rowHeight: 1, separator: .none)), factory: rows)
        var snapshot = Snapshot<RowSection, Row>()
        try? snapshot.appendSections([RowSection(id: 0)])
        try? snapshot.appendItems((0..<count).map { Row(id: $0, title: "Row \($0)") })
        try? dataSource.apply(snapshot)
        list = self
        host.layoutIfNeeded()
    }

    /// The user answers the confirmation for row `id`: a confirmed delete is applied, then the
    /// completion is called.
    @discardableResult
    func confirm(_ id: Int, _ confirmed: Bool) -> SwipeActionCompletion.Outcome? {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return nil }
        let completion = waiting[index].completion
        if confirmed { try? dataSource.update { try $0.deleteItems([id]) } }
        return completion.complete(confirmed)
    }

    var ids: [Int] { dataSource.snapshot().itemIdentifiers }
}

@MainActor
@Suite("Swipe actions that finish later")
struct SwipeCompletionTests {
    @Test("The actions stay revealed until the completion; then they hide", arguments: [true, false])
    func staysRevealedUntilCompleted(confirmed: Bool) throws {
        let list = ConfirmingList()
        let path = ItemPath(item: 2, section: 0)
        try list.host.swipe(at: path)
        #expect(try list.host.performSwipeAction(titled: "Delete") == false)
        #expect(list.host.revealedSwipeActions?.pendingActionIndex == 0)
        #expect(list.host.cell(for: .item(path))?.state.isSwiped == true)
        #expect(list.host.renderText().contains("[Archive][Delete]"))
        #expect(list.ids == [0, 1, 2, 3, 4, 5])

        let outcome = list.confirm(2, confirmed)
        #expect(list.host.revealedSwipeActions == nil)
        #expect(list.waiting.first?.completion.performed == confirmed)
        // A confirmed delete applied first, which ended the wait with the row; a declined one
        // changes nothing but the actions.
        #expect(outcome == (confirmed ? .waitEnded : .completed))
        #expect(list.ids == (confirmed ? [0, 1, 3, 4, 5] : [0, 1, 2, 3, 4, 5]))
        #expect(list.host.cell(for: .item(path))?.state.isSwiped == false)
    }

    @Test("A completion that only says true hides the actions and reports completed")
    func completedWithoutApply() throws {
        let list = ConfirmingList()
        try list.host.swipe(at: ItemPath(item: 1, section: 0))
        try list.host.performSwipeAction(titled: "Delete")
        #expect(list.waiting[0].completion.complete(true) == .completed)
        #expect(list.host.revealedSwipeActions == nil)
        #expect(list.ids == [0, 1, 2, 3, 4, 5])
    }

    @Test("A completion called before the handler returns is the handler's result", arguments: [true, false])
    func completedAtOnce(confirmed: Bool) throws {
        let list = ConfirmingList(completesAtOnce: confirmed)
        #expect(try list.host.fullSwipe(at: ItemPath(item: 0, section: 0)) == confirmed)
        #expect(list.host.revealedSwipeActions == nil)
        #expect(list.ids.first == (confirmed ? 1 : 0))
    }

    @Test("Called twice: the second call does nothing")
    func calledTwice() throws {
        let list = ConfirmingList()
        try list.host.swipe(at: ItemPath(item: 1, section: 0))
        try list.host.performSwipeAction(at: 0)
        let completion = list.waiting[0].completion
        #expect(completion.complete(false) == .completed)
        try list.host.swipe(at: ItemPath(item: 3, section: 0))
        #expect(completion.complete(true) == .alreadyCalled)
        #expect(completion.performed == false)
        #expect(list.host.revealedSwipeActions?.itemPath == ItemPath(item: 3, section: 0))
    }

    @Test("While waiting, another action is refused with a typed error and nothing changes", arguments: ["Archive", "Delete"])
    func refusesAnotherAction(title: String) throws {
        let list = ConfirmingList()
        try list.host.swipe(at: ItemPath(item: 1, section: 0))
        try list.host.performSwipeAction(titled: "Delete")
        let before = list.host.renderText()
        #expect(throws: SwipeActionError.awaitingCompletion("Delete")) { try list.host.performSwipeAction(titled: title) }
        #expect(throws: SwipeActionError.awaitingCompletion("Delete")) { try list.host.performSwipeAction(at: 1) }
        #expect(list.host.renderText() == before)
        #expect(list.archived.isEmpty)
        #expect(list.host.revealedSwipeActions?.pendingActionIndex == 0)
        #expect(list.waiting.count == 1)
    }

    /// What ends the wait without the completion.
    enum Interruption: String, CaseIterable {
        case scroll, tap, otherSwipe, fullSwipe, dismiss, reload, widthChange, deleteByApply, reloadItem, beginMove
    }

    @Test("Whatever hides the actions ends the wait: the late completion does nothing", arguments: Interruption.allCases)
    func lateCompletion(interruption: Interruption) throws {
        let list = ConfirmingList(count: 12)
        try list.host.swipe(at: ItemPath(item: 1, section: 0))
        try list.host.performSwipeAction(titled: "Delete")
        switch interruption {
        case .scroll: list.host.contentOffset = Point(x: 0, y: 3)
        case .tap: #expect(try !list.host.tap(at: .item(ItemPath(item: 3, section: 0))))
        case .otherSwipe: try list.host.swipe(at: ItemPath(item: 2, section: 0))
        case .fullSwipe: try list.host.fullSwipe(at: ItemPath(item: 1, section: 0))   // asks again
        case .dismiss: list.host.dismissSwipeActions()
        case .reload: list.host.reloadData()
        case .widthChange: list.host.viewportSize = Size(width: 30, height: 4)
        case .deleteByApply: try list.dataSource.update { try $0.deleteItems([1]) }
        case .reloadItem: try list.dataSource.update { try $0.reloadItems([1]) }
        case .beginMove: try list.host.beginInteractiveMovementForItem(at: ItemPath(item: 4, section: 0))
        }
        let revealedAfter = list.host.revealedSwipeActions?.itemPath
        let before = list.host.renderText()
        #expect(list.host.revealedSwipeActions?.pendingActionIndex == (interruption == .fullSwipe ? 0 : nil))
        #expect(list.waiting[0].completion.complete(true) == .waitEnded)
        #expect(list.host.renderText() == before)
        #expect(list.host.revealedSwipeActions?.itemPath == revealedAfter)
    }

    @Test("The wait follows its item through an apply that moves it; the completion then hides the actions")
    func followsMovedItem() throws {
        let list = ConfirmingList()
        try list.host.swipe(at: ItemPath(item: 2, section: 0))
        try list.host.performSwipeAction(titled: "Delete")
        try list.dataSource.update { snapshot in
            try snapshot.deleteItems([0])
            try snapshot.moveItem(2, to: .after(4))
        }
        #expect(list.host.revealedSwipeActions?.itemPath == ItemPath(item: 3, section: 0))
        #expect(list.host.revealedSwipeActions?.pendingActionIndex == 0)
        #expect(list.waiting[0].completion.complete(false) == .completed)
        #expect(list.host.revealedSwipeActions == nil)
        #expect(list.ids == [1, 3, 4, 2, 5])
    }

    @Test("A completion called after the host is gone does nothing")
    func hostGone() throws {
        var completion: SwipeActionCompletion?
        do {
            let list = ConfirmingList()
            try list.host.swipe(at: ItemPath(item: 0, section: 0))
            try list.host.performSwipeAction(titled: "Delete")
            completion = list.waiting.first?.completion
            list.waiting = []
        }
        #expect(completion?.complete(true) == .waitEnded)
    }

    @Test("The synchronous form still hides the actions before its handler runs")
    func synchronousForm() throws {
        let list = ConfirmingList()
        try list.host.swipe(at: ItemPath(item: 4, section: 0))
        #expect(try list.host.performSwipeAction(titled: "Archive"))
        #expect(list.archived == [4])
        #expect(list.host.revealedSwipeActions == nil)
        #expect(SwipeAction("A") { true }.completesLater == false)
        #expect(SwipeAction("B", completingLater: { $0(true) }).completesLater)
    }
}
