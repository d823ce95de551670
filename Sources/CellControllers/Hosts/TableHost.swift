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

    /// Registers `cellClass` for `reuseIdentifier`; pooled cells of a previous class are dropped.
    public func register<Cell: ReusableCell>(_ cellClass: Cell.Type, forCellWithReuseIdentifier reuseIdentifier: String)
    where Cell.Host == TableHost {
        pool.register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
    }

    /// Dequeues a cell of `cellClass`, registering it for `reuseIdentifier` on first use.
    public func dequeueReusableCell<Cell: ReusableCell>(_ cellClass: Cell.Type, withReuseIdentifier reuseIdentifier: String, for itemPath: ItemPath) -> TableCell
    where Cell.Host == TableHost {
        pool.dequeue(withReuseIdentifier: reuseIdentifier, cellClass: ObjectIdentifier(cellClass))
            ?? pool.registerAndDequeue(cellClass, withReuseIdentifier: reuseIdentifier)
    }
}
