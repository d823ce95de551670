import CellControllers
import CellControllersTestSupport
import Testing

/// Pinned section footers (`pinsSectionFooters`, `sectionFootersPinToVisibleBounds`) and pinned
/// insets (`setPinnedInsets(_:)`), alone and with pinned headers: at every offset of small random
/// screens, the header and footer frames, the displayed cells and their display events, hit
/// testing, taps and the rendered text agree with a direct computation of where each is shown.
@MainActor
@Suite("Pinned section footers and insets")
struct PinnedFooterTests {
    typealias LinesCell = PinnedHeaderTests.LinesCell

    /// A header or footer of `lines` lines titled `title`, that logs its display events and
    /// taps under `tag` (a header's section, or 100 plus a footer's).
    final class Titled<Cell: LinesCell>: GenericCellController<Cell> {
        let title: String, tag: Int, lines: Int, log: EventLog
        init(_ title: String, id: Int, lines: Int, log: EventLog) {
            self.title = title
            self.tag = id
            self.lines = lines
            self.log = log
            super.init()
        }
        override func configureCell(_ cell: Cell) {
            cell.title = title
            cell.lines = lines
        }
        override func didChangeDisplay(of cell: Cell, isDisplayed: Bool) { if isDisplayed { log.record(.willDisplaySupplementary(tag)) } else { log.record(.didEndDisplayingSupplementary(tag)) } }
        override func didChangeSelection(_ isSelected: Bool) { if isSelected { log.record(.tapSupplementary(tag)) } }
    }

    /// The screen: per section a header and a footer height (0: none) and an item count, items
    /// one line tall in `columns` columns, which kinds pin, and the bars' insets.
    struct Model: LineSections, CustomStringConvertible {
        var headers: [Int]
        var counts: [Int]
        var footers: [Int]
        var columns: Int
        var viewport: Int
        var pinsHeaders: Bool
        var pinsFooters: Bool
        var insetTop: Int
        var insetBottom: Int

        init(seed: UInt64, columns: Int) {
            var rng = DiffTestRandom(seed: seed)
            let sections = rng.int(1...4)
            headers = (0..<sections).map { _ in rng.chance(0.6) ? rng.int(1...2) : 0 }
            counts = (0..<sections).map { _ in rng.int(0...6) }
            footers = (0..<sections).map { _ in rng.chance(0.8) ? rng.int(1...2) : 0 }
            self.columns = columns
            viewport = rng.int(2...7)
            pinsHeaders = rng.chance(0.5)
            pinsFooters = true
            insetTop = rng.chance(0.5) ? rng.int(0...2) : 0
            insetBottom = rng.chance(0.5) ? rng.int(0...2) : 0
        }

        var description: String {
            "headers \(headers) counts \(counts) footers \(footers) viewport \(viewport) pins headers \(pinsHeaders) insets \(insetTop)/\(insetBottom)"
        }

        func height(_ kind: SupplementaryKind, _ section: Int) -> Int { kind == .header ? headers[section] : footers[section] }
        func pins(_ kind: SupplementaryKind) -> Bool { kind == .header ? pinsHeaders : pinsFooters }

        /// Where `kind` of `section` is shown at `offset`: pinned below the top bar (a header)
        /// or above the bottom bar (a footer) while its section is there, kept in its section.
        func y(_ kind: SupplementaryKind, _ section: Int, offset: Int) -> Int {
            let height = height(kind, section)
            let laid = kind == .header ? top(section) : bottom(section) - height
            guard pins(kind) else { return laid }
            let target = kind == .header ? offset + insetTop : offset + viewport - insetBottom - height
            return min(max(target, top(section)), bottom(section) - height)
        }

        /// The headers and footers a viewport at `offset` shows, as (kind, section).
        func shown(offset: Int) -> Set<Event> {
            var shown: Set<Event> = []
            for section in headers.indices {
                for kind in SupplementaryKind.allCases where height(kind, section) > 0 {
                    let y = y(kind, section, offset: offset)
                    if y < offset + viewport && y + height(kind, section) > offset { shown.insert(Self.event(kind, section)) }
                }
            }
            return shown
        }

