/// Helpers for rendering cells as text: fitting, padding, wrapping and two-column lines.
///
/// Every function measures text in terminal columns (``columnWidth(of:)-(String)``): East Asian
/// wide characters and emoji take two columns, combining marks and other zero-width characters
/// none, and a grapheme cluster (a `Character`) is never split. Where a wide character would
/// cross the edge of a line, it is left out and the line is padded with a space instead.
public enum TextRendering {
    /// `text` cut or padded with spaces to exactly `width` columns; a cut line ends in `…`.
    ///
    /// - Complexity: O(n) in the length of `text`, O(width) for printable ASCII.
    public static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let count = printableASCIIWidth(text) ?? columnWidth(of: text)
        if count == width { return text }
        if count < width { return text + String(repeating: " ", count: width - count) }
        let cut = prefix(Substring(text), columns: width - 1)
        return String(cut.text) + "…" + String(repeating: " ", count: width - 1 - cut.width)
    }

    /// `text` when it fits in `width` columns; otherwise its longest prefix of at most
    /// `width - 1` columns followed by `…`. Never wider than `width`, never padded.
    ///
    /// - Complexity: O(n) in the length of `text`.
    package static func truncated(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if columnWidth(of: text) <= width { return text }
        return String(prefix(Substring(text), columns: width - 1).text) + "…"
    }

    /// The longest prefix of `text` that fits in `width` columns, without `…` or padding. A wide
    /// character that would cross the edge is left out, so the result may be one column narrower.
    /// (The package's side labels and clipped lines; a cell fits its text with ``fit(_:width:)``.)
    ///
    /// - Complexity: O(n) in the length of the prefix.
    package static func clipped(_ text: String, width: Int) -> String {
        if let ascii = printableASCIIWidth(text), ascii <= width { return text }
        return String(prefix(Substring(text), columns: width).text)
    }

    /// `leading` at the left edge and `trailing` at the right edge of a `width`-column line.
    /// When both do not fit, `leading` is cut first.
    ///
    /// - Complexity: O(n) in the length of both texts.
    public static func leftRight(_ leading: String, _ trailing: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if trailing.isEmpty { return fit(leading, width: width) }
        let trailingWidth = min(columnWidth(of: trailing), width)
        let leadingWidth = width - trailingWidth - 1
        guard leadingWidth > 0 else { return fit(trailing, width: width) }
        return fit(leading, width: leadingWidth) + " " + fit(trailing, width: trailingWidth)
    }

    /// `text` centred in a line of exactly `width` columns: padded with spaces on both sides (an
    /// odd extra column goes on the right), like ``fit(_:width:)`` pads, so a centred cell is as
    /// wide as its neighbours. Text wider than `width` is returned as it is.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public static func centered(_ text: String, width: Int) -> String {
        let free = max(0, width - columnWidth(of: text))
        let leading = free / 2
        return String(repeating: " ", count: leading) + text + String(repeating: " ", count: free - leading)
    }

    /// `line` without its trailing spaces.
    ///
    /// - Complexity: O(number of trailing spaces).
    package static func trimmingTrailingSpaces(_ line: String) -> String {
        // A space (0x20) is never part of another scalar's UTF-8 bytes, so trimming bytes is
        // trimming spaces (only a prepended concatenation mark, U+0600 and the like, can join a
        // following space in one cluster: trimming then leaves the mark).
        let bytes = line.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 else { break }
            end = before
        }
        return end == bytes.endIndex ? line : String(line[..<end])
    }

    /// `text` broken into lines of at most `width` columns at spaces (words wider than a line
    /// are cut, ending in `…`). Always returns at least one line. Newlines in `text` start new
    /// lines.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [""] }
        return TextWrapping.lines(text, width: width, limit: 0, cutsLongWords: true)
    }
}
