import Testing
@testable import example

/// `--interactive` on the command line.
@Suite("Interactive options")
struct InteractiveOptionTests {
    @Test("--interactive is a flag that combines with --screen, --layout, --columns, --state and a FILE")
    func flag() throws {
        #expect(try OptionParser.parse([]).interactive == false)
        let options = try OptionParser.parse(["--interactive", "--screen", "feed", "--layout", "grid", "--columns", "3", "--state", "empty", "data.json"])
        #expect(options.interactive)
        #expect(options.screen == "feed")
        #expect(options.layout == .grid)
        #expect(options.columns == 3)
        #expect(options.state == .empty)
        #expect(options.file == "data.json")
    }

    @Test("the options the terminal and the keys replace are refused with --interactive", arguments: [
        ["--width", "40"], ["--height", "10"], ["--offset", "3"], ["--select", "0"], ["--long-press", "1"],
    ])
    func refused(arguments: [String]) {
        #expect(throws: ExampleError.usage("\(arguments[0]) cannot be combined with --interactive: the terminal is the viewport, "
            + "and keys scroll, tap (Enter) and long-press (l)")) {
            try OptionParser.parse(["--interactive"] + arguments)
        }
        #expect(throws: Never.self) { try OptionParser.parse(arguments) }
    }

    @Test("--interactive takes no value, and is given once")
    func noValue() {
        #expect(throws: ExampleError.usage("option --interactive is given more than once")) {
            try OptionParser.parse(["--interactive", "--interactive"])
        }
        #expect(throws: ExampleError.usage("unexpected argument 'b.json': only one FILE can be given (already have 'a.json')")) {
            try OptionParser.parse(["a.json", "--interactive", "b.json"])
        }
    }

    @Test("a misspelt --interactive suggests it")
    func suggestion() {
        #expect(throws: ExampleError.usage("unknown option '--interactiv' (did you mean --interactive?)")) {
            try OptionParser.parse(["--interactiv"])
        }
    }
}
