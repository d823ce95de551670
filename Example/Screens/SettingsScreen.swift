import CellControllers
import CellControllersDesignSystem

/// hh.ru's demo settings screen, assembled from design-system cells: a profile (avatar, name and
/// hint, chevron, inset separator), the search region (title, detail and chevron), a menu of
/// icon + title rows with large space above and below, and push-notification checkboxes under a
/// large header. Every tap yields a ``SettingsAction``.
///
/// In a grid (as hh.ru builds it) the menu's space is its section insets; in a table it is a
/// spacer header and footer. The items are the same.
struct SettingsScreen: ExampleScreen {
    let name = "settings"
    let summary = "hh.ru's settings screen built from design-system rows"
    var supportedStates: [PlaceholderState] { PlaceholderState.allCases }

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        let log = ActionLog()
        let actions = ActionDispatcher<SettingsAction> { log.record($0.description) }
        let state = Self.state(for: options.state)
        switch options.layout {
        case .table:
            let host = ListingRenderer.tableHost(options, layout: TableLayout(separator: .none))
            let sections = state.sections(actions: actions) { SettingsSections.sections($0, style: SettingsSections.table, actions: actions) }
            return try ListingRenderer.render(sections, in: host, options: options, actions: log)
        case .grid:
            let host = GridHost(viewportSize: Size(width: Double(options.width), height: 1), layout: .list())
            let sections = state.sections(actions: actions) { SettingsSections.sections($0, style: SettingsSections.grid, actions: actions) }
            return try ListingRenderer.render(sections, in: host, options: options, actions: log)
        }
    }

    /// The screen's state for `--state`: the demo data without one.
    static func state(for placeholder: PlaceholderState?) -> ScreenState<SettingsModel, SettingsAction> {
        switch placeholder {
        case nil: .content(.demo)
        case .loading: .loading
        case .empty: .empty(message: "No settings yet")
        case .error: .error(message: "Could not load your settings", retry: .retry)
        }
    }
}
