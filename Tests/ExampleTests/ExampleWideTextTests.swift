import CellControllers
import Testing
@testable import example

/// The example with names that are not ASCII: every line stays within the viewport, measured
/// in terminal columns.
@MainActor
@Suite("Example wide text")
struct ExampleWideTextTests {
    private static let names = ["東京薬局 🏥 Pharmacy", "Ｆｕｌｌｗｉｄｔｈ Ｄｒｕｇ", "Café e\u{301}lite 👨‍👩‍👧 🇯🇵", "薬局薬局薬局薬局薬局薬局薬局薬局"]

    private func listing(_ arguments: [String]) throws -> [String] {
        var output: [String] = []
        let records = Self.names.map { ExampleFixtures.recordJSON(name: $0) }
        try ExampleFixtures.withTemporaryFile("[" + records.joined(separator: ", ") + "]") { path in
            let result = ExampleCLI.run(arguments: arguments + [path])
            #expect(result.exitCode == 0, "\(result.error)")
            output = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return output
    }

    @Test("a table of wide names: every line at most the width", arguments: [16, 24, 40, 60])
    func table(width: Int) throws {
        let lines = try listing(["--width", "\(width)"])
        #expect(lines.count > 4)
        for line in lines {
            #expect(TextRendering.columnWidth(of: line) <= width, "\(line)")
        }
    }

    @Test("rows in 40 columns: the name padded or cut with … before the distance")
    func firstRow() throws {
        let lines = try listing(["--width", "40"])
        // 3 + 8 + 1 + 2 + 1 + 8 columns of title, 7 of padding, 10 of distance.
        #expect(lines.contains("1. 東京薬局 🏥 Pharmacy       7.50 miles"))
        // The name gets 29 columns: 27 of whole characters, the … and a space where the next
        // wide character does not fit.
        #expect(lines.contains("4. 薬局薬局薬局薬局薬局薬局…  7.50 miles"))
    }

    @Test("a grid of wide names: every line at most the width", arguments: [(40, 2), (70, 3), (30, 1)])
    func grid(width: Int, columns: Int) throws {
        let lines = try listing(["--layout", "grid", "--columns", "\(columns)", "--width", "\(width)"])
        #expect(lines.count > 4)
        for line in lines {
            #expect(TextRendering.columnWidth(of: line) <= width, "\(line)")
        }
    }
}
