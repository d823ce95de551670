/// The events of an inbox run that `--events` prints, one per line, in order.
@MainActor
final class InboxEventLog {
    /// One event.
    enum Event: Equatable {
        /// A row or header is about to appear.
        case display(String)
        /// A row or header left the screen.
        case endDisplay(String)
        /// Pagination: a request, a page loaded, a footer state.
        case loadMore(String)
        /// A row entered the prefetch window (it will soon be visible).
        case prefetch(String)
        /// A row left the prefetch window without being displayed.
        case cancelPrefetch(String)
        /// A row was seen: its visible fraction crossed its impression threshold up (the
        /// fraction it reached).
        case impression(String, Double)
        /// Pull to refresh: the request, the mail delivered, the end.
        case refresh(String)

        /// The event as printed.
        var line: String {
            switch self {
            case .display(let what): "display: \(what)"
            case .endDisplay(let what): "end display: \(what)"
            case .loadMore(let what): "load more: \(what)"
            case .prefetch(let what): "prefetch: \(what)"
            case .cancelPrefetch(let what): "cancel prefetch: \(what)"
            case let .impression(what, fraction): "impression: \(what) (\(Int((fraction * 100).rounded()))%)"
            case .refresh(let what): "refresh: \(what)"
            }
        }
    }

    private(set) var events: [Event] = []

    /// Records one event.
    func record(_ event: Event) {
        events.append(event)
    }

    /// The events as lines.
    var lines: [String] { events.map(\.line) }
}
