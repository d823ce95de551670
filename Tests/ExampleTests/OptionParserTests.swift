import Testing
@testable import example

/// Parsing the command line into ``ExampleOptions``.
@Suite("Option parser")
struct OptionParserTests {
    @Test("no arguments: the defaults")
    func defaults() throws {
        let options = try OptionParser.parse([])
        #expect(options == ExampleOptions())
        #expect(options.screen == "pharmacies")
        #expect(options.layout == .table)
        #expect(options.width == 60)
        #expect(options.height == nil)
        #expect(options.offset == 0)
    }

    @Test("every option, as separate values and with =")
    func everyOption() throws {
        let separate = try OptionParser.parse([
            "--screen", "pharmacies", "--layout", "grid", "--columns", "3", "--width", "90", "--height", "12",
            "--offset", "4", "--select", "2", "--long-press", "5", "--state", "empty", "data.json",
        ])
        let joined = try OptionParser.parse([
            "data.json", "--screen=pharmacies", "--layout=grid", "--columns=3", "--width=90", "--height=12",
            "--offset=4", "--select=2", "--long-press=5", "--state=empty",
        ])
        var expected = ExampleOptions()
        expected.file = "data.json"
        expected.layout = .grid
        expected.columns = 3
        expected.width = 90
        expected.height = 12
        expected.offset = 4
        expected.select = 2
        expected.longPress = 5
        expected.state = .empty
        #expect(separate == expected)
        #expect(joined == expected)
    }

    @Test("after --, every argument is a FILE, even one starting with -")
    func terminator() throws {
        let options = try OptionParser.parse(["--width", "30", "--", "--help"])
        #expect(options.file == "--help")
        #expect(options.showHelp == false)
        #expect(options.width == 30)
    }

    @Test("--help wins over errors elsewhere")
    func helpWins() throws {
        #expect(try OptionParser.parse(["--bogus", "-h"]).showHelp)
    }

    @Test("edit distance for suggestions", arguments: [
        ("--widht", "--width", 2), ("--width", "--width", 0), ("", "abc", 3), ("--selct", "--select", 1),
    ])
    func editDistance(lhs: String, rhs: String, distance: Int) {
        #expect(OptionParser.editDistance(lhs, rhs) == distance)
    }

    @Test("errors are usage errors (exit code 2)")
    func usageError() {
        #expect(throws: ExampleError.usage("option --layout needs a value, as in --layout grid")) {
            try OptionParser.parse(["--layout"])
        }
        #expect(ExampleError.usage("x").exitCode == 2)
        #expect(ExampleError.input("x").exitCode == 1)
    }
}

/// Parsing the inbox's list-interaction options.
@Suite("Option parser: list interactions")
struct ListInteractionOptionTests {
    @Test("every list option, as separate values and with =")
    func everyOption() throws {
        let separate = try OptionParser.parse(["--swipe", "3", "--swipe-action", "2:Archive", "--move", "0:4", "--scroll-to-end", "--events"])
        let joined = try OptionParser.parse(["--swipe=3", "--swipe-action=2:Archive", "--move=0:4", "--scroll-to-end", "--events"])
        var expected = ListInteractionOptions()
        expected.swipe = 3
        expected.swipeAction = .init(row: 2, title: "Archive")
        expected.move = .init(from: 0, to: 4)
        expected.scrollToEnd = true
        expected.events = true
        #expect(separate.interactions == expected)
        #expect(joined.interactions == expected)
        #expect(try OptionParser.parse([]).interactions.isEmpty)
    }

    @Test("a title may contain a colon; the flags take no value")
    func titles() throws {
        #expect(try OptionParser.parse(["--swipe-action", "0:Mark: read"]).interactions.swipeAction == .init(row: 0, title: "Mark: read"))
        #expect(throws: ExampleError.usage("option --events is given more than once")) {
            try OptionParser.parse(["--events", "--events"])
        }
    }
}
