import CellControllers
import Foundation

/// The default screen: pharmacy search results from FILE.json or the built-in ``DemoData``,
/// as a table of ``PharmacyCell`` rows or a grid of ``PharmacyGridCell`` cards, under a header.
///
/// With `--state`, or when the results are empty, it shows a placeholder table with one
/// ``MessageCell`` instead; the error message can be tapped to retry.
struct PharmaciesScreen: ExampleScreen {
    /// The narrowest grid column a card is drawn in (a phone number and the box around it).
    static let minimumCardWidth = 18
    /// The header title.
    static let title = "Pharmacy search results"

    let name = "pharmacies"
    let summary = "pharmacy search results, from FILE.json or built-in demo data"
    var supportedStates: [PlaceholderState] { PlaceholderState.allCases }
    var acceptsFile: Bool { true }

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        // Every controller's action goes to this one handler, which records it for the CLI.
        let actions = ActionLog()
        let onAction: @MainActor (PharmacyAction) -> Void = { actions.record($0.description) }

        if let state = options.state {
            return try renderPlaceholder(state, options: options, actions: actions, onAction: onAction)
        }
        let pharmacies = if let file = options.file {
            try PharmacyLoader.load(path: file)
        } else {
            try PharmacyLoader.decode(Data(DemoData.pharmaciesJSON.utf8), source: "built-in demo data")
        }
        guard !pharmacies.isEmpty else {
            return try renderPlaceholder(.empty, options: options, actions: actions, onAction: onAction)
        }
        let results = PharmacyResult.numbered(pharmacies)
        let detail = "\(results.count) found"

        switch options.layout {
        case .table:
            let section = ControllerSection<TableHost>(
                id: "results",
                header: HeaderController<HeaderCell>(title: Self.title, detail: detail),
                layout: TableLayout(separator: .line(inset: Double(PharmacyCell.indent))),
                items: PharmacyFactory<PharmacyCell>(onAction: onAction).cellControllers(for: results))
            return try ListingRenderer.render([section], in: ListingRenderer.tableHost(options), options: options, actions: actions)
        case .grid:
            let host = try ListingRenderer.gridHost(options, minimumColumnWidth: Self.minimumCardWidth)
            let section = ControllerSection<GridHost>(
                id: "results",
                header: HeaderController<GridHeaderCell>(title: Self.title, detail: detail),
                items: PharmacyFactory<PharmacyGridCell>(onAction: onAction).cellControllers(for: results))
            return try ListingRenderer.render([section], in: host, options: options, actions: actions)
        }
    }

    /// The message of each placeholder.
    static func message(for state: PlaceholderState) -> String {
        switch state {
        case .loading: "Loading pharmacies…"
        case .empty: "No pharmacies found"
        case .error: "Could not load pharmacies. Tap to retry."
        }
    }

    /// A table with the header and one message cell (placeholders are always tables).
    private func renderPlaceholder(
        _ state: PlaceholderState,
        options: ExampleOptions,
        actions: ActionLog,
        onAction: @escaping @MainActor (PharmacyAction) -> Void
    ) throws(ExampleError) -> String {
        var retry: (@MainActor () -> Void)?
        if state == .error {
            retry = { onAction(.retry) }
        }
        let message = MessageCellController(message: Self.message(for: state), onTap: retry)
        let section = ControllerSection<TableHost>(
            id: "placeholder",
            header: HeaderController<HeaderCell>(title: Self.title),
            layout: TableLayout(separator: .none),
            items: [message])
        return try ListingRenderer.render([section], in: ListingRenderer.tableHost(options), options: options, actions: actions)
    }
}
