/// Where a carousel section is scrolled to: the host's layout state for that section keeps it
/// (`GridSectionMetrics`), so that it lives and dies with the section's layout. It survives
/// batch updates that keep the section with the same layout (clamped when items go), and a
/// relayout for a new width or host layout; ``CellHost/reloadData()`` starts it again at its
/// start, as UIKit's `reloadData()` does with its orthogonal scroll views.
struct CarouselScroll: Hashable, Sendable {
    /// The carousel's layout.
    let layout: CarouselLayout
    /// How far the items are scrolled to the left, from ``minOffset`` to ``maxOffset``.
    private(set) var offset = 0.0
    /// The smallest offset: 0, or for ``CarouselPaging/centeredGroup(_:)`` the (negative)
    /// offset that centres the first group when it is narrower than the viewport.
    private(set) var minOffset = 0.0
    /// The largest offset: the last item's trailing edge (with the section's trailing inset) at
    /// the viewport's right edge, or the offset that centres the last group; 0 when the items fit.
    private(set) var maxOffset = 0.0
    /// Whether the last sideways move went towards later items (the direction it prefetches
    /// in); forwards before any move.
    private(set) var movedForward = true
    /// The section's bounds, as the last ``setBounds(count:width:insets:)`` gave them: the
    /// number of items, the width of the viewport, and the leading inset.
    private var count = 0
    private var width = 0.0
    private var leading = 0.0
    /// Whether the carousel has had items once, or was scrolled. Until then it has no place:
    /// each setting of the bounds puts it at its start, so that items arriving in a carousel that
    /// never had any start where a fresh host's would. (One emptied later keeps its offset,
    /// clamped.)
    private(set) var isPlaced = false

    init(layout: CarouselLayout) {
        self.layout = layout
    }

    /// Where the carousel starts: the first group centred for
    /// ``CarouselPaging/centeredGroup(_:)``, else 0.
    var startOffset: Double { minOffset }

    /// Whether a reload must carry the carousel's offset to keep it where batch updates would:
    /// it is scrolled away from its start, or it is empty but placed (items arriving keep its
    /// offset, clamped, where a carousel with no place would start at its start).
    var isAwayFromStart: Bool { offset != startOffset || (isPlaced && count == 0) }

    /// Sets the bounds for `count` items in a section `width` wide with `insets` left and right,
    /// and clamps the offset to them (the direction stays). The first setting with items puts the
    /// carousel at its start (see ``isPlaced``).
    mutating func setBounds(count: Int, width: Double, insets: EdgeInsets) {
        self.count = count
        self.width = width
        self.leading = insets.left
        let content = count > 0 ? insets.left + layout.contentWidth(count: count) + insets.right : 0
        minOffset = 0
        maxOffset = max(0, content - width)
        if case .centeredGroup = layout.paging, count > 0 {
            minOffset = min(0, centredOffset(ofGroup: 0))
            maxOffset = max(maxOffset, centredOffset(ofGroup: groupCount - 1))
        }
        offset = isPlaced ? min(max(offset, minOffset), maxOffset) : minOffset
        if count > 0 { isPlaced = true }
    }

    /// `x`, clamped from ``minOffset`` to ``maxOffset`` (a non-finite `x` gives the current offset).
    func clamped(_ x: Double) -> Double {
        x.isFinite ? min(max(minOffset, x), maxOffset) : offset
    }

    /// Scrolls to `x` (clamped), which places the carousel (see ``isPlaced``); a move sets the
    /// direction.
    mutating func scroll(to x: Double) {
        let target = clamped(x)
        if target != offset { movedForward = target > offset }
        offset = target
        isPlaced = true
    }

    /// Where a swipe of `distance` columns from the current offset comes to rest (see
    /// ``CarouselPaging`` for the rules of each kind), clamped.
    ///
    /// - Complexity: O(1).
    func restingOffset(afterSwipeBy distance: Double) -> Double {
        let end = clamped(offset + distance)
        let paging = layout.paging
        guard paging != .none else { return end }
        // Resting place k is `base + k × step`, the end of the content being one too.
        let base: Double
        let step: Double
        if case .centeredGroup = paging {
            base = centredOffset(ofGroup: 0)
            step = Double(paging.itemsPerGroup ?? 1) * layout.stride
        } else if let size = paging.itemsPerGroup {
            base = 0
            step = Double(size) * layout.stride
        } else {
            base = 0
            step = width
        }
        guard step > 0 else { return end }
        // The places either side of a position, the content's end among them.
        func places(around x: Double) -> (below: Double, above: Double) {
            let k = ((x - base) / step).rounded(.down)
            let below = base + k * step
            let above = below + step
            return (clamped(below), clamped(above >= maxOffset ? maxOffset : above))
        }
        if paging.movesOnePagePerSwipe {
            // The next place past the current offset in the swipe's direction: at most one page.
            let (below, above) = places(around: offset)
            if distance > 0 { return offset < above ? above : clamped(above + step) }
            if distance < 0 { return offset > below ? below : clamped(below - step) }
            return offset - below <= above - offset ? below : above
        }
        // Continuous kinds: the first place at or past where the swipe ended.
        let (below, above) = places(around: end)
        if end == below || end == maxOffset { return end }
        if distance > 0 { return above }
        if distance < 0 { return below }
        return end - below <= above - end ? below : above
    }

    /// The number of groups of the carousel's items (the last one may be short).
    private var groupCount: Int {
        let size = layout.paging.itemsPerGroup ?? 1
        return (count + size - 1) / size
    }

    /// The offset that centres group `group` in the viewport.
    private func centredOffset(ofGroup group: Int) -> Double {
        let size = layout.paging.itemsPerGroup ?? 1
        let first = group * size
        let items = max(0, min(size, count - first))
        let groupStart = leading + Double(first) * layout.stride
        return groupStart + layout.contentWidth(count: items) / 2 - width / 2
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
