import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Layout frames")
struct LayoutTests {
    @Test func tableFramesIncludeHeadersFootersAndSeparators() throws {
        let sections = [
            ControllerSection<TableHost>(
                id: "a", header: CaptionController("A", lines: 2), footer: CaptionController("end"),
                items: [LabelController(id: 0, height: 3), LabelController(id: 1, height: 1)]),
            ControllerSection<TableHost>(id: "b", items: [LabelController(id: 2, height: 2)]),
        ]
        let adapter = CellControllerAdapter(host: TableHost(viewportSize: Size(width: 20, height: 100)), sections: sections)
        adapter.host.reloadData()
        #expect(adapter.host.rect(for: .supplementary(.header, section: 0)) == Rect(x: 0, y: 0, width: 20, height: 2))
        #expect(adapter.host.rect(for: .item(ItemPath(item: 0, section: 0))) == Rect(x: 0, y: 2, width: 20, height: 3))
        #expect(adapter.host.rect(for: .item(ItemPath(item: 1, section: 0))) == Rect(x: 0, y: 6, width: 20, height: 1))
        #expect(adapter.host.rect(for: .supplementary(.footer, section: 0)) == Rect(x: 0, y: 8, width: 20, height: 1))
        #expect(adapter.host.rect(for: .supplementary(.header, section: 1)) == nil)
        #expect(adapter.host.rect(for: .item(ItemPath(item: 0, section: 1))) == Rect(x: 0, y: 9, width: 20, height: 2))
        #expect(adapter.host.contentSize.height == 12)
        #expect(adapter.host.element(at: Point(x: 3, y: 4))?.itemPath == ItemPath(item: 0, section: 0))
        #expect(adapter.host.element(at: Point(x: 3, y: 5))?.itemPath == nil, "the separator line is not the item")
        #expect(adapter.host.element(at: Point(x: 3, y: 1))?.itemPath == nil, "a header is not an item")
        #expect(adapter.host.element(at: Point(x: 3, y: 12))?.itemPath == nil)
    }

    /// A loaded grid of `items` tiles under a header. The test holds the adapter (the host keeps
    /// it weakly) and reaches the host as `adapter.host`.
    private func grid(_ layout: GridLayout, width: Double, items: Int, height: Double = 2) -> CellControllerAdapter<GridHost> {
        let adapter = CellControllerAdapter(
            host: GridHost(viewportSize: Size(width: width, height: 50), layout: layout),
            sections: [ControllerSection(id: 0, header: GridCaptionController("Header"), items: (0..<items).map { TileController(id: $0, height: height) })])
        adapter.host.reloadData()
        return adapter
    }

