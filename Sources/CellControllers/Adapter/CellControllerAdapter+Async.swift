extension CellControllerAdapter {
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
