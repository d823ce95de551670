/// A headless grid: items in rows of columns, in sections with headers and footers, like a
/// `UICollectionView` with a flow layout. It displays ``GridCell``s.
///
/// ```swift
/// let host = GridHost(viewportSize: Size(width: 60, height: 20), layout: GridLayout(columns: .fixed(3)))
/// ```
///
/// Everything but the pairing with its cells and layout is inherited from ``CellHost``, its
/// ``CellHost/dataSource``, ``CellHost/delegate`` and ``CellHost/prefetchDataSource`` too (typed
/// by this class).
@MainActor
public final class GridHost: CellHost<GridLayout>, CellHosting {
    /// A grid lays out columns.
    public typealias Layout = GridLayout

    /// Creates a grid with a viewport of `viewportSize` (columns × lines).
    public init(viewportSize: Size, layout: GridLayout = GridLayout()) {
        super.init(layout: layout, viewportSize: viewportSize, engine: SectionedLayoutEngine<GridSectionMetrics>())
    }

    /// Registers `cellClass` for `reuseIdentifier`; pooled cells of a previous class are dropped.
    public func register<Cell: ReusableCell>(_ cellClass: Cell.Type, forCellWithReuseIdentifier reuseIdentifier: String)
    where Cell.Host == GridHost {
        pool.register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
    }

    /// Dequeues a cell of `cellClass`, registering it for `reuseIdentifier` on first use.
    public func dequeueReusableCell<Cell: ReusableCell>(_ cellClass: Cell.Type, withReuseIdentifier reuseIdentifier: String, for itemPath: ItemPath) -> GridCell
    where Cell.Host == GridHost {
        pool.dequeue(withReuseIdentifier: reuseIdentifier, cellClass: ObjectIdentifier(cellClass))
            ?? pool.registerAndDequeue(cellClass, withReuseIdentifier: reuseIdentifier)
    }
}
