extension CellControllerAdapter {
    /// The deletion of the selected items of the newest requested `Snapshot<Section, Item>`,
    /// shown through `factory`: what ``DiffableDataSource/deleteSelectedItems(completion:)`` does.
    /// When no apply is in flight, the apply needs no diff: its one batch deletes the selected
    /// paths.
    func deleteSelectedItems<Section, Item>(
        _ type: Snapshot<Section, Item>.Type,
        factory: ErasedControllerFactory<Host>,
        completion: (() -> Void)?
    ) throws(SelectionDeletionError<Item.ID>) -> [Item.ID] {
        guard host.isEditing else { throw .notEditing }
        let requested: (snapshot: Snapshot<Section, Item>, base: UInt64?)
        do { requested = try self.requested(as: type) } catch { throw .applyFailed(error) }
        let screen = shownScreenType == ScreenType(type) ? Snapshot<Section, Item>(unchecked: snapshot) : Snapshot()
        var identifiers: [Item.ID] = []
        var paths: [ItemPath] = []
        for path in host.indexPathsForSelectedItems {
            guard let identifier = screen.itemIdentifier(at: path) else { continue }
            guard host.itemCanBeEdited(path) else { throw .cannotEdit(identifier) }
            identifiers.append(identifier)
            paths.append(path)
        }
        guard !identifiers.isEmpty else {
            completion?()
            return []
        }
        var edited = requested.snapshot
        do { try edited.deleteItems(identifiers) } catch { throw .notRequested(error) }
        do {
            try applyNow(.models(factory), snapshot: edited.erased, editing: requested.snapshot.erased, base: requested.base,
                         structure: BatchUpdate(deletedItems: paths), completion: completion)
        } catch {
            throw .applyFailed(error)
        }
        return identifiers
    }
}
