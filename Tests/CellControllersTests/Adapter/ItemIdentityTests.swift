import CellControllers
import CellControllersTestSupport
import Testing

/// A typed table of `Row`s in one section, rows `lines` tall (self-sizing from the registration).
@MainActor
private func rowsDataSource(
    _ ids: [Int], viewport: Size = Size(width: 20, height: 4), layout: TableLayout = TableLayout(separator: .none)
) throws -> DiffableDataSource<RowSection, Row, TableHost> {
    let rows = CellRegistration<LabelCell, Row> { cell, row in
        cell.title = row.title
        cell.lines = row.lines
    }
    let dataSource = DiffableDataSource<RowSection, Row, TableHost>(host: TableHost(viewportSize: viewport, layout: layout), factory: rows)
    try dataSource.apply(rowSnapshot(ids))
    return dataSource
}

/// One section of rows two lines tall, titled "Row <id>".
private func rowSnapshot(_ ids: [Int], lines: Int = 2) throws -> Snapshot<RowSection, Row> {
    var snapshot = Snapshot<RowSection, Row>()
    try snapshot.appendSections([RowSection(id: 0)])
    try snapshot.appendItems(ids.map { Row(id: $0, title: "Row \($0)", lines: lines) })
    return snapshot
}

/// What a host shows and has selected, to compare before and after a refused request.
@MainActor
private func picture(_ host: TableHost) -> String {
    "\(host.renderText())\n\(host.contentOffset)\n\(host.indexPathsForSelectedItems)"
}

