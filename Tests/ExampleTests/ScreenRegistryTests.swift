import CellControllers
import CellControllersDesignSystem
import Testing
@testable import example

/// The `--screen` registry: how the CLI picks a screen and checks the options against what the
/// screen declares, using a small table-only test screen.
@MainActor
@Suite("Screen registry")
struct ScreenRegistryTests {
    /// A screen of three plain rows, table only, without states or a FILE.
    struct ColorsScreen: ExampleScreen {
        let name = "colors"
        let summary = "three colours, for testing the registry"
        var supportedLayouts: [ListLayout] { [.table] }

        func render(options: ExampleOptions) throws(ExampleError) -> String {
            let actions = ActionLog()
            let items = ["red", "green", "blue"].map { ColorController(color: $0) { actions.record("picked \($0)") } }
            let section = ControllerSection<TableHost>(id: "colors", layout: TableLayout(separator: .none), items: items)
            return try ListingRenderer.render([section], in: ListingRenderer.tableHost(options), options: options, actions: actions)
        }
    }

    final class ColorController: GenericCellController<TableCell> {
        let color: String
        let onPick: @MainActor (String) -> Void

        init(color: String, onPick: @escaping @MainActor (String) -> Void) {
            self.color = color
            self.onPick = onPick
            super.init()
        }

        override func configureCell(_ cell: TableCell) {
            cell.text = color
            cell.accessory = .disclosureIndicator
        }

        override func didChangeSelection(_ isSelected: Bool) {
            guard isSelected else { return }
            onPick(color)
        }
    }

    private let registry = ScreenRegistry([PharmaciesScreen(), ColorsScreen()])

    @Test("the standard registry has the pharmacies screen, which is the default")
    func standard() {
        #expect(ScreenRegistry.standard.names.first == ScreenRegistry.defaultScreenName)
        #expect(ScreenRegistry.standard.names == ["pharmacies", "settings", "products", "feed", "inbox", "chat", "countries", "files", "board", "wifi", "home", "carousels", "groups"])
        #expect(ExampleOptions().screen == ScreenRegistry.defaultScreenName)
    }

    @Test("--screen picks a registered screen, which gets the shared options")
    func pickScreen() {
        let result = ExampleCLI.run(arguments: ["--screen", "colors", "--width", "20", "--select", "1"], registry: registry)
        #expect(result.error == "")
        #expect(result.exitCode == 0)
        #expect(result.output == "red                ›\ngreen              ›\nblue               ›\nselected: picked green\n")
    }

    @Test("the CLI checks the options against what the screen supports", arguments: [
        (["--screen", "colors", "--layout", "grid"], "the colors screen has no grid layout; use --layout table"),
        (["--screen", "colors", "--state", "loading"], "the colors screen has no --state loading"),
        (["--screen", "colors", "file.json"], "the colors screen does not read a FILE, but got 'file.json'"),
        (["--screen", "shapes"], "unknown screen 'shapes': choose one of pharmacies, colors"),
    ])
    func unsupportedOptions(arguments: [String], message: String) {
        let result = ExampleCLI.run(arguments: arguments, registry: registry)
        #expect(result.exitCode == 2)
        #expect(result.error == "error: \(message)\n")
    }

    @Test("--help lists every registered screen with its summary")
    func helpListsScreens() {
        let help = ExampleCLI.run(arguments: ["--help"], registry: registry).output
        #expect(help.contains("pharmacies  pharmacy search results, from FILE.json or built-in demo data"))
        #expect(help.contains("colors      three colours, for testing the registry"))
    }
}
