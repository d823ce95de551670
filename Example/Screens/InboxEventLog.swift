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
        // Prefetch events (`prefetch` / `cancelPrefetch`) are added here once the hosts prefetch:
        // record them from the message controller's prefetch callbacks, like `display`.

        /// The event as printed.
        var line: String {
            switch self {
            case .display(let what): "display: \(what)"
            case .endDisplay(let what): "end display: \(what)"
            case .loadMore(let what): "load more: \(what)"
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
