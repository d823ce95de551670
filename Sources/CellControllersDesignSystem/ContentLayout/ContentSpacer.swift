import CellControllers

/// Empty space in a ``ContentLayout``: a fixed length (columns in a row, lines in a column), or,
/// without a length, a flexible space that takes a share of a row's width left (weight 1, unless
/// given another ``ContentLayoutElement/weight(_:)``) and no line in a column.
///
/// ```swift
/// let line = ContentRow {
///     ContentText("Total")
///     ContentSpacer()
///     ContentText("12.50")
/// }
/// ```
public struct ContentSpacer: ContentLayoutElement {
    /// The spacer as a layout.
    public let layout: ContentLayout

    /// A spacer of `length` columns or lines (negative lengths count as 0), or a flexible one.
    public init(_ length: Int? = nil) {
        var layout = ContentLayout(.spacer(length.map { max(0, $0) }))
        if length == nil { layout.weight = 1 }
        self.layout = layout
    }
}
