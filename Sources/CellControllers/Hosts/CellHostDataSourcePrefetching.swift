/// Learns which items a host will soon display, so that their content can be loaded ahead,
/// like `UITableViewDataSourcePrefetching`.
///
/// A host with a ``CellHost/prefetchDistance`` keeps a *prefetch window*: the items past the
/// viewport's edge in the scroll direction. Items that enter it are announced, in batches in
/// display order, with ``host(_:prefetchItemsAt:)``; items that leave it without being displayed
/// with ``host(_:cancelPrefetchingForItemsAt:)``. ``CellControllerAdapter`` implements it and
/// forwards both to the items' controllers (``CellController/prefetch()``).
@MainActor
public protocol CellHostDataSourcePrefetching<Host>: AnyObject {
    /// The host this data source serves: ``TableHost`` or ``GridHost``.
    associatedtype Host: CellHosting

    /// The items entered the prefetch window (in display order, none of them visible).
    func host(_ host: Host, prefetchItemsAt itemPaths: [ItemPath])
    /// The items left the prefetch window without being displayed (in display order).
    func host(_ host: Host, cancelPrefetchingForItemsAt itemPaths: [ItemPath])
}

extension CellHostDataSourcePrefetching {
    public func host(_ host: Host, cancelPrefetchingForItemsAt itemPaths: [ItemPath]) {}
}
