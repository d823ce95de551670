extension CellHost {
    /// The state of the displayed cell of the item at `path`: highlighted while a tap's finger
    /// is down on it, selected, swiped and editing from the host, disabled and the app-defined
    /// values from the cell (its controller sets ``CellView/isEnabled`` and
    /// ``CellView/setCustomState(_:for:)``), its outline from the data source. One rule for
    /// every place that tells a cell its state.
    func cellState(at path: ItemPath, of cell: Layout.Cell) -> CellState {
        var state = CellState(
            isHighlighted: highlighted == .item(path),
            isSelected: selection.contains(path),
            isDisabled: cell.state.isDisabled,
            isSwiped: gesture.revealedSwipe?.itemPath == path,
            isEditing: isEditingItem(at: path))
        state.outline = dataSource?.host(typedSelf, outlineForItemAt: path)
        state.custom = cell.state.custom
        return state
    }

    /// The state of the displayed cell of `element`: an item's (``cellState(at:of:)``), or for a
    /// header or footer, highlighted while a finger is down on it, disabled and the app-defined
    /// values from the cell (never selected, swiped or editing).
    func cellState(of element: LayoutElement, cell: Layout.Cell) -> CellState {
        if let path = element.itemPath { return cellState(at: path, of: cell) }
        var state = CellState(isHighlighted: highlighted == element, isDisabled: cell.state.isDisabled)
        state.custom = cell.state.custom
        return state
    }

    /// Tells every displayed cell its state, where it changed (after the editing mode changed,
    /// say).
    ///
    /// - Complexity: O(v) for v visible cells.
    func updateVisibleCellStates() {
        for element in visible.keys.sorted() {
            if let path = element.itemPath { updateCellState(at: path) }
        }
    }

    /// Tells the displayed cell of the item at `path`, if any, its state, if it changed.
    ///
    /// - Complexity: O(1) expected.
    func updateCellState(at path: ItemPath?) {
        guard let path, let cell = cell(for: .item(path)) else { return }
        cell.setState(cellState(at: path, of: cell))
    }

    /// Changes the gesture state and tells the cells whose swiped state changed.
    @discardableResult
    func changeGesture<Result>(_ change: (inout GestureState) -> Result) -> Result {
        let before = gesture.revealedSwipe?.itemPath
        let result = change(&gesture)
        let after = gesture.revealedSwipe?.itemPath
        if before != after {
            updateCellState(at: before)
            updateCellState(at: after)
        }
        return result
    }

    /// Highlights the item for a touch down (a tap's or a long press's): its cell shows it,
    /// then the delegate hears of it.
    func highlightForTap(_ path: ItemPath) {
        highlighted = .item(path)
        updateCellState(at: path)
        delegate?.host(typedSelf, didChangeHighlightOf: .item(path), to: true)
    }

    /// Ends the highlight of a touch up: the cell shows it, then the delegate hears of it.
    /// The item is where the delegate's `didHighlight` left it (nowhere if it removed it).
    func unhighlightForTap(_ path: ItemPath) {
        highlighted = nil
        updateCellState(at: path)
        delegate?.host(typedSelf, didChangeHighlightOf: .item(path), to: false)
    }

    /// Highlights a header or footer for a touch down, then unhighlights it for the touch up,
    /// as ``highlightForTap(_:)`` and ``unhighlightForTap(_:)`` do for items: its cell, if
    /// displayed, shows each state, then the delegate hears of it.
    func highlightAndUnhighlightSupplementary(_ kind: SupplementaryKind, _ section: Int) {
        let element = LayoutElement.supplementary(kind, section: section)
        highlighted = element
        updateSupplementaryCellState(element)
        delegate?.host(typedSelf, didChangeHighlightOf: element, to: true)
        highlighted = nil
        updateSupplementaryCellState(element)
        delegate?.host(typedSelf, didChangeHighlightOf: element, to: false)
    }

    /// Tells the displayed cell of a header or footer, if any, its state, if it changed.
    private func updateSupplementaryCellState(_ element: LayoutElement) {
        guard let cell = visible[element]?.cell else { return }
        cell.setState(cellState(of: element, cell: cell))
    }
}
