extension CellHost {
    /// Taps the control named `name` in the displayed cell of the item at `itemPath`, as a
    /// finger would (see ``CellControl``): a switch flips, then the control's action runs. The
    /// row is neither highlighted nor selected and the delegate hears nothing, as a `UISwitch`
    /// or button in a `UITableViewCell` keeps its touches from the row. A tap while swipe
    /// actions are revealed or a context menu is presented only hides them, as every touch does.
    ///
    /// - Returns: the control after the tap (a switch's new position in its ``CellControl/kind``).
    /// - Throws: ``CellHostError``: the item is out of range or not displayed, its cell has no
    ///   control of that name, or the control is disabled. The host does not change.
    /// - Complexity: O(c) for the cell's c controls, plus what the action does.
    @discardableResult
    public func tapControl(named name: String, inItemAt itemPath: ItemPath) throws(CellHostError) -> CellControl {
        loadIfNeeded()
        if let violation = engine.rangeViolation(of: itemPath) {
            throw .itemOutOfRange(itemPath, sectionCount: violation.sectionCount, itemCount: violation.itemCount)
        }
        guard let cell = cell(for: .item(itemPath)) else { throw .itemNotDisplayed(itemPath) }
        guard let index = cell.controls.firstIndex(where: { $0.name == name }) else {
            throw .unknownControl(name, available: cell.controls.map(\.name))
        }
        guard cell.controls[index].isEnabled, cell.isEnabled else { throw .controlDisabled(name) }
        if dismissSwipeActionsForTouch() { return cell.controls[index] }
        let tapped = cell.controls[index].tapped()
        cell.controls[index] = tapped
        tapped.action(tapped)
        return tapped
    }

    /// The controls of an item's `cell` laid out `width` columns wide: each with its first
    /// column from the cell's leading edge, right-aligned at the trailing edge, in order, one
    /// column apart and one column after the content; those that do not fit are left out, from
    /// the first. One rule for drawing, hit testing and reading them.
    ///
    /// - Complexity: O(c) for c controls.
    func laidOutControls(of cell: Layout.Cell, width: Int) -> [(control: CellControl, column: Int)] {
        var result: [(control: CellControl, column: Int)] = []
        var right = width
        for control in cell.controls.reversed() {
            let glyph = TextRendering.columnWidth(of: control.glyph)
            guard right - glyph - 1 >= 0 else { break }
            right -= glyph
            result.append((control, right))
            right -= 1
        }
        return result.reversed()
    }

    /// The columns an item's `cell` laid out `width` wide keeps for its controls, at its
    /// trailing edge: the content is rendered that much narrower.
    func controlsWidth(of cell: Layout.Cell, width: Int) -> Int {
        guard let first = laidOutControls(of: cell, width: width).first else { return 0 }
        return width - first.column + 1
    }

    /// The control under `point` (content coordinates) in the displayed cell of the item at
    /// `path`: on its columns, on the cell's first line.
    func control(at point: Point, ofItemAt path: ItemPath) -> CellControl? {
        guard let cell = cell(for: .item(path)), !cell.controls.isEmpty, let frame = displayedFrame(for: .item(path)),
              point.y - frame.minY < 1 else { return nil }
        // The columns the rendering draws the cell on.
        let area = TextCanvas.Area(frame, viewportTop: 0)
        let column = Int(point.x.rounded(.down)) - area.left
        return laidOutControls(of: cell, width: area.width).first { control, start in
            column >= start && column < start + TextRendering.columnWidth(of: control.glyph)
        }?.control
    }
}
