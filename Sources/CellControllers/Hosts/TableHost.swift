/// A headless table: one column of rows in sections, with headers, footers and separators,
/// like `UITableView`. It displays ``TableCell``s.
///
/// ```swift
/// let host = TableHost(viewportSize: Size(width: 40, height: 10))
/// ```
///
/// Everything but the pairing with its cells and layout is inherited from ``CellHost``, its
/// ``CellHost/dataSource``, ``CellHost/delegate`` and ``CellHost/prefetchDataSource`` too (typed
/// by this class).
@MainActor
public final class TableHost: CellHost<TableLayout>, CellHosting {
    /// A table lays out rows.
    public typealias Layout = TableLayout

    /// Creates a table with a viewport of `viewportSize` (columns × lines).
    public init(viewportSize: Size, layout: TableLayout = TableLayout()) {
        super.init(layout: layout, viewportSize: viewportSize, engine: SectionedLayoutEngine<TableSectionMetrics>())
    }
}
