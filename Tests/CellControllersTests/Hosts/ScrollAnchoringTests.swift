import CellControllers
import CellControllersTestSupport
import Testing

/// Scroll anchoring (`CellHost.scrollAnchoring`): what stays on screen when the content above
/// the viewport changes, through applies, batch updates driven directly and re-measures, with
/// the off switch, and the bottom-anchored list of a chat.
@MainActor
@Suite("Scroll anchoring")
struct ScrollAnchoringTests {
    enum HostKind: CaseIterable, Sendable { case table, grid }

    /// A screen of rows in one section, shown by an adapter through a registration, in a table or
    /// a two-column grid (rows of tiles of `lines` lines).
    @MainActor struct Screen {
        let host: any AnchoringHost
        let apply: ([Row]) throws -> Void
        let rowsPerLine: Int

        var offset: Double { host.offsetY }
    }

    static let section = Row(id: -1, title: "messages")

    static func rows(_ ids: some Sequence<Int>, lines: Int = 1) -> [Row] {
        ids.map { Row(id: $0, title: "m\($0)", lines: lines) }
    }

    /// A screen of `kind` whose rows are `lines` high (measured when `estimated`).
    static func makeScreen(_ kind: HostKind, anchoring: ScrollAnchoring, estimated: Bool = false, height: Double = 10) -> Screen {
        switch kind {
        case .table:
            let layout = estimated ? TableLayout(estimatedRowHeight: 1, separator: .none) : TableLayout(separator: .none)
            let host = TableHost(viewportSize: Size(width: 20, height: height), layout: layout)
            host.scrollAnchoring = anchoring
            let adapter = CellControllerAdapter(host: host)
            var registration = CellRegistration<LabelCell, Row> { cell, row in
                cell.title = row.title
                cell.lines = row.lines
            }
            if !estimated { registration = registration.height { row, _ in Double(row.lines) } }
            let rows = registration
            return Screen(host: host, apply: { items in
                var snapshot = Snapshot<Row, Row>()
                try snapshot.appendSections([section])
                try snapshot.appendItems(items)
                try DiffableDataSource(host: adapter.host, factory: rows).apply(snapshot)
            }, rowsPerLine: 1)
        case .grid:
            let layout = GridLayout(columns: .fixed(2), interitemSpacing: 1, estimatedItemHeight: estimated ? 1 : nil)
            let host = GridHost(viewportSize: Size(width: 21, height: height), layout: layout)
            host.scrollAnchoring = anchoring
            let adapter = CellControllerAdapter(host: host)
            let tiles = CellRegistration<TileCell, Row> { cell, row in cell.title = row.title }
                .height { row, _ in Double(row.lines) }
            return Screen(host: host, apply: { items in
                var snapshot = Snapshot<Row, Row>()
                try snapshot.appendSections([section])
                try snapshot.appendItems(items)
                try DiffableDataSource(host: adapter.host, factory: tiles).apply(snapshot)
            }, rowsPerLine: 2)
        }
    }

    // MARK: Applies

    @Test("Rows inserted above the viewport keep the first visible row on screen, unless anchoring is off",
          arguments: HostKind.allCases, [ScrollAnchoring.firstVisibleItem, .none, .bottom])
    func insertAboveTheViewport(kind: HostKind, anchoring: ScrollAnchoring) throws {
        let screen = Self.makeScreen(kind, anchoring: anchoring)
        var rows = Self.rows(0..<60)
        try screen.apply(rows)
        screen.host.scroll(toY: 10)
        let first = try #require(screen.host.firstVisible)
        #expect(first.id == 10 * screen.rowsPerLine)

        rows.insert(contentsOf: Self.rows(100..<106), at: 0)
        try screen.apply(rows)

        let inserted = Double(6 / screen.rowsPerLine)
        if anchoring == .none {
            #expect(screen.offset == 10, "UIKit's behaviour: the offset stays, the rows on screen move down")
            #expect(screen.host.firstVisible?.id == first.id - 6)
        } else {
            #expect(screen.offset == 10 + inserted)
            #expect(screen.host.firstVisible?.id == first.id)
            #expect(screen.host.screenTop(of: first.id, in: rows) == first.screenTop)
        }
    }

