import CellControllers
import CellControllersTestSupport
import Testing

/// `invariantViolations()` finds where the adapter's records and its host's disagree (the
/// model-based test calls it after every operation).
@MainActor
@Suite("Adapter invariants")
struct InvariantTests {
    struct Page: Identifiable, Equatable, Sendable { let id: Int }

    @Test("A shown screen, scrolled, selected and edited, keeps every record in agreement", arguments: [false, true])
    func agreement(models: Bool) throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        func show(_ count: Int) throws {
            let items = (0..<count).map { Row(id: $0, title: "Row \($0)") }
            if models {
                try DiffableDataSource(host: adapter.host, factory: rows).apply(Snapshot([(Page(id: 0), items)]), completion: nil)
            } else {
                try adapter.apply([ControllerSection(id: 0, items: rows.cellControllers(for: items))], completion: nil)
            }
        }
        try show(50)
        #expect(adapter.invariantViolations().isEmpty)
        host.contentOffset = Point(x: 0, y: 20)
        _ = host.tap(at: Point(x: 1, y: 21.5))
        try show(30)
        #expect(adapter.invariantViolations().isEmpty)
    }

    @Test("A host whose data source was replaced behind the adapter's back is reported")
    func replacedDataSource() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        try DiffableDataSource(host: adapter.host, factory: rows).apply(Snapshot([(Page(id: 0), (0..<5).map { Row(id: $0, title: "Row \($0)") })]), completion: nil)
        let other = ArrayDataSource([["a"], ["b"]])
        host.dataSource = other
        host.reloadData()
        let violations = adapter.invariantViolations()
        #expect(violations.contains { $0.contains("the host lays out 2 sections, the adapter's snapshot has 1") })
    }
}
