extension HostConnection {
    // MARK: Swipe actions

    /// The item controller's actions (``CellController/swipeActions(for:)``); none for a
    /// disabled item (one whose controller does not allow highlighting, or a disabled
    /// `ContainerItem` of the design system).
    func host(_ host: Host, swipeActionsForItemAt itemPath: ItemPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard let controller = adapter.controller(at: itemPath), controller.isEnabledForSwipes else { return nil }
        return controller.swipeActions(for: edge)
    }

    /// Whether the item's controller is enabled: it allows highlighting, or for a
    /// `ContainerItem`, the item is enabled (tappable or not).
    func host(_ host: Host, canSwipeItemAt itemPath: ItemPath) -> Bool {
        adapter.controller(at: itemPath)?.isEnabledForSwipes ?? false
    }

    // MARK: Context menus

    /// The item controller's menu (``CellController/contextMenu()``), owned by the controller;
    /// none for a disabled item, as for swipe actions.
    func host(_ host: Host, contextMenuForItemAt itemPath: ItemPath) -> ContextMenu? {
        guard let controller = adapter.controller(at: itemPath), controller.isEnabledForSwipes,
              var menu = controller.contextMenu() else { return nil }
        menu.owner = controller
        return menu
    }

    // MARK: Editing, badges and side labels

    /// Whether the item can be edited, as the shown factory's ``ItemEditability`` say: its
    /// model's answer or its controller's (``CellController/canEditCell()``); no controller is
    /// made for a factory whose items all can, or whose models answer.
    func host(_ host: Host, canEditItemAt itemPath: ItemPath) -> Bool {
        let snapshot = adapter.snapshot
        switch adapter.shown.factory.itemEditability {
        case .all: return snapshot.rangeViolation(of: itemPath) == nil
        case .models(let canEdit):
            guard snapshot.rangeViolation(of: itemPath) == nil else { return false }
            return canEdit(snapshot, itemPath)
        case .controllers: return adapter.controller(at: itemPath)?.canEditCell() ?? false
        }
    }

    /// Whether every item of the section can be edited without asking each: for a factory
    /// whose ``ItemEditability`` is ``ItemEditability/all``.
    func host(_ host: Host, canEditEveryItemInSection section: Int) -> Bool {
        if case .all = adapter.shown.factory.itemEditability { return true }
        return false
    }

    /// Asks the item's controller (``CellController/badge``).
    func host(_ host: Host, badgeForItemAt itemPath: ItemPath) -> String? {
        adapter.controller(at: itemPath)?.badge
    }

    /// The section's side label, as its parts say (``ControllerSection/sideLabel``, or the
    /// factory's ``CellControllerFactory/sideLabel(forSection:)``).
    func host(_ host: Host, sideLabelForSection section: Int) -> String? {
        adapter.shown.parts.indices.contains(section) ? adapter.shown.parts[section].sideLabel : nil
    }

    // MARK: Section index

    /// The host's section index: ``CellControllerAdapter/sectionIndex``'s, if any.
    func sectionIndex(for host: Host) -> [SectionIndexTitle<Int>] {
        adapter.sectionIndex?() ?? []
    }

    // MARK: Outlines

    /// The outline of the item at `itemPath`, from its section's tree, if the section is shown
    /// as one.
    func host(_ host: Host, outlineForItemAt itemPath: ItemPath) -> CellOutline? {
        let adapter = self.adapter
        guard !adapter.shown.outlines.isEmpty, adapter.snapshot.contains(itemPath),
              let outline = adapter.shown.outlines[adapter.shown.parts[itemPath.section].model.identifier] else { return nil }
        return outline.outline(ofItemAt: itemPath.item, in: adapter.snapshot.storage[itemPath.section])
    }

    /// The user tapped the disclosure of the item at `itemPath`: its section's tree expands or
    /// collapses it, asking its handlers first.
    func host(_ host: Host, didTapDisclosureOfItemAt itemPath: ItemPath) {
        let adapter = self.adapter
        guard adapter.snapshot.contains(itemPath),
              let outline = adapter.shown.outlines[adapter.shown.parts[itemPath.section].model.identifier] else { return }
        outline.didTapDisclosure(at: itemPath, in: adapter)
    }
}
