import CellControllers

/// Every use the interaction model makes of the snapshot API (`Snapshot`, `AnyDiffable`,
/// `DiffIdentifier`, `layout(forSection:in:)`, `DiffableDataSource`'s `apply` (with and without `reloadingData`) and `update`) is in
/// this file, so that a change of that API is ported here alone.
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
