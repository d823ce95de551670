/// Helpers for rendering cells as text: fitting, padding, wrapping and two-column lines.
///
/// Every function counts one `Character` as one column.
public enum TextRendering {
    /// `text` cut or padded with spaces to exactly `width` columns; a cut line ends in `…`.
    ///
    /// - Complexity: O(width).
    public static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let count = text.count
        if count == width { return text }
        if count < width { return text + String(repeating: " ", count: width - count) }
        return String(text.prefix(width - 1)) + "…"
    }

    /// `leading` at the left edge and `trailing` at the right edge of a `width`-column line.
    /// When both do not fit, `leading` is cut first.
    public static func leftRight(_ leading: String, _ trailing: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if trailing.isEmpty { return fit(leading, width: width) }
        let trailingWidth = min(trailing.count, width)
        let leadingWidth = width - trailingWidth - 1
        guard leadingWidth > 0 else { return fit(trailing, width: width) }
        return fit(leading, width: leadingWidth) + " " + fit(trailing, width: trailingWidth)
    }

    /// `text` with enough leading spaces to centre it in `width` columns (no trailing padding;
    /// text wider than `width` is returned as it is).
    ///
    /// - Complexity: O(width).
    public static func centered(_ text: String, width: Int) -> String {
        String(repeating: " ", count: max(0, (width - text.count) / 2)) + text
    }

    /// `line` without its trailing spaces.
    ///
    /// - Complexity: O(line length).
    public static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
    }

    /// `text` broken into lines of at most `width` columns at spaces (words longer than a line
    /// are cut). Always returns at least one line. Newlines in `text` start new lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [""] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let word = word.count > width ? String(word.prefix(width - 1)) + "…" : String(word)
                if line.isEmpty {
                    line = word
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = word
                }
            }
            lines.append(line)
        }
        return lines
    }
}
