/// A ``ReusableCellHolder`` that is a ``CellHost``: what ``TableHost`` and ``GridHost`` have in
/// common, so that generic code (such as ``CellControllerAdapter``) works with both.
///
/// A conforming type is a `CellHost` of its ``Layout``, so generic code reaches every member of
/// ``CellHost`` (its viewport, scrolling, taps, selection, swipes, moves, batch updates,
/// rendering) through the host itself: a host feature is declared once, on `CellHost`, and is
/// not restated here. The requirements are only what names the final host: its data source,
/// delegate and prefetching data source, typed by the host, and the registration of its family
/// that a ``DualCellRegistration`` shows in it.
///
/// ```swift
/// @MainActor
/// func selectedCount<Host: CellHosting>(in host: Host) -> Int {
///     host.layoutIfNeeded()
///     return host.indexPathsForSelectedItems.count
/// }
/// ```
@MainActor
public protocol CellHosting: ReusableCellHolder where Self: CellHost<Layout> {
    /// The layout family; its cell type is the host's.
    associatedtype Layout: CellLayout where Layout.Cell == CellType

    /// Provides sections, items and cells. Held weakly.
    var dataSource: (any CellHostDataSource<Self>)? { get set }
    /// Receives display and interaction events. Held weakly.
    var delegate: (any CellHostDelegate<Self>)? { get set }
    /// Learns which items will soon be displayed. Held weakly.
    var prefetchDataSource: (any CellHostDataSourcePrefetching<Self>)? { get set }

    /// The controller that shows `item` with the registration of this host's family: the table
    /// registration's in a ``TableHost``, the grid registration's in a ``GridHost``.
    ///
    /// This is what lets one factory generic over its host serve tables and grids: the host type
    /// picks the registration. Call it through ``DualCellRegistration/cellController(for:in:)``.
    static func cellController<Item>(for item: Item, from registration: DualCellRegistration<Item>) -> CellController<Self>
}
