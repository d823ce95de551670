import CellControllers

/// A right part showing nothing: the left part takes the whole row.
public struct RightEmpty: RightPart {
    /// Creates an empty part.
    public init() {}

    /// Nothing.
    public var trailingText: String { "" }
}
