/// Where a layout engine gets the sizes it does not estimate. Hosts build one per layout pass
/// from their data source (and measure cells in ``itemHeight`` when a controller gives no height).
@MainActor
struct LayoutSource<Configuration: CellLayout> {
    /// The layout of a section (the host's layout unless the data source overrides it).
    var sectionLayout: (Int) -> Configuration
    /// The real height of an item at the given width.
    var itemHeight: (ItemPath, Double) -> Double
    /// Whether items of a section may have heights of their own; when not, a section with a
    /// fixed row height is laid out without asking ``itemHeight`` for each item.
    var givesItemHeights: (Int) -> Bool = { _ in true }
    /// The height of a section's header or footer at the given width; 0 when there is none.
    var supplementaryHeight: (SupplementaryKind, Int, Double) -> Double
    /// Told of a section whose side label column does not fit its width (the section is laid
    /// out without it): the section and the column's width.
    var sideLabelDoesNotFit: (Int, Double) -> Void = { _, _ in }
    /// The gap between neighbouring sections: the host layout's ``CellLayout/interSectionSpacing``.
    var interSectionSpacing: Double = 0

    /// The width of the side label column of `section`, laid out `width` wide with `layout`: 0
    /// for none, and for one that does not fit (reported to ``sideLabelDoesNotFit``).
    func sideLabelWidth(of layout: Configuration, section: Int, width: Double) -> Double {
        guard let sideLabel = layout.sideLabel else { return 0 }
        guard let fitting = sideLabel.fittingWidth(in: width) else {
            sideLabelDoesNotFit(section, sideLabel.width)
            return 0
        }
        return fitting
    }
}

/// An item's measured metrics and the layout of its section when they were measured: what a
/// reload carries to keep the item's measured height.
struct MeasuredItem<Configuration: CellLayout> {
    /// Where the item is.
    var path: ItemPath
    /// Its metrics in the layout engine (a table row's include its separator).
    var element: HeightTree.Element
    /// The layout its section had.
    var layout: Configuration
}

/// The frame computation behind a host: table rows or grid columns.
///
/// Engines keep their per-item bookkeeping in ``HeightTree``s so that every query a scrolling
/// host makes costs O(log n), and batch updates cost O(k log n) for k changes (grids re-flow the
/// rows of changed sections, see `GridSectionMetrics`).
@MainActor
protocol LayoutEngine<Configuration>: AnyObject {
    associatedtype Configuration: CellLayout

