import CellControllers
import CellControllersTestSupport
import Testing

/// Prefetching: the host's window against a reference model over random scroll sequences, the
/// invariants of the prefetch/cancel/display sequence of every item, and the adapter forwarding
/// to (lazy) controllers.
@MainActor
@Suite("Prefetching")
struct PrefetchTests {
    /// Data source, delegate and prefetching data source of a table of rows of known heights,
    /// that checks the event invariants as they arrive.
    final class Recorder: CellHostDataSource, CellHostDelegate, CellHostDataSourcePrefetching {
        let heights: [[Double]]
        /// The prefetch rules, checked call by call.
        var ledger = PrefetchLedger()
        var outstanding: Set<ItemPath> { ledger.outstanding }
        var violations: [String] { ledger.violations }
        var batches: [[ItemPath]] = []

        init(heights: [[Double]]) { self.heights = heights }

        func numberOfSections(in host: TableHost) -> Int { heights.count }
        func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { heights[section].count }
        func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
            let cell = host.dequeueReusableCell(LabelCell.self, withReuseIdentifier: "row", for: itemPath)
            cell.text = "\(itemPath.section).\(itemPath.item)"
            return cell
        }
        func host(_ host: TableHost, heightForItemAt itemPath: ItemPath, width: Double) -> Double? {
            heights[itemPath.section][itemPath.item]
        }

        func host(_ host: TableHost, didChangeDisplayOf cell: TableCell, for element: LayoutElement, to isDisplayed: Bool) {
            guard isDisplayed, let itemPath = element.itemPath else { return }
            ledger.display(itemPath)
        }

        func host(_ host: TableHost, prefetchItemsAt itemPaths: [ItemPath]) {
            batches.append(itemPaths)
            ledger.prefetch(itemPaths, visible: host.indexPathsForVisibleItems)
        }

