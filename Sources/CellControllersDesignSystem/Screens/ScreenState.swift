import CellControllers

/// What a screen shows: a status (loading, empty, error) or its content (Proximus's loading and
/// error states swapped for data).
///
/// Every state is rendered as sections (see ``Screen``), so switching state is applying another
/// snapshot: the adapter diffs the status sections away and the content sections in.
public enum ScreenState<Model, Action> {
    /// The content is being loaded.
    case loading
    /// There is nothing to show; `message` says so.
    case empty(message: String)
    /// Loading failed; `message` says why, and the Retry button sends `retry`.
    case error(message: String, retry: Action)
    /// The content.
    case content(Model)

    /// `loading`, `empty`, `error` or `content`.
    public var name: String {
        switch self {
        case .loading: "loading"
        case .empty: "empty"
        case .error: "error"
        case .content: "content"
        }
    }
}

extension ScreenState: Equatable where Model: Equatable, Action: Equatable {}
extension ScreenState: Sendable where Model: Sendable, Action: Sendable {}
