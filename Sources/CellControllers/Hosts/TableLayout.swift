/// How a ``TableHost`` lays out rows: one column, top to bottom, section after section.
///
/// Row heights come, in this order, from the data source (a controller's
/// ``CellController/height(forWidth:)``), from ``rowHeight``, or from measuring the configured
/// cell (``CellView/preferredHeight(forWidth:)``). With ``estimatedRowHeight`` set, rows are only
/// measured when they become visible, as with UIKit's `estimatedRowHeight`.
///
/// Section headers and footers are always measured: their height is their configured cell's
/// ``CellView/preferredHeight(forWidth:)`` (``rowHeight`` does not apply to them).
public struct TableLayout: CellLayout, Hashable {
    /// A table lays out ``TableCell``s.
    public typealias Cell = TableCell

    /// The line drawn below each row.
    public enum Separator: Hashable, Sendable {
        /// No separators.
        case none
        /// A one-line separator below each row, starting `inset` columns from the left edge.
        case line(inset: Double)
    }

    /// The height of rows whose data source gives none; `nil` measures each cell.
    public var rowHeight: Double?
    /// The height assumed for rows not measured yet; `nil` measures every row on reload.
    public var estimatedRowHeight: Double?
    /// The separator drawn below each row.
    public var separator: Separator

    /// Creates a table layout.
    public init(rowHeight: Double? = nil, estimatedRowHeight: Double? = nil, separator: Separator = .line(inset: 0)) {
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.separator = separator
    }

    /// ``rowHeight``.
    public var defaultItemHeight: Double? { rowHeight }

    /// The vertical space a separator takes below each row.
    var separatorHeight: Double {
        if case .none = separator { 0 } else { 1 }
    }
}
