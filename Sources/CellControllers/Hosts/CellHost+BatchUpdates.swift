extension CellHost {
    /// Applies a batch of inserts, deletes, moves, reloads and reconfigures, as UIKit's
    /// `performBatchUpdates`.
    ///
    /// Call it with the data source already showing the new state, or change the data source in
    /// `updatingData`. The host validates the batch against its counts before and the data
    /// source's counts after (UIKit's rules: see ``BatchUpdateError``). On failure it throws and
    /// stays exactly as it was: same layout, same visible cells, same selection, no events.
    ///
    /// On success, the layout is updated incrementally and the visible cells follow their items:
    /// moved and kept items keep their cell; reconfigured items keep their cell and are
    /// configured again by the data source; reloaded items get a new cell; deleted items end
    /// displaying (reported at their old path) and their cells return to the pool; inserted
    /// items that are visible are dequeued and displayed. Selection follows moved items and is
    /// dropped for deleted and reloaded ones.
    ///
    /// - Complexity: O(k log n + s) for k changes to a table of n items in s sections (grids
    ///   re-flow each changed section's rows), plus the visible cells.
    public func performBatchUpdates(_ update: BatchUpdate, updatingData: () -> Void = {}) throws(BatchUpdateError) {
        try performBatchUpdates(update, planned: nil, updatingData: updatingData)
    }

    /// ``performBatchUpdates(_:updatingData:)`` with `update` already validated into `planned`
    /// (by an adapter, off the main actor): when the counts before and after are the ones the
    /// plan was validated against, it is used as it is, since validation depends on nothing
    /// else; otherwise (say, someone else drove the host meanwhile) the update is validated
    /// against the real counts, as always.
    ///
    /// - Complexity: O(s) to compare the counts instead of O(s + k log k) to validate, when they
    ///   match.
    func performBatchUpdates(_ update: BatchUpdate, planned: UpdatePlan?, updatingData: () -> Void) throws(BatchUpdateError) {
        guard phase != .updating else { throw .reentrantUpdate }
        guard dataSource != nil else { throw .missingDataSource }
        guard phase.isLoaded else {
            // Like UIKit, a host that never loaded has nothing to animate: it just loads the
            // new state (validating against counts it never displayed would be meaningless).
            updatingData()
            reloadData()
            return
        }
        phase = .updating
        defer { phase = .loaded }
        let oldCounts = UpdatePlan.itemCounts(sectionCount: engine.numberOfSections, itemCount: engine.numberOfItems(inSection:))
        updatingData()
        let newCounts = currentDataSourceCounts()
        let plan: UpdatePlan
        if let planned, planned.oldCounts == oldCounts, planned.newCounts == newCounts {
            plan = planned
        } else {
            plan = try UpdatePlan(update, oldCounts: oldCounts, newCounts: newCounts)
        }

        let anchor = scrollAnchorHold.map { $0.anchor } ?? scrollAnchor()
        engine.apply(plan, source: layoutSource())
        var moved: [LayoutElement: DisplayedCell<Layout.Cell>] = [:]
        moved.reserveCapacity(visible.count)
        // In element order. The keys alone are sorted: sorting the pairs moved each displayed
        // cell's record (generic over the cell type, so through its value witnesses) many times.
        let displayedBefore = visible
        for element in displayedBefore.keys.sorted() {
            guard let displayed = displayedBefore[element] else { continue }
            switch element {
            case .item(let path):
                if let newPath = plan.survivingPath(forOld: path) {
                    moved[.item(newPath)] = displayed
                    if plan.reconfiguredItems.contains(path) {
                        dataSource?.host(typedSelf, reconfigure: displayed.cell, forItemAt: newPath)
                    }
                } else {
                    endDisplaying(element, displayed)
                }
            case .supplementary(let kind, let section):
                if let newSection = plan.destinationOfOldSection[section], !plan.reloadedSections.contains(section) {
                    moved[.supplementary(kind, section: newSection)] = displayed
                } else {
                    endDisplaying(element, displayed)
                }
            }
        }
        visible = moved
        carryOverSectionDisplay(plan)
        selection.carryOver(plan)
        prefetching.carryOver(plan)
        gesture.carryOver(plan)
        let kept = anchor?.following(plan.stayingPath(forOld:))
        if scrollAnchorHold != nil { scrollAnchorHold?.anchor = kept }
        layoutVisibleElements(keeping: kept)
    }
}

