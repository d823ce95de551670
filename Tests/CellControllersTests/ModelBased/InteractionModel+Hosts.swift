import CellControllers

/// What the interaction model needs of a host family beyond ``CellHosting``: making hosts,
/// layouts and the model's controllers, and reading the model's cells and controllers back.
/// ``TableHost`` and ``GridHost`` conform below; everything else (taps, swipes, moves,
/// selection, scrolling, prefetching) is `CellHost`'s, which the driver constrains to.
@MainActor
protocol InteractionModelHost: CellHosting {
    static var family: InteractionModel.Family { get }
    /// The cells of the model's item and text controllers, so that a screen of controller
    /// sections reads its controllers back as their own classes (`controller(of:as:)`).
    associatedtype ItemCell: ReusableCell & InteractionModelCell where ItemCell.Host == Self
    associatedtype TextCell: ReusableCell & InteractionModelCell where TextCell.Host == Self
    static func make(viewport: Size, layout: Layout) -> Self
    static func layout(_ spec: InteractionModel.LayoutSpec) -> Layout
    static func itemController(
        _ item: InteractionModel.Item, height: Double?, recorder: InteractionModel.Recorder?, grown: Bool, forcedSwipeTitles: [String]?,
        controls: InteractionModel.ControlBoard?
    ) -> CellController<Self>
    static func textController(
        _ content: InteractionModel.CellContent, recorder: InteractionModel.Recorder?, onTap: (@MainActor () -> Void)?
    ) -> CellController<Self>
    /// What a cell of the model shows, or `nil` for another cell.
    static func content(of cell: CellType) -> InteractionModel.CellContent?
    /// The model's item of a controller, or `nil` for another controller.
    static func item(of controller: CellController<Self>) -> InteractionModel.Item?
    /// The cell a model controller believes it displays (`currentCell()`).
    static func currentCell(of controller: CellController<Self>) -> CellType?
    /// The sideways offset of the section's carousel (`GridHost.carouselScroll(section:)`);
    /// `nil` for tables (see `InteractionModel+Carousel`).
    func modelCarouselOffset(section: Int) -> Double?
    /// `GridHost.scrollCarousel(section:toX:)`; tables have no carousels.
    func modelScrollCarousel(section: Int, toX x: Double) throws(CellHostError)
    /// `GridHost.swipeCarousel(section:by:)`: where the carousel comes to rest.
    func modelSwipeCarousel(section: Int, by distance: Double) throws(CellHostError) -> Double
}

extension TableHost: InteractionModelHost {
    typealias ItemCell = InteractionModel.TableItemCell
    typealias TextCell = InteractionModel.TableTextCell

    static var family: InteractionModel.Family { .table }

    static func make(viewport: Size, layout: TableLayout) -> TableHost {
        TableHost(viewportSize: viewport, layout: layout)
    }

    static func layout(_ spec: InteractionModel.LayoutSpec) -> TableLayout {
        let separators: [TableLayout.Separator] = [.none, .line(inset: 0), .line(inset: 2)]
        var layout = TableLayout(
            rowHeight: spec.rowHeight, estimatedRowHeight: spec.estimated,
            separator: separators[min(max(0, spec.separator), 2)], pinsSectionHeaders: spec.pinned,
            pinsSectionFooters: spec.pinnedFooters)
            .withSideLabel(spec.sideLabel)
        layout.interSectionSpacing = spec.interSectionSpacing
        return layout
    }

    static func itemController(
        _ item: InteractionModel.Item, height: Double?, recorder: InteractionModel.Recorder?, grown: Bool, forcedSwipeTitles: [String]?,
        controls: InteractionModel.ControlBoard?
    ) -> CellController<TableHost> {
        InteractionModel.ItemController<InteractionModel.TableItemCell>(item, height: height, recorder: recorder, grown: grown, forcedSwipeTitles: forcedSwipeTitles, controls: controls)
    }

    static func textController(
        _ content: InteractionModel.CellContent, recorder: InteractionModel.Recorder?, onTap: (@MainActor () -> Void)?
    ) -> CellController<TableHost> {
        InteractionModel.TextController<InteractionModel.TableTextCell>(content, recorder: recorder, onTap: onTap)
    }

    static func content(of cell: TableCell) -> InteractionModel.CellContent? {
        (cell as? InteractionModelCell)?.content
    }

    static func item(of controller: CellController<TableHost>) -> InteractionModel.Item? {
        (controller as? InteractionModel.ItemController<InteractionModel.TableItemCell>)?.item
    }

    static func currentCell(of controller: CellController<TableHost>) -> TableCell? {
        if let controller = controller as? InteractionModel.ItemController<InteractionModel.TableItemCell> { return controller.currentCell() }
        return (controller as? InteractionModel.TextController<InteractionModel.TableTextCell>)?.currentCell()
    }
}

extension GridHost: InteractionModelHost {
    typealias ItemCell = InteractionModel.GridItemCell
    typealias TextCell = InteractionModel.GridTextCell

    static var family: InteractionModel.Family { .grid }

    static func make(viewport: Size, layout: GridLayout) -> GridHost {
        GridHost(viewportSize: viewport, layout: layout)
    }

    static func layout(_ spec: InteractionModel.LayoutSpec) -> GridLayout {
        if let carousel = spec.carousel { return carouselLayout(carousel, spec: spec) }
        if let group = spec.group { return groupLayout(group, spec: spec) }
        var layout = GridLayout(
            columns: spec.columns == 0 ? .adaptive(minimum: 9) : .fixed(spec.columns),
            interitemSpacing: spec.interitemSpacing, lineSpacing: spec.lineSpacing,
            sectionInsets: spec.insets ? EdgeInsets(top: 1, left: 1, bottom: 1, right: 1) : EdgeInsets(),
            itemHeight: spec.rowHeight, estimatedItemHeight: spec.estimated,
            pinsSectionHeaders: spec.pinned, pinsSectionFooters: spec.pinnedFooters)
        layout.sectionBackground = spec.background
        layout.sideLabel = spec.sideLabel
        layout.interSectionSpacing = spec.interSectionSpacing
        return layout
    }

    static func itemController(
        _ item: InteractionModel.Item, height: Double?, recorder: InteractionModel.Recorder?, grown: Bool, forcedSwipeTitles: [String]?,
        controls: InteractionModel.ControlBoard?
    ) -> CellController<GridHost> {
        InteractionModel.ItemController<InteractionModel.GridItemCell>(item, height: height, recorder: recorder, grown: grown, forcedSwipeTitles: forcedSwipeTitles, controls: controls)
    }

    static func textController(
        _ content: InteractionModel.CellContent, recorder: InteractionModel.Recorder?, onTap: (@MainActor () -> Void)?
    ) -> CellController<GridHost> {
        InteractionModel.TextController<InteractionModel.GridTextCell>(content, recorder: recorder, onTap: onTap)
    }

    static func content(of cell: GridCell) -> InteractionModel.CellContent? {
        (cell as? InteractionModelCell)?.content
    }

    static func item(of controller: CellController<GridHost>) -> InteractionModel.Item? {
        (controller as? InteractionModel.ItemController<InteractionModel.GridItemCell>)?.item
    }

    static func currentCell(of controller: CellController<GridHost>) -> GridCell? {
        if let controller = controller as? InteractionModel.ItemController<InteractionModel.GridItemCell> { return controller.currentCell() }
        return (controller as? InteractionModel.TextController<InteractionModel.GridTextCell>)?.currentCell()
    }
}
