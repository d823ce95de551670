import CellControllers
import CellControllersTestSupport
import Testing

/// Pinned section headers (plain tables, grids with `sectionHeadersPinToVisibleBounds`): at every
/// offset of small random screens, the header frames, the displayed headers, hit testing, taps
/// and the rendered text agree with a direct computation of where each header is pinned.
@MainActor
@Suite("Pinned section headers")
struct PinnedHeaderTests {
    /// A grid cell of several lines, for grid headers taller than one line.
    final class LinesTileCell: GridCell, LinesCell {
        var title = ""
        var lines = 1
        override func render(width: Int) -> [String] {
            (0..<lines).map { TextRendering.fit($0 == 0 ? title : "  line \($0 + 1)", width: width) }
        }
    }

    /// A cell that shows a title over `lines` lines: ``LabelCell`` in tables, ``LinesTileCell``
    /// in grids.
    protocol LinesCell: ReusableCell {
        var title: String { get set }
        var lines: Int { get set }
    }

    /// A header of `lines` lines that logs its display events and taps.
    final class Header<HeaderCell: LinesCell>: GenericCellController<HeaderCell> {
        let section: Int, lines: Int, log: EventLog
        init(section: Int, lines: Int, log: EventLog) {
            self.section = section
            self.lines = lines
            self.log = log
            super.init()
        }
        override func configureCell(_ cell: HeaderCell) {
            cell.title = "Header \(section)"
            cell.lines = lines
        }
        override func didChangeDisplay(of cell: HeaderCell, isDisplayed: Bool) { if isDisplayed { log.record(.willDisplaySupplementary(section)) } else { log.record(.didEndDisplayingSupplementary(section)) } }
        override func didChangeSelection(_ isSelected: Bool) { if isSelected { log.record(.tapSupplementary(section)) } }
    }

    typealias TableHeader = Header<LabelCell>
    typealias GridHeader = Header<LinesTileCell>

    /// A grid item that logs its selection.
    final class Tile: ModelCellController<TileCell, Row> {
        let log: EventLog
        var number: Int { model.id }
        init(id: Int, log: EventLog) {
            self.log = log
            super.init(model: Row(id: id, title: "T\(id)"))
        }
        override func configureCell(_ cell: TileCell) { cell.title = "T\(number)" }
        override func didChangeSelection(_ isSelected: Bool) { if isSelected { log.record(.select(number)) } }
    }

    /// The screen: per section a header height (0: none), an item count and a footer height,
    /// with items one line tall in `columns` columns.
    struct Model: LineSections {
        var headers: [Int]
        var counts: [Int]
        var footers: [Int]
        var columns: Int
        var viewport: Int

        init(seed: UInt64, columns: Int) {
            var rng = DiffTestRandom(seed: seed)
            let sections = rng.int(1...4)
            headers = (0..<sections).map { _ in rng.chance(0.8) ? rng.int(1...2) : 0 }
            counts = (0..<sections).map { _ in rng.int(0...6) }
            footers = (0..<sections).map { _ in rng.chance(0.3) ? 1 : 0 }
            self.columns = columns
            viewport = rng.int(2...6)
        }


        /// Where the header of `section` is shown at `offset`: pinned at the viewport's top
        /// while its section is on screen, pushed up by the section's end.
        func pinnedY(_ section: Int, offset: Int) -> Int {
            min(max(top(section), offset), bottom(section) - headers[section])
        }

        /// The headers a viewport at `offset` shows.
        func shownHeaders(offset: Int) -> Set<Int> {
            Set(headers.indices.filter { section in
                let y = pinnedY(section, offset: offset)
                return headers[section] > 0 && y < offset + viewport && y + headers[section] > offset
            })
        }

        enum Hit: Equatable {
            case header(Int)
            case footer(Int)
            case item(ItemPath)
            case nothing
        }

        /// What a tap at column 0 of content line `y` lands on: a shown header first, else what
        /// is laid out there (nothing where a header was laid out but is pinned elsewhere).
        func hit(y: Int, offset: Int) -> Hit {
            for section in headers.indices where headers[section] > 0 {
                let pinned = pinnedY(section, offset: offset)
                if (pinned..<pinned + headers[section]).contains(y) { return .header(section) }
            }
            guard let section = headers.indices.first(where: { top($0) <= y && y < bottom($0) }) else { return .nothing }
            let local = y - top(section)
            if local < headers[section] { return .nothing }
            if local < headers[section] + rows(section) {
                return .item(ItemPath(item: (local - headers[section]) * columns, section: section))
            }
            return .footer(section)
        }
    }

