import CellControllers
import CellControllersTestSupport

/// A task of a list that accepts dragged rows by converting them (a destination of another
/// item type).
struct DoneTask: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
}

/// The host families the drag tests run in.
enum DragHostKind: String, CaseIterable, Sendable {
    case table, grid
}

/// Lists of rows in tables and grids, shown through typed data sources, for the drag and drop
/// tests: every row can move; titles are "Row <id>".
@MainActor
enum DragDropFixture {
    static let viewport = Size(width: 24, height: 8)

    static var rows: CellRegistration<LabelCell, Row> {
        CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }.movable()
    }

    static var tiles: CellRegistration<TileCell, Row> {
        CellRegistration<TileCell, Row> { cell, row in cell.title = row.title }.movable()
    }

    static var tasks: CellRegistration<LabelCell, DoneTask> {
        CellRegistration<LabelCell, DoneTask> { cell, task in cell.title = "✓ \(task.title)" }
    }

    /// The snapshot of `sections` of row identifiers.
    static func snapshot(_ sections: [[Int]]) throws -> Snapshot<RowSection, Row> {
        var snapshot = Snapshot<RowSection, Row>()
        try snapshot.appendSections(sections.indices.map { RowSection(id: $0) })
        for (index, ids) in sections.enumerated() {
            try snapshot.appendItems(ids.map { Row(id: $0, title: "Row \($0)") }, toSection: index)
        }
        return snapshot
    }

    /// A table showing `sections`.
    static func table(_ sections: [[Int]], viewport: Size = viewport) throws -> DiffableDataSource<RowSection, Row, TableHost> {
        let host = TableHost(viewportSize: viewport, layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<RowSection, Row, TableHost>(host: host, factory: rows)
        try dataSource.apply(snapshot(sections))
        return dataSource
    }

    /// A grid of two columns showing `sections`.
    static func grid(_ sections: [[Int]], viewport: Size = viewport) throws -> DiffableDataSource<RowSection, Row, GridHost> {
        let host = GridHost(viewportSize: viewport, layout: GridLayout(columns: .fixed(2), itemHeight: 1))
        let dataSource = DiffableDataSource<RowSection, Row, GridHost>(host: host, factory: tiles)
        try dataSource.apply(snapshot(sections))
        return dataSource
    }

    /// A table of tasks showing `ids` in one section.
    static func taskList(_ ids: [Int]) throws -> DiffableDataSource<RowSection, DoneTask, TableHost> {
        let host = TableHost(viewportSize: viewport, layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<RowSection, DoneTask, TableHost>(host: host, factory: tasks)
        var snapshot = Snapshot<RowSection, DoneTask>()
        try snapshot.appendSections([RowSection(id: 0)])
        try snapshot.appendItems(ids.map { DoneTask(id: $0, title: "Task \($0)") })
        try dataSource.apply(snapshot)
        return dataSource
    }

    /// The identifiers a data source shows, by section.
    static func ids<Item, Host>(_ dataSource: DiffableDataSource<RowSection, Item, Host>) -> [[Item.ID]] {
        let shown = dataSource.snapshot()
        return (0..<shown.numberOfSections).map { section in
            (0..<shown.numberOfItems(inSectionAt: section)).compactMap { shown.item(at: ItemPath(item: $0, section: section))?.id }
        }
    }

    /// `sections` with the item at `move.source` moved to `move.destination`.
    static func moved(_ sections: [[Int]], _ move: Move<ItemPath>) -> [[Int]] {
        var sections = sections
        let id = sections[move.source.section].remove(at: move.source.item)
        sections[move.destination.section].insert(id, at: move.destination.item)
        return sections
    }
}
