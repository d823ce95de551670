extension GridSectionMetrics {
    /// Scrolls a carousel section's items sideways to `x` (clamped to its content); nothing
    /// for a section of columns.
    mutating func scrollCarousel(to x: Double) {
        carousel?.scroll(to: x)
    }

    /// The items of a carousel whose frames meet the columns `minX..<maxX` of the section at
    /// its current offset (empty for a section of columns).
    ///
    /// - Complexity: O(1) plus the items returned.
    func carouselItems(meeting minX: Double, _ maxX: Double) -> Range<Int> {
        guard let carousel else { return 0..<0 }
        let places = carousel.items(meeting: minX + carousel.offset, maxX + carousel.offset, leading: insets.left, count: carouselPlaces)
        guard groupRows != nil, !places.isEmpty else { return places }
        return (places.lowerBound * columns)..<min(items.count, places.upperBound * columns)
    }

    /// The places of a carousel's row: its items, or with a group, its repetitions.
    ///
    /// - Complexity: O(1).
    var carouselPlaces: Int {
        groupRows == nil ? items.count : (items.count + columns - 1) / max(1, columns)
    }

    /// The items of a carousel in `rect`: its row meets the rect's lines, and their frames its
    /// columns (none when the items have no height).
    ///
    /// - Complexity: O(1) plus the items returned.
    func carouselItems(in rect: Rect, bodyTop: Double, _ carousel: CarouselScroll) -> Range<Int> {
        let top = bodyTop + insets.top
        let height = carousel.layout.itemHeight
        guard height > 0, top < rect.maxY, top + height > rect.minY else { return 0..<0 }
        return carouselItems(meeting: rect.minX, rect.maxX)
    }

    /// A carousel item's frame where it is shown: its place in the row, less the offset.
    ///
    /// - Complexity: O(1).
    func carouselFrame(_ item: Int, bodyTop: Double, _ carousel: CarouselScroll) -> Rect {
        if let groupRows {
            let x = insets.left + Double(item / columns) * carousel.layout.stride - carousel.offset
            return groupRows.frames(rowHeight: carousel.layout.itemHeight)[item % columns].offsetBy(dx: x, dy: bodyTop + insets.top)
        }
        let x = insets.left + Double(item) * carousel.layout.stride - carousel.offset
        return Rect(x: x, y: bodyTop + insets.top, width: carousel.layout.itemWidth, height: carousel.layout.itemHeight)
    }

    /// The carousel item under `point` (the gaps between items have none).
    ///
    /// - Complexity: O(1).
    func carouselItem(at point: Point, bodyTop: Double, _ carousel: CarouselScroll) -> Int? {
        let x = point.x + carousel.offset - insets.left
        guard x >= 0 else { return nil }
        let column = Int((x / carousel.layout.stride).rounded(.down))
        if groupRows != nil {
            // The group the division gives, or the one before it; then its items' frames.
            for place in [column, column - 1] where (0..<carouselPlaces).contains(place) {
                for item in (place * columns)..<min(items.count, (place + 1) * columns)
                where carouselFrame(item, bodyTop: bodyTop, carousel).contains(point) {
                    return item
                }
            }
            return nil
        }
        // The division's item or the one before it (a point on an edge of rounded sums).
        for candidate in [column, column - 1] where (0..<items.count).contains(candidate) {
            if carouselFrame(candidate, bodyTop: bodyTop, carousel).contains(point) { return candidate }
        }
        return nil
    }
}
