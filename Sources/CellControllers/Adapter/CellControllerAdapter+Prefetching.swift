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
        guard hasPrefetchedControllers else { return }
        let current = currentControllers(among: prefetchedControllers)
        let replaced = prefetchedControllers.filter { !current.contains(ObjectIdentifier($0)) }
        guard !replaced.isEmpty else { return }
        prefetchedControllers.removeAll { !current.contains(ObjectIdentifier($0)) }
        for controller in replaced { controller.cancelPrefetch() }
    }

    /// Those of `controllers` that are controllers of the screen shown: for a snapshot of
    /// models, live ones; for controller sections, items of the sections.
    private func currentControllers(among controllers: [CellController<Host>]) -> Set<ObjectIdentifier> {
        if let live {
            return live.controllerIdentifiers.intersection(controllers.map(ObjectIdentifier.init))
        }
        var missing = Set(controllers.map(ObjectIdentifier.init))
        var current: Set<ObjectIdentifier> = []
        for items in itemLists {
            for controller in items where missing.remove(ObjectIdentifier(controller)) != nil {
                current.insert(ObjectIdentifier(controller))
                if missing.isEmpty { return current }
            }
        }
        return current
    }

    /// After an apply: the controllers now at the host's prefetched items are the prefetched
    /// ones. Controllers that prefetched an item that left the window meanwhile get
    /// ``CellController/cancelPrefetch()`` (those whose item was deleted or got a new controller
    /// were cancelled before the host was driven); the controllers at the window's items that
    /// are not prefetched yet get ``CellController/prefetch()``, after every cancel.
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
