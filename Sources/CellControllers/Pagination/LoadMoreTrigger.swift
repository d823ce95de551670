/// Pagination: calls a handler when the last visible item comes within a distance of the end of
/// the list (or of each section), once per end, and shows a loading footer while the next page
/// loads and an error footer, whose tap retries, when it fails. At the top of the list, the same
/// for the first visible item and the start of the list (or of each section), with a loading
/// header and an error header: a chat's older messages.
///
/// Give it to an adapter: ``CellControllerAdapter/loadMore`` watches the bottom edge (the next
/// page is appended), ``CellControllerAdapter/loadMoreAtTop`` the top edge (the older page is
/// inserted above, and the host's ``CellHost/scrollAnchoring`` keeps what is on screen in place,
/// even at the very top of the list). The slot is the trigger's edge; the rules below are
/// the same at both edges, with "last visible item" and "end" read as "first visible item" and
/// "start" at the top. It watches the items the host
/// displays (never during an apply: it looks once the apply is over; nor for an interactive
/// move's target change alone, which moves the items shown but not the data: the drop's apply, or
/// the next display or scroll, looks at the ends, as UIKit's `willDisplay` would). An end fires once, then
/// not again until its number of items changes (the next page arrived) and it comes near again.
/// While a request is out (``LoadMoreState/loading``) or failed, the end does not fire. A request
/// whose page was never shown because its apply was superseded (it failed with
/// ``ApplySupersededError``) counts as not loaded: the end is idle again and fires as soon as it
/// is near, at once if it still is, whatever its number of items.
///
/// When several ends are near at once (the top trigger's first), they fire one after the other, each only if it is still
/// near right before it fires, with its item count of that moment: a handler that applies its
/// page at once may push the next end away. Every state change looks at the ends again once
/// its footer is updated (for a new request, once the handler returned), since a footer of
/// another height moves what follows it.
///
/// The footers replace the footer of the end's section (for ``LoadMoreScope/list``, the last
/// section) while it is loading or failed; at the top edge they replace the header of the
/// start's section (for ``LoadMoreScope/list``, the first section). For hosts of the design system (``TableHost`` and
/// ``GridHost``), `CellControllersDesignSystem` adds `init(distance:scope:handler:)` and
/// `init(distance:scope:load:)`, which use its standard footers: a loading `StatusContent` and an
/// error `StatusContent` that retries when tapped.
///
/// Assigning a trigger to an edge takes it from the edge it served (of this adapter or another),
/// and it starts afresh there: every end idle, none fired.
///
/// - Complexity: O(v + s) per displayed item and per apply, for v visible items and s sections.
@MainActor
public final class LoadMoreTrigger<Host: CellHosting> {
    /// The footer's message while loading.
    package static var loadingMessage: String { "Loading more…" }
    /// What the error footer adds to the failure's message.
    package static var retryHint: String { "tap to retry" }

    /// How close the last visible item must come to an end (at the top edge: the first visible
    /// item to a start).
    package var distance: LoadMoreDistance
    /// Which ends are watched.
    package let scope: LoadMoreScope
    /// The edge of the list the trigger watches: where the adapter serves it
    /// (``CellControllerAdapter/loadMore`` or ``CellControllerAdapter/loadMoreAtTop``);
    /// ``LoadMoreEdge/bottom`` while it serves none.
    package internal(set) var edge = LoadMoreEdge.bottom
    /// The state of each end that fired (ends that never fired are ``LoadMoreState/idle``).
    package private(set) var states: [LoadMoreEnd: LoadMoreState] = [:]
    /// Called with every state change of an end, after the footer was updated (for logs).
    public var didChangeState: ((LoadMoreEnd, LoadMoreState) -> Void)?

    let handler: (LoadMoreRequest) -> Void
    let footer: (LoadMoreEnd, LoadMoreState, @escaping @MainActor () -> Void) -> CellController<Host>?
    /// Each end's item count when it last fired.
    var firedCounts: [LoadMoreEnd: Int] = [:]
    /// Each end's current request.
    var requests: [LoadMoreEnd: LoadMoreRequest] = [:]
    /// Each end's footer controller, made once per state.
    var footers: [LoadMoreEnd: CellController<Host>] = [:]
    /// Whether a state change is updating the footers (the trigger does not fire meanwhile).
    var isChangingState = false
    /// The adapter it serves; set by ``CellControllerAdapter/loadMore`` and
    /// ``CellControllerAdapter/loadMoreAtTop``.
    weak var adapter: CellControllerAdapter<Host>?

    /// Creates a trigger with footers of your own.
    ///
    /// - Parameters:
    ///   - distance: how close the last visible item must come to an end.
    ///   - scope: the whole list, or each section.
    ///   - footer: the footer controller for an end's state (`loading` or `failed`), given a
    ///     closure that retries; `nil` for no footer. (At the top edge, it is shown as the
    ///     header of the start's section.)
    ///   - handler: called with a ``LoadMoreRequest`` when an end comes near; load the page,
    ///     apply it, and finish (or fail) the request.
    public init(
        distance: LoadMoreDistance,
        scope: LoadMoreScope = .list,
        footer: @escaping (LoadMoreEnd, LoadMoreState, @escaping @MainActor () -> Void) -> CellController<Host>?,
        handler: @escaping (LoadMoreRequest) -> Void
    ) {
        self.distance = distance
        self.scope = scope
        self.footer = footer
        self.handler = handler
    }

