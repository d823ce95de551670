/// A column on the leading side of a section, left of its items, where the section's side label
/// is drawn at the top of its items: a timeline's date, a contacts list's letter, like a
/// compositional layout's `NSCollectionLayoutBoundarySupplementaryItem` aligned `.leading`.
///
/// Set it on a section's ``GridLayout/sideLabel`` or ``TableLayout/sideLabel``; the label's text
/// comes from the section (``ControllerSection/sideLabel``,
/// ``CellControllerFactory/sideLabel(forSection:)`` for a ``Snapshot`` of models, or
/// ``CellHostDataSource/host(_:sideLabelForSection:)``):
///
/// ```swift
/// var days = TableLayout(rowHeight: 1, separator: .none)
/// days.sideLabel = SideLabelLayout(width: 6, pinsToVisibleBounds: true)
/// ```
///
/// The section's items are laid out in the rest of the width: a table's rows start `width`
/// columns in, a grid's columns share what is left after its insets (a carousel's items start
/// after the column, and scroll under it). Headers and footers span the full width. The label
/// is one line high, at the top of the section's items (below its header), clipped to the
/// column; with `pinsToVisibleBounds` it stays at the top of the viewport (below the bars of
/// ``CellHost/setPinnedInsets(_:)`` and a pinned header) while the section's items are there, pushed
/// up by their end, as a pinned header is.
///
/// A column the viewport cannot hold (`width` not finite, less than one column, or leaving
/// the items none) is not laid out: the section's items take the full width and the host
/// reports ``CellHostError/sideLabelDoesNotFit(section:width:viewportWidth:)``.
public struct SideLabelLayout: Hashable, Sendable {
    /// The width of the column, which the section's items are inset by.
    package var width: Double
    /// Whether the label stays at the top of the viewport while the section's items are on
    /// screen (like `sectionHeadersPinToVisibleBounds`, on the side). Off by default.
    package var pinsToVisibleBounds: Bool

    /// Creates a side label column `width` columns wide.
    public init(width: Double, pinsToVisibleBounds: Bool = false) {
        self.width = width
        self.pinsToVisibleBounds = pinsToVisibleBounds
    }

    /// The width the column takes in a section `sectionWidth` wide, or `nil` when it cannot be
    /// laid out there: not finite, under one column, or leaving the items less than one.
    ///
    /// - Complexity: O(1).
    func fittingWidth(in sectionWidth: Double) -> Double? {
        width.isFinite && width >= 1 && width <= sectionWidth - 1 ? width : nil
    }
}
