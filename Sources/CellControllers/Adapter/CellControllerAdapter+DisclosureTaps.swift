extension CellControllerAdapter {
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
}