    /// The state of `end`.
    public func state(of end: LoadMoreEnd) -> LoadMoreState {
        states[end] ?? .idle
    }

    /// Calls the handler again for a failed end (what a tap on its error footer does).
    ///
    /// - Returns: whether the end had failed and was retried.
    @discardableResult
    public func retry(_ end: LoadMoreEnd) -> Bool {
        guard case .failed = state(of: end) else { return false }
        fire(end, itemCount: firedCounts[end] ?? 0)
        return true
    }

    /// Forgets every end's state, count, request and footer: the trigger now serves another
    /// edge (or adapter), whose ends are other ends. (A request still out settles nothing.)
    func startAfresh(at edge: LoadMoreEdge) {
        self.edge = edge
        states = [:]
        firedCounts = [:]
        requests = [:]
        footers = [:]
    }

    /// Starts a load of `end`: the loading footer, then the handler, then a look at the ends (the
    /// loading footer and a page the handler applied at once may have moved them).
    func fire(_ end: LoadMoreEnd, itemCount: Int) {
        firedCounts[end] = itemCount
        let request = LoadMoreRequest(end: end, edge: edge, itemCount: itemCount) { [weak self] request, settlement in
            self?.settle(request, settlement)
        }
        requests[end] = request
        setState(.loading, of: end, evaluating: false)
        // The page is a change of its own, even while the pagination rows change.
        if let adapter {
            adapter.host.outsideScrollAnchorHold { handler(request) }
        } else {
            handler(request)
        }
        adapter?.evaluateLoadMore()
    }

    private func settle(_ request: LoadMoreRequest, _ settlement: LoadMoreRequest.Settlement) {
        guard requests[request.end] === request, self.state(of: request.end) == .loading else { return }
        requests[request.end] = nil
        switch settlement {
        case .finished:
            setState(.idle, of: request.end)
        case .failed(let message):
            setState(.failed(message: message), of: request.end)
        case .notLoaded:
            // The page's screen was never shown: forget that the end fired with this count, so
            // that it is due again (the look at the ends that follows fires it if it is near).
            firedCounts[request.end] = nil
            setState(.idle, of: request.end)
        }
    }

    /// Makes `state` the state of `end`, updates the footers, reports the change, then (when
    /// `evaluating`) looks at the ends again: the footer's new height may have brought an end
    /// near (or, for a finished page, left this one near).
    private func setState(_ state: LoadMoreState, of end: LoadMoreEnd, evaluating: Bool = true) {
        states[end] = state == .idle ? nil : state
        if state == .idle {
            footers[end] = nil
        } else {
            footers[end] = footer(end, state) { [weak self] in self?.retry(end) }
        }
        guard let adapter else {
            didChangeState?(end, state)
            return
        }
        // The row's change and the loading rows of the ends that fire again at once are one change.
        adapter.changingPaginationRows {
            isChangingState = true
            adapter.loadMoreFootersDidChange()
            isChangingState = false
            didChangeState?(end, state)
            if evaluating { adapter.evaluateLoadMore() }
        }
    }
}

extension LoadMoreTrigger {
    /// Creates a trigger whose loader is asynchronous, with footers of your own: each request
    /// runs `load` in a task on the main actor, and finishes when it returns or fails with the
    /// error it throws (its description is the error footer's message). An
    /// ``ApplySupersededError`` is no failure: the page is not loaded, and the end asks for it
    /// again (see ``LoadMoreRequest/fail(_:)``).
    ///
    /// `load` fetches the page and applies it, for example with a ``DiffableDataSource``'s
    /// `try await dataSource.update { snapshot in try snapshot.appendItems(page) }`,
    /// which appends it to the newest requested screen, so that edits made meanwhile (a
    /// swipe-delete) and the page compose.
    public convenience init(
        distance: LoadMoreDistance,
        scope: LoadMoreScope = .list,
        footer: @escaping (LoadMoreEnd, LoadMoreState, @escaping @MainActor () -> Void) -> CellController<Host>?,
        load: @escaping @MainActor (LoadMoreRequest) async throws -> Void
    ) {
        self.init(distance: distance, scope: scope, footer: footer) { request in
            Task { @MainActor in
                do {
                    try await load(request)
                    request.finish()
                } catch {
                    request.fail(error)
                }
            }
        }
    }
}

/// How close the last visible item must come to an end for a ``LoadMoreTrigger`` to fire (at the
/// top edge, the first visible item to a start).
public enum LoadMoreDistance: Hashable, Sendable {
    /// At most this many items after the last visible item (0: the last item is visible); at the
    /// top edge, before the first visible item (0: the first item is visible).
    case items(Int)
    /// At most this many points between the bottom of the last visible item and the bottom of
    /// the end's last item; at the top edge, between the top of the start's first item and the
    /// top of the first visible item.
    case points(Double)
}

/// The edge of a list a ``LoadMoreTrigger`` loads pages at.
package enum LoadMoreEdge: Hashable, Sendable {
    /// The start of the list (or of each section): older pages, inserted above the first item,
    /// as a chat's history. ``CellControllerAdapter/loadMoreAtTop``.
    case top
    /// The end of the list (or of each section): the next page, appended.
    /// ``CellControllerAdapter/loadMore``.
    case bottom
}

/// Which ends a ``LoadMoreTrigger`` watches.
public enum LoadMoreScope: Hashable, Sendable {
    /// The end of the whole list (the last section's last item): one feed of pages.
    case list
    /// The end of each section: every section loads its own pages.
    case eachSection
}
