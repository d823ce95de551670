/// One screen of the example, chosen with `--screen NAME`.
///
/// To add a screen: write a type that conforms (usually a struct), build its sections of cell
/// controllers in ``render(options:)`` and hand them to ``ListingRenderer``, which sizes the
/// viewport, scrolls, renders and performs `--select` / `--long-press`. Then add an instance to
/// ``ScreenRegistry/standard``.
///
/// ```swift
/// struct SettingsScreen: ExampleScreen {
///     let name = "settings"
///     let summary = "a settings form with switches and pickers"
///     var supportedLayouts: [ListLayout] { [.table] }
///
///     func render(options: ExampleOptions) throws(ExampleError) -> String {
///         let actions = ActionLog()
///         let sections = [ControllerSection<TableHost>(id: "general", items: [...])]
///         return try ListingRenderer.render(sections, in: ListingRenderer.tableHost(options), options: options, actions: actions)
///     }
/// }
/// ```
///
/// The CLI checks ``supportedLayouts``, ``supportedStates`` and ``acceptsFile`` before calling
/// ``render(options:)``, so a screen only sees options it declared it supports.
@MainActor
protocol ExampleScreen {
    /// The name given to `--screen`: lowercase, no spaces.
    var name: String { get }
    /// One line describing the screen, shown in `--help`.
    var summary: String { get }
    /// The layouts the screen can be shown in. Default: table and grid.
    var supportedLayouts: [ListLayout] { get }
    /// The `--state` placeholders the screen can show. Default: none.
    var supportedStates: [PlaceholderState] { get }
    /// Whether the screen reads a FILE argument. Default: no.
    var acceptsFile: Bool { get }
    /// Whether the screen takes `--swipe`, `--swipe-action`, `--move`, `--scroll-to-end` and
    /// `--events`. Default: no.
    var supportsListInteractions: Bool { get }
    /// Whether the screen takes the chat's `--scroll-up`, `--older`, `--receive` and `--events`.
    /// Default: no.
    var supportsChatOptions: Bool { get }
    /// Whether the screen takes `--jump`, `--insert-above` and `--delete`. Default: no.
    var supportsSectionIndexOptions: Bool { get }
    /// Whether the screen takes `--expand`, `--collapse` and `--tap-disclosure`. Default: no.
    var supportsOutlineOptions: Bool { get }
    /// Whether the screen has a carousel that `--carousel-offset` scrolls (the products screen).
    var supportsCarouselOptions: Bool { get }
    /// Whether the screen takes `--drag`, `--drop` and `--hold` (the board screen). Default: no.
    var supportsDragOptions: Bool { get }
    /// The screen as text, without a final newline (the CLI adds it): the listing, then one
    /// line per simulated interaction.
    ///
    /// - Throws: ``ExampleError/input(_:)`` for bad input data, ``ExampleError/usage(_:)`` for
    ///   options that do not fit the data (such as `--select` past the last item).
    func render(options: ExampleOptions) throws(ExampleError) -> String
}

extension ExampleScreen {
    var supportedLayouts: [ListLayout] { ListLayout.allCases }
    var supportedStates: [PlaceholderState] { [] }
    var acceptsFile: Bool { false }
    var supportsListInteractions: Bool { false }
    var supportsChatOptions: Bool { false }
    var supportsSectionIndexOptions: Bool { false }
    var supportsOutlineOptions: Bool { false }
    var supportsCarouselOptions: Bool { false }
    var supportsDragOptions: Bool { false }
}

/// The screens `--screen` can choose from, in the order `--help` lists them.
@MainActor
struct ScreenRegistry {
    /// The screen `--screen` picks when not given.
    static let defaultScreenName = "pharmacies"

    /// Every screen the example ships with. Add new screens here.
    static var standard: ScreenRegistry {
        ScreenRegistry([
            PharmaciesScreen(),
            SettingsScreen(),
            ProductsScreen(),
            FeedScreen(),
            InboxScreen(),
            ChatScreen(),
            CountriesScreen(),
            FilesScreen(),
            BoardScreen(),
            WiFiScreen(),
            HomeScreen(),
            CarouselsScreen(),
            GroupsScreen(),
        ])
    }

    /// The registered screens, in order.
    let screens: [any ExampleScreen]

    /// A registry of `screens`; names should be unique (the first of a name wins).
    init(_ screens: [any ExampleScreen]) {
        self.screens = screens
    }

    /// The names of the registered screens, in order.
    var names: [String] { screens.map(\.name) }

    /// The screen called `name`, or `nil`.
    func screen(named name: String) -> (any ExampleScreen)? {
        screens.first { $0.name == name }
    }
}
