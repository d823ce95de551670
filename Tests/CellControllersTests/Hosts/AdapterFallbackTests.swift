@testable import CellControllers
import CellControllersTestSupport
import Testing

/// When a host rejects a batch the adapter computed, the adapter still shows the truth with
/// `reloadData()`, but never silently: the typed reason reaches `onEvent` (`.fallBackToReload`) first.
@MainActor
@Suite("Adapter fallbacks are reported")
struct AdapterFallbackTests {
    @Test("A batch rejected by a host driven behind the adapter's back is reported, then reloaded", arguments: ScreenKind.allCases, [false, true])
    func rejectedBatchIsReported(kind: ScreenKind, async: Bool) async throws {
        let screen = RowScreen(kind, rows: rows([3]), viewport: Size(width: 20, height: 10), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = screen.adapter
        var reports: [AdapterFallback] = []
        var rowsWhenReported: Int?
        adapter.onEvent = { event in
            guard case .fallBackToReload(let fallback) = event else { return }
            reports.append(fallback)
            rowsWhenReported = screen.host.numberOfItems(inSection: 0)
        }

        // Someone else drives the host for a moment: it now shows 5 rows the adapter knows nothing of.
        let other = ArrayDataSource([["a", "b", "c", "d", "e"]])
        screen.host.dataSource = other
        screen.host.reloadData()
        screen.host.dataSource = adapter.connection

        if async {
            try await screen.showLater(rows([4]))
        } else {
            try screen.show(rows([4]))
        }
        #expect(reports == [
            .batchRejected(.invalidNumberOfItems(section: 0, before: 5, after: 4, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0), stage: .structure),
        ])
        #expect(rowsWhenReported == 5)                   // reported before the reload...
        #expect(screen.host.numberOfItems(inSection: 0) == 4)   // ...which then shows the truth
        #expect(screen.host.renderText() == freshText(rows([4]), viewport: Size(width: 20, height: 10), layout: screen.host.layout))
        #expect(reports.first?.description.contains("reloaded the host instead") == true)
    }

    @Test("A change above the reload threshold is a choice, not a failure: nothing is reported")
    func thresholdReloadIsNotReported() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 10), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: tableSections([3], height: 1))
        adapter.reloadThreshold = 1
        var reports: [AdapterFallback] = []
        adapter.onEvent = { if case .fallBackToReload(let fallback) = $0 { reports.append(fallback) } }
        host.layoutIfNeeded()
        try adapter.apply(tableSections([8], height: 1))
        #expect(host.numberOfItems(inSection: 0) == 8)
        #expect(reports.isEmpty)
    }
}
