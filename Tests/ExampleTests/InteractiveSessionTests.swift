import CellControllers
import CellControllersTestSupport
import Testing
@testable import example

/// ``InteractiveSession``: `--interactive` without a terminal. Keys go in, frames come out; the
/// listing is the real screen's, handed over by the CLI to a capturing presenter.
@MainActor
@Suite("Interactive session")
struct InteractiveSessionTests {
    /// Every line of the default listing at 60 columns: what the viewport scrolls over.
    static let allLines = ExampleFixtures.defaultListing.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)

    /// The viewport part of a frame.
    private func viewport<Host>(_ session: InteractiveSession<Host>) -> [String] {
        Array(session.frame.lines.prefix(session.viewportHeight))
    }

    /// The listing's lines from `offset`, as many as the viewport shows.
    private func expectedLines(from offset: Int, height: Int) -> [String] {
        Array(Self.allLines[offset..<(offset + height)])
    }

    @Test("--interactive hands the screen's sections to the presenter, prints nothing, and exits with its status")
    func cliHandsOver() {
        let (presenter, result) = InteractiveTesting.capture([], columns: 60)
        #expect(result == ("", "", 0))
        #expect(presenter.presented == 1)
        #expect(presenter.tableListing?.sections.first?.items.count == 12)

        let interrupted = CapturingPresenter(width: 60, exitCode: 130)
        let status = InteractiveMode.$presenter.withValue(interrupted) { ExampleCLI.run(arguments: ["--interactive"]) }
        #expect(status == ("", "", 130))
    }

    @Test("every screen and layout can be shown, and only its interactive list is presented", arguments: [
        ["--screen", "pharmacies"], ["--screen", "pharmacies", "--layout", "grid", "--columns", "3"],
        ["--screen", "settings"], ["--screen", "settings", "--layout", "grid"],
        ["--screen", "products"], ["--screen", "products", "--layout", "grid"],
        ["--screen", "feed"], ["--screen", "feed", "--layout", "grid"],
        ["--state", "error"],
    ])
    func everyScreen(arguments: [String]) {
        let (presenter, result) = InteractiveTesting.capture(arguments, columns: 80)
        #expect(result == ("", "", 0))
        #expect(presenter.presented == 1)
        let isGrid = arguments.contains("grid")
        #expect((presenter.gridListing != nil) == isGrid)
        #expect((presenter.tableListing != nil) == !isGrid)
    }

    @Test("the first frame: the top of the listing, the status line and the keys")
    func firstFrame() throws {
        let session = try InteractiveTesting.tableSession(columns: 60, rows: 24)
        #expect(session.viewportHeight == 22)
        let frame = session.frame
        #expect(frame.lines.count == 24)
        #expect(viewport(session) == expectedLines(from: 0, height: 22))
        #expect(frame.statusLine == 22)
        #expect(frame.lines[22].hasPrefix(" items 1–3 of 12 · lines 1–22 of \(Self.allLines.count)"))
        #expect(frame.lines[22].count == 60)
        #expect(frame.lines[23] == String(InteractiveSession<TableHost>.keyHelp.prefix(59)) + "…")
        #expect(frame.cursor == nil)
        // The current item is the first: its six lines (below the header, above its separator)
        // are highlighted.
        #expect(frame.highlight == .init(lines: 2..<8, columns: 0..<60))
    }

    @Test("j, k and the arrows scroll one line; the top and the bottom are limits")
    func scrollByLine() throws {
        let session = try InteractiveTesting.tableSession()
        #expect(session.handle(.character("k")) == .proceed)
        #expect(session.offset == 0)
        _ = session.handle(.character("j"))
        _ = session.handle(.down)
        #expect(session.offset == 2)
        #expect(viewport(session) == expectedLines(from: 2, height: 22))
        _ = session.handle(.up)
        #expect(session.offset == 1)
        _ = session.handle(.character("G"))
        let last = Self.allLines.count - 22
        #expect(session.offset == last)
        _ = session.handle(.character("j"))
        _ = session.handle(.pageDown)
        #expect(session.offset == last)
        #expect(viewport(session) == expectedLines(from: last, height: 22))
        #expect(session.frame.lines[22].hasPrefix(" items 9–12 of 12"))
    }

    @Test("random scrolling keys move the viewport as a clamped offset would", arguments: [1, 2, 3] as [UInt64])
    func randomScrolling(seed: UInt64) throws {
        var random = DiffTestRandom(seed: seed)
        let rows = random.int(3...30)
        let session = try InteractiveTesting.tableSession(columns: 60, rows: rows)
        let height = max(1, rows - 2)
        let maximum = Self.allLines.count - height
        var model = 0
        let keys: [(Key, (Int) -> Int)] = [
            (.character("j"), { $0 + 1 }), (.down, { $0 + 1 }), (.character("k"), { $0 - 1 }), (.up, { $0 - 1 }),
            (.character(" "), { $0 + height }), (.pageDown, { $0 + height }), (.character("b"), { $0 - height }),
            (.pageUp, { $0 - height }), (.character("g"), { _ in 0 }), (.home, { _ in 0 }),
            (.character("G"), { _ in maximum }), (.end, { _ in maximum }),
        ]
        for step in 0..<200 {
            let (key, move) = random.pick(keys)
            #expect(session.handle(key) == .proceed)
            model = min(max(0, move(model)), maximum)
            #expect(session.offset == model, "seed \(seed), step \(step), key \(key)")
            #expect(viewport(session) == expectedLines(from: model, height: height), "seed \(seed), step \(step)")
        }
    }

    @Test("Enter taps the current item through the host, as --select does")
    func tap() throws {
        let session = try InteractiveTesting.tableSession()
        #expect(session.handle(.enter) == .proceed)
        #expect(session.frame.lines.last == "selected: 1. CVS — call (617) 555-0142")
        // Again: the item's controller is reached again.
        _ = session.handle(.enter)
        #expect(session.frame.lines.last == "selected: 1. CVS — call (617) 555-0142")
        _ = session.handle(.right)
        _ = session.handle(.right)
        _ = session.handle(.enter)
        let select2 = ExampleCLI.run(arguments: ["--select", "2"]).output.split(separator: "\n").last.map(String.init)
        #expect(session.frame.lines.last == select2)
        #expect(session.host.indexPathsForSelectedItems == [ItemPath(item: 2, section: 0)])
    }

    @Test("The inbox runs interactively: day headers pin while scrolling, and Enter opens the current message as --select does")
    func inbox() throws {
        let session = try InteractiveTesting.tableSession(["--screen", "inbox"], columns: 70, rows: 8)
        #expect(session.frame.lines.first?.hasPrefix("  Flagged") == true)
        // Scrolled two lines, the Flagged header stays on the top line, over the rows under it.
        _ = session.handle(.character("j"))
        _ = session.handle(.character("j"))
        #expect(session.frame.lines.first?.hasPrefix("  Flagged") == true)
        #expect(session.frame.lines.dropFirst().first?.hasPrefix(" ⚑ Dan Park") == true)
        _ = session.handle(.enter)
        let select = ExampleCLI.run(arguments: ["--screen", "inbox", "--select", "2"]).output.split(separator: "\n").last.map(String.init)
        #expect(session.frame.lines.last.map { "selected: \($0.dropFirst("selected: ".count))" } == select)
    }

    @Test("The inbox's list options are command-line only", arguments: [["--swipe", "1"], ["--events"], ["--move", "0:1"]])
    func inboxOptionsRefused(arguments: [String]) {
        let result = ExampleCLI.run(arguments: ["--screen", "inbox", "--interactive"] + arguments)
        #expect(result.exitCode == 2)
        #expect(result.error.hasPrefix("error: \(arguments[0]) cannot be combined with --interactive"))
    }

    @Test("In the inbox, l presents the current message's context menu: the prompt lists its actions, a digit performs one as --menu-action does, Escape or another key closes it")
    func inboxContextMenu() throws {
        let session = try InteractiveTesting.tableSession(["--screen", "inbox"], columns: 100, rows: 12)
        _ = session.handle(.tab)
        _ = session.handle(.tab)
        #expect(session.current == ItemPath(item: 2, section: 0))
        _ = session.handle(.character("l"))
        #expect(session.host.presentedContextMenu?.actionTitles == ["Reply", "Unflag", "Archive", "Delete"])
        #expect(session.frame.lines.last == "menu Dan Park: 1 Reply · 2 Unflag · 3 Archive · 4 Delete · esc closes")

        #expect(session.handle(.character("2")) == .proceed)
        let unflagged = ExampleCLI.run(arguments: ["--screen", "inbox", "--menu", "2", "--menu-action", "Unflag"]).output
            .split(separator: "\n").last.map(String.init)
        #expect(session.frame.lines.last.map { String($0.dropFirst("menu: ".count)) } == unflagged)
        #expect(session.host.presentedContextMenu == nil)

        // Escape closes a menu without quitting; another key closes it and does its work.
        _ = session.handle(.character("l"))
        #expect(session.host.presentedContextMenu != nil)
        #expect(session.handle(.escape) == .proceed)
        #expect(session.host.presentedContextMenu == nil)
        #expect(session.frame.lines.last == "menu closed")
        _ = session.handle(.character("l"))
        let before = session.current
        _ = session.handle(.tab)
        #expect(session.host.presentedContextMenu == nil)
        #expect(session.current != before)
    }

    @Test("l long-presses the current item, as --long-press does")
    func longPress() throws {
        let session = try InteractiveTesting.tableSession(columns: 100)
        _ = session.handle(.tab)
        _ = session.handle(.character("l"))
        let expected = ExampleCLI.run(arguments: ["--long-press", "1"]).output.split(separator: "\n").last.map(String.init)
        #expect(session.frame.lines.last == expected)
    }

    @Test("the current item follows the scrolling, and moving it scrolls it into view")
    func currentItem() throws {
        let session = try InteractiveTesting.tableSession(rows: 12)
        #expect(session.current == ItemPath(item: 0, section: 0))
        for _ in 0..<4 { _ = session.handle(.right) }
        #expect(session.current == ItemPath(item: 4, section: 0))
        let rect = try #require(session.host.rect(for: .item(ItemPath(item: 4, section: 0))))
        #expect(Double(session.offset) <= rect.minY && rect.maxY <= Double(session.offset + session.viewportHeight))
        _ = session.handle(.character("g"))
        #expect(session.offset == 0)
        #expect(session.current == ItemPath(item: 0, section: 0))
        _ = session.handle(.left)
        #expect(session.current == ItemPath(item: 0, section: 0))
        _ = session.handle(.end)
        #expect(session.current.map { session.flatIndex($0) } ?? -1 >= 10)
        for _ in 0..<5 { _ = session.handle(.right) }
        #expect(session.current == ItemPath(item: 11, section: 0))
    }

    @Test("/ filters as you type, through the adapter's diff; Backspace widens, Escape clears")
    func filter() throws {
        let session = try InteractiveTesting.tableSession()
        let adapter = session.adapter
        let walgreens = try #require(adapter.controller(at: ItemPath(item: 1, section: 0)))
        let createdBefore = session.host.statistics.created
        _ = session.handle(.character("/"))
        #expect(session.isEditingFilter)
        InteractiveTesting.type("walg", into: session)
        #expect(session.filter == "walg")
        #expect(session.adapter === adapter)
        #expect(adapter.snapshot.numberOfItems == 2)
        // The same controllers, moved by the diff: nothing was rebuilt.
        #expect(adapter.controller(at: ItemPath(item: 0, section: 0)) === walgreens)
        let frame = session.frame
        let names = frame.lines.filter { $0.first?.isNumber == true }
        #expect(names.map { $0.prefix(12) } == ["2. Walgreens", "7. Walgreens"])
        #expect(frame.lines[22].hasPrefix(" items 1–2 of 2 · filter \"walg\": 2 of 12 match"))
        #expect(frame.lines[23] == "/walg")
        #expect(frame.cursor == .init(line: 23, column: 5))
        #expect(session.host.statistics.created <= createdBefore + 2)

        _ = session.handle(.backspace)
        _ = session.handle(.backspace)
        #expect(session.filter == "wa")
        #expect(adapter.snapshot.numberOfItems == 2)
        InteractiveTesting.type("x", into: session)
        #expect(adapter.snapshot.numberOfItems == 0)
        #expect(session.frame.lines[22].hasPrefix(" no items · filter \"wax\": 0 of 12 match"))
        _ = session.handle(.escape)
        #expect(!session.isEditingFilter)
        #expect(session.filter == "")
        #expect(adapter.snapshot.numberOfItems == 12)
        #expect(viewport(session) == expectedLines(from: 0, height: 22))
    }

    @Test("the filter ignores case and matches any text of the item; Enter keeps it; keys scroll again")
    func filterKept() throws {
        let session = try InteractiveTesting.tableSession(rows: 10)
        _ = session.handle(.character("/"))
        InteractiveTesting.type("CAMBRIDGE", into: session)
        // 3. Rite Aid (12 Cambridge Street), 10. CVS and 11. Kendall Square (Cambridge MA).
        #expect(session.adapter.snapshot.numberOfItems == 3)
        _ = session.handle(.enter)
        #expect(!session.isEditingFilter)
        #expect(session.filter == "CAMBRIDGE")
        #expect(session.frame.cursor == nil)
        _ = session.handle(.character("j"))
        #expect(session.offset == 1)
        #expect(session.handle(.character("q")) == .quit(exitCode: 0))
    }

    @Test("keys typed into the filter are text: q and j do not quit or scroll")
    func filterText() throws {
        let session = try InteractiveTesting.tableSession()
        _ = session.handle(.character("/"))
        InteractiveTesting.type("qj", into: session)
        #expect(session.filter == "qj")
        #expect(session.handle(.interrupt) == .quit(exitCode: 130))
    }

    @Test("q, Escape and Ctrl-C quit", arguments: [
        (Key.character("q"), Int32(0)), (.escape, 0), (.interrupt, 130), (.character("Q"), 0),
    ])
    func quit(key: Key, exitCode: Int32) throws {
        let session = try InteractiveTesting.tableSession()
        #expect(session.handle(key) == .quit(exitCode: exitCode))
    }

    @Test("a resize lays out again at the new width: the frame is a fresh session's at that size",
          arguments: [(40, 20), (100, 30), (16, 5), (60, 3)])
    func resize(columns: Int, rows: Int) throws {
        let session = try InteractiveTesting.tableSession(columns: 60, rows: 24)
        session.resize(columns: columns, rows: rows)
        let fresh = try InteractiveTesting.tableSession(columns: columns, rows: rows)
        #expect(session.frame == fresh.frame)
        #expect(session.frame.lines.count == rows)
        #expect(session.frame.lines.allSatisfy { $0.count <= columns })
    }

    @Test("a resize keeps the offset within the content and the current item on screen")
    func resizeAfterScrolling() throws {
        let session = try InteractiveTesting.tableSession(columns: 60, rows: 10)
        _ = session.handle(.end)
        session.resize(columns: 60, rows: 40)
        #expect(session.offset == session.maximumOffset)
        #expect(viewport(session) == Array(Self.allLines.suffix(38)))
        let current = try #require(session.current)
        let rect = try #require(session.host.rect(for: .item(current)))
        #expect(rect.maxY > Double(session.offset))
    }

    @Test("a grid re-lays out its columns at the new width, whole characters wide")
    func gridResize() throws {
        let session = try InteractiveTesting.gridSession(["--layout", "grid", "--columns", "3"], columns: 80, rows: 24)
        #expect(session.frame.lines[2].hasPrefix("╭────────────────────────╮ ╭"))
        session.resize(columns: 50, rows: 20)
        #expect(session.frame.lines.allSatisfy { $0.count <= 50 })
        #expect(session.frame.lines[2] == "╭──────────────╮ ╭──────────────╮ ╭──────────────╮")
        _ = session.handle(.character("/"))
        InteractiveTesting.type("cvs", into: session)
        #expect(session.adapter.snapshot.numberOfItems == 2)
        #expect(session.frame.lines[3] == "│ 1. CVS       │ │ 10. CVS      │")
    }

    @Test("design-system screens filter too: the settings menu", arguments: ListLayout.allCases)
    func settingsFilter(layout: ListLayout) throws {
        let (presenter, _) = InteractiveTesting.capture(["--screen", "settings", "--layout", layout.rawValue], columns: 60)
        /// Filters by "region": the frame's text and the number of items left.
        func filter<Host>(_ session: InteractiveSession<Host>) -> (text: String, items: Int) {
            _ = session.handle(.character("/"))
            InteractiveTesting.type("region", into: session)
            return (session.frame.text, session.adapter.snapshot.numberOfItems)
        }
        let (text, items): (String, Int)
        switch layout {
        case .table: (text, items) = filter(InteractiveSession(listing: try #require(presenter.tableListing), columns: 60, rows: 30))
        case .grid: (text, items) = filter(InteractiveSession(listing: try #require(presenter.gridListing), columns: 60, rows: 30))
        }
        #expect(items == 1)
        #expect(text.contains("Search region"))
        #expect(!text.contains("Push notifications"))
    }

    @Test("a viewport on the header only: no current item, and Enter says so")
    func headerOnly() throws {
        let session = try InteractiveTesting.tableSession(columns: 60, rows: 4)
        #expect(session.viewportHeight == 2)
        #expect(session.current == nil)
        #expect(session.frame.lines[2].hasPrefix(" no item in view, 12 in all · lines 1–2 of"))
        _ = session.handle(.enter)
        #expect(session.frame.lines[3] == "selected: nothing (no item)")
        _ = session.handle(.right)
        #expect(session.current == ItemPath(item: 0, section: 0))
        #expect(session.offset == 2)
        #expect(session.frame.highlight == .init(lines: 0..<2, columns: 0..<60))
    }

    @Test("a tiny terminal still shows one line of the listing")
    func tinyTerminal() throws {
        let session = try InteractiveTesting.tableSession(columns: 20, rows: 1)
        #expect(session.frame.lines.count == 1)
        #expect(session.frame.statusLine == nil)
        #expect(session.viewportHeight == 1)
        _ = session.handle(.character("j"))
        #expect(session.offset == 1)
        #expect(session.frame.lines.count == 1)
    }
}