    @Test("A list at its top stays at its top (new items first show), unless it is bottom-anchored", arguments: HostKind.allCases)
    func atTheTop(kind: HostKind) throws {
        for anchoring in [ScrollAnchoring.firstVisibleItem, .bottom] {
            let screen = Self.makeScreen(kind, anchoring: anchoring)
            var rows = Self.rows(0..<60)
            try screen.apply(rows)
            screen.host.scroll(toY: 0)
            rows.insert(contentsOf: Self.rows(100..<104), at: 0)
            try screen.apply(rows)
            if anchoring == .firstVisibleItem {
                #expect(screen.offset == 0)
                #expect(screen.host.firstVisible?.id == 100, "the new rows show")
            } else {
                #expect(screen.offset == Double(4 / screen.rowsPerLine), "an older page loads above without a jump")
                #expect(screen.host.firstVisible?.id == 0)
            }
        }
    }

    @Test("A deleted first visible row passes the anchor to the next; a moved one is not followed", arguments: HostKind.allCases)
    func deletedAndMovedAnchors(kind: HostKind) throws {
        let screen = Self.makeScreen(kind, anchoring: .firstVisibleItem)
        var rows = Self.rows(0..<60)
        try screen.apply(rows)
        screen.host.scroll(toY: 10)
        let first = try #require(screen.host.firstVisible)
        let next = screen.host.visibleIDs.first { $0 != first.id }
        let nextID = try #require(next)
        let nextTop = try #require(screen.host.screenTop(of: nextID, in: rows))

        // The first visible row is deleted and rows are inserted above: the next row stays.
        rows.removeAll { $0.id == first.id }
        rows.insert(contentsOf: Self.rows(100..<104), at: 0)
        try screen.apply(rows)
        #expect(screen.host.screenTop(of: nextID, in: rows) == nextTop)

        // The (new) first visible row moves to the end: the view does not follow it there.
        let moved = try #require(screen.host.firstVisible)
        let stays = try #require(screen.host.visibleIDs.first { $0 != moved.id })
        let staysTop = try #require(screen.host.screenTop(of: stays, in: rows))
        let index = try #require(rows.firstIndex { $0.id == moved.id })
        rows.append(rows.remove(at: index))
        try screen.apply(rows)
        #expect(screen.host.screenTop(of: stays, in: rows) == staysTop)
        #expect(!screen.host.visibleIDs.contains(moved.id))
    }

    @Test("With estimated heights, the first visible row keeps its place when the rows that come on screen below it are measured taller",
          arguments: HostKind.allCases)
    func anchorClampedOnlyToMeasuredContent(kind: HostKind) throws {
        let screen = Self.makeScreen(kind, anchoring: .firstVisibleItem, estimated: true)
        let perLine = screen.rowsPerLine
        // 20 lines of short rows, then two lines of tall ones, estimated at one line each.
        var rows = Self.rows(0 ..< 20 * perLine) + Self.rows(100 ..< 100 + 2 * perLine, lines: 3)
        try screen.apply(rows)
        screen.host.scroll(toY: 10)
        let first = try #require(screen.host.firstVisible)
        #expect(first.id == 10 * perLine && first.screenTop == 0)

        // Five lines below the first visible row go: with the tall rows still estimated, the
        // content is too short to keep it at the top of the viewport, but the tall rows come on
        // screen, are measured, and make room again. The clamp is to the measured content.
        rows.removeSubrange(15 * perLine ..< 20 * perLine)
        try screen.apply(rows)
        #expect(screen.host.screenTop(of: first.id, in: rows) == first.screenTop)
        #expect(screen.offset == 10)
    }

    @Test("performBatchUpdates driven directly keeps the first visible row, unless anchoring is off",
          arguments: [ScrollAnchoring.firstVisibleItem, .none])
    func directBatchUpdates(anchoring: ScrollAnchoring) throws {
        let source = ArrayDataSource([(0..<50).map { "r\($0)" }])
        let host = TableHost(viewportSize: Size(width: 20, height: 8), layout: TableLayout(separator: .none))
        host.scrollAnchoring = anchoring
        host.dataSource = source
        host.contentOffset = Point(x: 0, y: 10)
        try host.performBatchUpdates(BatchUpdate(insertedItems: (0..<3).map { ItemPath(item: $0, section: 0) })) {
            source.data[0].insert(contentsOf: ["a", "b", "c"], at: 0)
        }
        #expect(host.contentOffset.y == (anchoring == .none ? 10 : 13))
        #expect(host.cell(for: .item(ItemPath(item: 13, section: 0))) != nil)
        #expect((host.visibleCells.first as? LabelCell)?.text == (anchoring == .none ? "r7" : "r10"))
    }

