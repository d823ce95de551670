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
    /// - Complexity: O(width × height) plus the visible cells.
    public func renderText() -> String {
        loadIfNeeded()
        let width = max(0, Int(viewportSize.width))
        let height = max(0, Int(viewportSize.height))
        var canvas = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
        let top = contentOffset.y

        func draw(_ text: String, x: Int, y: Int, maxWidth: Int) {
            guard (0..<height).contains(y) else { return }
            // One walk over the characters (`prefix(maxWidth)` would add another).
            var column = x
            let end = min(width, x + maxWidth)
            for character in text {
                guard column < end else { break }
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
            if case .item(let path) = element, let inset = engine.separatorInset(forItemAt: path),
               (0..<height).contains(rowTop + rowCount) {
                for column in min(max(0, Int(inset)), width)..<width { canvas[rowTop + rowCount][column] = "─" }
            }
        }
        return Self.joinTrimmingTrailingSpaces(canvas)
    }

    /// The rows as lines joined by newlines, each without its trailing spaces. Trims the arrays
    /// of characters before making strings: trimming a `String` from its end walks grapheme
    /// boundaries backwards, and doing it a space at a time was most of the cost of a frame.
    ///
    /// - Complexity: O(width × height).
    private static func joinTrimmingTrailingSpaces(_ rows: [[Character]]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.reduce(rows.count) { $0 + $1.count })
        for (index, row) in rows.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            var end = row.endIndex
            while end > row.startIndex, row[end - 1] == " " { end -= 1 }
            for character in row[..<end] { bytes.append(contentsOf: character.utf8) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
