extension CellControllerAdapter {
    /// Waits until the identifier index of the shown screen, built ahead off the main actor
    /// after a large screen of models was shown (see ``AnySnapshot/locateItemsOffMainActor()``),
    /// is built; returns at once when no such build was started. For tests and diagnostics.
    package func waitForIndexBuiltAhead() async {
        await shown.indexing?.value
    }

    /// Whether the shown snapshot's identifier index locates every item, without building it
    /// and without waiting (`false` while it is being built). For tests and diagnostics.
    package var isShownIndexBuilt: Bool {
        !snapshot.indexBox.needsItemsLocatedNow() && snapshot.indexBox.withLock { $0?.itemsLocated == true }
    }
}
