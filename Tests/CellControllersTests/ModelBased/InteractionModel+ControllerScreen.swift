import CellControllers

// Screens of controller sections as the typed screens they are (issue 26): besides the applies
// (synchronous, asynchronous, reloading) that show every screen, the app edits the screen shown
// with `update { }` (the controllers of new and changed items made for them alone, every other
// item keeping its controller object), drags its items between places and sections (see
// `InteractionModel+DragDrop`), and reads it back typed: `snapshot()`, `controller(of:as:)`,
// `itemIdentifier(for:)` and `indexPath(for:)`.
//
// The reference predicts the read-back: the snapshot is the data (its sections, and each item's
// controller showing the data's item), and the controller of an item is the very object the app
// handed over for it, by an apply or an update, and moved by a drag. After a burst or a page race
// (some of whose screens may have been cancelled) which object that is is not known until the
// next apply, and the read-back is then checked against the adapter's own controller.

extension InteractionModel.Generator {
    /// The operations of screens of controller sections: an edit with `update { }` (a third of
    /// them asynchronous), or a typed read-back of an item (now and then of one not shown).
    mutating func drawControllerScreen(_ s: InteractionModel.Situation) -> InteractionModel.Operation? {
        guard config.kind == .controllers else { return nil }
        let data = s.reference.data
        if random.chance(0.5) {
            let ids = data.allItems.map(\.id)
            return .readBack(ids.isEmpty || random.chance(0.1) ? nil : random.pick(ids))
        }
        // A section's model is not edited in place (a `ControllerSection` is replaced by another
        // only by an apply): such edits are left out; the others do not depend on them.
        let edits = edits(in: data, count: random.int(1...3), content: true).filter(\.editsWithUpdate)
        return edits.isEmpty ? nil : .updateControllers(edits, later: random.chance(0.33))
    }
}

extension InteractionModel.Edit {
    /// Whether `update { }` makes the edit on a screen of controller sections (every edit but
    /// those of a section's model: its header, footer and layout).
    var editsWithUpdate: Bool {
        switch self {
        case .setHeader, .setFooter, .setSectionLayout: false
        default: true
        }
    }
}

extension InteractionModel.Operation {
    /// The description of an operation of screens of controller sections.
    var controllerScreenDescription: String {
        switch self {
        case let .updateControllers(edits, later):
            "update\(later ? " (async)" : "") [\(edits.map(\.description).joined(separator: "; "))]"
        case let .readBack(id): "read back \(id.map { "#\($0)" } ?? "an item not shown") typed"
        default: ""
        }
    }
}

extension InteractionModel.Driver {
    /// The app edits its screen of controller sections with `update { }`: the reference shows
    /// the edited data, as for an apply; the app makes controllers for the inserted and changed
    /// items only.
    func updateControllers(_ edits: [Edit], later: Bool) async {
        let data = reference.data
        let screen = data.applying(edits)
        noteDisplayedItems()
        // Unchanged items keep their controllers, as when the app reuses them (a menu that one
        // presented stays).
        var kept = config
        kept.reusesControllers = true
        reference.show(screen, reloading: false, config: kept)
        appliesDuringOperation += 1
        statistics["controller screen: update\(later ? " (async)" : "")", default: 0] += 1
        // Noted as they are made, before the host is driven: an apply that a controller makes
        // meanwhile (a hook) hands over controllers of its own, noted after these.
        let makeItem: (Item) -> CellController<H> = { [unowned self] item in
            let controller = makeItemController(item)
            appliedControllers[item.id] = ObjectIdentifier(controller)
            return controller
        }
        let makeSection: (InteractionModel.Section) -> ControllerSection<H> = { [unowned self] section in
            controllerSection(section, items: [])
        }
        do {
            try await InteractionModel.updateControllers(
                controllerScreen, edits, from: data, later: later, makeItem: makeItem, makeSection: makeSection)
        } catch {
            violations.append(Violation("apply.threw", "the update\(later ? " (async)" : "") threw \(error)"))
        }
        noteDisplayedItems()
        if config.reusesControllers {
            // The controllers the screen keeps are those the next screen of unchanged items reuses.
            reusable = [:]
            for controller in controllerScreen.snapshot().items {
                if let item = H.item(of: controller) { reusable[item] = controller }
            }
        }
    }

