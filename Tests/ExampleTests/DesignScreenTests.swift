import CellControllers
import CellControllersDesignSystem
import Testing
@testable import example

/// The design-system example screens: exact text snapshots of what `example` prints, and their
/// actions.
@MainActor
@Suite("Design-system example screens")
struct DesignScreenTests {
    func run(_ arguments: String) -> String {
        let result = ExampleCLI.run(arguments: arguments.split(separator: " ").map(String.init))
        #expect(result.exitCode == 0, "\(arguments): \(result.error)")
        #expect(result.error == "")
        return result.output
    }

    @Test("settings: profile, region, menu and push sections, as a table and as a grid")
    func settings() {
        #expect(run("--screen settings") == DesignScreenFixtures.settings)
        #expect(run("--screen settings --layout grid") == DesignScreenFixtures.settings)
        #expect(run("--screen settings --width 40 --select 0 --long-press 0") == DesignScreenFixtures.settingsNarrow)
    }

    @Test("settings: every item's action, and none for the disabled option", arguments: [
        (1, "selected: choose search region (now Russia)"),
        (3, "selected: open messages"),
        (5, "selected: turn off push messages"),
        (7, "selected: turn on push vacancies"),
        (8, "selected: nothing (item 8 cannot be selected)"),
    ])
    func settingsActions(index: Int, line: String) {
        for layout in ["table", "grid"] {
            let output = run("--screen settings --layout \(layout) --select \(index)")
            #expect(output.hasSuffix("· [ ] Partner offers\n\(line)\n"))
        }
    }

    @Test("settings: the loading, empty and error states")
    func settingsStates() {
        #expect(run("--screen settings --state loading --width 40") == DesignScreenFixtures.settingsLoading)
        #expect(run("--screen settings --state empty --width 40") == DesignScreenFixtures.settingsEmpty)
        #expect(run("--screen settings --state error --width 40 --select 1") == DesignScreenFixtures.settingsError)
        #expect(run("--screen settings --layout grid --state error --width 40 --select 1") == DesignScreenFixtures.settingsError)
    }

    @Test("settings: the logic runs on actions, with no host and no cell")
    func settingsLogic() {
        var received: [SettingsAction] = []
        let actions = ActionDispatcher<SettingsAction> { received.append($0) }
        let sections = SettingsSections.sections(.demo, style: SettingsSections.grid, actions: actions)
        for controller in sections.flatMap(\.items) {
            controller.didChangeSelection(true)
        }
        #expect(received == [
            .openProfile, .chooseRegion(current: "Russia"),
            .openMenu("favourites"), .openMenu("messages"), .openMenu("applications"),
            .setPush("messages", isOn: false), .setPush("status", isOn: false), .setPush("vacancies", isOn: true),
        ])
        #expect(sections.map { $0.header != nil } == [false, false, true])
    }

    @Test("products: one view in a table, a paged grid row and a stack")
    func products() {
        #expect(run("--screen products") == DesignScreenFixtures.products)
        #expect(run("--screen products --layout grid --columns 3 --width 48 --height 3 --select 2 --long-press 1")
            == DesignScreenFixtures.productsPagedRow)
        #expect(run("--screen products --select 4 --long-press 0").contains("""
            ──────────────────────────────────────────────────────────
            selected: open product 5
            long-pressed: add product 1 to the cart
            Paged row
            """))
        #expect(run("--screen products --state error --width 40 --select 1") == DesignScreenFixtures.productsError)
    }

    @Test("products: the shop's carousel of cards scrolls sideways with --carousel-offset")
    func productsCarousel() {
        let scrolled = run("--screen products --carousel-offset 17")
        #expect(scrolled.contains("""
            Shop (one grid: a carousel of cards above the list)
              Featured
               Rain jacket      Trail shoes      Beanie           Thermo
               €79      ★ 4.8   €120     ★ 4.5   €15      ★ 4.2   €25
              All products
            """))
        #expect(scrolled.contains("Cards 1–5 of 5 in view (offset 17 of 28); scroll sideways with --carousel-offset 28\n"))
        // At the end, the last card's right margin meets the viewport's edge; the first card is cut.
        let end = run("--screen products --carousel-offset 28")
        #expect(end.contains("""
              Featured
            ket      Trail shoes      Beanie           Thermos
             ★ 4.8   €120     ★ 4.5   €15      ★ 4.2   €25      ★ 4.9
            """))
        #expect(end.contains("Cards 2–5 of 5 in view (offset 28 of 28)\n"))
        // The rest of the screen is the unscrolled one's.
        #expect(run("--screen products --carousel-offset 0") == DesignScreenFixtures.products)
    }

    @Test("feed: photos and posts from a factory, in a table and in a grid")
    func feed() {
        #expect(run("--screen feed --width 40") == DesignScreenFixtures.feed)
        #expect(run("--screen feed --layout grid --width 50 --select 4 --long-press 1") == DesignScreenFixtures.feedGrid)
        #expect(run("--screen feed --width 40 --select 1 --long-press 2").hasSuffix("selected: open post 2\nlong-pressed: like 3\n"))
        #expect(run("--screen feed --state empty --width 40") == DesignScreenFixtures.feedEmpty)
    }

    @Test("The screens are registered and list their states")
    func registry() {
        let registry = ScreenRegistry.standard
        for name in ["settings", "products", "feed"] {
            let screen = registry.screen(named: name)
            #expect(screen?.supportedStates == PlaceholderState.allCases, "\(name)")
            #expect(screen?.supportedLayouts == [.table, .grid], "\(name)")
        }
    }
}
