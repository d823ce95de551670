import CellControllers
import CellControllersTestSupport
import Testing

/// A screen's controller is read back as its own class, by item identifier, without a cast in
/// the app (issue 26).
@MainActor
@Suite("Typed controller read-back")
struct TypedControllerReadBackTests {
    struct Page: Identifiable, Equatable, Sendable { let id: Int }

    /// Makes `LabelController`s for rows.
    struct Factory: CellControllerFactory {
        func cellController(for row: Row) -> CellController<TableHost> { LabelController(row) }
    }

    @Test("controller(of:as:) gives the displayed cell's owner, typed; another class or an unknown id give nil")
    func readBack() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Page, Row, TableHost>(host: host, factory: Factory())
        try dataSource.apply(Snapshot([(Page(id: 0), (0..<100).map { Row(id: $0, title: "Row \($0)") })]))
        let shown = try #require(dataSource.controller(of: 2, as: LabelController.self))
        #expect(shown.row == Row(id: 2, title: "Row 2"))
        #expect(shown === dataSource.adapter.controller(at: ItemPath(item: 2, section: 0)))
        // Far away: made by the factory, as the host would, and of the factory's class.
        #expect(dataSource.controller(of: 90, as: LabelController.self)?.row.id == 90)
        #expect(dataSource.controller(of: 2, as: ModelCellController<LabelCell, Row>.self) === shown)
        #expect(dataSource.controller(of: 2, as: ModelCellController<BadgeCell, Row>.self) == nil)
        #expect(dataSource.controller(of: 1_000, as: LabelController.self) == nil)
    }
}
