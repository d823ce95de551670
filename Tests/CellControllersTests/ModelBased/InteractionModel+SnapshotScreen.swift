import CellControllers

/// Every use the interaction model makes of the snapshot API (`Snapshot`, `AnyDiffable`,
/// `DiffIdentifier`, `layout(forSection:in:)`, `DiffableDataSource`'s `apply` (with and without
/// `reloadingData`) and `update`, and the typed read-back of a screen of controller sections) is
/// in this file, so that a change of that API is ported here alone.
extension InteractionModel {
    /// Makes the model's controllers for a snapshot of models: items from `Item`s, headers and
    /// footers from the section's `SectionModel`.
    struct ModelFactory<Host: InteractionModelHost>: CellControllerFactory {
        let makeItem: @MainActor (Item) -> CellController<Host>
        let makeSupplementary: @MainActor (SupplementaryKind, SectionModel) -> CellController<Host>?
        /// A section's own layout for the environment (issue 26), or `nil` for the host's.
        let makeLayout: @MainActor (SectionModel, LayoutEnvironment) -> Host.Layout?

        func cellController(for item: Item) -> CellController<Host> {
            makeItem(item)
        }

        func supplementaryController(_ kind: SupplementaryKind, forSection section: SectionModel) -> CellController<Host>? {
            makeSupplementary(kind, section)
        }

        func sideLabel(forSection section: SectionModel) -> String? {
            InteractionModel.sideLabel(of: section)
        }

        func layout(forSection section: SectionModel, in environment: LayoutEnvironment) -> Host.Layout? {
            makeLayout(section, environment)
        }
    }

    /// The snapshot of `screen`: its section models and items.
    static func snapshot(of screen: Screen) -> Snapshot<SectionModel, Item> {
        Snapshot(screen.sections.map { (section: $0.model, items: $0.items) })
    }

    /// Shows `screen` as a snapshot of models, now: diffed, or with `reloadData()`.
    @MainActor
    static func applySnapshot<Host: InteractionModelHost>(
        _ screen: Screen, to dataSource: DiffableDataSource<SectionModel, Item, Host>, reloading: Bool
    ) throws(SnapshotError) {
        if reloading {
            try dataSource.apply(snapshot(of: screen), reloadingData: true, completion: nil)
        } else {
            try dataSource.apply(snapshot(of: screen), completion: nil)
        }
    }

    /// Shows `screen` as a snapshot of models with the diff (or the validation) off the main
    /// actor.
    @MainActor
    static func applySnapshotLater<Host: InteractionModelHost>(
        _ screen: Screen, to dataSource: DiffableDataSource<SectionModel, Item, Host>, reloading: Bool
    ) async throws {
        if reloading {
            try await dataSource.apply(snapshot(of: screen), reloadingData: true)
        } else {
            try await dataSource.apply(snapshot(of: screen))
        }
    }

    /// A page race's page (issue 20), applied with the diff off the main actor on top of the
    /// newest requested screen (`update(_:)`): the items of `page` that the requested
    /// screen misses and `data` (the app's data) has, each inserted where `data` has it.
    @MainActor
    static func updateLater<Host: InteractionModelHost>(
        _ dataSource: DiffableDataSource<SectionModel, Item, Host>, inserting page: [Int], from data: Screen
    ) async throws {
        try await dataSource.update { snapshot in
            for id in page {
                guard snapshot.pathOfItem(id) == nil, let path = data.path(of: id), let item = data.item(at: path) else { continue }
                let section = data.sections[path.section]
                guard snapshot.indexOfSection(section.id) != nil else { continue }
                // The next item of the data's section that the screen has: the page goes before it.
                if let following = section.items[(path.item + 1)...].first(where: { snapshot.pathOfItem($0.id) != nil }) {
                    try snapshot.insertItems([item], at: .before(following.id))
                } else {
                    try snapshot.appendItems([item], toSection: section.id)
                }
            }
        }
    }

