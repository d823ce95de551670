import CellControllers

extension LoadMoreTrigger where Host: ContainerHosting {
    /// Creates a trigger whose loader is asynchronous, with the design system's footers (see
    /// the core's `init(distance:scope:footer:load:)`).
    public convenience init(
        distance: LoadMoreDistance,
        scope: LoadMoreScope = .list,
        load: @escaping @MainActor (LoadMoreRequest) async throws -> Void
    ) {
        self.init(distance: distance, scope: scope, footer: Self.standardFooter, load: load)
    }

    /// Creates a trigger with the design system's footers: ``StatusContent`` rows, "Loading
    /// more…" while loading and the failure's message with "tap to retry" when it failed (a tap
    /// on it retries).
    ///
    /// - Parameters:
    ///   - distance: how close the last visible item must come to an end.
    ///   - scope: the whole list, or each section.
    ///   - handler: called with a `LoadMoreRequest` when an end comes near.
    public convenience init(
        distance: LoadMoreDistance,
        scope: LoadMoreScope = .list,
        handler: @escaping (LoadMoreRequest) -> Void
    ) {
        self.init(distance: distance, scope: scope, footer: Self.standardFooter, handler: handler)
    }

    /// The design system's footers: "Loading more…", and the failure's message with "tap to
    /// retry", which retries when tapped.
    static func standardFooter(_ end: LoadMoreEnd, _ state: LoadMoreState, _ retry: @escaping @MainActor () -> Void) -> CellController<Host>? {
        switch state {
        case .idle:
            return nil
        case .loading:
            return Host.containerController(for: ContainerItem(
                id: "loadMore.loading", content: StatusContent(.loading, message: Self.loadingMessage)))
        case .failed(let message):
            return Host.containerController(for: ContainerItem(
                id: "loadMore.failed", content: StatusContent(.error, message: "\(message) — \(Self.retryHint)"),
                accessibilityIdentifier: "loadMore.retry").onSelect(retry))
        }
    }
}
