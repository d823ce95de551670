import CellControllers

/// The line a ``LeftRightContent`` draws below itself.
public enum LeftRightSeparator: Hashable, Sendable {
    /// No separator.
    case none
    /// A line of `─` with the given space on each side.
    case inset(left: Double, right: Double)

    /// A line from edge to edge.
    public static let full = LeftRightSeparator.inset(left: 0, right: 0)

    /// A line with the same space on both sides.
    public static func inset(_ inset: Double) -> LeftRightSeparator {
        .inset(left: inset, right: inset)
    }
}
