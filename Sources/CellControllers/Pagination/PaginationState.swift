/// A ``CellControllerAdapter``'s pagination: its triggers at the bottom and the top, the
/// headers and footers it shows for them, and whether it is evaluating them.
@MainActor
struct PaginationState<Host: CellHosting> {
    /// The trigger at the end (``CellControllerAdapter/loadMore``).
    var bottom: LoadMoreTrigger<Host>?
    /// The trigger at the start (``CellControllerAdapter/loadMoreAtTop``).
    var top: LoadMoreTrigger<Host>?
    /// The headers and footers the host shows as pagination headers and footers.
    var elements: Set<PaginationElement> = []
    /// Whether the adapter is looking at the pagination ends and firing them; evaluations asked
    /// for meanwhile (by a handler's apply or its `finish()`) are left to that loop, which looks
    /// again after every firing.
    var isEvaluating = false
}
