extension CellHost {
    /// The items in the prefetch window now: announced to the prefetching data source, and
    /// neither cancelled nor displayed since. Empty without a ``prefetchDistance`` or a
    /// prefetching data source.
    public var indexPathsForPrefetchedItems: [ItemPath] { prefetchWindow.items.sorted() }

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
        guard hasLoaded else { return }
        prefetchWindow.scrolled(to: contentOffset.y)
        // Prefetching off and nothing to cancel: the common case costs nothing per scroll.
        if prefetchWindow.items.isEmpty && (prefetcher == nil || prefetchDistance == nil) { return }
        let shown = visibleItemPaths()
        let window = prefetcher == nil ? [] : prefetchTargets(visible: shown)
        let change = prefetchWindow.update(to: window, displayed: shown)
        if !change.cancelled.isEmpty { prefetcher?.cancel(change.cancelled) }
        if !change.entering.isEmpty { prefetcher?.prefetch(change.entering) }
    }

    /// Empties the window, telling `bridge` (the prefetching data source that was told of its
    /// items) to cancel them: used when that data source is replaced.
    func emptyPrefetchWindow(telling bridge: PrefetchBridge?) {
        let change = prefetchWindow.update(to: [], displayed: visibleItemPaths())
        if !change.cancelled.isEmpty { bridge?.cancel(change.cancelled) }
    }

    /// The paths of the items on screen.
    private func visibleItemPaths() -> Set<ItemPath> {
        Set(visible.keys.compactMap { element -> ItemPath? in
            if case .item(let path) = element { path } else { nil }
        })
    }

    /// The items the window should hold: those within ``prefetchDistance`` past the viewport's
    /// edge in the scroll direction, minus the visible ones.
    func prefetchTargets(visible shown: Set<ItemPath>) -> Set<ItemPath> {
        guard let prefetchDistance else { return [] }
        let direction = prefetchWindow.direction
        switch prefetchDistance {
        case .screens(let screens):
            let depth = max(0, screens.isFinite ? screens : 0) * viewportSize.height
            let top = contentOffset.y
            let rect = direction == .down
                ? Rect(x: 0, y: top + viewportSize.height, width: viewportSize.width, height: depth)
                : Rect(x: 0, y: max(0, top - depth), width: viewportSize.width, height: top - max(0, top - depth))
            var result = Set<ItemPath>()
            for case .item(let path) in engine.elements(in: rect) where !shown.contains(path) { result.insert(path) }
            return result
        case .items(let count):
            guard count > 0, let start = direction == .down ? shown.max() : shown.min() else { return [] }
            var result = Set<ItemPath>()
            var path = start
            while result.count < count, let next = direction == .down ? item(after: path) : item(before: path) {
                path = next
                if !shown.contains(next) { result.insert(next) }
            }
            return result
        }
    }

    /// The item after `path` in display order, across sections.
    private func item(after path: ItemPath) -> ItemPath? {
        if path.item + 1 < engine.numberOfItems(inSection: path.section) {
            return ItemPath(item: path.item + 1, section: path.section)
        }
        var section = path.section + 1
        while section < engine.numberOfSections {
            if engine.numberOfItems(inSection: section) > 0 { return ItemPath(item: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The item before `path` in display order, across sections.
    private func item(before path: ItemPath) -> ItemPath? {
        if path.item > 0 { return ItemPath(item: path.item - 1, section: path.section) }
        var section = path.section - 1
        while section >= 0 {
            let count = engine.numberOfItems(inSection: section)
            if count > 0 { return ItemPath(item: count - 1, section: section) }
            section -= 1
        }
        return nil
    }

    /// Carries the window over a batch update: kept and moved items stay in it at their new
    /// paths; deleted and reloaded items drop out of it silently (their data is gone, and the
    /// adapter cancels the controllers that prefetched them).
    func remapPrefetchWindow(_ plan: UpdatePlan) {
        prefetchWindow.carryOver(plan.survivingPath(forOld:))
    }
}
