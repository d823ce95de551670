/// The call order of one adapter's applies, which screens they were built on, and who may show a
/// screen when.
///
/// Every apply opens a request with a ticket when it is called, in call order, and closes it once
/// it returned or threw. A request made by `update` is *built on* the newest requested screen: it
/// records that request's lineage (the requests whose edits it carries), so that showing it shows
/// them too. That lineage is the one record of which apply built on which. The rules, all on the
/// main actor:
/// - A screen is never replaced by an older one. Once a later screen is shown, an open request
///   is either carried by it (it is in the shown request's lineage: ``Outcome/shown``) or
///   superseded (``Outcome/superseded``): its screen will never be shown, and an asynchronous
///   apply then throws ``ApplySupersededError``.
/// - An asynchronous apply whose diff is ready waits while a later request is still open
///   (``hasOpenRequest(after:)``), so that a burst shows its last screen, not every one. When
///   that later request is shown, the waiting one is carried or superseded; when it fails or is
///   cancelled instead, the waiting one wakes up and, being the newest open request, is shown.
/// - Every change of the shown screen bumps ``version``: a diff computed against an older
///   version is computed again.
///
/// Synchronous applies never wait: they are shown at once (or right after the running drive),
/// and supersede every asynchronous apply called before them that they were not built on.
@MainActor
final class ApplyScheduler {
    /// An apply that has neither returned nor thrown.
    struct Request {
        /// Its screen.
        let snapshot: AnySnapshot
        /// The type of its `Snapshot<Section, Item>`, or `nil` for controller sections.
        let screenType: ScreenType?
        /// The tickets of the requests whose edits its screen carries: its own, then, when it
        /// was built on an open request, that request's lineage (the requests of it that were
        /// still open).
        let lineage: [UInt64]
        /// The tree an asynchronous section-snapshot apply gives a section of its screen,
        /// installed when the screen is shown (itself or carried by a later one).
        let outline: PendingOutline?
    }

    /// Where an open request stands.
    enum Outcome {
        /// Its screen is on the host: shown itself, or carried by a later screen built on it.
        case shown
        /// A later screen not built on it is shown: its own will never be.
        case superseded
        /// Neither yet.
        case open
    }

    /// The last ticket handed out.
    private var lastTicket: UInt64 = 0
    /// The ticket of the screen shown.
    private var shownTicket: UInt64 = 0
    /// The open requests, by ticket.
    private var requests: [UInt64: Request] = [:]
    /// The open requests whose screen is on the host (see ``Outcome/shown``).
    private var carried: Set<UInt64> = []
    /// Suspended asynchronous applies, by ticket.
    private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    /// The user's disclosure taps that came while an apply was in flight, in the order they
    /// came: each takes its place after the applies, and is replayed once none is in flight.
    private var deferredTaps: [any DeferredDisclosureTap] = []

    /// The asynchronous expansion a user's disclosure tap started (see
    /// `ShownOutline.expandLater(_:in:)`), while it is in flight: the taps that come meanwhile
    /// wait for it in ``deferDisclosureTap(_:)``'s queue, as they wait for an apply.
    var tapExpansion: Task<Void, Never>?
    /// The number of rows from which a user's tap expands an item asynchronously (see
    /// `ShownOutline.showsMany(below:in:atLeast:)`): the rows and the batch update are computed
    /// off the main actor, so that the tap stays within a frame however many rows it shows. Tests
    /// lower it to draw such taps on small trees.
    var largeTapExpansion = 2_000

    /// Bumped every time the adapter shows a screen.
    private(set) var version: UInt64 = 0

    /// The number of applies in flight (asynchronous ones diffing or waiting, and synchronous
    /// ones queued behind a drive).
    var liveCount: Int { requests.count }
    /// The number of asynchronous applies waiting for a later one.
    var waitingCount: Int { waiters.count }

    /// Opens a request for `snapshot`, later than every one before.
    ///
    /// - Parameter base: the open request whose screen the new one was built on (by `update`),
    ///   or `nil` for a screen built on the one shown, or from scratch.
    /// - Returns: its ticket.
    /// - Complexity: O(d) for a lineage of d requests.
    func open(_ snapshot: AnySnapshot, screenType: ScreenType?, base: UInt64?, outline: PendingOutline? = nil) -> UInt64 {
        lastTicket += 1
        // Only open requests need to hear that they were shown: a lineage keeps those alone, so
        // a stream of updates, each built on the previous one, keeps it as short as the
        // requests in flight.
        let inherited = base.flatMap { requests[$0]?.lineage.filter { requests[$0] != nil } } ?? []
        requests[lastTicket] = Request(snapshot: snapshot, screenType: screenType, lineage: [lastTicket] + inherited, outline: outline)
        return lastTicket
    }

    /// Records that the request `ticket` returned or threw (or, synchronous, was shown), and
    /// wakes the waiting applies: one of them may now be the newest open request.
    func close(_ ticket: UInt64) {
        requests.removeValue(forKey: ticket)
        carried.remove(ticket)
        resumeAll()
    }

