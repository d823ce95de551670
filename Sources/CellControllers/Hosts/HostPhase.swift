/// Where a host is in its life: not loaded yet, loaded, or applying a batch update.
///
/// A host loads on first use (``CellHost/layoutIfNeeded()`` and every query that lays out) and
/// never unloads. An update runs only on a loaded host, one at a time; a reload during an update
/// (from the data source, say) leaves the update in progress.
enum HostPhase: Hashable, Sendable {
    /// Nothing laid out yet: the first query loads the data source.
    case unloaded
    /// Laid out, and no batch update running.
    case loaded
    /// Inside ``CellHost/performBatchUpdates(_:updatingData:)``.
    case updating

    /// Whether the host has loaded (it may be updating).
    var isLoaded: Bool { self != .unloaded }

    /// Notes a load: an unloaded host is loaded; an update in progress stays one.
    mutating func markLoaded() {
        if self == .unloaded { self = .loaded }
    }
}
