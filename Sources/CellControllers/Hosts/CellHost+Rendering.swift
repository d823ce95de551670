extension CellHost {
    /// The viewport as text: every visible cell draws its ``CellView/render(width:)`` lines into
    /// its frame (clipped to it and to the viewport), tables draw separators, and each line is
    /// at most ``viewportSize`` wide (trailing spaces trimmed). There is always one line per line
    /// of the viewport's height, so the viewport's empty lines below the content are empty
    /// strings between the newlines.
    ///
    /// Disabled cells (``CellView/isEnabled`` false) are drawn dimmed: the first column of each of
    /// their lines is replaced by `·`, so that snapshots show the state. Cells that can be
    /// disabled keep their first column free (a space), so no content is lost.
    ///
    /// Lines are measured in terminal columns (``TextRendering/columnWidth(of:)-(String)``): a
    /// wide character takes two columns of the canvas, one that would cross the right edge of
    /// its cell or of the viewport is replaced by a space, one drawn over half of another wide
    /// character blanks the other half, and zero-width clusters that stand alone (a combining
    /// mark at the start of a line) are not drawn. Every line is at most the viewport's width
    /// in columns.
    ///
    /// A section's ``GridLayout/sectionBackground`` is drawn first, behind its items; an item's
    /// badge (``CellHostDataSource/host(_:badgeForItemAt:)``, ``CellController/badge``) over the
    /// top-right corner of its cell, clipped to it. A section's side label
    /// (``SideLabelLayout``) is drawn in its column, left-aligned and clipped to it, over what
    /// scrolls under it and under pinned headers and footers.
    ///
    /// Revealed swipe actions (``swipe(at:edge:)``) are drawn over the first line of their row,
    /// at its edge: `[Archive][Delete]`. A presented context menu (``showContextMenu(at:)``) is
    /// drawn as a box over the rows below its item's first line (above it when there is no room
    /// below), two columns in, while that line is on screen. While a refresh runs (``isRefreshing``), the viewport's first
    /// line is replaced by the refresh indicator, `↻ Refreshing`, centred. In editing mode with
    /// ``allowsMultipleSelectionDuringEditing``, each editing cell (``CellState/isEditing``) has a
    /// checkmark in its first column, `☑` selected or `☐` not, and its content two columns in.
    /// An item of a section shown as a tree (``CellState/outline``) is drawn after its outline:
    /// two columns of indent per level, then `▸` (collapsed) or `▾` (expanded) for an item with
    /// children, a space for a leaf, and a space; an item of a flat tree (roots only) is drawn as
    /// a plain list's, with nothing before it.
    ///
    /// - Complexity: O(width × height) plus the visible cells.
    public func renderText() -> String {
        loadIfNeeded()
        var canvas = TextCanvas(width: Int(viewportSize.width), height: Int(viewportSize.height))
        let top = contentOffset.y
        // Pinned headers and footers are drawn last, opaque, over the rows they cover (in display
        // order, as hit testing finds them).
        let elements = visible.keys.sorted()
        let unpinned = elements.filter { !isPinned($0) }
        let order = unpinned + elements.filter(isPinned)
        // Section backgrounds first, behind everything (see `SectionBackground`).
        drawSectionBackgrounds(on: &canvas)
        for (index, element) in order.enumerated() {
            // Side labels over the items, under pinned headers and footers.
            if index == unpinned.count { drawSideLabels(on: &canvas) }
            guard let displayed = visible[element], let frame = displayedFrame(for: element) else { continue }
            let cell = displayed.cell
            let area = TextCanvas.Area(frame, viewportTop: top)
            if isPinned(element) { canvas.fill(" ", area) }
            // An editing cell with a checkmark or a delete control draws its content two columns
            // further in, and an item of an outline after its indent and disclosure.
            let checkmark = element.itemPath.flatMap { editingControl(of: cell, at: $0) }
            let checkmarkWidth = checkmark == nil ? 0 : min(2, area.width)
            if let checkmark { canvas.draw(checkmark, x: area.left, y: area.top, maxWidth: checkmarkWidth) }
            let outline = element.itemPath == nil ? nil : cell.state.outline
            let indent = checkmarkWidth + min(outline?.leadingColumns ?? 0, area.width - checkmarkWidth)
            if let outline, indent > checkmarkWidth {
                canvas.draw(outline.prefix, x: area.left + checkmarkWidth, y: area.top, maxWidth: indent - checkmarkWidth)
            }
            // An item's controls keep the trailing columns of its first line.
            let controls = element.itemPath == nil ? [] : laidOutControls(of: cell, width: area.width - indent)
            let trailing = controls.first.map { area.width - indent - $0.column + 1 } ?? 0
            let lines = cell.render(width: area.width - indent - trailing)
            for index in 0..<min(area.lineCount, lines.count) {
                let line = cell.isEnabled ? lines[index] : TextRendering.dimmed(lines[index])
                canvas.draw(line, x: area.left + indent, y: area.top + index, maxWidth: area.width - indent - trailing)
            }
            for (control, column) in controls where area.lineCount > 0 {
                let glyph = control.isEnabled && cell.isEnabled ? control.glyph : TextRendering.dimmed(control.glyph)
                canvas.draw(glyph, x: area.left + indent + column, y: area.top, maxWidth: area.width - indent - column)
            }
            if let path = element.itemPath { drawBadge(of: path, in: area, on: &canvas) }
            if let path = element.itemPath, let inset = engine.separatorInset(forItemAt: path) {
                canvas.fillLine(area.top + area.lineCount, from: area.left + Int(inset), with: "─")
            }
        }
        if order.count == unpinned.count { drawSideLabels(on: &canvas) }
        if let overlay = swipeActionsOverlay(viewportTop: top) {
            canvas.draw(overlay.text, x: overlay.x, y: overlay.y, maxWidth: canvas.width)
        }
        if let menu = contextMenuOverlay(viewportTop: top) {
            for (index, line) in menu.lines.enumerated() {
                canvas.fill(" ", TextCanvas.Area(left: menu.x, right: menu.x + TextRendering.columnWidth(of: line), top: menu.y + index, lineCount: 1))
                canvas.draw(line, x: menu.x, y: menu.y + index, maxWidth: canvas.width - menu.x)
            }
        }
        if isRefreshing, canvas.height > 0 {
            let indicator = Self.refreshIndicator
            let x = max(0, (canvas.width - TextRendering.columnWidth(of: indicator)) / 2)
            canvas.fill(" ", TextCanvas.Area(left: 0, right: canvas.width, top: 0, lineCount: 1))
            canvas.draw(indicator, x: x, y: 0, maxWidth: canvas.width - x)
        }
        return canvas.text
    }
}
