/// Pinned insets (``CellHost/setPinnedInsets(_:)``) that the host cannot use. The host is left
/// exactly as it was.
public enum PinnedInsetsError: Error, Hashable, Sendable {
    /// An edge of the viewport that a bar covers.
    public enum Edge: Hashable, Sendable {
        /// The top edge, where headers pin.
        case top
        /// The bottom edge, where footers pin.
        case bottom
    }

    /// The inset of `edge` is negative or not finite (NaN or infinite).
    case invalidInset(edge: Edge, value: Double)
}

extension PinnedInsetsError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .invalidInset(edge, value):
            "The pinned inset of the \(edge) edge is \(value), but an inset is how much of the viewport a bar covers: "
                + "give a finite value of 0 or more (0 for no bar)."
        }
    }
}
