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
    /// Revealed swipe actions (``swipe(at:edge:)``) are drawn over the first line of their row,
    /// at its edge: `[Archive][Delete]`.
    ///
    /// - Complexity: O(width × height) plus the visible cells.
    public func renderText() -> String {
        loadIfNeeded()
        var canvas = TextCanvas(width: Int(viewportSize.width), height: Int(viewportSize.height))
        let width = canvas.width, height = canvas.height
        let top = contentOffset.y
        // Headers of sections that pin them are drawn last, opaque, over the rows they cover.
        let pinning = { (element: LayoutElement) -> Bool in
            if case .supplementary(.header, let section) = element { self.sectionLayout(section).pinsSectionHeaders } else { false }
        }
        let order = visible.keys.filter { !pinning($0) } + visible.keys.filter(pinning)
        for element in order {
            guard let displayed = visible[element], let frame = displayedFrame(for: element) else { continue }
            let cell = displayed.cell
            if pinning(element) {
                let first = Int((frame.minY - top).rounded(.down)), left = Int(frame.minX.rounded())
                canvas.fill(
                    " ",
                    lines: max(0, first)..<max(0, first, min(height, first + Int(frame.height.rounded()))),
                    columns: max(0, left)..<max(0, left, min(width, Int(frame.maxX.rounded()))))
            }
            // Round both edges (not the width) so that neighbouring frames never overlap.
            let left = Int(frame.minX.rounded())
            let cellWidth = max(0, Int(frame.maxX.rounded()) - left)
            let lines = cell.render(width: cellWidth)
            let rowTop = Int((frame.minY - top).rounded(.down))
            let rowCount = Int(frame.height.rounded())
            for index in 0..<min(rowCount, lines.count) {
                let line = cell.isEnabled ? lines[index] : TextRendering.dimmed(lines[index])
                canvas.draw(line, x: left, y: rowTop + index, maxWidth: cellWidth)
            }
            if case .item(let path) = element, let inset = engine.separatorInset(forItemAt: path),
               (0..<height).contains(rowTop + rowCount) {
                canvas.fill("─", lines: rowTop + rowCount..<rowTop + rowCount + 1, columns: min(max(0, Int(inset)), width)..<width)
            }
        }
        if let overlay = swipeActionsOverlay() {
            canvas.draw(overlay.text, x: overlay.x, y: Int((overlay.contentY - top).rounded(.down)), maxWidth: width)
        }
        return canvas.text
    }
}