        func host(_ host: TableHost, cancelPrefetchingForItemsAt itemPaths: [ItemPath]) {
            ledger.cancel(itemPaths)
        }
    }

    /// The reference: item frames from the heights, and the window a viewport at `offset`
    /// should have prefetched after moving in `down` direction.
    struct Model {
        let heights: [[Double]]
        let viewport: Double
        let frames: [(path: ItemPath, top: Double, bottom: Double)]

        init(heights: [[Double]], viewport: Double) {
            self.heights = heights
            self.viewport = viewport
            var y = 0.0
            var frames: [(path: ItemPath, top: Double, bottom: Double)] = []
            for (section, items) in heights.enumerated() {
                for (item, height) in items.enumerated() {
                    frames.append((ItemPath(item: item, section: section), y, y + height))
                    y += height
                }
            }
            self.frames = frames
        }

        func intersecting(_ top: Double, _ bottom: Double) -> [ItemPath] {
            guard bottom > top else { return [] }
            return frames.filter { $0.top < bottom && $0.bottom > top }.map(\.path)
        }

        func window(_ distance: PrefetchDistance?, offset: Double, down: Bool) -> Set<ItemPath> {
            guard let distance else { return [] }
            let visible = intersecting(offset, offset + viewport)
            switch distance {
            case .screens(let screens):
                let depth = screens * viewport
                let range = down ? intersecting(offset + viewport, offset + viewport + depth) : intersecting(max(0, offset - depth), offset)
                return Set(range).subtracting(visible)
            case .items(let count):
                guard let first = visible.first, let last = visible.last,
                      let index = frames.firstIndex(where: { $0.path == (down ? last : first) }) else { return [] }
                let paths = down ? frames[(index + 1)...].prefix(count) : frames[..<index].suffix(count)
                return Set(paths.map(\.path))
            }
        }
    }

    static let distances: [PrefetchDistance] = [.screens(1), .screens(0.5), .screens(2.5), .items(1), .items(7)]

    @Test("the window matches the model over random scrolls", arguments: Array(UInt64(1)...60))
    func randomScrolls(seed: UInt64) throws {
        var rng = DiffTestRandom(seed: seed)
        let heights = (0..<rng.int(1...4)).map { _ in (0..<rng.int(0...15)).map { _ in Double(rng.int(1...3)) } }
        let viewport = Double(rng.int(2...8))
        let model = Model(heights: heights, viewport: viewport)
        let recorder = Recorder(heights: heights)
        let host = TableHost(viewportSize: Size(width: 10, height: viewport), layout: TableLayout(separator: .none))
        host.dataSource = recorder
        host.delegate = recorder
        host.prefetchDataSource = recorder
        var distance: PrefetchDistance? = rng.pick(Self.distances)
        host.prefetchDistance = distance
        host.reloadData()
        let maxOffset = max(0, host.contentSize.height - viewport)
        var down = true
        var offset = 0.0
        for step in 0..<80 {
            switch rng.int(0..<10) {
            case 0:
                distance = rng.chance(0.2) ? nil : rng.pick(Self.distances)
                host.prefetchDistance = distance
            case 1:
                host.contentOffset = Point(x: 0, y: Double(rng.int(0...Int(maxOffset) + 2)))
            default:
                host.contentOffset = Point(x: 0, y: offset + Double(rng.int(-3...3)))
            }
            if host.contentOffset.y > offset { down = true } else if host.contentOffset.y < offset { down = false }
            offset = host.contentOffset.y
            let expected = model.window(distance, offset: offset, down: down)
            #expect(Set(host.indexPathsForPrefetchedItems) == expected, "seed \(seed) step \(step) offset \(offset) down \(down)")
            #expect(recorder.outstanding == expected, "seed \(seed) step \(step)")
            #expect(recorder.violations.isEmpty, "seed \(seed) step \(step): \(recorder.violations)")
        }
    }

    /// Scrolling back the other way cancels what is now behind and prefetches ahead.
    @Test func reversalCancelsWhatIsBehind() {
        let recorder = Recorder(heights: [Array(repeating: 1, count: 30)])
        var cancelled: [[ItemPath]] = []
        final class Spy: CellHostDataSourcePrefetching {
            let recorder: Recorder
            var onCancel: ([ItemPath]) -> Void = { _ in }
            init(_ recorder: Recorder) { self.recorder = recorder }
            func host(_ host: TableHost, prefetchItemsAt itemPaths: [ItemPath]) { recorder.host(host, prefetchItemsAt: itemPaths) }
            func host(_ host: TableHost, cancelPrefetchingForItemsAt itemPaths: [ItemPath]) {
                onCancel(itemPaths)
                recorder.host(host, cancelPrefetchingForItemsAt: itemPaths)
            }
        }
        let spy = Spy(recorder)
        spy.onCancel = { cancelled.append($0) }
        let host = TableHost(viewportSize: Size(width: 10, height: 5), layout: TableLayout(separator: .none))
        host.dataSource = recorder
        host.delegate = recorder
        host.prefetchDataSource = spy
        host.prefetchDistance = .items(3)
        host.contentOffset = Point(x: 0, y: 10)
        #expect(host.indexPathsForPrefetchedItems == (15...17).map { ItemPath(item: $0, section: 0) })
        #expect(cancelled == [(5...7).map { ItemPath(item: $0, section: 0) }])  // jumped over them
        cancelled.removeAll()
        host.contentOffset = Point(x: 0, y: 9)
        #expect(cancelled == [(15...17).map { ItemPath(item: $0, section: 0) }])
        #expect(host.indexPathsForPrefetchedItems == (6...8).map { ItemPath(item: $0, section: 0) })
        host.prefetchDistance = nil
        #expect(cancelled.last == (6...8).map { ItemPath(item: $0, section: 0) })
        #expect(host.indexPathsForPrefetchedItems.isEmpty && recorder.violations.isEmpty)
    }

    // MARK: Through the adapter

    /// A row controller that journals its prefetch events.
    final class Fetching: ModelCellController<LabelCell, Row> {
        var row: Row { model }
        let journal: Journal
        init(_ row: Row, journal: Journal) {
            self.journal = journal
            super.init(model: row)
        }
        override func configureCell(_ cell: LabelCell) { cell.title = row.title }
        override func didChangePrefetching(_ isPrefetching: Bool) { if isPrefetching { journal.prefetch(self) } else { journal.cancel(self) } }
        override func didChangeDisplay(of cell: LabelCell, isDisplayed: Bool) { if isDisplayed { journal.display(self) } }
        override func height(forWidth width: Double) -> Double? { Double(1 + row.id % 2) }
    }

    /// Per controller object: prefetched and not cancelled or displayed since; violations of
    /// the invariants; and which controller prefetched each item id, to check it displays.
    @MainActor
    final class Journal {
        var outstanding: Set<ObjectIdentifier> = []
        var violations: [String] = []
        var prefetchedBy: [Int: (controller: ObjectIdentifier, row: Row)] = [:]
        var displayedByPrefetcher = 0
        var events: [Event] = []

        func prefetch(_ controller: Fetching) {
            events.append(.prefetch(controller.row.id))
            if !outstanding.insert(ObjectIdentifier(controller)).inserted { violations.append("second prefetch of \(controller.row.id)") }
            prefetchedBy[controller.row.id] = (ObjectIdentifier(controller), controller.row)
        }
        func cancel(_ controller: Fetching) {
            events.append(.cancelPrefetch(controller.row.id))
            if outstanding.remove(ObjectIdentifier(controller)) == nil { violations.append("cancel without prefetch \(controller.row.id)") }
            // A cancelled prefetcher is not the one to display the item any more; and once freed,
            // its address may be a later controller's (the one of another item, prefetching).
            if prefetchedBy[controller.row.id]?.controller == ObjectIdentifier(controller) {
                prefetchedBy[controller.row.id] = nil
            }
        }
        func display(_ controller: Fetching) {
            if outstanding.remove(ObjectIdentifier(controller)) != nil { displayedByPrefetcher += 1 }
            // (An item whose content changed since its prefetch has a new controller; the old
            // one is cancelled at the end of the apply.)
            if let prefetcher = prefetchedBy.removeValue(forKey: controller.row.id), prefetcher.controller != ObjectIdentifier(controller),
               prefetcher.row == controller.row, outstanding.contains(prefetcher.controller) {
                violations.append("\(controller.row.id) displayed by another controller than the one prefetching it")
            }
        }
    }

    struct Factory: CellControllerFactory {
        let journal: Journal
        func cellController(for model: AnyDiffable) -> CellController<TableHost> {
            Fetching(model.model(as: Row.self) ?? Row(id: -1, title: "?"), journal: journal)
        }
    }

    static func snapshot(_ ids: [Int], version: Int = 0) -> AnySnapshot {
        AnySnapshot(sections: [AnySnapshot.Section(DiffFixtures.Header(id: 0), items: ids.map { Row(id: $0, title: "Row \($0) v\(version)") })])
    }

    /// A lazy screen: a 12-column table of `height` lines that prefetches `distance` ahead,
    /// showing `ids` through an adapter whose controllers ``Factory`` makes (journaled).
    func lazyScreen(
        height: Int, distance: PrefetchDistance, ids: [Int]
    ) throws -> (journal: Journal, host: TableHost, adapter: CellControllerAdapter<TableHost>) {
        let journal = Journal()
        let host = TableHost(viewportSize: Size(width: 12, height: Double(height)), layout: TableLayout(separator: .none))
        host.prefetchDistance = distance
        let adapter = CellControllerAdapter<TableHost>(host: host)
        try DiffableDataSource(host: adapter.host, factory: Factory(journal: journal)).apply(Snapshot(Self.snapshot(ids)))
        return (journal, host, adapter)
    }

    /// The adapter's prefetched controllers are exactly the controllers of the host's window.
    func checkAdapter(_ adapter: CellControllerAdapter<TableHost>, _ journal: Journal, _ context: String) {
        let window = adapter.host.indexPathsForPrefetchedItems
        let controllers = Set(window.compactMap { adapter.controller(at: $0).map(ObjectIdentifier.init) })
        #expect(journal.outstanding == controllers, "\(context)")
        #expect(Set(window).isDisjoint(with: adapter.host.indexPathsForVisibleItems), "\(context)")
        #expect(journal.violations.isEmpty, "\(context): \(journal.violations)")
    }

    /// Random scrolls interleaved with random applies (deletes, inserts, moves, content
    /// changes) of a lazy screen: the invariants hold per controller, and the controllers that
    /// prefetched are those of the window after every step.
    @Test("lazy controllers through random scrolls and applies", arguments: Array(UInt64(1)...30))
    func adapterRandom(seed: UInt64) throws {
        var rng = DiffTestRandom(seed: seed)
        let height = rng.int(3...8)
        let distance = rng.pick(Self.distances)
        var ids = Array(0..<rng.int(10...80))
        let (journal, host, adapter) = try lazyScreen(height: height, distance: distance, ids: ids)
        var nextID = ids.count
        var version = 0
        for step in 0..<60 {
            if rng.chance(0.25) {
                for _ in 0..<rng.int(1...4) {
                    switch rng.int(0..<4) {
                    case 0 where !ids.isEmpty: ids.remove(at: rng.int(0..<ids.count))
                    case 1: ids.insert(nextID, at: rng.int(0...ids.count)); nextID += 1
                    case 2 where ids.count > 1: ids.swapAt(rng.int(0..<ids.count), rng.int(0..<ids.count))
                    default: version += rng.chance(0.3) ? 1 : 0
                    }
                }
                try DiffableDataSource(host: adapter.host, factory: Factory(journal: journal)).apply(Snapshot(Self.snapshot(ids, version: version)))
            } else {
                host.contentOffset = Point(x: 0, y: host.contentOffset.y + Double(rng.int(-6...6)))
            }
            checkAdapter(adapter, journal, "seed \(seed) step \(step)")
        }
    }

    /// A controller made for prefetching is kept alive and is the one that displays its item,
    /// even when the window holds far more items than the adapter keeps recently used ones.
    @Test func lazyControllerThatPrefetchedIsTheOneDisplayed() throws {
        let (journal, host, adapter) = try lazyScreen(height: 10, distance: .items(200), ids: Array(0..<5_000))
        #expect(host.indexPathsForPrefetchedItems.count == 200)
        #expect(journal.outstanding.count == 200)
        var y = 0.0
        while y < 300 {
            y += 3
            host.contentOffset = Point(x: 0, y: y)
            // Events for other, undisplayed items make controllers that pressure the cache.
            for item in stride(from: 4_000, to: 4_100, by: 1) { _ = adapter.controller(at: ItemPath(item: item, section: 0)) }
        }
        #expect(journal.displayedByPrefetcher > 150)
        #expect(journal.violations.isEmpty, "\(journal.violations)")
        checkAdapter(adapter, journal, "end")
    }

    /// Deleting a prefetched item cancels its controller's prefetch; a changed item's old
    /// controller is cancelled and its new one prefetched.
    @Test func appliesCancelDeletedAndReplacedControllers() throws {
        // Heights alternate 1, 2: rows 0, 1, 2 fill the viewport (1 + 2 + 1).
        let (journal, _, adapter) = try lazyScreen(height: 4, distance: .items(2), ids: Array(0..<10))
        #expect(journal.events == [.prefetch(3), .prefetch(4)])
        journal.events.removeAll()
        try DiffableDataSource(host: adapter.host, factory: Factory(journal: journal)).apply(Snapshot(Self.snapshot([0, 1, 2, 4, 5, 6, 7, 8, 9])))
        #expect(journal.events == [.prefetch(5), .cancelPrefetch(3)] || journal.events == [.cancelPrefetch(3), .prefetch(5)])
        journal.events.removeAll()
        try DiffableDataSource(host: adapter.host, factory: Factory(journal: journal)).apply(Snapshot(AnySnapshot(sections: [AnySnapshot.Section(DiffFixtures.Header(id: 0), items: [0, 1, 2, 4, 5, 6].map {
                Row(id: $0, title: $0 == 4 ? "Row 4 changed" : "Row \($0) v0")
            })])))
        #expect(journal.events == [.cancelPrefetch(4), .prefetch(4)])
        checkAdapter(adapter, journal, "end")
    }

    /// Controllers of sections (made up front) get the same events.
    @Test func controllerSectionsPrefetch() throws {
        let journal = Journal()
        let host = TableHost(viewportSize: Size(width: 12, height: 3), layout: TableLayout(separator: .none))
        host.prefetchDistance = .screens(1)
        let controllers = (0..<12).map { Fetching(Row(id: $0 * 2, title: "Row \($0)"), journal: journal) }  // height 1 each
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0, items: controllers)])
        host.reloadData()
        #expect(journal.events == [.prefetch(6), .prefetch(8), .prefetch(10)])
        host.contentOffset = Point(x: 0, y: 2)
        #expect(journal.events.suffix(2) == [.prefetch(12), .prefetch(14)])
        host.contentOffset = Point(x: 0, y: 1)
        #expect(journal.events.suffix(4) == [.cancelPrefetch(10), .cancelPrefetch(12), .cancelPrefetch(14), .prefetch(0)])
        checkAdapter(adapter, journal, "end")
    }

    /// Replacing the prefetching data source cancels the old one's prefetches and gives the new
    /// one the whole window.
    @Test func replacingTheSourceMovesTheWindow() {
        let first = Recorder(heights: [Array(repeating: 1, count: 20)])
        let second = Recorder(heights: first.heights)
        let host = TableHost(viewportSize: Size(width: 10, height: 4), layout: TableLayout(separator: .none))
        host.dataSource = first
        host.delegate = first
        host.prefetchDistance = .items(2)
        host.prefetchDataSource = first
        host.reloadData()
        #expect(first.outstanding == [ItemPath(item: 4, section: 0), ItemPath(item: 5, section: 0)])
        host.prefetchDataSource = second
        #expect(first.outstanding.isEmpty && first.violations.isEmpty)
        #expect(second.outstanding == [ItemPath(item: 4, section: 0), ItemPath(item: 5, section: 0)])
        host.prefetchDataSource = nil
        #expect(second.outstanding.isEmpty && host.indexPathsForPrefetchedItems.isEmpty)
    }

    /// Grids prefetch whole rows ahead with `.screens`, and the next items with `.items`,
    /// across sections.
    @Test func gridWindows() {
        final class GridSource: CellHostDataSource, CellHostDataSourcePrefetching {
            var prefetched: [[ItemPath]] = []
            var cancelled: [[ItemPath]] = []
            func numberOfSections(in host: GridHost) -> Int { 2 }
            func host(_ host: GridHost, numberOfItemsInSection section: Int) -> Int { 10 }
            func host(_ host: GridHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> GridCell {
                host.dequeueReusableCell(TileCell.self, withReuseIdentifier: "tile", for: itemPath)
            }
            func host(_ host: GridHost, prefetchItemsAt itemPaths: [ItemPath]) { prefetched.append(itemPaths) }
            func host(_ host: GridHost, cancelPrefetchingForItemsAt itemPaths: [ItemPath]) { cancelled.append(itemPaths) }
        }
        func paths(_ section: Int, _ items: ClosedRange<Int>) -> [ItemPath] { items.map { ItemPath(item: $0, section: section) } }
        let source = GridSource()
        // 3 columns of one-line items: section 0 is rows 0-3, section 1 rows 4-7.
        let grid = GridHost(viewportSize: Size(width: 32, height: 2), layout: GridLayout(columns: .fixed(3), itemHeight: 1))
        grid.dataSource = source
        grid.prefetchDataSource = source
        grid.prefetchDistance = .screens(1)
        grid.reloadData()
        #expect(source.prefetched == [paths(0, 6...9)])
        grid.contentOffset = Point(x: 0, y: 2)
        #expect(source.prefetched.last == paths(1, 0...5))
        #expect(source.cancelled.isEmpty)
        grid.prefetchDistance = .items(4)
        #expect(source.cancelled == [paths(1, 4...5)])
        #expect(grid.indexPathsForPrefetchedItems == paths(1, 0...3))
    }

    /// `reloadData()` recomputes the window; the adapter does not prefetch a controller twice,
    /// nor cancel one whose item is still in the window.
    @Test func reloadDataDoesNotPrefetchAControllerTwice() {
        let journal = Journal()
        let host = TableHost(viewportSize: Size(width: 12, height: 3), layout: TableLayout(separator: .none))
        host.prefetchDistance = .items(2)
        let controllers = (0..<12).map { Fetching(Row(id: $0 * 2, title: "Row \($0)"), journal: journal) }
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0, items: controllers)])
        host.reloadData()
        #expect(journal.events == [.prefetch(6), .prefetch(8)])
        host.reloadData()
        #expect(journal.events == [.prefetch(6), .prefetch(8)])
        checkAdapter(adapter, journal, "after reload")
    }

    @Test func prefetchedControllersAreFreedWithTheHost() throws {
        final class Box { weak var value: CellController<TableHost>? }
        var boxes: [Box] = []
        do {
            let (_, host, adapter) = try lazyScreen(height: 4, distance: .screens(2), ids: Array(0..<100))
            host.contentOffset = Point(x: 0, y: 20)
            for path in host.indexPathsForPrefetchedItems {
                let box = Box()
                box.value = adapter.controller(at: path)
                boxes.append(box)
            }
            #expect(!boxes.isEmpty && boxes.allSatisfy { $0.value != nil })
        }
        #expect(boxes.allSatisfy { $0.value == nil })
    }
}
