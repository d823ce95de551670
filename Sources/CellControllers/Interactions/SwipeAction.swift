/// One button revealed by a swipe on a row, like `UIContextualAction`: a title, a style, and a
/// handler that performs it.
///
/// The handler runs on the main actor once the host has hidden the revealed actions, and
/// returns whether it performed the action (UIKit's completion handler's `Bool`). A destructive
/// action that deletes its item does so the ordinary way: it changes the app's data and applies
/// the new screen through the adapter, whose diff deletes the row.
///
/// ```swift
/// let delete = SwipeAction("Delete", style: .destructive) {
///     print("deleted")
///     return true
/// }
/// ```
public struct SwipeAction {
    /// How an action is drawn, like `UIContextualAction.Style`.
    public enum Style: Hashable, Sendable {
        /// An ordinary action.
        case normal
        /// An action that deletes or otherwise destroys its item.
        case destructive
    }

    /// The button's title; ``CellHost/performSwipeAction(titled:)`` finds actions by it.
    public var title: String
    /// The button's style.
    public var style: Style
    /// Performs the action; returns whether it did.
    public var handler: @MainActor () -> Bool

    /// Creates an action titled `title`.
    public init(_ title: String, style: Style = .normal, handler: @escaping @MainActor () -> Bool) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
