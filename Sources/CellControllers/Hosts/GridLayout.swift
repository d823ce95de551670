/// How a ``GridHost`` lays out items: rows of columns, section after section, with spacing and
/// insets, like a `UICollectionViewFlowLayout` (or SwiftUI's `LazyVGrid`).
///
/// Each row is as tall as its tallest item. Item heights come from the data source, from
/// ``itemHeight``, or from measuring the configured cell at the column width; with
/// `estimatedItemHeight` set, items are only measured when they become visible.
///
/// Section headers and footers span the full width and are always measured: their height is
/// their configured cell's ``CellView/preferredHeight(forWidth:)`` (``itemHeight`` does not apply
/// to them).
public struct GridLayout: CellLayout, Hashable {
    /// A grid layout is a ``GridHost``'s.
    public typealias Host = GridHost

    /// How many columns a section has and how wide they are.
    public enum Columns: Hashable, Sendable {
        /// Exactly `count` columns sharing the width.
        case fixed(Int)
        /// As few columns as keep each at most `maximum` wide, but never narrower than `minimum`
        /// (then fewer columns, at least one).
        case flexible(minimum: Double, maximum: Double)
        /// As many columns as fit at `minimum` width; the leftover width is shared.
        case adaptive(minimum: Double)
    }

    /// The column mode.
    public var columns: Columns
    /// The horizontal gap between items of a row.
    public var interitemSpacing: Double
    /// The vertical gap between rows.
    public var lineSpacing: Double
    /// The space around the items of each section (inside the header and footer).
    public var sectionInsets: EdgeInsets
    /// The height of items whose data source gives none; `nil` measures each cell. A section of
    /// a fixed item height whose items have no heights of their own (a factory's
    /// ``ItemHeights/layout``) is laid out without asking for any item.
    public var itemHeight: Double?
    /// The height assumed for items not measured yet; `nil` measures every item on reload.
    package var estimatedItemHeight: Double?
    /// Whether a section's header stays pinned to the top of the viewport while the section is
    /// on screen, like `UICollectionViewFlowLayout`'s `sectionHeadersPinToVisibleBounds`. Off by
    /// default.
    public var pinsSectionHeaders: Bool
    /// Whether a section's footer stays pinned to the bottom of the viewport while the section is
    /// on screen, like `UICollectionViewFlowLayout`'s `sectionFootersPinToVisibleBounds`. Off by
    /// default.
    public var pinsSectionFooters: Bool
    /// Whether the section scrolls sideways, and how: one row of equal items instead of
    /// ``columns`` (see ``carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:)``).
    /// `nil`, the default, flows the items into rows of columns.
    package var carousel: CarouselLayout?
    /// The decoration drawn behind the section's items, between its header and footer (a
    /// compositional layout's section background decoration item); `nil`, the default, for
    /// none.
    public var sectionBackground: SectionBackground?
    /// The column left of the section's items where its side label is drawn (a compositional
    /// layout's leading boundary supplementary item, see ``SideLabelLayout``); `nil`, the
    /// default, for none: the items take the full width.
    public var sideLabel: SideLabelLayout?
    /// The space between neighbouring sections, 0 (the default) for none: see
    /// ``CellLayout/interSectionSpacing``. Only the host's layout's counts (a section's own
    /// layout does not change it); negative or non-finite values count as 0.
    public var interSectionSpacing: Double = 0
    /// The group each row repeats (see ``init(group:interGroupSpacing:sectionInsets:)``), or
    /// `nil`, the default, for rows of ``columns``. When set, it decides the rows' items and
    /// frames (``columns`` and ``interitemSpacing`` do not apply, ``lineSpacing`` is the space
    /// between groups).
    package internal(set) var group: LayoutGroup?

    /// Creates a grid layout.
    public init(
        columns: Columns = .fixed(2),
        interitemSpacing: Double = 1,
        lineSpacing: Double = 0,
        sectionInsets: EdgeInsets = EdgeInsets(),
        itemHeight: Double? = nil,
        estimatedItemHeight: Double? = nil,
        pinsSectionHeaders: Bool = false,
        pinsSectionFooters: Bool = false
    ) {
        self.pinsSectionHeaders = pinsSectionHeaders
        self.pinsSectionFooters = pinsSectionFooters
        self.columns = columns
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInsets = sectionInsets
        self.itemHeight = itemHeight
        self.estimatedItemHeight = estimatedItemHeight
    }

    /// The height of items whose data source gives none: ``itemHeight``, or the carousel's item
    /// height; `nil` to measure each.
    var defaultItemHeight: Double? { carousel?.itemHeight ?? itemHeight }

    /// The number of columns and their width for a section `width` wide.
    ///
    /// The width is whole (rounded down) when it is at least one point, so that a text host
    /// draws every column the same width: two columns of 39.5 in 79 points would be drawn 40
    /// and 39 wide; they are 39 and 39, the point left over after the last column.
    ///
    /// - Complexity: O(1).
    package func columnMetrics(forWidth width: Double) -> (count: Int, width: Double) {
        let metrics = fractionalColumnMetrics(forWidth: width)
        return (metrics.count, metrics.width >= 1 ? (metrics.width + 1e-9).rounded(.down) : metrics.width)
    }

    /// ``columnMetrics(forWidth:)`` before the width is made whole.
    private func fractionalColumnMetrics(forWidth width: Double) -> (count: Int, width: Double) {
        let available = max(0, width - sectionInsets.horizontal)
        let spacing = interitemSpacing
        func fitting(_ count: Int) -> (count: Int, width: Double) {
            let count = max(1, count)
            return (count, max(0, (available - Double(count - 1) * spacing) / Double(count)))
        }
        switch columns {
        case .fixed(let count):
            return fitting(count)
        case .adaptive(let minimum):
            return fitting(Int(((available + spacing) / max(1, minimum + spacing)).rounded(.down)))
        case .flexible(let minimum, let maximum):
            var count = Int(((available + spacing) / max(1, maximum + spacing)).rounded(.up))
            while count > 1 && fitting(count).width < minimum { count -= 1 }
            return fitting(count)
        }
    }
}
