import CellControllers
import Testing
@testable import example

/// `--screen inbox` in editing mode: `--edit`, `--check`, `--check-all`, `--delete-selected`.
@MainActor
@Suite("Example inbox editing")
struct InboxEditingTests {
    /// The output lines of a successful run.
    private func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        ExampleRun.lines(["--screen", "inbox"] + arguments, sourceLocation: sourceLocation)
    }

    /// The one error line of a failing run, which must exit with 2 and print nothing else.
    private func failure(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        ExampleRun.failure(["--screen", "inbox"] + arguments, sourceLocation: sourceLocation)
    }

    @Test("--edit --check ROWS --delete-selected: checkmarks, then the checked rows deleted through the diff")
    func deleteChecked() {
        #expect(run(["--edit", "--check", "3,5", "--delete-selected"]) == [
            "  Flagged",
            " ⚑ Ana Lima      Lunch on Friday?                      09:41",
            " ⚑ Ben Okafor    Quarterly report draft                08:30",
            " ⚑ Dan Park      Photos from the weekend               16:02",
            "  Today",
            "☐    Travel Desk   Your boarding pass                  07:55",
            "☐    Calendar      Reminder: dentist at 16:00          06:00",
            "  Yesterday",
            "☐    Chloé Martin  Re: Design review notes             18:20",
            "☐    Billing       Invoice 2026-114                    11:45",
            "checked: 2: GitHub — PR #42 merged; Maya Patel — Standup notes",
            "before deleting:",
            "  Flagged",
            " ⚑ Ana Lima      Lunch on Friday?                      09:41",
            " ⚑ Ben Okafor    Quarterly report draft                08:30",
            " ⚑ Dan Park      Photos from the weekend               16:02",
            "  Today",
            "☑    GitHub        PR #42 merged                       09:12",
            "☐    Travel Desk   Your boarding pass                  07:55",
            "☑    Maya Patel    Standup notes                       07:20",
            "☐    Calendar      Reminder: dentist at 16:00          06:00",
            "  Yesterday",
            "deleted: 2: GitHub — PR #42 merged; Maya Patel — Standup notes",
            "still checked: 0",
        ])
    }

    @Test("--edit --delete-row ROW: delete controls instead of checkmarks, ROW's actions revealed, then deleted through the diff")
    func deleteRowWithItsControl() {
        let lines = run(["--edit", "--delete-row", "3"])
        #expect(lines[5] == "⊖    Travel Desk   Your boarding pass                  07:55")
        #expect(lines[1] == " ⚑ Ana Lima      Lunch on Friday?                      09:41")   // flagged: no control
        #expect(lines.contains("delete control: row 3 (GitHub — PR #42 merged) reveals Delete, Archive"))
        #expect(lines.contains("⊖    GitHub        PR #42 merged           [Archive][Delete]"))
        #expect(lines.last == "deleted: GitHub — PR #42 merged")
        #expect(!lines.contains { $0.contains("☐") || $0.contains("☑") })
    }

    @Test("--delete-row refuses a flagged row, a row out of range, checkmark options, and needs --edit")
    func deleteRowMisuse() {
        #expect(failure(["--edit", "--delete-row", "1"]).contains("row 1 (Ben Okafor — Quarterly report draft) has no delete control"))
        #expect(failure(["--edit", "--delete-row", "99"]).contains("--delete-row 99 is out of range"))
        #expect(failure(["--edit", "--delete-row", "3", "--check", "4"]).contains("leave out --check, or --delete-row"))
        #expect(failure(["--delete-row", "3"]).contains("--delete-row works in editing mode: add --edit"))
    }

    @Test("a second tap on a row unchecks it; flagged rows show no checkmark")
    func toggle() {
        let lines = run(["--edit", "--check", "3,5,3"])
        #expect(lines[1] == " ⚑ Ana Lima      Lunch on Friday?                      09:41")
        #expect(lines[5] == "☐    GitHub        PR #42 merged                       09:12")
        #expect(lines[7] == "☑    Maya Patel    Standup notes                       07:20")
        #expect(lines.last == "checked: 1: Maya Patel — Standup notes")
    }

    @Test("--check-all checks every row that can be edited, not the flagged ones")
    func checkAll() {
        let lines = run(["--edit", "--check-all", "--delete-selected"])
        #expect(lines.contains("deleted: 8: GitHub — PR #42 merged; Travel Desk — Your boarding pass; Maya Patel — Standup notes; "
            + "Calendar — Reminder: dentist at 16:00; Chloé Martin — Re: Design review notes; Billing — Invoice 2026-114; "
            + "Eva Novak — Coffee next week?; Omar Aziz — Moving boxes"))
        #expect(lines.prefix(4) == [
            "  Flagged",
            " ⚑ Ana Lima      Lunch on Friday?                      09:41",
            " ⚑ Ben Okafor    Quarterly report draft                08:30",
            " ⚑ Dan Park      Photos from the weekend               16:02",
        ])
        #expect(!lines.prefix(InboxScreen.defaultHeight).contains { $0.contains("☐") || $0.contains("☑") })
    }

    @Test("impossible requests are usage errors", arguments: [
        (["--edit", "--check", "0"], "error: --check 0: row 0 (Ana Lima — Lunch on Friday?) is flagged, and flagged messages cannot be edited"),
        (["--check", "3"], "error: --check works in editing mode: add --edit"),
        (["--delete-selected"], "error: --delete-selected works in editing mode: add --edit"),
        (["--edit", "--check", "3,x"], "error: --check must be rows separated by commas, as in --check 1,3, but got '3,x'"),
        (["--edit", "--check", "99"], "error: --check 99 is out of range: the inbox shows 11 rows, numbered 0 to 10"),
    ])
    func errors(arguments: [String], message: String) {
        #expect(failure(arguments) == message)
    }

    @Test("editing options belong to the inbox")
    func otherScreens() {
        let result = ExampleCLI.run(arguments: ["--edit"])
        #expect(result.exitCode == 2)
        #expect(result.error == "error: --edit, --check, --check-all and --delete-selected apply to --screen inbox, not to the pharmacies screen\n")
    }
}
