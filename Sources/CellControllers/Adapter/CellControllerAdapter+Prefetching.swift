extension CellControllerAdapter {
    /// Tells `controller` to prefetch (``CellController/didChangePrefetching(_:)``, `true`), unless it already is
    /// prefetched.
    func startPrefetch(_ controller: CellController<Host>) {
        guard !store.prefetched.contains(where: { $0 === controller }) else { return }
        store.prefetched.append(controller)
        controller.didChangePrefetching(true)
    }

    /// `controller` is displaying its item: its prefetch is over, without a cancel.
    func prefetchEnded(for controller: CellController<Host>) {
        // Called for every displayed cell: without prefetching, return before touching the
        // generic array (its metadata lookups cost about a thousand instructions a call).
        guard store.hasPrefetched, let index = store.prefetched.firstIndex(where: { $0 === controller }) else { return }
        store.prefetched.remove(at: index)
    }

    /// Cancels the prefetch of every controller that is no longer its item's controller: its
    /// item was deleted or changed, or the new screen brought another controller for it.
    ///
    /// An install calls this once the new screen is in place and *before* it drives the host:
    /// the host may prefetch or display the item during the update, through its new controller,
    /// and the old controller must be cancelled before that (never two prefetches of one item
    /// without a cancel or a display between, whatever the kind of apply).
    ///
    /// - Complexity: O(c + w) for c live controllers and w prefetched ones; for controller
    ///   sections, O(n) for n items. Nothing without prefetched controllers.
    func cancelReplacedPrefetches() {
        guard store.hasPrefetched else { return }
        let current = store.current(among: store.prefetched, in: snapshot)
        let replaced = store.prefetched.filter { !current.contains(ObjectIdentifier($0)) }
        guard !replaced.isEmpty else { return }
        store.prefetched.removeAll { !current.contains(ObjectIdentifier($0)) }
        for controller in replaced { controller.didChangePrefetching(false) }
    }

    /// After an apply: the controllers now at the host's prefetched items are the prefetched
    /// ones. Controllers that prefetched an item that left the window meanwhile get
    /// ``CellController/didChangePrefetching(_:)`` with `false` (those whose item was deleted or got a new controller
    /// were cancelled before the host was driven); the controllers at the window's items that
    /// are not prefetched yet get it with `true`, after every cancel.
    ///
    /// - Complexity: O(w²) for a window of w items.
    func reconcilePrefetches() {
        guard store.hasPrefetched || !host.indexPathsForPrefetchedItems.isEmpty else { return }
        let current = host.indexPathsForPrefetchedItems.compactMap { controller(at: $0) }
        let stale = store.prefetched.filter { old in !current.contains { $0 === old } }
        store.prefetched.removeAll { old in stale.contains { $0 === old } }
        for controller in stale { controller.didChangePrefetching(false) }
        for controller in current { startPrefetch(controller) }
    }
}
