extension CellHost {
    /// Measures the item at `path` again, because its height changed while its data did not (a
    /// controller's ``CellController/invalidateHeight()``): no reload, no batch update.
    ///
    /// The new height is the data source's, else the section layout's default, else a
    /// configured cell's: the displayed cell, configured again by the data source first (so
    /// that it shows what is measured), or a cell dequeued for the purpose and returned to the
    /// pool. The layout is updated (content size, the frames below the item) and the visible
    /// cells laid out again, keeping what ``scrollAnchoring`` keeps in place: by default the
    /// first visible item, so that an item above the viewport that grows leaves the rows on
    /// screen where they are (they would otherwise jump); a bottom-anchored list at its end stays
    /// there. An item a move lays out in a section of another layout (live reorder) is measured
    /// there and in its own section, where it goes back when the move is no longer shown. An
    /// item whose height is still an estimate is left for its display to measure. Does
    /// nothing before the host loads (the load measures), during a batch update, or for a path
    /// out of range.
    ///
    /// - Complexity: O(log n) plus the visible cells.
    func remeasureItem(at path: ItemPath) {
        guard phase == .loaded, engine.contains(path), !engine.isEstimated(path) else { return }
        let anchor = scrollAnchor()
        let width = engine.itemWidth(forItemAt: path)
        let height: Double
        // During a live reorder the item is laid out in its target's section, with that layout.
        if let given = dataSource?.host(typedSelf, heightForItemAt: path, width: width) ?? engine.defaultItemHeight(of: sectionLayout(engine.shownSection(ofItemAt: path))) {
            height = max(0, given)
        } else if let cell = visible[.item(path)]?.cell {
            dataSource?.host(typedSelf, reconfigure: cell, forItemAt: path)
            height = max(0, cell.preferredHeight(forWidth: width))
        } else {
            height = resolveHeight(of: path, width: width, cell: nil)
        }
        engine.setMeasuredHeight(height, at: path)
        // Laid out at a move's target in a section of another layout, it gets its own section's
        // metrics back when the move is no longer shown: measured there too (a displayed cell
        // configured again, as above, to show what is measured when it is back).
        engine.setOwnMeasuredHeight(ofMovedItemAt: path) {
            let cell = visible[.item(path)]?.cell
            if let cell { dataSource?.host(typedSelf, reconfigure: cell, forItemAt: path) }
            return resolveHeight(of: path, width: engine.itemWidth(inSection: path.section), cell: cell, laidOutIn: path.section)
        }
        // Every item stays where it is in the data: the anchor items keep their paths.
        layoutVisibleElements(keeping: anchor)
    }
}
