import CellControllers

/// Delivers the typed actions of a screen's items to one handler (Proximus's routes): items say
/// *what* the user asked for, as an `Action` value, and the app decides what to do with it.
///
/// Because actions are values, app logic can be tested by sending actions, without any cell; and
/// a screen can be tested by tapping its items and looking at the actions that arrived.
///
/// ```swift
/// enum SettingsAction { case openProfile, openRegion, toggle(String) }
/// let actions = ActionDispatcher<SettingsAction> { router.handle($0) }
/// ContainerItem(id: "profile", content: profile).action(.openProfile, to: actions)
/// ```
@MainActor
public final class ActionDispatcher<Action> {
    /// The handler every action is delivered to.
    public var onAction: (Action) -> Void

    /// Creates a dispatcher that delivers actions to `onAction`.
    public init(_ onAction: @escaping (Action) -> Void) {
        self.onAction = onAction
    }

    /// Delivers `action` to ``onAction``.
    public func send(_ action: Action) {
        onAction(action)
    }
}

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
