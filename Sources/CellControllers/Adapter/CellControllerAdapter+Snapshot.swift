extension CellControllerAdapter {
    /// Shows a ``Snapshot`` of models, animating the difference from the screen shown as batch
    /// updates, now. Item controllers are made lazily by `factory`.
    ///
    /// Only the items that are displayed, measured or receive an event get a controller (like the
    /// cell provider of a diffable data source), and a controller is kept while its cell is
    /// displayed or its item selected: a million-item screen holds a few dozen controllers (see
    /// ``liveControllerCount``). Across applies, an item whose identity and content are unchanged
    /// keeps its controller object; a changed item gets a fresh one from its new model, which
    /// reconfigures its visible cell (or reloads it if it wants another cell class). Headers and
    /// footers come from ``CellControllerFactory/supplementaryController(_:forSection:)``, made
    /// per section; a section's model is its identity and content.
    ///
    /// The diff runs on the main actor; in an `async` context, `try await apply(snapshot,
    /// using: factory)` is `apply(_:using:)`, which diffs off the main actor. The ordering and
    /// queueing rules are those of ``apply(_:completion:)``.
    ///
    /// - Parameters:
    ///   - snapshot: the new screen.
    ///   - factory: makes the controllers of the snapshot's items (and headers and footers).
    ///     Controllers of unchanged items made by an earlier factory are kept.
    ///   - completion: called once the change is on the host: before this method returns, or,
    ///     for a call queued during another apply, once it has run.
    /// - Throws: ``SnapshotError`` for duplicate identifiers; nothing changes and `completion`
    ///   is not called.
    /// - Complexity: what ``AnySnapshot/diff(from:to:contentChanges:)`` costs, plus O(k log n) to
    ///   update the host for k changes, plus the visible cells; no controller is made for an item
    ///   that is not shown.
    public func apply<Section, Item, Factory: CellControllerFactory>(
        _ snapshot: Snapshot<Section, Item>,
        using factory: Factory,
        completion: (() -> Void)? = nil
    ) throws(SnapshotError) where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        try applyNow(.models(ErasedControllerFactory(factory, for: Snapshot<Section, Item>.self)), snapshot: snapshot.erased, reloading: false, completion: completion)
    }

    /// Shows a ``Snapshot`` of models through a factory without headers and footers (its
    /// ``CellControllerFactory/SectionModel`` is `Never`), such as a ``CellRegistration``;
    /// otherwise as `apply(_:using:completion:)`.
    public func apply<Section, Item, Factory: CellControllerFactory>(
        _ snapshot: Snapshot<Section, Item>,
        using factory: Factory,
        completion: (() -> Void)? = nil
    ) throws(SnapshotError) where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        try applyNow(.models(ErasedControllerFactory(factory, for: Snapshot<Section, Item>.self)), snapshot: snapshot.erased, reloading: false, completion: completion)
    }

    /// Shows a ``Snapshot`` of models with `reloadData()` instead of a diff, now: every visible
    /// cell is dequeued again. The items that stay keep their selection, measured heights and
    /// place on screen (see <doc:ApplyingSnapshots>). Controllers are made lazily by `factory`,
    /// as with `apply(_:using:completion:)`; none is kept from the previous screen.
    ///
    /// Use it to replace a screen wholesale (for example when showing another account's data),
    /// where animating the difference means nothing. The ordering and queueing rules are those of
    /// ``apply(_:completion:)``.
    ///
    /// - Parameters:
    ///   - snapshot: the new screen.
    ///   - factory: makes the controllers of the snapshot's items (and headers and footers).
    ///   - completion: called once the change is on the host: before this method returns, or,
    ///     for a call queued during another apply, once it has run.
    /// - Throws: ``SnapshotError`` for duplicate identifiers; nothing changes and `completion`
    ///   is not called.
    /// - Complexity: O(n) to validate the snapshot and find the selected, measured and visible
    ///   items in it, plus what `reloadData()` costs.
    public func applySnapshotUsingReloadData<Section, Item, Factory: CellControllerFactory>(
        _ snapshot: Snapshot<Section, Item>,
        using factory: Factory,
        completion: (() -> Void)? = nil
    ) throws(SnapshotError) where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        try applyNow(.models(ErasedControllerFactory(factory, for: Snapshot<Section, Item>.self)), snapshot: snapshot.erased, reloading: true, completion: completion)
    }

    /// Shows a ``Snapshot`` of models with `reloadData()`, through a factory without headers and
    /// footers; otherwise as `applySnapshotUsingReloadData(_:using:completion:)`.
    public func applySnapshotUsingReloadData<Section, Item, Factory: CellControllerFactory>(
        _ snapshot: Snapshot<Section, Item>,
        using factory: Factory,
        completion: (() -> Void)? = nil
    ) throws(SnapshotError) where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        try applyNow(.models(ErasedControllerFactory(factory, for: Snapshot<Section, Item>.self)), snapshot: snapshot.erased, reloading: true, completion: completion)
    }
}
