extension CellControllerAdapter {
    /// The snapshot of the newest screen requested: that of the newest apply still on its way to
    /// the host (an asynchronous apply diffing or waiting, or a synchronous one queued during a
    /// drive of the host), or, when there is none, the shown ``snapshot``.
    ///
    /// It is what the host is going to show. To change it, prefer `update(using:_:)`, which edits
    /// it and applies the result as one step: an apply built that way carries the pending
    /// apply's edits, so that pending apply returns normally once the result is shown. An edited
    /// copy of this snapshot given to `apply` is a new screen like any other: it supersedes the
    /// pending applies, which then throw ``ApplySupersededError``.
    ///
    /// - Complexity: O(l) for l applies in flight; the snapshot shares its storage.
    public var requestedSnapshot: AnySnapshot {
        applies.scheduler.newestRequest()?.request.snapshot ?? snapshot
    }

    /// The newest requested screen as a `Snapshot<Section, Item>`, with the open request it
    /// belongs to (`nil` for the screen shown). An empty screen of another kind (nothing applied
    /// yet) reads as an empty snapshot, built on nothing.
    ///
    /// - Throws: ``SnapshotError/screenOfAnotherType(shown:edited:)`` when that screen has
    ///   sections and is of another kind (controller sections, or a snapshot of other types):
    ///   starting from an empty snapshot would replace it.
    func requested<Section, Item>(as type: Snapshot<Section, Item>.Type) throws(SnapshotError) -> (snapshot: Snapshot<Section, Item>, base: UInt64?) {
        let wanted = ScreenType(type)
        let (newest, ticket, newestType) = applies.scheduler.newestRequest().map { ($0.request.snapshot, Optional($0.ticket), $0.request.screenType) }
            ?? (snapshot, nil, shownScreenType)
        guard newestType == wanted else {
            guard newest.numberOfSections == 0 else {
                throw .screenOfAnotherType(shown: newestType?.name ?? "controller sections", edited: wanted.name)
            }
            return (Snapshot(), nil)
        }
        return (Snapshot(unchecked: newest), ticket)
    }

