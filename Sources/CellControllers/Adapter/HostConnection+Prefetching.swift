extension HostConnection {
    /// Forwards ``CellController/didChangePrefetching(_:)`` (`true`) to the items' controllers (made now, for a
    /// snapshot of models, and kept alive while their items stay in the window, so the
    /// controller that prefetched is the one that displays). A controller already prefetched is
    /// not told again.
    ///
    /// - Complexity: O(p × w) for p paths and a window of w items (both small).
    func host(_ host: Host, prefetchItemsAt itemPaths: [ItemPath]) {
        for path in itemPaths {
            guard let controller = adapter.controller(at: path) else { continue }
            adapter.startPrefetch(controller)
        }
    }

    /// Forwards ``CellController/didChangePrefetching(_:)`` (`false`) to the items' controllers that were
    /// prefetched (never makes a controller).
    ///
    /// - Complexity: O(p × w) for p paths and a window of w items.
    func host(_ host: Host, cancelPrefetchingForItemsAt itemPaths: [ItemPath]) {
        let store = adapter.store
        for path in itemPaths {
            guard let controller = store.existingController(at: path, in: adapter.snapshot),
                  let index = store.prefetched.firstIndex(where: { $0 === controller }) else { continue }
            store.prefetched.remove(at: index)
            controller.didChangePrefetching(false)
        }
    }
}
