/// A host's pull to refresh: the app's handler and the refresh running, if any (UIKit's
/// `UIRefreshControl`, with an `async` handler instead of a target-action and `endRefreshing()`).
@MainActor
struct RefreshState {
    /// The handler a pull runs (``CellHost/refreshHandler``).
    var handler: (@MainActor () async -> Void)?
    /// The refresh running: its task, and its number (so that a refresh that ends does not end
    /// a later one).
    var running: (task: Task<Void, Never>, number: Int)?
    /// How many refreshes began.
    var count = 0

    /// Whether a refresh is running.
    var isRefreshing: Bool { running != nil }
}

/// A pull to refresh the host cannot perform. The host is left exactly as it was.
public enum RefreshError: Error, Hashable, Sendable {
    /// The host has no ``CellHost/refreshHandler``: a pull only bounces.
    case noRefreshHandler
    /// The list is not at its top (its content offset is `offsetY`): a drag down scrolls it up
    /// instead of pulling past the top.
    case notAtTop(offsetY: Double)
}

extension RefreshError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case .noRefreshHandler:
            "The host has no refresh handler, so a pull only bounces. Set host.refreshHandler first."
        case .notAtTop(let offsetY):
            "The list is scrolled to y \(offsetY), not its top: a drag down scrolls it up. "
                + "Scroll to the top (contentOffset = Point()) before pulling to refresh."
        }
    }
}
