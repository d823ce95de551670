/// The actions a swipe reveals at one edge of a row, like `UISwipeActionsConfiguration`.
///
/// Actions are listed from the row's edge inwards, as in UIKit: the first action is the one at
/// the very edge, and the one a full swipe performs.
public struct SwipeActionsConfiguration {
    /// The actions, the first one at the row's edge.
    public var actions: [SwipeAction]
    /// Whether a full swipe performs the first action (UIKit's default, `true`). When `false`,
    /// a full swipe only reveals the actions.
    public var performsFirstActionWithFullSwipe: Bool

    /// Creates a configuration of `actions`.
    public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }

    /// The actions' titles, the first one at the row's edge.
    public var titles: [String] { actions.map(\.title) }
}
