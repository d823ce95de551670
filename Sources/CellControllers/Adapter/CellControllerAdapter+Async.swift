extension CellControllerAdapter {
    /// Shows `sections`, animating the difference from the screen shown; the diff runs off the
    /// main actor.
    ///
    /// The sections' snapshot is built on the main actor (it reads every controller's model),
    /// the diff on the global concurrent executor, and the main actor then only applies the
    /// batches and touches the visible cells. Calls take effect in call order, together with the
    /// synchronous ``apply(_:completion:)``:
    /// - A call overtaken by a later one before its diff finished may be skipped, so a burst
    ///   never shows a stale screen last. A skipped call throws ``ApplySupersededError``: its
    ///   screen is not on the host. (A later call made with ``DiffableDataSource/update(_:)`` is built on the
    ///   newest requested screen and carries this one's edits: once it is shown, this call
    ///   returns normally.)
    /// - If every later call fails or is cancelled, the newest remaining call is shown; if the
    ///   screen changed while its diff ran, it is diffed again against the screen shown.
    /// - A synchronous apply is a later call: it supersedes the pending asynchronous ones it was
    ///   not built on.
    ///
    /// See <doc:ApplyingSnapshots>.
    ///
    /// - Throws: ``SnapshotError`` for duplicate identifiers, ``ApplySupersededError`` when a
    ///   later call that was not built on this one was shown first, and `CancellationError` when
    ///   the calling task is cancelled before the change is on the host; in every case the host
    ///   is left as it was.
    /// - Complexity: O(n) on the main actor to build the snapshot of n items, the diff off it,
    ///   then O(k log n) on the main actor to update the host for k changes, plus the visible
    ///   cells.
    public func apply(_ sections: [ControllerSection<Host>]) async throws {
        try await applyLater(.controllerSections, snapshot: AnySnapshot(sections), reloading: false)
    }

    /// The asynchronous applies: prepare off the main actor, then show, in call order.
    ///
    /// - Parameters:
    ///   - base: the open request `newSnapshot` was built on (see `update`), whose screen it
    ///     then carries; `nil` for one built on the screen shown or from scratch.
    ///   - outline: the tree a section-snapshot apply gives a section of `newSnapshot`,
    ///     installed when the screen is shown.
    func applyLater(
        _ factory: ErasedControllerFactory<Host>, snapshot newSnapshot: AnySnapshot, reloading: Bool, base: UInt64? = nil,
        outline: PendingOutline? = nil
    ) async throws {
        try factory.check(newSnapshot)
        let ticket = applies.scheduler.open(newSnapshot, screenType: factory.screenType, base: base, outline: outline)
        defer {
            applies.scheduler.close(ticket)
            // An apply that ends without being shown (superseded, cancelled, failed) may leave
            // none in flight: the disclosure taps that waited for it take effect now.
            replayDeferredDisclosureTaps()
        }
        var prepared: PreparedChanges?
        var preparedVersion = applies.scheduler.version
        while true {
            let outcome = applies.scheduler.outcome(of: ticket)
            // Shown, or carried by a later screen built on it: done, whatever else happened.
            if outcome == .shown { return }
            // A call whose screen a later open request carries is no longer withdrawn: its
            // edits are on their way to the host, and it ends as that request does.
            let carriedForward = applies.scheduler.isCarriedForward(ticket)
            if Task.isCancelled, !carriedForward { throw CancellationError() }
            // A later screen not built on this one is shown: this one never will be.
            if outcome == .superseded { throw ApplySupersededError() }
            if applies.scheduler.hasOpenRequest(after: ticket) || applies.isApplying {
                // A later call is still preparing: it will show its screen, or wake this one up
                // if it fails or is cancelled. (During a drive of the host, nothing is shown:
                // the drive's end wakes this one up.)
                await applies.scheduler.waitForChange(ticket, cancellable: !carriedForward)
                continue
            }
            if let ready = prepared, preparedVersion == applies.scheduler.version {
                show(factory, snapshot: newSnapshot, prepared: ready, ticket: ticket, completion: nil)
                return
            }
            // First time, or the screen changed while the diff ran: diff against the screen shown.
            // (A diff withdrawn by cancellation returns `nil`: the loop decides what that means.)
            preparedVersion = applies.scheduler.version
            prepared = reloading
                ? try await PreparedChanges.reloadValidatedOffMainActor(newSnapshot)
                : try await PreparedChanges.computedOffMainActor(
                    from: snapshot, to: newSnapshot, contentChanges: contentChanges)
        }
    }
}
