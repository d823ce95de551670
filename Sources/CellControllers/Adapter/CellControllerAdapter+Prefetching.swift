extension CellControllerAdapter: CellHostDataSourcePrefetching {
    /// Forwards ``CellController/prefetch()`` to the items' controllers (made now, for a
    /// snapshot of models, and kept alive while their items stay in the window, so the
    /// controller that prefetched is the one that displays). A controller already prefetched is
    /// not told again.
    ///
    /// - Complexity: O(p × w) for p paths and a window of w items (both small).
    public func host(_ host: Host, prefetchItemsAt itemPaths: [ItemPath]) {
        for path in itemPaths {
            guard let controller = controller(at: path) else { continue }
            startPrefetch(controller)
        }
    }

    /// Forwards ``CellController/cancelPrefetch()`` to the items' controllers that were
    /// prefetched.
    ///
    /// - Complexity: O(p × w) for p paths and a window of w items.
    public func host(_ host: Host, cancelPrefetchingForItemsAt itemPaths: [ItemPath]) {
        for path in itemPaths {
            guard let controller = existingController(at: path),
                  let index = prefetchedControllers.firstIndex(where: { $0 === controller }) else { continue }
            prefetchedControllers.remove(at: index)
            controller.cancelPrefetch()
        }
    }

    /// The controller of the item at `path` if the adapter has one now: never makes one.
    private func existingController(at path: ItemPath) -> CellController<Host>? {
        if let live {
            guard LiveControllers<Host>.snapshot(snapshot, contains: path) else { return nil }
            return live.existingController(at: path, in: snapshot)
        }
        guard itemLists.indices.contains(path.section), itemLists[path.section].indices.contains(path.item) else { return nil }
        return itemLists[path.section][path.item]
    }

    private func startPrefetch(_ controller: CellController<Host>) {
        guard !prefetchedControllers.contains(where: { $0 === controller }) else { return }
        prefetchedControllers.append(controller)
        controller.prefetch()
    }

    /// `controller` is displaying its item: its prefetch is over, without a cancel.
    func prefetchEnded(for controller: CellController<Host>) {
        // Called for every displayed cell: without prefetching, return before touching the
        // generic array (its metadata lookups cost about a thousand instructions a call).
        guard hasPrefetchedControllers, let index = prefetchedControllers.firstIndex(where: { $0 === controller }) else { return }
        prefetchedControllers.remove(at: index)
    }

    /// After an apply: the controllers now at the host's prefetched items are the prefetched
    /// ones. Controllers that prefetched an item that was deleted, reloaded or whose content
    /// changed (so it has a new controller), or that a new screen replaced, get
    /// ``CellController/cancelPrefetch()``; the controllers that replaced them, if their items
    /// are still in the window, get ``CellController/prefetch()``.
    ///
    /// - Complexity: O(w²) for a window of w items.
    func reconcilePrefetches() {
        guard hasPrefetchedControllers || !host.indexPathsForPrefetchedItems.isEmpty else { return }
        let current = host.indexPathsForPrefetchedItems.compactMap { controller(at: $0) }
        let stale = prefetchedControllers.filter { old in !current.contains { $0 === old } }
        prefetchedControllers.removeAll { old in stale.contains { $0 === old } }
        for controller in stale { controller.cancelPrefetch() }
        for controller in current { startPrefetch(controller) }
    }
}
