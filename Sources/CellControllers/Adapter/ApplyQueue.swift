/// The order and state of a ``CellControllerAdapter``'s applies: the scheduler of their call
/// order, how a change is shown (reload threshold, content changes), the synchronous applies
/// queued while the adapter drives the host, and the flags of that drive.
@MainActor
struct ApplyQueue<Host: CellHosting> {
    /// The call order of applies.
    let scheduler = ApplyScheduler()
    /// Above this many changes, an apply reloads the host (see
    /// ``CellControllerAdapter/reloadThreshold``).
    var reloadThreshold = 10_000
    /// How changed content of kept items is applied (see ``CellControllerAdapter/contentChanges``).
    var contentChanges: ContentChangeStyle = .reconfigure
    /// Synchronous applies made while the adapter drives the host, in call order.
    var pending: [PendingApply<Host>] = []
    /// Whether the adapter is driving the host (showing an apply, updating the pagination
    /// footers, or moving an item interactively): its batches may call back into controllers,
    /// and an apply made meanwhile is queued (see `drivingHost(_:)`).
    var isApplying = false
    /// Whether the interactive move in progress is a drive the adapter entered (see
    /// `host(_:moveItemAt:to:)`).
    var isDrivingMove = false
}
