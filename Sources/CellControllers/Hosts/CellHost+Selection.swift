extension CellHost {
    /// The selected items, in order.
    public var indexPathsForSelectedItems: [ItemPath] { selectedItems.sorted() }

    /// Simulates a tap on the item, as a user's finger would: it goes through only if the
    /// delegate allows highlighting the item (``CellHostDelegate/host(_:shouldHighlightItemAt:)``,
    /// as in UIKit), and then, with ``allowsSelection``, selects it; with single selection the
    /// previously selected item is deselected first. A tap on an item that is already selected leaves it selected (as in
    /// UIKit), except with ``allowsMultipleSelection``, where it deselects it.
    ///
    /// - Returns: whether the item is selected afterwards.
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)``; nothing happens.
    @discardableResult
    public func select(at itemPath: ItemPath) throws(CellHostError) -> Bool {
        loadIfNeeded()
        try checkRange(itemPath)
        guard events?.shouldHighlight(itemPath) ?? true, allowsSelection else { return false }
        if selectedItems.contains(itemPath) {
            if allowsMultipleSelection { deselectItem(itemPath) }
            return selectedItems.contains(itemPath)
        }
        if !allowsMultipleSelection {
            for other in selectedItems.sorted() { deselectItem(other) }
        }
        selectedItems.insert(itemPath)
        cellForItem(at: itemPath)?.isSelected = true
        events?.didSelect(itemPath)
        return true
    }

    /// Deselects the item if it is selected, telling the delegate.
    ///
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)``.
    public func deselect(at itemPath: ItemPath) throws(CellHostError) {
        loadIfNeeded()
        try checkRange(itemPath)
        deselectItem(itemPath)
    }

    /// Simulates a long press on the item: it reaches the delegate if the item may be
    /// highlighted.
    ///
    /// - Returns: whether the press was delivered.
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)``.
    @discardableResult
    public func longPress(at itemPath: ItemPath) throws(CellHostError) -> Bool {
        loadIfNeeded()
        try checkRange(itemPath)
        guard events?.shouldHighlight(itemPath) ?? true else { return false }
        events?.didLongPress(itemPath)
        return true
    }

    private func deselectItem(_ itemPath: ItemPath) {
        guard selectedItems.remove(itemPath) != nil else { return }
        cellForItem(at: itemPath)?.isSelected = false
        events?.didDeselect(itemPath)
    }
}
