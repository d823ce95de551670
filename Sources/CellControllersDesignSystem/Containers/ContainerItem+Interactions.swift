import CellControllers

extension ContainerItem {
    /// A copy that reveals `actions` when swiped at `edge` (the first at the row's edge, the one
    /// a full swipe performs). A disabled item has none.
    public func swipeActions(_ edge: SwipeEdge, performsFirstActionWithFullSwipe: Bool = true, _ actions: [SwipeAction]) -> Self {
        var copy = self
        copy.swipeActionsByEdge[edge] = actions.isEmpty
            ? nil : SwipeActionsConfiguration(actions: actions, performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe)
        return copy
    }

    /// A copy that can be moved interactively when `isMovable` (and enabled).
    public func movable(_ isMovable: Bool = true) -> Self {
        var copy = self
        copy.isMovable = isMovable
        return copy
    }

    /// A copy that runs `handler` with the move when an interactive move of the item ends.
    public func onMove(_ handler: @escaping @MainActor (Move<ItemPath>) -> Void) -> Self {
        var copy = self
        copy.moveHandler = handler
        return copy
    }

    /// A copy that sends `action(move)` to `dispatcher` when an interactive move of the item
    /// ends: the typed action of a reorder.
    @MainActor
    public func moveAction<Action>(_ action: @escaping (Move<ItemPath>) -> Action, to dispatcher: ActionDispatcher<Action>) -> Self {
        onMove { move in dispatcher.send(action(move)) }
    }
}
