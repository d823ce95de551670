import CellControllers
import CellControllersTestSupport
import Testing

/// Holds a refresh handler until the test lets it go on; `wait()` returns at once once opened.
@MainActor
final class RefreshLatch {
    private var opened = false
    private var waiter: CheckedContinuation<Void, Never>?
    /// How many handlers reached `wait()`.
    private(set) var waits = 0

    func wait() async {
        waits += 1
        guard !opened else { return }
        await withCheckedContinuation { waiter = $0 }
    }

    func open() {
        opened = true
        waiter?.resume()
        waiter = nil
    }
}

@MainActor
@Suite("Pull to refresh")
struct PullToRefreshTests {
    private func makeScreen(height: Double = 4) -> (CellControllerAdapter<TableHost>, CellRegistration<LabelCell, Row>) {
        let registration = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: height), layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: [ControllerSection(id: 0, items: registration.cellControllers(for: rows([6])[0]))])
        adapter.host.layoutIfNeeded()
        return (adapter, registration)
    }

    private func lines(_ host: TableHost) -> [String] {
        host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("A pull runs the handler; the indicator covers the first line until the handler returns, with the new screen it applied")
    func refreshes() async throws {
        let (adapter, registration) = makeScreen()
        let latch = RefreshLatch()
        var refreshed = 0
        adapter.host.refreshHandler = {
            await latch.wait()
            refreshed += 1
            try? adapter.apply([ControllerSection(id: 0, items: registration.cellControllers(for: [Row(id: 99, title: "Fresh")]))], completion: nil)
        }
        #expect(!adapter.host.isRefreshing)
        let task = try #require(try adapter.host.pullToRefresh())
        #expect(adapter.host.isRefreshing)
        #expect(lines(adapter.host) == ["    ↻ Refreshing", "Row 1", "Row 2", "Row 3"])
        latch.open()
        await task.value
        #expect(refreshed == 1)
        #expect(!adapter.host.isRefreshing)
        #expect(lines(adapter.host) == ["Fresh", "", "", ""])
    }

    @Test("A second pull while refreshing does nothing; one after the refresh ended refreshes again")
    func secondPull() async throws {
        let (adapter, _) = makeScreen()
        let latch = RefreshLatch()
        var started = 0
        adapter.host.refreshHandler = {
            started += 1
            await latch.wait()
        }
        let task = try #require(try adapter.host.pullToRefresh())
        #expect(try adapter.host.pullToRefresh() == nil)
        latch.open()
        await task.value
        #expect(started == 1)
        let again = try #require(try adapter.host.pullToRefresh())
        #expect(adapter.host.isRefreshing)
        await again.value
        #expect(started == 2)
        #expect(!adapter.host.isRefreshing)
    }

    @Test("Applies, taps and scrolls work while the refresh runs")
    func interactionsDuringRefresh() async throws {
        let (adapter, registration) = makeScreen()
        let latch = RefreshLatch()
        adapter.host.refreshHandler = { await latch.wait() }
        let task = try #require(try adapter.host.pullToRefresh())
        try adapter.apply([ControllerSection(id: 0, items: registration.cellControllers(for: rows([3])[0]))], completion: nil)
        #expect(try adapter.host.tap(at: .item(ItemPath(item: 1, section: 0))))
        #expect(adapter.host.indexPathsForSelectedItems == [ItemPath(item: 1, section: 0)])
        #expect(lines(adapter.host) == ["    ↻ Refreshing", "Row 1", "Row 2", ""])
        latch.open()
        await task.value
        #expect(lines(adapter.host) == ["Row 0", "Row 1", "Row 2", ""])
    }

    @Test("A pull without a handler, or away from the top, throws and changes nothing")
    func errors() throws {
        let (adapter, _) = makeScreen()
        let before = adapter.host.renderText()
        #expect(throws: RefreshError.noRefreshHandler) { try adapter.host.pullToRefresh() }
        adapter.host.refreshHandler = {}
        adapter.host.contentOffset = Point(x: 0, y: 2)
        let scrolled = adapter.host.renderText()
        #expect(throws: RefreshError.notAtTop(offsetY: 2)) { try adapter.host.pullToRefresh() }
        #expect(!adapter.host.isRefreshing)
        #expect(adapter.host.renderText() == scrolled)
        #expect(scrolled != before)
        #expect(RefreshError.noRefreshHandler.description.contains("refreshHandler"))
        #expect(RefreshError.notAtTop(offsetY: 2).description.contains("contentOffset = Point()"))
    }

    @Test("The indicator is drawn in a one-line viewport, clipped to a narrow one")
    func narrow() throws {
        let (adapter, _) = makeScreen(height: 1)
        adapter.host.viewportSize = Size(width: 6, height: 1)
        adapter.host.refreshHandler = { try? await Task.sleep(for: .seconds(60)) }
        let task = try adapter.host.pullToRefresh()
        #expect(lines(adapter.host) == ["↻ Refr"])
        task?.cancel()
    }
}
