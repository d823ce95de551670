import CellControllers
import CellControllersTestSupport

/// Two table hosts showing the same random screen through data sources of their own: one changed
/// by the path under test (an update's recorded batch, a deletion of the selection by path), the
/// other by applying the same edit through the diff, so that a test compares what they show.
@MainActor
struct DiffTwins<Page: Identifiable & Equatable & Sendable> where Page.ID: Sendable {
    /// The host changed by the path under test, and its data source.
    let tested: TableHost
    let testedSource: DiffableDataSource<Page, Row, TableHost>
    /// The host changed through the diff, and its data source.
    let diffing: TableHost
    let differ: DiffableDataSource<Page, Row, TableHost>
    /// The screen both show first: 1 to 4 sections (`page(index)`) of up to 30 rows each.
    let screen: Snapshot<Page, Row>
    /// The number of rows of ``screen``, whose ids are 0 up to it.
    let rowCount: Int

    init(_ random: inout DiffTestRandom, page: (Int) -> Page) throws {
        var screen = Snapshot<Page, Row>()
        var next = 0
        for section in 0..<random.int(1...4) {
            try screen.appendSections([page(section)])
            let count = random.int(0...30)
            try screen.appendItems((next..<next + count).map { Row(id: $0, title: "Row \($0)") }, toSection: page(section).id)
            next += count
        }
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        tested = TableHost(viewportSize: Size(width: 20, height: 8), layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        diffing = TableHost(viewportSize: Size(width: 20, height: 8), layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        testedSource = DiffableDataSource(host: tested, factory: rows)
        differ = DiffableDataSource(host: diffing, factory: rows)
        try testedSource.apply(screen)
        try differ.apply(screen)
        self.screen = screen
        rowCount = next
    }
}
