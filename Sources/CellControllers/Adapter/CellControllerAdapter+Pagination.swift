/// A header or footer that a ``LoadMoreTrigger`` replaces: the loading or error row of a
/// pagination end, by the section's identity.
struct PaginationElement: Hashable {
    /// A header at the top edge, a footer at the bottom edge.
    let kind: SupplementaryKind
    let section: DiffIdentifier
}

extension CellControllerAdapter {
    /// What an apply keeps when the viewport is at the very top of the content, in its batch
    /// updates and in a reload alike: with a trigger at the top edge, what is inserted above is
    /// an older page, so the first visible item keeps its place; otherwise the host's anchoring
    /// decides (a list at its top stays there).
    var topOfContentRule: TopOfContentRule { loadMoreAtTop != nil ? .keepsFirstVisibleItem : .asAnchoring }

    /// The adapter's triggers in display order: the top edge's, then the bottom edge's.
    var paginationTriggers: [LoadMoreTrigger<Host>] {
        // (A closure, not a `\.self` key path: in generic code one is instantiated at every call.)
        [loadMoreAtTop, loadMore].compactMap { $0 }
    }

    /// A trigger was set at `edge`: the old one serves no edge any more, the new one is taken
    /// from where it served (this adapter's other edge, or another adapter) and starts afresh
    /// if it served elsewhere; then the footers follow and the ends are looked at.
    func paginationTriggerDidChange(from old: LoadMoreTrigger<Host>?, to new: LoadMoreTrigger<Host>?, at edge: LoadMoreEdge) {
        if let old, old !== new, old.adapter === self, old.edge == edge { old.adapter = nil }
        if let new {
            if let previous = new.adapter, previous !== self || new.edge != edge {
                previous.removeTrigger(new, from: new.edge)
                new.startAfresh(at: edge)
            } else if new.adapter == nil {
                new.startAfresh(at: edge)
            }
            new.adapter = self
        }
        loadMoreFootersDidChange()
        evaluateLoadMore()
    }

    /// Takes `trigger` off `edge`, the edge it serves here.
    private func removeTrigger(_ trigger: LoadMoreTrigger<Host>, from edge: LoadMoreEdge) {
        switch edge {
        case .top: if loadMoreAtTop === trigger { loadMoreAtTop = nil }
        case .bottom: if loadMore === trigger { loadMore = nil }
        }
    }

    /// The trigger at `edge`.
    private func trigger(at edge: LoadMoreEdge) -> LoadMoreTrigger<Host>? {
        switch edge {
        case .top: loadMoreAtTop
        case .bottom: loadMore
        }
    }

    /// The pagination row that replaces `section`'s `kind` (a footer at the bottom edge, a header
    /// at the top edge), if its end is loading or failed.
    func paginationSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> CellController<Host>? {
        let edge: LoadMoreEdge = kind == .header ? .top : .bottom
        guard let trigger = trigger(at: edge), !trigger.footers.isEmpty, shown.parts.indices.contains(section) else { return nil }
        switch trigger.scope {
        case .list:
            return section == (edge == .top ? 0 : shown.parts.count - 1) ? trigger.footers[.list] : nil
        case .eachSection:
            return trigger.footers[.section(shown.parts[section].model.identifier)]
        }
    }

    /// Brings the host's headers and footers in line with the pagination states: the sections
    /// whose header or footer became or stopped being a pagination row, or whose pagination row
    /// changed, get their header and footer reloaded (never their items). What is on screen
    /// stays in place (``CellHost/scrollAnchoring``), except that a list at its very top stays
    /// at its top, so that a loading or error row appearing there shows. Deferred while an apply
    /// runs.
    func loadMoreFootersDidChange(reloadingShown: Bool = true) {
        guard !applies.isApplying else { return }
        var now: Set<PaginationElement> = []
        for section in shown.parts.indices {
            for kind in SupplementaryKind.allCases where paginationSupplementary(kind, inSection: section) != nil {
                now.insert(PaginationElement(kind: kind, section: shown.parts[section].model.identifier))
            }
        }
        let changed = Set((reloadingShown ? now.union(pagination.elements) : now.symmetricDifference(pagination.elements)).map(\.section))
        let sections = shown.parts.indices.filter { changed.contains(shown.parts[$0].model.identifier) }
        let previous = pagination.elements
        pagination.elements = now  // before the batch: the end of its drive looks at the footers again
        guard !sections.isEmpty else { return }
        var rejected = false  // the host is busy; the next apply or display tries again
        drivingHost {
            // A loading or error row that appears at the top of a list at its top shows there.
            host.holdingScrollAnchor(atTop: .staysAtTop) {
                rejected = (try? host.performBatchUpdates(BatchUpdate(reloadedSections: sections), updatingData: {})) == nil
            }
        }
        if rejected { pagination.elements = previous }
    }

