/// A position in a host's content coordinate space.
///
/// Headless hosts measure in *text cells*: one unit of width is one character column and one unit
/// of height is one rendered line, so the text rendering of a viewport is exact.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)
}
