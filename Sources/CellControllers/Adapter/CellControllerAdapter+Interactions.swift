extension CellControllerAdapter {
    // MARK: Swipe actions

    /// The item controller's actions (``CellController/swipeActions(for:)``); none for a
    /// disabled item (one whose controller does not allow highlighting, or a disabled
    /// `ContainerItem` of the design system).
    func host(_ host: Host, swipeActionsForItemAt itemPath: ItemPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard let controller = controller(at: itemPath), controller.isEnabledForSwipes else { return nil }
        return controller.swipeActions(for: edge)
    }

    /// Whether the item's controller is enabled: it allows highlighting, or for a
    /// `ContainerItem`, the item is enabled (tappable or not).
    func host(_ host: Host, canSwipeItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.isEnabledForSwipes ?? false
    }

    // MARK: Context menus

    /// The item controller's menu (``CellController/contextMenu()``), owned by the controller;
    /// none for a disabled item, as for swipe actions.
    func host(_ host: Host, contextMenuForItemAt itemPath: ItemPath) -> ContextMenu? {
        guard let controller = controller(at: itemPath), controller.isEnabledForSwipes,
              var menu = controller.contextMenu() else { return nil }
        menu.owner = controller
        return menu
    }

    /// Dismisses the presented context menu if an apply gave its item another controller (or
    /// none is kept for it): a menu never outlives the controller that gave it.
    ///
    /// - Complexity: O(1) expected.
    func dismissContextMenuOfReplacedController() {
        guard let presented = host.presentedContextMenu, let owner = presented.menu.owner else { return }
        if store.existingController(at: presented.itemPath, in: snapshot) !== owner { host.dismissContextMenu() }
    }

    // MARK: Interactive moves

    /// Asks the item's controller (``CellController/canMoveCell()``).
    func host(_ host: Host, canMoveItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.canMoveCell() ?? false
    }

    /// The section's side label, as its parts say (``ControllerSection/sideLabel``, or the
    /// factory's ``CellControllerFactory/sideLabel(forSection:)``).
    func sideLabel(forSection section: Int) -> String? {
        shown.parts.indices.contains(section) ? shown.parts[section].sideLabel : nil
    }

    /// Asks the item's controller (``CellController/badge``).
    func host(_ host: Host, badgeForItemAt itemPath: ItemPath) -> String? {
        controller(at: itemPath)?.badge
    }

    /// Whether the item can be edited, as the shown factory's ``ItemEditability`` say: its
    /// model's answer or its controller's (``CellController/canEditCell()``); no controller is
    /// made for a factory whose items all can, or whose models answer.
    func host(_ host: Host, canEditItemAt itemPath: ItemPath) -> Bool {
        switch shown.factory?.itemEditability {
        case .all?: return snapshot.rangeViolation(of: itemPath) == nil
        case .models(let canEdit)?:
            guard snapshot.rangeViolation(of: itemPath) == nil else { return false }
            return canEdit(snapshot, itemPath)
        case .controllers?, nil: return controller(at: itemPath)?.canEditCell() ?? false
        }
    }

    /// Whether every item of the section can be edited without asking each: for a factory
    /// whose ``ItemEditability`` is ``ItemEditability/all``.
    func host(_ host: Host, canEditEveryItemInSection section: Int) -> Bool {
        if case .all? = shown.factory?.itemEditability { return true }
        return false
    }

    /// The destination ``targetItemPathForMove`` picks, or the proposed one.
    func host(_ host: Host, targetItemPathForMoveFrom source: ItemPath, toProposed proposed: ItemPath) -> ItemPath {
        targetItemPathForMove?(source, proposed) ?? proposed
    }

    /// Moves the item in the shown screen: its controller (for controller sections) and its
    /// entry in ``snapshot``, so that the next apply diffs from the reordered screen. Live
    /// controllers of a snapshot of models follow their items.
    ///
    /// The host calls this at the start of the batch that ends an interactive move; the adapter
    /// treats that batch like its own applies: an apply made from a controller's event during it
    /// (a `willDisplayCell` for a row the move reveals) is queued and shown once the move is
    /// over, after ``didMove`` is called.
    ///
    /// - Complexity: O(m) for the m items of the sections involved (moved in place), plus O(c)
    ///   for c live controllers, plus O(s) for s sections.
    func host(_ host: Host, moveItemAt source: ItemPath, to destination: ItemPath) {
        guard snapshot.contains(source),
              snapshot.sections.indices.contains(destination.section) else { return }
        // The host validates the move against its counts and ours: when they agree, the batch
        // succeeds and `didMoveItemFrom` ends the drive (only then, so that a failed move can
        // never leave the adapter queueing applies).
        if !applies.isDrivingMove, showsHostCounts() { applies.isDrivingMove = beginDrivingHost() }
        // A section shown as a tree is a flat list once the user reorders it.
        dropOutlines(ofSections: [source.section, destination.section])
        let old = snapshot
        let moved = Self.snapshot(old, moving: source, to: destination)
        store.moveItem(from: source, to: destination, old: old, new: moved)
        snapshot = moved
        applies.scheduler.screenDidChange()
    }

    /// Whether the adapter's item counts are the host's.
    ///
    /// - Complexity: O(s) for s sections.
    private func showsHostCounts() -> Bool {
        host.numberOfSections == snapshot.numberOfSections
            && (0..<snapshot.numberOfSections).allSatisfy { host.numberOfItems(inSection: $0) == snapshot.numberOfItems(inSection: $0) }
    }

    /// `snapshot` with the item at `source` moved to `destination` (in the coordinates after
    /// the move): moved in place, next to the item that will follow (or precede) it, or, into an
    /// empty section, by rebuilding the two sections.
    static func snapshot(_ snapshot: AnySnapshot, moving source: ItemPath, to destination: ItemPath) -> AnySnapshot {
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

    /// Tells the moved item's controller (``CellController/didMoveCell(_:)``), then ``didMove``;
    /// then, the move being over, shows the applies made during its batch (and those the two
    /// calls make), in call order.
    func host(_ host: Host, didMoveItemFrom source: ItemPath, to destination: ItemPath) {
        if let controller = controller(at: destination) {
            let move = Move(from: source, to: destination)
            controller.didMoveCell(move)
            didMove?(move, controller)
        }
        if applies.isDrivingMove {
            applies.isDrivingMove = false
            endDrivingHost()
        }
    }
}

extension CellControllerAdapter {
    /// Asks the item's controller (``CellController/shouldSelectCell()``).
    func host(_ host: Host, shouldSelectItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.shouldSelectCell() ?? false
    }

    /// Asks the item's controller (``CellController/shouldDeselectCell()``).
    func host(_ host: Host, shouldDeselectItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.shouldDeselectCell() ?? true
    }
}