    /// After an apply: the footers follow the new sections, then the ends are looked at, as one
    /// change of the pagination rows (``changingPaginationRows(_:)``).
    func didShowForPagination() {
        guard loadMore != nil || loadMoreAtTop != nil else { return }
        changingPaginationRows {
            loadMoreFootersDidChange(reloadingShown: false)
            evaluateLoadMore()
        }
    }

    /// Runs `body`, whose pagination rows appear, go or change (a state change, then the look at
    /// the ends that follows it), as one change of the screen: its footer updates keep one
    /// scroll anchor, taken before the first. A loading row that goes when a page finishes and
    /// comes back at once because the end is still near is then no change on screen, rather
    /// than two changes of which the first may clamp the offset to the content's end or leave
    /// a sliver of an item at the top as the next one's anchor. The handlers called meanwhile,
    /// and the applies queued meanwhile, are changes of their own
    /// (``CellHost/outsideScrollAnchorHold(_:)``).
    func changingPaginationRows(_ body: () -> Void) {
        host.holdingScrollAnchor(atTop: .staysAtTop, body)
    }

    /// Whether a trigger is updating its footers (no trigger fires meanwhile).
    private var isChangingPaginationState: Bool {
        loadMore?.isChangingState == true || loadMoreAtTop?.isChangingState == true
    }

    /// Looks at the ends when the displayed item is itself near an end (or, at the top edge, a
    /// start): an edge item can only become near by being displayed (applies, state changes and
    /// a new trigger look at the ends on their own), so items far from the edges cost O(s), not
    /// a look at every visible item.
    func evaluateLoadMore(displaying itemPath: ItemPath) {
        guard !applies.isApplying, !isChangingPaginationState, snapshot.sections.indices.contains(itemPath.section) else { return }
        // The top edge's trigger, then the bottom edge's, without making an array: this runs
        // for every item displayed.
        if let top = loadMoreAtTop, isNearEdge(of: top, displaying: itemPath) { return evaluateLoadMore() }
        if let bottom = loadMore, isNearEdge(of: bottom, displaying: itemPath) { return evaluateLoadMore() }
    }

    /// Whether `itemPath`, displayed, is near the edge `trigger` watches.
    ///
    /// - Complexity: O(s) for s sections.
    private func isNearEdge(of trigger: LoadMoreTrigger<Host>, displaying itemPath: ItemPath) -> Bool {
        let section = itemPath.section
        let count = snapshot.numberOfItems(inSection: section)
        var edgeItem: ItemPath
        var beyond: Int
        switch trigger.edge {
        case .bottom:
            edgeItem = ItemPath(item: count - 1, section: section)
            beyond = count - 1 - itemPath.item
            if trigger.scope == .list {
                for later in (section + 1)..<max(section + 1, snapshot.numberOfSections) {
                    let items = snapshot.numberOfItems(inSection: later)
                    beyond += items
                    if items > 0 { edgeItem = ItemPath(item: items - 1, section: later) }
                }
            }
        case .top:
            edgeItem = ItemPath(item: 0, section: section)
            beyond = itemPath.item
            if trigger.scope == .list {
                for earlier in (0..<section).reversed() {
                    let items = snapshot.numberOfItems(inSection: earlier)
                    beyond += items
                    if items > 0 { edgeItem = ItemPath(item: 0, section: earlier) }
                }
            }
        }
        return isNear(itemPath, to: edgeItem, itemsBeyond: beyond, edge: trigger.edge, distance: trigger.distance)
    }

