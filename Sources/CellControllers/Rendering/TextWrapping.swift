/// Greedy word wrapping in terminal columns, for ``TextRendering/wrap(_:width:)`` and the design
/// system's `ContentLayout` text (hence `package`): lines are words joined
/// by single spaces; a word wider than a line is broken between grapheme clusters; a newline
/// starts a new line. Lines are found without building strings, so measuring a text costs no
/// string work, and rendering builds only the lines that are shown.
package enum TextWrapping {
    /// One line: the pieces to join with single spaces, and their width with the spaces.
    package struct Line {
        package var pieces: [Substring] = []
        package var width = 0
    }

    /// Calls `body` with each line of `text` wrapped to `width` (at least 1) columns, until it
    /// returns `false`.
    ///
    /// - Complexity: O(n) in the length of the text read.
    /// With `cutsLongWords`, a word wider than a line is cut to the line, ending in `…`, as
    /// ``TextRendering/wrap(_:width:)`` does, instead of being broken.
    package static func forEachLine(_ text: String, width: Int, cutsLongWords: Bool = false, _ body: (Line) -> Bool) {
        let width = max(1, width)
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Line()
            var emitted = false
            for word in paragraph.split(separator: " ") {
                var word = word
                var wordWidth = TextRendering.columnWidth(of: word)
                if cutsLongWords, wordWidth > width {
                    let cut = TextRendering.prefix(word, columns: width - 1)
                    word = Substring(cut.text + "…")
                    wordWidth = cut.width + 1
                }
                if !line.pieces.isEmpty {
                    if line.width + 1 + wordWidth <= width {
                        line.pieces.append(word)
                        line.width += 1 + wordWidth
                        continue
                    }
                    guard body(line) else { return }
                    emitted = true
                    line = Line()
                }
                while wordWidth > width {
                    var cut = TextRendering.prefix(word, columns: width)
                    if cut.text.isEmpty {
                        // One cluster wider than the line (a wide character in one column): it
                        // gets a line of its own, drawn cut to the width.
                        let next = word.index(after: word.startIndex)
                        cut = (word[..<next], TextRendering.columnWidth(of: word[..<next]))
                    }
                    guard body(Line(pieces: [cut.text], width: cut.width)) else { return }
                    emitted = true
                    word = word[cut.text.endIndex...]
                    wordWidth -= cut.width
                }
                if !word.isEmpty {
                    line = Line(pieces: [word], width: wordWidth)
                }
            }
            // An empty paragraph is an empty line; a word broken to its end leaves none.
            if !line.pieces.isEmpty || !emitted {
                guard body(line) else { return }
            }
        }
    }

    /// How many lines `text` takes at `width`, at most `limit` (0: no limit).
    package static func lineCount(_ text: String, width: Int, limit: Int, cutsLongWords: Bool) -> Int {
        var count = 0
        forEachLine(text, width: width, cutsLongWords: cutsLongWords) { _ in
            count += 1
            return limit == 0 || count < limit
        }
        return count
    }

    /// The lines of `text` at `width`, at most `limit` (0: no limit), the last one ending in `…`
    /// when lines are left out. Each line is at most `width` columns wide, not padded.
    package static func lines(_ text: String, width: Int, limit: Int, cutsLongWords: Bool) -> [String] {
        var lines: [String] = []
        var truncated = false
        forEachLine(text, width: width, cutsLongWords: cutsLongWords) { line in
            if limit > 0 && lines.count == limit {
                truncated = true
                return false
            }
            let joined = line.pieces.joined(separator: " ")
            lines.append(line.width > width ? TextRendering.truncated(joined, width: width) : joined)
            return true
        }
        if truncated, let last = lines.last {
            lines[lines.count - 1] = withEllipsis(last, width: width)
        }
        return lines
    }

    /// `line` followed by `…` when that fits in `width`; otherwise cut to make room for it.
    package static func withEllipsis(_ line: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if TextRendering.columnWidth(of: line) < width { return line + "…" }
        return String(TextRendering.prefix(Substring(line), columns: width - 1).text) + "…"
    }
}
