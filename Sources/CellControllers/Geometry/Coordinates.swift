/// A position in a host's content coordinate space.
///
/// Headless hosts measure in *text cells*: one unit of width is one character column and one unit
/// of height is one rendered line, so the text rendering of a viewport is exact.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point; each coordinate defaults to zero, so `Point()` is the origin (UIKit's
    /// `CGPoint.zero`).
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }
}

/// A width and a height in a host's coordinate space (see ``Point``).
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size; each extent defaults to zero, so `Size()` is the empty size (UIKit's
    /// `CGSize.zero`).
    public init(width: Double = 0, height: Double = 0) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle: an origin and a size.
public struct Rect: Hashable, Sendable {
    /// The top-left corner (``minX`` and ``minY``).
    public var origin: Point
    /// The extent (``width`` and ``height``).
    public var size: Size

    /// Creates a rectangle from its origin and size; each defaults to zero, so `Rect()` is the
    /// empty rectangle at the origin (UIKit's `CGRect.zero`).
    public init(origin: Point = Point(), size: Size = Size()) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates (the package's shorthand; the public form is
    /// ``init(origin:size:)``).
    package init(x: Double, y: Double = 0, width: Double = 0, height: Double = 0) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The smallest x coordinate.
    public var minX: Double { origin.x }
    /// The smallest y coordinate.
    public var minY: Double { origin.y }
    /// The largest x coordinate.
    package var maxX: Double { origin.x + size.width }
    /// The largest y coordinate.
    package var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// Whether `point` lies inside the rectangle (the top and left edges are inside, the bottom
    /// and right edges are not, as in UIKit).
    package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles share any area.
    package func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
