import CellControllers
import CellControllersTestSupport
import Testing

/// Self-sizing with estimates: only what becomes visible is measured, measurements are cached,
/// and they are forgotten when an item's content or the width changes.
@MainActor
@Suite("Self-sizing")
struct SelfSizingTests {
    final class CountingCell: TableCell {
        var body = ""
        nonisolated(unsafe) static var measurements = 0
        override func render(width: Int) -> [String] { TextRendering.wrap(body, width: width) }
        override func preferredHeight(forWidth width: Double) -> Double {
            Self.measurements += 1
            return super.preferredHeight(forWidth: width)
        }
    }

    final class TextController: ModelCellController<CountingCell, Row> {
        var row: Row { model }
        init(_ row: Row) {
            super.init(model: row)
        }
        override func configureCell(_ cell: CountingCell) { cell.body = row.title }
    }

    static func rows(_ count: Int, words: (Int) -> Int = { _ in 1 }) -> [ControllerSection<TableHost>] {
        [ControllerSection(id: 0, items: (0..<count).map { index in
            TextController(Row(id: index, title: Array(repeating: "word", count: words(index)).joined(separator: " ")))
        })]
    }

    @Test func reloadWithEstimatesMeasuresOnlyVisibleRowsOfAMillion() {
        CountingCell.measurements = 0
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 10), layout: TableLayout(estimatedRowHeight: 1, separator: .none)),
            sections: Self.rows(1_000_000))
        adapter.host.reloadData()
        #expect(CountingCell.measurements == 10)
        #expect(adapter.host.contentSize.height == 1_000_000)
        adapter.host.contentOffset = Point(x: 0, y: 500_000)
        #expect(CountingCell.measurements == 20)
        adapter.host.contentOffset = Point(x: 0, y: 0)
        #expect(CountingCell.measurements == 20, "measured heights are cached")
        #expect(adapter.host.statistics.created <= 12)
    }

    @Test func changedContentIsMeasuredAgain() throws {
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 10, height: 10), layout: TableLayout(estimatedRowHeight: 1, separator: .none)),
            sections: Self.rows(5))
        adapter.host.reloadData()
        #expect(adapter.host.rect(for: .item(ItemPath(item: 1, section: 0)))?.height == 1)
        // Row 1 grows to three lines at width 10 ("word word word word word" wraps).
        try adapter.apply(Self.rows(5) { $0 == 1 ? 5 : 1 })
        #expect(adapter.host.rect(for: .item(ItemPath(item: 1, section: 0)))?.height == 3)
        #expect(adapter.host.rect(for: .item(ItemPath(item: 2, section: 0)))?.minY == 4)
    }

    @Test func aNewWidthForgetsMeasurements() {
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 30, height: 10), layout: TableLayout(estimatedRowHeight: 1, separator: .none)),
            sections: Self.rows(5) { _ in 5 })
        adapter.host.reloadData()
        #expect(adapter.host.rect(for: .item(ItemPath(item: 0, section: 0)))?.height == 1, "24 characters fit in 30 columns")
        adapter.host.viewportSize = Size(width: 10, height: 10)
        #expect(adapter.host.rect(for: .item(ItemPath(item: 0, section: 0)))?.height == 3)
    }

    @Test func largeBatchOnAMillionRowsKeepsLayoutExact() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 10), layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = ArrayDataSource([(0..<1_000_000).map { "r\($0)" }])
        host.dataSource = dataSource
        host.reloadData()
        host.contentOffset = Point(x: 0, y: 500_000)
        let deletes = stride(from: 0, to: 1_000_000, by: 1_000).map { ItemPath(item: $0, section: 0) }
        var new = dataSource.data[0]
        for path in deletes.reversed() { new.remove(at: path.item) }
        try host.performBatchUpdates(BatchUpdate(deletedItems: deletes)) { dataSource.data = [new] }
        #expect(host.numberOfItems(inSection: 0) == 999_000)
        #expect(host.contentSize.height == 999_000)
        #expect(host.rect(for: .item(ItemPath(item: 998_999, section: 0)))?.minY == 998_999)
        let visible = host.indexPathsForVisibleItems
        #expect(visible.count == 10)
        #expect(visible.map { host.cell(for: .item($0))?.text } == visible.map { new[$0.item] })
    }
}
