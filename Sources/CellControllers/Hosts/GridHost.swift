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
}
