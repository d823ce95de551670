import CellControllers
import CellControllersTestSupport
import Testing

/// A chat-like table of rows, with a `LoadMoreTrigger` at the top edge
/// (`CellControllerAdapter.loadMoreAtTop`) whose rows are `LabelCell`s ("Loading older…", or the
/// failure with a retry on tap), recording its requests.
@MainActor
final class TopPagedScreen {
    let screen: RowScreen
    let trigger: LoadMoreTrigger<TableHost>
    var host: TableHost { screen.host }
    var adapter: CellControllerAdapter<TableHost> { screen.adapter }
    private(set) var rows: [[Row]]
    var requests: [LoadMoreRequest] = []
    private var nextOlder = -1

    static let rowTitles = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }

    /// `counts` rows per section (ids 0 up), in a 12x5 table of one-line rows, anchored as
    /// `anchoring`, scrolled to `offset` (`nil`: where the anchoring starts it), the trigger set
    /// at the top edge when `attached`.
    init(_ kind: ScreenKind, counts: [Int] = [20], anchoring: ScrollAnchoring = .bottom, distance: LoadMoreDistance = .items(1),
         scope: LoadMoreScope = .list, offset: Double? = nil, attached: Bool = true) {
        screen = RowScreen(kind, rows: [])
        screen.host.scrollAnchoring = anchoring
        rows = CellControllersTestSupport.rows(counts)
        try? screen.show(rows)
        if let offset { screen.host.contentOffset = Point(x: 0, y: offset) }
        var record: (LoadMoreRequest) -> Void = { _ in }
        trigger = LoadMoreTrigger<TableHost>(distance: distance, scope: scope, footer: { _, state, retry in
            switch state {
            case .idle: nil
            case .loading: Self.rowTitles.cellController(for: Row(id: -1000, title: "Loading older…"))
            case .failed(let message): Self.rowTitles.onSelect { _ in retry() }.cellController(for: Row(id: -1001, title: "✕ \(message)"))
            }
        }) { record($0) }
        record = { [weak self] request in self?.requests.append(request) }
        if attached { screen.adapter.loadMoreAtTop = trigger }
    }

    /// Inserts a page of `count` older rows at the start of `section` and applies it.
    func prependPage(_ count: Int, toSection section: Int = 0) throws {
        var data = rows
        let page = (0..<count).map { _ in
            defer { nextOlder -= 1 }
            return Row(id: nextOlder, title: "Row \(nextOlder)")
        }
        data[section].insert(contentsOf: page.reversed(), at: 0)
        try screen.show(data)
        rows = data
    }

    /// The screen's lines, top to bottom.
    var lines: [String] { host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    /// The rendered header of `section`, if displayed.
    func headerText(_ section: Int = 0) -> String? {
        host.cell(for: .supplementary(.header, section: section)).map { $0.render(width: 12).joined() }
    }
}

/// `CellControllerAdapter.loadMoreAtTop`: a `LoadMoreTrigger` at the top edge loads older pages
/// when the first visible item nears the start, shows its rows as the start's header, and, with
/// anchoring, the page inserted above moves nothing on screen.
@MainActor
@Suite("Pagination at the top")
struct TopPaginationTests {
    @Test("Near the start, the top trigger fires once, shows its loading header at the top, and the page goes above what is on screen",
          arguments: ScreenKind.allCases, [ScrollAnchoring.bottom, .firstVisibleItem])
    func pageAboveKeepsTheScreen(kind: ScreenKind, anchoring: ScrollAnchoring) throws {
        let screen = TopPagedScreen(kind, anchoring: anchoring, offset: anchoring == .bottom ? nil : 15)
        #expect(screen.host.contentOffset.y == 15)
        #expect(screen.requests.isEmpty, "row 15 is far from the start")
        #expect(screen.trigger.edge == .top)

        screen.host.contentOffset = Point(x: 0, y: 0)
        #expect(screen.requests.count == 1)
        let request = try #require(screen.requests.first)
        #expect(request.edge == .top && request.end == .list && request.itemCount == 20)
        #expect(screen.trigger.state(of: .list) == .loading)
        // At the very top, the loading row shows as the first section's header, above row 0.
        #expect(screen.headerText()?.hasPrefix("Loading") == true)
        #expect(screen.host.cell(for: .supplementary(.footer, section: 0)) == nil)
        #expect(screen.lines == ["Loading old…", "Row 0", "Row 1", "Row 2", "Row 3"])

        try screen.prependPage(10)
        request.finish()
        // Row 0 stays on line 2; the page and the header's removal went above it.
        #expect(screen.lines == ["Row -1", "Row 0", "Row 1", "Row 2", "Row 3"])
        #expect(screen.host.contentOffset.y == 9)
        #expect(screen.trigger.state(of: .list) == .idle)
        #expect(screen.requests.count == 1, "row -1 has 9 rows before it")
    }

