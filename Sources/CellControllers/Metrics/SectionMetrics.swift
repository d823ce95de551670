/// The metrics of one section of a layout family, as a ``SectionedLayoutEngine`` keeps them: the
/// header and footer heights, the items' metrics, and how the body (the items between header and
/// footer) is laid out. ``TableSectionMetrics`` stacks rows; ``GridSectionMetrics`` flows items
/// into columns.
///
/// (Not a section of the screen, ``ControllerSection`` or a snapshot's section: the layout state
/// a host keeps for one.)
@MainActor
protocol SectionMetrics {
    associatedtype Configuration: CellLayout

    /// Lays out `count` items of `section` at `width`: estimated heights when the layout has an
    /// estimate, otherwise the source's real heights.
    init(section: Int, count: Int, width: Double, source: LayoutSource<Configuration>)

    /// The height of items of a section with `layout` whose data source gives none, or `nil` to
    /// measure each cell.
    static func defaultItemHeight(of layout: Configuration) -> Double?
    /// The decoration drawn behind the items of a section with `layout`, or `nil`.
    static func sectionBackground(of layout: Configuration) -> SectionBackground?

    /// The layout the section was laid out with.
    var layout: Configuration { get }
    /// The height of the header (0 when there is none).
    var header: Double { get set }
    /// The height of the footer (0 when there is none).
    var footer: Double { get set }
    /// Per item: the metrics the section keeps for it (a row's extent, a grid item's height).
    var items: HeightTree { get set }
    /// The height between the header and the footer.
    var bodyHeight: Double { get }
    /// The width items are laid out (and measured) at.
    var itemWidth: Double { get }
    /// The width `item` is laid out (and measured) at: ``itemWidth`` unless the section's
    /// items differ (a grid of ``LayoutGroup``s).
    func itemWidth(of item: Int) -> Double
    /// The width of the side label column left of the items (0 for none).
    var sideLabelWidth: Double { get }
    /// Whether the section estimates the heights of items it has not measured.
    var estimatesHeights: Bool { get }
    /// Where the separator below each item starts, or `nil` for none.
    var separatorInset: Double? { get }
    /// The bytes of per-item bookkeeping.
    var bookkeepingBytes: Int { get }

    /// The metrics of an item that enters the section at `path`.
    func newItem(at path: ItemPath, source: LayoutSource<Configuration>) -> HeightTree.Element
    /// The metrics of an item whose measured height is `height`.
    func measuredItem(height: Double) -> HeightTree.Element
    /// Appends, in display order, the items whose frames intersect `rect`; the body starts at `bodyTop`.
    func appendItems(in rect: Rect, bodyTop: Double, section: Int, to result: inout [LayoutElement])
    /// The frame of `item`; the body starts at `bodyTop`.
    func itemFrame(_ item: Int, bodyTop: Double) -> Rect
    /// The item under `point`, if any; the body starts at `bodyTop`.
    func item(at point: Point, bodyTop: Double) -> Int?
    /// Updates derived bookkeeping after `item`'s metrics changed.
    mutating func itemDidChange(_ item: Int)
    /// Updates derived bookkeeping after items were inserted or removed.
    mutating func itemsDidMove()
    /// The sideways scroll of a carousel section, or `nil` when its items do not scroll
    /// sideways.
    var carousel: CarouselScroll? { get }
    /// Scrolls a carousel section's items sideways to `x` (clamped); nothing for other sections.
    mutating func scrollCarousel(to x: Double)
    /// The items of a carousel section whose frames meet the columns `minX..<maxX` at its
    /// current offset, whatever their lines; empty for other sections.
    func carouselItems(meeting minX: Double, _ maxX: Double) -> Range<Int>
}

extension SectionMetrics {
    /// Header, body and footer.
    var extent: Double { header + bodyHeight + footer }

    /// Every item is ``itemWidth`` wide.
    func itemWidth(of item: Int) -> Double { itemWidth }

    /// No sideways scroll.
    var carousel: CarouselScroll? { nil }

    /// Nothing scrolls sideways.
    mutating func scrollCarousel(to x: Double) {}

    /// No items scroll sideways.
    func carouselItems(meeting minX: Double, _ maxX: Double) -> Range<Int> { 0..<0 }
}
