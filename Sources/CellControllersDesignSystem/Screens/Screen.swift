import CellControllers

/// A screen of a design system: a host, its adapter, a ``ScreenState`` and one handler for every
/// action its items send.
///
/// The content sections are built by a ``SectionsBuilder`` closure from the model and the
/// screen's ``actions``; the status states (loading, empty, error) are built by
/// ``ScreenState/statusSections(for:actions:)``. ``setState(_:)`` applies the new state's
/// sections through `CellControllerAdapter.apply(_:)`, so every switch is an animated diff.
///
/// ```swift
/// let screen = Screen<GridHost, Profile, SettingsAction>(host: host, onAction: { print($0) }) { profile, actions in
///     ControllerSection(id: "main") {
///         ContainerItem(id: "name", content: LeftRightContent(left: .title(profile.name), right: .chevron))
///             .action(.openProfile, to: actions)
///     }
/// }
/// try screen.setState(.content(profile))
/// ```
@MainActor
public final class Screen<Host: ContainerHosting, Model, Action> {
    /// The adapter showing the current state's sections.
    public let adapter: CellControllerAdapter<Host>
    /// The dispatcher every item action goes through.
    public let actions: ActionDispatcher<Action>
    /// The state shown.
    public private(set) var state: ScreenState<Model, Action> = .loading

    private let content: (Model, ActionDispatcher<Action>) -> [ControllerSection<Host>]

    /// Creates a screen on `host`, showing the loading state.
    ///
    /// - Parameters:
    ///   - host: the host to drive; the screen's adapter becomes its data source and delegate.
    ///   - onAction: the handler of every action the items send.
    ///   - content: the content sections for a model, built with the screen's dispatcher.
    public init(
        host: Host,
        onAction: @escaping (Action) -> Void,
        @SectionsBuilder<Host> content: @escaping (Model, ActionDispatcher<Action>) -> [ControllerSection<Host>]
    ) {
        let actions = ActionDispatcher(onAction)
        self.actions = actions
        self.content = content
        let loading = ScreenState<Model, Action>.loading.statusSections(for: Host.self, actions: actions) ?? []
        self.adapter = CellControllerAdapter(host: host, sections: loading)
        // Lay out the loading state now, so that the first `setState` is a diff from it.
        host.reloadData()
    }

    /// The host.
    public var host: Host { adapter.host }

    /// The sections that show `state`.
    public func sections(for state: ScreenState<Model, Action>) -> [ControllerSection<Host>] {
        state.sections(actions: actions) { content($0, actions) }
    }

    /// Shows `state`: its sections are diffed against the current ones and applied.
    ///
    /// - Throws: `SnapshotError` when the new sections have duplicate identifiers; the screen
    ///   keeps its state.
    public func setState(_ state: ScreenState<Model, Action>) throws(SnapshotError) {
        try adapter.apply(sections(for: state))
        self.state = state
    }
}