    @Test func fixedColumnsShareTheWidthWithSpacingAndInsets() {
        let layout = GridLayout(columns: .fixed(3), interitemSpacing: 2, lineSpacing: 1, sectionInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let adapter = grid(layout, width: 32, items: 7)
        // available 30, 3 columns with 2 gaps of 2 → 26 / 3, rounded down so that every column
        // is drawn the same width
        let width = 8.0
        #expect(adapter.host.rect(for: .supplementary(.header, section: 0)) == Rect(x: 0, y: 0, width: 32, height: 1))
        #expect(adapter.host.rect(for: .item(ItemPath(item: 0, section: 0))) == Rect(x: 1, y: 2, width: width, height: 2))
        #expect(adapter.host.rect(for: .item(ItemPath(item: 2, section: 0))) == Rect(x: 1 + 2 * (width + 2), y: 2, width: width, height: 2))
        #expect(adapter.host.rect(for: .item(ItemPath(item: 3, section: 0))) == Rect(x: 1, y: 5, width: width, height: 2))
        #expect(adapter.host.rect(for: .item(ItemPath(item: 6, section: 0))) == Rect(x: 1, y: 8, width: width, height: 2))
        let expectedHeight: Double = 1 + 1 + 8 + 1  // header, top inset, 3 rows of 2 + 2 gaps, bottom inset
        #expect(adapter.host.contentSize.height == expectedHeight)
        #expect(adapter.host.element(at: Point(x: 12, y: 6))?.itemPath == ItemPath(item: 4, section: 0))
        #expect(adapter.host.element(at: Point(x: 10.5, y: 6))?.itemPath == nil, "interitem spacing is not an item")
    }

    @Test(arguments: [
        (GridLayout.Columns.adaptive(minimum: 10), 45.0, 4),   // (45 + 1) / 11 = 4 columns
        (.adaptive(minimum: 10), 9.0, 1),                      // never fewer than one
        (.flexible(minimum: 8, maximum: 12), 45.0, 4),         // fewest with width ≤ 12: 4 → 10.5 wide
        (.flexible(minimum: 20, maximum: 30), 45.0, 2),        // 2 columns of 22
        (.flexible(minimum: 30, maximum: 40), 45.0, 1),        // 2 would be 22 < 30 → 1 column
        (.fixed(5), 45.0, 5),
    ])
    func columnModesChooseTheColumnCount(columns: GridLayout.Columns, width: Double, expected: Int) {
        let layout = GridLayout(columns: columns, interitemSpacing: 1)
        #expect(layout.columnMetrics(forWidth: width).count == expected)
        let adapter = grid(layout, width: width, items: expected + 1)
        let firstRowY = adapter.host.rect(for: .item(ItemPath(item: 0, section: 0)))?.minY
        #expect(adapter.host.rect(for: .item(ItemPath(item: expected - 1, section: 0)))?.minY == firstRowY)
        #expect(adapter.host.rect(for: .item(ItemPath(item: expected, section: 0)))?.minY != firstRowY, "item \(expected) wraps")
    }

    @Test func gridRowsAreAsTallAsTheirTallestItem() {
        let heights: [Double] = [1, 3, 2, 2, 4]
        let adapter = CellControllerAdapter(
            host: GridHost(viewportSize: Size(width: 20, height: 50), layout: GridLayout(columns: .fixed(2), interitemSpacing: 0)),
            sections: [
                ControllerSection(id: 0, items: heights.enumerated().map { TileController(id: $0.offset, height: $0.element) }),
            ])
        adapter.host.reloadData()
        #expect(heights.indices.map { adapter.host.rect(for: .item(ItemPath(item: $0, section: 0)))?.minY } == [0, 0, 3, 3, 5])
        #expect(adapter.host.contentSize.height == 9)
    }

    @Test func estimatedHeightsAreReplacedByMeasurementsWithoutMovingVisibleContent() throws {
        let controllers = (0..<100).map { LabelController(Row(id: $0, title: "R\($0)", lines: 2)) }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 6), layout: TableLayout(estimatedRowHeight: 1, separator: .none)),
            sections: [ControllerSection(id: 0, items: controllers)])
        adapter.host.reloadData()
        #expect(adapter.host.rect(for: .item(ItemPath(item: 2, section: 0))) == Rect(x: 0, y: 4, width: 20, height: 2))
        // The six rows visible at the estimate were measured (2 lines each); the rest keep it.
        #expect(adapter.host.contentSize.height == 6 * 2 + 94)
        try adapter.host.scrollToItem(at: ItemPath(item: 60, section: 0))
        let offset = adapter.host.contentOffset.y
        #expect(adapter.host.rect(for: .item(ItemPath(item: 60, section: 0)))?.minY == offset, "the target row is at the top")
        #expect(adapter.host.visibleCells.map { ($0 as? LabelCell)?.title } == ["R60", "R61", "R62"])
        // Scroll up by one line into unmeasured rows: the rows already on screen stay put.
        let r60Top = try #require(adapter.host.rect(for: .item(ItemPath(item: 60, section: 0)))).minY - adapter.host.contentOffset.y
        adapter.host.contentOffset = Point(x: 0, y: adapter.host.contentOffset.y - 1)
        let after = try #require(adapter.host.rect(for: .item(ItemPath(item: 60, section: 0)))).minY - adapter.host.contentOffset.y
        #expect(after == r60Top + 1, "row 60 moved down by exactly the scrolled line")
    }
}

@MainActor
@Suite("Layout changes through apply")
struct LayoutChangeTests {
    @Test func aKeptSectionWithANewLayoutIsLaidOutAgain() throws {
        let host = GridHost(viewportSize: Size(width: 30, height: 20), layout: GridLayout(columns: .fixed(2), itemHeight: 1))
        let items = { (0..<6).map { TileController(id: $0) } }
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0, items: items())])
        host.reloadData()
        #expect(host.rect(for: .item(ItemPath(item: 2, section: 0)))?.minY == 1)
        try adapter.apply([ControllerSection(id: 0, layout: GridLayout(columns: .fixed(3), itemHeight: 1), items: items())])
        #expect(host.rect(for: .item(ItemPath(item: 2, section: 0)))?.minY == 0, "three columns now")
        #expect(host.rect(for: .item(ItemPath(item: 3, section: 0)))?.minY == 1)
        #expect(host.contentSize.height == 2)
    }
}

/// Grid hit testing agrees with the item frames at every column's edges, where the frames are
/// sums of rounded widths (found by the model-based test with pinned insets: a point on the last
/// column's right edge divided into a column past the last).
@MainActor
@Test("grid hit testing agrees with item frames at column edges", arguments: [(25.0, 3), (28.0, 3), (31.0, 6), (20.0, 7)])
func gridHitTestingAgreesWithFrames(width: Double, columns: Int) {
    let adapter = CellControllerAdapter(
        host: GridHost(
            viewportSize: Size(width: width, height: 4),
            layout: GridLayout(columns: .fixed(columns), interitemSpacing: 0, sectionInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), itemHeight: 1)),
        sections: [ControllerSection(id: 0, items: (0..<columns).map { TileController(id: $0) })])
    let host = adapter.host
    for tenth in 0..<Int(width * 10) {
        let point = Point(x: Double(tenth) / 10, y: 1)
        let framed = (0..<columns).first { host.rect(for: .item(ItemPath(item: $0, section: 0)))?.contains(point) ?? false }
        #expect(host.element(at: point)?.itemPath == framed.map { ItemPath(item: $0, section: 0) }, "x \(point.x)")
    }
    for item in 0..<columns {
        guard let frame = host.rect(for: .item(ItemPath(item: item, section: 0))) else { continue }
        let right = Point(x: frame.maxX.nextDown, y: 1)
        #expect(host.element(at: right)?.itemPath == ItemPath(item: item, section: 0), "item \(item) right edge \(right.x)")
    }
}