    /// Fires the triggers for the watched ends that are due: near the edge's visible item (the
    /// last one at the bottom, the first at the top), idle, and with an item count that changed
    /// since they last fired. Never during an apply.
    ///
    /// The ends fire one at a time, the top trigger's first, each in display order, and each is
    /// judged against the screen as it is right before it fires: a handler that applies its
    /// page at once (or a loading footer) moves the later ends, which then fire only if they are
    /// still near, with their item count of the moment. Evaluations asked for while an end fires
    /// (by the handler's apply or its `finish()`) are left to this loop, which looks again after
    /// every firing.
    ///
    /// - Complexity: O(v + s) per end that fires (and once more), for v visible items and s
    ///   sections.
    func evaluateLoadMore() {
        guard !pagination.isEvaluating, loadMore != nil || loadMoreAtTop != nil else { return }
        pagination.isEvaluating = true
        defer { pagination.isEvaluating = false }
        while let (trigger, end, count) = nextDueLoadMoreEnd() {
            trigger.fire(end, itemCount: count)
        }
    }

    /// The first end that is due on the current screen, with its trigger and item count.
    private func nextDueLoadMoreEnd() -> (LoadMoreTrigger<Host>, LoadMoreEnd, Int)? {
        guard !applies.isApplying, !isChangingPaginationState else { return nil }
        let visible = host.indexPathsForVisibleItems
        for trigger in paginationTriggers {
            if let (end, count) = nextDueEnd(of: trigger, visible: visible) { return (trigger, end, count) }
        }
        return nil
    }

    /// The first end of `trigger` (in display order) that is due, with its item count.
    private func nextDueEnd(of trigger: LoadMoreTrigger<Host>, visible: [ItemPath]) -> (LoadMoreEnd, Int)? {
        let isTop = trigger.edge == .top
        guard let edgeVisible = isTop ? visible.min() : visible.max() else { return nil }
        func isDue(_ end: LoadMoreEnd, count: Int) -> Bool {
            trigger.state(of: end) == .idle && trigger.firedCounts[end] != count
        }
        switch trigger.scope {
        case .list:
            let counts = PreparedChanges.itemCounts(of: snapshot)
            guard counts.indices.contains(edgeVisible.section),
                  let edgeSection = isTop ? counts.firstIndex(where: { $0 > 0 }) : counts.lastIndex(where: { $0 > 0 }) else { return nil }
            let edgeItem = ItemPath(item: isTop ? 0 : counts[edgeSection] - 1, section: edgeSection)
            let beyond = isTop
                ? counts[..<edgeVisible.section].reduce(0, +) + edgeVisible.item
                : counts[edgeVisible.section] - 1 - edgeVisible.item + counts[(edgeVisible.section + 1)...].reduce(0, +)
            let total = counts.reduce(0, +)
            guard isDue(.list, count: total),
                  isNear(edgeVisible, to: edgeItem, itemsBeyond: beyond, edge: trigger.edge, distance: trigger.distance) else { return nil }
            return (.list, total)
        case .eachSection:
            // Each section's visible item nearest the edge.
            var edgeInSection: [Int: ItemPath] = [:]
            for path in visible {
                guard let current = edgeInSection[path.section] else {
                    edgeInSection[path.section] = path
                    continue
                }
                if isTop ? path.item < current.item : path.item > current.item { edgeInSection[path.section] = path }
            }
            for (section, shown) in edgeInSection.sorted(by: { $0.key < $1.key }) where section < snapshot.numberOfSections {
                let count = snapshot.numberOfItems(inSection: section)
                let end = LoadMoreEnd.section(snapshot.sections[section].identifier)
                let edgeItem = ItemPath(item: isTop ? 0 : count - 1, section: section)
                let beyond = isTop ? shown.item : count - 1 - shown.item
                guard isDue(end, count: count),
                      isNear(shown, to: edgeItem, itemsBeyond: beyond, edge: trigger.edge, distance: trigger.distance)
                else { continue }
                return (end, count)
            }
            return nil
        }
    }

    /// Whether the visible item `shown` is within `distance` of `edgeItem`, the end's last item
    /// (bottom) or the start's first (top), with `itemsBeyond` items between them.
    private func isNear(_ shown: ItemPath, to edgeItem: ItemPath, itemsBeyond: Int, edge: LoadMoreEdge, distance: LoadMoreDistance) -> Bool {
        switch distance {
        case .items(let items):
            return itemsBeyond <= items
        case .points(let points):
            guard let shownFrame = host.rect(for: .item(shown)), let edgeFrame = host.rect(for: .item(edgeItem)) else { return false }
            switch edge {
            case .top: return shownFrame.minY - edgeFrame.minY <= points
            case .bottom: return edgeFrame.maxY - shownFrame.maxY <= points
            }
        }
    }
}