    @Test("A page at the top of a list whose first section was empty keeps the first visible row in place (issue 27, bug 8)",
          arguments: ScreenKind.allCases, [ScrollAnchoring.bottom, .firstVisibleItem])
    func pageIntoAnEmptyFirstSection(kind: ScreenKind, anchoring: ScrollAnchoring) throws {
        let screen = TopPagedScreen(kind, counts: [0, 20], anchoring: anchoring, offset: 0)
        let request = try #require(screen.requests.first)
        #expect(screen.lines == ["Loading old…", "Row 0", "Row 1", "Row 2", "Row 3"])
        try screen.prependPage(10, toSection: 0)
        request.finish()
        #expect(screen.lines == ["Row -1", "Row 0", "Row 1", "Row 2", "Row 3"])
        #expect(screen.host.contentOffset.y == 9)
    }

    @Test("A page at the top that the adapter shows with a reload (over reloadThreshold) keeps the first visible row in place too, at the very top as below it",
          arguments: ScreenKind.allCases, [ScrollAnchoring.bottom, .firstVisibleItem])
    func pageAboveShownWithAReload(kind: ScreenKind, anchoring: ScrollAnchoring) throws {
        let screen = TopPagedScreen(kind, anchoring: anchoring, offset: 0)
        screen.adapter.reloadThreshold = 0
        let request = try #require(screen.requests.first)
        #expect(screen.lines == ["Loading old…", "Row 0", "Row 1", "Row 2", "Row 3"])
        try screen.prependPage(10)
        request.finish()
        // The reload keeps row 0 on line 2, as the batch updates do (the model test's seed 20568
        // found the reload keeping the top instead).
        #expect(screen.lines == ["Row -1", "Row 0", "Row 1", "Row 2", "Row 3"])
        #expect(screen.host.contentOffset.y == 9)
    }

    @Test("Without anchoring the page pushes the rows on screen down, as UIKit does", arguments: ScreenKind.allCases)
    func pageAboveWithoutAnchoring(kind: ScreenKind) throws {
        let screen = TopPagedScreen(kind, anchoring: .none, offset: 0)
        let request = try #require(screen.requests.first)
        try screen.prependPage(10)
        request.finish()
        #expect(screen.host.contentOffset.y == 0)
        #expect(screen.lines == ["Loading old…", "Row -10", "Row -9", "Row -8", "Row -7"])
        #expect(screen.requests.map(\.itemCount) == [20, 30], "the new start is near at once")
    }

    @Test("Scrolled down from the top, the loading header appears above the viewport: nothing on screen moves", arguments: ScreenKind.allCases)
    func loadingHeaderAboveTheViewport(kind: ScreenKind) throws {
        let screen = TopPagedScreen(kind, offset: 2)
        #expect(screen.requests.isEmpty, "row 2 has 2 rows before it")
        screen.host.contentOffset = Point(x: 0, y: 1)
        let request = try #require(screen.requests.first)
        #expect(screen.lines == ["Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
        #expect(screen.host.contentOffset.y == 2, "the header's line went above")
        try screen.prependPage(3)
        request.finish()
        #expect(screen.lines == ["Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
        #expect(screen.host.contentOffset.y == 4)
    }

