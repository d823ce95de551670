extension CellControllerAdapter: ItemHeightInvalidating {
    /// Re-measures the item of `controller` (``CellController/invalidateHeight()``) if the screen
    /// shown has it as an item: the store finds its path (for controller sections from the
    /// controller's identity, for a snapshot of models among the live controllers), and the host
    /// re-measures that one item. While the adapter drives the host (an apply, a pagination
    /// footer update, an interactive move), the request waits for the drive to end, when paths
    /// are those of the screen shown. Then the pagination ends are looked at, as after an apply.
    ///
    /// - Complexity: O(log n) plus the visible cells (and O(c) for c live controllers at worst).
    func invalidateHeight(of controller: CellController<Host>) {
        guard !applies.isApplying else {
            if !store.deferredHeightInvalidations.contains(where: { $0 === controller }) {
                store.deferredHeightInvalidations.append(controller)
            }
            return
        }
        guard let path = store.path(of: controller, in: snapshot) else { return }
        host.remeasureItem(at: path)
        // The ends may have come nearer with no item displayed (a row above the last visible
        // one shrank): look at them, as after an apply.
        evaluateLoadMore()
    }

    /// Re-measures the items whose controllers asked during a drive that is now over (those
    /// still shown).
    func remeasureDeferredItems() {
        while !store.deferredHeightInvalidations.isEmpty, !applies.isApplying {
            invalidateHeight(of: store.deferredHeightInvalidations.removeFirst())
        }
    }
}
