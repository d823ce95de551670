import CellControllers
import Testing
@testable import example

/// `--select` and `--long-press`: a simulated touch goes through the host to the item's
/// controller, whose action reaches the screen's one handler and is printed after the listing.
@MainActor
@Suite("Example interactions")
struct ExampleInteractionTests {
    /// The last line of the output.
    private func lastLine(_ arguments: [String]) -> Substring? {
        let result = ExampleCLI.run(arguments: arguments)
        #expect(result.exitCode == 0)
        #expect(result.error == "")
        return result.output.split(separator: "\n").last
    }

    @Test("--select taps an item: its controller calls the pharmacy", arguments: [
        (0, "selected: 1. CVS — call (617) 555-0142"),
        (2, "selected: 3. Rite Aid — call (617) 555-0100"),
        (11, "selected: 12. Brookline Village Apothecary — call (617) 555-0172"),
    ])
    func select(index: Int, line: String) {
        #expect(lastLine(["--select", "\(index)"]) == Substring(line))
    }

    @Test("--long-press copies the address, in a table or a grid", arguments: ListLayout.allCases)
    func longPress(layout: ListLayout) {
        #expect(lastLine(["--layout", layout.rawValue, "--long-press", "4"])
            == "long-pressed: 5. North End Apothecary — copy address 215 Hanover Street, Boston MA 02113")
    }

    @Test("the action line follows the listing, which is unchanged; select comes before long press")
    func actionLinesAfterListing() {
        let result = ExampleCLI.run(arguments: ["--long-press", "1", "--select", "5"])
        #expect(result.output == ExampleFixtures.defaultListing
            + "selected: 6. Back Bay Compounding Pharmacy & Wellness Center — call (617) 555-0123\n"
            + "long-pressed: 2. Walgreens — copy address 24 School Street, Boston MA 02108\n")
    }

    @Test("an item scrolled out of view can still be tapped")
    func selectOffscreen() {
        #expect(lastLine(["--height", "5", "--select", "9"]) == "selected: 10. CVS — call (617) 555-0155")
    }

    @Test("the error state's message can be tapped to retry; the others cannot be tapped")
    func placeholderTaps() {
        #expect(lastLine(["--state", "error", "--select", "0"]) == "selected: retry loading pharmacies")
        #expect(lastLine(["--state", "loading", "--select", "0"]) == "selected: nothing (item 0 cannot be selected)")
        #expect(lastLine(["--state", "empty", "--long-press", "0"])
            == "long-pressed: nothing (item 0 does not respond to long presses)")
    }

    @Test("a record without a phone number has nothing to call")
    func noPhone() throws {
        try ExampleFixtures.withTemporaryFile("[" + ExampleFixtures.recordJSON(overrides: ["phone": "\"\""]) + "]") { path in
            let result = ExampleCLI.run(arguments: [path, "--select", "0"])
            #expect(!result.output.contains("Phone"))
            #expect(result.output.hasSuffix("selected: 1. Corner Drug — no phone number to call\n"))
        }
    }

    @Test("every controller a factory makes sends its actions to the factory's one handler")
    func factoryHandler() {
        var received: [PharmacyAction] = []
        let factory = PharmacyFactory<PharmacyCell>(onAction: { received.append($0) })
        let pharmacy = Pharmacy(
            name: "Rite Aid", address1: "12 Cambridge Street", city: "Boston", state: "MA", zipCode: "02114",
            phone: "6175550100", email: "store1042@riteaid.example", fax: "6175550101", distance: 0.74)
        let controllers = factory.cellControllers(for: PharmacyResult.numbered([pharmacy, pharmacy]))
        controllers[1].didChangeSelection(true)
        controllers[0].didLongPressCell()
        #expect(received == [
            .call(title: "2. Rite Aid", phone: "(617) 555-0100"),
            .copyAddress(title: "1. Rite Aid", address: "12 Cambridge Street, Boston MA 02114"),
        ])
    }
}
