/// Thrown by an asynchronous apply whose screen was never shown: a later apply, not built on it,
/// was shown first.
///
/// Applies take effect in call order, and a screen is never replaced by an older one. So when a
/// later call (a synchronous apply, say a swipe-delete applied from the screen shown, or a newer
/// asynchronous one) is shown before an asynchronous call's diff is on the host, that call's
/// screen is dropped, and the call throws this error instead of returning: what it added (a page
/// of older mail, say) is not on screen. Apply it again on top of the newest requested screen,
/// with ``DiffableDataSource/update(_:)``; a
/// ``LoadMoreTrigger`` whose request fails with this error asks for the page again.
///
/// A later call made with `update` starts from the newest requested screen, the pending call's
/// included, so it carries the pending call's edits: once it is shown, the pending call returns
/// normally. Edits that may overlap in time compose that way instead of overwriting each other.
///
/// Nothing changes on the host when this is thrown, and cancellation still throws
/// `CancellationError`.
public struct ApplySupersededError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An error for an apply whose screen was superseded: the adapter makes it (and the
    /// package's tests).
    package init() {}

    /// What happened, and what to do.
    public var description: String {
        "The apply was superseded: a later apply that was not built on it was shown first, so its screen "
            + "(and what it added) is not on the host. Apply the change again on top of the newest requested "
            + "screen with `update` (DiffableDataSource.update(_:)), "
            + "which also makes edits in flight compose instead of overwriting each other."
    }
}
