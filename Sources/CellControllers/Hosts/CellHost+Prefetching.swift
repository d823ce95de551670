extension CellHost {
    /// The items in the prefetch window now: announced to the prefetching data source, and
    /// neither cancelled nor displayed since. Empty without a ``prefetchDistance`` or a
    /// prefetching data source.
    package var indexPathsForPrefetchedItems: [ItemPath] { prefetching.items.sorted() }

    /// How far past the viewport, in the scroll direction, items are prefetched (see
    /// ``CellHostDataSourcePrefetching``), or `nil`, the default, not to prefetch.
    ///
    /// Unlike UIKit, where prefetching is on whenever a prefetching data source is set, a
    /// headless host prefetches only when you set a distance, so that screens and tests that do
    /// not use prefetching see no extra events and no extra controllers. Changing it updates the
    /// window at once (`nil` cancels everything prefetched).
    public var prefetchDistance: PrefetchDistance? {
        get { prefetching.distance }
        set {
            prefetching.distance = newValue
            updatePrefetchWindow()
        }
    }

    /// A new prefetching data source starts from an empty window; the old one (`old`) is told to
    /// cancel its prefetches.
    func prefetchDataSourceDidChange(from old: (any CellHostDataSourcePrefetching<Layout.Host>)?) {
        send(prefetching.empty(displayed: visibleItemPaths()), to: old)
        updatePrefetchWindow()
    }

    /// Tells `dataSource` what a change of the window means for it, skipping empty lists.
    func send(_ change: PrefetchWindow.Change, to dataSource: (any CellHostDataSourcePrefetching<Layout.Host>)?) {
        guard let dataSource else { return }
        if !change.cancelled.isEmpty { dataSource.host(typedSelf, cancelPrefetchingForItemsAt: change.cancelled) }
        if !change.entering.isEmpty { dataSource.host(typedSelf, prefetchItemsAt: change.entering) }
    }

    /// Brings the prefetch window in line with the viewport, after every layout pass (a
    /// scroll, a resize, ``reloadData()``, a new ``layout``, a batch update) and when the
    /// distance changes: items that entered it are prefetched, items that left it without being
    /// displayed are cancelled, and items displayed since their prefetch leave it silently.
    ///
    /// A reload or a relayout keeps the window it had until this pass, so what it moves out is
    /// cancelled like what a scroll moves out; an item that stays in it is not announced again.
    ///
    /// - Complexity: O(w log w) for a window of w items, plus O(log n) to find them.
    func updatePrefetchWindow() {
        guard phase.isLoaded else { return }
        prefetching.scrolled(to: contentOffset.y)
        let dataSource = prefetchDataSource
        guard !prefetching.isIdle(hasDataSource: dataSource != nil) else { return }
        let change = prefetching.update(viewport: visibleRect, displayed: visibleItemPaths(), engine: engine, hasDataSource: dataSource != nil)
        send(change, to: dataSource)
    }

    /// The paths of the items on screen.
    private func visibleItemPaths() -> Set<ItemPath> {
        Set(visible.keys.compactMap(\.itemPath))
    }
}
