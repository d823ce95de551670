import CellControllers
import CellControllersDesignSystem
import CellControllersTestSupport
import Testing

/// Sections of rows, some with a footer of their own, paged per section (or as a list) by a
/// `LoadMoreTrigger` whose handler the test scripts. Every handler call is checked against the
/// screen at the moment it is made: its end must be near and its item count current.
@MainActor
final class PagedSections {
    /// A call of the load handler: the section whose end fired and its item count then.
    struct Load: Equatable, CustomStringConvertible {
        var section: Int
        var itemCount: Int
        var description: String { "load \(section) \(itemCount)" }

        static func load(_ section: Int, _ itemCount: Int) -> Load { Load(section: section, itemCount: itemCount) }
    }

    let adapter: CellControllerAdapter<TableHost>
    /// The host, through the adapter that drives it (the host keeps its adapter only weakly).
    var host: TableHost { adapter.host }
    private(set) var trigger: LoadMoreTrigger<TableHost>?
    private(set) var rows: [[Row]]
    /// The lines of each section's own footer (none when absent).
    let footerLines: [Int: Int]
    /// The lines of the trigger's loading and error footers, read when a footer is made.
    var loadingLines = 1
    var failedLines = 1
    /// Handler calls, in order.
    private(set) var loads: [Load] = []
    /// Handler calls made for an end that was not near, or with a stale item count.
    private(set) var violations: [String] = []
    /// Every request, in order.
    private(set) var requests: [LoadMoreRequest] = []
    /// What the handler does after recording the request (nothing by default: it stays loading).
    var onLoad: (Int, LoadMoreRequest) -> Void = { _, _ in }
    private var nextID = 1000

    /// - Parameter standardFooters: the design system's footers, or `CaptionController`s of
    ///   ``loadingLines`` and ``failedLines`` lines.
    init(_ rows: [[Row]], footerLines: [Int: Int] = [:], viewportHeight: Double = 4, standardFooters: Bool = true) {
        self.rows = rows
        self.footerLines = footerLines
        adapter = CellControllerAdapter(host: TableHost(viewportSize: Size(width: 30, height: viewportHeight), layout: TableLayout(rowHeight: 1, separator: .none)))
        try? show(rows)
        host.reloadData()
        let handler: (LoadMoreRequest) -> Void = { [unowned self] in self.handle($0) }
        if standardFooters {
            trigger = LoadMoreTrigger(distance: .items(0), scope: .eachSection, handler: handler)
        } else {
            trigger = LoadMoreTrigger(distance: .items(0), scope: .eachSection, footer: { [unowned self] _, state, _ in
                switch state {
                case .idle: nil
                case .loading: CaptionController("Loading", lines: loadingLines)
                case .failed: CaptionController("Failed", lines: failedLines)
                }
            }, handler: handler)
        }
    }

    /// Gives the trigger to the adapter, which looks at the ends at once.
    func start() {
        adapter.loadMore = trigger
    }

    func show(_ rows: [[Row]]) throws(SnapshotError) {
        try adapter.apply(rows.enumerated().map { index, rows in
            ControllerSection(model: RowSection(id: index), footer: footerLines[index].map { CaptionController("Footer \(index)", lines: $0) },
                              items: rows.map { LabelController($0) })
        })
        self.rows = rows
    }

    /// Appends `count` rows to `section` and applies them at once.
    func append(_ count: Int, toSection section: Int) {
        var data = rows
        for _ in 0..<count {
            data[section].append(Row(id: nextID, title: "Row \(nextID)"))
            nextID += 1
        }
        try? show(data)
    }

    /// The section of an end (the section models are `RowSection(id: index)`).
    func section(of end: LoadMoreEnd) -> Int {
        rows.indices.first { end == .section(DiffIdentifier(type: RowSection.self, id: $0)) } ?? -1
    }

    private func handle(_ request: LoadMoreRequest) {
        let section = section(of: request.end)
        loads.append(Load(section: section, itemCount: request.itemCount))
        requests.append(request)
        let count = rows.indices.contains(section) ? rows[section].count : -1
        if request.itemCount != count {
            violations.append("section \(section) fired with \(request.itemCount) items, has \(count)")
        }
        // Distance `.items(0)`: near means the section's last item is visible.
        if !host.indexPathsForVisibleItems.contains(ItemPath(item: count - 1, section: section)) {
            violations.append("section \(section) fired with its last item (\(count - 1)) off screen")
        }
        onLoad(section, request)
    }
}

