import CellControllers

/// Text in a ``ContentLayout``, as a `UILabel` in MarkupKit's markup: by default one line, cut
/// with `…` when it is wider than its width.
///
/// ```swift
/// let name = ContentText("Back Bay Compounding Pharmacy").width(12)   // "Back Bay Co…"
/// let address = ContentText("350 Newbury Street\nBoston MA 02115", lineLimit: 0)
/// ```
public struct ContentText: ContentLayoutElement {
    /// The text as a layout.
    public let layout: ContentLayout

    /// Text.
    ///
    /// - Parameters:
    ///   - text: the text; a newline starts a new line when the text wraps (with a line limit of
    ///     1, only the first line is shown, followed by `…`).
    ///   - lineLimit: 1 for one line cut with `…` (MarkupKit's default `numberOfLines`); any
    ///     other number wraps the text at spaces (breaking words wider than a line between
    ///     characters) to at most that many lines, the last one ending in `…` when text is left
    ///     out; 0 wraps without a limit. Negative numbers count as 0.
    ///   - alignment: where each line sits when it is narrower than the element.
    ///   - longWords: what wrapping does with a word wider than a line: break it between
    ///     characters (the default), or cut it to the line with `…`, as
    ///     `TextRendering.wrap(_:width:)` does.
    public init(
        _ text: String,
        lineLimit: Int = 1,
        alignment: ContentLayout.HorizontalAlignment = .leading,
        longWords: ContentLayout.LongWords = .break
    ) {
        layout = ContentLayout(.text(text, lineLimit: max(0, lineLimit), alignment: alignment, longWords: longWords))
    }
}