    /// The app reads its screen back typed, and the reference predicts every answer: the
    /// snapshot is the data; `id`'s controller (as its own class) is the object handed over for
    /// it, which the adapter has at its path, and `nil` as another class; its path and the
    /// identifier at that path are the data's. An item not shown (`nil`) has no controller and
    /// no path, and a path beyond the screen no identifier.
    func readBack(_ id: Int?) {
        let data = reference.data
        let snapshot = controllerScreen.snapshot()
        statistics["controller screen: read back", default: 0] += 1
        let sectionIDs = data.sections.map { DiffIdentifier(type: InteractionModel.SectionModel.self, id: $0.id) }
        if snapshot.sectionIdentifiers != sectionIDs {
            violations.append(Violation("readback.snapshot", "snapshot() has sections \(snapshot.sectionIdentifiers); the data has \(data.sectionIDs)"))
            return
        }
        for (index, section) in data.sections.enumerated() {
            let items = (0..<snapshot.numberOfItems(inSectionAt: index)).compactMap { snapshot.item(at: ItemPath(item: $0, section: index)) }
            let read = items.map { H.item(of: $0) }
            if read != section.items.map(Optional.some) {
                violations.append(Violation("readback.snapshot", "snapshot() has in section \(index) the controllers of \(read.map { $0?.description ?? "another kind" }); the data has \(section.items)"))
                return
            }
            for (item, controller) in zip(section.items, items) {
                guard appliedControllersKnown, let applied = appliedControllers[item.id], applied != ObjectIdentifier(controller) else { continue }
                violations.append(Violation("readback.identity", "snapshot() has for #\(item.id) another controller than the one the app handed over"))
                return
            }
        }
        guard let id else {
            let absent = DiffIdentifier(type: Item.self, id: -1)
            if InteractionModel.readBackController(of: absent, in: controllerScreen) != nil || controllerScreen.indexPath(for: absent) != nil {
                violations.append(Violation("readback.absent", "an item not shown has a controller or a path"))
            }
            let beyond = ItemPath(item: data.sections.last?.items.count ?? 0, section: max(0, data.sections.count - 1))
            if let found = controllerScreen.itemIdentifier(for: beyond) {
                violations.append(Violation("readback.absent", "itemIdentifier(for: \(beyond)), beyond the screen, is \(found)"))
            }
            return
        }
        guard let path = data.path(of: id) else { return }
        let identifier = DiffIdentifier(type: Item.self, id: id)
        statistics["controller screen: read back an item", default: 0] += 1
        if controllerScreen.indexPath(for: identifier) != path {
            violations.append(Violation("readback.path", "indexPath(for: #\(id)) is \(controllerScreen.indexPath(for: identifier).map { "\($0)" } ?? "nil"); the data has \(path)"))
        }
        if controllerScreen.itemIdentifier(for: path) != identifier {
            violations.append(Violation("readback.path", "itemIdentifier(for: \(path)) is \(controllerScreen.itemIdentifier(for: path).map { "\($0)" } ?? "nil"); expected #\(id)"))
        }
        guard let controller = InteractionModel.readBackController(of: identifier, in: controllerScreen) else {
            violations.append(Violation("readback.controller", "controller(of: #\(id), as: its class) is nil"))
            return
        }
        if H.item(of: controller) != data.item(at: path) {
            violations.append(Violation("readback.controller", "controller(of: #\(id)) shows \(H.item(of: controller).map(\.description) ?? "nothing"); the data has \(data.item(at: path).map(\.description) ?? "nothing")"))
        }
        if controller !== adapter.controller(at: path) {
            violations.append(Violation("readback.identity", "controller(of: #\(id)) is not the adapter's controller at \(path)"))
        }
        if appliedControllersKnown, let applied = appliedControllers[id], applied != ObjectIdentifier(controller) {
            violations.append(Violation("readback.identity", "controller(of: #\(id)) is not the object the app handed over"))
        }
        if InteractionModel.readBackTextController(of: identifier, in: controllerScreen) != nil {
            violations.append(Violation("readback.controller", "controller(of: #\(id), as: another class) is not nil"))
        }
    }
}
