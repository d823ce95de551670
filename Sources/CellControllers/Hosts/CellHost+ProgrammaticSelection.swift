extension CellHost {
    /// Selects the item from code, as UIKit's `selectItem(at:animated:scrollPosition:)`: the
    /// delegate is neither asked (`shouldHighlight`, `shouldSelect`) nor told (`didSelect`), so
    /// the item's controller is not called either (``tap(at:)-(LayoutElement)`` simulates the user's
    /// tap, which asks and tells it). With single selection the other selected
    /// items are deselected, silently too. Without ``allowsSelection`` nothing is selected (the
    /// host may still scroll); in editing mode, the editing rules apply instead, as for a tap
    /// (an item that cannot be edited is not selected). The visible cell, if any, shows the
    /// selection at once.
    ///
    /// - Parameters:
    ///   - itemPath: the item to select.
    ///   - animated: accepted for source compatibility with UIKit; nothing is animated.
    ///   - scrollPosition: where to scroll the item to (see ``scrollToItem(at:at:animated:)``),
    ///     or `nil` (the default) not to scroll.
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)`` for a path that does
    ///   not exist; the selection and the offset do not change.
    /// - Complexity: O(s log s) for s selected items with single selection, else O(1), plus the
    ///   scroll.
    public func selectItem(at itemPath: ItemPath, animated: Bool = false, scrollPosition: ScrollPosition? = nil) throws(CellHostError) {
        loadIfNeeded()
        try checkRange(itemPath, throwing: CellHostError.self)
        if selectsItem(at: itemPath) {
            for other in selection.select(itemPath) { updateCellState(at: other) }
            updateCellState(at: itemPath)
        }
        if let scrollPosition {
            try scrollToItem(at: itemPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the item from code, as UIKit's `deselectItem(at:animated:)`: the delegate is
    /// neither asked nor told (a tap deselects as the user does, ``tap(at:)-(LayoutElement)``). Deselecting an
    /// item that is not selected does nothing.
    ///
    /// - Parameters:
    ///   - itemPath: the item to deselect.
    ///   - animated: accepted for source compatibility with UIKit; nothing is animated.
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)``; nothing changes.
    /// - Complexity: O(1).
    public func deselectItem(at itemPath: ItemPath, animated: Bool = false) throws(CellHostError) {
        loadIfNeeded()
        try checkRange(itemPath, throwing: CellHostError.self)
        guard selection.deselect(itemPath) else { return }
        updateCellState(at: itemPath)
    }
}
