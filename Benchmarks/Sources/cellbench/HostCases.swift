import CellControllers

/// Host benchmarks: scrolling tables and grids at growing sizes (a typed `Snapshot<Group, Item>`
/// of models shown through a typed factory, so controllers are made lazily), reloading a million
/// estimated rows, applying a 1% changeset to a million-item host of controller sections, and
/// controller dispatch against a hand-written loop.
///
/// Hosts are `@MainActor`; the cases run on the main thread (each in its own child process), so
/// they enter the main actor with `MainActor.assumeIsolated`.
enum HostCases {
    static let all: [BenchCase] =
        [1_000, 100_000, 1_000_000].map { n in
            BenchCase("scroll.table.\(label(n))", "scroll a \(label(n))-row table (heights 1-3) top to bottom a screen at a time; a Snapshot<Group, Item> through a typed factory (lazy controllers, controllers_alive after the scroll)") {
                MainActor.assumeIsolated { scrollTable(n: n) }
            }
        }
        + [1_000, 100_000, 1_000_000].map { n in
            BenchCase("scroll.grid.\(label(n))", "scroll a \(label(n))-item 4-column grid (heights 1-3) top to bottom a screen at a time; a Snapshot<Group, Item> through a typed factory (lazy controllers, controllers_alive after the scroll)") {
                MainActor.assumeIsolated { scrollGrid(n: n) }
            }
        }
        + [
            BenchCase("reload.table.1m", "reloadData() of 1,000,000 self-sizing rows with an estimated height") {
                MainActor.assumeIsolated { reload(n: 1_000_000) }
            },
            BenchCase("apply.table.1m", "dataSource.apply(Snapshot(sections)) (synchronous) of a 1% changeset (deletes, inserts, moves, content) to a 1,000,000-row screen of controller sections (DiffableDataSource<ControllerSection, CellController, TableHost> through ControllerItems), the snapshot built inside the timing; baseline Snapshot.diff of the two snapshots alone") {
                MainActor.assumeIsolated { apply(n: 1_000_000) }
            },
            BenchCase("dispatch.table.1m", "1,000,000 cells produced through the adapter (erased controller, dequeue, typed configure); baseline a hand-written dequeue + configure loop") {
                MainActor.assumeIsolated { dispatch(n: 1_000_000) }
            },
            BenchCase("apply.unchanged.1m", "dataSource.apply (synchronous) of the snapshot already shown (1,000,000 rows through a CellRegistration), as an app re-applies its unchanged screen; baseline Snapshot.diff of the snapshot with itself, what the apply costs without its no-change path") {
                MainActor.assumeIsolated { applyUnchanged(n: 1_000_000) }
            },
        ]

    static func label(_ n: Int) -> String {
        n >= 1_000_000 ? "\(n / 1_000_000)m" : "\(n / 1_000)k"
    }

    // MARK: Fixtures

    struct Item: Identifiable, Equatable, Sendable {
        var id: Int
        var value: Int
    }

    /// The model of the benchmark screens' one section.
    struct Group: Identifiable, Equatable, Sendable {
        var id: Int
    }

    /// The typed snapshot of the benchmark screens: one `Group` of `Item`s.
    typealias ItemSnapshot = Snapshot<Group, Item>

    /// The snapshot of one section of `items`, built in one pass (no identifier index, as an
    /// app builds a large screen).
    static func snapshot(_ items: [Item]) -> ItemSnapshot {
        ItemSnapshot([(Group(id: 0), items)])
    }

    /// Rows of a snapshot of `Item`s, heights 1-3 (by id).
    struct RowFactory: CellControllerFactory {
        func cellController(for item: Item) -> CellController<TableHost> {
            RowController(item, height: Double(1 + item.id % 3))
        }
    }

    /// Tiles of a snapshot of `Item`s.
    struct TileFactory: CellControllerFactory {
        func cellController(for item: Item) -> CellController<GridHost> {
            TileController(model: item)
        }
    }

    /// How many cells of the benchmarks' classes have been made: what the reuse pools created
    /// (a case reads it before and after its host lays out).
    @MainActor static var cellsMade = 0

    final class BenchTableCell: TableCell {
        var value = 0
        required init(reuseIdentifier: String) {
            super.init(reuseIdentifier: reuseIdentifier)
            HostCases.cellsMade += 1
        }
        func configure(_ value: Int) { self.value = value }
        override func render(width: Int) -> [String] { [String(value)] }
    }

    final class BenchGridCell: GridCell {
        var value = 0
        required init(reuseIdentifier: String) {
            super.init(reuseIdentifier: reuseIdentifier)
            HostCases.cellsMade += 1
        }
        override func render(width: Int) -> [String] { [String(value)] }
    }

