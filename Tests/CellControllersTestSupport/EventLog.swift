/// One call a test controller or factory received, with the id it concerns: a row's id, or the
/// section of a header or footer. Tests compare these values; ``description`` only names them in
/// failure messages ("willDisplay 3").
package enum Event: Hashable, Sendable, CustomStringConvertible {
    /// A factory made the controller of row `id`.
    case make(Int)
    /// The controller configured a cell, to measure or to display it.
    case configure(Int)
    case willDisplay(Int)
    case didEndDisplaying(Int)
    case select(Int)
    case deselect(Int)
    case longPress(Int)
    /// The host asked the controller whether a tap may select its item.
    case shouldSelect(Int)
    /// The host asked the controller whether a tap may deselect its item.
    case shouldDeselect(Int)
    case prefetch(Int)
    case cancelPrefetch(Int)
    /// The header or footer of section `id` displayed its cell.
    case willDisplaySupplementary(Int)
    /// The header or footer of section `id` ended displaying its cell.
    case didEndDisplayingSupplementary(Int)
    /// The header or footer of section `id` was tapped (its controller's `didSelectCell`).
    case tapSupplementary(Int)
    /// A controller that shows its row in a `BadgeCell` (instead of a `LabelCell`) displayed it.
    case willDisplayBadge(Int)

    /// The kind of call, without its id: to filter a log (`log.events.filter { $0.kind == .configure }`).
    package enum Kind: String, Hashable, Sendable {
        case make, configure, willDisplay, didEndDisplaying, select, deselect, longPress
        case shouldSelect, shouldDeselect, prefetch, cancelPrefetch
        case willDisplaySupplementary, didEndDisplayingSupplementary, tapSupplementary, willDisplayBadge
    }

    /// The event of `kind` for `id`.
    package init(_ kind: Kind, _ id: Int) {
        switch kind {
        case .make: self = .make(id)
        case .configure: self = .configure(id)
        case .willDisplay: self = .willDisplay(id)
        case .didEndDisplaying: self = .didEndDisplaying(id)
        case .select: self = .select(id)
        case .deselect: self = .deselect(id)
        case .longPress: self = .longPress(id)
        case .shouldSelect: self = .shouldSelect(id)
        case .shouldDeselect: self = .shouldDeselect(id)
        case .prefetch: self = .prefetch(id)
        case .cancelPrefetch: self = .cancelPrefetch(id)
        case .willDisplaySupplementary: self = .willDisplaySupplementary(id)
        case .didEndDisplayingSupplementary: self = .didEndDisplayingSupplementary(id)
        case .tapSupplementary: self = .tapSupplementary(id)
        case .willDisplayBadge: self = .willDisplayBadge(id)
        }
    }

    package var kind: Kind { parts.kind }

    /// The row's id, or the section of a header or footer.
    package var id: Int { parts.id }

    package var description: String { "\(kind.rawValue) \(id)" }

    private var parts: (kind: Kind, id: Int) {
        switch self {
        case .make(let id): (.make, id)
        case .configure(let id): (.configure, id)
        case .willDisplay(let id): (.willDisplay, id)
        case .didEndDisplaying(let id): (.didEndDisplaying, id)
        case .select(let id): (.select, id)
        case .deselect(let id): (.deselect, id)
        case .longPress(let id): (.longPress, id)
        case .shouldSelect(let id): (.shouldSelect, id)
        case .shouldDeselect(let id): (.shouldDeselect, id)
        case .prefetch(let id): (.prefetch, id)
        case .cancelPrefetch(let id): (.cancelPrefetch, id)
        case .willDisplaySupplementary(let id): (.willDisplaySupplementary, id)
        case .didEndDisplayingSupplementary(let id): (.didEndDisplayingSupplementary, id)
        case .tapSupplementary(let id): (.tapSupplementary, id)
        case .willDisplayBadge(let id): (.willDisplayBadge, id)
        }
    }
}

/// A shared, ordered log of the ``Event``s test controllers and factories receive.
@MainActor
package final class EventLog {
    package private(set) var events: [Event] = []

    package init() {}

    package func record(_ event: Event) { events.append(event) }

    package func clear() { events.removeAll() }

    /// The events of the kinds `kinds`, in order.
    package func events(_ kinds: Set<Event.Kind>) -> [Event] { events.filter { kinds.contains($0.kind) } }
}
