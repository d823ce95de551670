import CellControllers

/// A declarative layout of a cell's text content: rows and columns of text, nested, with
/// spacing, margins, fixed widths and weights, alignment and line limits, measured and drawn in
/// terminal columns.
///
/// It describes a cell by its structure, as MarkupKit's `LMColumnView` and `LMRowView` do, instead
/// of padding and cutting strings by hand. Build one from the elements ``ContentText``,
/// ``ContentRow``, ``ContentColumn`` and ``ContentSpacer`` (each modifier of
/// ``ContentLayoutElement`` returns a `ContentLayout`):
///
/// ```swift
/// let layout = ContentColumn {
///     ContentRow(spacing: 1) {
///         ContentText("1. CVS").weight(1)        // takes the width the distance leaves
///         ContentText("0.38 miles")
///     }
///     ContentText("587 Boylston Street\nBoston MA 02116", lineLimit: 0).margins(EdgeInsets(left: 3))
/// }
/// layout.height(forWidth: 40)    // 3
/// layout.render(width: 40)       // 3 lines of exactly 40 columns
/// ```
///
/// A layout is a value: build it from the cell's content in `CellView.render(width:)`.
/// ``ContentLayoutElement/height(forWidth:)`` measures it without building any line, so a
/// self-sizing cell overrides `CellView.preferredHeight(forWidth:)` with it;
/// ``ContentLayoutElement/render(width:)`` returns exactly that many lines, each exactly `width`
/// columns wide (see `TextRendering.columnWidth(of:)`).
///
/// - Complexity: measuring and rendering visit each element once per row or column it is in,
///   and read each text once; only the lines that are shown are built.
public struct ContentLayout: ContentLayoutElement, Equatable {
    /// What the element is.
    enum Kind: Sendable, Equatable {
        /// Text with a line limit (0: none), a horizontal alignment of its lines, and what
        /// wrapping does with a word wider than a line.
        case text(String, lineLimit: Int, alignment: HorizontalAlignment, longWords: LongWords)
        /// Empty space of a fixed length along its parent's axis, or flexible (`nil`).
        case spacer(Int?)
        /// Children in a row.
        case row(spacing: Int, alignment: VerticalAlignment, children: [ContentLayout])
        /// Children in a column.
        case column(spacing: Int, alignment: HorizontalAlignment, children: [ContentLayout])
    }

    var kind: Kind
    /// The element's width in columns, margins included, instead of its intrinsic width.
    var fixedWidth: Int?
    /// The element's share of a row's width left after its fixed and intrinsic children.
    var weight: Double?
    /// The element's height in lines, margins included, instead of its content's.
    var fixedHeight: Int?
    /// Blank columns and lines around the element's content.
    var margins = Margins()

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The layout itself.
    public var layout: ContentLayout { self }
}