    /// Checks every pinned-header observable of the adapter's host at `offset` against `model`.
    func check<Host: CellHosting>(_ adapter: CellControllerAdapter<Host>, _ model: Model, offset: Int, log: EventLog, seed: UInt64) {
        let host = adapter.host   // the caller holds the adapter for the whole call
        host.contentOffset = Point(x: 0, y: Double(offset))
        #expect(host.contentOffset.y == Double(offset), "seed \(seed)")
        let width = host.viewportSize.width
        for section in model.headers.indices where model.headers[section] > 0 {
            let expected = Rect(x: 0, y: Double(model.pinnedY(section, offset: offset)), width: width, height: Double(model.headers[section]))
            #expect(host.rect(for: .supplementary(.header, section: section)) == expected, "seed \(seed) offset \(offset) section \(section)")
            let shown = model.shownHeaders(offset: offset).contains(section)
            #expect((host.cell(for: .supplementary(.header, section: section)) != nil) == shown, "seed \(seed) offset \(offset) section \(section)")
            #expect(host.cell(for: .supplementary(.header, section: section)).map { $0.frame == expected } ?? true, "seed \(seed)")
        }
        // The display events account for exactly the shown headers.
        var displayed: [Int: Int] = [:]
        for event in log.events([.willDisplaySupplementary, .didEndDisplayingSupplementary]) {
            displayed[event.id, default: 0] += event.kind == .willDisplaySupplementary ? 1 : -1
        }
        #expect(Set(displayed.filter { $0.value != 0 }.keys) == model.shownHeaders(offset: offset), "seed \(seed) offset \(offset)")
        #expect(displayed.values.allSatisfy { $0 == 0 || $0 == 1 }, "seed \(seed)")

        let lines = host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in 0..<model.viewport {
            let y = offset + line
            let point = Point(x: 0, y: Double(y))
            let hit = model.hit(y: y, offset: offset)
            let element = host.supplementaryElement(at: point)
            switch hit {
            case .header(let section):
                #expect(element?.kind == .header && element?.section == section, "seed \(seed) offset \(offset) y \(y)")
                #expect(host.element(at: point)?.itemPath == nil, "seed \(seed) offset \(offset) y \(y)")
                let headerLine = y - model.pinnedY(section, offset: offset)
                let text = headerLine == 0 ? "Header \(section)" : "  line \(headerLine + 1)"
                #expect(lines[line].hasPrefix(text), "seed \(seed) offset \(offset) line \(line): \(lines[line])")
            case .footer(let section):
                #expect(element?.kind == .footer && element?.section == section, "seed \(seed) offset \(offset) y \(y)")
            case .item(let path):
                #expect(element == nil && host.element(at: point)?.itemPath == path, "seed \(seed) offset \(offset) y \(y)")
            case .nothing:
                #expect(element == nil && host.element(at: point)?.itemPath == nil, "seed \(seed) offset \(offset) y \(y)")
            }
        }
    }

    /// Every offset down, then up, then random jumps.
    func offsets(_ model: Model, seed: UInt64) -> [Int] {
        var rng = DiffTestRandom(seed: seed ^ 0x5EED)
        let down = Array(0...model.maxOffset)
        return down + down.reversed() + (0..<10).map { _ in rng.int(0...model.maxOffset) }
    }

    /// Loads the adapter's host and checks it at every offset of ``offsets(_:seed:)``.
    func checkEveryOffset<Host: CellHosting>(_ adapter: CellControllerAdapter<Host>, _ model: Model, log: EventLog, seed: UInt64) {
        adapter.host.reloadData()
        #expect(adapter.host.contentSize.height == Double(model.contentHeight))
        for offset in offsets(model, seed: seed) {
            check(adapter, model, offset: offset, log: log, seed: seed)
        }
    }

    nonisolated static let seeds: [UInt64] = Array(1...40)

    @Test("plain table headers pin and are pushed up", arguments: seeds)
    func table(seed: UInt64) {
        let model = Model(seed: seed, columns: 1)
        let log = EventLog()
        let adapter = CellControllerAdapter(
            host: TableHost(
                viewportSize: Size(width: 16, height: Double(model.viewport)),
                layout: TableLayout(rowHeight: 1, separator: .none, pinsSectionHeaders: true)),
            sections: model.headers.indices.map { section in
                ControllerSection(
                    id: section,
                    header: model.headers[section] > 0 ? TableHeader(section: section, lines: model.headers[section], log: log) : nil,
                    footer: model.footers[section] > 0 ? CaptionController("Footer \(section)") : nil,
                    items: model.ids(section).map { LabelController(id: $0, log: log) })
            })
        checkEveryOffset(adapter, model, log: log, seed: seed)
    }