    @Test("A page that leaves the start near fires again at once, with the new count", arguments: ScreenKind.allCases)
    func refiresWhenStillNear(kind: ScreenKind) throws {
        let screen = TopPagedScreen(kind, distance: .items(3), offset: 0)
        let first = try #require(screen.requests.first)
        try screen.prependPage(2)
        first.finish()
        #expect(screen.requests.map(\.itemCount) == [20, 22])
        #expect(screen.trigger.state(of: .list) == .loading)
        #expect(screen.lines.dropFirst().first == "Row 0", "row 0 kept its line")
    }

    @Test("A loading row that goes when its page finishes and comes back at once (the start still near) moves nothing on screen",
          arguments: ScreenKind.allCases)
    func loadingRowGoesAndComesBack(kind: ScreenKind) throws {
        let screen = TopPagedScreen(kind, counts: [8, 8], anchoring: .firstVisibleItem, distance: .items(0), scope: .eachSection, offset: 8)
        let request = try #require(screen.requests.first)
        #expect(screen.requests.count == 1 && request.itemCount == 8)
        // Section 1's loading row at the top of the viewport, its first row below it, section
        // 0's last row just above the viewport.
        screen.host.contentOffset = Point(x: 0, y: 8)
        #expect(screen.lines.prefix(2) == ["Loading old…", "Row 8"])

        // The app adds rows at the end of section 1 (its count changes), then the request
        // finishes without a page: the loading row goes, and since the start is still near with
        // a new count, the trigger fires again and the row comes back. One change of the rows:
        // row 8 stays on its line (rather than section 0's last row, uncovered by the row going,
        // becoming the anchor that the row coming back pushes row 8 below).
        var rows = CellControllersTestSupport.rows([8, 8])
        rows[1] += [Row(id: 100, title: "Row 100"), Row(id: 101, title: "Row 101")]
        try screen.screen.show(rows)
        request.finish()
        #expect(screen.requests.map(\.itemCount) == [8, 10])
        #expect(screen.host.contentOffset.y == 8)
        #expect(screen.lines.prefix(2) == ["Loading old…", "Row 8"])
    }

    @Test("A failed page shows an error header; tapping it retries; a superseded page is not loaded and is asked for again",
          arguments: ScreenKind.allCases)
    func failureRetryAndSuperseded(kind: ScreenKind) throws {
        let screen = TopPagedScreen(kind, offset: 0)
        try #require(screen.requests.count == 1)
        screen.requests[0].fail(message: "offline")
        #expect(screen.trigger.state(of: .list) == .failed(message: "offline"))
        #expect(screen.lines.first == "✕ offline")
        screen.host.contentOffset = Point(x: 0, y: 1)
        screen.host.contentOffset = Point(x: 0, y: 0)
        #expect(screen.requests.count == 1, "a failed end waits for its retry")

        #expect(try screen.host.tap(at: .supplementary(.header, section: 0)))
        #expect(screen.requests.count == 2)
        #expect(screen.trigger.state(of: .list) == .loading)

        screen.requests[1].fail(ApplySupersededError())
        // Not loaded: idle, no error row, and asked for again at once (the start is still near).
        #expect(screen.requests.map(\.itemCount) == [20, 20, 20])
        #expect(screen.trigger.state(of: .list) == .loading)
    }

