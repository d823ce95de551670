/// One call of a ``LoadMoreTrigger``'s handler: which end needs more items, and how to say the
/// load is over.
///
/// Apply the new page through the adapter (its diff inserts the items), then call ``finish()``;
/// or call ``fail(_:)`` with the error, and the end shows an error footer whose tap retries. Only the
/// first of those calls counts, and only while the request is the end's current one. (At the
/// top edge, for a trigger of ``CellControllerAdapter/loadMoreAtTop``, the page goes before the
/// end's first item, and the footers are headers.)
///
/// A page applied asynchronously can be superseded: a later apply not built on it (a
/// swipe-delete applied from the screen shown, say) is shown first, and the page never is. The
/// apply then throws ``ApplySupersededError``; pass that error to ``fail(_:)`` and the page
/// counts as not loaded: the end goes back to idle, without an error footer, and asks for the
/// page again as soon as it is near (at once if it still is). Append pages with
/// ``DiffableDataSource/update(_:)`` to keep edits made meanwhile from superseding them at all.
@MainActor
public final class LoadMoreRequest {
    /// How a request ended.
    enum Settlement {
        /// The page is loaded.
        case finished
        /// Loading failed with this message: the error footer shows.
        case failed(message: String)
        /// The page's apply was superseded: it is not loaded, and the end asks for it again.
        case notLoaded
    }

    /// The end that came near.
    public let end: LoadMoreEnd
    /// The edge of ``end`` that came near: ``LoadMoreEdge/top`` asks for the page before its
    /// first item (insert it there), ``LoadMoreEdge/bottom`` for the page after its last.
    package let edge: LoadMoreEdge
    /// The end's number of items when the trigger fired (the whole list's, or the section's).
    public let itemCount: Int

    private let settle: (LoadMoreRequest, Settlement) -> Void

    init(end: LoadMoreEnd, edge: LoadMoreEdge, itemCount: Int, settle: @escaping (LoadMoreRequest, Settlement) -> Void) {
        self.end = end
        self.edge = edge
        self.itemCount = itemCount
        self.settle = settle
    }

    /// The page is loaded (and applied): the loading footer goes away.
    public func finish() {
        settle(self, .finished)
    }

    /// Loading failed: the end shows an error footer with `message`; tapping it (or calling
    /// ``LoadMoreTrigger/retry(_:)``) calls the handler again. Inside the package (the public
    /// form is ``fail(_:)``, whose message is the error's description).
    package func fail(message: String) {
        settle(self, .failed(message: message))
    }

    /// Loading failed with `error`: the end shows an error footer with the error's description
    /// (`"\(error)"`, so a `CustomStringConvertible` error chooses its message); tapping it (or
    /// calling ``LoadMoreTrigger/retry(_:)``) calls the handler again. An
    /// ``ApplySupersededError`` is not a failure but a page that is not loaded: the end goes back
    /// to idle, without an error footer, and fires again once it is near (at once if it still
    /// is), however many items it has.
    public func fail(_ error: some Error) {
        if error is ApplySupersededError {
            settle(self, .notLoaded)
        } else {
            fail(message: "\(error)")
        }
    }
}

/// An end that a ``LoadMoreTrigger`` loads more items at.
public enum LoadMoreEnd: Hashable, Sendable {
    /// The end of the whole list.
    case list
    /// The end of the section with this identifier (its model's, as a ``DiffIdentifier``).
    case section(DiffIdentifier)
}

/// Where loading the next page of an end stands.
public enum LoadMoreState: Hashable, Sendable {
    /// Nothing is loading: the trigger fires when the end comes near.
    case idle
    /// The handler was called and has not finished: the end shows the loading footer.
    case loading
    /// The last load failed with `message`: the end shows the error footer, whose tap retries.
    case failed(message: String)
}
