import CellControllers

extension ContainerItem {
    /// A copy that sends `action` to `dispatcher` when tapped (and is therefore tappable).
    ///
    /// The item keeps the dispatcher alive, as any handler keeps what it captures: a dispatcher
    /// made just to build some sections works as long as the sections are shown. (A cycle forms
    /// only if the dispatcher's handler captures what owns the sections; capture that weakly.)
    @MainActor
    public func action<Action>(_ action: Action, to dispatcher: ActionDispatcher<Action>) -> Self {
        onSelect { dispatcher.send(action) }
    }

    /// A copy that sends `action` to `dispatcher` when long-pressed.
    @MainActor
    public func longPressAction<Action>(_ action: Action, to dispatcher: ActionDispatcher<Action>) -> Self {
        onLongPress { dispatcher.send(action) }
    }
}