    @Test("With a trigger at each edge, both fire, the top first, with a header and a footer", arguments: ScreenKind.allCases)
    func bothEdges(kind: ScreenKind) throws {
        let screen = TopPagedScreen(kind, counts: [3], anchoring: .firstVisibleItem, attached: false)
        var bottomRequests: [LoadMoreRequest] = []
        var order: [LoadMoreEdge] = []
        let bottom = LoadMoreTrigger<TableHost>(distance: .items(1), footer: { _, state, _ in
            state == .loading ? TopPagedScreen.rowTitles.cellController(for: Row(id: -2000, title: "Loading newer")) : nil
        }) { request in
            bottomRequests.append(request)
            order.append(request.edge)
        }
        screen.adapter.loadMore = bottom
        #expect(order == [.bottom])
        screen.adapter.loadMoreAtTop = screen.trigger
        #expect(screen.requests.count == 1 && bottomRequests.count == 1)
        #expect(bottom.edge == .bottom && screen.trigger.edge == .top)
        #expect(screen.headerText() == "Loading old…")
        #expect(screen.host.cell(for: .supplementary(.footer, section: 0))?.render(width: 12).joined() == "Loading new…")

        // The rows of an edge go when its page is in; the other edge's stay.
        bottomRequests[0].finish()
        #expect(screen.host.cell(for: .supplementary(.footer, section: 0)) == nil)
        #expect(screen.headerText() == "Loading old…")
    }

    @Test("A trigger set at the other edge is taken from the first and starts afresh")
    func triggerMovesBetweenEdges() throws {
        let screen = TopPagedScreen(.models, counts: [3], anchoring: .firstVisibleItem, attached: false)
        screen.adapter.loadMore = screen.trigger
        #expect(screen.trigger.edge == .bottom && screen.trigger.state(of: .list) == .loading)
        #expect(screen.requests.map(\.edge) == [.bottom])

        screen.adapter.loadMoreAtTop = screen.trigger
        #expect(screen.adapter.loadMore == nil)
        #expect(screen.adapter.loadMoreAtTop === screen.trigger)
        #expect(screen.trigger.edge == .top)
        #expect(screen.requests.map(\.edge) == [.bottom, .top], "afresh: the start fired with its own request")
        #expect(screen.host.cell(for: .supplementary(.footer, section: 0)) == nil, "the bottom's loading row went")
        #expect(screen.headerText() == "Loading old…")
        // The first request no longer settles anything.
        screen.requests[0].finish()
        #expect(screen.trigger.state(of: .list) == .loading)

        // Another adapter takes it too.
        let other = RowScreen(.models, rows: rows([2]))
        other.adapter.loadMoreAtTop = screen.trigger
        #expect(screen.adapter.loadMoreAtTop == nil)
        #expect(screen.headerText() == nil)
        #expect(screen.requests.count == 3)
    }

    @Test("Each section's start is an end of its own, with its header")
    func eachSectionAtTheTop() throws {
        let screen = TopPagedScreen(.controllers, counts: [8, 8], anchoring: .firstVisibleItem, distance: .items(0), scope: .eachSection, offset: 3)
        #expect(screen.requests.isEmpty, "section 0's first visible row is row 3")
        screen.host.contentOffset = Point(x: 0, y: 6)
        // Rows 6 and 7 of section 0, then section 1's first rows: its start is visible.
        let second = DiffIdentifier(type: RowSection.self, id: 1)
        #expect(screen.requests.map(\.end) == [.section(second)])
        #expect(screen.requests.first?.itemCount == 8)
        #expect(screen.adapter.supplementaryController(.header, inSection: 1) != nil)
        #expect(screen.adapter.supplementaryController(.header, inSection: 0) == nil)
    }

    @Test("A distance in points measures from the top of the start's first item", arguments: ScreenKind.allCases)
    func pointsDistance(kind: ScreenKind) throws {
        let screen = TopPagedScreen(kind, anchoring: .firstVisibleItem, distance: .points(2), offset: 3)
        #expect(screen.requests.isEmpty, "row 3's top is 3 points below row 0's")
        screen.host.contentOffset = Point(x: 0, y: 2)
        #expect(screen.requests.count == 1)
    }
}
