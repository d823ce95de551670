import Foundation
import Testing
@testable import example

/// `example --interactive` in a real terminal (tmux): the listing appears, keys scroll, tap and
/// filter, a resize re-lays out, and quitting — with q, Ctrl-C or SIGTERM — restores the
/// terminal: the main screen, the cursor and the `stty` settings.
///
/// They need tmux; without it they are skipped, except in CI (`CI` set), where `.ci/run`
/// installs it and its absence fails them.
@MainActor
@Suite("Example in a terminal", .serialized, .enabled(if: TerminalHarness.canRun, "tmux is not installed: skipping the terminal tests (CI installs it)"))
struct ExampleTerminalTests {
    /// The example's listing at `width` columns, sized to its content: what the viewport
    /// scrolls over.
    private func listing(width: Int) -> [String] {
        ExampleCLI.run(arguments: ["--width", "\(width)"]).output.split(separator: "\n").map(String.init)
    }

    /// A harness running the example with `arguments` after saving `stty -g`, then printing its
    /// exit status and saving `stty -g` again.
    /// `arguments` may use the paths of the harness's files.
    private func start(
        _ arguments: @escaping (_ file: (String) -> String) -> String = { _ in "" },
        columns: Int = 80,
        rows: Int = 24
    ) throws -> TerminalHarness {
        let example = try #require(ExampleBinaryTests.executableURL(), "no 'example' executable next to the tests").path
        return try TerminalHarness(columns: columns, rows: rows) { file in
            """
            stty -g > '\(file("before"))'; echo shell-before-example; \
            '\(example)' --interactive \(arguments(file)); echo "exit=$?"; \
            stty -g > '\(file("after"))'; exec sleep 600
            """
        }
    }

    /// The status line of a screen (the line before the last).
    private func status(_ lines: [String]) -> String {
        lines.count >= 2 ? lines[lines.count - 2] : ""
    }

    /// Checks that the example has exited with `code` and the terminal is as it was.
    private func expectRestored(_ harness: TerminalHarness, exitCode: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lines = try harness.waitFor("the exit status", sourceLocation: sourceLocation) { $0.contains("exit=\(exitCode)") }
        #expect(lines.contains("shell-before-example"), "the main screen is back", sourceLocation: sourceLocation)
        #expect(!lines.contains { $0.contains("Pharmacy") }, "the listing is gone with the alternate screen", sourceLocation: sourceLocation)
        #expect(try harness.display("#{alternate_on} #{cursor_flag}") == "0 1", "main screen, cursor shown", sourceLocation: sourceLocation)
        let before = harness.waitForFile("before")
        let after = harness.waitForFile("after")
        #expect(before != nil && before == after, "stty settings restored", sourceLocation: sourceLocation)
    }

    @Test("the listing appears; j and Down scroll, End reaches the end, Enter taps, / filters, a resize re-lays out, q restores")
    func session() throws {
        let harness = try start()
        let wide = listing(width: 80)
        var lines = try harness.waitFor("the listing") { self.status($0).hasPrefix(" items 1–3 of 12") }
        #expect(Array(lines.prefix(22)) == Array(wide.prefix(22)))

        // Each wait is for a whole screen (a capture may come in the middle of a redraw).
        try harness.send("j")
        try harness.waitFor("a scroll by one line") { Array($0.prefix(22)) == Array(wide[1..<23]) }
        try harness.send("Down")
        try harness.waitFor("another line") { Array($0.prefix(22)) == Array(wide[2..<24]) }

        try harness.send("End")
        lines = try harness.waitFor("the end") { self.status($0).hasPrefix(" items 9–12 of 12") }
        #expect(Array(lines.prefix(22)) == Array(wide.suffix(22)))

        try harness.send("Enter")
        try harness.waitFor("the tap's action line") {
            $0.last?.hasPrefix("selected: ") == true && $0.last?.contains(" — call (617) 555-01") == true
        }

        try harness.send("Home")
        try harness.send("/")
        try harness.type("walg")
        lines = try harness.waitFor("the filter") { $0.last == "/walg" && self.status($0).contains("2 of 12 match") }
        let numbered = lines.filter { $0.first?.isNumber == true }
        #expect(numbered.map { String($0.prefix(12)) } == ["2. Walgreens", "7. Walgreens"])
        try harness.send("Escape")
        lines = try harness.waitFor("the cleared filter") { self.status($0).hasPrefix(" items 1–3 of 12 · lines") }
        #expect(Array(lines.prefix(22)) == Array(wide.prefix(22)))

        try harness.run(["resize-window", "-t", "t", "-x", "60", "-y", "24"])
        let narrow = listing(width: 60)
        lines = try harness.waitFor("the layout at 60 columns") {
            Array($0.prefix(22)) == Array(narrow.prefix(22)) && self.status($0).hasPrefix(" items 1–3 of 12 · lines 1–22 of \(narrow.count)")
        }
        #expect(lines.allSatisfy { $0.count <= 60 }, "a line is wider than 60 columns")

        try harness.send("q")
        try expectRestored(harness, exitCode: 0)
    }

    @Test("Ctrl-C quits with status 130 and restores the terminal")
    func controlC() throws {
        let harness = try start { _ in "--layout grid --columns 3" }
        try harness.waitFor("the grid") { self.status($0).hasPrefix(" items 1–") }
        try harness.send("C-c")
        try expectRestored(harness, exitCode: 130)
    }

    @Test("SIGTERM restores the terminal and exits with 128 + 15")
    func terminate() throws {
        let harness = try start { _ in "--screen settings" }
        try harness.waitFor("the settings") { self.status($0).hasPrefix(" items 1–") }
        let children = try harness.shellChildren()
        #expect(children.count == 1)
        for child in children { kill(child, SIGTERM) }
        try expectRestored(harness, exitCode: 143)
    }

    @Test("standard output redirected: one error line, exit status 1, terminal untouched")
    func outputNotATerminal() throws {
        let harness = try start { file in "> /dev/null 2> '\(file("err"))'" }
        try harness.waitFor("the exit status") { $0.contains("exit=1") }
        #expect(harness.waitForFile("err")
            == "error: --interactive needs a terminal, but standard output is not one (run it in a terminal, without redirection)\n")
        #expect(try harness.display("#{alternate_on}") == "0")
    }
}

/// `--interactive` without a terminal, through the real executable (no tmux needed).
@Suite("Example interactive without a terminal")
struct ExampleNotATerminalTests {
    @Test("standard input not a terminal: one error line on stderr, nothing on stdout, exit status 1")
    func inputNotATerminal() throws {
        let result = try #require(try ExampleBinaryTests.run(["--interactive"], standardInput: .nullDevice))
        #expect(result.exitCode == 1)
        #expect(result.output.isEmpty)
        #expect(result.error
            == "error: --interactive needs a terminal, but standard input is not one (run it in a terminal, without redirection)\n")
    }
}
