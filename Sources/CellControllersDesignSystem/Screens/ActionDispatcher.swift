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
