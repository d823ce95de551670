/// A host's typed prefetching data source, erased to closures like ``DataSourceBridge``.
@MainActor
struct PrefetchBridge {
    var prefetch: ([ItemPath]) -> Void
    var cancel: ([ItemPath]) -> Void

    /// Bridges `source` (held weakly) for `host` (held unowned).
    init<Host: CellHosting, Source: CellHostDataSourcePrefetching>(_ source: Source, host: Host) where Source.Host == Host {
        prefetch = { [weak source, unowned host] paths in source?.host(host, prefetchItemsAt: paths) }
        cancel = { [weak source, unowned host] paths in source?.host(host, cancelPrefetchingForItemsAt: paths) }
    }
}
