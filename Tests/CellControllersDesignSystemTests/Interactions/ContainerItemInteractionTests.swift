import CellControllers
import CellControllersDesignSystem
import Testing

/// Swipe actions and moves of design-system items, in tables and grids, with typed actions.
@MainActor
@Suite("Container item interactions")
struct ContainerItemInteractionTests {
    enum MailAction: Equatable {
        case archive(Int)
        case moved(Int, Move<ItemPath>)
    }

    func items(_ ids: [Int], disabled: Set<Int> = [], actions: ActionDispatcher<MailAction>) -> [ContainerItem<StatusContent>] {
        ids.map { id in
            ContainerItem(id: id, content: StatusContent(.empty, message: "Mail \(id)"))
                .swipeActions(.trailing, [SwipeAction("Archive") { actions.send(.archive(id)); return true }])
                .movable(id != 3)
                .moveAction({ .moved(id, $0) }, to: actions)
                .disabled(disabled.contains(id))
        }
    }

    @Test("An item without a tap handler still swipes; a disabled one has no actions")
    func tableSwipes() throws {
        var sent: [MailAction] = []
        let actions = ActionDispatcher<MailAction> { sent.append($0) }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 30, height: 4), layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: [
                ControllerSection(id: 0, items: items([1, 2, 3], disabled: [2], actions: actions).map { $0.cellController(for: TableHost.self) }),
            ])
        #expect(try adapter.host.fullSwipe(at: ItemPath(item: 0, section: 0)))
        #expect(sent == [.archive(1)])
        #expect(throws: SwipeActionError.itemDisabled(ItemPath(item: 1, section: 0))) { try adapter.host.swipe(at: ItemPath(item: 1, section: 0)) }
        #expect(throws: SwipeActionError.noActions(ItemPath(item: 0, section: 0), edge: .leading)) {
            try adapter.host.swipe(at: ItemPath(item: 0, section: 0), edge: .leading)
        }
    }

    @Test("Moves of design-system items send typed actions; unmovable and disabled items cannot move")
    func gridMoves() throws {
        var sent: [MailAction] = []
        let actions = ActionDispatcher<MailAction> { sent.append($0) }
        let adapter = CellControllerAdapter(
            host: GridHost(viewportSize: Size(width: 30, height: 6), layout: GridLayout(columns: .fixed(2), itemHeight: 1)),
            sections: [
                ControllerSection(id: 0, items: items([1, 2, 3, 4], disabled: [4], actions: actions).map { $0.cellController(for: GridHost.self) }),
            ])
        try adapter.host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        try adapter.host.updateInteractiveMovementTarget(to: ItemPath(item: 1, section: 0))
        try adapter.host.endInteractiveMovement()
        #expect(sent == [.moved(1, Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0)))])
        #expect(throws: InteractiveMovementError.cannotMove(ItemPath(item: 2, section: 0))) {
            try adapter.host.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0))
        }
        #expect(throws: InteractiveMovementError.cannotMove(ItemPath(item: 3, section: 0))) {
            try adapter.host.beginInteractiveMovementForItem(at: ItemPath(item: 3, section: 0))
        }
        try adapter.host.swipe(at: ItemPath(item: 0, section: 0))
        #expect(adapter.host.renderText().split(separator: "\n").first?.contains("[Archive]") == true)
    }
}
