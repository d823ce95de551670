extension HostConnection {
    // MARK: Interactive moves

    /// Asks the item's controller (``CellController/canMoveCell()``).
    func host(_ host: Host, canMoveItemAt itemPath: ItemPath) -> Bool {
        adapter.controller(at: itemPath)?.canMoveCell() ?? false
    }

    /// The destination ``CellControllerAdapter/targetItemPathForMove`` picks, or the proposed one.
    func host(_ host: Host, targetItemPathForMoveFrom source: ItemPath, toProposed proposed: ItemPath) -> ItemPath {
        adapter.targetItemPathForMove?(source, proposed) ?? proposed
    }

    /// Moves the item in the shown screen: its controller (for controller sections) and its
    /// entry in ``CellControllerAdapter/snapshot``, so that the next apply diffs from the reordered screen. Live
    /// controllers of a snapshot of models follow their items.
    ///
    /// The host calls this at the start of the batch that ends an interactive move; the adapter
    /// treats that batch like its own applies: an apply made from a controller's event during it
    /// (a `didChangeDisplay(of:isDisplayed:)` for a row the move reveals) is queued and shown once the move is
    /// over, after ``CellControllerAdapter/onEvent`` heard of it.
    ///
    /// - Complexity: O(m) for the m items of the sections involved (moved in place), plus O(c)
    ///   for c live controllers, plus O(s) for s sections.
    func host(_ host: Host, moveItemAt source: ItemPath, to destination: ItemPath) {
        let adapter = self.adapter
        guard adapter.snapshot.contains(source),
              adapter.snapshot.sections.indices.contains(destination.section) else { return }
        // The host validates the move against its counts and ours: when they agree, the batch
        // succeeds and `interactiveMoveDidEnd` ends the drive (only then, so that a failed move can
        // never leave the adapter queueing applies).
        if !adapter.applies.isDrivingMove, showsHostCounts() { adapter.applies.isDrivingMove = adapter.beginDrivingHost() }
        // A section shown as a tree is a flat list once the user reorders it.
        adapter.dropOutlines(ofSections: [source.section, destination.section])
        let old = adapter.snapshot
        let moved = Self.snapshot(old, moving: source, to: destination)
        adapter.store.moveItem(from: source, to: destination, old: old, new: moved)
        adapter.snapshot = moved
        adapter.applies.scheduler.screenDidChange()
    }

    /// Whether the adapter's item counts are the host's.
    ///
    /// - Complexity: O(s) for s sections.
    private func showsHostCounts() -> Bool {
        let host = adapter.host, snapshot = adapter.snapshot
        return host.numberOfSections == snapshot.numberOfSections
            && (0..<snapshot.numberOfSections).allSatisfy { host.numberOfItems(inSection: $0) == snapshot.numberOfItems(inSection: $0) }
    }

    /// `snapshot` with the item at `source` moved to `destination` (in the coordinates after
    /// the move): moved in place, next to the item that will follow (or precede) it, or, into an
    /// empty section, by rebuilding the two sections.
    private static func snapshot(_ snapshot: AnySnapshot, moving source: ItemPath, to destination: ItemPath) -> AnySnapshot {
        let sameSection = source.section == destination.section
        let remaining = snapshot.numberOfItems(inSection: destination.section) - (sameSection ? 1 : 0)
        // The destination section's items once the moved item is out of it.
        func remainingItem(_ index: Int) -> DiffIdentifier {
            let item = sameSection && index >= source.item ? index + 1 : index
            return snapshot.itemIdentifier(at: ItemPath(item: item, section: destination.section))
        }
        var moved = snapshot
        let moving = snapshot.itemIdentifier(at: source)
        if remaining > 0 {
            do {
                if destination.item < remaining {
                    try moved.moveItem(moving, beforeItem: remainingItem(destination.item))
                } else {
                    try moved.moveItem(moving, afterItem: remainingItem(remaining - 1))
                }
                return moved
            } catch {
                // Unreachable for paths the host checked; rebuild below.
            }
        }
        var sections = snapshot.sections
        var sourceItems = (0..<sections[source.section].count).map { sections[source.section].item(at: $0) }
        let item = sourceItems.remove(at: source.item)
        if sameSection {
            sourceItems.insert(item, at: min(destination.item, sourceItems.count))
        } else {
            var items = (0..<sections[destination.section].count).map { sections[destination.section].item(at: $0) }
            items.insert(item, at: min(destination.item, items.count))
            sections[destination.section] = AnySnapshot.Section(sections[destination.section].model, items: items)
        }
        sections[source.section] = AnySnapshot.Section(sections[source.section].model, items: sourceItems)
        return AnySnapshot(sections: sections)
    }

    /// Tells the moved item's controller (``CellController/didMoveCell(_:)``), then
    /// ``CellControllerAdapter/onEvent``; then, the move being over, shows the applies made during
    /// its batch (and those the two calls make), in call order.
    func interactiveMoveDidEnd(_ move: Move<ItemPath>) {
        let adapter = self.adapter
        if let controller = adapter.controller(at: move.destination) {
            controller.didMoveCell(move)
            adapter.onEvent?(.move(move, controller))
        }
        if adapter.applies.isDrivingMove {
            adapter.applies.isDrivingMove = false
            adapter.endDrivingHost()
        }
    }
}
