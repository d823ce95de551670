/// A ``ReusableCellHolder`` that is a ``CellHost``: what ``TableHost`` and ``GridHost`` have in
/// common, so that generic code (such as ``CellControllerAdapter``) works with both.
///
/// A conforming type is a `CellHost` of its ``Layout``, so generic code reaches every member of
/// ``CellHost`` (its viewport, scrolling, taps, selection, swipes, moves, batch updates,
/// rendering, and its data source, delegate and prefetching data source, typed by the host since
/// `Layout.Host == Self`) through the host itself: a host feature is declared once, on
/// `CellHost`, and is not restated here. The only requirement is what names the final host's
/// family: the registration that a ``DualCellRegistration`` shows in it.
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
    /// The layout family; its host is this one (so its cell type is the host's).
    associatedtype Layout: CellLayout where Layout.Host == Self

    /// The controller that shows `item` with the registration of this host's family: the table
    /// registration's in a ``TableHost``, the grid registration's in a ``GridHost``.
    ///
    /// This is what lets one factory generic over its host serve tables and grids: the host type
    /// picks the registration: `Host.cellController(for: photo, from: photos)`.
    ///
    /// - Complexity: O(1).
    static func cellController<Item>(for item: Item, from registration: DualCellRegistration<Item>) -> CellController<Self>
}
