import CellControllers
import Testing
@testable import example

/// `--screen inbox` and its list-interaction options.
@MainActor
@Suite("Example inbox")
struct InboxExampleTests {
    /// The output lines of a successful run.
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "inbox"] + arguments, sourceLocation: sourceLocation)
    }

    /// The one error line of a failing run, which must exit with 2 and print nothing else.
    private func failure(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        ExampleRun.failure(["--screen", "inbox"] + arguments, sourceLocation: sourceLocation)
    }

    @Test("the inbox: Flagged first, then a section per day, 10 lines tall")
    func listing() {
        let lines = run([])
        #expect(lines.count == InboxScreen.defaultHeight)
        #expect(lines[0] == "  Flagged")
        #expect(lines[1] == " ⚑ Ana Lima      Lunch on Friday?                      09:41")
        #expect(lines[4] == "  Today")
        #expect(lines[9] == "  Yesterday")
    }

    @Test("--swipe N reveals the trailing actions over the row, and says which row")
    func swipe() {
        let lines = run(["--swipe", "3"])
        #expect(lines[5] == "   GitHub        PR #42 merged             [Archive][Delete]")
        #expect(lines.last == "swiped: row 3 (GitHub — PR #42 merged): [Archive][Delete]")
    }

    @Test("--swipe scrolls a row below the viewport into view first")
    func swipeOffscreen() {
        let lines = run(["--swipe", "10"])
        #expect(lines.contains("   Omar Aziz     Moving boxes              [Archive][Delete]"))
        #expect(lines.last == "swiped: row 10 (Omar Aziz — Moving boxes): [Archive][Delete]")
    }

    @Test("--swipe-action performs Archive or a confirmed Delete (any case): the row goes through the diff", arguments: [
        (["--swipe-action", "1:Archive"], "archived"), (["--swipe-action", "1:delete", "--confirm", "yes"], "deleted"),
    ])
    func swipeAction(arguments: [String], verb: String) {
        let lines = run(arguments)
        #expect(lines.last == "\(verb): Ben Okafor — Quarterly report draft")
        #expect(!lines.contains { $0.contains("Quarterly report draft") && !$0.hasPrefix(verb) && !$0.hasPrefix("confirm:") })
        #expect(lines[2] == " ⚑ Dan Park      Photos from the weekend               16:02")
    }

    @Test("Delete asks for a confirmation: until it is answered the row stays swiped and nothing is deleted")
    func deleteWaitsForConfirmation() {
        let lines = run(["--swipe-action", "1:Delete"])
        #expect(lines[2] == " ⚑ Ben Okafor    Quarterly report draft    [Archive][Delete]")
        #expect(lines.suffix(2) == [
            "confirm: delete Ben Okafor — Quarterly report draft?",
            "  (the row stays swiped until the confirmation is answered: --confirm yes or --confirm no)",
        ])
    }

    @Test("--confirm no keeps the message: the row springs back")
    func deleteDeclined() {
        let lines = run(["--swipe-action", "1:Delete", "--confirm", "no"])
        #expect(lines[2] == " ⚑ Ben Okafor    Quarterly report draft                08:30")
        #expect(lines.last == "kept: Ben Okafor — Quarterly report draft")
    }

    @Test("The app's confirmation: answered once, the swipe action completes; a second answer does nothing")
    func confirmationInApp() throws {
        let app = InboxApp(viewport: Size(width: 60, height: 10))
        let path = ItemPath(item: 1, section: 0)
        try app.host.swipe(at: path)
        #expect(try app.host.performSwipeAction(titled: "Delete") == false)
        #expect(app.host.revealedSwipeActions?.pendingActionIndex == 0)
        let completion = app.confirmation?.completion
        #expect(app.answerConfirmation(true))
        #expect(app.host.revealedSwipeActions == nil)
        #expect(app.message(at: path)?.summary == "Dan Park — Photos from the weekend")
        #expect(!app.answerConfirmation(true))
        #expect(completion?.complete(true) == .alreadyCalled)
    }

    @Test("--move reorders flagged messages; a target outside Flagged is kept among them")
    func move() {
        let lines = run(["--move", "0:2"])
        #expect(Array(lines[1...3]) == [
            " ⚑ Ben Okafor    Quarterly report draft                08:30",
            " ⚑ Dan Park      Photos from the weekend               16:02",
            " ⚑ Ana Lima      Lunch on Friday?                      09:41",
        ])
        #expect(lines.last == "moved: Ana Lima — Lunch on Friday?, from row 0 to row 2")
        let redirected = run(["--move", "1:6"])
        #expect(redirected.suffix(2) == [
            "moved: Ben Okafor — Quarterly report draft, from row 1 to row 2",
            "  (flagged messages are reordered among themselves)",
        ])
        #expect(run(["--move", "1:1"]).last == "moved: nothing (row 1 is already there)")
    }

    @Test("--move then --swipe-action: the adapter diffs from the reordered list")
    func moveThenArchive() {
        let lines = run(["--move", "0:2", "--swipe-action", "2:Archive"])
        #expect(lines.suffix(2) == ["moved: Ana Lima — Lunch on Friday?, from row 0 to row 2", "archived: Ana Lima — Lunch on Friday?"])
        #expect(Array(lines[1...2]) == [
            " ⚑ Ben Okafor    Quarterly report draft                08:30",
            " ⚑ Dan Park      Photos from the weekend               16:02",
        ])
    }

    @Test("--scroll-to-end loads every older page, then nothing more")
    func scrollToEnd() {
        let lines = run(["--scroll-to-end"])
        #expect(lines.suffix(4) == [
            "loaded: page 2, Saturday 21 November (3 messages)",
            "loaded: page 3, Friday 20 November (3 messages)",
            "loaded: page 4, Thursday 19 November (3 messages)",
            "loaded: no older mail",
        ])
        #expect(lines[InboxScreen.defaultHeight - 1] == "   Lea Roth      Birthday party!                       09:20")
        // Grace Kim's flagged message arrived with page 2 and joined the Flagged section.
        #expect(run(["--scroll-to-end", "--swipe", "3"]).last == "swiped: row 3 (Grace Kim — The recipe you asked for): [Archive][Delete]")
    }

    @Test("--height tall enough for the whole first page: the loader fires and the footer shows loading")
    func loadingFooter() {
        let lines = run(["--height", "16"])
        #expect(lines[14] == "                      ◌ Loading more…")
        #expect(lines[15] == "")
    }

    @Test("--events prints an impression for each row once it is wholly on screen, after its display")
    func impressions() {
        let lines = run(["--scroll-to-end", "--events"])
        guard let start = lines.firstIndex(of: "events:") else {
            Issue.record("no events")
            return
        }
        let events = Array(lines[(start + 1)...])
        #expect(events.contains("impression: Ana Lima — Lunch on Friday? (100%)"))
        var displayed: Set<String> = []
        var impressions = 0
        for event in events {
            if event.hasPrefix("display: ") {
                displayed.insert(String(event.dropFirst("display: ".count)))
            } else if event.hasPrefix("end display: ") {
                displayed.remove(String(event.dropFirst("end display: ".count)))
            } else if event.hasPrefix("impression: ") {
                impressions += 1
                #expect(event.hasSuffix(" (100%)"))
                let row = String(event.dropFirst("impression: ".count).dropLast(" (100%)".count))
                #expect(displayed.contains(row), "\(row) seen while not displayed")
            }
        }
        #expect(impressions >= 10)
    }

    @Test("--events prints prefetch, display and pagination events, one per line, in order")
    func events() {
        let lines = run(["--scroll-to-end", "--events"])
        guard let start = lines.firstIndex(of: "events:") else {
            Issue.record("no events")
            return
        }
        let events = Array(lines[(start + 1)...])
        #expect(events.first == "display: header Flagged")
        #expect(events.contains("display: Ana Lima — Lunch on Friday?"))
        #expect(events.contains("end display: Ana Lima — Lunch on Friday?"))
        let loads = events.filter { $0.hasPrefix("load more: ") }
        #expect(loads.prefix(4) == [
            "load more: footer loading", "load more: requested page 2 after 11 rows",
            "load more: loaded page 2", "load more: footer idle",
        ])
        #expect(loads.contains("load more: no older mail"))
        #expect(loads.filter { $0.hasPrefix("load more: requested") }.count == 4)
        let kinds = ["display: ", "end display: ", "load more: ", "prefetch: ", "cancel prefetch: ", "impression: "]
        #expect(events.allSatisfy { event in kinds.contains { event.hasPrefix($0) } })
        // Rows a screen ahead are prefetched, and a prefetched row is displayed or cancelled
        // before it is prefetched again.
        let prefetched = events.filter { $0.hasPrefix("prefetch: ") }
        #expect(!prefetched.isEmpty)
        var waiting: Set<String> = []
        for event in events {
            if event.hasPrefix("prefetch: ") {
                let row = String(event.dropFirst("prefetch: ".count))
                #expect(waiting.insert(row).inserted, "\(row) prefetched twice")
            } else if event.hasPrefix("cancel prefetch: ") {
                #expect(waiting.remove(String(event.dropFirst("cancel prefetch: ".count))) != nil)
            } else if event.hasPrefix("display: ") {
                waiting.remove(String(event.dropFirst("display: ".count)))
            }
        }
    }

    @Test("Day headers pin to the top while their section is on screen, and the next one pushes them out", arguments: [
        (0, ["  Flagged", " ⚑ Ana Lima"]),
        (2, ["  Flagged", " ⚑ Dan Park"]),   // pinned over the rows scrolled under it
        (4, ["  Today", "   GitHub"]),
    ])
    func pinnedDayHeaders(offset: Int, top: [String]) {
        let lines = run(["--offset", String(offset)])
        #expect(lines.count >= 2)
        #expect(zip(lines, top).allSatisfy { $0.hasPrefix($1) }, "\(lines.prefix(2))")
    }

    @Test("--select opens a message")
    func select() {
        #expect(run(["--select", "4"]).last == "selected: opened: Travel Desk — Your boarding pass")
    }

    @Test("bad values print one error line and exit 2", arguments: [
        (["--swipe", "11"], "error: --swipe 11 is out of range: the inbox shows 11 rows, numbered 0 to 10"),
        (["--swipe-action", "12:Archive"], "error: --swipe-action 12 is out of range: the inbox shows 11 rows, numbered 0 to 10"),
        (["--swipe-action", "1:Snooze"], "error: --swipe-action 1:Snooze: row 1 has no action 'Snooze'; its actions are Archive, Delete"),
        (["--swipe-action", "1:"], "error: --swipe-action must be ROW:TITLE, as in --swipe-action 2:Archive, but got '1:'"),
        (["--swipe-action", "Archive"], "error: --swipe-action must be ROW:TITLE, as in --swipe-action 2:Archive, but got 'Archive'"),
        (["--move", "0-2"], "error: --move must be FROM:TO, two row numbers, as in --move 0:1, but got '0-2'"),
        (["--move", "0:2:3"], "error: --move must be FROM:TO, two row numbers, as in --move 0:1, but got '0:2:3'"),
        (["--move", ":2"], "error: --move must be FROM:TO, two row numbers, as in --move 0:1, but got ':2'"),
        (["--move", "4:0"], "error: --move 4:0: row 4 (Travel Desk — Your boarding pass) is not flagged; only flagged messages can be reordered"),
        (["--move", "0:11"], "error: --move 11 is out of range: the inbox shows 11 rows, numbered 0 to 10"),
        (["--move", "20:0"], "error: --move 20 is out of range: the inbox shows 11 rows, numbered 0 to 10"),
        (["--swipe", "-1"], "error: --swipe must be a row number, 0 or more, but got '-1'"),
        (["--swipe"], "error: option --swipe needs a value, as in --swipe 2"),
        (["--offset", "40"], "error: --offset 40 is past the end: the inbox is 14 lines tall, so with --height 10 the largest offset is 4"),
        (["--layout", "grid"], "error: the inbox screen has no grid layout; use --layout table"),
        (["--confirm", "yes"], "error: --confirm answers the confirmation of --swipe-action ROW:Delete, but nothing asked for one"),
        (["--swipe-action", "1:Archive", "--confirm", "no"], "error: --confirm answers the confirmation of --swipe-action ROW:Delete, but nothing asked for one"),
        (["--swipe-action", "1:Delete", "--confirm", "maybe"], "error: --confirm must be yes or no, but got 'maybe'"),
    ])
    func errors(arguments: [String], message: String) {
        #expect(failure(arguments) == message)
    }

    @Test("the inbox options belong to the inbox screen")
    func otherScreens() {
        let result = ExampleCLI.run(arguments: ["--screen", "feed", "--events"])
        #expect(result.exitCode == 2)
        #expect(result.error == "error: --swipe, --swipe-action, --confirm, --move and --scroll-to-end apply to --screen inbox, and --events to --screen inbox or chat, not to the feed screen\n")
    }
}
