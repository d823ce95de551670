extension CellControllerAdapter {
    /// Shows `sections`, animating the difference from the screen shown as batch updates, now.
    ///
    /// The new sections are validated first: duplicate item or section identifiers throw and
    /// nothing changes. Then the change is diffed on the main actor and applied stage by stage
    /// (structure, then content; see ``StagedChangeset``). More than ``reloadThreshold`` changes
    /// reload instead. A call made while the adapter updates the host (an apply, the pagination
    /// footers' update, or an interactive move's batch; say, from a controller's `didChangeSelection(_:)`
    /// or `didChangeDisplay(of:isDisplayed:)`) is queued and runs right after it, never interleaved. An apply
    /// supersedes every asynchronous apply called before it, which then throw
    /// ``ApplySupersededError`` without showing their screens; to keep what a pending apply adds,
    /// edit the newest requested screen of a ``DiffableDataSource`` with its
    /// ``DiffableDataSource/update(completion:_:)`` instead (see <doc:ApplyingSnapshots>).
    ///
    /// Controller sections suit small screens: every item's controller is made up front. For
    /// large screens, show a typed ``Snapshot`` of models with a ``DiffableDataSource``, whose
    /// factory makes the controllers on demand. To diff controller sections off the main actor,
    /// apply them through a data source of the host:
    /// `try await DiffableDataSource(host: adapter.host, factory: ControllerItems()).apply(Snapshot(sections))`.
    ///
    /// - Parameters:
    ///   - sections: the new screen.
    ///   - completion: called once the change is on the host: before this method returns, or,
    ///     for a call queued during another apply, once it has run.
    /// - Throws: ``SnapshotError`` for duplicate identifiers; nothing changes and `completion`
    ///   is not called.
    /// - Complexity: expected O(n) to build the snapshot of n items and diff it, plus O(k log n)
    ///   to update the host for k changes, plus the visible cells.
    public func apply(_ sections: [ControllerSection<Host>], completion: (() -> Void)? = nil) throws(SnapshotError) {
        try applyNow(.controllerSections, snapshot: AnySnapshot(sections), reloading: false, completion: completion)
    }

    /// The synchronous applies: shown now, or queued behind the running drive.
    ///
    /// - Parameters:
    ///   - base: the open request `newSnapshot` was built on (see `update`), whose screen it
    ///     then carries; `nil` for one built on the screen shown or from scratch.
    ///   - outline: the tree a section-snapshot apply gives a section of `newSnapshot` (a
    ///     section it appends), installed when the screen is shown.
    func applyNow(
        _ factory: ErasedControllerFactory<Host>,
        snapshot newSnapshot: AnySnapshot,
        reloading: Bool,
        base: UInt64? = nil,
        outline: PendingOutline? = nil,
        completion: (() -> Void)?
    ) throws(SnapshotError) {
        try factory.check(newSnapshot)
        guard !applies.isApplying else {
            try newSnapshot.validate()
            applies.pending.append(PendingApply(
                factory: factory, snapshot: newSnapshot, reloading: reloading,
                ticket: applies.scheduler.open(newSnapshot, screenType: factory.screenType, base: base, outline: outline),
                completion: completion))
            return
        }
        let prepared: PreparedChanges
        if reloading {
            try newSnapshot.validate()
            prepared = .reload
        } else {
            // The diff rejects duplicates before anything changes, so no separate validation pass.
            prepared = try PreparedChanges.compute(
                from: snapshot, to: newSnapshot, contentChanges: contentChanges)
        }
        let ticket = applies.scheduler.open(newSnapshot, screenType: factory.screenType, base: base, outline: outline)
        show(factory, snapshot: newSnapshot, prepared: prepared, ticket: ticket, completion: completion)
        applies.scheduler.close(ticket)
    }

    /// Shows a validated screen with its prepared changes, then the applies queued meanwhile.
    /// The caller makes sure that the adapter is not driving the host (an asynchronous apply
    /// waits for the drive to end; a synchronous one is queued instead).
    func show(
        _ factory: ErasedControllerFactory<Host>,
        snapshot newSnapshot: AnySnapshot,
        prepared: PreparedChanges,
        ticket: UInt64,
        completion: (() -> Void)?
    ) {
        assert(!applies.isApplying, "an apply is shown only between drives of the host")
        drivingHost {
            install(factory, snapshot: newSnapshot, prepared: prepared, ticket: ticket)
            completion?()
        }
    }

    /// Runs `drive`, which changes the host, as the adapter's own work: the one mechanism behind
    /// every batch the adapter drives (an apply's, the pagination footers' update, an
    /// interactive move's). Meanwhile ``isApplying`` is set, so that an apply made from a
    /// controller's event (`didChangeDisplay(of:isDisplayed:)`, say, for a cell the batch displays) is queued
    /// instead of driving a host that is in the middle of an update. Once the outermost drive is
    /// over, the queued applies are shown in call order, then the pagination footers and ends
    /// are looked at.
    func drivingHost(_ drive: () -> Void) {
        guard beginDrivingHost() else {
            drive()
            return
        }
        drive()
        endDrivingHost()
    }

    /// Enters the driving state (see ``drivingHost(_:)``), for a drive that spans several host
    /// callbacks.
    ///
    /// - Returns: whether it entered; `false` inside another drive, which does the rest.
    func beginDrivingHost() -> Bool {
        guard !applies.isApplying else { return false }
        applies.isApplying = true
        return true
    }

    /// Leaves the driving state entered by ``beginDrivingHost()``: shows the applies queued
    /// meanwhile, in call order, then looks at the pagination footers and ends.
    func endDrivingHost() {
        while !applies.pending.isEmpty {
            let next = applies.pending.removeFirst()
            defer { applies.scheduler.close(next.ticket) }
            // Never an older screen over a newer one (see `ApplyScheduler`).
            if applies.scheduler.outcome(of: next.ticket) != .open { continue }
            var nextPrepared = PreparedChanges.reload
            if !next.reloading {
                do {
                    nextPrepared = try PreparedChanges.compute(
                        from: snapshot, to: next.snapshot, contentChanges: contentChanges)
                } catch {
                    onEvent?(.fallBackToReload(.queuedDiffFailed(error)))
                }
            }
            // A queued apply is a change of its own, even during the pagination rows' change.
            host.outsideScrollAnchorHold {
                install(next.factory, snapshot: next.snapshot, prepared: nextPrepared, ticket: next.ticket)
                next.completion?()
            }
        }
        applies.isApplying = false
        remeasureDeferredItems()
        // Asynchronous applies that became ready during the drive waited for it to end.
        applies.scheduler.driveDidEnd()
        didShowForPagination()
        // Disclosure taps that came meanwhile take effect once no apply is in flight.
        replayDeferredDisclosureTaps()
    }

    /// Makes `newSnapshot` the screen and brings the host in line: the batches of `prepared`
    /// (or a reload), then the visible cells handed to their controllers.
    ///
    /// For a snapshot of models this does no O(n) work: the live controllers are carried over in
    /// O(c log k), headers and footers are made per section, and the old snapshot is released
    /// off the main actor. Then the trees the request `ticket` carries are installed (see
    /// `installOutlines(carriedBy:)`), and the scheduler records the screen shown: every screen
    /// an apply shows goes through here.
    private func install(_ factory: ErasedControllerFactory<Host>, snapshot newSnapshot: AnySnapshot, prepared: PreparedChanges, ticket: UInt64) {
        installScreen(factory, snapshot: newSnapshot, prepared: prepared)
        installOutlines(carriedBy: ticket)
        applies.scheduler.didShow(ticket)
    }

    /// Makes `newSnapshot` the screen and brings the host in line (see
    /// `install(_:snapshot:prepared:ticket:)`).
    private func installScreen(_ factory: ErasedControllerFactory<Host>, snapshot newSnapshot: AnySnapshot, prepared: PreparedChanges) {
        let oldLayouts = shown.parts.map { $0.layout }
        shown.factory = factory
        shown.parts = modelParts(of: newSnapshot, factory: factory)
        // Without a mapping (`unknown`) the live controllers are dropped, never carried to the
        // wrong items.
        let replaced = store.show(newSnapshot, factory: factory, mapping: prepared.changes == nil ? nil : prepared.mapping)
        // A reload keeps the selection, measured heights and first visible place of the items
        // that stay: taken now, at the shown screen's paths.
        let reloads = prepared.changes.map { $0.changeCount > reloadThreshold } ?? true
        let carried = reloads ? carriedReloadState(from: snapshot, to: newSnapshot, prepared: prepared) : nil
        let old = snapshot
        if shown.installingOutline == nil { reconcileOutlines(from: old, to: newSnapshot) }
        snapshot = newSnapshot.withoutMarks  // marks are for the diff that shows it, not the next one
        replaced.release(consume old)
        // The new screen is in place; the host is not driven yet.
        cancelReplacedPrefetches()
        // A reload ends displaying every cell before it displays the items again (measuring all
        // of them without estimated heights): the controllers of the cells shown are held
        // meanwhile, so that the unchanged items the live controllers kept keep them.
        func reloadHost() {
            store.held = store.ownersOfDisplayedCells()
            if let carried { host.reload(restoring: carried) } else { host.reloadData() }
        }

        // The host asks about an item several times while it updates (reconfigure, measure,
        // display): each item's controller is looked up once per apply.
        store.lookingUpOnce {
            let layoutsChanged = oldLayouts != shown.parts.map { $0.layout }
            if let changes = prepared.changes, changes.changeCount <= reloadThreshold {
                // Layouts are not part of the diff; an empty batch lets the host lay out sections
                // whose layout changed (any non-empty batch does that too).
                let stages = changes.isEmpty && layoutsChanged ? [(StagedChangeset.Stage.structure, BatchUpdate())] : changes.namedStages
                // The stages are one change: they keep one scroll anchor.
                host.holdingScrollAnchor(atTop: topOfContentRule) {
                    for (name, stage) in stages {
                        do throws(BatchUpdateError) {
                            try host.performBatchUpdates(stage, planned: prepared.plan(of: name), updatingData: {})
                        } catch {
                            // A diff of valid screens yields valid batches; if the host disagrees, say
                            // so, then show the truth.
                            onEvent?(.fallBackToReload(.batchRejected(error, stage: name)))
                            reloadHost()
                            break
                        }
                    }
                }
            } else {
                reloadHost()
            }
            rebindVisibleCells()
            store.held = []
            reconcilePrefetches()
        }
        store.sweep(in: snapshot)
        dismissContextMenuOfReplacedController()
        // A large screen shown for the first time gets its identifier index built now, off the
        // main actor, rather than by the user's first gesture (an edit or a lookup); started once
        // the host shows the screen, so that it does not compete with that for a core.
        if let indexing = store.locateItemsAhead(in: snapshot) { shown.indexing = indexing }
    }

    /// The sections' parts for a snapshot: each section's header and footer from the
    /// factory, except that a section whose model is unchanged (and not marked for a reload)
    /// keeps the controllers it had. Sections that carry their parts (``ControllerSection``s)
    /// give them as they are, every time.
    ///
    /// A section still at its index is found there (the sections of an apply that changes items
    /// only, such as a section snapshot's, all are); the others by identifier, in a table made
    /// the first time one is not.
    ///
    /// - Complexity: O(s) for s sections.
    private func modelParts(of snapshot: AnySnapshot, factory: ErasedControllerFactory<Host>) -> [SectionParts<Host>] {
        let parts = shown.parts
        var previous: [DiffIdentifier: SectionParts<Host>]?
        func previousPart(_ identifier: DiffIdentifier, at section: Int) -> SectionParts<Host>? {
            if section < parts.count, parts[section].model.identifier == identifier { return parts[section] }
            if previous == nil {
                var table: [DiffIdentifier: SectionParts<Host>] = [:]
                for part in parts { table[part.model.identifier] = part }
                previous = table
            }
            return previous?[identifier]
        }
        let environment = layoutEnvironment
        let marked = snapshot.marks.reloadedSections
        return (0..<snapshot.numberOfSections).map { section in
            let model = snapshot.sections[section].model
            if !factory.sectionsCarryParts, let part = previousPart(model.identifier, at: section), part.model.isContentEqual(to: model),
               marked.isEmpty || !marked.contains(model.identifier) {
                return part
            }
            return SectionParts(
                model: model,
                header: factory.supplementary(.header, model),
                footer: factory.supplementary(.footer, model),
                layout: factory.layout(model, environment),
                sideLabel: factory.sideLabel(model),
                environment: factory.sectionsCarryParts ? nil : environment)
        }
    }

    /// Hands every visible cell to the controller the data source now gives for its element
    /// (kept items of controller sections get new controller objects when a screen is rebuilt;
    /// changed items of a snapshot get fresh controllers), so that later events and
    /// `currentCell()` are right. The controllers are the data source's own answers
    /// (``controller(at:)``, ``supplementaryController(_:inSection:)``), never another lookup.
    /// This is also the one place that handles a controller wanting another cell class than the
    /// one its item is displayed with (same model, new controller type): such items are reloaded,
    /// so the old controller ends displaying the old cell and the new one gets a new cell.
    private func rebindVisibleCells() {
        for section in shown.parts.indices {
            for kind in SupplementaryKind.allCases {
                guard let cell = host.cell(for: .supplementary(kind, section: section)),
                      let controller = supplementaryController(kind, inSection: section) else { continue }
                // A pagination footer (or header) and a section's own show different content: a
                // cell passes between them only by the reload of the pagination footers' update
                // (which follows every apply), never by adoption.
                if owner(of: cell) !== controller, hasPaginationElement(kind, section) { continue }
                bind(cell, to: controller)
            }
        }
        var mismatched: [ItemPath] = []
        let visible = host.indexPathsForVisibleItems.compactMap { path in host.cell(for: .item(path)).map { (path, $0) } }
        // A cell whose owner is still its item's controller needs nothing: a live controller
        // kept across the diff is its item's (changed items got theirs through the host's
        // reconfigure), so only the other cells' items are looked up. (Asked per visible cell:
        // O(v), where asking which owners are still current can cost O(n) on a screen of
        // controller sections whose controllers were all replaced.)
        for (path, cell) in visible {
            if let owner = owner(of: cell), store.holds(owner, at: path, in: snapshot) { continue }
            guard let controller = controller(at: path) else { continue }
            if controller.canConfigure(cell) {
                bind(cell, to: controller)
            } else {
                mismatched.append(path)
            }
        }
        // An unchanged item whose new controller wants another cell class gets a new cell.
        if !mismatched.isEmpty {
            try? host.performBatchUpdates(BatchUpdate(reloadedItems: mismatched), updatingData: {})
        }
    }

    /// Whether the host shows, or is about to show, a pagination header or footer as `section`'s
    /// `kind`.
    private func hasPaginationElement(_ kind: SupplementaryKind, _ section: Int) -> Bool {
        pagination.elements.contains(PaginationElement(kind: kind, section: shown.parts[section].model.identifier))
            || paginationSupplementary(kind, inSection: section) != nil
    }

    /// Makes `controller` the owner of the displayed `cell`; a new owner adopts it.
    private func bind(_ cell: Host.CellType, to controller: CellController<Host>) {
        guard owner(of: cell) !== controller else { return }
        own(cell, by: controller)
        controller.adopt(cell)
    }
}