    @Test("grid headers pin with sectionHeadersPinToVisibleBounds", arguments: seeds)
    func grid(seed: UInt64) {
        let model = Model(seed: seed, columns: 2)
        let log = EventLog()
        let adapter = CellControllerAdapter(
            host: GridHost(
                viewportSize: Size(width: 21, height: Double(model.viewport)),
                layout: GridLayout(columns: .fixed(2), itemHeight: 1, pinsSectionHeaders: true)),
            sections: model.headers.indices.map { section in
                ControllerSection(
                    id: section,
                    header: model.headers[section] > 0 ? GridHeader(section: section, lines: model.headers[section], log: log) : nil,
                    footer: model.footers[section] > 0 ? GridHeader(section: 100 + section, lines: 1, log: EventLog()) : nil,
                    items: model.ids(section).map { Tile(id: $0, log: log) })
            })
        checkEveryOffset(adapter, model, log: log, seed: seed)
    }

    /// Random transitions applied to a plain table at a random offset leave it as if freshly
    /// loaded at that offset: the same pinned headers displayed, at the same frames, and the
    /// same text.
    @Test("applies to a plain table match a fresh one", arguments: Array(UInt64(1)...150))
    func appliesKeepPinnedHeadersRight(seed: UInt64) throws {
        let (old, new) = DiffTransitions.transition(seed: seed)
        var rng = DiffTestRandom(seed: seed ^ 0x9147)
        let size = Size(width: 12, height: Double(rng.int(1...8)))
        let layout = TableLayout(separator: .none, pinsSectionHeaders: true)
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: size, layout: layout),
            sections: HostApplyPropertyTests.sections(old, log: EventLog()))
        adapter.onEvent = { if case .fallBackToReload(let fallback) = $0 { Issue.record("seed \(seed): \(fallback)") } }
        adapter.host.contentOffset = Point(x: 0, y: Double(rng.int(0...30)))
        try adapter.apply(HostApplyPropertyTests.sections(new, log: EventLog()))

        let fresh = CellControllerAdapter(
            host: TableHost(viewportSize: size, layout: layout),
            sections: HostApplyPropertyTests.sections(new, log: EventLog()))
        fresh.host.contentOffset = adapter.host.contentOffset
        let context = "seed \(seed) offset \(adapter.host.contentOffset.y)\nold \(old)\nnew \(new)"
        #expect(adapter.host.renderText() == fresh.host.renderText(), "\(context)")
        for section in 0..<adapter.host.numberOfSections {
            #expect((adapter.host.cell(for: .supplementary(.header, section: section)) != nil) == (fresh.host.cell(for: .supplementary(.header, section: section)) != nil), "\(context)")
            #expect(adapter.host.rect(for: .supplementary(.header, section: section)) == fresh.host.rect(for: .supplementary(.header, section: section)), "\(context)")
            #expect(adapter.host.cell(for: .supplementary(.header, section: section))?.frame == fresh.host.cell(for: .supplementary(.header, section: section))?.frame, "\(context)")
        }
    }

    /// A tap on a pinned header reaches the header, never the row it covers; a tap below it
    /// selects the row there.
    @Test func tapOnAPinnedHeaderReachesTheHeader() {
        let log = EventLog()
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 16, height: 4), layout: TableLayout(rowHeight: 1, separator: .none, pinsSectionHeaders: true)),
            sections: [
                ControllerSection(id: 0, header: TableHeader(section: 0, lines: 1, log: log), items: (0..<10).map { LabelController(id: $0, log: log) }),
            ])
        adapter.host.contentOffset = Point(x: 0, y: 5)
        #expect(adapter.host.renderText().hasPrefix("Header 0\nRow 5"))
        #expect(adapter.host.tap(at: Point(x: 2, y: 5)))
        #expect(log.events.last == .tapSupplementary(0))
        #expect(adapter.host.indexPathsForSelectedItems.isEmpty)
        #expect(adapter.host.tap(at: Point(x: 2, y: 6)))
        #expect(log.events.last == .select(5))
        #expect(adapter.host.indexPathsForSelectedItems == [ItemPath(item: 5, section: 0)])
        #expect(!adapter.host.tap(at: Point(x: 2, y: 99)))
    }

    /// Grouped tables (the default) and grids without the option keep headers in place.
    @Test func headersScrollAwayByDefault() {
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 16, height: 4), layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: [
                ControllerSection(id: 0, header: CaptionController("Header"), items: (0..<10).map { LabelController(id: $0) }),
            ])
        adapter.host.contentOffset = Point(x: 0, y: 5)
        #expect(adapter.host.rect(for: .supplementary(.header, section: 0)) == Rect(x: 0, y: 0, width: 16, height: 1))
        #expect(adapter.host.cell(for: .supplementary(.header, section: 0)) == nil)
        #expect(adapter.host.renderText().hasPrefix("Row 4"))
        #expect(GridLayout().pinsSectionHeaders == false && TableLayout().pinsSectionHeaders == false)
    }
}

extension LabelCell: PinnedHeaderTests.LinesCell {}
