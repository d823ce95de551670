import CellControllers
import CellControllersDesignSystem

/// A feed of photos and posts built by a ``FeedFactory`` from domain models (Busuu's example),
/// in a table or a grid: the factory and the content views are the same for both.
struct FeedScreen: ExampleScreen {
    let name = "feed"
    let summary = "photos and posts mapped to cells by a CellControllerFactory"
    var supportedStates: [PlaceholderState] { PlaceholderState.allCases }

    /// The narrowest grid column a feed item is drawn in.
    static let minimumColumnWidth = 18

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        let log = ActionLog()
        let actions = ActionDispatcher<FeedAction> { log.record($0.description) }
        let state = Self.state(for: options.state)
        switch options.layout {
        case .table:
            let factory = FeedFactory<TableHost>(actions: actions, insets: EdgeInsets(left: .m, right: .m))
            let sections = state.sections(actions: actions) { items in Self.section(items, factory: factory, layout: nil) }
            let host = ListingRenderer.tableHost(options, layout: TableLayout(separator: .line(inset: 0)))
            return try ListingRenderer.render(sections, in: host, options: options, actions: log)
        case .grid:
            let factory = FeedFactory<GridHost>(actions: actions, insets: EdgeInsets())
            let host = try ListingRenderer.gridHost(options, minimumColumnWidth: Self.minimumColumnWidth)
            var layout = host.layout
            layout.lineSpacing = .s
            let sections = state.sections(actions: actions) { items in Self.section(items, factory: factory, layout: layout) }
            return try ListingRenderer.render(sections, in: host, options: options, actions: log)
        }
    }

    /// The feed section: a header and the factory's controllers, laid out by `layout`.
    static func section<Host: ContainerHosting>(_ items: [FeedItem], factory: FeedFactory<Host>, layout: Host.Layout?) -> ControllerSection<Host> {
        ControllerSection(id: "feed", layout: layout) {
            factory.cellControllers(for: items)
        } header: {
            ContainerItem.header("Your feed", style: .large)
        }
    }

    /// The screen's state for `--state`: the demo feed without one.
    static func state(for placeholder: PlaceholderState?) -> ScreenState<[FeedItem], FeedAction> {
        switch placeholder {
        case nil: .content(FeedDemo.items)
        case .loading: .loading
        case .empty: .empty(message: "Nothing new. Follow someone to fill your feed")
        case .error: .error(message: "The feed could not be loaded", retry: .retry)
        }
    }
}
