import CellControllers

/// A left part showing an icon and a title.
public struct LeftIconTitle: LeftPart {
    /// The icon.
    public var icon: Glyph
    /// The title.
    public var title: String

    /// Creates an icon and title part.
    public init(icon: Glyph, title: String) {
        self.icon = icon
        self.title = title
    }

    /// One line: the icon and the title.
    public func lines(width: Int) -> [String] {
        ["\(icon.symbol) \(title)"]
    }
}
