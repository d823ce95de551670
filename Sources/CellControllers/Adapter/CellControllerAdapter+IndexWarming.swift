extension CellControllerAdapter {
    /// Waits until the identifier index of the shown screen, built ahead off the main actor
    /// after a large screen of models was shown (see ``AnySnapshot/locateItemsOffMainActor()``),
    /// is built; returns at once when no such build was started. For tests and diagnostics.
    package func waitForIndexBuiltAhead() async {
        await shown.indexing?.value
    }

    /// Waits until the asynchronous expansions that users' disclosure taps started, and the
    /// taps that waited for them, are on the host (or dropped); returns at once when none is in
    /// flight. For tests and diagnostics.
    package func waitForDisclosureTaps() async {
        while let expansion = applies.scheduler.tapExpansion {
            await expansion.value
        }
    }

    /// Whether an asynchronous expansion that a user's disclosure tap started is in flight. For
    /// tests and diagnostics.
    package var isTapExpansionInFlight: Bool { applies.scheduler.tapExpansion != nil }

    /// The number of rows from which a user's disclosure tap expands an item off the main actor
    /// (2,000). For tests, which lower it to draw such taps on small trees.
    package var largeTapExpansion: Int {
        get { applies.scheduler.largeTapExpansion }
        set { applies.scheduler.largeTapExpansion = newValue }
    }

    /// Whether the shown snapshot's identifier index locates every item, without building it
    /// and without waiting (`false` while it is being built). For tests and diagnostics.
    package var isShownIndexBuilt: Bool {
        !snapshot.indexBox.needsItemsLocatedNow() && snapshot.indexBox.withLock { $0?.itemsLocated == true }
    }
}
