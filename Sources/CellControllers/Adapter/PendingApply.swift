/// A synchronous apply made while the adapter was driving the host (say, from a controller's
/// event during a batch update): validated and given its place in the call order right away,
/// shown right after the running drive, never interleaved with it.
@MainActor
struct PendingApply<Host: CellHosting> {
    /// What to show.
    let content: ScreenContent<Host>
    /// Its snapshot, already validated.
    let snapshot: Snapshot
    /// Whether to show it with `reloadData()` instead of a diff.
    let reloading: Bool
    /// Its place in the call order (see `ApplyScheduler`).
    let ticket: UInt64
    /// Called once it is on the host.
    let completion: (() -> Void)?
}
