import Foundation
import Testing
@testable import example

/// Bad command lines and bad input: one `error: ` line on stderr, nothing on stdout, exit code 2
/// for usage errors and 1 for input errors.
@MainActor
@Suite("Example errors")
struct ExampleErrorTests {
    /// Asserts `arguments` fail with exactly `message` and `exitCode`.
    private func expectFailure(_ arguments: [String], _ message: String, exitCode: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        let result = ExampleCLI.run(arguments: arguments)
        #expect(result.exitCode == exitCode, sourceLocation: sourceLocation)
        #expect(result.output == "", sourceLocation: sourceLocation)
        #expect(result.error == "error: \(message)\n", sourceLocation: sourceLocation)
    }

    @Test("usage errors exit with 2", arguments: [
        (["--width", "abc"], "--width must be a whole number from 16 to 400, but got 'abc'"),
        (["--width", "-5"], "--width must be a whole number from 16 to 400, but got '-5'"),
        (["--width=0"], "--width must be a whole number from 16 to 400, but got '0'"),
        (["--width", "40.5"], "--width must be a whole number from 16 to 400, but got '40.5'"),
        (["--height", "none"], "--height must be a whole number from 1 to 5000, but got 'none'"),
        (["--offset", "-1"], "--offset must be a whole number, 0 or more, but got '-1'"),
        (["--width"], "option --width needs a value, as in --width 40"),
        (["--widht", "40"], "unknown option '--widht' (did you mean --width?)"),
        (["--verbose"], "unknown option '--verbose' (run with --help to see the options)"),
        (["-v"], "unknown option '-v' (run with --help to see the options)"),
        (["--layout", "list"], "unknown layout 'list': use --layout table or --layout grid"),
        (["--state", "done"], "unknown state 'done': use one of loading, empty, error"),
        (["--screen", "news"], "unknown screen 'news': choose one of pharmacies, settings, products, feed, inbox, chat, countries, files, board, wifi, home, carousels, groups"),
        (["--width", "40", "--width", "50"], "option --width is given more than once"),
        (["a.json", "b.json"], "unexpected argument 'b.json': only one FILE can be given (already have 'a.json')"),
        (["--columns", "3"], "--columns only applies to grids: add --layout grid"),
        (["--layout", "grid", "--columns", "0"], "--columns must be a whole number from 1 to 20, but got '0'"),
        (["--layout", "grid", "--columns", "4"],
         "--columns 4 does not fit in --width 60: each column would be 14 characters wide, but a card needs 18; "
            + "use fewer columns or --width 75 or more"),
        (["--layout", "grid", "--columns", "1", "--width", "17"],
         "--columns 1 does not fit in --width 17: each column would be 17 characters wide, but a card needs 18; "
            + "use --width 18 or more"),
        (["--select", "12"], "--select 12 is out of range: the screen has 12 items, numbered 0 to 11"),
        (["--long-press", "99", "--layout", "grid"], "--long-press 99 is out of range: the screen has 12 items, numbered 0 to 11"),
        (["--state", "loading", "--select", "1"], "--select 1 is out of range: the screen has 1 item, numbered 0"),
        (["--select", "first"], "--select must be a whole number, 0 or more, but got 'first'"),
        (["--offset", "86"], "--offset 86 is past the end: the listing is 86 lines tall, so the largest offset is 85"),
        (["--height", "10", "--offset", "77"],
         "--offset 77 is past the end: the listing is 86 lines tall, so with --height 10 the largest offset is 76"),
        (["--screen", "products", "--carousel-offset", "29"],
         "--carousel-offset 29 is past the end: at --width 60 the carousel scrolls at most 28 columns"),
        (["--screen", "products", "--carousel-offset", "-3"], "--carousel-offset must be a whole number, 0 or more, but got '-3'"),
        (["--screen", "inbox", "--carousel-offset", "2"], "--carousel-offset applies to --screen products or home, not to the inbox screen"),
        (["--state", "error", "x.json"], "--state shows a placeholder instead of data, so it cannot be combined with the FILE 'x.json'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        expectFailure(arguments, message, exitCode: 2)
    }

    @Test("a missing file exits with 1")
    func missingFile() {
        expectFailure(["/no/such/dir/pharmacies.json"], "cannot read '/no/such/dir/pharmacies.json': no such file", exitCode: 1)
    }

    @Test("a directory is not a file")
    func directory() throws {
        try ExampleFixtures.withTemporaryFile("[]") { file in
            let directory = String(file.dropLast("/pharmacies.json".count))
            expectFailure([directory], "cannot read '\(directory)': it is a directory, not a JSON file", exitCode: 1)
        }
    }

    /// Bad file contents and the message after the file name.
    nonisolated static let badFiles: [(contents: String, message: String)] = {
        func records(_ records: String...) -> String { "[" + records.joined(separator: ", ") + "]" }
        let valid = ExampleFixtures.recordJSON()
        func without(_ field: String) -> String { ExampleFixtures.recordJSON(overrides: [field: String?.none]) }
        func with(_ field: String, _ json: String) -> String { ExampleFixtures.recordJSON(overrides: [field: json]) }
        return [
            (records(valid, without("email")), "record at index 1 is missing the field \"email\""),
            (records(without("zipCode")), "record at index 0 is missing the field \"zipCode\""),
            (records(with("phone", "6175550100")), "field \"phone\" of record at index 0 has the wrong type; expected a string"),
            (records(with("distance", "\"near\"")),
             "field \"distance\" of record at index 0 has the wrong type; expected a number (miles)"),
            (records(with("name", "null")), "field \"name\" of record at index 0 is null; expected a string"),
            (records(with("distance", "-0.5")), "record at index 0 has distance -0.5; it must be 0 or more (miles)"),
            (records(valid, "42"),
             "record at index 1 has the wrong type; expected a JSON object with the fields "
                + "name, address1, city, state, zipCode, phone, email, fax, distance"),
            (valid, "the top level has the wrong type; expected a JSON array of pharmacy records, like [{\"name\": …}, …]"),
            ("[\n  {\"name\": \"A\",\n   \"city\" \"Boston\"}\n]", "not valid JSON (invalid value at line 3, column 11)"),
            ("[{\"name\": \"Å\", \"city\" x}]", "not valid JSON (invalid value at line 1, column 23)"),
            ("[{\"name\": \"A\"", "not valid JSON (unexpected end of file during JSON parse)"),
            ("  \n", "not valid JSON (the file is empty)"),
        ]
    }()

    @Test("bad files exit with 1 and name the record and the field", arguments: badFiles)
    func inputErrors(contents: String, message: String) throws {
        try ExampleFixtures.withTemporaryFile(contents) { path in
            expectFailure([path], "'\(path)': \(message)", exitCode: 1)
        }
    }

    @Test("a file that is not UTF-8 text")
    func notUTF8() throws {
        try ExampleFixtures.withTemporaryFile("") { path in
            try Data([0x5B, 0xC3, 0x28, 0x5D]).write(to: URL(fileURLWithPath: path))
            expectFailure([path], "'\(path)': not valid JSON (the file is not UTF-8 text)", exitCode: 1)
        }
    }
}
