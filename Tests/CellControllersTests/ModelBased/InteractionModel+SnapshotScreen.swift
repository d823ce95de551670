import CellControllers

/// Every use the interaction model makes of the snapshot API (`Snapshot`, `AnyDiffable`,
/// `DiffIdentifier`, `apply(_:using:)`, `applySnapshotUsingReloadData`) is in this file, so that
/// a change of that API is ported here alone.
extension InteractionModel {
    /// Makes the model's controllers for a snapshot of models: items from `Item`s, headers and
    /// footers from the section's `SectionModel`.
    struct ModelFactory<Host: InteractionModelHost>: CellControllerFactory {
        let makeItem: @MainActor (Item) -> CellController<Host>
        let makeSupplementary: @MainActor (SupplementaryKind, SectionModel) -> CellController<Host>?

        func cellController(for item: Item) -> CellController<Host> {
            makeItem(item)
        }

        func supplementaryController(_ kind: SupplementaryKind, forSection section: SectionModel) -> CellController<Host>? {
            makeSupplementary(kind, section)
        }
    }

    /// The snapshot of `screen`: its section models and items.
    static func snapshot(of screen: Screen) -> Snapshot<SectionModel, Item> {
        Snapshot(screen.sections.map { (section: $0.model, items: $0.items) })
    }

    /// Shows `screen` as a snapshot of models, now: diffed, or with `reloadData()`.
    @MainActor
    static func applySnapshot<Host: InteractionModelHost>(
        _ screen: Screen, to adapter: CellControllerAdapter<Host>, using factory: ModelFactory<Host>, reloading: Bool
    ) throws(SnapshotError) {
        if reloading {
            try adapter.applySnapshotUsingReloadData(snapshot(of: screen), using: factory, completion: nil)
        } else {
            try adapter.apply(snapshot(of: screen), using: factory, completion: nil)
        }
    }

    /// Shows `screen` as a snapshot of models with the diff (or the validation) off the main
    /// actor.
    @MainActor
    static func applySnapshotLater<Host: InteractionModelHost>(
        _ screen: Screen, to adapter: CellControllerAdapter<Host>, using factory: ModelFactory<Host>, reloading: Bool
    ) async throws {
        if reloading {
            try await adapter.applySnapshotUsingReloadData(snapshot(of: screen), using: factory)
        } else {
            try await adapter.apply(snapshot(of: screen), using: factory)
        }
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

    /// The trigger's end `end`, named by section identity.
    static func endKey(_ end: LoadMoreEnd) -> EndKey? {
        switch end {
        case .list:
            return .list
        case .section(let identifier):
            guard identifier.type == SectionModel.self, let id = identifier.id as? Int else { return nil }
            return .section(id)
        }
    }

    /// The trigger's end named `key`.
    static func loadMoreEnd(_ key: EndKey) -> LoadMoreEnd {
        switch key {
        case .list: .list
        case .section(let id): .section(DiffIdentifier(type: SectionModel.self, id: id))
        }
    }
}
