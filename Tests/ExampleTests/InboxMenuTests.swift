import CellControllers
import Testing
@testable import example

/// `--screen inbox` with `--menu`, `--menu-action`, `--refresh` and `--accessibility`.
@MainActor
@Suite("Example inbox context menus, refresh and accessibility")
struct InboxMenuTests {
    /// The output lines of a successful run.
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "inbox"] + arguments, sourceLocation: sourceLocation)
    }

    /// The one error line of a failing run, which must exit with 2 and print nothing else.
    private func failure(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        ExampleRun.failure(["--screen", "inbox"] + arguments, sourceLocation: sourceLocation)
    }

    @Test("--menu ROW: a long press presents the row's context menu, drawn below it")
    func menu() {
        #expect(run(["--menu", "1"]) == [
            "  Flagged",
            " ⚑ Ana Lima      Lunch on Friday?                      09:41",
            " ⚑ Ben Okafor    Quarterly report draft                08:30",
            " ⚑┌────────────┐ Photos from the weekend               16:02",
            "  │ Ben Okafor │",
            "  │ Reply      │ PR #42 merged                         09:12",
            "  │ Unflag     │ Your boarding pass                    07:55",
            "  │ Archive    │ Standup notes                         07:20",
            "  │ !Delete    │ Reminder: dentist at 16:00            06:00",
            "  └────────────┘",
            "menu: row 1 (Ben Okafor — Quarterly report draft): Reply, Unflag, Archive, Delete",
        ])
    }

    @Test("--long-press ROW presents the row's context menu too, and says so")
    func longPress() {
        let lines = run(["--long-press", "3"])
        #expect(lines.last == "long-pressed: row 3: context menu Reply, Flag, Archive, Delete")
        #expect(lines.contains { $0.contains("┌") })
    }

    @Test("--menu-action TITLE performs the action (any case), which dismisses the menu")
    func menuAction() {
        let flagged = run(["--menu", "3", "--menu-action", "flag"])
        #expect(flagged.suffix(2) == ["menu: row 3 (GitHub — PR #42 merged): Reply, Flag, Archive, Delete", "flagged: GitHub — PR #42 merged"])
        #expect(flagged[4] == " ⚑ GitHub        PR #42 merged                         09:12")
        let archived = run(["--menu", "3", "--menu-action", "Archive"])
        #expect(archived.last == "archived: GitHub — PR #42 merged")
        #expect(!archived.contains { $0.contains("PR #42") && !$0.hasPrefix("menu:") && !$0.hasPrefix("archived:") })
        #expect(!archived.contains { $0.contains("┌") })
    }

    @Test("--refresh: new mail is applied under the refresh indicator")
    func refresh() {
        let lines = run(["--refresh"])
        #expect(lines[0] == "                        ↻ Refreshing")
        #expect(lines[5] == "   Noor Haddad   Are we still on?                      09:58")
        #expect(lines[6] == "   Build Bot     Nightly build passed                  09:50")
        #expect(lines.suffix(2) == [
            "pulled: refreshing (the indicator covers the first line until the refresh handler returns)",
            "refreshed: 2 new messages: Noor Haddad — Are we still on?; Build Bot — Nightly build passed",
        ])
    }

    @Test("The refresh ends when its handler returns, after the mail arrived")
    func refreshEnds() async throws {
        let app = InboxApp(viewport: Size(width: 60, height: 10))
        let task = try #require(try app.host.pullToRefresh())
        #expect(app.host.isRefreshing)
        #expect(app.deliverNewMail().map(\.id) == [21, 22])
        await task.value
        #expect(!app.host.isRefreshing)
        #expect(!app.host.renderText().contains("Refreshing"))
        #expect(app.events.lines.suffix(3) == ["refresh: delivered 2 messages", "refresh: requested new mail", "refresh: ended"])
        // No refresh runs now: nothing more is delivered.
        #expect(app.deliverNewMail().isEmpty)
    }

    @Test("--accessibility prints the elements on screen in reading order, with their state and actions")
    func accessibility() {
        let lines = run(["--accessibility", "--height", "4", "--select", "1"])
        // The swipe actions (Delete, Archive), then the menu's (Reply, Unflag, Archive, Delete):
        // every one kept, as UIKit keeps them, names repeating (issue 27, bug 6).
        #expect(Array(lines.suffix(5)) == [
            "accessibility:",
            "  header 0 \"Flagged\" [header]",
            "  item [0, 0] \"Ana Lima, Lunch on Friday?, 09:41\" value \"flagged\" [button] actions: Delete, Archive, Reply, Unflag, Archive, Delete",
            "  item [0, 1] \"Ben Okafor, Quarterly report draft, 08:30\" value \"flagged\" [button, selected] actions: Delete, Archive, Reply, Unflag, Archive, Delete",
            "  item [0, 2] \"Dan Park, Photos from the weekend, 16:02\" value \"flagged\" [button] actions: Delete, Archive, Reply, Unflag, Archive, Delete",
        ])
    }

    @Test("Bad uses say what is wrong")
    func errors() {
        #expect(failure(["--menu-action", "Reply"]) == "error: --menu-action performs an action of the menu --menu ROW presents: add --menu")
        #expect(failure(["--menu", "2", "--menu-action", "Forward"])
            == "error: --menu-action Forward: the menu of row 2 has no action 'Forward'; its actions are Reply, Unflag, Archive, Delete")
        #expect(failure(["--menu", "99"]) == "error: --menu 99 is out of range: the inbox shows 11 rows, numbered 0 to 10")
        #expect(failure(["--menu", "x"]) == "error: --menu must be a row number, 0 or more, but got 'x'")
        #expect(failure(["--refresh", "--offset", "3"])
            == "error: --refresh pulls the list down at its top, but --offset scrolled it 3 lines down: drop --offset")
        #expect(ExampleRun.failure(["--refresh"])
            == "error: --menu, --menu-action, --refresh and --accessibility apply to --screen inbox, not to the pharmacies screen")
    }

    @Test("--help lists the options")
    func help() {
        let help = ExampleCLI.run(arguments: ["--help"]).output
        for option in ["--menu ROW", "--menu-action TITLE", "--refresh", "--accessibility"] {
            #expect(help.contains(option))
        }
    }
}
