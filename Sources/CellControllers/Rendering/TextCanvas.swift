/// The grid of terminal columns that `CellHost.renderText()` draws a viewport into: `height`
/// lines of `width` columns, with the rules for wide characters.
///
/// Text is measured in terminal columns (``TextRendering/columnWidth(of:)-(String)``): a wide
/// character takes two columns, the second one a continuation that ``text`` leaves out; one that
/// would cross the right edge of its area, or start left of the canvas, becomes a space; one
/// drawn over half of another wide character blanks the other half; zero-width clusters that
/// stand alone are not drawn. Nothing is drawn outside the canvas.
struct TextCanvas {
    /// Where a frame in content coordinates lands on the canvas of a viewport: its columns and
    /// its lines.
    struct Area: Hashable, Sendable {
        /// The first column (the frame's left edge, rounded).
        var left: Int
        /// The column past the last one (the frame's right edge, rounded).
        var right: Int
        /// The first line (the frame's top below the viewport's top, rounded down).
        var top: Int
        /// The number of lines (the frame's height, rounded).
        var lineCount: Int

        /// The number of columns.
        var width: Int { max(0, right - left) }

        /// The area of these columns and lines.
        init(left: Int, right: Int, top: Int, lineCount: Int) {
            self.left = left
            self.right = right
            self.top = top
            self.lineCount = lineCount
        }

        /// The area of `frame` on the canvas of a viewport whose top is at `viewportTop`.
        /// Both edges are rounded (not the width), so that neighbouring frames never overlap.
        init(_ frame: Rect, viewportTop: Double) {
            left = Int(frame.minX.rounded())
            right = Int(frame.maxX.rounded())
            top = Int((frame.minY - viewportTop).rounded(.down))
            lineCount = Int(frame.height.rounded())
        }
    }

    /// The number of columns of every line.
    let width: Int
    /// The number of lines.
    let height: Int
    /// The characters, one per column; a continuation column holds a space.
    private var rows: [[Character]]
    /// Lines where a wide character was drawn: only they have continuation columns to check.
    private var hasWide: [Bool]
    /// The right halves of wide characters, row-major, which ``text`` leaves out.
    private var isContinuation: [Bool]

    /// A blank canvas of `width` × `height` columns (negative sizes are empty).
    ///
    /// - Complexity: O(width × height).
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        rows = [[Character]](repeating: [Character](repeating: " ", count: self.width), count: self.height)
        hasWide = [Bool](repeating: false, count: self.height)
        isContinuation = [Bool](repeating: false, count: self.width * self.height)
    }

    /// Draws `text` on line `y` from column `x`, clipped to `maxWidth` columns and to the
    /// canvas; a line outside the canvas draws nothing.
    ///
    /// - Complexity: O(length of the drawn prefix); printable ASCII on a line without wide
    ///   characters takes a byte-per-column fast path.
    mutating func draw(_ text: String, x: Int, y: Int, maxWidth: Int) {
        guard (0..<height).contains(y) else { return }
        let limit = min(width, x + max(0, maxWidth))
        var column = x
        if TextRendering.printableASCIIWidth(text) != nil, !hasWide[y] {
            for byte in text.utf8 {
                guard column < limit else { break }
                if column >= 0 { rows[y][column] = Character(Unicode.Scalar(byte)) }
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
                // left of the canvas, becomes a space.
                put(fits ? character : " ", columns: fits ? columns : 1, at: column, y: y)
            } else if column + columns > 0 {
                put(" ", columns: 1, at: 0, y: y)
            }
            column += columns
        }
    }

    /// Puts a character of `columns` columns at `column` of line `y`, blanking the other half of
    /// a wide character it overlaps.
    private mutating func put(_ character: Character, columns: Int, at column: Int, y: Int) {
        let row = y * width
        if hasWide[y] {
            if isContinuation[row + column], column > 0 { rows[y][column - 1] = " " }
            let last = column + columns - 1
            if last + 1 < width, isContinuation[row + last + 1] {
                rows[y][last + 1] = " "
                isContinuation[row + last + 1] = false
            }
            isContinuation[row + column] = false
        }
        rows[y][column] = character
        if columns == 2 {
            isContinuation[row + column + 1] = true
            hasWide[y] = true
        }
    }

    /// Writes the one-column `character` into every column of `area` within the canvas, as it
    /// is: the columns keep their continuation marks. The host fills a pinned header's
    /// background this way.
    ///
    /// - Complexity: O(area).
    mutating func fill(_ character: Character, _ area: Area) {
        let lines = max(0, area.top)..<max(0, area.top, min(height, area.top + area.lineCount))
        let columns = max(0, area.left)..<max(0, area.left, min(width, area.right))
        for y in lines {
            for x in columns { rows[y][x] = character }
        }
    }

    /// Writes the one-column `character` into line `y` from column `x` to the right edge, as
    /// it is (see ``fill(_:_:)``); nothing when the line is outside the canvas. The host draws a
    /// separator line this way.
    ///
    /// - Complexity: O(width).
    mutating func fillLine(_ y: Int, from x: Int, with character: Character) {
        guard (0..<height).contains(y) else { return }
        for column in min(max(0, x), width)..<width { rows[y][column] = character }
    }

    /// The lines joined by newlines, each without its trailing spaces and without the right
    /// halves of wide characters. Trims the arrays of characters before making strings:
    /// trimming a `String` from its end walks grapheme boundaries backwards, and doing it a
    /// space at a time was most of the cost of a frame.
    ///
    /// - Complexity: O(width × height).
    var text: String {
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