        static func event(_ kind: SupplementaryKind, _ section: Int) -> Event {
            .willDisplaySupplementary(kind == .header ? section : 100 + section)
        }

        enum Hit: Equatable {
            case supplementary(SupplementaryKind, Int)
            case item(ItemPath)
            case nothing
        }

        /// What a tap at column 0 of content line `y` lands on: the last pinned header or footer
        /// (in display order) shown there, else what is laid out there (nothing where a pinned
        /// one was laid out but is held elsewhere).
        func hit(y: Int, offset: Int) -> Hit {
            var pinned: Hit?
            for section in headers.indices {
                for kind in SupplementaryKind.allCases where pins(kind) && height(kind, section) > 0 {
                    let shownY = self.y(kind, section, offset: offset)
                    if (shownY..<shownY + height(kind, section)).contains(y) { pinned = .supplementary(kind, section) }
                }
            }
            if let pinned { return pinned }
            guard let section = headers.indices.first(where: { top($0) <= y && y < bottom($0) }) else { return .nothing }
            let local = y - top(section)
            if local < headers[section] { return pinsHeaders ? .nothing : .supplementary(.header, section) }
            if local < headers[section] + rows(section) {
                return .item(ItemPath(item: (local - headers[section]) * columns, section: section))
            }
            return pinsFooters ? .nothing : .supplementary(.footer, section)
        }

        /// The text line `line` of a header or footer shows.
        func text(_ kind: SupplementaryKind, _ section: Int, line: Int) -> String {
            line == 0 ? "\(kind == .header ? "Header" : "Footer") \(section)" : "  line \(line + 1)"
        }
    }

    /// Checks every pinned observable of the adapter's host at `offset` against `model`.
    func check<Host: CellHosting>(_ adapter: CellControllerAdapter<Host>, _ model: Model, offset: Int, log: EventLog, context: String) {
        let host = adapter.host
        host.contentOffset = Point(x: 0, y: Double(offset))
        let context = "\(context) offset \(offset)"
        #expect(host.contentOffset.y == Double(offset), "\(context)")
        let width = host.viewportSize.width
        let shown = model.shown(offset: offset)
        for section in model.headers.indices {
            for kind in SupplementaryKind.allCases where model.height(kind, section) > 0 {
                let expected = Rect(x: 0, y: Double(model.y(kind, section, offset: offset)), width: width, height: Double(model.height(kind, section)))
                #expect(host.rect(for: .supplementary(kind, section: section)) == expected, "\(context) \(kind) \(section)")
                let cell = host.cell(for: .supplementary(kind, section: section))
                #expect((cell != nil) == shown.contains(Model.event(kind, section)), "\(context) \(kind) \(section)")
                #expect(cell.map { $0.frame == expected } ?? true, "\(context) \(kind) \(section)")
            }
        }
        // The display events account for exactly the shown headers and footers.
        var displayed: [Int: Int] = [:]
        for event in log.events([.willDisplaySupplementary, .didEndDisplayingSupplementary]) {
            displayed[event.id, default: 0] += event.kind == .willDisplaySupplementary ? 1 : -1
        }
        #expect(Set(displayed.filter { $0.value != 0 }.keys) == Set(shown.map(\.id)), "\(context)")
        #expect(displayed.values.allSatisfy { $0 == 0 || $0 == 1 }, "\(context)")

        let lines = host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in 0..<model.viewport {
            let y = offset + line
            let point = Point(x: 0, y: Double(y))
            let element = host.supplementaryElement(at: point)
            switch model.hit(y: y, offset: offset) {
            case .supplementary(let kind, let section):
                #expect(element?.kind == kind && element?.section == section, "\(context) y \(y)")
                #expect(host.element(at: point)?.itemPath == nil, "\(context) y \(y)")
                let text = model.text(kind, section, line: y - model.y(kind, section, offset: offset))
                #expect(lines[line].hasPrefix(text), "\(context) line \(line): \(lines[line])")
            case .item(let path):
                #expect(element == nil && host.element(at: point)?.itemPath == path, "\(context) y \(y)")
            case .nothing:
                #expect(element == nil && host.element(at: point)?.itemPath == nil, "\(context) y \(y)")
            }
        }
    }

