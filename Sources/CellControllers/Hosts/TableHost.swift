/// A headless table: one column of rows in sections, with headers, footers and separators,
/// like `UITableView`. It displays ``TableCell``s.
///
/// ```swift
/// let host = TableHost(viewportSize: Size(width: 40, height: 10))
/// ```
///
/// Everything but the pairing with its cells, data source and delegate is inherited from
/// ``CellHost``.
@MainActor
public final class TableHost: CellHost<TableLayout>, CellHosting {
    /// A table holds ``TableCell``s.
    public typealias CellType = TableCell
    /// A table lays out rows.
    public typealias Layout = TableLayout

    /// Provides sections, rows and cells. Held weakly, as in UIKit.
    public weak var dataSource: (any CellHostDataSource<TableHost>)? {
        didSet { source = dataSource.map { DataSourceBridge($0, host: self) } }
    }
    /// Receives display and interaction events. Held weakly, as in UIKit.
    public weak var delegate: (any CellHostDelegate<TableHost>)? {
        didSet { events = delegate.map { DelegateBridge($0, host: self) } }
    }
    /// Learns which items will soon be displayed (see ``CellHost/prefetchDistance``). Held
    /// weakly, as in UIKit.
    public weak var prefetchDataSource: (any CellHostDataSourcePrefetching<TableHost>)? {
        didSet { prefetcher = prefetchDataSource.map { PrefetchBridge($0, host: self) } }
    }

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
