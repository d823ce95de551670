import CellControllers

/// Children one below the other in a ``ContentLayout``, `spacing` lines apart, as MarkupKit's
/// `LMColumnView`.
///
/// Every child gets the column's width, except children with a fixed
/// ``ContentLayoutElement/width(_:)``, which are placed by `alignment`. Children with no line (a
/// ``ContentLayoutElement/height(_:)`` of 0, a row with nothing shown, a flexible
/// ``ContentSpacer``) are left out, with their spacing.
///
/// ```swift
/// let card = ContentColumn(spacing: 1) {
///     ContentText("1. CVS")
///     ContentText("587 Boylston Street", lineLimit: 0)
/// }
/// ```
public struct ContentColumn: ContentLayoutElement {
    /// The column as a layout.
    public let layout: ContentLayout

    /// A column of `children`, `spacing` lines apart (negative spacing counts as 0).
    public init(
        spacing: Int = 0,
        alignment: ContentLayout.HorizontalAlignment = .leading,
        @ContentLayoutBuilder _ children: () -> [ContentLayout]
    ) {
        layout = ContentLayout(.column(spacing: max(0, spacing), alignment: alignment, children: children()))
    }
}
