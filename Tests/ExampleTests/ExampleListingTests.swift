import Testing
@testable import example

/// What `example` prints for valid command lines: exact text snapshots.
@MainActor
@Suite("Example listing")
struct ExampleListingTests {
    @Test("no arguments prints the demo results as a table")
    func defaultListing() {
        let result = ExampleCLI.run(arguments: [])
        #expect(result.exitCode == 0)
        #expect(result.error == "")
        #expect(result.output == ExampleFixtures.defaultListing)
    }

    @Test("the default listing has 12 numbered results, each with its distance and contacts")
    func defaultListingContents() {
        let lines = ExampleCLI.run(arguments: []).output.split(separator: "\n", omittingEmptySubsequences: false)
        let titles = lines.filter { $0.first?.isNumber == true }
        #expect(titles.count == 12)
        #expect(titles.enumerated().allSatisfy { $0.element.hasPrefix("\($0.offset + 1). ") && $0.element.hasSuffix(" miles") })
        #expect(lines.filter { $0.hasPrefix("   Phone  (617) 555-01") }.count == 12)
        #expect(lines.filter { $0.hasPrefix("   Fax    (617) 555-01") }.count == 12)
        #expect(lines.allSatisfy { $0.count <= 60 })
    }

    @Test("--layout grid draws cards in two columns")
    func gridLayout() {
        let result = ExampleCLI.run(arguments: ["--layout", "grid", "--height", "12"])
        #expect(result.exitCode == 0)
        #expect(result.output == """
            Pharmacy search results                             12 found
            ════════════════════════════════════════════════════════════
            ╭───────────────────────────╮ ╭───────────────────────────╮
            │ 1. CVS                    │ │ 2. Walgreens              │
            │ 0.38 miles                │ │ 0.51 miles                │
            │ 587 Boylston Street       │ │ 24 School Street          │
            │ Boston MA 02116           │ │ Boston MA 02108           │
            │ (617) 555-0142            │ │ (617) 555-0118            │
            │ store0587@cvs.example     │ │ store2271@walgreens.exam… │
            ╰───────────────────────────╯ ╰───────────────────────────╯
            ╭───────────────────────────╮ ╭───────────────────────────╮
            │ 3. Rite Aid               │ │ 4. Beacon Hill Pharmacy   │

            """)
    }

    @Test("--columns 3 --width 70 fits three whole cards, scrolled by --offset")
    func gridColumnsAndOffset() {
        let result = ExampleCLI.run(arguments: ["--layout=grid", "--columns=3", "--width=70", "--height=9", "--offset=10"])
        #expect(result.exitCode == 0)
        #expect(result.output == """
            ╭────────────────────╮ ╭────────────────────╮ ╭────────────────────╮
            │ 4. Beacon Hill Ph… │ │ 5. North End Apot… │ │ 6. Back Bay Compo… │
            │ 0.92 miles         │ │ 1.13 miles         │ │ 1.27 miles         │
            │ 88 Charles Street  │ │ 215 Hanover Street │ │ 350 Newbury Street │
            │ Boston MA 02114    │ │ Boston MA 02113    │ │ Boston MA 02115    │
            │ (617) 555-0164     │ │ (617) 555-0177     │ │ (617) 555-0123     │
            │ hello@beaconhillr… │ │ info@northendrx.e… │ │ rx@backbaycompoun… │
            ╰────────────────────╯ ╰────────────────────╯ ╰────────────────────╯
            ╭────────────────────╮ ╭────────────────────╮ ╭────────────────────╮

            """)
    }

    @Test("--offset scrolls the table by whole lines")
    func offset() {
        let result = ExampleCLI.run(arguments: ["--height", "10", "--offset", "9"])
        #expect(result.exitCode == 0)
        #expect(result.output == """
            2. Walgreens                                      0.51 miles
               24 School Street
               Boston MA 02108
               Phone  (617) 555-0118
               Fax    (617) 555-0119
               Email  store2271@walgreens.example
               ─────────────────────────────────────────────────────────
            3. Rite Aid                                       0.74 miles
               12 Cambridge Street
               Boston MA 02114

            """)
    }

    @Test("without --height, --offset shows everything below the offset")
    func offsetWithoutHeight() {
        let result = ExampleCLI.run(arguments: ["--offset", "79"])
        let expected = ExampleFixtures.defaultListing.split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(79).joined(separator: "\n")
        #expect(result.output == expected)
        #expect(result.output.hasPrefix("12. Brookline Village Apothecary"))
    }

    @Test("--width narrows every line: names are cut, long addresses wrap and the row grows")
    func narrowWidth() {
        let result = ExampleCLI.run(arguments: ["--width", "24", "--offset", "44", "--height", "16"])
        #expect(result.exitCode == 0)
        #expect(result.output == """
            7. Walgreens  1.46 miles
               530 Commonwealth
               Avenue
               Boston MA 02215
               Phone  (617) 555-0190
               Fax    (617) 555-0191
               Email  store1185@wal…
               ─────────────────────
            8. South End… 1.68 miles
               601 Tremont Street
               Boston MA 02118
               Phone  (617) 555-0131
               Fax    (617) 555-0132
               Email  care@southend…
               ─────────────────────
            9. Harborsid… 1.85 miles

            """)
    }

    @Test("a FILE argument lists that file's records")
    func fileArgument() throws {
        let second = ExampleFixtures.recordJSON(name: "Harbor Rx", overrides: ["phone": #""+1 (978) 555-0199""#, "distance": "12"])
        try ExampleFixtures.withTemporaryFile("[\n" + ExampleFixtures.recordJSON() + ",\n" + second + "\n]\n") { path in
            let result = ExampleCLI.run(arguments: [path, "--width", "40"])
            #expect(result.exitCode == 0)
            #expect(result.error == "")
            #expect(result.output == """
                Pharmacy search results          2 found
                ════════════════════════════════════════
                1. Corner Drug                7.50 miles
                   9 Elm Street
                   Salem MA 01970
                   Phone  (978) 555-0111
                   Fax    (978) 555-0112
                   Email  desk@cornerdrug.example
                   ─────────────────────────────────────
                2. Harbor Rx                 12.00 miles
                   9 Elm Street
                   Salem MA 01970
                   Phone  (978) 555-0199
                   Fax    (978) 555-0112
                   Email  desk@cornerdrug.example
                   ─────────────────────────────────────

                """)
        }
    }

    @Test("a list taller than 5000 lines shows the first 5000 and says how to scroll to the rest")
    func longList() throws {
        let records = (1...720).map { ExampleFixtures.recordJSON(name: "Store \($0)") }
        try ExampleFixtures.withTemporaryFile("[" + records.joined(separator: ",\n") + "]") { path in
            let lines = ExampleCLI.run(arguments: [path]).output.split(separator: "\n", omittingEmptySubsequences: false)
            // 2 header lines + 720 rows of 7 lines = 5042 lines of content.
            #expect(lines.count == 5_002)
            #expect(lines[4_997].hasPrefix("   Fax    (978) 555-0112"))
            #expect(lines[4_999] == "   ─────────────────────────────────────────────────────────")
            #expect(lines[5_000] == "… 42 more lines below; scroll with --offset 5000")
            let rest = ExampleCLI.run(arguments: [path, "--offset", "5000"]).output.split(separator: "\n")
            #expect(rest.count == 42)
            #expect(rest.last == "   ─────────────────────────────────────────────────────────")
        }
    }

    @Test("a FILE with an empty array shows the empty state")
    func emptyFile() throws {
        try ExampleFixtures.withTemporaryFile("[]") { path in
            let result = ExampleCLI.run(arguments: [path])
            #expect(result.exitCode == 0)
            #expect(result.output.contains("No pharmacies found"))
        }
    }

    @Test("--state shows one message cell under the header", arguments: [
        ("loading", "                    Loading pharmacies…"),
        ("empty", "                    No pharmacies found"),
        ("error", "          Could not load pharmacies. Tap to retry."),
    ])
    func placeholderStates(state: String, messageLine: String) {
        let result = ExampleCLI.run(arguments: ["--state", state])
        #expect(result.exitCode == 0)
        #expect(result.output == """
            Pharmacy search results
            ════════════════════════════════════════════════════════════

            \(messageLine)


            """)
    }

    @Test("--help explains what the example shows, every option, examples and exit codes")
    func help() {
        for flag in ["--help", "-h"] {
            let result = ExampleCLI.run(arguments: ["--width", "abc", flag])
            #expect(result.exitCode == 0)
            #expect(result.error == "")
            let help = result.output
            #expect(help.hasPrefix("example: a demo of CellControllers"))
            for option in OptionParser.Option.allCases {
                #expect(help.contains(option.rawValue), "help does not mention \(option.rawValue)")
            }
            for word in ["USAGE", "FILE.json", "EXAMPLES", "EXIT STATUS", "pharmacies", "zipCode", "loading, empty or error"] {
                #expect(help.contains(word), "help does not mention \(word)")
            }
            #expect(help.split(separator: "\n").allSatisfy { $0.count <= 100 })
        }
    }
}
