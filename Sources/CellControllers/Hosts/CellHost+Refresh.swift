extension CellHost {
    /// The handler a pull to refresh runs (``pullToRefresh()``), like the action of UIKit's
    /// `UIRefreshControl`; `nil` (the default) for a list that cannot be refreshed. The refresh
    /// ends when the handler returns, as UIKit's ends with `endRefreshing()`: apply the new
    /// screen in it (an adapter's applies work as usual meanwhile, and so does every gesture).
    ///
    /// Setting it while a refresh runs changes what the next pull runs; the running one goes on.
    public var refreshHandler: (@MainActor () async -> Void)? {
        get { refresh.handler }
        set { refresh.handler = newValue }
    }

    /// Whether a refresh is running: from ``pullToRefresh()`` until its handler returns.
    /// ``renderText()`` then draws the refresh indicator over the viewport's first line.
    public var isRefreshing: Bool { refresh.isRefreshing }

    /// Simulates the user dragging the list down past its top and letting go, as a
    /// `UIRefreshControl` sees it: the refresh begins (``isRefreshing``) and its handler
    /// (``refreshHandler``) starts in a task on the main actor; the refresh ends when the handler
    /// returns. A pull while a refresh runs does nothing, as UIKit's refresh control ignores it.
    ///
    /// A pull does not scroll: the list must be at its top, where a drag down pulls. Like any
    /// touch, it first hides revealed swipe actions or a presented context menu, and then does
    /// nothing else, as a tap does.
    ///
    /// - Returns: the refresh's task, to await its end (`await task.value`), or `nil` when the
    ///   pull did nothing (a refresh was already running, or it only hid swipe actions or a
    ///   menu).
    /// - Throws: ``RefreshError/noRefreshHandler`` or ``RefreshError/notAtTop(offsetY:)``;
    ///   nothing happens.
    @discardableResult
    public func pullToRefresh() throws(RefreshError) -> Task<Void, Never>? {
        loadIfNeeded()
        guard let handler = refresh.handler else { throw .noRefreshHandler }
        guard contentOffset.y <= 0 else { throw .notAtTop(offsetY: contentOffset.y) }
        if dismissSwipeActionsForTouch() { return nil }
        guard !refresh.isRefreshing else { return nil }
        refresh.count += 1
        let number = refresh.count
        let task = Task { @MainActor [weak self] in
            await handler()
            self?.endRefresh(number)
        }
        refresh.running = (task, number)
        return task
    }

    /// Ends refresh `number`, if it is the one running.
    private func endRefresh(_ number: Int) {
        guard refresh.running?.number == number else { return }
        refresh.running = nil
    }

    /// The refresh indicator as ``renderText()`` draws it over the viewport's first line while
    /// a refresh runs, centred: `↻ Refreshing`.
    static var refreshIndicator: String { "↻ Refreshing" }
}