@MainActor
@Suite("Identity everywhere: scroll, select and restore by item identifier")
struct ItemIdentityTests {
    @Test("A scroll to an identifier's path finds the item where an apply moved it", arguments: [CellHost<TableLayout>.ScrollPosition.top, .center, .bottom, .nearest])
    func scrollToItemByIdentifier(position: CellHost<TableLayout>.ScrollPosition) throws {
        let dataSource = try rowsDataSource(Array(0..<20))
        try dataSource.apply(rowSnapshot([100, 101, 102] + Array(0..<20)))   // item 12 is now at path 15
        try dataSource.adapter.host.scrollToItem(at: try #require(dataSource.indexPath(for: 12)), at: position)
        let reference = try rowsDataSource([100, 101, 102] + Array(0..<20))
        try reference.adapter.host.scrollToItem(at: ItemPath(item: 15, section: 0), at: position)
        #expect(dataSource.adapter.host.contentOffset == reference.adapter.host.contentOffset)
        #expect(dataSource.adapter.host.renderText().contains("Row 12"))
    }

    @Test("Selection by an identifier's path; the selection follows its item")
    func selectionByIdentifier() throws {
        let dataSource = try rowsDataSource(Array(0..<10))
        try dataSource.adapter.host.selectItem(at: try #require(dataSource.indexPath(for: 7)), scrollPosition: .nearest)
        #expect(dataSource.adapter.host.indexPathsForSelectedItems == [ItemPath(item: 7, section: 0)])
        #expect(dataSource.adapter.host.renderText().contains("Row 7"))
        try dataSource.apply(rowSnapshot([50] + Array(0..<10)))
        #expect(dataSource.adapter.host.indexPathsForSelectedItems.compactMap(dataSource.itemIdentifier(for:)) == [7])
        try dataSource.adapter.host.deselectItem(at: try #require(dataSource.indexPath(for: 7)))
        #expect(dataSource.adapter.host.indexPathsForSelectedItems.compactMap(dataSource.itemIdentifier(for:)).isEmpty)
        #expect(dataSource.adapter.host.indexPathsForSelectedItems.isEmpty)
    }

    @Test("A position whose identifier is not shown throws itemNotShown and leaves the host as it was")
    func unknownIdentifier() throws {
        let dataSource = try rowsDataSource(Array(0..<10))
        try dataSource.adapter.host.selectItem(at: ItemPath(item: 3, section: 0), scrollPosition: .center)
        try dataSource.apply(rowSnapshot(Array(0..<10).filter { $0 != 8 }))   // 8 is deleted
        let before = picture(dataSource.adapter.host)
        #expect(dataSource.indexPath(for: 8) == nil)
        #expect(throws: DataSourceError.itemNotShown(8)) {
            try dataSource.restoreScrollPosition(ItemScrollPosition(item: 8, offset: 0))
        }
        #expect(picture(dataSource.adapter.host) == before)
        #expect(DataSourceError.itemNotShown(8).description.contains("No item with identifier 8 is shown"))
    }

    @Test("The scroll position is the first visible item and the distance of the viewport's top below its top")
    func readPosition() throws {
        let dataSource = try rowsDataSource(Array(0..<20))
        #expect(dataSource.itemScrollPosition == ItemScrollPosition(item: 0, offset: 0))
        dataSource.adapter.host.contentOffset = Point(x: 0, y: 7)   // rows are 2 lines: row 3 from 6
        #expect(dataSource.itemScrollPosition == ItemScrollPosition(item: 3, offset: 1))
        #expect(dataSource.adapter.host.itemScrollPosition == ItemScrollPosition(item: ItemPath(item: 3, section: 0), offset: 1))
        try dataSource.apply(Snapshot<RowSection, Row>())
        #expect(dataSource.itemScrollPosition == nil)
    }

    @Test("Under a bar over the list's top, the position names the first row the user sees, and restores the same offset")
    func readPositionUnderBar() throws {
        let dataSource = try rowsDataSource(Array(0..<20), viewport: Size(width: 20, height: 8))
        let host = dataSource.adapter.host
        try host.setPinnedInsets(EdgeInsets(top: 3, left: 0, bottom: 0, right: 0))
        host.contentOffset = Point(x: 0, y: 7)   // the bar covers lines 7-9: rows 3 (6-7) and 4 (8-9)
        let saved = try #require(dataSource.itemScrollPosition)
        #expect(saved == ItemScrollPosition(item: 5, offset: -3))
        host.contentOffset = Point()
        try dataSource.restoreScrollPosition(saved)
        #expect(host.contentOffset == Point(x: 0, y: 7))
    }

    /// A change that moves content: the saved position must bring the item back where it was.
    enum Change: String, CaseIterable {
        case insertAbove, deleteAbove, reloadData, tallerRowsAbove, widthChange
    }

    @Test("A saved position is restored after a change that moved the content", arguments: Change.allCases)
    func restore(change: Change) throws {
        let dataSource = try rowsDataSource(Array(0..<30))
        let host = dataSource.adapter.host
        host.contentOffset = Point(x: 0, y: 21)   // row 10, one line in
        let saved = try #require(dataSource.itemScrollPosition)
        #expect(saved == ItemScrollPosition(item: 10, offset: 1))
        let firstLine = host.renderText().split(separator: "\n").first.map(String.init)
        switch change {
        case .insertAbove: try dataSource.apply(rowSnapshot([100, 101, 102] + Array(0..<30)))
        case .deleteAbove: try dataSource.apply(rowSnapshot(Array(4..<30)))
        case .reloadData: try dataSource.apply(rowSnapshot(Array(0..<30).reversed()), reloadingData: true)
        case .tallerRowsAbove:
            try dataSource.apply(Snapshot([(RowSection(id: 0), (0..<30).map { Row(id: $0, title: "Row \($0)", lines: $0 < 10 ? 3 : 2) })]))
        case .widthChange: host.viewportSize = Size(width: 30, height: 4)
        }
        try dataSource.restoreScrollPosition(saved)
        #expect(dataSource.itemScrollPosition == saved)
        #expect(host.renderText().split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test("A grid whose columns change with its width keeps the saved item at the top")
    func restoreInGrid() throws {
        let tiles = CellRegistration<TileCell, Row> { cell, row in cell.title = row.title }
        let host = GridHost(viewportSize: Size(width: 20, height: 3), layout: GridLayout(columns: .adaptive(minimum: 9), itemHeight: 1))
        let dataSource = DiffableDataSource<RowSection, Row, GridHost>(host: host, factory: tiles)
        try dataSource.apply(rowSnapshot(Array(0..<40), lines: 1))
        try host.scrollToItem(at: try #require(dataSource.indexPath(for: 20)))
        let saved = try #require(dataSource.itemScrollPosition)
        #expect(saved.item == 20)
        host.viewportSize = Size(width: 40, height: 3)   // 4 columns instead of 2
        #expect(host.itemScrollPosition?.item != ItemPath(item: 20, section: 0))
        try dataSource.restoreScrollPosition(saved)
        #expect(dataSource.itemScrollPosition == saved)
    }

    @Test("The host restores by path; a path out of range throws and the host does not move")
    func hostRestore() throws {
        let dataSource = try rowsDataSource(Array(0..<20))
        let host = dataSource.adapter.host
        try host.restoreScrollPosition(ItemScrollPosition(item: ItemPath(item: 5, section: 0), offset: -1))
        #expect(host.contentOffset == Point(x: 0, y: 9))
        try host.restoreScrollPosition(ItemScrollPosition(item: ItemPath(item: 19, section: 0), offset: 0))
        #expect(host.contentOffset == Point(x: 0, y: 36))   // clamped: 40 lines of content, 4 shown
        let before = picture(host)
        #expect(throws: CellHostError.itemOutOfRange(ItemPath(item: 20, section: 0), sectionCount: 1, itemCount: 20)) {
            try host.restoreScrollPosition(ItemScrollPosition(item: ItemPath(item: 20, section: 0), offset: 0))
        }
        #expect(picture(host) == before)
    }

    @Test("With estimated heights, a restore measures what it reveals and keeps the item at the top")
    func restoreWithEstimatedHeights() throws {
        let dataSource = try rowsDataSource(Array(0..<40), layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        try dataSource.restoreScrollPosition(ItemScrollPosition(item: 30, offset: 1))
        #expect(dataSource.itemScrollPosition == ItemScrollPosition(item: 30, offset: 1))
        #expect(dataSource.adapter.host.renderText().split(separator: "\n").first == "  line 2")
    }
}
