import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Display and selection events")
struct EventTests {
    private func makeTable(rows: Int, height: Double = 3, log: EventLog) -> (TableHost, CellControllerAdapter<TableHost>) {
        let host = TableHost(viewportSize: Size(width: 20, height: height), layout: TableLayout(separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: tableSections([rows], log: log, height: 1))
        return (host, adapter)
    }

    @Test func reloadConfiguresThenDisplaysOnlyVisibleItemsInOrder() {
        let log = EventLog()
        let (host, adapter) = makeTable(rows: 10, log: log)
        host.reloadData()
        #expect(log.events == [
            .configure(0), .configure(1), .configure(2),
            .willDisplay(0), .willDisplay(1), .willDisplay(2),
        ])
        _ = adapter
    }

    @Test func withoutEstimatesReloadMeasuresEveryRowWithEstimatesOnlyVisibleOnes() {
        let log = EventLog()
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: tableSections([10], log: log))
        host.reloadData()
        #expect(log.events([.configure]).count == 10 + 3, "10 measured, 3 displayed")
        log.clear()
        host.layout = TableLayout(estimatedRowHeight: 4, separator: .none)
        #expect(log.events([.configure]).count == 3, "only the visible rows are configured")
        #expect(host.contentSize.height == 3 + 7 * 4, "measured rows are exact, the rest estimated")
        _ = adapter
    }

    @Test func scrollingEndsLeavingCellsBeforeDisplayingEnteringOnes() {
        let log = EventLog()
        let (host, adapter) = makeTable(rows: 10, log: log)
        host.reloadData()
        log.clear()
        host.setContentOffset(Point(x: 0, y: 2))
        #expect(log.events == [.didEndDisplaying(0), .didEndDisplaying(1), .configure(3), .configure(4), .willDisplay(3), .willDisplay(4)])
        #expect(host.indexPathsForVisibleItems.map(\.item) == [2, 3, 4])
        #expect(host.statistics.created == 3, "entering rows reuse the cells of leaving rows")
        _ = adapter
    }

    @Test func scrollToItemPositionsTheItem() throws {
        let log = EventLog()
        let (host, adapter) = makeTable(rows: 100, height: 5, log: log)
        try host.scrollToItem(at: ItemPath(item: 50, section: 0), at: .top)
        #expect(host.contentOffset.y == 50)
        try host.scrollToItem(at: ItemPath(item: 50, section: 0), at: .bottom)
        #expect(host.contentOffset.y == 46)
        try host.scrollToItem(at: ItemPath(item: 99, section: 0), at: .top)
        #expect(host.contentOffset.y == 95, "clamped to the end of the content")
        #expect(throws: CellHostError.self) { try host.scrollToItem(at: ItemPath(item: 100, section: 0)) }
        #expect(host.contentOffset.y == 95)
        _ = adapter
    }

    @Test func tapSelectsAndDeselectsThePreviousItem() throws {
        let log = EventLog()
        let (host, adapter) = makeTable(rows: 10, log: log)
        host.reloadData()
        log.clear()
        #expect(try host.tap(at: ItemPath(item: 1, section: 0)))
        #expect(try host.tap(at: ItemPath(item: 2, section: 0)))
        #expect(log.events == [.select(1), .deselect(1), .select(2)])
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 2, section: 0)])
        #expect(host.cellForItem(at: ItemPath(item: 2, section: 0))?.isSelected == true)
        #expect(host.cellForItem(at: ItemPath(item: 1, section: 0))?.isSelected == false)
        try host.deselect(at: ItemPath(item: 2, section: 0))
        #expect(log.events.last == .deselect(2))
        #expect(host.indexPathsForSelectedItems.isEmpty)
        _ = adapter
    }

    @Test func multipleSelectionTogglesAndSelectionSurvivesScrolling() throws {
        let log = EventLog()
        let (host, adapter) = makeTable(rows: 10, log: log)
        host.allowsMultipleSelection = true
        try host.tap(at: ItemPath(item: 0, section: 0))
        try host.tap(at: ItemPath(item: 1, section: 0))
        #expect(host.indexPathsForSelectedItems.count == 2)
        host.setContentOffset(Point(x: 0, y: 7))
        host.setContentOffset(Point(x: 0, y: 0))
        #expect(host.cellForItem(at: ItemPath(item: 1, section: 0))?.isSelected == true, "a reused cell shows the selection")
        #expect(host.cellForItem(at: ItemPath(item: 2, section: 0))?.isSelected == false)
        #expect(try host.tap(at: ItemPath(item: 1, section: 0)) == false)
        #expect(log.events.suffix(1) == [.deselect(1)])
        _ = adapter
    }

    @Test func itemsThatRefuseHighlightAreNotSelectedOrLongPressed() throws {
        let log = EventLog()
        let (host, adapter) = makeTable(rows: 3, log: log)
        (adapter.controller(at: ItemPath(item: 1, section: 0)) as? LabelController)?.highlightable = false
        host.reloadData()
        log.clear()
        #expect(try host.tap(at: ItemPath(item: 1, section: 0)) == false)
        #expect(try host.longPress(at: ItemPath(item: 1, section: 0)) == false)
        #expect(try host.longPress(at: ItemPath(item: 2, section: 0)))
        #expect(log.events == [.longPress(2)])
        #expect(host.indexPathsForSelectedItems.isEmpty)
    }

    @Test func tapsOutOfRangeThrowAndChangeNothing() {
        let log = EventLog()
        let (host, adapter) = makeTable(rows: 3, log: log)
        #expect(throws: CellHostError.itemOutOfRange(ItemPath(item: 3, section: 0), sectionCount: 1, itemCount: 3)) {
            try host.tap(at: ItemPath(item: 3, section: 0))
        }
        #expect(throws: CellHostError.itemOutOfRange(ItemPath(item: 0, section: 1), sectionCount: 1, itemCount: nil)) {
            try host.longPress(at: ItemPath(item: 0, section: 1))
        }
        #expect(log.events([.select, .longPress]).isEmpty)
        _ = adapter
    }

    @Test func currentCellIsTheDisplayedCellOrNil() {
        let (host, adapter) = makeTable(rows: 10, log: EventLog())
        host.reloadData()
        let first = adapter.controller(at: ItemPath(item: 0, section: 0)) as? LabelController
        let last = adapter.controller(at: ItemPath(item: 9, section: 0)) as? LabelController
        #expect(first?.currentCell() === host.cellForItem(at: ItemPath(item: 0, section: 0)))
        #expect(first?.currentCell()?.title == "Row 0")
        #expect(last?.currentCell() == nil)
        host.setContentOffset(Point(x: 0, y: 7))
        #expect(first?.currentCell() == nil)
        #expect(last?.currentCell()?.title == "Row 9")
    }
}
