extension CellControllerAdapter {
    // MARK: Swipe actions

    /// The item controller's actions (``CellController/swipeActions(for:)``); none for a
    /// disabled item (one whose controller does not allow highlighting, or a disabled
    /// ``ContainerItem``).
    public func host(_ host: Host, swipeActionsForItemAt itemPath: ItemPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard let controller = controller(at: itemPath), controller.isEnabledForSwipes else { return nil }
        return controller.swipeActions(for: edge)
    }

    /// Whether the item's controller is enabled: it allows highlighting, or for a
    /// ``ContainerItem``, the item is enabled (tappable or not).
    public func host(_ host: Host, canSwipeItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.isEnabledForSwipes ?? false
    }

    // MARK: Interactive moves

    /// Asks the item's controller (``CellController/canMoveCell()``).
    public func host(_ host: Host, canMoveItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.canMoveCell() ?? false
    }

    /// The destination ``targetItemPathForMove`` picks, or the proposed one.
    public func host(_ host: Host, targetItemPathForMoveFrom source: ItemPath, toProposed proposed: ItemPath) -> ItemPath {
        targetItemPathForMove?(source, proposed) ?? proposed
    }

    /// Moves the item in the shown screen: its controller (for controller sections) and its
    /// entry in ``snapshot``, so that the next apply diffs from the reordered screen. Live
    /// controllers of a snapshot of models follow their items.
    ///
    /// - Complexity: O(n) for n items (the snapshot is rebuilt).
    public func host(_ host: Host, moveItemAt source: ItemPath, to destination: ItemPath) {
        guard LiveControllers<Host>.snapshot(snapshot, contains: source),
              snapshot.sections.indices.contains(destination.section) else { return }
        if live == nil, itemLists.indices.contains(source.section), itemLists.indices.contains(destination.section) {
            let controller = itemLists[source.section].remove(at: source.item)
            itemLists[destination.section].insert(controller, at: min(destination.item, itemLists[destination.section].count))
        }
        let old = snapshot
        var sections = old.sections
        var sourceItems = (0..<sections[source.section].count).map { sections[source.section].item(at: $0) }
        let item = sourceItems.remove(at: source.item)
        if source.section == destination.section {
            sourceItems.insert(item, at: min(destination.item, sourceItems.count))
            sections[source.section] = Snapshot.Section(sections[source.section].model, items: sourceItems)
        } else {
            var destinationItems = (0..<sections[destination.section].count).map { sections[destination.section].item(at: $0) }
            destinationItems.insert(item, at: min(destination.item, destinationItems.count))
            sections[source.section] = Snapshot.Section(sections[source.section].model, items: sourceItems)
            sections[destination.section] = Snapshot.Section(sections[destination.section].model, items: destinationItems)
        }
        let moved = Snapshot(sections: sections)
        if let live {
            // The same diff an apply would make maps the live controllers to their new paths.
            let mapping = (try? PreparedChanges.compute(from: old, to: moved, contentChanges: contentChanges, mapsPaths: true))?.mapping
            live.remap(mapping ?? .unknown, to: moved, marked: [])
        }
        snapshot = moved
        scheduler.screenDidChange()
    }

    /// Tells the moved item's controller (``CellController/didMoveCell(_:)``), then ``didMove``.
    public func host(_ host: Host, didMoveItemFrom source: ItemPath, to destination: ItemPath) {
        guard let controller = controller(at: destination) else { return }
        let move = Move(from: source, to: destination)
        controller.didMoveCell(move)
        didMove?(move, controller)
    }
}