    // MARK: Re-measures

    @Test("A row above the viewport that grows pushes the rows on screen down when anchoring is off", arguments: HostKind.allCases)
    func remeasureWithAnchoringOff(kind: HostKind) throws {
        let state = RemeasureTests.ReadMoreState(explicitHeights: true)
        let rowsPerLine = kind == .table ? 1 : 2
        for anchoring in [ScrollAnchoring.none, .firstVisibleItem] {
            let controller: RemeasureTests.ReadMoreController<RemeasureTests.ReadMoreRow>?
            let host: any AnchoringHost
            switch kind {
            case .table:
                let adapter = try RemeasureTests.makeAdapter(
                    RemeasureTests.ReadMoreRow.self, host: TableHost(viewportSize: Size(width: 20, height: 8)),
                    screen: .snapshotOfModels, state: state)
                adapter.host.scrollAnchoring = anchoring
                try adapter.host.scrollToItem(at: ItemPath(item: 2, section: 0))
                controller = adapter.controller(at: ItemPath(item: 2, section: 0)) as? RemeasureTests.ReadMoreController<RemeasureTests.ReadMoreRow>
                host = adapter.host
                host.scroll(toY: 20)
                controller?.toggle()
            case .grid:
                let adapter = try RemeasureTests.makeAdapter(
                    RemeasureTests.ReadMoreTile.self, host: GridHost(viewportSize: Size(width: 21, height: 8)),
                    screen: .snapshotOfModels, state: state)
                adapter.host.scrollAnchoring = anchoring
                try adapter.host.scrollToItem(at: ItemPath(item: 2, section: 0))
                let tile = adapter.controller(at: ItemPath(item: 2, section: 0)) as? RemeasureTests.ReadMoreController<RemeasureTests.ReadMoreTile>
                #expect(tile != nil)
                controller = nil
                host = adapter.host
                host.scroll(toY: Double(20 / rowsPerLine))
                tile?.toggle()
            }
            if kind == .table { #expect(controller != nil) }
            let viewportTop = Double(20 / rowsPerLine)
            #expect(host.offsetY == (anchoring == .none ? viewportTop : viewportTop + 2))
            state.expanded = []
        }
    }

    // MARK: Bottom-anchored lists (chat)

    @Test("A bottom-anchored list starts at the end, stays pinned while there, and is left alone when scrolled up",
          arguments: HostKind.allCases)
    func chat(kind: HostKind) throws {
        let screen = Self.makeScreen(kind, anchoring: .bottom)
        var rows = Self.rows(0..<40)
        try screen.apply(rows)
        #expect(screen.host.isAtEnd, "the list starts at the end")
        #expect(screen.host.visibleIDs.contains(39))

        // New messages at the end keep it pinned.
        rows += Self.rows(40..<44)
        try screen.apply(rows)
        #expect(screen.host.isAtEnd)
        #expect(screen.host.visibleIDs.contains(43))

        // Scrolled up, new messages leave the viewport alone.
        screen.host.scroll(toY: screen.offset - 5)
        let offset = screen.offset
        rows += Self.rows(44..<48)
        try screen.apply(rows)
        #expect(screen.offset == offset)
        #expect(!screen.host.isAtEnd)

        // At the top, an older page loads above without a jump.
        screen.host.scroll(toY: 0)
        let first = try #require(screen.host.firstVisible)
        rows.insert(contentsOf: Self.rows(-10 ..< -2), at: 0)
        try screen.apply(rows)
        #expect(screen.offset == Double(8 / screen.rowsPerLine))
        #expect(screen.host.screenTop(of: first.id, in: rows) == first.screenTop)
    }

    @Test("At the end of a bottom-anchored list, a shorter viewport, a new width and a growing message keep the end")
    func chatKeepsTheEnd() throws {
        let state = RemeasureTests.ReadMoreState(explicitHeights: true)
        let host = TableHost(viewportSize: Size(width: 20, height: 10))
        host.scrollAnchoring = .bottom
        let adapter = try RemeasureTests.makeAdapter(RemeasureTests.ReadMoreRow.self, host: host, screen: .controllerSections, state: state)
        host.layoutIfNeeded()
        #expect(host.isScrolledToEnd)
        host.viewportSize = Size(width: 20, height: 6)   // a keyboard
        #expect(host.isScrolledToEnd)
        host.viewportSize = Size(width: 30, height: 6)   // a rotation
        #expect(host.isScrolledToEnd)
        let last = ItemPath(item: RemeasureTests.notes.count - 1, section: 0)
        let controller = try #require(adapter.controller(at: last) as? RemeasureTests.ReadMoreController<RemeasureTests.ReadMoreRow>)
        controller.toggle()   // "read more" on the last message
        #expect(host.isScrolledToEnd)
        #expect(host.contentOffset.y + host.viewportSize.height == host.contentSize.height)
        #expect(host.indexPathsForVisibleItems.last == last)
    }

    @Test("With estimated heights, a bottom-anchored list starts and stays at the real end", arguments: HostKind.allCases)
    func chatWithEstimatedHeights(kind: HostKind) throws {
        let screen = Self.makeScreen(kind, anchoring: .bottom, estimated: true)
        var rows = Self.rows(0..<30, lines: 3)
        try screen.apply(rows)
        #expect(screen.host.isAtEnd)
        #expect(screen.host.bottomOfLastRow(in: rows) == screen.offset + 10)
        rows += Self.rows(30..<32, lines: 3)
        try screen.apply(rows)
        #expect(screen.host.isAtEnd)
        #expect(screen.host.bottomOfLastRow(in: rows) == screen.offset + 10)
    }

    @Test("scrollToEnd() reaches the real end with estimated heights", arguments: HostKind.allCases)
    func scrollToEnd(kind: HostKind) throws {
        let screen = Self.makeScreen(kind, anchoring: .firstVisibleItem, estimated: true)
        let rows = Self.rows(0..<30, lines: 3)
        try screen.apply(rows)
        #expect(screen.offset == 0)
        screen.host.jumpToEnd()
        #expect(screen.host.isAtEnd)
        #expect(screen.host.bottomOfLastRow(in: rows) == screen.offset + 10)
    }
}

/// What the tests ask of a table or a grid.
@MainActor
protocol AnchoringHost: AnyObject {
    var offsetY: Double { get }
    var isAtEnd: Bool { get }
    var visibleIDs: [Int] { get }
    var firstVisibleIndex: Int? { get }
    func scroll(toY y: Double)
    func jumpToEnd()
    func frameTop(ofItem item: Int) -> (top: Double, bottom: Double)?
}

extension AnchoringHost {
    /// The first visible row (its id is its title's number) and its top on screen.
    var firstVisible: (id: Int, screenTop: Double)? {
        guard let id = visibleIDs.first, let index = firstVisibleIndex, let frame = frameTop(ofItem: index) else { return nil }
        return (id, frame.top - offsetY)
    }

