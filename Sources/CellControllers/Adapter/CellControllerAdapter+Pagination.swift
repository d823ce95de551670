extension CellControllerAdapter {
    /// The pagination footer that replaces `section`'s footer, if its end is loading or failed.
    func loadMoreFooter(inSection section: Int) -> CellController<Host>? {
        guard let trigger = loadMore, !trigger.footers.isEmpty, parts.indices.contains(section) else { return nil }
        switch trigger.scope {
        case .list:
            return section == parts.count - 1 ? trigger.footers[.list] : nil
        case .eachSection:
            return trigger.footers[.section(parts[section].model.identifier)]
        }
    }

    /// Brings the host's footers in line with the pagination states: the sections whose footer
    /// became or stopped being a pagination footer, or whose pagination footer changed, get their
    /// header and footer reloaded (never their items). Deferred while an apply runs.
    func loadMoreFootersDidChange(reloadingShown: Bool = true) {
        guard !isApplying else { return }
        var now: Set<DiffIdentifier> = []
        for section in parts.indices where loadMoreFooter(inSection: section) != nil {
            now.insert(parts[section].model.identifier)
        }
        let changed = reloadingShown ? now.union(loadMoreFooterSections) : now.symmetricDifference(loadMoreFooterSections)
        let sections = parts.indices.filter { changed.contains(parts[$0].model.identifier) }
        let shown = loadMoreFooterSections
        loadMoreFooterSections = now  // before the batch: the end of its drive looks at the footers again
        guard !sections.isEmpty else { return }
        var rejected = false  // the host is busy; the next apply or display tries again
        drivingHost { rejected = (try? host.performBatchUpdates(BatchUpdate(reloadedSections: sections), updatingData: {})) == nil }
        if rejected { loadMoreFooterSections = shown }
    }

    /// After an apply: the footers follow the new sections, then the ends are looked at.
    func didShowForPagination() {
        guard loadMore != nil else { return }
        loadMoreFootersDidChange(reloadingShown: false)
        evaluateLoadMore()
    }

    /// Looks at the ends when the displayed item is itself near its end: the last visible item
    /// can only become near an end by being displayed (applies, state changes and a new
    /// trigger look at the ends on their own), so items far from the end cost O(s), not a
    /// look at every visible item.
    func evaluateLoadMore(displaying itemPath: ItemPath) {
        guard let trigger = loadMore, !isApplying, !trigger.isChangingState,
              snapshot.sections.indices.contains(itemPath.section) else { return }
        let count = snapshot.numberOfItems(inSection: itemPath.section)
        var end = ItemPath(item: count - 1, section: itemPath.section)
        var after = count - 1 - itemPath.item
        if trigger.scope == .list {
            for section in (itemPath.section + 1)..<max(itemPath.section + 1, snapshot.numberOfSections) {
                let items = snapshot.numberOfItems(inSection: section)
                after += items
                if items > 0 { end = ItemPath(item: items - 1, section: section) }
            }
        }
        guard isNear(itemPath, to: end, itemsAfter: after, distance: trigger.distance) else { return }
        evaluateLoadMore()
    }

    /// Fires the trigger for the watched ends that are due: near the last visible item, idle,
    /// and with an item count that changed since they last fired. Never during an apply.
    ///
    /// The ends fire one at a time, in display order, and each is judged against the screen as
    /// it is right before it fires: a handler that applies its page at once (or a loading footer)
    /// moves the later ends, which then fire only if they are still near, with their item count
    /// of the moment. Evaluations asked for while an end fires (by the handler's apply or its
    /// `finish()`) are left to this loop, which looks again after every firing.
    ///
    /// - Complexity: O(v + s) per end that fires (and once more), for v visible items and s
    ///   sections.
    func evaluateLoadMore() {
        guard let trigger = loadMore, !trigger.isEvaluating else { return }
        trigger.isEvaluating = true
        defer { trigger.isEvaluating = false }
        while loadMore === trigger, let (end, count) = nextDueLoadMoreEnd(of: trigger) {
            trigger.fire(end, itemCount: count)
        }
    }

    /// The first end (in display order) that is due on the current screen, with its item count.
    private func nextDueLoadMoreEnd(of trigger: LoadMoreTrigger<Host>) -> (LoadMoreEnd, Int)? {
        guard !isApplying, !trigger.isChangingState else { return nil }
        let visible = host.indexPathsForVisibleItems
        guard let lastVisible = visible.max() else { return nil }
        func isDue(_ end: LoadMoreEnd, count: Int) -> Bool {
            trigger.state(of: end) == .idle && trigger.firedCounts[end] != count
        }
        switch trigger.scope {
        case .list:
            let counts = PreparedChanges.itemCounts(of: snapshot)
            guard counts.indices.contains(lastVisible.section),
                  let lastSection = counts.lastIndex(where: { $0 > 0 }) else { return nil }
            let end = ItemPath(item: counts[lastSection] - 1, section: lastSection)
            let after = counts[lastVisible.section] - 1 - lastVisible.item + counts[(lastVisible.section + 1)...].reduce(0, +)
            let total = counts.reduce(0, +)
            guard isDue(.list, count: total), isNear(lastVisible, to: end, itemsAfter: after, distance: trigger.distance) else { return nil }
            return (.list, total)
        case .eachSection:
            var lastInSection: [Int: ItemPath] = [:]
            for path in visible where (lastInSection[path.section]?.item ?? -1) < path.item { lastInSection[path.section] = path }
            for (section, last) in lastInSection.sorted(by: { $0.key < $1.key }) where section < snapshot.numberOfSections {
                let count = snapshot.numberOfItems(inSection: section)
                let end = LoadMoreEnd.section(snapshot.sections[section].identifier)
                guard isDue(end, count: count),
                      isNear(last, to: ItemPath(item: count - 1, section: section), itemsAfter: count - 1 - last.item, distance: trigger.distance)
                else { continue }
                return (end, count)
            }
            return nil
        }
    }

    private func isNear(_ last: ItemPath, to end: ItemPath, itemsAfter: Int, distance: LoadMoreDistance) -> Bool {
        switch distance {
        case .items(let items):
            return itemsAfter <= items
        case .points(let points):
            guard let lastFrame = host.rectForItem(at: last), let endFrame = host.rectForItem(at: end) else { return false }
            return endFrame.maxY - lastFrame.maxY <= points
        }
    }
}
