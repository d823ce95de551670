extension CellHost {
    /// Where the host is scrolled, by item: the first item the user sees (in display order, the
    /// first visible one not wholly under a pinned header or footer or a bar over the list, see
    /// ``setPinnedInsets(_:)``; the first visible one when the bars leave no room) and how far the
    /// viewport's top is below that item's top; `nil` when no item is visible. Restoring it
    /// brings back the same offset for the same content.
    ///
    /// Paths change with every apply: to keep a position across applies, read it by identifier
    /// from a ``DiffableDataSource`` (``DiffableDataSource/itemScrollPosition``).
    ///
    /// - Complexity: O(v log v) for v visible cells.
    package var itemScrollPosition: ItemScrollPosition<ItemPath>? {
        loadIfNeeded()
        guard let first = visibleItemsSeenFirst().first else { return nil }
        return ItemScrollPosition(item: first.path, offset: contentOffset.y - first.frame.minY)
    }

    /// Scrolls so that the viewport's top is `position.offset` below the top of the item at
    /// `position.item`, clamped to the content (like every scroll, it hides revealed swipe
    /// actions if it moves). With estimated heights, it shows the item first to measure it, then
    /// scrolls by the offset, measuring what that reveals while keeping the item in place.
    ///
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)`` for a path that does
    ///   not exist; the host does not move.
    /// - Complexity: O(log n) plus the cells that enter or leave.
    package func restoreScrollPosition(_ position: ItemScrollPosition<ItemPath>) throws(CellHostError) {
        loadIfNeeded()
        let path = position.item
        try checkRange(path, throwing: CellHostError.self)
        for _ in 0..<4 {
            guard let frame = engine.frame(for: .item(path)) else { return }
            // An item of estimated height is measured first, shown at the top: the offset is
            // measured from its real top, within its real height.
            let y = engine.isEstimated(path) ? frame.minY : frame.minY + position.offset
            let target = clamped(Point(x: contentOffset.x, y: y))
            if target == contentOffset, engine.isEstimated(path) {
                layoutVisibleElements(anchor: .item(path))
                if engine.isEstimated(path) { return }
                continue
            }
            if target == contentOffset { break }
            scroll(to: target)
            layoutVisibleElements(anchor: .item(path))
        }
    }
}
