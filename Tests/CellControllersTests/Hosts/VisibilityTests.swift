import CellControllers
import CellControllersTestSupport
import Testing

/// Visibility: the fraction of each item on screen (pinned headers covering rows), threshold
/// crossings for impressions, scroll events and section display events, on tables and grids,
/// and their order with the display events.
@MainActor
@Suite("Visibility: fractions, threshold crossings, scroll and section events")
struct VisibilityTests {
    enum Family: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case table, grid
        var testDescription: String { rawValue }
    }

    /// An item that logs its display events and crossings, with thresholds of its own or the
    /// host's (`nil`).
    final class Probe<Cell: ReusableCell & TitledCell>: ModelCellController<Cell, Row> {
        let log: EventLog
        let thresholds: [Double]?
        /// The crossings this controller heard, in order.
        var crossings: [VisibilityCrossing] = []
        /// Its `visibleFraction` when each crossing arrived.
        var fractionsAtCrossing: [Double] = []

        init(id: Int, log: EventLog, thresholds: [Double]? = nil) {
            self.log = log
            self.thresholds = thresholds
            super.init(model: Row(id: id, title: "R\(id)"))
        }
        override func configureCell(_ cell: Cell) { cell.title = model.title }
        override func height(forWidth width: Double) -> Double? { 2 }
        override func didChangeDisplay(of cell: Cell, isDisplayed: Bool) { if isDisplayed { log.record(.willDisplay(model.id)) } else { log.record(.didEndDisplaying(model.id)) } }
        override var visibilityThresholds: [Double]? { thresholds }
        override func didCrossVisibilityThreshold(_ crossing: VisibilityCrossing) {
            crossings.append(crossing)
            fractionsAtCrossing.append(visibleFraction)
            log.record(crossing.direction == .up ? .crossUp(model.id) : .crossDown(model.id))
        }
    }

    /// A screen on a table (rows 2 high) or a 2-column grid (items 2 high, so two per row),
    /// with optional one-line headers, pinned or not.
    @MainActor
    final class Screen<Host: CellHosting> {
        let host: Host
        let adapter: CellControllerAdapter<Host>
        let log = EventLog()
        var scrolls: [Double] = []
        var crossingPaths: [ItemPath] = []

        init(host: Host, sections: (EventLog) -> [ControllerSection<Host>]) {
            self.host = host
            adapter = CellControllerAdapter(host: host, sections: sections(log))
            adapter.onEvent = { [unowned self] event in
                switch event {
                case .scroll(let offset): scrolls.append(offset.y)
                case .willDisplaySection(let section): log.record(.willDisplaySection(section))
                case .didEndDisplayingSection(let section): log.record(.didEndDisplayingSection(section))
                case .visibilityCrossing(let path, _, _): crossingPaths.append(path)
                default: break
                }
            }
        }
    }

    static func table(
        viewport: Double = 5, counts: [Int] = [10], headers: Bool = false, pinned: Bool = false, thresholds: [Double]? = nil
    ) -> Screen<TableHost> {
        let host = TableHost(viewportSize: Size(width: 20, height: viewport), layout: TableLayout(separator: .none, pinsSectionHeaders: pinned))
        return Screen(host: host) { log in
            var next = 0
            return counts.enumerated().map { section, count in
                ControllerSection(id: section, header: headers ? CaptionController("Header \(section)") : nil, items: (0..<count).map { _ in
                    defer { next += 1 }
                    return Probe<LabelCell>(id: next, log: log, thresholds: thresholds)
                })
            }
        }
    }

    static func grid(
        viewport: Double = 5, counts: [Int] = [20], headers: Bool = false, pinned: Bool = false, thresholds: [Double]? = nil
    ) -> Screen<GridHost> {
        let host = GridHost(viewportSize: Size(width: 20, height: viewport), layout: GridLayout(columns: .fixed(2), pinsSectionHeaders: pinned))
        return Screen(host: host) { log in
            var next = 0
            return counts.enumerated().map { section, count in
                ControllerSection(id: section, header: headers ? GridCaptionController("Header \(section)") : nil, items: (0..<count).map { _ in
                    defer { next += 1 }
                    return Probe<TileCell>(id: next, log: log, thresholds: thresholds)
                })
            }
        }
    }

    /// The fractions of the first `count` rows' items (a grid row's two items have the same).
    static func fractions<L: CellLayout>(_ host: CellHost<L>, family: Family, rows: Int, section: Int = 0) throws -> [Double] {
        try (0..<rows).map { row in
            try host.visibleFraction(ofItemAt: ItemPath(item: family == .table ? row : 2 * row, section: section))
        }
    }

    // MARK: Fractions

    @Test("The fraction of an item is the part of its height inside the viewport", arguments: Family.allCases)
    func fractionsFollowTheViewport(family: Family) throws {
        func check<L: CellLayout>(_ host: CellHost<L>) throws {
            host.layoutIfNeeded()
            #expect(try Self.fractions(host, family: family, rows: 4) == [1, 1, 0.5, 0])
            host.contentOffset = Point(x: 0, y: 1)
            #expect(try Self.fractions(host, family: family, rows: 4) == [0.5, 1, 1, 0])
            host.contentOffset = Point(x: 0, y: 1.5)
            #expect(try Self.fractions(host, family: family, rows: 5) == [0.25, 1, 1, 0.25, 0])
            for path in host.indexPathsForVisibleItems {
                #expect(host.cell(for: .item(path))?.visibleFraction == (try host.visibleFraction(ofItemAt: path)))
            }
            // A shorter viewport shows less of the last row.
            host.viewportSize = Size(width: 20, height: 4)
            #expect(try Self.fractions(host, family: family, rows: 4) == [0.25, 1, 0.75, 0])
        }
        // (The screen, and so its adapter, the host's data source, lives through the check.)
        switch family {
        case .table: let screen = Self.table(); try check(screen.host)
        case .grid: let screen = Self.grid(); try check(screen.host)
        }
    }

    @Test("A controller reads its item's fraction, and 0 once its item left the screen")
    func controllerReadsItsFraction() throws {
        let screen = Self.table()
        screen.host.contentOffset = Point(x: 0, y: 1)
        let first = try #require(screen.adapter.controller(at: ItemPath(item: 0, section: 0)) as? Probe<LabelCell>)
        #expect(first.visibleFraction == 0.5)
        screen.host.contentOffset = Point(x: 0, y: 2)
        #expect(first.visibleFraction == 0)
        #expect(first.currentCell() == nil)
    }

    @Test("A pinned header covers the rows under it: they count as less visible", arguments: Family.allCases)
    func pinnedHeadersCoverRows(family: Family) throws {
        func check<L: CellLayout>(_ host: CellHost<L>, pinned: Bool) throws {
            // Section 0: a header line at 0, rows at 1, 3, 5, ...; scrolled to 2.
            host.contentOffset = Point(x: 0, y: 2)
            let fractions = try Self.fractions(host, family: family, rows: 4)
            // The viewport shows 2..<7. Pinned, the header covers 2..<3: row 0 (1..<3) is
            // hidden. Not pinned, the header scrolled away: row 0 shows its bottom half.
            #expect(fractions == (pinned ? [0, 1, 1, 0] : [0.5, 1, 1, 0]))
        }
        for pinned in [false, true] {
            switch family {
            case .table: let screen = Self.table(headers: true, pinned: pinned); try check(screen.host, pinned: pinned)
            case .grid: let screen = Self.grid(headers: true, pinned: pinned); try check(screen.host, pinned: pinned)
            }
        }
    }

    @Test("The pinned header itself is not covered; pushed up by its section's end, it shows in part")
    func pushedPinnedHeader() throws {
        // Sections of 2 rows (header 1 + 4 = 5 lines each); at offset 4 the header of section 0
        // is pinned at 4..<5, where its section ends; at 4.5 the end pushes it half out.
        let screen = Self.table(counts: [2, 2], headers: true, pinned: true)
        screen.host.contentOffset = Point(x: 0, y: 4)
        let header = try #require(screen.host.cell(for: .supplementary(.header, section: 0)))
        #expect(header.visibleFraction == 1)
        // Row 1 of section 0 (3..<5) shows only 4..<5, under the header: nothing of it is seen.
        #expect(try screen.host.visibleFraction(ofItemAt: ItemPath(item: 1, section: 0)) == 0)
        screen.host.contentOffset = Point(x: 0, y: 4.5)
        #expect(header.visibleFraction == 0.5)
    }

    @Test("The bars over the list's ends and a pinned footer cover the rows under them too")
    func barsAndPinnedFootersCoverRows() throws {
        // Rows 2 lines high, from 0; a 7-line viewport scrolled to 1 shows 1..<8.
        let host = TableHost(viewportSize: Size(width: 20, height: 7), layout: TableLayout(separator: .none, pinsSectionHeaders: true, pinsSectionFooters: true))
        let screen = Screen(host: host) { log in
            [ControllerSection(id: 0, footer: CaptionController("Footer"), items: (0..<10).map { Probe<LabelCell>(id: $0, log: log) })]
        }
        screen.host.contentOffset = Point(x: 0, y: 1)
        // The pinned one-line footer is held at 7..<8, over row 3 (6..<8): of rows 0 (0..<2)
        // to 3, 1, 2, 2 and 1 lines show uncovered.
        #expect(try Self.fractions(screen.host, family: .table, rows: 5) == [0.5, 1, 1, 0.5, 0])
        // A one-line bar at the top and one at the bottom leave 2..<7, and the footer is held at
        // its bottom (6..<7): row 0 is under the top bar, row 3 under the footer and the bar.
        try screen.host.setPinnedInsets(EdgeInsets(top: 1, left: 0, bottom: 1, right: 0))
        #expect(try Self.fractions(screen.host, family: .table, rows: 5) == [0, 1, 1, 0, 0])
        let footer = try #require(screen.host.cell(for: .supplementary(.footer, section: 0)))
        #expect(footer.visibleFraction == 1)
    }

    @Test("Asking the fraction of an item that does not exist throws, and changes nothing")
    func outOfRange() {
        let screen = Self.table(counts: [3])
        screen.host.contentOffset = Point(x: 0, y: 1)
        let events = screen.log.events.count
        #expect(throws: CellHostError.itemOutOfRange(ItemPath(item: 3, section: 0), sectionCount: 1, itemCount: 3)) {
            try screen.host.visibleFraction(ofItemAt: ItemPath(item: 3, section: 0))
        }
        #expect(throws: CellHostError.itemOutOfRange(ItemPath(item: 0, section: 2), sectionCount: 1, itemCount: nil)) {
            try screen.host.visibleFraction(ofItemAt: ItemPath(item: 0, section: 2))
        }
        #expect(screen.host.contentOffset.y == 1)
        #expect(screen.log.events.count == events)
    }

    // MARK: Threshold crossings

    @Test("Crossings are reported once per threshold, up and down, after willDisplay and before didEndDisplaying",
          arguments: Family.allCases)
    func crossingsFollowTheFraction(family: Family) throws {
        func check<Host: CellHosting>(_ screen: Screen<Host>, itemsPerRow: Int) {
            let host = screen.host
            host.visibilityThresholds = [1, 0.5, 2, 0, .nan, 0.5]
            #expect(host.visibilityThresholds == [0.5, 1])
            host.layoutIfNeeded()
            // Rows 0 and 1 whole, row 2 half: row 0 and 1 cross 0.5 and 1, row 2 crosses 0.5.
            let first = screen.log.events([.willDisplay, .crossUp, .crossDown, .didEndDisplaying])
            let row = { (index: Int) in (0..<itemsPerRow).map { index * itemsPerRow + $0 } }
            let expectedFirst = (row(0) + row(1) + row(2)).map(Event.willDisplay)
                + (row(0) + row(1)).flatMap { [Event.crossUp($0), .crossUp($0)] } + row(2).map(Event.crossUp)
            #expect(first == expectedFirst)
            screen.log.clear()

            // Down by one line: row 0 half (crosses 1 down), row 2 whole (crosses 1 up); row 3
            // touches the viewport's bottom and is not displayed.
            host.contentOffset = Point(x: 0, y: 1)
            #expect(screen.log.events([.willDisplay, .crossUp, .crossDown, .didEndDisplaying])
                == row(0).map(Event.crossDown) + row(2).map(Event.crossUp))
            screen.log.clear()

            // Two more lines: row 0 leaves (crosses 0.5 down before it ends displaying), row 1
            // is half visible (crosses 1 down), row 3 enters whole.
            host.contentOffset = Point(x: 0, y: 3)
            #expect(screen.log.events([.willDisplay, .crossUp, .crossDown, .didEndDisplaying])
                == row(0).flatMap { [Event.crossDown($0), .didEndDisplaying($0)] } + row(3).map(Event.willDisplay)
                    + row(1).map(Event.crossDown) + row(3).flatMap { [Event.crossUp($0), .crossUp($0)] })
        }
        switch family {
        case .table: check(Self.table(), itemsPerRow: 1)
        case .grid: check(Self.grid(), itemsPerRow: 2)
        }
    }

    @Test("A crossing carries the threshold, the direction and the new fraction; the last ones down are at 0")
    func crossingValues() throws {
        let screen = Self.table(thresholds: [0.25, 0.75])
        screen.host.layoutIfNeeded()
        let row2 = try #require(screen.adapter.controller(at: ItemPath(item: 2, section: 0)) as? Probe<LabelCell>)
        #expect(row2.crossings == [VisibilityCrossing(threshold: 0.25, direction: .up, fraction: 0.5)])
        screen.host.contentOffset = Point(x: 0, y: 1)
        screen.host.contentOffset = Point(x: 0, y: 6.5)
        #expect(row2.crossings == [
            VisibilityCrossing(threshold: 0.25, direction: .up, fraction: 0.5),
            VisibilityCrossing(threshold: 0.75, direction: .up, fraction: 1),
            VisibilityCrossing(threshold: 0.75, direction: .down, fraction: 0),
            VisibilityCrossing(threshold: 0.25, direction: .down, fraction: 0),
        ])
        // The controller's fraction agrees with each crossing when it arrives.
        #expect(row2.fractionsAtCrossing == [0.5, 1, 0, 0])
    }

    @Test("Without thresholds nothing is reported; a controller's own thresholds replace the host's")
    func perControllerThresholds() throws {
        let silent = Self.table()
        silent.host.contentOffset = Point(x: 0, y: 3)
        #expect(silent.log.events([.crossUp, .crossDown]).isEmpty)

        let own = Self.table(thresholds: [1])
        own.host.visibilityThresholds = [0.5]
        own.host.layoutIfNeeded()
        // Rows 0 and 1 are whole, row 2 half: only the whole ones cross 1.
        #expect(own.log.events([.crossUp, .crossDown]) == [.crossUp(0), .crossUp(1)])
    }

    @Test("A deleted item crosses down to 0 before it ends displaying, at its old path", arguments: Family.allCases)
    func deletedItemsCrossDown(family: Family) throws {
        func check<Host: CellHosting>(_ screen: Screen<Host>, deleting id: Int, at path: ItemPath) throws {
            screen.host.layoutIfNeeded()
            screen.log.clear()
            screen.crossingPaths = []
            var sections = screen.adapter.sections
            sections[0].items.remove(at: path.item)
            try screen.adapter.apply(sections)
            let events = screen.log.events([.crossDown, .didEndDisplaying]).filter { $0.id == id }
            #expect(events == [.crossDown(id), .didEndDisplaying(id)])
            #expect(screen.crossingPaths.first == path)
        }
        switch family {
        case .table: try check(Self.table(thresholds: [0.5]), deleting: 1, at: ItemPath(item: 1, section: 0))
        case .grid: try check(Self.grid(thresholds: [0.5]), deleting: 3, at: ItemPath(item: 3, section: 0))
        }
    }

    @Test("A handler that scrolls during a crossing leaves the crossings alternating, each once")
    func reentrantScroll() throws {
        let screen = Self.table(counts: [30], thresholds: [0.5, 1])
        var scrolled = false
        screen.adapter.onEvent = { [unowned screen] event in
            guard case .visibilityCrossing(_, let crossing, _) = event else { return }
            guard !scrolled, crossing.direction == .up else { return }
            scrolled = true
            screen.host.contentOffset = Point(x: 0, y: 20)
        }
        screen.host.layoutIfNeeded()
        // Per row: crossings alternate up and down, end past nothing when not visible.
        var past: [Int: Int] = [:]
        for event in screen.log.events([.crossUp, .crossDown]) {
            past[event.id, default: 0] += event.kind == .crossUp ? 1 : -1
            #expect((0...2).contains(past[event.id, default: 0]), "row \(event.id) crossed out of order")
        }
        for id in 0..<30 {
            let path = ItemPath(item: id, section: 0)
            let expected = try [0.5, 1].filter { $0 <= (try screen.host.visibleFraction(ofItemAt: path)) }.count
            #expect(past[id, default: 0] == expected, "row \(id)")
        }
    }

    // MARK: Scroll events

    @Test("didScroll comes once per change of the offset: scrolls, clamping applies and resizes, scrolls to items")
    func scrollEvents() throws {
        let screen = Self.table(counts: [10])
        screen.host.layoutIfNeeded()
        #expect(screen.scrolls.isEmpty)
        screen.host.contentOffset = Point(x: 0, y: 4)
        screen.host.contentOffset = Point(x: 0, y: 4)
        #expect(screen.scrolls == [4])
        try screen.host.scrollToItem(at: ItemPath(item: 9, section: 0), at: .bottom)
        #expect(screen.scrolls == [4, 15])
        // A delete at the end shortens the content: the offset is clamped.
        var sections = screen.adapter.sections
        sections[0].items.removeLast(2)
        try screen.adapter.apply(sections)
        #expect(screen.scrolls == [4, 15, 11])
        // A taller viewport at the end moves up.
        screen.host.viewportSize = Size(width: 20, height: 7)
        #expect(screen.scrolls == [4, 15, 11, 9])
        screen.host.viewportSize = Size(width: 20, height: 7)
        #expect(screen.scrolls == [4, 15, 11, 9])
    }

    // MARK: Section display events

    @Test("A section displays with its first element and ends with its last", arguments: Family.allCases)
    func sectionEvents(family: Family) throws {
        func check<Host: CellHosting>(_ screen: Screen<Host>, sectionHeight: Double) throws {
            let host = screen.host
            host.layoutIfNeeded()
            // Sections of 3 lines each: a header line and a row 2 high.
            #expect(screen.log.events([.willDisplaySection, .didEndDisplayingSection]) == [.willDisplaySection(0), .willDisplaySection(1)])
            // The first event of a section comes before its first element's willDisplay.
            let kinds = screen.log.events([.willDisplaySection, .willDisplay])
            #expect(kinds.first == .willDisplaySection(0))
            screen.log.clear()
            host.contentOffset = Point(x: 0, y: sectionHeight)
            #expect(screen.log.events([.willDisplaySection, .didEndDisplayingSection]) == [.didEndDisplayingSection(0), .willDisplaySection(2)])
            let order = screen.log.events([.didEndDisplaying, .didEndDisplayingSection])
            #expect(order.last == .didEndDisplayingSection(0))
            screen.log.clear()
            // Deleting a displayed section ends it at its old index; the section that slides
            // into view displays.
            var sections = screen.adapter.sections
            sections.remove(at: 1)
            try screen.adapter.apply(sections)
            #expect(screen.log.events([.willDisplaySection, .didEndDisplayingSection]).first == .didEndDisplayingSection(1))
            // Whatever happened, the sections displayed are those with a displayed element.
            screen.log.clear()
            host.reloadData()
            let shown = Set(host.indexPathsForVisibleItems.map(\.section))
            #expect(Set(screen.log.events([.willDisplaySection]).map(\.id)) == shown)
        }
        switch family {
        case .table: try check(Self.table(viewport: 5, counts: [1, 1, 1, 1, 1], headers: true), sectionHeight: 3)
        case .grid: try check(Self.grid(viewport: 5, counts: [2, 2, 2, 2, 2], headers: true), sectionHeight: 3)
        }
    }
}

/// A test cell with a title, in a table or a grid.
@MainActor
protocol TitledCell: AnyObject {
    var title: String { get set }
}

extension LabelCell: TitledCell {}
extension TileCell: TitledCell {}