    final class RowController: ModelCellController<BenchTableCell, Item> {
        let fixedHeight: Double?
        init(_ item: Item, height: Double?) {
            self.fixedHeight = height
            super.init(model: item)
        }
        override func configureCell(_ cell: BenchTableCell) { cell.configure(model.value) }
        override func height(forWidth width: Double) -> Double? { fixedHeight }
    }

    final class TileController: ModelCellController<BenchGridCell, Item> {
        override func configureCell(_ cell: BenchGridCell) { cell.value = model.value }
        override func height(forWidth width: Double) -> Double? { Double(1 + model.id % 3) }
    }

    static let viewport = Size(width: 80, height: 40)

    // MARK: Cases

    /// Times one full scroll of `n` items in `host`, top to bottom in viewport-high steps, and
    /// reports the cost per step, the cells created and the
    /// item controllers alive afterwards. The items are a typed `Snapshot` of models shown through
    /// `factory`: the adapter makes controllers only for what the host shows or measures (every
    /// row is measured once on reload, the layouts having no estimates) and keeps few.
    @MainActor
    static func scroll<Host: CellHosting, Factory: CellControllerFactory>(
        family: String, n: Int, host: Host, factory: Factory
    ) -> BenchRecord where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        let cellsBefore = cellsMade
        let dataSource = DiffableDataSource<Group, Item, Host>(host: host, factory: factory)
        let adapter = dataSource.adapter
        do {
            try dataSource.apply(snapshot((0..<n).map { Item(id: $0, value: $0) }))
        } catch {
            Harness.note("cellbench: scroll.\(family).\(label(n)): \(error)")
        }
        host.layoutIfNeeded()
        let steps = Int((host.contentSize.height / viewport.height).rounded(.up))
        let timing = Harness.measure(minRuns: 5, minSeconds: 0.5) {
            var y = 0.0
            for _ in 0..<steps {
                host.contentOffset = Point(x: 0, y: y)
                y += viewport.height
            }
            host.contentOffset = Point()
            return host.indexPathsForVisibleItems.count
        }
        var record = Harness.record(name: "scroll.\(family).\(label(n))", n: n, timing: timing)
        record["steps"] = .int(steps)
        record["per_step_ns"] = .int(timing.medianNanoseconds / max(1, steps + 1))
        record["cells_created"] = .int(cellsMade - cellsBefore)
        record["controllers_alive"] = .int(adapter.liveControllerCount)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        withExtendedLifetime(adapter) {}
        addRatioVsThousand(&record, n: n, family: family)
        return record
    }

    @MainActor
    static func scrollTable(n: Int) -> BenchRecord {
        let host = TableHost(viewportSize: viewport, layout: TableLayout(separator: .none))
        return scroll(family: "table", n: n, host: host, factory: RowFactory())
    }

    @MainActor
    static func scrollGrid(n: Int) -> BenchRecord {
        let host = GridHost(viewportSize: viewport, layout: GridLayout(columns: .fixed(4), interitemSpacing: 1, lineSpacing: 0))
        return scroll(family: "grid", n: n, host: host, factory: TileFactory())
    }

    /// Measures the same scroll at 1,000 items in this process and adds `ratio_vs_1k`.
    @MainActor
    static func addRatioVsThousand(_ record: inout BenchRecord, n: Int, family: String) {
        guard case .int(let perStep)? = record["per_step_ns"] else { return }
        let small: BenchRecord = if n == 1_000 {
            record
        } else {
            switch family {
            case "table": scrollTable(n: 1_000)
            case "groups": GroupCases.scrollGroups(n: 1_000)
            default: scrollGrid(n: 1_000)
            }
        }
        guard case .int(let smallPerStep)? = small["per_step_ns"] else { return }
        record["ratio_vs_1k"] = .double((Double(perStep) / Double(max(1, smallPerStep)) * 1_000).rounded() / 1_000)
    }

    @MainActor
    static func reload(n: Int) -> BenchRecord {
        let cellsBefore = cellsMade
        let host = TableHost(viewportSize: viewport, layout: TableLayout(estimatedRowHeight: 2, separator: .none))
        let items: [CellController<TableHost>] = (0..<n).map { RowController(Item(id: $0, value: $0), height: nil) }
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0, items: items)])
        let timing = Harness.measure(minRuns: 5, minSeconds: 0.5) {
            host.reloadData()
            return host.indexPathsForVisibleItems.count
        }
        var record = Harness.record(name: "reload.table.1m", n: n, timing: timing)
        record["cells_created"] = .int(cellsMade - cellsBefore)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        withExtendedLifetime(adapter) {}
        return record
    }

    /// `items` after a changeset of `changes` operations: a quarter content changes (by
    /// `changingContent`), a quarter deletes, a quarter inserts (made by `inserting` from their
    /// rank), a quarter moves, at random positions drawn from a generator seeded with `seed`.
    ///
    /// The edits are made on 4-byte positions (an item's old index, or `-1 - rank` for an inserted
    /// one) and the elements placed once at the end, so that the shifting of the moves stays cheap
    /// for large elements; the result is the one of editing the elements themselves in this order:
    /// content changes, deletes (descending), inserts (descending), then moves one at a time.
    static func changed<Items: RandomAccessCollection<Element>, Element>(
        _ items: Items,
        changes: Int,
        seed: UInt64,
        changingContent: (Element) -> Element,
        inserting: (Int) -> Element
    ) -> [Element] {
        var random = BenchRandom(seed: seed)
        let quarter = changes / 4
        let changedContent = Set(random.distinctIndices(quarter, below: items.count))
        let deleted = Set(random.distinctIndices(quarter, below: items.count))
        var kept: [Int32] = []
        kept.reserveCapacity(items.count)
        for index in 0..<items.count where !deleted.contains(index) { kept.append(Int32(index)) }
        var insertedBefore: [Int: Int] = [:]
        for (rank, index) in random.distinctIndices(quarter, below: kept.count).sorted(by: >).enumerated() {
            insertedBefore[index] = rank
        }
        var positions: [Int32] = []
        positions.reserveCapacity(kept.count + quarter)
        for (index, position) in kept.enumerated() {
            if let rank = insertedBefore[index] { positions.append(Int32(-1 - rank)) }
            positions.append(position)
        }
        for _ in 0..<quarter {
            let position = positions.remove(at: Int.random(in: 0..<positions.count, using: &random))
            positions.insert(position, at: Int.random(in: 0...positions.count, using: &random))
        }
        return positions.map { position in
            if position < 0 { return inserting(Int(-1 - position)) }
            let item = items[items.index(items.startIndex, offsetBy: Int(position))]
            return changedContent.contains(Int(position)) ? changingContent(item) : item
        }
    }

    @MainActor
    static func apply(n: Int) -> BenchRecord {
        let oldItems = (0..<n).map { Item(id: $0, value: 0) }
        // 1%: 0.25% deleted, 0.25% inserted, 0.25% content changed, 0.25% moved.
        let newItems = changed(oldItems, changes: n / 100, seed: 11, changingContent: { Item(id: $0.id, value: 1) }) {
            Item(id: n + $0, value: 0)
        }
        let oldSections = [ControllerSection<TableHost>(id: 0, items: oldItems.map { RowController($0, height: 1) })]
        let newSections = [ControllerSection<TableHost>(id: 0, items: newItems.map { RowController($0, height: 1) })]
        let host = TableHost(viewportSize: viewport, layout: TableLayout(separator: .none))
        // A screen of controller sections, as a user keeps one: a typed data source of them.
        let dataSource = DiffableDataSource<ControllerSection<TableHost>, CellController<TableHost>, TableHost>(
            host: host, factory: ControllerItems())
        dataSource.adapter.reloadThreshold = .max
        try? dataSource.apply(Snapshot(oldSections))
        host.contentOffset = Point(x: 0, y: Double(n / 2))

        let clock = ContinuousClock()
        var samples: [Int] = []
        var changes = 0
        for run in 0..<6 {
            try? dataSource.apply(Snapshot(oldSections), reloadingData: true)
            host.contentOffset = Point(x: 0, y: Double(n / 2))
            let start = clock.now
            // The snapshot is built inside the timing, as `adapter.apply(newSections)` built it.
            try? dataSource.apply(Snapshot(newSections))
            let elapsed = Harness.nanoseconds(clock.now - start)
            if run > 0 { samples.append(elapsed) }
            changes = host.numberOfItems(inSection: 0)
        }
        samples.sort()
        let timing = Timing(medianNanoseconds: samples[samples.count / 2], minNanoseconds: samples[0], runs: samples.count)
        var record = Harness.record(name: "apply.table.1m", n: n, timing: timing)
        let oldSnapshot = Snapshot(oldSections)
        let newSnapshot = Snapshot(newSections)
        var moves = 0
        let diffTiming = Harness.measure(minRuns: 5, minSeconds: 0.5) {
            let changeset = try? Snapshot.diff(from: oldSnapshot, to: newSnapshot)
            moves = changeset.map(DiffCases.moves(in:)) ?? -1
            return changeset?.changeCount ?? -1
        }
        Harness.addBaseline("Snapshot.diff", diffTiming, to: &record)
        record["moves"] = .int(moves)
        record["items_after"] = .int(changes)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        return record
    }

    @MainActor
    static func applyUnchanged(n: Int) -> BenchRecord {
        let snapshot = snapshot((0..<n).map { Item(id: $0, value: $0) })
        let host = TableHost(viewportSize: viewport, layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Group, Item, TableHost>(host: host, factory: AsyncCases.rows)
        try? dataSource.apply(snapshot)
        host.contentOffset = Point(x: 0, y: Double(n / 2))
        let timing = Harness.measure(minRuns: 9, minSeconds: 0.2) {
            try? dataSource.apply(snapshot)
            return host.numberOfItems(inSection: 0)
        }
        let diffTiming = Harness.measure(minRuns: 5, minSeconds: 0.5) {
            (try? Snapshot.diff(from: snapshot, to: snapshot))?.changeCount ?? -1
        }
        var record = Harness.record(name: "apply.unchanged.1m", n: n, timing: timing)
        Harness.addBaseline("Snapshot.diff of the snapshot with itself", diffTiming, to: &record)
        record["items_after"] = .int(host.numberOfItems(inSection: 0))
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        return record
    }

    @MainActor
    static func dispatch(n: Int) -> BenchRecord {
        let host = TableHost(viewportSize: Size(width: 80, height: 0), layout: TableLayout(rowHeight: 1, separator: .none))
        let models = (0..<n).map { Item(id: $0, value: $0) }
        let items: [CellController<TableHost>] = models.map { RowController($0, height: 1) }
        let screen = DiffableDataSource<ControllerSection<TableHost>, CellController<TableHost>, TableHost>(
            host: host, factory: ControllerItems())
        try? screen.apply(Snapshot([ControllerSection(id: 0, items: items)]))
        let adapter = screen.adapter
        host.reloadData()
        // The host's question, as the host asks it: through its data source (the adapter's).
        guard let dataSource = host.dataSource else { fatalError("the adapter is the host's data source") }
        let identifier = items[0].reuseIdentifier   // the controllers' (their cell class's name)
        host.register(BenchTableCell.self, forCellWithReuseIdentifier: identifier)

        // The three loops run in turns, round by round (`Harness.measureInTurns`), so that a
        // machine whose speed drifts slows each alike.
        let viaAdapter = {
            var sum = 0
            for index in 0..<n {
                let path = ItemPath(item: index, section: 0)
                guard let cell = try? dataSource.host(host, cellForItemAt: path) else { continue }
                sum &+= cell.reuseIdentifier.utf8.count
                host.enqueueReusableCell(cell)
            }
            return sum
        }
        let handWritten = {
            var sum = 0
            for index in 0..<n {
                let path = ItemPath(item: index, section: 0)
                guard let cell = try? host.dequeueReusableCell(withReuseIdentifier: identifier, for: path) as? BenchTableCell
                else { continue }
                cell.configure(models[index].value)
                sum &+= cell.reuseIdentifier.utf8.count
                host.enqueueReusableCell(cell)
            }
            return sum
        }
        // The same loop through the host's typed dequeue (what a controller's dequeue calls).
        let handWrittenTyped = {
            var sum = 0
            for index in 0..<n {
                let path = ItemPath(item: index, section: 0)
                guard let cell = host.dequeueReusableCell(BenchTableCell.self, withReuseIdentifier: identifier, for: path) as? BenchTableCell
                else { continue }
                cell.configure(models[index].value)
                sum &+= cell.reuseIdentifier.utf8.count
                host.enqueueReusableCell(cell)
            }
            return sum
        }
        let timings = Harness.measureInTurns(minRounds: 7, minSeconds: 3, [viaAdapter, handWritten, handWrittenTyped])
        withExtendedLifetime(adapter) {}  // the host keeps its data source weakly, as UIKit does
        var record = Harness.record(name: "dispatch.table.1m", n: n, timing: timings[0].wall)
        Harness.addBaseline("hand-written dequeue + configure loop", timings[1].wall, to: &record)
        Harness.addBaseline("hand-written loop, typed dequeue", timings[2].wall, to: &record, prefix: "typed_dequeue")
        // The thread's CPU time: the same comparison without the time the loops waited for a core.
        record["cpu_ratio"] = .double(Harness.ratio(timings[0].cpu.medianNanoseconds, timings[1].cpu.medianNanoseconds))
        record["typed_dequeue_cpu_ratio"] = .double(Harness.ratio(timings[0].cpu.medianNanoseconds, timings[2].cpu.medianNanoseconds))
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        return record
    }
}
