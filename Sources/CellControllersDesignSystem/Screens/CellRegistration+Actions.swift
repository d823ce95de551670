import CellControllers

extension CellRegistration {
    /// A copy that sends `action(item)` to `dispatcher` when an item is tapped.
    ///
    /// Unlike ``ContainerItem/action(_:to:)``, which takes the action itself, this takes a
    /// closure from the item to the action (`.action({ .open($0.id) }, to: actions)`), because
    /// one registration serves many items.
    public func action<Action>(_ action: @escaping (Item) -> Action, to dispatcher: ActionDispatcher<Action>) -> Self {
        onSelect { item in dispatcher.send(action(item)) }
    }

    /// A copy that sends `action(item)` to `dispatcher` when an item is long-pressed.
    public func longPressAction<Action>(_ action: @escaping (Item) -> Action, to dispatcher: ActionDispatcher<Action>) -> Self {
        onLongPress { item in dispatcher.send(action(item)) }
    }

    /// A copy that sends `action(item, move)` to `dispatcher` when an interactive move of an
    /// item ends: the typed action of a reorder.
    public func moveAction<Action>(_ action: @escaping (Item, Move<ItemPath>) -> Action, to dispatcher: ActionDispatcher<Action>) -> Self {
        onMove { item, move in dispatcher.send(action(item, move)) }
    }
}