    /// Loads the adapter's host, sets the model's insets, and checks every offset down, then
    /// up, then random jumps.
    func checkEveryOffset<Host: CellHosting>(_ adapter: CellControllerAdapter<Host>, _ model: Model, log: EventLog, seed: UInt64) throws {
        adapter.host.reloadData()
        try adapter.host.setPinnedInsets(EdgeInsets(top: Double(model.insetTop), bottom: Double(model.insetBottom)))
        #expect(adapter.host.pinnedInsets == EdgeInsets(top: Double(model.insetTop), bottom: Double(model.insetBottom)))
        #expect(adapter.host.contentSize.height == Double(model.contentHeight))
        var rng = DiffTestRandom(seed: seed ^ 0xF007)
        let down = Array(0...model.maxOffset)
        for offset in down + down.reversed() + (0..<10).map({ _ in rng.int(0...model.maxOffset) }) {
            check(adapter, model, offset: offset, log: log, context: "seed \(seed) \(model)")
        }
    }

    nonisolated static let seeds: [UInt64] = Array(1...60)

    @Test("table footers pin, with pinned headers and insets", arguments: seeds)
    func table(seed: UInt64) throws {
        let model = Model(seed: seed, columns: 1)
        let log = EventLog()
        let adapter = CellControllerAdapter(
            host: TableHost(
                viewportSize: Size(width: 16, height: Double(model.viewport)),
                layout: TableLayout(rowHeight: 1, separator: .none, pinsSectionHeaders: model.pinsHeaders, pinsSectionFooters: true)),
            sections: model.headers.indices.map { section in
                ControllerSection(
                    id: section,
                    header: model.headers[section] > 0 ? Titled<LabelCell>("Header \(section)", id: section, lines: model.headers[section], log: log) : nil,
                    footer: model.footers[section] > 0 ? Titled<LabelCell>("Footer \(section)", id: 100 + section, lines: model.footers[section], log: log) : nil,
                    items: model.ids(section).map { LabelController(id: $0, log: log) })
            })
        try checkEveryOffset(adapter, model, log: log, seed: seed)
    }

    @Test("grid footers pin with sectionFootersPinToVisibleBounds", arguments: seeds)
    func grid(seed: UInt64) throws {
        let model = Model(seed: seed, columns: 2)
        let log = EventLog()
        let adapter = CellControllerAdapter(
            host: GridHost(
                viewportSize: Size(width: 21, height: Double(model.viewport)),
                layout: GridLayout(
                    columns: .fixed(2), itemHeight: 1,
                    pinsSectionHeaders: model.pinsHeaders, pinsSectionFooters: true)),
            sections: model.headers.indices.map { section in
                ControllerSection(
                    id: section,
                    header: model.headers[section] > 0
                        ? Titled<PinnedHeaderTests.LinesTileCell>("Header \(section)", id: section, lines: model.headers[section], log: log) : nil,
                    footer: model.footers[section] > 0
                        ? Titled<PinnedHeaderTests.LinesTileCell>("Footer \(section)", id: 100 + section, lines: model.footers[section], log: log) : nil,
                    items: model.ids(section).map { PinnedHeaderTests.Tile(id: $0, log: log) })
            })
        try checkEveryOffset(adapter, model, log: log, seed: seed)
    }

