/// One call a test controller or factory received, with the id it concerns: a row's id, or the
/// section of a header or footer. Tests compare these values (`.willDisplay(3)`) and filter logs
/// by ``kind``; ``description`` only names them in failure messages ("willDisplay 3").
package struct Event: Hashable, Sendable, CustomStringConvertible {
    /// The kind of call.
    package enum Kind: String, Hashable, Sendable {
        /// A factory made the controller of row `id`.
        case make
        /// The controller configured a cell, to measure or to display it.
        case configure
        case willDisplay, didEndDisplaying, select, deselect, longPress
        /// The host asked the controller whether a tap may select (deselect) its item.
        case shouldSelect, shouldDeselect
        case prefetch, cancelPrefetch
        /// The header or footer of section `id` displayed its cell, ended displaying it, or
        /// was tapped (its controller's `didSelectCell`).
        case willDisplaySupplementary, didEndDisplayingSupplementary, tapSupplementary
        /// A controller that shows its row in a `BadgeCell` (instead of a `LabelCell`)
        /// displayed it.
        case willDisplayBadge
        /// Row `id` crossed a visibility threshold up (down).
        case crossUp, crossDown
        /// Section `id` displayed its first element, or ended displaying its last.
        case willDisplaySection, didEndDisplayingSection
    }

    /// The kind of call.
    package let kind: Kind
    /// The row's id, or the section of a header or footer.
    package let id: Int

    /// The event of `kind` for `id`.
    package init(_ kind: Kind, _ id: Int) {
        self.kind = kind
        self.id = id
    }

    package var description: String { "\(kind.rawValue) \(id)" }

    package static func make(_ id: Int) -> Event { Event(.make, id) }
    package static func configure(_ id: Int) -> Event { Event(.configure, id) }
    package static func willDisplay(_ id: Int) -> Event { Event(.willDisplay, id) }
    package static func didEndDisplaying(_ id: Int) -> Event { Event(.didEndDisplaying, id) }
    package static func select(_ id: Int) -> Event { Event(.select, id) }
    package static func deselect(_ id: Int) -> Event { Event(.deselect, id) }
    package static func longPress(_ id: Int) -> Event { Event(.longPress, id) }
    package static func shouldSelect(_ id: Int) -> Event { Event(.shouldSelect, id) }
    package static func shouldDeselect(_ id: Int) -> Event { Event(.shouldDeselect, id) }
    package static func prefetch(_ id: Int) -> Event { Event(.prefetch, id) }
    package static func cancelPrefetch(_ id: Int) -> Event { Event(.cancelPrefetch, id) }
    package static func willDisplaySupplementary(_ id: Int) -> Event { Event(.willDisplaySupplementary, id) }
    package static func didEndDisplayingSupplementary(_ id: Int) -> Event { Event(.didEndDisplayingSupplementary, id) }
    package static func tapSupplementary(_ id: Int) -> Event { Event(.tapSupplementary, id) }
    package static func willDisplayBadge(_ id: Int) -> Event { Event(.willDisplayBadge, id) }
    package static func crossUp(_ id: Int) -> Event { Event(.crossUp, id) }
    package static func crossDown(_ id: Int) -> Event { Event(.crossDown, id) }
    package static func willDisplaySection(_ id: Int) -> Event { Event(.willDisplaySection, id) }
    package static func didEndDisplayingSection(_ id: Int) -> Event { Event(.didEndDisplayingSection, id) }
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