@MainActor
@Suite("Pagination reliability")
struct PaginationReliabilityTests {
    @Test("An end that a synchronous page of an earlier end pushed off screen does not fire",
          arguments: [false, true])
    func earlierPagePushesEndAway(finishing: Bool) {
        // Issue 17, bug 3: sections [1, 2] and [100], a viewport of 4 lines: both ends are near.
        let screen = PagedSections([[Row(id: 1, title: "1"), Row(id: 2, title: "2")], [Row(id: 100, title: "100")]])
        screen.onLoad = { [unowned screen] section, request in
            guard section == 0 else { return }
            screen.append(6, toSection: 0)   // section 1 goes off screen
            if finishing { request.finish() }
        }
        screen.start()
        #expect(screen.loads == [.load(0, 2)])
        #expect(screen.violations.isEmpty)
        #expect(!screen.host.indexPathsForVisibleItems.contains { $0.section == 1 })
        #expect(screen.trigger?.state(of: .section(DiffIdentifier(type: RowSection.self, id: 1))) == .idle)
    }

    @Test("A later end fires once, with its count at the time, after an earlier handler changed it")
    func laterEndFiresOnceWithCurrentCount() {
        // Both ends are near; section 0's handler appends 2 rows to section 1 (still all visible)
        // and finishes; section 1's handler finishes at once without a page.
        let screen = PagedSections([[Row(id: 1, title: "1")], [Row(id: 2, title: "2")]])
        screen.onLoad = { [unowned screen] section, request in
            if section == 0 { screen.append(2, toSection: 1) }
            request.finish()
        }
        screen.start()
        #expect(screen.loads == [.load(0, 1), .load(1, 3)])
        #expect(screen.violations.isEmpty)
    }

    @Test("An end that the loading footer brings into view fires")
    func loadingFooterBringsEndNear() {
        // Issue 17, bug 4: section 0 has a 3-line footer; its 1-line loading footer brings
        // section 1's only item into view.
        let screen = PagedSections([[Row(id: 1, title: "1")], [Row(id: 2, title: "2")]], footerLines: [0: 3])
        #expect(screen.host.indexPathsForVisibleItems == [ItemPath(item: 0, section: 0)])
        screen.start()
        #expect(screen.loads == [.load(0, 1), .load(1, 1)])
        #expect(screen.violations.isEmpty)
    }

    @Test("An end that the error footer brings into view fires")
    func errorFooterBringsEndNear() {
        // Section 0's 3-line footer, then its 3-line loading footer, hide section 1; its 1-line
        // error footer brings section 1 into view.
        let screen = PagedSections([[Row(id: 1, title: "1")], [Row(id: 2, title: "2")]], footerLines: [0: 3], standardFooters: false)
        screen.loadingLines = 3
        screen.start()
        #expect(screen.loads == [.load(0, 1)])   // the 3-line loading footer hides section 1
        screen.requests.first?.fail(message: "offline")
        #expect(screen.loads == [.load(0, 1), .load(1, 1)])
        #expect(screen.violations.isEmpty)
    }

    @Test("An end that the loading footer of a retry brings into view fires")
    func retryFooterBringsEndNear() {
        // Section 0's footers (its own, loading, error) hide section 1, until the retry's
        // loading footer is a line.
        let screen = PagedSections([[Row(id: 1, title: "1")], [Row(id: 2, title: "2")]], footerLines: [0: 3], standardFooters: false)
        screen.loadingLines = 3
        screen.failedLines = 3
        screen.start()
        screen.requests.first?.fail(message: "offline")
        #expect(screen.loads == [.load(0, 1)])
        screen.loadingLines = 1
        #expect(screen.trigger?.retry(.section(DiffIdentifier(type: RowSection.self, id: 0))) == true)
        #expect(screen.loads == [.load(0, 1), .load(0, 1), .load(1, 1)])
        #expect(screen.violations.isEmpty)
    }
}
