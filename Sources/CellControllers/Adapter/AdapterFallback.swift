/// Why a ``CellControllerAdapter`` showed a screen with `reloadData()` instead of the batch
/// updates it computed: reported to ``CellControllerAdapter/onEvent`` as
/// ``AdapterEvent/fallBackToReload(_:)`` before the reload, so that a wrong batch never hides behind a correct-looking screen.
///
/// A diff of two valid screens always yields batches a host accepts; each case means that the
/// host and the adapter disagreed about what was shown (for example because the host's data
/// source was replaced and reloaded behind the adapter's back), or that a bug slipped through.
public enum AdapterFallback: Error, Equatable, Sendable, CustomStringConvertible {
    /// The host rejected the batch of the stage `stage` of a ``StagedChangeset``.
    case batchRejected(BatchUpdateError, stage: StagedChangeset.Stage)
    /// A queued screen could not be diffed against the one shown before it.
    case queuedDiffFailed(SnapshotError)

    /// What went wrong, and that the screen was reloaded instead.
    public var description: String {
        switch self {
        case let .batchRejected(error, stage):
            return "The host rejected the adapter's batch update (the \(stage) stage): \(error) "
                + "The adapter reloaded the host instead. Did something else drive the host (another data source, "
                + "or performBatchUpdates called directly) while the adapter was its data source?"
        case .queuedDiffFailed(let error):
            return "A queued apply could not be diffed: \(error) The adapter reloaded the host instead."
        }
    }
}