    func screenTop(of id: Int, in rows: [Row]) -> Double? {
        guard let index = rows.firstIndex(where: { $0.id == id }), let frame = frameTop(ofItem: index) else { return nil }
        return frame.top - offsetY
    }

    func bottomOfLastRow(in rows: [Row]) -> Double? {
        frameTop(ofItem: rows.count - 1)?.bottom
    }
}

extension CellHost: AnchoringHost {
    var offsetY: Double { contentOffset.y }
    var isAtEnd: Bool { isScrolledToEnd }
    var visibleIDs: [Int] {
        visibleCells.compactMap { cell in
            let title = (cell as? LabelCell)?.title ?? (cell as? TileCell)?.title ?? (cell as? any RemeasureTests.LineDrawing)?.lines.first ?? ""
            return Int(title.drop { !$0.isNumber && $0 != "-" }.prefix { $0.isNumber || $0 == "-" })
        }
    }
    var firstVisibleIndex: Int? { indexPathsForVisibleItems.first?.item }
    func scroll(toY y: Double) { contentOffset = Point(x: 0, y: y) }
    func jumpToEnd() { scrollToEnd() }
    func frameTop(ofItem item: Int) -> (top: Double, bottom: Double)? {
        rect(for: .item(ItemPath(item: item, section: 0))).map { ($0.minY, $0.maxY) }
    }
}
