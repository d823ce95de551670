import CellControllers
import Testing
@testable import example

/// `--screen board`: two lists in two hosts; a card dragged within a list (live reorder while
/// held, `--hold`) or to the other list (`--drag`, `--drop`), and a list that refuses cards.
@MainActor
@Suite("Example board")
struct BoardExampleTests {
    /// The output lines of a successful run, 30 columns wide.
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "board", "--width", "30"] + arguments, sourceLocation: sourceLocation)
    }

    @Test("the board: both lists, with their titles")
    func listing() {
        #expect(run([]) == [
            "To do", "  Write the brief", "  Blocked: legal review", "  Fix the flaky test", "  Ship 0.3",
            "Done", "  Plan the release", "  Triage issues",
        ])
    }

    @Test("--drag and --drop to the other list: deleted from one, inserted in the other")
    func dropOnOtherList() {
        #expect(run(["--drag", "todo:3", "--drop", "done:0"]) == [
            "To do", "  Write the brief", "  Blocked: legal review", "  Fix the flaky test",
            "Done", "  Ship 0.3", "  Plan the release", "  Triage issues",
            "dragged \"Ship 0.3\" from todo:3 to done:0: moved",
        ])
    }

    @Test("--hold within a list: the card is shown at the place, the other rows make room; nothing changed yet")
    func holdWithinList() {
        #expect(run(["--drag", "todo:0", "--drop", "todo:2", "--hold"]) == [
            "To do", "  Blocked: legal review", "  Fix the flaky test", "  Write the brief", "  Ship 0.3",
            "Done", "  Plan the release", "  Triage issues",
            "holding \"Write the brief\" over todo:2 (move); the lists have not changed yet",
        ])
    }

    @Test("--drop within a list moves the card there")
    func dropWithinList() {
        #expect(run(["--drag", "done:1", "--drop", "done:0"]) == [
            "To do", "  Write the brief", "  Blocked: legal review", "  Fix the flaky test", "  Ship 0.3",
            "Done", "  Triage issues", "  Plan the release",
            "dragged \"Triage issues\" from done:1 to done:0: moved",
        ])
    }

    @Test("the Done list refuses blocked cards: nothing changes")
    func refused() {
        #expect(run(["--drag", "todo:1", "--drop", "done:0"]).last
            == "dragged \"Blocked: legal review\" from todo:1 to done:0: cancelled (the Done list refused it; nothing changed)")
        #expect(run(["--drag", "todo:1", "--drop", "done:0"]).prefix(8) == run([]).prefix(8))
    }

    @Test("impossible requests are usage errors", arguments: [
        (["--drag", "todo:9", "--drop", "done:0"], "error: --drag todo:9 --drop done:0: Item [0, 9] is out of range: section 0 has 4 items."),
        (["--drag", "todo:0", "--drop", "done:5"], "error: --drag todo:0 --drop done:5: Destination [0, 5] is out of range: dragged items can go to 0..<3 in section 0."),
        (["--drag", "todo:0"], "error: --drag needs a place to drag the card to: add --drop LIST:ROW"),
        (["--drop", "done:0"], "error: --drop and --hold need a card to drag: add --drag LIST:ROW"),
        (["--drag", "doing:0", "--drop", "done:0"], "error: --drag takes a list and a row, as in --drag todo:2 (lists: todo, done), but got 'doing:0'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(ExampleRun.failure(["--screen", "board"] + arguments) == message)
    }

    @Test("the drag options belong to the board")
    func otherScreens() {
        #expect(ExampleRun.failure(["--screen", "inbox", "--drag", "todo:0", "--drop", "done:0"])
            == "error: --drag, --drop and --hold apply to --screen board, not to the inbox screen")
    }
}
