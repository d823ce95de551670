/// The edge of a row that a swipe reveals actions at, like `UISwipeActionsConfiguration`'s
/// leading and trailing configurations.
public enum SwipeEdge: Hashable, Sendable, CaseIterable {
    /// The leading (left) edge: revealed by a swipe to the right.
    case leading
    /// The trailing (right) edge: revealed by a swipe to the left.
    case trailing
}
