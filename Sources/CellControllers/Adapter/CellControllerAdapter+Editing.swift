extension CellControllerAdapter {
    /// The deletion of the selected items of the newest requested `Snapshot<Section, Item>`,
    /// shown through `factory`: what ``DiffableDataSource/deleteSelectedItems(completion:)`` does.
    /// When no apply is in flight, neither the edit nor the apply reads the other items: the
    /// edit deletes the selected paths without looking them up, and the apply's one batch
    /// deletes them without a diff.
    func deleteSelectedItems<Section, Item>(
        _ type: Snapshot<Section, Item>.Type,
        factory: ErasedControllerFactory<Host>,
        completion: (() -> Void)?
    ) throws(DataSourceError<Item.ID>) -> [Item.ID] {
        guard host.isEditing else { throw .notEditing }
        let requested: (snapshot: Snapshot<Section, Item>, base: UInt64?)
        do { requested = try self.requested(as: type) } catch { throw .applyFailed(error) }
        let screen = shownScreenType == ScreenType(type) ? Snapshot<Section, Item>(unchecked: snapshot) : Snapshot()
        // The selected paths the screen has (all of them, but during a drive of the host), in
        // order, and their items' identifiers, read section by section.
        let counts = (0..<screen.numberOfSections).map(screen.numberOfItems(inSectionAt:))
        let paths = host.indexPathsForSelectedItems.filter { path in
            path.section < counts.count && path.item < counts[path.section]
        }
        let identifiers = screen.itemIdentifiers(atAscending: paths)
        // A factory whose items all can be edited is not asked item by item.
        if case .all = shown.factory.itemEditability {} else {
            for (path, identifier) in zip(paths, identifiers) where !host.itemCanBeEdited(path) {
                throw .cannotEdit(identifier)
            }
        }
        guard !identifiers.isEmpty else {
            completion?()
            return []
        }
        var edited = requested.snapshot
        if requested.base == nil, !applies.isApplying, edited.erased.hasSameSectionsAndItems(as: snapshot) {
            // The screen shown is the one edited: its selected paths are the items', so the
            // deletion needs no lookup (nor the identifier index a lookup would build).
            edited.erased.deleteItems(at: paths) { identifiers.map(Snapshot<Section, Item>.itemKey) }
        } else {
            do { try edited.deleteItems(identifiers) } catch { throw .notRequested(error) }
        }
        do {
            try applyNow(factory, snapshot: edited.erased, editing: requested.snapshot.erased, base: requested.base,
                         structure: BatchUpdate(deletedItems: paths), completion: completion)
        } catch {
            throw .applyFailed(error)
        }
        return identifiers
    }
}
