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
        let width = max(0, Int(viewportSize.width))
        let height = max(0, Int(viewportSize.height))
        var canvas = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
        // Rows where a wide character was drawn: only they have continuation columns to check.
        var hasWide = [Bool](repeating: false, count: height)
        // The right halves of wide characters, which the text of a row leaves out.
        var isContinuation = [Bool](repeating: false, count: width * height)
        let top = contentOffset.y

        func draw(_ text: String, x: Int, y: Int, maxWidth: Int) {
            guard (0..<height).contains(y) else { return }
            let limit = min(width, x + max(0, maxWidth))
            var column = x
            if TextRendering.printableASCIIWidth(text) != nil, !hasWide[y] {
                for byte in text.utf8 {
                    guard column < limit else { break }
                    if column >= 0 { canvas[y][column] = Character(Unicode.Scalar(byte)) }
                    column += 1
                }
                return
            }
            for character in text {
                guard column < limit else { break }
                let columns = TextRendering.columnWidth(of: character)
                if columns == 0 { continue }
                let fits = column + columns <= limit
                if column >= 0 {
                    // A wide character that would cross the edge, or whose left half would be
                    // left of the viewport, becomes a space.
                    put(fits ? character : " ", columns: fits ? columns : 1, at: column, y: y)
                } else if column + columns > 0 {
                    put(" ", columns: 1, at: 0, y: y)
                }
                column += columns
            }
        }

        func put(_ character: Character, columns: Int, at column: Int, y: Int) {
            let row = y * width
            if hasWide[y] {
                // Blank the other half of a wide character this one overlaps.
                if isContinuation[row + column], column > 0 { canvas[y][column - 1] = " " }
                let last = column + columns - 1
                if last + 1 < width, isContinuation[row + last + 1] {
                    canvas[y][last + 1] = " "
                    isContinuation[row + last + 1] = false
                }
                isContinuation[row + column] = false
            }
            canvas[y][column] = character
            if columns == 2 {
                isContinuation[row + column + 1] = true
                hasWide[y] = true
            }
        }

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
                let rows = max(0, first)..<max(0, first, min(height, first + Int(frame.height.rounded())))
                let columns = max(0, left)..<max(0, left, min(width, Int(frame.maxX.rounded())))
                for y in rows {
                    for x in columns { canvas[y][x] = " " }
                }
            }
            // Round both edges (not the width) so that neighbouring frames never overlap.
            let left = Int(frame.minX.rounded())
            let cellWidth = max(0, Int(frame.maxX.rounded()) - left)
            let lines = cell.render(width: cellWidth)
            let rowTop = Int((frame.minY - top).rounded(.down))
            let rowCount = Int(frame.height.rounded())
            for index in 0..<min(rowCount, lines.count) {
                let line = cell.isEnabled ? lines[index] : TextRendering.dimmed(lines[index])
                draw(line, x: left, y: rowTop + index, maxWidth: cellWidth)
            }
            if case .item(let path) = element, let inset = engine.separatorInset(forItemAt: path),
               (0..<height).contains(rowTop + rowCount) {
                for column in min(max(0, Int(inset)), width)..<width { canvas[rowTop + rowCount][column] = "─" }
            }
        }
        if let overlay = swipeActionsOverlay() {
            draw(overlay.text, x: overlay.x, y: Int((overlay.contentY - top).rounded(.down)), maxWidth: width)
        }
        return Self.joinTrimmingTrailingSpaces(canvas, hasWide: hasWide, isContinuation: isContinuation)
    }

    /// The rows as lines joined by newlines, each without its trailing spaces and without the
    /// right halves of wide characters (`isContinuation`, row-major, checked only on rows that
    /// `hasWide` marks). Trims the arrays of characters before making strings: trimming a
    /// `String` from its end walks grapheme boundaries backwards, and doing it a space at a time
    /// was most of the cost of a frame.
    ///
    /// - Complexity: O(width × height).
    private static func joinTrimmingTrailingSpaces(_ rows: [[Character]], hasWide: [Bool], isContinuation: [Bool]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.reduce(rows.count) { $0 + $1.count })
        for (y, row) in rows.enumerated() {
            if y > 0 { bytes.append(UInt8(ascii: "\n")) }
            var end = row.endIndex
            while end > row.startIndex, row[end - 1] == " " { end -= 1 }
            if hasWide[y] {
                let rowStart = y * row.count
                for column in row.startIndex..<end where !isContinuation[rowStart + column] {
                    bytes.append(contentsOf: row[column].utf8)
                }
            } else {
                for character in row[..<end] { bytes.append(contentsOf: character.utf8) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
