import CellControllers
import CellControllersTestSupport
import Testing

/// Regression tests for the host bugs of issue 17 (1, 2, 5 and 6): the prefetch window across
/// reloads and relayouts, items moved between sections of different layouts, taps on empty
/// space with swipe actions revealed, and the selection across a viewport width change.
///
/// The hosts are driven through plain data sources (and controller sections), so that only
/// the host's own behaviour is under test.
@MainActor
@Suite("Host reliability")
struct HostReliabilityTests {
    /// A table of items named by id, with optional per-id heights and per-section layouts; it
    /// moves items when asked, offers swipe actions, and checks the prefetch invariants (a
    /// prefetch only for an item not visible and not already prefetched, a cancel only after a
    /// prefetch) as the events arrive.
    final class Source: CellHostDataSource, CellHostDelegate, CellHostDataSourcePrefetching {
        var ids: [[Int]]
        /// Heights per id; an id without one gets the layout's row height or is measured.
        var heights: [Int: Double] = [:]
        /// Heights that depend on the width (overrides ``heights``).
        var heightAtWidth: ((Double) -> Double)?
        /// Per-section layouts; `nil` (or a missing entry) uses the host's.
        var layouts: [TableLayout?] = []
        /// The prefetch rules, checked call by call.
        var ledger = PrefetchLedger()
        var outstanding: Set<ItemPath> { ledger.outstanding }
        var violations: [String] { ledger.violations }
        var cancelled: [[ItemPath]] = []
        /// What the host told the delegate, in order.
        var events: [Call] = []

        enum Call: Equatable {
            case select(ItemPath)
            case deselect(ItemPath)
            case tapSupplementary(SupplementaryKind, section: Int)
        }

        init(_ ids: [[Int]]) { self.ids = ids }

        func numberOfSections(in host: TableHost) -> Int { ids.count }
        func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { ids[section].count }
        func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
            let cell = host.dequeueReusableCell(LabelCell.self, withReuseIdentifier: "label", for: itemPath)
            if let cell = cell as? LabelCell { cell.title = "#\(ids[itemPath.section][itemPath.item])" }
            return cell
        }
        func host(_ host: TableHost, heightForItemAt itemPath: ItemPath, width: Double) -> Double? {
            if let heightAtWidth { return heightAtWidth(width) }
            return heights[ids[itemPath.section][itemPath.item]]
        }
        func host(_ host: TableHost, layoutForSection section: Int) -> TableLayout? {
            layouts.indices.contains(section) ? layouts[section] : nil
        }
        func host(_ host: TableHost, moveItemAt source: ItemPath, to destination: ItemPath) {
            move(source, destination)
        }
        func move(_ source: ItemPath, _ destination: ItemPath) {
            let id = ids[source.section].remove(at: source.item)
            ids[destination.section].insert(id, at: destination.item)
        }

        func host(_ host: TableHost, didChangeDisplayOf cell: TableCell, for element: LayoutElement, to isDisplayed: Bool) {
            guard isDisplayed, let itemPath = element.itemPath else { return }
            ledger.display(itemPath)
        }
        func host(_ host: TableHost, didChangeSelectionOf itemPath: ItemPath, to isSelected: Bool) {
            events.append(isSelected ? .select(itemPath) : .deselect(itemPath))
        }
        func host(_ host: TableHost, didTapSupplementary kind: SupplementaryKind, inSection section: Int) {
            events.append(.tapSupplementary(kind, section: section))
        }
        func host(_ host: TableHost, canMoveItemAt itemPath: ItemPath) -> Bool { true }
        func host(_ host: TableHost, swipeActionsForItemAt itemPath: ItemPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
            SwipeActionsConfiguration(actions: [SwipeAction("Delete", style: .destructive) { true }])
        }

