/// Insets from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets; each defaults to zero, so `EdgeInsets()` is no insets (UIKit's
    /// `UIEdgeInsets.zero`).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The sum of the left and right insets.
    package var horizontal: Double { left + right }
    /// The sum of the top and bottom insets.
    package var vertical: Double { top + bottom }
}