    /// The trees that the screen of `ticket` carries, from the oldest request of its lineage to
    /// itself: what showing it installs.
    ///
    /// - Complexity: O(d log d) for a lineage of d requests.
    func outlines(carriedBy ticket: UInt64) -> [PendingOutline] {
        (requests[ticket]?.lineage ?? []).sorted().compactMap { requests[$0]?.outline }
    }

    /// The trees of the open requests, for checks against the sections they will be given.
    var openOutlines: [PendingOutline] {
        requests.values.compactMap(\.outline)
    }

    /// Records that the screen of `ticket` is shown, with the screens of the requests it
    /// carries, and wakes the waiting applies (the older ones are now carried or superseded).
    func didShow(_ ticket: UInt64) {
        shownTicket = max(shownTicket, ticket)
        for carriedTicket in requests[ticket]?.lineage ?? [ticket] where requests[carriedTicket] != nil {
            carried.insert(carriedTicket)
        }
        version &+= 1
        resumeAll()
    }

    /// Records that the shown screen changed without an apply (an interactive move), so that
    /// diffs computed against it are computed again.
    func screenDidChange() {
        version &+= 1
        resumeAll()
    }

    /// Wakes the waiting applies after a drive of the host, during which none could be shown.
    func driveDidEnd() {
        resumeAll()
    }

    /// Queues a disclosure tap that came while an apply or a tap's asynchronous expansion was
    /// in flight, after them.
    func deferDisclosureTap(_ tap: any DeferredDisclosureTap) {
        deferredTaps.append(tap)
    }

    /// The oldest deferred disclosure tap, removed from the queue, or `nil`.
    func takeDeferredDisclosureTap() -> (any DeferredDisclosureTap)? {
        deferredTaps.isEmpty ? nil : deferredTaps.removeFirst()
    }

    /// The number of disclosure taps waiting for the applies in flight.
    var deferredTapCount: Int { deferredTaps.count }

    /// Where the open request `ticket` stands.
    func outcome(of ticket: UInt64) -> Outcome {
        if carried.contains(ticket) { return .shown }
        return shownTicket > ticket ? .superseded : .open
    }

    /// Whether a later request is still open.
    ///
    /// - Complexity: O(l) for l open requests.
    func hasOpenRequest(after ticket: UInt64) -> Bool {
        requests.keys.contains { $0 > ticket }
    }

    /// Whether a later open request was built on `ticket` (directly or through others): its
    /// edits are on their way to the host in that request's screen.
    ///
    /// - Complexity: O(l · d) for l open requests of lineages of d.
    func isCarriedForward(_ ticket: UInt64) -> Bool {
        requests.contains { $0.key > ticket && $0.value.lineage.contains(ticket) }
    }

    /// The newest open request that no shown screen superseded or carried, with its ticket: the
    /// screen the host is going to show, if any; `nil` when it is the one shown.
    ///
    /// - Complexity: O(l) for l open requests.
    func newestRequest() -> (ticket: UInt64, request: Request)? {
        guard let ticket = requests.keys.max(), ticket > shownTicket, let request = requests[ticket] else { return nil }
        return (ticket, request)
    }

    /// Suspends the apply `ticket` until the next change: a request shown or closed, a drive
    /// over, or, when `cancellable`, the calling task cancelled (the caller checks for
    /// that).
    func waitForChange(_ ticket: UInt64, cancellable: Bool) async {
        guard cancellable else {
            await withCheckedContinuation { continuation in waiters[ticket] = continuation }
            return
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[ticket] = continuation
            }
        } onCancel: {
            Task { @MainActor in self.resume(ticket) }
        }
    }

    /// Suspends a change made between applies (an asynchronous expansion, which waits for the
    /// applies in flight as a disclosure tap does) until the next change: a request shown or
    /// closed, a drive over, or the calling task cancelled (the caller checks for that). It
    /// waits under a ticket of its own, which opens no request.
    func waitForNextChange() async {
        lastTicket += 1
        await waitForChange(lastTicket, cancellable: true)
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
    /// The factory of the screen to show.
    let factory: ErasedControllerFactory<Host>
    /// Its snapshot, already validated.
    let snapshot: AnySnapshot
    /// Whether to show it with `reloadData()` instead of a diff.
    let reloading: Bool
    /// Its place in the call order (see `ApplyScheduler`).
    let ticket: UInt64
    /// Called once it is on the host.
    let completion: (() -> Void)?
}

/// A user's tap on a disclosure that came while an apply was in flight: replayed, finding its
/// item again by identity, once no apply is (see `CellControllerAdapter.replayDeferredDisclosureTaps()`,
/// which passes itself: the tap holds no adapter).
@MainActor
protocol DeferredDisclosureTap {
    /// Toggles the item in whichever tree of `adapter` holds it now, or reports the tap dropped.
    func replay<Host>(in adapter: CellControllerAdapter<Host>)
}
