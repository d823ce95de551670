/// Where a carousel section is scrolled to: the host's layout state for that section keeps it
/// (`GridSectionMetrics`), so that it lives and dies with the section's layout. It survives
/// batch updates that keep the section with the same layout (clamped when items go), and a
/// relayout for a new width or host layout; ``CellHost/reloadData()`` starts it again at 0, as
/// UIKit's `reloadData()` does with its orthogonal scroll views.
struct CarouselScroll: Hashable, Sendable {
    /// The carousel's layout.
    let layout: CarouselLayout
    /// How far the items are scrolled to the left, from 0 to ``maxOffset``.
    private(set) var offset = 0.0
    /// The largest offset: the last item's trailing edge (with the section's trailing inset) at
    /// the viewport's right edge; 0 when the items fit.
    private(set) var maxOffset = 0.0
    /// Whether the last sideways move went towards later items (the direction it prefetches
    /// in); forwards before any move.
    private(set) var movedForward = true

    init(layout: CarouselLayout) {
        self.layout = layout
    }

    /// Sets the bounds for `count` items in a section `width` wide with `insets` left and right,
    /// and clamps the offset to them (the direction stays).
    mutating func setBounds(count: Int, width: Double, insets: EdgeInsets) {
        let content = count > 0 ? insets.left + layout.contentWidth(count: count) + insets.right : 0
        maxOffset = max(0, content - width)
        offset = min(offset, maxOffset)
    }

    /// `x`, clamped from 0 to ``maxOffset`` (a non-finite `x` gives the current offset).
    func clamped(_ x: Double) -> Double {
        x.isFinite ? min(max(0, x), maxOffset) : offset
    }

    /// Scrolls to `x` (clamped); a move sets the direction.
    mutating func scroll(to x: Double) {
        let target = clamped(x)
        if target != offset { movedForward = target > offset }
        offset = target
    }

    /// Where a drag that ended at `x` after moving by `distance` comes to rest: at `x` (clamped)
    /// without paging, else at the first page boundary at or past `x` in the drag's direction
    /// (a page is ``CarouselPaging`` items of ``CarouselLayout/stride`` each), clamped; the end
    /// of the content is a boundary too. A drag of 0 rests at the nearest boundary.
    func restingOffset(afterDragTo x: Double, distance: Double) -> Double {
        let end = clamped(x)
        guard let perPage = layout.paging.itemsPerPage else { return end }
        let page = Double(perPage) * layout.stride
        let pages = end / page
        let rounded = distance > 0 ? pages.rounded(.up) : distance < 0 ? pages.rounded(.down) : pages.rounded()
        return clamped(rounded * page)
    }

    /// The first and last items whose frames meet the columns `minX..<maxX` (content
    /// coordinates of the section, before the offset), for items starting at `leading`.
    ///
    /// - Complexity: O(1).
    func items(meeting minX: Double, _ maxX: Double, leading: Double, count: Int) -> Range<Int> {
        guard count > 0, maxX > minX else { return 0..<0 }
        let stride = layout.stride
        // An item i spans leading + i·stride ..< that + itemWidth.
        let first = max(0, Int(((minX - leading - layout.itemWidth) / stride).rounded(.down)) + 1)
        let last = min(count - 1, Int(((maxX - leading) / stride).rounded(.up)) - 1)
        guard first <= last else { return 0..<0 }
        return first..<(last + 1)
    }
}