    /// A page race's delete with `update(completion:_:)`, now: the item leaves the newest
    /// requested screen (if it is there), and the result carries the pages in flight.
    @MainActor
    static func deleteNow<Host: InteractionModelHost>(
        _ id: Int, from dataSource: DiffableDataSource<SectionModel, Item, Host>
    ) throws {
        try dataSource.update(completion: nil) { snapshot in
            if snapshot.pathOfItem(id) != nil { try snapshot.deleteItems([id]) }
        }
    }

    /// A typed screen of controller sections.
    typealias ControllerScreen<Host: InteractionModelHost> = DiffableDataSource<ControllerSection<Host>, CellController<Host>, Host>

    /// Edits a screen of controller sections with `update { }` (`later`: the asynchronous
    /// form) as `edits` edit `data`, the screen it shows: each edit with the snapshot API, at the
    /// place the edited data has it (before its next neighbour, else after its previous one).
    /// `makeItem` makes the controllers of inserted and changed items, `makeSection` an inserted
    /// section (its items are appended to it); every other item keeps its controller. Edits of
    /// a section's model are not made (see `Edit.editsWithUpdate`).
    @MainActor
    static func updateControllers<Host: InteractionModelHost>(
        _ screen: ControllerScreen<Host>, _ edits: [Edit], from data: Screen, later: Bool,
        makeItem: (Item) -> CellController<Host>, makeSection: (Section) -> ControllerSection<Host>
    ) async throws {
        func edit(_ snapshot: inout Snapshot<ControllerSection<Host>, CellController<Host>>) throws {
            try editControllers(&snapshot, edits, from: data, makeItem: makeItem, makeSection: makeSection)
        }
        if later {
            try await screen.update(edit)
        } else {
            try screen.update(completion: nil, edit)
        }
    }

    private static func itemKey(_ id: Int) -> DiffIdentifier { DiffIdentifier(type: Item.self, id: id) }
    private static func sectionKey(_ id: Int) -> DiffIdentifier { DiffIdentifier(type: SectionModel.self, id: id) }

    /// Makes `edits` on `snapshot`, a screen of controller sections showing `data`.
    @MainActor
    private static func editControllers<Host: InteractionModelHost>(
        _ snapshot: inout Snapshot<ControllerSection<Host>, CellController<Host>>, _ edits: [Edit], from data: Screen,
        makeItem: (Item) -> CellController<Host>, makeSection: (Section) -> ControllerSection<Host>
    ) throws {
        var screen = data
        /// Where the item `id` is in `after`: before its next neighbour, or after its previous
        /// one; `nil` when it is alone in its section.
        func placement(ofItem id: Int, in after: Screen) -> Placement<DiffIdentifier>? {
            guard let path = after.path(of: id) else { return nil }
            let items = after.sections[path.section].items
            if path.item + 1 < items.count { return .before(itemKey(items[path.item + 1].id)) }
            if path.item > 0 { return .after(itemKey(items[path.item - 1].id)) }
            return nil
        }
        func placement(ofSection id: Int, in after: Screen) -> Placement<DiffIdentifier>? {
            guard let index = after.sectionIndex(of: id) else { return nil }
            if index + 1 < after.sections.count { return .before(sectionKey(after.sections[index + 1].id)) }
            if index > 0 { return .after(sectionKey(after.sections[index - 1].id)) }
            return nil
        }
        for edit in edits where edit.editsWithUpdate {
            let after = screen.applying([edit])
            switch edit {
            case let .insert(item, section, _):
                guard after.path(of: item.id) != nil else { break }
                if let placement = placement(ofItem: item.id, in: after) {
                    try snapshot.insertItems([makeItem(item)], at: placement)
                } else {
                    try snapshot.appendItems([makeItem(item)], toSection: sectionKey(section))
                }
            case let .delete(id):
                guard screen.path(of: id) != nil else { break }
                try snapshot.deleteItems([itemKey(id)])
            case let .move(id, section, _):
                guard after.path(of: id) != nil else { break }
                if let placement = placement(ofItem: id, in: after) {
                    try snapshot.moveItem(itemKey(id), to: placement)
                } else if let controller = snapshot.item(withIdentifier: itemKey(id)) {
                    // Alone in its section: taken out and appended there, the same object.
                    try snapshot.deleteItems([itemKey(id)])
                    try snapshot.appendItems([controller], toSection: sectionKey(section))
                }
            case let .update(id, _):
                guard let item = after.item(id) else { break }
                try snapshot.replaceItems([makeItem(item)])
            case let .insertSection(model, _, _, items):
                guard let index = after.sectionIndex(of: model.id) else { break }
                let section = makeSection(after.sections[index])
                if let placement = placement(ofSection: model.id, in: after) {
                    try snapshot.insertSections([section], at: placement)
                } else {
                    try snapshot.appendSections([section])
                }
                let fresh = after.sections[index].items
                if !fresh.isEmpty || !items.isEmpty { try snapshot.appendItems(fresh.map(makeItem), toSection: sectionKey(model.id)) }
            case let .deleteSection(id):
                guard screen.sectionIndex(of: id) != nil else { break }
                try snapshot.deleteSections([sectionKey(id)])
            case let .moveSection(id, _):
                guard let placement = placement(ofSection: id, in: after) else { break }
                try snapshot.moveSection(sectionKey(id), to: placement)
            case .setHeader, .setFooter, .setSectionLayout:
                break
            }
            screen = after
        }
    }

