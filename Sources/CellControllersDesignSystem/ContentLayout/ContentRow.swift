import CellControllers

/// Children side by side in a ``ContentLayout``, `spacing` columns apart, as MarkupKit's
/// `LMRowView`.
///
/// Fixed-width children (``ContentLayoutElement/width(_:)``) get their width, the others their
/// intrinsic width (``ContentLayoutElement/intrinsicWidth``), and weighted children
/// (``ContentLayoutElement/weight(_:)``) share what is left in proportion to their weights; the
/// columns a proportional split leaves over go one each to the children with the largest
/// remainders (the first on a tie). When the children do not fit, the first children that are not
/// weighted are cut first. A child that ends up with no column is left out, with its spacing.
/// The row is as high as its highest child; lower children are placed by `alignment`.
///
/// ```swift
/// let contact = ContentRow {
///     ContentText("Phone").width(7)
///     ContentText("(617) 555-0142").weight(1)
/// }
/// ```
public struct ContentRow: ContentLayoutElement {
    /// The row as a layout.
    public let layout: ContentLayout

    /// A row of `children`, `spacing` columns apart (negative spacing counts as 0).
    public init(
        spacing: Int = 0,
        alignment: ContentLayout.VerticalAlignment = .top,
        @ContentLayoutBuilder _ children: () -> [ContentLayout]
    ) {
        layout = ContentLayout(.row(spacing: max(0, spacing), alignment: alignment, children: children()))
    }
}
