extension CellHost {
    /// Measures the item at `path` again, because its height changed while its data did not (a
    /// controller's ``CellController/invalidateHeight()``): no reload, no batch update.
    ///
    /// The new height is the data source's, else the section layout's default, else a
    /// configured cell's: the displayed cell, configured again by the data source first (so
    /// that it shows what is measured), or a cell dequeued for the purpose and returned to the
    /// pool. The layout is updated (content size, the frames below the item) and the visible
    /// cells laid out again. When the item's row (the item, and in a grid the items beside it)
    /// is wholly above the viewport, what is on screen stays where it is: the offset moves by the
    /// change of the content's height (everything below the row moves by it), as the rows in the
    /// viewport would otherwise jump. An item whose height is still an estimate is left for its
    /// display to measure. Does nothing before the host loads (the load measures), during a
    /// batch update, or for a path out of range.
    ///
    /// - Complexity: O(log n) plus the visible cells.
    func remeasureItem(at path: ItemPath) {
        guard phase == .loaded, engine.contains(path), !engine.isEstimated(path),
              let oldFrame = engine.frame(for: .item(path)) else { return }
        // Above the viewport: the item and its row (the grid items beside it, which may be
        // taller and reach into the viewport).
        let isAboveViewport = oldFrame.maxY <= contentOffset.y && !visible.keys.contains { element in
            guard let shown = element.itemPath, let top = engine.frame(for: element)?.minY else { return false }
            return shown != path && top < oldFrame.maxY
        }
        let oldContentHeight = engine.contentSize.height
        let width = engine.itemWidth(inSection: path.section)
        let height: Double
        if let given = source?.heightForItem(path, width) ?? sectionLayout(path.section).defaultItemHeight {
            height = max(0, given)
        } else if let cell = visible[.item(path)]?.cell {
            source?.reconfigure(cell, path)
            height = max(0, cell.preferredHeight(forWidth: width))
        } else {
            height = resolveHeight(of: path, width: width, cell: nil)
        }
        engine.setMeasuredHeight(height, at: path)
        if isAboveViewport {
            // Everything below the item's row moves by what the content grew: the viewport
            // follows. (Not an anchor element's move: the first element shown may be a pinned
            // header whose section starts above the item, and does not move.)
            let growth = engine.contentSize.height - oldContentHeight
            contentOffset = clamped(Point(x: contentOffset.x, y: contentOffset.y + growth))
        } else {
            contentOffset = clamped(contentOffset)
        }
        layoutVisibleElements()
    }
}