    /// Edits the newest requested screen and shows the result now, animating the difference from
    /// the screen shown: the composing form of `apply(_:using:completion:)`.
    ///
    /// `edit` receives the screen the host is going to show: the snapshot of the newest apply
    /// still in flight (an asynchronous page load, say), or the shown one. The result is applied
    /// as built on it, so it carries that apply's edits too, and that apply returns normally once
    /// the result is shown. So two edits in flight compose instead of overwriting each other: a
    /// swipe-delete made while a page of older items is diffing keeps the page.
    ///
    /// ```swift
    /// try adapter.update(using: rows) { (snapshot: inout Snapshot<Day, Message>) in
    ///     try snapshot.deleteItems([message.id])
    /// }
    /// ```
    ///
    /// If the newest requested screen is not a `Snapshot<Section, Item>` (controller sections,
    /// or a snapshot of other types), the call throws
    /// ``SnapshotError/screenOfAnotherType(shown:edited:)`` and changes nothing; only an empty
    /// screen (nothing applied yet) lets `edit` start from an empty snapshot. In an `async`
    /// context, `try await update(using:_:)` is the asynchronous form; pass `completion: nil` to
    /// update now. The ordering and queueing rules are those of ``apply(_:completion:)``.
    ///
    /// - Parameters:
    ///   - factory: makes the controllers of the snapshot's items (and headers and footers).
    ///   - completion: called once the change is on the host (see `apply(_:using:completion:)`).
    ///   - edit: changes the snapshot; it runs once, now, on the main actor.
    /// - Throws: what `edit` throws (a ``SnapshotEditError``, say), and then nothing is applied;
    ///   ``SnapshotError`` for duplicate identifiers, and then nothing changes.
    /// - Complexity: O(l) for l applies in flight, plus `edit`, plus what the apply costs. When
    ///   `edit` only deletes, inserts and moves items and nothing is in flight, the batch is
    ///   what `edit` recorded, O(s + k log k) for s sections and k changes, and the screen is
    ///   not diffed. Otherwise (an edit of sections, a replaced model, a reconfigure or reload
    ///   mark, an apply in flight) the apply diffs the whole screen, O(n) for n items, on the
    ///   main actor: on hundreds of thousands of items that is longer than a frame, even for one
    ///   edit; the asynchronous form diffs off the main actor.
    public func update<Section, Item, Factory: CellControllerFactory>(
        using factory: Factory,
        completion: (() -> Void)? = nil,
        _ edit: (inout Snapshot<Section, Item>) throws -> Void
    ) throws where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        try updateNow(ErasedControllerFactory(factory, for: Snapshot<Section, Item>.self), completion: completion, edit)
    }

    /// Edits the newest requested screen and shows the result now, through a factory without
    /// headers and footers (such as a ``CellRegistration``); otherwise as
    /// `update(using:completion:_:)`. Name the snapshot's type in the closure:
    /// `{ (snapshot: inout Snapshot<Day, Message>) in ... }`.
    public func update<Section, Item, Factory: CellControllerFactory>(
        using factory: Factory,
        completion: (() -> Void)? = nil,
        _ edit: (inout Snapshot<Section, Item>) throws -> Void
    ) throws where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        try updateNow(ErasedControllerFactory(factory, for: Snapshot<Section, Item>.self), completion: completion, edit)
    }

    /// Edits the newest requested screen and shows the result with the diff off the main actor:
    /// the composing form of `apply(_:using:)`.
    ///
    /// `edit` runs once, right away, on the main actor, on the screen the host is going to show
    /// (see `update(using:completion:_:)`); only the diff and the wait for the host are
    /// asynchronous. A loader that appends its page this way never drops an edit made meanwhile
    /// with `update`, and such an edit never drops the page:
    ///
    /// ```swift
    /// try await adapter.update(using: rows) { (snapshot: inout Snapshot<Day, Message>) in
    ///     try snapshot.appendItems(olderMessages)
    /// }
    /// ```
    ///
    /// - Throws: what `edit` throws, and then nothing is applied; ``SnapshotError`` for duplicate
    ///   identifiers; ``ApplySupersededError`` when a later apply that was not built on this one
    ///   was shown first (say, an `apply` of an edited copy of the shown ``snapshot``); and
    ///   `CancellationError` when the calling task is cancelled before the change is on the host
    ///   (unless a later `update` already carries it). The host is then left as it was.
    public func update<Section, Item, Factory: CellControllerFactory>(
        using factory: Factory,
        _ edit: (inout Snapshot<Section, Item>) throws -> Void
    ) async throws where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        try await updateLater(ErasedControllerFactory(factory, for: Snapshot<Section, Item>.self), edit)
    }

    /// Edits the newest requested screen and shows the result with the diff off the main actor,
    /// through a factory without headers and footers; otherwise as `update(using:_:)`.
    public func update<Section, Item, Factory: CellControllerFactory>(
        using factory: Factory,
        _ edit: (inout Snapshot<Section, Item>) throws -> Void
    ) async throws where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        try await updateLater(ErasedControllerFactory(factory, for: Snapshot<Section, Item>.self), edit)
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
            try applyNow(.models(factory), snapshot: edited.erased, reloading: false, base: base, completion: completion)
            return
        }
        try applyNow(.models(factory), snapshot: edited.erased, editing: start.erased, base: base, structure: structure, completion: completion)
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
        try await applyLater(.models(factory), snapshot: edited.erased, reloading: false, base: base)
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
        _ content: ScreenContent<Host>,
        snapshot newSnapshot: AnySnapshot,
        editing start: AnySnapshot,
        base: UInt64?,
        structure: BatchUpdate,
        completion: (() -> Void)?
    ) throws(SnapshotError) {
        guard base == nil, !applies.isApplying, content.screenType == shownScreenType,
              newSnapshot.marks.isEmpty, start.marks.isEmpty, start.hasSameSectionsAndItems(as: snapshot) else {
            try applyNow(content, snapshot: newSnapshot, reloading: false, base: base, completion: completion)
            return
        }
        try content.check(newSnapshot)
        let prepared = PreparedChanges.planned(
            StagedChangeset(structure: structure),
            oldCounts: PreparedChanges.itemCounts(of: snapshot),
            newCounts: PreparedChanges.itemCounts(of: newSnapshot))
        let ticket = applies.scheduler.open(newSnapshot, screenType: content.screenType, base: nil, outline: nil)
        show(content, snapshot: newSnapshot, prepared: prepared, ticket: ticket, completion: completion)
        applies.scheduler.close(ticket)
    }
}