    /// The size of everything laid out.
    var contentSize: Size { get }
    /// The number of sections laid out.
    var numberOfSections: Int { get }
    /// The number of items laid out in `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// Lays everything out again for `counts` items per section at `width`. With
    /// `keepingCarouselOffsets`, a section that was a carousel and still is one keeps its
    /// sideways offset (clamped); otherwise carousels start at 0.
    func reload(counts: [Int], width: Double, source: LayoutSource<Configuration>, keepingCarouselOffsets: Bool)
    /// The elements whose frames intersect `rect`, in display order (top to bottom).
    func elements(in rect: Rect) -> [LayoutElement]
    /// The frame of `element`, or `nil` when it does not exist (or has no height, for a
    /// supplementary element).
    func frame(for element: LayoutElement) -> Rect?
    /// The element under `point`, if any.
    func element(at point: Point) -> LayoutElement?
    /// The layout `section` is laid out with (until the next reload or batch update tells the
    /// engine of a new one), or `nil` for a section it does not have.
    func layout(ofSection section: Int) -> Configuration?
    /// The height of items of a section with `layout` whose data source gives none, or `nil` to
    /// measure each cell (a table's row height, a grid's item height or carousel item height).
    func defaultItemHeight(of layout: Configuration) -> Double?
    /// The decoration drawn behind the items of a section with `layout` (none in a table).
    func sectionBackground(of layout: Configuration) -> SectionBackground?
    /// The width an item of `section` is laid out at (what a cell is measured at).
    func itemWidth(inSection section: Int) -> Double
    /// The width the item at `path` is laid out at: its section's, or while it is moved (live
    /// reorder), its target section's.
    func itemWidth(forItemAt path: ItemPath) -> Double
    /// The section the item at `path` is laid out in: its own, or while it is moved (live
    /// reorder), its target's.
    func shownSection(ofItemAt path: ItemPath) -> Int
    /// Whether the item's height is still an estimate.
    func isEstimated(_ path: ItemPath) -> Bool
    /// Replaces the item's height with a measured one.
    func setMeasuredHeight(_ height: Double, at path: ItemPath)
    /// While a move lays the item at `path` out in a section of another layout (live reorder),
    /// replaces the metrics it gets back in its own section when the move is no longer shown
    /// with those of `height()`, its height measured in its own section; nothing otherwise.
    func setOwnMeasuredHeight(ofMovedItemAt path: ItemPath, _ height: () -> Double)
    /// Forgets the item's measured height (its content changed); `height` is the new real height
    /// when the layout does not estimate, `nil` to fall back to the estimate.
    func invalidateHeight(at path: ItemPath, source: LayoutSource<Configuration>)
    /// The items whose heights were measured in sections that estimate heights, with their
    /// metrics and their section's layout (what a reload that keeps the measured heights
    /// carries, see `HostReloadState`; a section that does not estimate is measured anew by
    /// the reload).
    /// - Complexity: O(m log n) for m measured items.
    func measuredItems() -> [MeasuredItem<Configuration>]
    /// Puts back `items` measured before a reload, at their paths now: each one whose section
    /// still has the layout it was measured in (its metrics depend on it), the others stay
    /// estimated.
    /// - Complexity: O(m log n) for m items, plus O(s) for s sections.
    func restoreMeasuredItems(_ items: [MeasuredItem<Configuration>])
    /// Lays out `movement`'s item at its target while the move is in progress (live reorder),
    /// or everything in the data's order for `nil`. Every other query takes and returns paths
    /// in the data's order, whatever is shown.
    func show(_ movement: InteractiveMovement?, source: LayoutSource<Configuration>)
    /// Applies a validated batch incrementally (showing the data's order first).
    func apply(_ plan: UpdatePlan, source: LayoutSource<Configuration>)
    /// Where the separator line below the item starts, or `nil` when none is drawn.
    func separatorInset(forItemAt path: ItemPath) -> Double?
    /// The bytes of per-item bookkeeping the engine holds, for memory reporting.
    var bookkeepingBytes: Int { get }
    /// Where a section starts and ends (below its footer, before the gap to the next section),
    /// in content coordinates.
    func sectionSpan(_ section: Int) -> (top: Double, bottom: Double)
    /// The section that covers the offset `y`, if any.
    func section(containing y: Double) -> Int?
    /// The sideways scroll of a carousel section, or `nil` (another section, or none).
    func carousel(inSection section: Int) -> CarouselScroll?
    /// Scrolls a carousel section sideways to `x` (clamped); nothing for other sections.
    func scrollCarousel(inSection section: Int, to x: Double)
    /// The items of a carousel section whose frames meet the columns `minX..<maxX` at its
    /// current offset; empty for other sections.
    func carouselItems(inSection section: Int, meeting minX: Double, _ maxX: Double) -> Range<Int>
    /// The laid-out frame of a section's side label (see ``SideLabelLayout``): its column, one
    /// line high at the top of the section's items; `nil` for a section without a column, or
    /// without items.
    /// - Complexity: O(log s).
    func sideLabelFrame(inSection section: Int) -> Rect?
}

extension LayoutEngine {
    /// The item after `path` in display order, across sections (skipping empty ones), or `nil`
    /// after the last item.
    ///
    /// - Complexity: O(1) plus the empty sections skipped.
    func item(after path: ItemPath) -> ItemPath? {
        if path.item + 1 < numberOfItems(inSection: path.section) {
            return ItemPath(item: path.item + 1, section: path.section)
        }
        var section = path.section + 1
        while section < numberOfSections {
            if numberOfItems(inSection: section) > 0 { return ItemPath(item: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The item before `path` in display order, across sections (skipping empty ones), or `nil`
    /// before the first item.
    ///
    /// - Complexity: O(1) plus the empty sections skipped.
    func item(before path: ItemPath) -> ItemPath? {
        if path.item > 0 { return ItemPath(item: path.item - 1, section: path.section) }
        var section = path.section - 1
        while section >= 0 {
            let count = numberOfItems(inSection: section)
            if count > 0 { return ItemPath(item: count - 1, section: section) }
            section -= 1
        }
        return nil
    }
}
