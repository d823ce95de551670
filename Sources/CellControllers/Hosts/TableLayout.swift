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
    /// A table lays out ``TableCell``s.
    public typealias Cell = TableCell
    /// A table layout is a ``TableHost``'s.
    public typealias Host = TableHost

    /// The line drawn below each row.
    public enum Separator: Hashable, Sendable {
        /// No separators.
        case none
        /// A one-line separator below each row, starting `inset` columns from the left edge.
        case line(inset: Double)
    }

    /// Whether section headers pin to the top of the viewport, as in UIKit's table styles.
    public enum Style: Hashable, Sendable {
        /// A section's header stays pinned to the top of the viewport while any of the section is
        /// on screen, until the end of the section pushes it up (UIKit's `.plain`).
        case plain
        /// Headers scroll with their sections (UIKit's `.grouped`, without the inset look).
        case grouped
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
    /// Whether section headers pin to the top of the viewport: ``Style/grouped`` (the default:
    /// headers scroll with their sections) or ``Style/plain`` (pinned, like UIKit's default
    /// table style).
    public var style: Style
    /// Whether section footers pin to the bottom of the viewport while their section is on
    /// screen, pushed down by the section's start (UIKit's plain style pins them). Off by
    /// default, whatever the style, so that screens written before pinned footers existed
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
    /// The default style is ``Style/grouped``, headers that scroll with their sections, so that
    /// screens written before pinned headers existed render the same; pass ``Style/plain`` for
    /// UIKit's pinned headers, and `pinsSectionFooters: true` for its pinned footers.
    public init(
        rowHeight: Double? = nil,
        estimatedRowHeight: Double? = nil,
        separator: Separator = .line(inset: 0),
        style: Style = .grouped,
        pinsSectionFooters: Bool = false
    ) {
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.separator = separator
        self.style = style
        self.pinsSectionFooters = pinsSectionFooters
    }

    /// ``rowHeight``.
    public var defaultItemHeight: Double? { rowHeight }

    /// Whether the style is ``Style/plain``.
    public var pinsSectionHeaders: Bool { style == .plain }

    /// The vertical space a separator takes below each row.
    var separatorHeight: Double {
        if case .none = separator { 0 } else { 1 }
    }
}
