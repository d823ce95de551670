import CellControllers
import CellControllersTestSupport
import Testing

/// A day of a timeline: its label is its name.
private struct Day: Identifiable, Equatable, Sendable {
    let id: String
}

/// Rows of a timeline whose sections are days, their side labels the days' names.
private struct TimelineFactory: CellControllerFactory {
    func cellController(for model: Row) -> CellController<TableHost> { LabelController(model) }
    func supplementaryController(_ kind: SupplementaryKind, forSection section: Day) -> CellController<TableHost>? { nil }
    func sideLabel(forSection section: Day) -> String? { section.id }
}

/// Recorded failures of a host.
@MainActor
private final class FailureLog: CellHostDelegate {
    typealias Host = TableHost
    var errors: [CellHostError] = []
    func host(_ host: TableHost, didFailWith error: CellHostError) { errors.append(error) }
}

/// Side labels (issue 19, compositional sections): a string from the section drawn in a column
/// left of its items, at their top, pinned or not; the items are inset by the column.
@MainActor
@Suite("Section side labels")
struct SideLabelTests {
    /// A table 20 × 5 of two days, "Mon" (rows 0-2) and "Tue" (rows 3-6), one-line rows without
    /// separators, side labels 5 wide.
    static func timeline(pinned: Bool, pinsHeaders: Bool = false, headers: Bool = false) -> (TableHost, CellControllerAdapter<TableHost>) {
        var layout = TableLayout(rowHeight: 1, separator: .none, pinsSectionHeaders: pinsHeaders)
        layout.sideLabel = SideLabelLayout(width: 5, pinsToVisibleBounds: pinned)
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: layout)
        var monday = ControllerSection<TableHost>(
            id: "mon", header: headers ? CaptionController("Monday") : nil, items: (0..<3).map { LabelController(id: $0, title: "R\($0)") })
        monday.sideLabel = "Mon"
        var tuesday = ControllerSection<TableHost>(
            id: "tue", header: headers ? CaptionController("Tuesday") : nil, items: (3..<7).map { LabelController(id: $0, title: "R\($0)") })
        tuesday.sideLabel = "Tue"
        let adapter = CellControllerAdapter(host: host, sections: [monday, tuesday])
        host.layoutIfNeeded()
        return (host, adapter)
    }

    static func lines<Layout>(_ host: CellHost<Layout>) -> [String] {
        host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("Side labels are accessibility elements: their text, static text, read after the section's header and before its items, with no action")
    func sideLabelsAreReadBeforeTheirItems() throws {
        let (host, adapter) = Self.timeline(pinned: true, headers: true)
        let elements = host.accessibilityElements()
        #expect(elements.map(\.label) == ["Monday", "Mon", "R0", "R1", "R2", "Tuesday"], "Tuesday's items, and so its label, are below")
        #expect(elements[1].target == .sideLabel(section: 0))
        #expect(elements[1].traits == .staticText && elements[1].actionNames.isEmpty)
        #expect(elements[1].frame == host.rectForSideLabel(inSection: 0))
        #expect(throws: CellHostError.unknownAccessibilityAction("Activate", available: [])) {
            try host.performAccessibilityAction(named: "Activate", on: .sideLabel(section: 0))
        }
        #expect(throws: CellHostError.accessibilityElementNotVisible(.sideLabel(section: 1))) {
            try host.performAccessibilityAction(named: "Activate", on: .sideLabel(section: 1))
        }
        // Scrolled into Tuesday, whose label pins under its header.
        host.contentOffset = Point(x: 0, y: 5)
        let labels = host.accessibilityElements().map(\.label)
        let tuesday = try #require(labels.firstIndex(of: "Tue"))
        #expect(labels[tuesday - 1] == "Tuesday")
        #expect(labels[tuesday + 1] == "R3")
        withExtendedLifetime(adapter) {}
    }

    @Test func theLabelIsDrawnLeftOfTheItemsAtTheTopOfItsSection() {
        let (host, adapter) = Self.timeline(pinned: false)
        #expect(Self.lines(host) == ["Mon  R0", "     R1", "     R2", "Tue  R3", "     R4"])
        #expect(host.rect(for: .item(ItemPath(item: 0, section: 0))) == Rect(x: 5, y: 0, width: 15, height: 1))
        #expect(host.rectForSideLabel(inSection: 0) == Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(host.rectForSideLabel(inSection: 1) == Rect(x: 0, y: 3, width: 5, height: 1))
        #expect(host.rectForSideLabel(inSection: 2) == nil)
        #expect(host.sectionsForVisibleSideLabels == [0, 1])
        // Hit testing: the label covers its column; the column has no item.
        #expect(host.sectionForSideLabel(at: Point(x: 2, y: 3)) == 1)
        #expect(host.element(at: Point(x: 2, y: 3))?.itemPath == nil)
        #expect(host.element(at: Point(x: 2, y: 1))?.itemPath == nil)
        #expect(host.sectionForSideLabel(at: Point(x: 2, y: 1)) == nil)
        #expect(host.element(at: Point(x: 5, y: 3))?.itemPath == ItemPath(item: 0, section: 1))
        #expect(!host.tap(at: Point(x: 1, y: 0)))
        #expect(host.indexPathsForSelectedItems.isEmpty)
        // Scrolled away, it is no longer visible.
        host.contentOffset = Point(x: 0, y: 1)
        #expect(host.sectionsForVisibleSideLabels == [1])
        #expect(Self.lines(host)[0] == "     R1")
        withExtendedLifetime(adapter) {}
    }

    @Test(arguments: [
        (1.0, ["Mon  R1", "     R2", "Tue  R3", "     R4", "     R5"]),
        (2.0, ["Mon  R2", "Tue  R3", "     R4", "     R5", "     R6"]),
    ])
    func aPinnedLabelStaysAtTheTopWhileItsItemsAreThere(offset: Double, expected: [String]) {
        let (host, adapter) = Self.timeline(pinned: true)
        host.contentOffset = Point(x: 0, y: offset)
        #expect(Self.lines(host) == expected)
        #expect(host.rectForSideLabel(inSection: 0) == Rect(x: 0, y: offset, width: 5, height: 1))
        #expect(host.sectionForSideLabel(at: Point(x: 1, y: offset)) == 0)
        withExtendedLifetime(adapter) {}
    }

    @Test func theEndOfItsItemsPushesAPinnedLabelUp() {
        var (host, adapter) = Self.timeline(pinned: true)
        host.viewportSize = Size(width: 20, height: 3)
        host.contentOffset = Point(x: 0, y: 3)
        // Monday's rows end at 3: its label stays on its last row, above the viewport.
        #expect(host.rectForSideLabel(inSection: 0) == Rect(x: 0, y: 2, width: 5, height: 1))
        #expect(host.sectionsForVisibleSideLabels == [1])
        #expect(Self.lines(host) == ["Tue  R3", "     R4", "     R5"])
        // Below a pinned header of its section.
        (host, adapter) = Self.timeline(pinned: true, pinsHeaders: true, headers: true)
        host.contentOffset = Point(x: 0, y: 2)
        // Monday's header pins at the top over row 1; the label pins below it, on row 2.
        #expect(Self.lines(host) == ["Monday", "Mon  R2", "Tuesday", "Tue  R3", "     R4"])
        #expect(host.rectForSideLabel(inSection: 0) == Rect(x: 0, y: 3, width: 5, height: 1))
        withExtendedLifetime(adapter) {}
    }

    @Test func aGridInsetsItsColumnsByTheLabel() {
        var layout = GridLayout(columns: .fixed(2), interitemSpacing: 1, itemHeight: 1)
        layout.sideLabel = SideLabelLayout(width: 5)
        let host = GridHost(viewportSize: Size(width: 26, height: 4), layout: layout)
        var section = ControllerSection<GridHost>(id: 0, header: GridCaptionController("Photos"), items: (0..<4).map { TileController(id: $0) })
        section.sideLabel = "2024"
        let adapter = CellControllerAdapter(host: host, sections: [section])
        #expect(host.rect(for: .item(ItemPath(item: 1, section: 0))) == Rect(x: 16, y: 1, width: 10, height: 1))
        #expect(host.rectForSideLabel(inSection: 0) == Rect(x: 0, y: 1, width: 5, height: 1))
        #expect(Self.lines(host) == ["Photos", "2024 T0         T1", "     T2         T3", ""])
        #expect(host.element(at: Point(x: 4, y: 1))?.itemPath == nil)
        #expect(host.element(at: Point(x: 5, y: 1))?.itemPath == ItemPath(item: 0, section: 0))
        withExtendedLifetime(adapter) {}
    }

    @Test func aCarouselStartsAfterTheLabelAndScrollsUnderIt() throws {
        var layout = GridLayout.carousel(itemWidth: 6, itemHeight: 1, spacing: 1)
        layout.sideLabel = SideLabelLayout(width: 4)
        let host = GridHost(viewportSize: Size(width: 20, height: 2), layout: layout)
        var section = ControllerSection<GridHost>(id: 0, items: (0..<6).map { TileController(id: $0) })
        section.sideLabel = "New"
        let adapter = CellControllerAdapter(host: host, sections: [section])
        #expect(host.rect(for: .item(ItemPath(item: 0, section: 0)))?.minX == 4)
        #expect(Self.lines(host)[0] == "New T0     T1     T2")
        // Six cards and the column are 45 wide.
        #expect(host.carouselScroll(section: 0)?.maximumOffset == 25)
        try host.scrollCarousel(section: 0, by: 3)
        // Card 0 is at column 1: the label's column covers its start.
        #expect(Self.lines(host)[0] == "New     T1     T2")
        #expect(host.element(at: Point(x: 2, y: 0))?.itemPath == nil)
        #expect(host.sectionForSideLabel(at: Point(x: 2, y: 0)) == 0)
        #expect(host.element(at: Point(x: 4, y: 0))?.itemPath == ItemPath(item: 0, section: 0))
        // A scroll to card 0 brings it out from under the label, right of the column.
        try host.scrollToItem(at: ItemPath(item: 0, section: 0))
        #expect(host.carouselScroll(section: 0)?.offset == 0)
        try host.scrollCarousel(section: 0, toX: 25)
        try host.scrollToItem(at: ItemPath(item: 3, section: 0))
        #expect(host.rect(for: .item(ItemPath(item: 3, section: 0)))?.minX == 4)
        withExtendedLifetime(adapter) {}
    }

    @Test func aSectionBackgroundIsDrawnRightOfTheLabel() {
        var layout = GridLayout(columns: .fixed(1), sectionInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), itemHeight: 1)
        layout.sideLabel = SideLabelLayout(width: 4)
        layout.sectionBackground = .box
        let host = GridHost(viewportSize: Size(width: 14, height: 3), layout: layout)
        var section = ControllerSection<GridHost>(id: 0, items: [TileController(id: 0)])
        section.sideLabel = "A"
        let adapter = CellControllerAdapter(host: host, sections: [section])
        #expect(Self.lines(host) == ["A   ┌────────┐", "    │T0      │", "    └────────┘"])
        withExtendedLifetime(adapter) {}
    }

    @Test func aSnapshotOfModelsTakesItsLabelsFromTheFactory() throws {
        var layout = TableLayout(rowHeight: 1, separator: .none)
        layout.sideLabel = SideLabelLayout(width: 4)
        let host = TableHost(viewportSize: Size(width: 12, height: 3), layout: layout)
        let dataSource = DiffableDataSource<Day, Row, TableHost>(host: host, factory: TimelineFactory())
        var snapshot = Snapshot<Day, Row>()
        try snapshot.appendSections([Day(id: "Mo"), Day(id: "Tu")])
        try snapshot.appendItems([Row(id: 0, title: "walk")], toSection: "Mo")
        try snapshot.appendItems([Row(id: 1, title: "run"), Row(id: 2, title: "swim")], toSection: "Tu")
        try dataSource.apply(snapshot)
        #expect(Self.lines(host) == ["Mo  walk", "Tu  run", "    swim"])
    }

    @Test func aNewLabelShowsAtTheNextRenderingWithoutReloadingItsItems() throws {
        let (host, adapter) = Self.timeline(pinned: false)
        let cell = host.cell(for: .item(ItemPath(item: 0, section: 0)))
        var sections = adapter.sections
        sections[0].sideLabel = "Today"
        try adapter.apply(sections)
        #expect(Self.lines(host)[0] == "TodayR0")
        #expect(host.cell(for: .item(ItemPath(item: 0, section: 0))) === cell)
        sections[0].sideLabel = nil
        try adapter.apply(sections)
        #expect(Self.lines(host)[0] == "     R0")
        #expect(host.rectForSideLabel(inSection: 0) == nil)
    }

    @Test(arguments: [20.0, 25, 0.5, -3, .infinity])
    func aColumnTheViewportCannotHoldIsReportedAndLeftOut(width: Double) {
        let failures = FailureLog()
        var layout = TableLayout(rowHeight: 1, separator: .none)
        layout.sideLabel = SideLabelLayout(width: width)
        let host = TableHost(viewportSize: Size(width: 20, height: 2), layout: layout)
        var section = ControllerSection<TableHost>(id: 0, items: [LabelController(id: 0, title: "R0")])
        section.sideLabel = "Mon"
        let adapter = CellControllerAdapter(host: host, sections: [section])
        host.delegate = failures
        host.layoutIfNeeded()
        let error = CellHostError.sideLabelDoesNotFit(section: 0, width: width, viewportWidth: 20)
        #expect(host.lastError == error)
        #expect(failures.errors == [error])
        #expect(error.description.contains("from 1 to 19"))
        // Laid out without the column: the row takes the full width, no label is drawn.
        #expect(host.rect(for: .item(ItemPath(item: 0, section: 0))) == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(host.rectForSideLabel(inSection: 0) == nil)
        #expect(Self.lines(host) == ["R0", ""])
        withExtendedLifetime(adapter) {}
    }

    @Test func aViewportTooNarrowForTheColumnLeavesItOutUntilItWidensAgain() {
        let (host, adapter) = Self.timeline(pinned: false)
        host.viewportSize = Size(width: 5, height: 5)
        #expect(host.lastError == .sideLabelDoesNotFit(section: 1, width: 5, viewportWidth: 5))
        #expect(host.rectForSideLabel(inSection: 0) == nil)
        #expect(Self.lines(host)[0] == "R0")
        host.viewportSize = Size(width: 20, height: 5)
        #expect(host.rectForSideLabel(inSection: 0) == Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(Self.lines(host)[0] == "Mon  R0")
        withExtendedLifetime(adapter) {}
    }
}
