/// The call order of one adapter's applies, and who may show a screen when.
///
/// Every apply gets a ticket when it is called, in call order. The rules, all on the main actor:
/// - A screen is never replaced by an older one: an apply whose ticket is older than the screen
///   shown (``isSuperseded(_:)``) is skipped and returns normally.
/// - An asynchronous apply whose diff is ready waits while a later asynchronous apply is still
///   live (``hasLiveRequest(after:)``), so that a burst shows its last screen, not every one.
///   When that later apply is shown, it is superseded; when it fails or is cancelled instead, it
///   wakes up and, being the newest live request, is shown.
/// - Every change of the shown screen bumps ``version``: a diff computed against an older
///   version is computed again.
///
/// Synchronous applies never wait: they are shown at once (or right after the running apply),
/// and supersede every asynchronous apply called before them.
@MainActor
final class ApplyScheduler {
    /// The last ticket handed out.
    private var lastTicket: UInt64 = 0
    /// The ticket of the screen shown.
    private var shownTicket: UInt64 = 0
    /// The tickets of the asynchronous applies that have neither returned nor thrown.
    private var live: Set<UInt64> = []
    /// Suspended asynchronous applies, by ticket.
    private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]

    /// Bumped every time the adapter shows a screen.
    private(set) var version: UInt64 = 0

    /// The number of asynchronous applies in flight (diffing or waiting).
    var liveCount: Int { live.count }
    /// The number of asynchronous applies waiting for a later one.
    var waitingCount: Int { waiters.count }

    /// A new ticket, later than every ticket handed out before.
    func issueTicket() -> UInt64 {
        lastTicket += 1
        return lastTicket
    }

    /// Records the start of the asynchronous apply `ticket`.
    func begin(_ ticket: UInt64) {
        live.insert(ticket)
    }

    /// Records that the asynchronous apply `ticket` returned or threw, and wakes the waiting
    /// applies: one of them may now be the newest live request.
    func end(_ ticket: UInt64) {
        live.remove(ticket)
        resumeAll()
    }

    /// Records that the screen of `ticket` is shown, and wakes the waiting applies (the older
    /// ones are now superseded).
    func didShow(_ ticket: UInt64) {
        shownTicket = max(shownTicket, ticket)
        version &+= 1
        resumeAll()
    }

    /// Records that the shown screen changed without an apply (an interactive move), so that
    /// diffs computed against it are computed again.
    func screenDidChange() {
        version &+= 1
        resumeAll()
    }

    /// Whether a later apply's screen is already shown.
    func isSuperseded(_ ticket: UInt64) -> Bool {
        shownTicket > ticket
    }

    /// Whether an asynchronous apply called after `ticket` is still in flight.
    ///
    /// - Complexity: O(l) for l applies in flight.
    func hasLiveRequest(after ticket: UInt64) -> Bool {
        live.contains { $0 > ticket }
    }

    /// Suspends the apply `ticket` until the next change: an apply shown, returned or thrown, or
    /// the calling task cancelled (the caller checks for that).
    func waitForChange(_ ticket: UInt64) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[ticket] = continuation
            }
        } onCancel: {
            Task { @MainActor in self.resume(ticket) }
        }
    }

    private func resume(_ ticket: UInt64) {
        waiters.removeValue(forKey: ticket)?.resume()
    }

    private func resumeAll() {
        guard !waiters.isEmpty else { return }
        let suspended = waiters
        waiters.removeAll()
        for continuation in suspended.values { continuation.resume() }
    }
}

/// A synchronous apply made while the adapter was driving the host (say, from a controller's
/// event during a batch update): validated and given its place in the call order right away,
/// shown right after the running drive, never interleaved with it.
@MainActor
struct PendingApply<Host: CellHosting> {
    /// What to show.
    let content: ScreenContent<Host>
    /// Its snapshot, already validated.
    let snapshot: AnySnapshot
    /// Whether to show it with `reloadData()` instead of a diff.
    let reloading: Bool
    /// Its place in the call order (see `ApplyScheduler`).
    let ticket: UInt64
    /// Called once it is on the host.
    let completion: (() -> Void)?
}