        func host(_ host: TableHost, prefetchItemsAt itemPaths: [ItemPath]) {
            ledger.prefetch(itemPaths, visible: host.indexPathsForVisibleItems)
        }
        func host(_ host: TableHost, cancelPrefetchingForItemsAt itemPaths: [ItemPath]) {
            cancelled.append(itemPaths)
            ledger.cancel(itemPaths)
        }
    }

    static func paths(_ section: Int, _ items: ClosedRange<Int>) -> [ItemPath] {
        items.map { ItemPath(item: $0, section: section) }
    }

    /// A host on `source` (delegate and prefetching data source too), loaded.
    static func table(_ source: Source, viewport: Size, layout: TableLayout, prefetch: PrefetchDistance? = nil) -> TableHost {
        let host = TableHost(viewportSize: viewport, layout: layout)
        host.dataSource = source
        host.delegate = source
        host.prefetchDataSource = source
        host.prefetchDistance = prefetch
        host.reloadData()
        return host
    }

    /// The prefetching data source was told exactly what the host's window holds, and nothing
    /// out of turn.
    func expectWindowAgrees(_ host: TableHost, _ source: Source, _ context: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(source.outstanding == Set(host.indexPathsForPrefetchedItems), context, sourceLocation: sourceLocation)
        #expect(source.violations.isEmpty, "\(source.violations) \(context ?? "")", sourceLocation: sourceLocation)
    }

    // MARK: 1. The prefetch window across reloads and relayouts

    @Test("Setting the layout cancels the items that leave the prefetch window")
    func layoutChangeCancelsWhatLeavesTheWindow() {
        let source = Source([Array(0..<10)])
        let host = Self.table(source, viewport: Size(width: 10, height: 3), layout: TableLayout(rowHeight: 1, separator: .none), prefetch: .items(2))
        #expect(host.indexPathsForPrefetchedItems == Self.paths(0, 3...4))
        host.layout = TableLayout(rowHeight: 3)
        #expect(host.indexPathsForPrefetchedItems == Self.paths(0, 1...2))
        #expect(source.cancelled == [Self.paths(0, 3...4)])
        expectWindowAgrees(host, source)
    }

    @Test("A viewport width change cancels what leaves the window and keeps what stays, silently")
    func widthChangeCancelsWhatLeavesTheWindow() {
        let source = Source([Array(0..<10)])
        source.heightAtWidth = { $0 >= 20 ? 1 : 2 }
        let host = Self.table(source, viewport: Size(width: 20, height: 3), layout: TableLayout(separator: .none), prefetch: .items(2))
        #expect(host.indexPathsForPrefetchedItems == Self.paths(0, 3...4))
        host.viewportSize = Size(width: 10, height: 3)
        // Rows 2 lines tall: 0 and 1 are visible, the window is 2 and 3; 3 stays prefetched.
        #expect(host.indexPathsForVisibleItems == Self.paths(0, 0...1))
        #expect(host.indexPathsForPrefetchedItems == Self.paths(0, 2...3))
        #expect(source.cancelled == [[ItemPath(item: 4, section: 0)]])
        expectWindowAgrees(host, source)
    }

    @Test("reloadData() cancels what leaves the window, including items that no longer exist")
    func reloadCancelsWhatLeavesTheWindow() {
        let source = Source([Array(0..<10)])
        let host = Self.table(source, viewport: Size(width: 10, height: 3), layout: TableLayout(rowHeight: 1, separator: .none), prefetch: .items(2))
        #expect(host.indexPathsForPrefetchedItems == Self.paths(0, 3...4))
        host.reloadData()
        #expect(source.cancelled.isEmpty)  // nothing left the window
        source.ids = [Array(0..<4)]
        host.reloadData()
        #expect(host.indexPathsForPrefetchedItems == [ItemPath(item: 3, section: 0)])
        #expect(source.cancelled == [[ItemPath(item: 4, section: 0)]])
        expectWindowAgrees(host, source)
        source.ids = []
        host.reloadData()
        #expect(host.indexPathsForPrefetchedItems.isEmpty)
        expectWindowAgrees(host, source)
    }

    @Test("The window and the data source agree through scrolls, reloads, relayouts and resizes", arguments: Array(UInt64(1)...25))
    func windowAgreesThroughRelayouts(seed: UInt64) {
        var rng = DiffTestRandom(seed: seed)
        let source = Source((0..<rng.int(1...3)).map { section in (0..<rng.int(0...12)).map { section * 100 + $0 } })
        source.heightAtWidth = { $0 >= 15 ? 1 : 2 }
        let distances: [PrefetchDistance] = [.items(1), .items(3), .screens(1), .screens(0.5)]
        let layouts = [TableLayout(separator: .none), TableLayout(rowHeight: 3), TableLayout(separator: .line(inset: 1))]
        let host = Self.table(
            source, viewport: Size(width: 20, height: Double(rng.int(2...5))), layout: rng.pick(layouts), prefetch: rng.pick(distances))
        for step in 0..<40 {
            switch rng.int(0..<6) {
            case 0: host.layout = rng.pick(layouts)
            case 1: host.viewportSize = Size(width: rng.chance(0.5) ? 10 : 20, height: Double(rng.int(2...5)))
            case 2:
                if !source.ids.isEmpty, rng.chance(0.5) {
                    let section = rng.int(0..<source.ids.count)
                    source.ids[section] = Array(source.ids[section].prefix(rng.int(0...source.ids[section].count)))
                }
                host.reloadData()
            case 3: host.prefetchDistance = rng.chance(0.2) ? nil : rng.pick(distances)
            default: host.contentOffset = Point(x: 0, y: host.contentOffset.y + Double(rng.int(-4...4)))
            }
            expectWindowAgrees(host, source, "seed \(seed) step \(step)")
        }
    }

    // MARK: 2. Items moved between sections of different layouts

    /// The frames of every item and the content size, to compare with a fresh host.
    static func geometry(_ host: TableHost) -> [String] {
        (0..<host.numberOfSections).flatMap { section in
            (0..<host.numberOfItems(inSection: section)).map { item in
                "\(ItemPath(item: item, section: section)) \(host.rect(for: .item(ItemPath(item: item, section: section))).map { "\($0)" } ?? "nil")"
            }
        } + ["content \(host.contentSize)"]
    }

    /// The geometry of a host freshly loaded with `source`'s data.
    static func freshGeometry(_ source: Source, like host: TableHost) -> [String] {
        let fresh = TableHost(viewportSize: host.viewportSize, layout: host.layout)
        fresh.dataSource = source
        fresh.reloadData()
        return geometry(fresh)
    }

    /// Section 0 without separators `[#1 (3 lines), #2]`, section 1 with separators `[#3]`.
    static func separatorScreen() -> Source {
        let source = Source([[1, 2], [3]])
        source.heights = [1: 3]
        source.layouts = [TableLayout(rowHeight: 1, separator: .none), TableLayout(rowHeight: 1, separator: .line(inset: 0))]
        return source
    }

    @Test("An item moved by a batch update into a section with separators has the extent a fresh host gives it")
    func batchMoveBetweenSectionsOfDifferentSeparators() throws {
        let source = Self.separatorScreen()
        let host = Self.table(source, viewport: Size(width: 10, height: 12), layout: TableLayout(rowHeight: 1))
        let move = Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1))
        try host.performBatchUpdates(BatchUpdate(movedItems: [move])) { source.move(move.source, move.destination) }
        #expect(host.rect(for: .item(move.destination))?.height == 3)
        #expect(Self.geometry(host) == Self.freshGeometry(source, like: host))
        // And back, into the section without separators.
        let back = Move(from: move.destination, to: ItemPath(item: 0, section: 0))
        try host.performBatchUpdates(BatchUpdate(movedItems: [back])) { source.move(back.source, back.destination) }
        #expect(host.rect(for: .item(back.destination))?.height == 3)
        #expect(Self.geometry(host) == Self.freshGeometry(source, like: host))
        #expect(host.renderText() == {
            let fresh = TableHost(viewportSize: host.viewportSize, layout: host.layout)
            fresh.dataSource = source
            return fresh.renderText()
        }())
    }

    @Test("An item moved interactively between sections of different separators has a fresh host's extent")
    func interactiveMoveBetweenSectionsOfDifferentSeparators() throws {
        let source = Self.separatorScreen()
        source.heights = [:]  // every row 1 line: the row with a separator must not become 0 lines
        let host = Self.table(source, viewport: Size(width: 10, height: 12), layout: TableLayout(rowHeight: 1))
        try host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 1))
        try host.updateInteractiveMovementTarget(to: ItemPath(item: 2, section: 0))
        try host.endInteractiveMovement()
        #expect(source.ids == [[1, 2, 3], []])
        #expect(host.rect(for: .item(ItemPath(item: 2, section: 0)))?.height == 1)
        #expect(host.element(at: Point(x: 1, y: 2))?.itemPath == ItemPath(item: 2, section: 0))
        #expect(Self.geometry(host) == Self.freshGeometry(source, like: host))
        try host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        try host.updateInteractiveMovementTarget(to: ItemPath(item: 0, section: 1))
        try host.endInteractiveMovement()
        #expect(Self.geometry(host) == Self.freshGeometry(source, like: host))
    }

    @Test("After random moves between sections of random layouts, the host lays out as a fresh one", arguments: Array(UInt64(1)...30))
    func randomMovesMatchAFreshHost(seed: UInt64) throws {
        var rng = DiffTestRandom(seed: seed)
        let layouts: [TableLayout?] = [
            nil, TableLayout(separator: .none), TableLayout(rowHeight: 2), TableLayout(rowHeight: 1, separator: .line(inset: 2)),
            TableLayout(rowHeight: 3, separator: .none),
        ]
        let sectionCount = rng.int(2...4)
        let source = Source((0..<sectionCount).map { section in (0..<rng.int(0...5)).map { section * 10 + $0 } })
        source.layouts = (0..<sectionCount).map { _ in rng.pick(layouts) }
        for id in source.ids.joined() where rng.chance(0.4) { source.heights[id] = Double(rng.int(1...3)) }
        let host = Self.table(source, viewport: Size(width: 12, height: 8), layout: TableLayout(rowHeight: 1))
        for step in 0..<12 {
            let from = source.ids.indices.filter { !source.ids[$0].isEmpty }
            guard let fromSection = from.isEmpty ? nil : rng.pick(from) else { break }
            let toSection = rng.int(0..<sectionCount)
            let origin = ItemPath(item: rng.int(0..<source.ids[fromSection].count), section: fromSection)
            let limit = source.ids[toSection].count - (toSection == fromSection ? 1 : 0)
            let target = ItemPath(item: rng.int(0...limit), section: toSection)
            if rng.chance(0.5) {
                try host.performBatchUpdates(BatchUpdate(movedItems: [Move(from: origin, to: target)])) { source.move(origin, target) }
            } else {
                try host.beginInteractiveMovementForItem(at: origin)
                try host.updateInteractiveMovementTarget(to: target)
                try host.endInteractiveMovement()
            }
            #expect(Self.geometry(host) == Self.freshGeometry(source, like: host), "seed \(seed) step \(step): \(source.ids)")
        }
    }

    /// A grid of two sections with different column counts, whose items are 1 line tall at a
    /// wide column and 2 lines at a narrow one.
    final class GridSource: CellHostDataSource {
        var ids: [[Int]] = [[0, 1], [2, 3, 4]]
        let layouts = [GridLayout(columns: .fixed(1)), GridLayout(columns: .fixed(4))]
        func numberOfSections(in host: GridHost) -> Int { ids.count }
        func host(_ host: GridHost, numberOfItemsInSection section: Int) -> Int { ids[section].count }
        func host(_ host: GridHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> GridCell {
            host.dequeueReusableCell(TileCell.self, withReuseIdentifier: "tile", for: itemPath)
        }
        func host(_ host: GridHost, heightForItemAt itemPath: ItemPath, width: Double) -> Double? { width >= 10 ? 1 : 2 }
        func host(_ host: GridHost, layoutForSection section: Int) -> GridLayout? { layouts[section] }
    }

    @Test("A grid item moved into a section of narrower columns gets the height measured at its new width")
    func gridMoveBetweenSectionsOfDifferentColumns() throws {
        func frames(_ grid: GridHost, _ source: GridSource) -> [Rect?] {
            source.ids.indices.flatMap { section in
                source.ids[section].indices.map { grid.rect(for: .item(ItemPath(item: $0, section: section))) }
            }
        }
        let source = GridSource()
        let grid = GridHost(viewportSize: Size(width: 24, height: 10), layout: GridLayout())
        grid.dataSource = source
        grid.reloadData()
        let move = Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 1))
        try grid.performBatchUpdates(BatchUpdate(movedItems: [move])) {
            let id = source.ids[0].remove(at: 0)
            source.ids[1].insert(id, at: 3)
        }
        #expect(grid.rect(for: .item(move.destination))?.height == 2)
        let fresh = GridHost(viewportSize: grid.viewportSize, layout: GridLayout())
        fresh.dataSource = source
        fresh.reloadData()
        #expect(frames(grid, source) == frames(fresh, source))
        #expect(grid.contentSize == fresh.contentSize)
    }

    // MARK: 5. A tap on empty space hides swipe actions

    @Test("A tap below the content hides the revealed swipe actions and does nothing else")
    func tapBelowTheContentHidesSwipeActions() throws {
        let source = Source([Array(0..<3)])
        let host = Self.table(source, viewport: Size(width: 20, height: 6), layout: TableLayout(rowHeight: 1, separator: .none))
        try host.swipe(at: ItemPath(item: 1, section: 0))
        #expect(host.tap(at: Point(x: 2, y: 4)) == false)
        #expect(host.revealedSwipeActions == nil)
        #expect(host.indexPathsForSelectedItems.isEmpty && source.events.isEmpty)
        // Outside the content's width too.
        try host.swipe(at: ItemPath(item: 1, section: 0))
        #expect(host.tap(at: Point(x: 40, y: 1)) == false)
        #expect(host.revealedSwipeActions == nil)
        // With nothing revealed, the next tap on a row selects it as usual.
        #expect(host.tap(at: Point(x: 2, y: 1)))
        #expect(source.events == [.select(ItemPath(item: 1, section: 0))])
    }

    @Test("A tap on a grid's spacing or section inset hides the revealed swipe actions")
    func tapOnSpacingAndInsetsHidesSwipeActions() throws {
        final class Tiles: CellHostDataSource, CellHostDelegate {
            var selected: [ItemPath] = []
            func numberOfSections(in host: GridHost) -> Int { 1 }
            func host(_ host: GridHost, numberOfItemsInSection section: Int) -> Int { 4 }
            func host(_ host: GridHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> GridCell {
                host.dequeueReusableCell(TileCell.self, withReuseIdentifier: "tile", for: itemPath)
            }
            func host(_ host: GridHost, didChangeSelectionOf itemPath: ItemPath, to isSelected: Bool) {
                if isSelected { selected.append(itemPath) }
            }
            func host(_ host: GridHost, swipeActionsForItemAt itemPath: ItemPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
                SwipeActionsConfiguration(actions: [SwipeAction("Delete") { true }])
            }
        }
        let tiles = Tiles()
        // Two columns 4 wide, 2 apart, inside insets of 1: items at x 1..<5 and 7..<11, rows
        // at y 1 and 3 (line spacing 1).
        let grid = GridHost(viewportSize: Size(width: 12, height: 8), layout: GridLayout(
            columns: .fixed(2), interitemSpacing: 2, lineSpacing: 1,
            sectionInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), itemHeight: 1))
        grid.dataSource = tiles
        grid.delegate = tiles
        grid.reloadData()
        #expect(grid.element(at: Point(x: 2, y: 1))?.itemPath == ItemPath(item: 0, section: 0))
        for empty in [Point(x: 5, y: 1), Point(x: 0, y: 1), Point(x: 2, y: 0), Point(x: 2, y: 2), Point(x: 2, y: 7)] {
            #expect(grid.element(at: empty)?.itemPath == nil)
            try grid.swipe(at: ItemPath(item: 0, section: 0))
            #expect(grid.tap(at: empty) == false)
            #expect(grid.revealedSwipeActions == nil, "tap at \(empty)")
        }
        #expect(tiles.selected.isEmpty)
    }

    // MARK: 6. A viewport width change keeps the selection

    @Test("A viewport width change keeps the selection, on the items and their cells, telling nobody")
    func widthChangeKeepsTheSelection() throws {
        let source = Source([Array(0..<4), Array(10..<14)])
        let host = Self.table(source, viewport: Size(width: 20, height: 20), layout: TableLayout(rowHeight: 1))
        host.allowsMultipleSelection = true
        try host.tap(at: .item(ItemPath(item: 1, section: 0)))
        try host.selectItem(at: ItemPath(item: 2, section: 1))
        source.events.removeAll()
        host.viewportSize = Size(width: 12, height: 20)
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 1)])
        #expect(host.cell(for: .item(ItemPath(item: 1, section: 0)))?.isSelected == true)
        #expect(host.cell(for: .item(ItemPath(item: 2, section: 1)))?.isSelected == true)
        #expect(host.cell(for: .item(ItemPath(item: 0, section: 0)))?.isSelected == false)
        #expect(source.events.isEmpty)
        // A new layout keeps it too (as UIKit's setCollectionViewLayout does).
        host.layout = TableLayout(rowHeight: 2)
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 1)])
        // reloadData() still clears it, as in UIKit.
        host.reloadData()
        #expect(host.indexPathsForSelectedItems.isEmpty)
    }

    @Test("A width change keeps only the selected items that still exist")
    func widthChangeDropsSelectionOfItemsThatNoLongerExist() throws {
        let source = Source([Array(0..<4), Array(10..<14)])
        let host = Self.table(source, viewport: Size(width: 20, height: 10), layout: TableLayout(rowHeight: 1))
        host.allowsMultipleSelection = true
        for path in [ItemPath(item: 3, section: 0), ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 1)] {
            try host.selectItem(at: path)
        }
        source.ids = [Array(0..<2)]  // changed behind the host's back
        host.viewportSize = Size(width: 12, height: 10)
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 0, section: 0)])
    }

    @Test("A width change keeps an interactive move in progress; reloadData() cancels it")
    func widthChangeKeepsTheInteractiveMove() throws {
        let source = Source([Array(0..<4), Array(10..<14)])
        let host = Self.table(source, viewport: Size(width: 20, height: 10), layout: TableLayout(rowHeight: 1))
        try host.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0))
        try host.updateInteractiveMovementTarget(to: ItemPath(item: 2, section: 1))
        host.viewportSize = Size(width: 12, height: 10)
        #expect(host.interactiveMovement == InteractiveMovement(source: ItemPath(item: 1, section: 0), target: ItemPath(item: 2, section: 1)))
        try host.endInteractiveMovement()
        #expect(source.ids == [[0, 2, 3], [10, 11, 1, 12, 13]])
        try host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        host.reloadData()
        #expect(host.interactiveMovement == nil)
    }

    // MARK: A taller viewport keeps the offset within the content

    /// Found by the model-based interaction test (a fresh host cannot scroll where the host
    /// stayed): growing the viewport at the end of the content moved nothing, so the host
    /// showed space past the end.
    @Test("A viewport grown at the end of the content moves up to stay within it, as a fresh host at that offset would")
    func tallerViewportKeepsTheOffsetWithinTheContent() {
        let source = Source([Array(0..<10)])
        let host = Self.table(source, viewport: Size(width: 10, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
        host.contentOffset = Point(x: 0, y: 6)
        host.viewportSize = Size(width: 10, height: 7)
        #expect(host.contentOffset == Point(x: 0, y: 3))
        #expect(host.indexPathsForVisibleItems == Self.paths(0, 3...9))
        let freshSource = Source([Array(0..<10)])
        let fresh = Self.table(freshSource, viewport: Size(width: 10, height: 7), layout: TableLayout(rowHeight: 1, separator: .none))
        fresh.contentOffset = host.contentOffset
        #expect(host.renderText() == fresh.renderText())
        // A taller viewport than the content shows it from the top.
        host.viewportSize = Size(width: 10, height: 12)
        #expect(host.contentOffset == Point())
        // Shorter again: the offset stays where it is.
        host.contentOffset = Point(x: 0, y: 0)
        host.viewportSize = Size(width: 10, height: 3)
        #expect(host.contentOffset == Point())
    }

    /// Found by the model-based interaction test: an update of other rows that moved the
    /// offset (clamped, or re-anchored by estimated heights) hid the revealed actions, which the
    /// documentation reserves to scrolls, taps, swipes and updates of the item itself.
    @Test("Revealed actions stay when an update of other rows moves the offset; a scroll hides them")
    func revealedActionsStayWhenTheHostAdjustsTheOffset() throws {
        let source = Source([Array(0..<10)])
        let host = Self.table(source, viewport: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
        host.contentOffset = Point(x: 0, y: 6)
        try host.swipe(at: ItemPath(item: 6, section: 0))
        source.ids = [Array(0..<8)]
        try host.performBatchUpdates(BatchUpdate(deletedItems: [ItemPath(item: 8, section: 0), ItemPath(item: 9, section: 0)]))
        #expect(host.contentOffset == Point(x: 0, y: 4))  // clamped to the shorter content
        #expect(host.revealedSwipeActions?.itemPath == ItemPath(item: 6, section: 0))
        host.viewportSize = Size(width: 20, height: 6)  // taller: the offset is clamped again
        #expect(host.contentOffset == Point(x: 0, y: 2))
        #expect(host.revealedSwipeActions?.itemPath == ItemPath(item: 6, section: 0))
        host.contentOffset = Point(x: 0, y: 2)  // not a move
        #expect(host.revealedSwipeActions != nil)
        host.contentOffset = Point(x: 0, y: 1)
        #expect(host.revealedSwipeActions == nil)
        try host.swipe(at: ItemPath(item: 6, section: 0))
        try host.scrollToItem(at: ItemPath(item: 0, section: 0), at: .top)
        #expect(host.revealedSwipeActions == nil)
    }

    @Test("A width change keeps the selection of controller sections")
    func widthChangeKeepsTheSelectionOfControllers() throws {
        let log = EventLog()
        let host = TableHost(viewportSize: Size(width: 20, height: 6), layout: TableLayout(separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: tableSections([3, 3], log: log, height: 1))
        adapter.host.reloadData()
        try adapter.host.tap(at: .item(ItemPath(item: 1, section: 1)))
        log.clear()
        adapter.host.viewportSize = Size(width: 30, height: 6)
        #expect(adapter.host.indexPathsForSelectedItems == [ItemPath(item: 1, section: 1)])
        #expect(log.events([.select, .deselect]).isEmpty)
        #expect(adapter.host === host)
    }
}
