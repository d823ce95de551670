/// A host's viewport: its size and where its top-left corner is in content coordinates, with
/// the rule that keeps the corner within the content.
struct Viewport: Hashable, Sendable {
    /// The size of the visible area (``CellHost/viewportSize``).
    var size: Size
    /// The position of the top-left corner in content coordinates (``CellHost/contentOffset``).
    var offset = Point.zero

    /// The rectangle of content the viewport shows.
    var rect: Rect { Rect(origin: offset, size: size) }

    /// `offset` moved to where the viewport may be over content `contentHeight` high: at the
    /// left edge, and vertically between the top and the last position that still shows
    /// content (the top when the content is shorter than the viewport); a non-finite offset
    /// goes to the top.
    func clamped(_ offset: Point, contentHeight: Double) -> Point {
        let maxY = max(0, contentHeight - size.height)
        let y = offset.y.isFinite ? min(max(0, offset.y), maxY) : 0
        return Point(x: 0, y: y)
    }
}
