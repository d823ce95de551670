import CellControllers

/// What can be placed on the right of a ``LeftRightContent``: nothing, a chevron, a detail and a
/// chevron, a badge, or a toggle (hh.ru's `RightContent`).
///
/// A right part is one line pinned to the trailing edge; its width is the part's minimum width,
/// and the left part gets what remains. The built-in parts are ``RightEmpty``,
/// ``RightChevron``, ``RightDetailChevron``, ``RightBadge`` and ``RightToggle``; write
/// `.chevron`, `.detailChevron(…)`… where a right part is expected.
public protocol RightPart: Equatable, Sendable {
    /// The text drawn at the trailing edge, or `""` for nothing.
    var trailingText: String { get }
}

/// A right part showing nothing: the left part takes the whole row.
public struct RightEmpty: RightPart {
    /// Creates an empty part.
    public init() {}

    /// Nothing.
    public var trailingText: String { "" }
}

/// A right part showing a chevron, `›`, for rows that navigate.
public struct RightChevron: RightPart {
    /// Creates a chevron part.
    public init() {}

    /// `›`.
    public var trailingText: String { "›" }
}

/// A right part showing a detail text and a chevron, such as `Russia ›`.
public struct RightDetailChevron: RightPart {
    /// The detail text.
    public var detail: String

    /// Creates a detail and chevron part.
    public init(_ detail: String) {
        self.detail = detail
    }

    /// The detail and `›`.
    public var trailingText: String { "\(detail) ›" }
}

/// A right part showing a badge, such as a count of unread messages: `(3)`.
public struct RightBadge: RightPart {
    /// The badge's text.
    public var value: String

    /// Creates a badge with `value`.
    public init(_ value: String) {
        self.value = value
    }

    /// The value in parentheses.
    public var trailingText: String { "(\(value))" }
}

/// A right part showing a switch: `[ ●]` when on, `[○ ]` when off.
public struct RightToggle: RightPart {
    /// Whether the switch is on.
    public var isOn: Bool

    /// Creates a switch.
    public init(isOn: Bool) {
        self.isOn = isOn
    }

    /// The switch, knob on the right when on.
    public var trailingText: String { isOn ? "[ ●]" : "[○ ]" }
}

extension RightPart where Self == RightEmpty {
    /// A ``RightEmpty``.
    public static var empty: RightEmpty { RightEmpty() }
}

extension RightPart where Self == RightChevron {
    /// A ``RightChevron``.
    public static var chevron: RightChevron { RightChevron() }
}

extension RightPart where Self == RightDetailChevron {
    /// A ``RightDetailChevron``.
    public static func detailChevron(_ detail: String) -> RightDetailChevron { RightDetailChevron(detail) }
}

extension RightPart where Self == RightBadge {
    /// A ``RightBadge``.
    public static func badge(_ value: String) -> RightBadge { RightBadge(value) }
}

extension RightPart where Self == RightToggle {
    /// A ``RightToggle``.
    public static func toggle(isOn: Bool) -> RightToggle { RightToggle(isOn: isOn) }
}
