import CellControllers
import CellControllersTestSupport
import Testing

/// An apply looks up the controllers of the visible items it changed, once each, and no other.
@MainActor
@Suite("Controller lookups per apply")
struct ControllerLookupTests {
    struct Page: Identifiable, Equatable, Sendable { let id: Int }

    func screen(_ titles: [Int: String], count: Int) -> Snapshot<Page, Row> {
        Snapshot([(Page(id: 0), (0..<count).map { Row(id: $0, title: titles[$0] ?? "Row \($0)") })])
    }

    /// Only the two changed visible rows are looked up, with estimated heights and with a fixed
    /// row height alike: a registration without heights is not asked for the far row's.
    @Test("A snapshot apply looks up each changed visible item's controller once", arguments: [false, true])
    func changedVisibleItemsOnly(estimated: Bool) throws {
        let layout = estimated ? TableLayout(estimatedRowHeight: 1, separator: .none) : TableLayout(rowHeight: 1, separator: .none)
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: layout)
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        let dataSource = DiffableDataSource<Page, Row, TableHost>(host: host, factory: rows)
        let adapter = dataSource.adapter
        try dataSource.apply(screen([:], count: 10_000))
        let before = adapter.controllerLookupCount
        // Two visible rows change, one far away changes, one far away is deleted.
        var next = screen([1: "one", 3: "three", 5_000: "far"], count: 10_000)
        try next.deleteItems([9_000])
        try dataSource.apply(next)
        #expect(adapter.controllerLookupCount - before == 2)
        #expect(adapter.liveControllerCount < 200)
        #expect(host.renderText().contains("one") && host.renderText().contains("three"))
    }
}
