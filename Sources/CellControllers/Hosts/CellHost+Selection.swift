extension CellHost {
    /// The selected items, in order.
    public var indexPathsForSelectedItems: [ItemPath] { selection.sorted }

    /// Simulates a user's tap on an item, or on a section's header or footer, as a finger would
    /// land on it (``tap(at:)-(Point)`` is the form that hit-tests a point).
    ///
    /// **An item** (to select one from code, as app code does, use
    /// ``selectItem(at:animated:scrollPosition:)``, which asks and tells the delegate nothing):
    /// the tap goes through only if the delegate allows highlighting the item (``CellHostDelegate/host(_:shouldHighlight:)``,
    /// as in UIKit) and ``allowsSelection`` is on. Then, as a finger does, it touches down (the
    /// item's cell is highlighted, ``CellState/isHighlighted``, then the delegate hears
    /// ``CellHostDelegate/host(_:didChangeHighlightOf:to:)`` with `true`) and lifts (the cell is
    /// unhighlighted, then the same event with `false`), and then, if the delegate allows it
    /// (``CellHostDelegate/host(_:shouldChangeSelectionOf:to:)``), selects it; with single selection the
    /// previously selected item is deselected first. A tap on an item that is already selected
    /// re-selects it under single selection, as `UITableView` (`didSelectRowAt`) and
    /// `UICollectionView` (`didSelectItemAt`) both do: the delegate is asked
    /// (``CellHostDelegate/host(_:shouldChangeSelectionOf:to:)``) and told
    /// (``CellHostDelegate/host(_:didChangeSelectionOf:to:)``) again, and the item stays selected, so a
    /// settings row can be tapped twice. With ``allowsMultipleSelection`` (or multiple selection
    /// during editing) the tap deselects it instead, if the delegate allows it
    /// (``CellHostDelegate/host(_:shouldChangeSelectionOf:to:)``).
    ///
    /// In editing mode (``isEditing``) the editing rules replace ``allowsSelection`` and
    /// ``allowsMultipleSelection``: a tap selects only with ``allowsSelectionDuringEditing`` or
    /// ``allowsMultipleSelectionDuringEditing``, with the latter it toggles the item's checkmark
    /// (selects or deselects it, the others staying selected), and an item that cannot be edited
    /// (``CellHostDataSource/host(_:canEditItemAt:)``) is neither highlighted nor selected.
    ///
    /// With swipe actions revealed or a context menu presented, the tap only hides them, as in
    /// UIKit. The item does not have to be visible: tests tap items anywhere, as app code
    /// selects them.
    ///
    /// **A header or footer**, such as a "See all" button in a header: the tap goes through if
    /// the delegate allows highlighting the element
    /// (``CellHostDelegate/host(_:shouldHighlight:)``; the adapter asks the
    /// element's controller, so a disabled design-system `ContainerItem` ignores it): the finger
    /// comes down (the element's cell highlighted, ``CellState/isHighlighted``, then
    /// ``CellHostDelegate/host(_:didChangeHighlightOf:to:)`` with `true`) and lifts
    /// (unhighlighted, then the same event with `false`), as for items, and the tap reaches
    /// ``CellHostDelegate/host(_:didTapSupplementary:inSection:)``. Headers and footers are never
    /// selected, and the item selection does not change. The whole element is the tap target
    /// (a header's title and its "See all" label are one), and it does not have to be visible.
    ///
    /// - Returns: for an item, whether it is selected once the tap was handled (the delegate's
    ///   `didChangeSelectionOf` may have changed the screen since; look at
    ///   ``indexPathsForSelectedItems`` for the selection now); for a header or footer, whether
    ///   the tap was delivered.
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)``, or
    ///   ``CellHostError/supplementaryNotFound(_:section:sectionCount:)`` when the section does
    ///   not exist or has no such header or footer; nothing happens.
    /// - Complexity: O(log n) for a header or footer.
    @discardableResult
    public func tap(at element: LayoutElement) throws(CellHostError) -> Bool {
        switch element {
        case .item(let itemPath): try tapItem(at: itemPath)
        case .supplementary(let kind, let section):
            try deliverSupplementaryGesture(kind, section) { delegate?.host(typedSelf, didTapSupplementary: kind, inSection: section) }
        }
    }

    /// ``tap(at:)-(LayoutElement)`` on an item.
    private func tapItem(at itemPath: ItemPath) throws(CellHostError) -> Bool {
        loadIfNeeded()
        try checkRange(itemPath, throwing: CellHostError.self)
        if dismissSwipeActionsForTouch() { return selection.contains(itemPath) }
        guard delegate?.host(typedSelf, shouldHighlight: .item(itemPath)) ?? true, selectsItem(at: itemPath) else { return false }
        highlightForTap(itemPath)
        unhighlightForTap(itemPath)
        // The highlight events may have changed the screen (an apply from a controller): a tap
        // whose item no longer exists selects nothing.
        guard engine.contains(itemPath) else { return false }
        if selection.contains(itemPath) {
            if selection.selectsSeveral {
                if delegate?.host(typedSelf, shouldChangeSelectionOf: itemPath, to: false) ?? true { deselectItem(itemPath) }
                return selection.contains(itemPath)
            }
            // Selected again, as UIKit's table and collection views do under single selection:
            // the delegate hears `didSelect` once more (and, as for a first selection, the tap
            // reports the item selected whatever `didSelect` did to the screen).
            if delegate?.host(typedSelf, shouldChangeSelectionOf: itemPath, to: true) ?? true { delegate?.host(typedSelf, didChangeSelectionOf: itemPath, to: true) }
            return true
        }
        guard delegate?.host(typedSelf, shouldChangeSelectionOf: itemPath, to: true) ?? true else { return false }
        for other in selection.itemsDeselected(bySelecting: itemPath) { deselectItem(other) }
        selection.insert(itemPath)
        updateCellState(at: itemPath)
        delegate?.host(typedSelf, didChangeSelectionOf: itemPath, to: true)
        return true
    }

    /// Simulates the user deselecting the item: if it is selected and the delegate allows it
    /// (``CellHostDelegate/host(_:shouldChangeSelectionOf:to:)``), deselects it, telling the delegate.
    /// (``deselectItem(at:animated:)`` is the programmatic form, which asks and tells nothing.)
    ///
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)``.
    package func deselect(at itemPath: ItemPath) throws(CellHostError) {
        loadIfNeeded()
        try checkRange(itemPath, throwing: CellHostError.self)
        guard selection.contains(itemPath), delegate?.host(typedSelf, shouldChangeSelectionOf: itemPath, to: false) ?? true else { return }
        deselectItem(itemPath)
    }

    /// Simulates a long press on an item, or on a section's header or footer.
    ///
    /// If the element may be highlighted (``CellHostDelegate/host(_:shouldHighlight:)``), the
    /// finger comes down (the element highlighted, then the delegate's
    /// `host(_:didChangeHighlightOf:to:)` with `true`) and lifts (unhighlighted, the same event
    /// with `false`), then the press is delivered: an item
    /// with a context menu (``CellHostDelegate/host(_:contextMenuForItemAt:)``) presents it, as
    /// ``showContextMenu(at:)`` does (UIKit's context menu interaction takes the press), and any
    /// other element gets ``CellHostDelegate/host(_:didLongPress:)``. With swipe actions
    /// revealed or a menu presented, the press only hides them, as in UIKit. An interactive move
    /// in progress presents no menu: the item then gets `didLongPress`. A header or footer need
    /// not be visible, as for ``tap(at:)-(LayoutElement)``.
    ///
    /// - Returns: whether the press was delivered (its menu presented, or the event sent).
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)``, or
    ///   ``CellHostError/supplementaryNotFound(_:section:sectionCount:)`` for a header or footer
    ///   that does not exist; nothing happens.
    @discardableResult
    public func longPress(at element: LayoutElement) throws(CellHostError) -> Bool {
        switch element {
        case .item(let itemPath): try longPressItem(at: itemPath)
        case .supplementary(let kind, let section):
            try deliverSupplementaryGesture(kind, section) { delegate?.host(typedSelf, didLongPress: element) }
        }
    }

    /// ``longPress(at:)`` on an item.
    private func longPressItem(at itemPath: ItemPath) throws(CellHostError) -> Bool {
        loadIfNeeded()
        try checkRange(itemPath, throwing: CellHostError.self)
        if dismissSwipeActionsForTouch() { return false }
        guard delegate?.host(typedSelf, shouldHighlight: .item(itemPath)) ?? true else { return false }
        highlightForTap(itemPath)
        unhighlightForTap(itemPath)
        // The highlight events may have changed the screen: a press whose item is gone does
        // nothing more.
        guard engine.contains(itemPath) else { return false }
        if gesture.movement == nil, let menu = contextMenu(at: itemPath) {
            changeGesture { $0 = .presentingMenu(PresentedContextMenu(itemPath: itemPath, menu: menu)) }
        } else {
            delegate?.host(typedSelf, didLongPress: .item(itemPath))
        }
        return true
    }

    /// Checks that the element exists, asks whether it may be highlighted, and if so sends the
    /// gesture's delegate event (`sendEvent`). Returns whether it was delivered.
    private func deliverSupplementaryGesture(
        _ kind: SupplementaryKind,
        _ section: Int,
        _ sendEvent: () -> Void
    ) throws(CellHostError) -> Bool {
        loadIfNeeded()
        guard engine.frame(for: .supplementary(kind, section: section)) != nil else {
            throw .supplementaryNotFound(kind, section: section, sectionCount: engine.numberOfSections)
        }
        if dismissSwipeActionsForTouch() { return false }
        guard delegate?.host(typedSelf, shouldHighlight: .supplementary(kind, section: section)) ?? true else { return false }
        highlightAndUnhighlightSupplementary(kind, section)
        // The highlight events may have changed the screen: an element that is gone gets nothing.
        guard engine.frame(for: .supplementary(kind, section: section)) != nil else { return false }
        sendEvent()
        return true
    }

    private func deselectItem(_ itemPath: ItemPath) {
        guard selection.deselect(itemPath) else { return }
        updateCellState(at: itemPath)
        delegate?.host(typedSelf, didChangeSelectionOf: itemPath, to: false)
    }
}