    /// `controller(of:as:)` of a screen of controller sections, as the model's item controller
    /// class: `nil` when the item is not shown or its controller is of another class.
    @MainActor
    static func readBackController<Host: InteractionModelHost>(of identifier: DiffIdentifier, in screen: ControllerScreen<Host>) -> CellController<Host>? {
        screen.controller(of: identifier, as: ItemController<Host.ItemCell>.self)
    }

    /// `controller(of:as:)` as the model's text controller class (which no item is).
    @MainActor
    static func readBackTextController<Host: InteractionModelHost>(of identifier: DiffIdentifier, in screen: ControllerScreen<Host>) -> CellController<Host>? {
        screen.controller(of: identifier, as: TextController<Host.TextCell>.self)
    }

    /// The screen the adapter shows, as the app's screen (each section's layout is in its
    /// model): what the app copied and edited.
    @MainActor
    static func shownScreen<Host: InteractionModelHost>(of adapter: CellControllerAdapter<Host>) -> Screen {
        let snapshot = adapter.snapshot
        return Screen(sections: snapshot.sections.compactMap { section in
            guard let model = section.model.model(as: SectionModel.self) else { return nil }
            return Section(model: model, layout: model.layout, items: (0..<section.count).compactMap { section.model(at: $0, as: Item.self) })
        })
    }

    /// The section identities and item identities of the adapter's `snapshot` (what its next
    /// diff starts from); `-1` for a model of another type.
    @MainActor
    static func shownIdentities<Host: InteractionModelHost>(of adapter: CellControllerAdapter<Host>) -> (sections: [Int], items: [[Int]]) {
        let snapshot = adapter.snapshot
        let sections = snapshot.sections.map { $0.model.model(as: SectionModel.self)?.id ?? -1 }
        let items = snapshot.sections.map { section in
            (0..<section.count).map { section.model(at: $0, as: Item.self)?.id ?? -1 }
        }
        return (sections, items)
    }

    /// The end `end` of the trigger at `edge`, named by section identity.
    static func endKey(_ end: LoadMoreEnd, edge: LoadMoreEdge) -> EndKey? {
        switch end {
        case .list:
            return edge == .top ? .listTop : .list
        case .section(let identifier):
            guard identifier.type == SectionModel.self, let id = identifier.id as? Int else { return nil }
            return edge == .top ? .sectionTop(id) : .section(id)
        }
    }

    /// The trigger's end named `key` (of the trigger at `key.edge`).
    static func loadMoreEnd(_ key: EndKey) -> LoadMoreEnd {
        switch key {
        case .list, .listTop: .list
        case .section(let id), .sectionTop(let id): .section(DiffIdentifier(type: SectionModel.self, id: id))
        }
    }
}