    /// Headers pinned below a bar, with footers that scroll (insets alone move only the
    /// pinned kinds).
    @Test("insets offset pinned headers only where they pin", arguments: Array(UInt64(1)...30))
    func insetsWithHeadersOnly(seed: UInt64) throws {
        var model = Model(seed: seed, columns: 1)
        model.pinsHeaders = true
        model.pinsFooters = false
        model.insetTop = Int(seed % 3)
        let log = EventLog()
        let adapter = CellControllerAdapter(
            host: TableHost(
                viewportSize: Size(width: 16, height: Double(model.viewport)),
                layout: TableLayout(rowHeight: 1, separator: .none, pinsSectionHeaders: true)),
            sections: model.headers.indices.map { section in
                ControllerSection(
                    id: section,
                    header: model.headers[section] > 0 ? Titled<LabelCell>("Header \(section)", id: section, lines: model.headers[section], log: log) : nil,
                    footer: model.footers[section] > 0 ? Titled<LabelCell>("Footer \(section)", id: 100 + section, lines: model.footers[section], log: log) : nil,
                    items: model.ids(section).map { LabelController(id: $0, log: log) })
            })
        try checkEveryOffset(adapter, model, log: log, seed: seed)
    }

    /// A table of one section: header, rows 0-9, footer; plain, with pinned footers.
    func totals(viewport: Double = 5, log: EventLog) -> CellControllerAdapter<TableHost> {
        CellControllerAdapter(
            host: TableHost(
                viewportSize: Size(width: 16, height: viewport),
                layout: TableLayout(rowHeight: 1, separator: .none, pinsSectionHeaders: true, pinsSectionFooters: true)),
            sections: [
                ControllerSection(
                    id: 0,
                    header: Titled<LabelCell>("Header 0", id: 0, lines: 1, log: log),
                    footer: Titled<LabelCell>("Footer 0", id: 100, lines: 1, log: log),
                    items: (0..<10).map { LabelController(id: $0, log: log) }),
            ])
    }

    /// A tap on a pinned footer reaches the footer, never the row it covers; a tap above it
    /// selects the row there.
    @Test func tapOnAPinnedFooterReachesTheFooter() {
        let log = EventLog()
        let adapter = totals(log: log)
        let host = adapter.host
        host.contentOffset = Point(x: 0, y: 2)
        #expect(host.renderText() == "Header 0\nRow 2\nRow 3\nRow 4\nFooter 0")
        #expect(host.rect(for: .supplementary(.footer, section: 0)) == Rect(x: 0, y: 6, width: 16, height: 1))
        #expect(host.tap(at: Point(x: 2, y: 6)))
        #expect(log.events.last == .tapSupplementary(100))
        #expect(host.indexPathsForSelectedItems.isEmpty)
        #expect(host.tap(at: Point(x: 2, y: 5)))
        #expect(log.events.last == .select(4))
        // At the end, the footer is where it is laid out, below the last row.
        host.contentOffset = Point(x: 0, y: 7)
        #expect(host.renderText() == "Header 0\nRow 7\nRow 8\nRow 9\nFooter 0")
        #expect(host.rect(for: .supplementary(.footer, section: 0)) == Rect(x: 0, y: 11, width: 16, height: 1))
    }

    /// Bars of 1 line at the top and the bottom: the header pins below the top one, the footer
    /// above the bottom one; the rows under the bars are still drawn and hit.
    @Test func insetsMoveThePinsInsideTheBars() throws {
        let log = EventLog()
        let adapter = totals(viewport: 7, log: log)
        let host = adapter.host
        host.contentOffset = Point(x: 0, y: 2)
        try host.setPinnedInsets(EdgeInsets(top: 1, bottom: 1))
        #expect(host.renderText() == "Row 1\nHeader 0\nRow 3\nRow 4\nRow 5\nFooter 0\nRow 7")
        #expect(host.rect(for: .supplementary(.header, section: 0))?.minY == 3)
        #expect(host.rect(for: .supplementary(.footer, section: 0))?.minY == 7)
        #expect(host.element(at: Point(x: 0, y: 2))?.itemPath == ItemPath(item: 1, section: 0))
        #expect(host.supplementaryElement(at: Point(x: 0, y: 3))?.kind == .header)
        #expect(host.supplementaryElement(at: Point(x: 0, y: 7))?.kind == .footer)
        // Back to no bars: the pins move back to the viewport's edges, without a scroll.
        try host.setPinnedInsets(EdgeInsets())
        #expect(host.renderText() == "Header 0\nRow 2\nRow 3\nRow 4\nRow 5\nRow 6\nFooter 0")
    }

