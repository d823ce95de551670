extension GridHost {
    /// How far the carousel of `section` is scrolled sideways, and how far it can be, or `nil`
    /// for a section that is not a carousel or does not exist.
    ///
    /// - `offset`: 0 with the leading inset and the first item at the viewport's left edge;
    ///   negative before that, which only ``CarouselPaging/centeredGroup(_:)`` allows, to centre
    ///   its first group.
    /// - `maximumOffset`: its last item's trailing edge, with the trailing inset, at the
    ///   viewport's right edge, or its last group centred for
    ///   ``CarouselPaging/centeredGroup(_:)``; 0 when its items fit.
    ///
    /// The offset belongs to the section's layout: it survives batch updates that keep the
    /// section with the same layout (clamped when items go), a new viewport width and a new
    /// host ``CellHost/layout`` (clamped); ``CellHost/reloadData()``, or a new layout of the
    /// section, starts it again at 0.
    ///
    /// - Complexity: O(1).
    public func carouselScroll(section: Int) -> (offset: Double, maximumOffset: Double)? {
        loadIfNeeded()
        return engine.carousel(inSection: section).map { ($0.offset, $0.maxOffset) }
    }

    /// Scrolls the carousel of `section` sideways so that its offset is `x`, clamped to its
    /// content (from 0, or the offset that centres the first group of a
    /// ``CarouselPaging/centeredGroup(_:)`` carousel, to the `maximumOffset` of ``carouselScroll(section:)``), as setting the `contentOffset`
    /// of UIKit's orthogonal scroll view does (no paging: the app's scroll goes where it says).
    ///
    /// Only the items that meet the viewport are displayed: items that leave it end displaying
    /// (`didEndDisplaying`) and go back to the reuse pool, items that enter are dequeued and get
    /// `willDisplay`, the prefetch window moves sideways, and revealed swipe actions hide, as
    /// for any scroll that moves. Nothing happens when the offset does not change.
    ///
    /// - Throws: ``CellHostError`` for a section that does not exist or is not a carousel, or a
    ///   non-finite `x`; the host does not change.
    /// - Complexity: O(log s) plus the cells that enter or leave, whatever the number of items.
    public func scrollCarousel(section: Int, toX x: Double) throws(CellHostError) {
        let carousel = try checkedCarousel(section: section)
        guard x.isFinite else { throw .invalidCarouselDistance(x) }
        moveCarousel(section: section, to: carousel.clamped(x))
    }


    /// The user drags the carousel of `section` by `distance` columns (positive: the finger
    /// moves left, towards later items) and lifts the finger: the carousel comes to rest where
    /// its `paging` says.
    ///
    /// - ``CarouselPaging/none``: where the drag ended, clamped.
    /// - ``CarouselPaging/item`` and ``CarouselPaging/group(_:)`` (continuous): at the first
    ///   group boundary at or past where the drag ended, in the drag's direction (a short swipe
    ///   goes to the next group, a long one to the group after where it ended), clamped. A group
    ///   is one item or `size` items and their spacing wide; group `g` rests with item
    ///   `g × size` at the leading inset.
    /// - ``CarouselPaging/page``, ``CarouselPaging/pagedGroup(_:)`` and
    ///   ``CarouselPaging/centeredGroup(_:)`` (paged): **one page per swipe**, whatever its
    ///   length: the next page (a viewport's width), group leading edge or centred group past
    ///   the current offset, in the drag's direction, clamped.
    ///
    /// The end of the content is a resting place too. A swipe of 0 settles on the nearest one,
    /// the earlier (smaller offset) when it is halfway between two.
    /// Display, reuse and prefetching follow as in ``scrollCarousel(section:toX:)``.
    ///
    /// - Returns: the offset the carousel rests at.
    /// - Throws: ``CellHostError`` as ``scrollCarousel(section:toX:)`` does; the host does not change.
    /// - Complexity: O(log s) plus the cells that enter or leave.
    @discardableResult
    public func swipeCarousel(section: Int, by distance: Double) throws(CellHostError) -> Double {
        let carousel = try checkedCarousel(section: section)
        guard distance.isFinite else { throw .invalidCarouselDistance(distance) }
        let target = carousel.restingOffset(afterSwipeBy: distance)
        moveCarousel(section: section, to: target)
        return target
    }

    /// The carousel of `section`, or the error that says why there is none.
    private func checkedCarousel(section: Int) throws(CellHostError) -> CarouselScroll {
        loadIfNeeded()
        guard (0..<numberOfSections).contains(section) else { throw .sectionOutOfRange(section, sectionCount: numberOfSections) }
        guard let carousel = engine.carousel(inSection: section) else { throw .notACarousel(section: section) }
        return carousel
    }
}

extension CellHost {
    /// Moves the carousel of `section` to `x` (already clamped) for a scroll, the app's or the
    /// user's: revealed swipe actions and a presented context menu hide if it moves, as for a
    /// vertical scroll, and the viewport is laid out again.
    func moveCarousel(section: Int, to x: Double) {
        guard let carousel = engine.carousel(inSection: section), carousel.offset != x else { return }
        changeGesture { $0.dismissTransient() }
        engine.scrollCarousel(inSection: section, to: x)
        layoutVisibleElements()
    }

    /// Scrolls the carousel the item is in, if any, the least that shows the whole item (none
    /// when it is fully visible; its leading edge at the viewport's left, or right of the
    /// section's side label column, when it is wider than what is left), for a scroll to the
    /// item (``scrollToItem(at:at:animated:)``). The side label column covers the cards that
    /// scroll under it.
    ///
    /// - Complexity: O(log s) plus the cells that enter or leave.
    func revealInCarousel(_ itemPath: ItemPath) {
        guard let carousel = engine.carousel(inSection: itemPath.section),
              let frame = engine.frame(for: .item(itemPath)) else { return }
        let width = viewportSize.width
        let column = engine.sideLabelFrame(inSection: itemPath.section)?.width ?? 0
        var x = carousel.offset
        if frame.minX < column || frame.width > width - column {
            x += frame.minX - column
        } else if frame.maxX > width {
            x += frame.maxX - width
        }
        moveCarousel(section: itemPath.section, to: carousel.clamped(x))
    }
}
