import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Display and selection events")
struct EventTests {
    /// A table of `rows` one-line rows, through the adapter the test holds (the host keeps it
    /// weakly): the test reaches the host as `adapter.host`.
    private func makeTable(rows: Int, height: Double = 3, log: EventLog) -> CellControllerAdapter<TableHost> {
        CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: height), layout: TableLayout(separator: .none)),
            sections: tableSections([rows], log: log, height: 1))
    }

    @Test func reloadConfiguresThenDisplaysOnlyVisibleItemsInOrder() {
        let log = EventLog()
        let adapter = makeTable(rows: 10, log: log)
        adapter.host.reloadData()
        #expect(log.events == [
            .configure(0), .configure(1), .configure(2),
            .willDisplay(0), .willDisplay(1), .willDisplay(2),
        ])
    }

    @Test func withoutEstimatesReloadMeasuresEveryRowWithEstimatesOnlyVisibleOnes() {
        let log = EventLog()
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(separator: .none)),
            sections: tableSections([10], log: log))
        adapter.host.reloadData()
        #expect(log.events([.configure]).count == 10 + 3, "10 measured, 3 displayed")
        log.clear()
        adapter.host.layout = TableLayout(estimatedRowHeight: 4, separator: .none)
        #expect(log.events([.configure]).count == 3, "only the visible rows are configured")
        #expect(adapter.host.contentSize.height == 3 + 7 * 4, "measured rows are exact, the rest estimated")
    }

    @Test func scrollingEndsLeavingCellsBeforeDisplayingEnteringOnes() {
        let log = EventLog()
        let adapter = makeTable(rows: 10, log: log)
        adapter.host.reloadData()
        log.clear()
        adapter.host.contentOffset = Point(x: 0, y: 2)
        #expect(log.events == [.didEndDisplaying(0), .didEndDisplaying(1), .configure(3), .configure(4), .willDisplay(3), .willDisplay(4)])
        #expect(adapter.host.indexPathsForVisibleItems.map(\.item) == [2, 3, 4])
        #expect(adapter.host.statistics.created == 3, "entering rows reuse the cells of leaving rows")
    }

    @Test func scrollToItemPositionsTheItem() throws {
        let log = EventLog()
        let adapter = makeTable(rows: 100, height: 5, log: log)
        try adapter.host.scrollToItem(at: ItemPath(item: 50, section: 0), at: .top)
        #expect(adapter.host.contentOffset.y == 50)
        try adapter.host.scrollToItem(at: ItemPath(item: 50, section: 0), at: .bottom)
        #expect(adapter.host.contentOffset.y == 46)
        try adapter.host.scrollToItem(at: ItemPath(item: 99, section: 0), at: .top)
        #expect(adapter.host.contentOffset.y == 95, "clamped to the end of the content")
        #expect(throws: CellHostError.self) { try adapter.host.scrollToItem(at: ItemPath(item: 100, section: 0)) }
        #expect(adapter.host.contentOffset.y == 95)
    }

    @Test func tapSelectsAndDeselectsThePreviousItem() throws {
        let log = EventLog()
        let adapter = makeTable(rows: 10, log: log)
        adapter.host.reloadData()
        log.clear()
        #expect(try adapter.host.tap(at: .item(ItemPath(item: 1, section: 0))))
        #expect(try adapter.host.tap(at: .item(ItemPath(item: 2, section: 0))))
        #expect(log.events == [.select(1), .deselect(1), .select(2)])
        #expect(adapter.host.indexPathsForSelectedItems == [ItemPath(item: 2, section: 0)])
        #expect(adapter.host.cell(for: .item(ItemPath(item: 2, section: 0)))?.isSelected == true)
        #expect(adapter.host.cell(for: .item(ItemPath(item: 1, section: 0)))?.isSelected == false)
        try adapter.host.deselect(at: ItemPath(item: 2, section: 0))
        #expect(log.events.last == .deselect(2))
        #expect(adapter.host.indexPathsForSelectedItems.isEmpty)
    }

    /// A grid tile that logs its selections.
    final class LoggingTile: ModelCellController<TileCell, Row> {
        let log: EventLog
        init(id: Int, log: EventLog) {
            self.log = log
            super.init(model: Row(id: id, title: "T\(id)"))
        }
        override func configureCell(_ cell: TileCell) { cell.title = model.title }
        override func didChangeSelection(_ isSelected: Bool) { if isSelected { log.record(.select(model.id)) } }
    }

    /// Issue 27, bug 5: `UITableView` calls `didSelectRowAt` again for a tap on the selected row
    /// under single selection, and `UICollectionView` `didSelectItemAt`; both hosts do the same.
    @Test func aTapOnTheSelectedRowSelectsItAgain() throws {
        let log = EventLog()
        let adapter = makeTable(rows: 4, log: log)
        adapter.host.reloadData()
        log.clear()
        let path = ItemPath(item: 1, section: 0)
        #expect(try adapter.host.tap(at: .item(path)))
        #expect(try adapter.host.tap(at: .item(path)))
        #expect(log.events == [.select(1), .select(1)])
        #expect(adapter.host.indexPathsForSelectedItems == [path])
    }

    @Test func aTapOnTheSelectedGridItemSelectsItAgain() throws {
        let log = EventLog()
        let adapter = CellControllerAdapter(
            host: GridHost(viewportSize: Size(width: 20, height: 4), layout: GridLayout(columns: .fixed(2), itemHeight: 1)),
            sections: [ControllerSection(id: 0, items: (0..<4).map { LoggingTile(id: $0, log: log) })])
        adapter.host.reloadData()
        let path = ItemPath(item: 1, section: 0)
        #expect(try adapter.host.tap(at: .item(path)))
        #expect(try adapter.host.tap(at: .item(path)))
        #expect(log.events == [.select(1), .select(1)])
        #expect(adapter.host.indexPathsForSelectedItems == [path])
        // With multiple selection, the second tap deselects, as before.
        adapter.host.allowsMultipleSelection = true
        #expect(try adapter.host.tap(at: .item(path)) == false)
        #expect(adapter.host.indexPathsForSelectedItems.isEmpty)
    }

    @Test func multipleSelectionTogglesAndSelectionSurvivesScrolling() throws {
        let log = EventLog()
        let adapter = makeTable(rows: 10, log: log)
        adapter.host.allowsMultipleSelection = true
        try adapter.host.tap(at: .item(ItemPath(item: 0, section: 0)))
        try adapter.host.tap(at: .item(ItemPath(item: 1, section: 0)))
        #expect(adapter.host.indexPathsForSelectedItems.count == 2)
        adapter.host.contentOffset = Point(x: 0, y: 7)
        adapter.host.contentOffset = Point(x: 0, y: 0)
        #expect(adapter.host.cell(for: .item(ItemPath(item: 1, section: 0)))?.isSelected == true, "a reused cell shows the selection")
        #expect(adapter.host.cell(for: .item(ItemPath(item: 2, section: 0)))?.isSelected == false)
        #expect(try adapter.host.tap(at: .item(ItemPath(item: 1, section: 0))) == false)
        #expect(log.events.suffix(1) == [.deselect(1)])
    }

    @Test func itemsThatRefuseHighlightAreNotSelectedOrLongPressed() throws {
        let log = EventLog()
        let adapter = makeTable(rows: 3, log: log)
        (adapter.controller(at: ItemPath(item: 1, section: 0)) as? LabelController)?.highlightable = false
        adapter.host.reloadData()
        log.clear()
        #expect(try adapter.host.tap(at: .item(ItemPath(item: 1, section: 0))) == false)
        #expect(try adapter.host.longPress(at: .item(ItemPath(item: 1, section: 0))) == false)
        #expect(try adapter.host.longPress(at: .item(ItemPath(item: 2, section: 0))))
        #expect(log.events == [.longPress(2)])
        #expect(adapter.host.indexPathsForSelectedItems.isEmpty)
    }

    @Test func tapsOutOfRangeThrowAndChangeNothing() {
        let log = EventLog()
        let adapter = makeTable(rows: 3, log: log)
        #expect(throws: CellHostError.itemOutOfRange(ItemPath(item: 3, section: 0), sectionCount: 1, itemCount: 3)) {
            try adapter.host.tap(at: .item(ItemPath(item: 3, section: 0)))
        }
        #expect(throws: CellHostError.itemOutOfRange(ItemPath(item: 0, section: 1), sectionCount: 1, itemCount: nil)) {
            try adapter.host.longPress(at: .item(ItemPath(item: 0, section: 1)))
        }
        #expect(log.events([.select, .longPress]).isEmpty)
    }

    @Test func currentCellIsTheDisplayedCellOrNil() {
        let adapter = makeTable(rows: 10, log: EventLog())
        adapter.host.reloadData()
        let first = adapter.controller(at: ItemPath(item: 0, section: 0)) as? LabelController
        let last = adapter.controller(at: ItemPath(item: 9, section: 0)) as? LabelController
        #expect(first?.currentCell() === adapter.host.cell(for: .item(ItemPath(item: 0, section: 0))))
        #expect(first?.currentCell()?.title == "Row 0")
        #expect(last?.currentCell() == nil)
        adapter.host.contentOffset = Point(x: 0, y: 7)
        #expect(first?.currentCell() == nil)
        #expect(last?.currentCell()?.title == "Row 9")
    }
}