    /// Scrolls to an item keep it clear of the bars and of the pinned header and footer.
    @Test(arguments: [CellHost<TableLayout>.ScrollPosition.top, .bottom, .nearest, .center])
    func scrollToItemAvoidsWhatCoversTheEnds(position: CellHost<TableLayout>.ScrollPosition) throws {
        let adapter = totals(viewport: 8, log: EventLog())
        let host = adapter.host
        try host.setPinnedInsets(EdgeInsets(top: 1, bottom: 2))
        // Covered: 1 + 1 header at the top, 2 + 1 footer at the bottom: rows are seen on lines 2...4.
        try host.scrollToItem(at: ItemPath(item: 5, section: 0), at: position)
        let rowTop = 6 - host.contentOffset.y
        let expected: Double = switch position {
        case .top: 2
        case .bottom, .nearest: 4
        default: 3
        }
        #expect(rowTop == expected)
        #expect(host.renderText().split(separator: "\n", omittingEmptySubsequences: false)[Int(expected)] == "Row 5")
        #expect(host.element(at: Point(x: 0, y: 6))?.itemPath == ItemPath(item: 5, section: 0))
    }

    /// Negative and non-finite insets throw, and change nothing.
    @Test(arguments: [
        (EdgeInsets(top: -1), CellHostError.invalidPinnedInsets(EdgeInsets(top: -1))),
        (EdgeInsets(bottom: -0.5), .invalidPinnedInsets(EdgeInsets(bottom: -0.5))),
        (EdgeInsets(top: .infinity), .invalidPinnedInsets(EdgeInsets(top: .infinity))),
    ])
    func impossibleInsetsThrow(insets: EdgeInsets, error: CellHostError) throws {
        let adapter = totals(log: EventLog())
        let host = adapter.host
        try host.setPinnedInsets(EdgeInsets(top: 1))
        let before = host.renderText()
        #expect(throws: error) { try host.setPinnedInsets(insets) }
        #expect(host.pinnedInsets == EdgeInsets(top: 1))
        #expect(host.renderText() == before)
        #expect(error.description.contains("give a finite value of 0 or more"))
        let nan = #expect(throws: CellHostError.self) { try host.setPinnedInsets(EdgeInsets(bottom: .nan)) }
        if case .invalidPinnedInsets(let refused)? = nan { #expect(refused.top == 0 && refused.bottom.isNaN) }
    }

    /// Footers scroll with their sections unless asked, in both layouts.
    @Test func footersScrollAwayByDefault() {
        #expect(!TableLayout(pinsSectionHeaders: true).pinsSectionFooters && !GridLayout().pinsSectionFooters)
        #expect(TableLayout(pinsSectionFooters: true).pinsSectionFooters && GridLayout(pinsSectionFooters: true).pinsSectionFooters)
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 16, height: 4), layout: TableLayout(rowHeight: 1, separator: .none, pinsSectionHeaders: true)),
            sections: [ControllerSection(id: 0, footer: CaptionController("Footer"), items: (0..<10).map { LabelController(id: $0) })])
        #expect(adapter.host.cell(for: .supplementary(.footer, section: 0)) == nil)
        #expect(adapter.host.rect(for: .supplementary(.footer, section: 0)) == Rect(x: 0, y: 10, width: 16, height: 1))
        #expect(adapter.host.renderText() == "Row 0\nRow 1\nRow 2\nRow 3")
    }
}
