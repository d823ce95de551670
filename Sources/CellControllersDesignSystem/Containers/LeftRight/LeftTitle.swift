import CellControllers

/// A left part showing a title, wrapped to at most ``numberOfLines`` lines.
public struct LeftTitle: LeftPart {
    /// The title.
    public var title: String
    /// The maximum number of lines; 0 for no limit. A title cut short ends in `…`.
    public var numberOfLines: Int

    /// Creates a title part.
    public init(_ title: String, numberOfLines: Int = 1) {
        self.title = title
        self.numberOfLines = numberOfLines
    }

    /// The title wrapped to `width`, cut to ``numberOfLines``.
    public func lines(width: Int) -> [String] {
        let wrapped = TextRendering.wrap(title, width: width)
        guard numberOfLines > 0, wrapped.count > numberOfLines, width > 0 else { return wrapped }
        var lines = Array(wrapped.prefix(numberOfLines))
        let last = lines[numberOfLines - 1]
        let kept = TextRendering.columnWidth(of: last) < width ? Substring(last) : TextRendering.prefix(Substring(last), columns: width - 1).text
        lines[numberOfLines - 1] = kept + "…"
        return lines
    }
}
