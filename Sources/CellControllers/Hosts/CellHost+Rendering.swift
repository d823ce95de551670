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
    /// Revealed swipe actions (``swipe(at:edge:)``) are drawn over the first line of their row,
    /// at its edge: `[Archive][Delete]`.
    ///
    /// - Complexity: O(width × height) plus the visible cells.
    public func renderText() -> String {
        loadIfNeeded()
        let width = max(0, Int(viewportSize.width))
        let height = max(0, Int(viewportSize.height))
        var canvas = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
        let top = contentOffset.y

        func draw(_ text: String, x: Int, y: Int, maxWidth: Int) {
            guard (0..<height).contains(y) else { return }
            var column = x
            for character in text.prefix(maxWidth) {
                guard column < width else { break }
                if column >= 0 { canvas[y][column] = character }
                column += 1
            }
        }

        for (element, displayed) in visible {
            guard let frame = engine.frame(for: element) else { continue }
            let cell = displayed.cell
            // Round both edges (not the width) so that neighbouring frames never overlap.
            let left = Int(frame.minX.rounded())
            let cellWidth = max(0, Int(frame.maxX.rounded()) - left)
            let lines = cell.render(width: cellWidth)
            let rowTop = Int((frame.minY - top).rounded(.down))
            let rowCount = Int(frame.height.rounded())
            for index in 0..<min(rowCount, lines.count) {
                let line = cell.isEnabled ? lines[index] : "·" + lines[index].dropFirst()
                draw(line, x: left, y: rowTop + index, maxWidth: cellWidth)
            }
            if case .item(let path) = element, let separator = separatorLine(forItemAt: path, width: width) {
                draw(separator.text, x: separator.x, y: rowTop + rowCount, maxWidth: width)
            }
        }
        if let overlay = swipeActionsOverlay() {
            draw(overlay.text, x: overlay.x, y: Int((overlay.contentY - top).rounded(.down)), maxWidth: width)
        }
        return canvas.map { TextRendering.trimmingTrailingSpaces(String($0)) }.joined(separator: "\n")
    }

    private func separatorLine(forItemAt path: ItemPath, width: Int) -> (text: String, x: Int)? {
        guard let inset = engine.separatorInset(forItemAt: path) else { return nil }
        let x = max(0, Int(inset))
        return (String(repeating: "─", count: max(0, width - x)), x)
    }
}
