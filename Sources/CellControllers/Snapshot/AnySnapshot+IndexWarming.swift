extension AnySnapshot {
    /// The fewest items for which a shown screen's identifier index is built ahead, off the
    /// main actor (``locateItemsOffMainActor()``): below it, building it where it is first
    /// needed costs less than a frame.
    static let indexWarmingThreshold = 20_000

    /// Builds this snapshot's identifier index (every item located) on the global concurrent
    /// executor, ahead of the first edit or lookup that needs it, when the snapshot has at
    /// least ``indexWarmingThreshold`` items and nothing built it yet.
    ///
    /// The index goes into the box this snapshot shares with its unedited copies, so the copy
    /// that the first `update` edits, or a lookup in the shown screen, finds it built. A query of
    /// sections meanwhile does not wait; a query or an edit that needs the items waits for the
    /// rest of the build (at most what building it itself would cost), and one that comes before
    /// the task starts builds it itself as before, which the task then finds done (see
    /// ``SnapshotIndexBox/locateItems(in:)``). Either way every answer comes from an index of
    /// this very snapshot: a copy that is edited takes a box of its own first (``takeIndex()``),
    /// and the task's copy keeps the box shared until it ends.
    ///
    /// The task holds a copy of the snapshot and may drop its last reference: call it only for
    /// a snapshot whose items and section models may be freed off the main actor (models, not
    /// controllers; see `LiveControllers.release(_:)`).
    ///
    /// - Returns: the task, or `nil` when there was nothing to build (or the index was busy).
    /// - Complexity: O(s) on the caller's actor; O(n) off it, one hash per item.
    @discardableResult
    func locateItemsOffMainActor() -> Task<Void, Never>? {
        guard numberOfItems >= Self.indexWarmingThreshold, indexBox.needsItemsLocatedNow() else { return nil }
        let copy = IndexWarmingCopy(self)
        return Task.detached(priority: .background) {
            if let snapshot = copy.take() { snapshot.indexBox.locateItems(in: snapshot.storage) }
        }
    }
}

/// The copy of a snapshot that ``AnySnapshot/locateItemsOffMainActor()``'s task builds the
/// index of, taken (and dropped) by the task itself: a task handle kept after the task ended
/// holds nothing of the snapshot, so the screen shown is again its storage's only holder (an
/// outline edits it in place).
private final class IndexWarmingCopy: @unchecked Sendable {
    /// The copy; set before the task starts, then read and cleared only by the task.
    private var snapshot: AnySnapshot?

    init(_ snapshot: AnySnapshot) { self.snapshot = snapshot }

    /// The copy, which this no longer holds.
    func take() -> AnySnapshot? {
        defer { snapshot = nil }
        return snapshot
    }
}
