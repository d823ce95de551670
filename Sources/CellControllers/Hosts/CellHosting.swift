/// A ``ReusableCellHolder`` with a layout, a viewport, a data source and a delegate: what
/// ``TableHost`` and ``GridHost`` have in common, so that generic code (such as
/// ``CellControllerAdapter``) works with both.
@MainActor
public protocol CellHosting: ReusableCellHolder {
    /// The layout family; its cell type is the holder's.
    associatedtype Layout: CellLayout where Layout.Cell == CellType

    /// Provides sections, items and cells. Held weakly.
    var dataSource: (any CellHostDataSource<Self>)? { get set }
    /// Receives display and interaction events. Held weakly.
    var delegate: (any CellHostDelegate<Self>)? { get set }
    /// Learns which items will soon be displayed. Held weakly.
    var prefetchDataSource: (any CellHostDataSourcePrefetching<Self>)? { get set }
    /// The items in the prefetch window now (see ``CellHost/indexPathsForPrefetchedItems``).
    var indexPathsForPrefetchedItems: [ItemPath] { get }

    /// The size of the visible area.
    var viewportSize: Size { get set }
    /// The total size of the laid-out content.
    var contentSize: Size { get }
    /// The position of the viewport's top-left corner in content coordinates.
    var contentOffset: Point { get }
    /// The number of sections laid out.
    var numberOfSections: Int { get }
    /// The number of items laid out in `section`.
    func numberOfItems(inSection section: Int) -> Int

    /// Discards all cells and layout and asks the data source again.
    func reloadData()
    /// Lays out the viewport if the host has not loaded yet.
    func layoutIfNeeded()
    /// Validates and applies a batch of changes (see ``CellHost/performBatchUpdates(_:updatingData:)``).
    func performBatchUpdates(_ update: BatchUpdate, updatingData: () -> Void) throws(BatchUpdateError)
    /// Returns a dequeued but undisplayed cell to the pool.
    func enqueueReusableCell(_ cell: CellType)
    /// The cell displaying a section's header or footer, or `nil` when it is not visible.
    func supplementaryCell(_ kind: SupplementaryKind, inSection section: Int) -> CellType?
    /// The paths of the visible items, in display order.
    var indexPathsForVisibleItems: [ItemPath] { get }
    /// The paths of the selected items, ascending.
    var indexPathsForSelectedItems: [ItemPath] { get }
    /// The frame of the item in content coordinates, or `nil` when there is no such item.
    func rectForItem(at itemPath: ItemPath) -> Rect?
    /// Scrolls the viewport to `offset`.
    func setContentOffset(_ offset: Point)
    /// Simulates a tap on the item (see ``CellHost/select(at:)``).
    @discardableResult func select(at itemPath: ItemPath) throws(CellHostError) -> Bool
    /// Simulates a long press on the item.
    @discardableResult func longPress(at itemPath: ItemPath) throws(CellHostError) -> Bool
    /// Simulates a tap on a section's header or footer (see ``CellHost/tapSupplementary(_:inSection:)``).
    @discardableResult func tapSupplementary(_ kind: SupplementaryKind, inSection section: Int) throws(CellHostError) -> Bool
    /// Simulates a long press on a section's header or footer.
    @discardableResult func longPressSupplementary(_ kind: SupplementaryKind, inSection section: Int) throws(CellHostError) -> Bool
    /// The viewport rendered as text.
    func renderText() -> String
}
