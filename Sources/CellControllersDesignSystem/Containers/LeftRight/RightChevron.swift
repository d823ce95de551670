import CellControllers

/// A right part showing a chevron, `›`, for rows that navigate.
public struct RightChevron: RightPart {
    /// Creates a chevron part.
    public init() {}

    /// `›`.
    public var trailingText: String { "›" }
}
