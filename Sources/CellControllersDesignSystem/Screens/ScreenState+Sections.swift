import CellControllers

extension ScreenState {
    /// The message a loading state shows.
    public static var loadingMessage: String { "Loading…" }
    /// The label of the error state's button.
    public static var retryTitle: String { "Retry" }

    /// The sections showing this state if it is a status, or `nil` for ``content(_:)``.
    ///
    /// Each status is one full-width section of its own (``ContainerHosting/statusLayout``):
    /// a centred ``StatusContent``; the error state adds a Retry ``ButtonContent`` that sends its
    /// `retry` action to `actions`.
    @MainActor
    public func statusSections<Host: ContainerHosting>(
        for host: Host.Type = Host.self,
        actions: ActionDispatcher<Action>
    ) -> [ControllerSection<Host>]? {
        let insets = EdgeInsets(top: .s, bottom: .s)
        switch self {
        case .content:
            return nil
        case .loading:
            return [ControllerSection(id: ScreenStatusSection.loading, layout: Host.statusLayout) {
                ContainerItem(id: "loading", content: StatusContent(.loading, message: Self.loadingMessage), insets: insets)
            }]
        case .empty(let message):
            return [ControllerSection(id: ScreenStatusSection.empty, layout: Host.statusLayout) {
                ContainerItem(id: "empty", content: StatusContent(.empty, message: message), insets: insets)
            }]
        case .error(let message, let retry):
            return [ControllerSection(id: ScreenStatusSection.error, layout: Host.statusLayout) {
                ContainerItem(id: "error", content: StatusContent(.error, message: message), insets: insets)
                ContainerItem(id: "retry", content: ButtonContent(Self.retryTitle), accessibilityIdentifier: "state.retry")
                    .action(retry, to: actions)
            }]
        }
    }

    /// The sections showing this state: `content(model)` for ``content(_:)``, the
    /// ``statusSections(for:actions:)`` otherwise.
    @MainActor
    public func sections<Host: ContainerHosting>(
        actions: ActionDispatcher<Action>,
        @SectionsBuilder<Host> content: (Model) -> [ControllerSection<Host>]
    ) -> [ControllerSection<Host>] {
        if case .content(let model) = self { return content(model) }
        return statusSections(for: Host.self, actions: actions) ?? []
    }
}

/// The identifiers of the sections that show a status, distinct from any content section's.
enum ScreenStatusSection: Hashable, Sendable {
    case loading
    case empty
    case error
}
