import CellControllers
import Testing
@testable import example

/// `--screen chat`: a bottom-anchored chat that loads older messages at the top through a top
/// pagination trigger, driven by `--scroll-up`, `--older`, `--receive` and `--events`.
@MainActor
@Suite("Example chat")
struct ChatExampleTests {
    /// The output lines of a successful run, 40 columns wide.
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "chat", "--width", "40"] + arguments, sourceLocation: sourceLocation)
    }

    /// The one error line of a failing run, which must exit with 2.
    private func failure(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        ExampleRun.failure(arguments, sourceLocation: sourceLocation)
    }

    @Test("the chat starts at its latest message, 8 lines tall")
    func listing() {
        #expect(run([]) == [
            " Ana: #33 Yes! 7pm?",
            "                #34 Perfect, I'll book.",
            " Ana: #35 Bring the photos",
            "                            #36 Will do",
            " Ana: #37 See you there",
            "                       #38 Running late",
            " Ana: #39 No rush",
            "        #40 Are we still on for Friday?",
        ])
    }

    @Test("a new message at the end keeps the chat pinned to it")
    func receivePinned() {
        let lines = run(["--receive", "2", "--events"])
        #expect(lines[6] == " Ana: #41 Yes! 7pm?")
        #expect(lines[7] == "                #42 Perfect, I'll book.")
        #expect(lines[8...] == ["events:", "new message 41: pinned to the end", "new message 42: pinned to the end"])
    }

    @Test("scrolled up, new messages leave the screen alone")
    func receiveScrolledUp() {
        let lines = run(["--scroll-up", "3", "--receive", "2", "--events"])
        #expect(lines[0] == "                       #30 Running late")
        #expect(lines[7] == " Ana: #37 See you there")
        #expect(lines[8...] == [
            "events:",
            "scrolled up 3 lines: away from the end",
            "new message 41: scrolled up, offset kept",
            "new message 42: scrolled up, offset kept",
        ])
    }

    @Test("--older: the older page is asked for at the top and loads above the rows on screen, which stay")
    func olderPage() {
        let lines = run(["--older", "--events"])
        // At the top, the loading row showed on line 1 and message 21 on line 2; the page went
        // above, and message 21 is still on line 2.
        #expect(lines[0] == "                            #20 Will do")
        #expect(lines[1] == " Ana: #21 See you there")
        #expect(lines[8...] == [
            "events:",
            "older page 3 requested at the top (20 messages shown): loading row above",
            "older page 3 loaded at the top: first visible row kept at line 2",
        ])
    }

    @Test("the chat's options belong to the chat screen, and --offset to the others", arguments: [
        (["--screen", "inbox", "--older"], "error: --scroll-up, --older and --receive apply to --screen chat, not to the inbox screen"),
        (["--screen", "chat", "--swipe", "1"],
         "error: --swipe, --swipe-action, --confirm, --move and --scroll-to-end apply to --screen inbox, and --events to --screen inbox or chat, not to the chat screen"),
        (["--screen", "chat", "--receive", "0"], "error: --receive must be a whole number from 1 to 100, but got '0'"),
        (["--screen", "chat", "--offset", "2"], "error: --offset does not apply to the chat, which starts at its end: use --scroll-up 2"),
        (["--screen", "chat", "--layout", "grid"], "error: the chat screen has no grid layout; use --layout table"),
    ])
    func errors(arguments: [String], message: String) {
        #expect(failure(arguments) == message)
    }

    @Test("the chat runs interactively from its latest message")
    func interactive() throws {
        let session = try InteractiveTesting.tableSession(["--screen", "chat"], columns: 40, rows: 6)
        #expect(session.host.scrollAnchoring == .bottom)
        #expect(session.host.isScrolledToEnd)
        #expect(session.frame.lines.contains("        #40 Are we still on for Friday?"))
    }

    @Test("the help lists the chat screen and its options")
    func help() {
        let help = ExampleCLI.run(arguments: ["--help"]).output
        #expect(help.contains("chat"))
        #expect(help.contains("a bottom-anchored chat: older messages load at the top"))
        #expect(help.contains("--older              scroll to the top"))
        #expect(help.contains("--receive N"))
    }
}
