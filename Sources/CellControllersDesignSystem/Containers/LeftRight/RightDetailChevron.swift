import CellControllers

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
