extension CellControllerAdapter {
    /// The snapshot of the newest screen requested: that of the newest apply still on its way to
    /// the host (an asynchronous apply diffing or waiting, or a synchronous one queued during a
    /// drive of the host), or, when there is none, the shown ``snapshot``.
    ///
    /// It is what the host is going to show (``DiffableDataSource/requestedSnapshot()`` reads it
    /// typed). To change it, prefer ``DiffableDataSource/update(_:)``, which edits it and applies
    /// the result as one step: an apply built that way carries the pending
    /// apply's edits, so that pending apply returns normally once the result is shown. An edited
    /// copy of this snapshot given to `apply` is a new screen like any other: it supersedes the
    /// pending applies, which then throw ``ApplySupersededError``.
    ///
    /// - Complexity: O(l) for l applies in flight; the snapshot shares its storage.
    var requestedSnapshot: AnySnapshot {
        applies.scheduler.newestRequest()?.request.snapshot ?? snapshot
    }

    /// The newest requested screen as a `Snapshot<Section, Item>`, with the open request it
    /// belongs to (`nil` for the screen shown). An empty screen of another kind (nothing applied
    /// yet) reads as an empty snapshot, built on nothing.
    ///
    /// - Throws: ``SnapshotError/screenOfAnotherType(shown:edited:)`` when that screen has
    ///   sections and is a snapshot of other types (a screen of ``ControllerSection``s is a
    ///   `Snapshot<ControllerSection<Host>, CellController<Host>>`): starting from an empty
    ///   snapshot would replace it.
    func requested<Section, Item>(as type: Snapshot<Section, Item>.Type) throws(SnapshotError) -> (snapshot: Snapshot<Section, Item>, base: UInt64?) {
        let wanted = ScreenType(type)
        let (newest, ticket, newestType) = applies.scheduler.newestRequest().map { ($0.request.snapshot, Optional($0.ticket), $0.request.screenType) }
            ?? (snapshot, nil, shownScreenType)
        guard newestType == wanted else {
            guard newest.numberOfSections == 0 else {
                throw .screenOfAnotherType(shown: (newestType ?? shownScreenType).name, edited: wanted.name)
            }
            return (Snapshot(), nil)
        }
        return (Snapshot(unchecked: newest), ticket)
    }

    /// Edits the newest requested `Snapshot<Section, Item>` and applies it now, as built on it.
    func updateNow<Section, Item>(
        _ factory: ErasedControllerFactory<Host>,
        completion: (() -> Void)?,
        _ edit: (inout Snapshot<Section, Item>) throws -> Void
    ) throws {
        let (start, base) = try requested(as: Snapshot<Section, Item>.self)
        var edited = start
        edited.beginRecording()
        try edit(&edited)
        // The edit knows what it changed: when it deleted, inserted and moved items only, that
        // is the batch, and the screen is not diffed (when nothing is in flight, see below).
        guard let structure = edited.endRecording() else {
            try applyNow(factory, snapshot: edited.erased, reloading: false, base: base, completion: completion)
            return
        }
        try applyNow(factory, snapshot: edited.erased, editing: start.erased, base: base, structure: structure, completion: completion)
    }

    /// Edits the newest requested `Snapshot<Section, Item>` (before any suspension) and applies
    /// it off the main actor, as built on it.
    func updateLater<Section, Item>(
        _ factory: ErasedControllerFactory<Host>,
        _ edit: (inout Snapshot<Section, Item>) throws -> Void
    ) async throws {
        let (start, base) = try requested(as: Snapshot<Section, Item>.self)
        var edited = start
        try edit(&edited)
        try await applyLater(factory, snapshot: edited.erased, reloading: false, base: base)
    }

    /// Applies `newSnapshot`, made by editing `start` (the newest requested screen, of request
    /// `base`), whose structure change from `start` is known to be `structure` (deletes at
    /// `start`'s paths, inserts at `newSnapshot`'s, ascending): an edit whose items the caller
    /// located itself (a deletion of the selection, a drop). When `start` is the shown screen
    /// (nothing in flight, the adapter not driving the host) and nothing is marked for a reload
    /// or reconfigure, the batch is `structure`, without the diff, which would find the same
    /// change; otherwise it is `applyNow` with the diff.
    ///
    /// - Throws: ``SnapshotError``; nothing changes.
    /// - Complexity: O(s + k log k) for s sections and k changes, plus the batch update; or what
    ///   the diff costs.
    func applyNow(
        _ factory: ErasedControllerFactory<Host>,
        snapshot newSnapshot: AnySnapshot,
        editing start: AnySnapshot,
        base: UInt64?,
        structure: BatchUpdate,
        completion: (() -> Void)?
    ) throws(SnapshotError) {
        guard base == nil, !applies.isApplying, factory.screenType == shownScreenType,
              newSnapshot.marks.isEmpty, start.marks.isEmpty, start.hasSameSectionsAndItems(as: snapshot) else {
            try applyNow(factory, snapshot: newSnapshot, reloading: false, base: base, completion: completion)
            return
        }
        try factory.check(newSnapshot)
        let prepared = PreparedChanges.planned(
            StagedChangeset(structure: structure),
            oldCounts: PreparedChanges.itemCounts(of: snapshot),
            newCounts: PreparedChanges.itemCounts(of: newSnapshot))
        let ticket = applies.scheduler.open(newSnapshot, screenType: factory.screenType, base: nil, outline: nil)
        show(factory, snapshot: newSnapshot, prepared: prepared, ticket: ticket, completion: completion)
        applies.scheduler.close(ticket)
    }
}
