extension CellHost {
    /// The state of the displayed cell of the item at `path`: highlighted while a tap's finger
    /// is down on it, selected, swiped and editing from the host, disabled from the cell (its
    /// controller sets ``CellView/isEnabled``), its outline from the data source. One rule for every place that tells a cell its
    /// state.
    func cellState(at path: ItemPath, of cell: Layout.Cell) -> CellState {
        var state = CellState(
            isHighlighted: highlightedItem == path,
            isSelected: selection.contains(path),
            isDisabled: cell.state.isDisabled,
            isSwiped: gesture.revealedSwipe?.itemPath == path,
            isEditing: isEditingItem(at: path))
        state.outline = source?.outlineForItem(path)
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
        guard let path, let cell = cellForItem(at: path) else { return }
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

    /// Highlights the item for a tap's touch down: its cell shows it, then the delegate hears
    /// of it.
    func highlightForTap(_ path: ItemPath) {
        highlightedItem = path
        updateCellState(at: path)
        events?.didHighlight(path)
    }

    /// Ends the highlight of a tap's touch up: the cell shows it, then the delegate hears of it.
    /// The item is where the delegate's `didHighlight` left it (nowhere if it removed it).
    func unhighlightForTap(_ path: ItemPath) {
        highlightedItem = nil
        updateCellState(at: path)
        events?.didUnhighlight(path)
    }
}
