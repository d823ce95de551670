/// How a ``TableHost`` lays out rows: one column, top to bottom, section after section.
///
/// Row heights come, in this order, from the data source (a controller's
/// ``CellController/height(forWidth:)``), from ``rowHeight``, or from measuring the configured
/// cell (``CellView/preferredHeight(forWidth:)``). With `estimatedRowHeight` set, rows are only
/// measured when they become visible, as with UIKit's `estimatedRowHeight`.
///
/// Section headers and footers are always measured: their height is their configured cell's
/// ``CellView/preferredHeight(forWidth:)`` (``rowHeight`` does not apply to them).
public struct TableLayout: CellLayout, Hashable {
    /// A table layout is a ``TableHost``'s.
    public typealias Host = TableHost

    /// The line drawn below each row.
    public enum Separator: Hashable, Sendable {
        /// No separators.
        case none
        /// A one-line separator below each row, starting `inset` columns from the left edge.
        case line(inset: Double)
    }

    /// The height of rows whose data source gives none; `nil` measures each cell. A section of a
    /// fixed row height whose items have no heights of their own (a factory's
    /// ``ItemHeights/layout``, a data source's ``CellHostDataSource/host(_:givesItemHeightsInSection:)``)
    /// is laid out without asking for any row.
    public var rowHeight: Double?
    /// The height assumed for rows not measured yet; `nil` measures every row on reload.
    package var estimatedRowHeight: Double?
    /// The separator drawn below each row.
    public var separator: Separator
    /// Whether a section's header stays pinned to the top of the viewport while any of the
    /// section is on screen, until the end of the section pushes it up, as in UIKit's `.plain`
    /// table style. Off by default: headers scroll with their sections, as in UIKit's
    /// `.grouped` style (without its inset look).
    public var pinsSectionHeaders: Bool
    /// Whether section footers pin to the bottom of the viewport while their section is on
    /// screen, pushed down by the section's start (UIKit's plain style pins them). Off by
    /// default, whether headers pin or not, so that screens written before pinned footers existed
    /// render the same.
    public var pinsSectionFooters: Bool
    /// The column left of the section's rows where its side label is drawn (see
    /// ``SideLabelLayout``): the rows start that many columns in. `nil`, the default, for none.
    public var sideLabel: SideLabelLayout?
    /// The space between neighbouring sections, 0 (the default) for none: see
    /// ``CellLayout/interSectionSpacing``. Only the host's layout's counts (a section's own
    /// layout does not change it); negative or non-finite values count as 0.
    public var interSectionSpacing: Double = 0

    /// Creates a table layout.
    ///
    /// By default headers scroll with their sections (UIKit's `.grouped` table style), so that
    /// screens written before pinned headers existed render the same; pass
    /// `pinsSectionHeaders: true` for the pinned headers of UIKit's `.plain` style, and
    /// `pinsSectionFooters: true` for its pinned footers.
    public init(
        rowHeight: Double? = nil,
        estimatedRowHeight: Double? = nil,
        separator: Separator = .line(inset: 0),
        pinsSectionHeaders: Bool = false,
        pinsSectionFooters: Bool = false
    ) {
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.separator = separator
        self.pinsSectionHeaders = pinsSectionHeaders
        self.pinsSectionFooters = pinsSectionFooters
    }

    /// The height of rows whose data source gives none (``rowHeight``), or `nil` to measure each.
    var defaultItemHeight: Double? { rowHeight }

    /// The vertical space a separator takes below each row.
    var separatorHeight: Double {
        if case .none = separator { 0 } else { 1 }
    }
}
