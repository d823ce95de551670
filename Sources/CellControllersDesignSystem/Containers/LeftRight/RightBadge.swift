import CellControllers

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
