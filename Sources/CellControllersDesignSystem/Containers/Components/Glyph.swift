import CellControllers

/// A small picture drawn as text: an icon (`★`) or an avatar (`(JD)`).
public struct Glyph: Hashable, Sendable {
    /// The text drawn for the picture.
    public var symbol: String

    /// A glyph drawn as `symbol`.
    public init(_ symbol: String) {
        self.symbol = symbol
    }

    /// The width of the glyph in terminal columns (see
    /// `TextRendering.columnWidth(of:)`).
    public var width: Int { TextRendering.columnWidth(of: symbol) }

    /// An avatar showing `initials` in parentheses, like `(JD)`.
    public static func avatar(_ initials: String) -> Glyph { Glyph("(\(initials))") }

    /// A star, `★`.
    public static let star = Glyph("★")
    /// An envelope, `✉`.
    public static let mail = Glyph("✉")
    /// A house, `⌂`.
    public static let home = Glyph("⌂")
    /// A heart, `♥`.
    public static let heart = Glyph("♥")
    /// A flag, `⚑`.
    public static let flag = Glyph("⚑")
}
