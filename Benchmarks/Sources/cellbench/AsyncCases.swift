import CellControllers
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// A benchmark whose body runs on the main actor and awaits: `main.swift` runs it in a main-actor
/// task while the main thread serves the main queue (`MainQueueLoop`).
struct AsyncBenchCase: Sendable {
    var name: String
    var summary: String
    var body: @Sendable @MainActor () async -> BenchRecord

    init(_ name: String, _ summary: String, body: @escaping @Sendable @MainActor () async -> BenchRecord) {
        self.name = name
        self.summary = summary
        self.body = body
    }
}

/// Asynchronous applies: a 1% changeset of a million-item typed `Snapshot<Group, Item>` shown
/// through a `CellRegistration<BenchTableCell, Item>` (lazy controllers), applied with
/// `await dataSource.apply(_:)` (a `DiffableDataSource`), whose diff runs off the main actor. What matters is how
/// long the main actor is busy with it.
///
/// How main-actor time is measured (`main_actor_ns`): the CPU time of the main thread
/// (`CLOCK_THREAD_CPUTIME_ID`) from just before the `await adapter.apply` to just after it,
/// checked to have run on the main thread throughout. `MainQueueLoop` makes the main thread serve
/// the main actor's queue, and nothing else runs there meanwhile: while the diff runs on the
/// global concurrent executor the main thread sleeps in its run loop. So this is the CPU time of
/// the apply's synchronous main-actor segments (before the diff starts; then applying the
/// batches, carrying the live controllers over and touching the visible cells), plus resuming
/// the benchmark's task. Nothing in the library is exposed or instrumented for it.
/// `host_batches_ns` is the CPU time of the host's `performBatchUpdates` alone for the same
/// changeset (driven by a plain data source): the part of `main_actor_ns` that is the host's.
/// `wall_ns` is the whole `await`, diff included. `main_actor_longest_stall_ns` is, in other
/// runs, the longest wall time between two turns of a probe task on the main actor (how long the
/// main actor was unavailable at once).
enum AsyncCases {
    static let all: [AsyncBenchCase] = [
        AsyncBenchCase("apply.async.100k", "await dataSource.apply(snapshot) of 10,000 changes (2,500 each deleted, inserted, moved, content changed) to a 100,000-row Snapshot<Group, Item> shown through a CellRegistration (lazy controllers, estimated heights): main_actor_ns = the main thread's CPU time during the await (see AsyncCases); baseline Snapshot.diff alone") {
            await measure([AsyncApplyBench(n: 100_000, changes: 10_000, name: "apply.async.100k")])[0]
        },
        AsyncBenchCase("apply.async.1m", "await dataSource.apply(snapshot) of a 1% changeset (10,000 changes: 0.25% each deleted, inserted, moved, content changed) to a 1,000,000-row Snapshot<Group, Item> shown through a CellRegistration (lazy controllers, estimated heights): main_actor_ns = the main thread's CPU time during the await (see AsyncCases); baseline Snapshot.diff alone; ratio_vs_100k against apply.async.100k measured in the same process, its runs interleaved with these") {
            // The two sizes take turns, run by run, so that a machine whose speed drifts during
            // the case (a shared one) slows both alike and the ratio stays about the code.
            let records = await measure([
                AsyncApplyBench(n: 1_000_000, changes: 10_000, name: "apply.async.1m"),
                AsyncApplyBench(n: 100_000, changes: 10_000, name: "apply.async.100k"),
            ])
            var record = records[0]
            if case .int(let large)? = record["main_actor_ns"], case .int(let smaller)? = records[1]["main_actor_ns"] {
                record["main_actor_ns_100k"] = .int(smaller)
                record["ratio_vs_100k"] = .double((Double(large) / Double(max(1, smaller)) * 1_000).rounded() / 1_000)
            }
            return record
        },
        AsyncBenchCase("apply.async.fixedheight.1m", "apply.async.1m on a table of a fixed row height (TableLayout(rowHeight: 1)) through a CellRegistration without heights, as a new user writes it: controller_lookups_per_item = the controllers looked up while showing the old screen and applying the new one, per item (UIKit asks nothing per row of a fixed height); main_actor_ns and main_actor_longest_stall_ns as in apply.async.1m; ratio_vs_estimated against apply.async.1m (estimated heights) measured in the same process, its runs interleaved with these") {
            let records = await measure([
                AsyncApplyBench(n: 1_000_000, changes: 10_000, name: "apply.async.fixedheight.1m", fixedHeight: true),
                AsyncApplyBench(n: 1_000_000, changes: 10_000, name: "apply.async.1m"),
            ])
            var record = records[0]
            if case .int(let fixed)? = record["main_actor_ns"], case .int(let estimated)? = records[1]["main_actor_ns"] {
                record["main_actor_ns_estimated"] = .int(estimated)
                record["ratio_vs_estimated"] = .double((Double(fixed) / Double(max(1, estimated)) * 1_000).rounded() / 1_000)
            }
            return record
        },
    ]

    typealias Item = HostCases.Item

    /// Rows of height 1 showing an `Item`'s value: a registration, no controller subclass.
    @MainActor
    static let rows = CellRegistration<HostCases.BenchTableCell, Item> { cell, item in cell.configure(item.value) }
        .height { _, _ in 1 }

    /// Rows showing an `Item`'s value, without heights of their own: what a table of a fixed
    /// row height shows them with.
    @MainActor
    static let plainRows = CellRegistration<HostCases.BenchTableCell, Item> { cell, item in cell.configure(item.value) }

    /// Times `await dataSource.apply` of each bench's changes, several times, the benches taking
    /// turns run by run; one record per bench.
    @MainActor
    static func measure(_ benches: [AsyncApplyBench]) async -> [BenchRecord] {
        for run in 0..<26 {
            for bench in benches { await bench.run(run) }
        }
        return benches.map { $0.record() }
    }
}

/// One size of the asynchronous apply case: a screen of `n` rows and the same screen edited with
/// `changes` changes, each run showing the old screen then timing the apply of the new one.
@MainActor
final class AsyncApplyBench {
    let name: String
    let n: Int
    let old: Snapshot<HostCases.Group, AsyncCases.Item>
    let new: Snapshot<HostCases.Group, AsyncCases.Item>
    let host: TableHost
    /// The typed screen, through ``AsyncCases/plainRows`` or ``AsyncCases/rows``.
    let dataSource: DiffableDataSource<HostCases.Group, AsyncCases.Item, TableHost>
    var adapter: CellControllerAdapter<TableHost> { dataSource.adapter }
    let inputBytes: Int
    private var mainActor: [Int] = []
    private var longest: [Int] = []
    private var wall: [Int] = []
    private var changeCount = 0
    private var lookupsPerChangedItem: [Double] = []
    /// Whether the table has a fixed row height, shown through a registration without heights
    /// (else estimated heights, through one with).
    let fixedHeight: Bool
    /// Per run, the controllers looked up while showing the old screen and applying the new.
    private var lookupsPerRun: [Int] = []

    init(n: Int, changes: Int, name: String, fixedHeight: Bool = false) {
        self.name = name
        self.n = n
        self.fixedHeight = fixedHeight
        let oldItems = (0..<n).map { AsyncCases.Item(id: $0, value: 0) }
        old = HostCases.snapshot(oldItems)
        // The new snapshot is the old item list edited, as an app's would be.
        new = HostCases.snapshot(HostCases.changed(
            oldItems,
            changes: changes,
            seed: 12,
            changingContent: { AsyncCases.Item(id: $0.id, value: 1) },
            inserting: { AsyncCases.Item(id: n + $0, value: 0) }))
        host = TableHost(viewportSize: HostCases.viewport, layout: Self.layout(fixedHeight: fixedHeight))
        dataSource = DiffableDataSource(host: host, factory: fixedHeight ? AsyncCases.plainRows : AsyncCases.rows)
        inputBytes = Harness.peakRSSBytes()
        adapter.reloadThreshold = .max
    }

    /// The table's layout: a fixed row height, or estimated heights.
    static func layout(fixedHeight: Bool) -> TableLayout {
        fixedHeight ? TableLayout(rowHeight: 1, separator: .none) : TableLayout(estimatedRowHeight: 1, separator: .none)
    }

    /// One run: the old screen, scrolled to the middle, then the apply (measured from run 2 on).
    func run(_ run: Int) async {
        let clock = ContinuousClock()
        let lookupsAtStart = adapter.controllerLookupCount
        // Start from the old screen, scrolled to the middle, with nothing else running.
        try? await dataSource.apply(old, reloadingData: true)
        host.contentOffset = Point(x: 0, y: Double(n / 2))
        try? await Task.sleep(for: .milliseconds(100))

        // Even runs measure the main thread's CPU time; odd runs, with a probe, the longest
        // stall (the probe's turns would add to the CPU time measured).
        let probe: MainActorProbe? = run % 2 == 1 ? MainActorProbe() : nil
        await probe?.start()
        let onMainThread = MainQueueLoop.isMainThread
        let start = clock.now
        let cpuStart = threadCPUTime()
        let lookupsBefore = adapter.controllerLookupCount
        let visibleBefore = Set(host.indexPathsForVisibleItems.compactMap { old.item(at: $0)?.id })
        do {
            try await dataSource.apply(new)
        } catch {
            Harness.note("cellbench: \(name): \(error)")
        }
        let cpu = threadCPUTime() - cpuStart
        // The visible items the apply changed (new content, inserted, or brought into view by
        // the changes around them): each should cost at most one controller lookup, and the
        // items that stayed in view unchanged none.
        let changedVisible = host.indexPathsForVisibleItems.filter { path in
            guard let item = new.item(at: path) else { return false }
            return item.value == 1 || !visibleBefore.contains(item.id)
        }.count
        let lookups = adapter.controllerLookupCount - lookupsBefore
        lookupsPerChangedItem.append(Double(lookups) / Double(max(1, changedVisible)))
        lookupsPerRun.append(adapter.controllerLookupCount - lookupsAtStart)
        let elapsed = clock.now - start
        let stall = await probe?.stop()
        changeCount = host.numberOfItems(inSection: 0)
        guard run > 1 else { return }
        if let stall {
            longest.append(Harness.nanoseconds(stall))
        } else if onMainThread && MainQueueLoop.isMainThread {
            mainActor.append(cpu)
            wall.append(Harness.nanoseconds(elapsed))
        } else {
            Harness.note("cellbench: \(name): the main actor ran off the main thread; this run is not counted")
        }
    }

    /// The record of the runs so far, with the baseline (`Snapshot.diff` alone) measured now.
    func record() -> BenchRecord {
        guard !mainActor.isEmpty, !longest.isEmpty else {
            Harness.note("cellbench: \(name): no run could be measured on the main thread")
            exit(1)
        }
        mainActor.sort()
        longest.sort()
        wall.sort()
        let timing = Timing(medianNanoseconds: mainActor[mainActor.count / 2], minNanoseconds: mainActor[0], runs: mainActor.count)
        var record = Harness.record(name: name, n: n, timing: timing)
        record["main_actor_ns"] = .int(timing.medianNanoseconds)
        record["main_actor_longest_stall_ns"] = .int(longest[longest.count / 2])
        record["wall_ns"] = .int(wall[wall.count / 2])
        record["input_rss_bytes"] = .int(inputBytes)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        record["host_batches_ns"] = .int(hostBatches(old: old, new: new, offset: Double(n / 2), layout: Self.layout(fixedHeight: fixedHeight)))
        var diffChanges = 0
        let old = old, new = new
        let diffTiming = Harness.measure(minRuns: 5, minSeconds: 0.5) {
            let changeset = try? Snapshot.diff(from: old, to: new)
            diffChanges = changeset?.changeCount ?? -1
            return diffChanges
        }
        Harness.addBaseline("Snapshot.diff", diffTiming, to: &record)
        record["changes"] = .int(diffChanges)
        record["items_after"] = .int(changeCount)
        record["controllers_alive"] = .int(adapter.liveControllerCount)
        lookupsPerChangedItem.sort()
        let perChangedItem = (lookupsPerChangedItem[lookupsPerChangedItem.count / 2] * 1_000).rounded() / 1_000
        if fixedHeight {
            // Per item of the screen: what a fixed row height must not cost.
            lookupsPerRun.sort()
            record["controller_lookups_per_item"] = .double(Double(lookupsPerRun[lookupsPerRun.count / 2]) / Double(n))
            record["controller_lookups_per_changed_item"] = .double(perChangedItem)
        } else {
            record["controller_lookups_per_item"] = .double(perChangedItem)
        }
        return record
    }
}

/// A data source of counts only, to time a host's batch updates without an adapter.
@MainActor
final class CountsDataSource: CellHostDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in host: TableHost) -> Int { counts.count }
    func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
        host.dequeueReusableCell(HostCases.BenchTableCell.self, withReuseIdentifier: "cell", for: itemPath)
    }
    /// No item has a height of its own.
    func host(_ host: TableHost, givesItemHeightsInSection section: Int) -> Bool { false }
}

/// The median main-thread CPU time of the host's `performBatchUpdates` for the diff of `old` to
/// `new` (both stages), on a table showing `old` at `offset`, driven by a plain data source: the
/// part of an apply's main-actor time that belongs to the host.
@MainActor
func hostBatches<Section, Item>(
    old: Snapshot<Section, Item>, new: Snapshot<Section, Item>, offset: Double,
    layout: TableLayout = TableLayout(estimatedRowHeight: 1, separator: .none)
) -> Int {
    guard let changes = try? Snapshot.diff(from: old, to: new) else { return -1 }
    let oldCounts = old.sectionModels.map { (try? old.numberOfItems(inSection: $0.id)) ?? 0 }
    let newCounts = new.sectionModels.map { (try? new.numberOfItems(inSection: $0.id)) ?? 0 }
    let host = TableHost(viewportSize: HostCases.viewport, layout: layout)
    let source = CountsDataSource(oldCounts)
    host.dataSource = source
    var samples: [Int] = []
    for _ in 0..<7 {
        source.counts = oldCounts
        host.reloadData()
        host.contentOffset = Point(x: 0, y: offset)
        source.counts = newCounts
        let start = threadCPUTime()
        for stage in [changes.structure, changes.content] where stage != BatchUpdate() { try? host.performBatchUpdates(stage, updatingData: {}) }
        samples.append(threadCPUTime() - start)
    }
    return samples.sorted()[samples.count / 2]
}

/// The CPU time the calling thread has consumed, in nanoseconds.
func threadCPUTime() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}

/// Makes the main thread serve the main actor's queue, forever.
///
/// `dispatchMain()` would park the main thread and let worker threads serve the main queue, one
/// or another, so the main actor's CPU time could not be read from one thread's clock. A
/// CoreFoundation run loop on the main thread serves the main queue there, as in an app. It is
/// loaded only here (`dlopen`), so that the synchronous cases, which never come here, do not
/// carry Foundation in their peak RSS; if it cannot be loaded, `dispatchMain()` is used and
/// `AsyncCases` reports that it could not measure.
enum MainQueueLoop {
    /// The main thread, noted when `cellbench` starts (its top-level code runs there).
    private static let mainThread = pthread_self()

    /// Notes the main thread; call it from the main thread before anything else.
    static func noteMainThread() {
        _ = mainThread
    }

    /// Whether the caller runs on the main thread.
    static var isMainThread: Bool {
        pthread_equal(pthread_self(), mainThread) != 0
    }

    static func run() -> Never {
        noteMainThread()
        if let foundation = dlopen("libFoundation.so", RTLD_NOW | RTLD_GLOBAL), let symbol = dlsym(foundation, "CFRunLoopRun") {
            typealias RunLoopRun = @convention(c) () -> Void
            // dlsym returns an untyped pointer to the C function `void CFRunLoopRun(void)`.
            let runLoop = unsafeBitCast(symbol, to: RunLoopRun.self)
            while true { runLoop() }
        }
        Harness.note("cellbench: CoreFoundation's run loop is not available; the main queue is served by dispatchMain()")
        dispatchMain()
    }
}

/// Measures the longest time the main actor is unavailable at once: a main-actor task notes the
/// time at each of its turns and yields (`Task.yield()`), so it takes a turn every few
/// microseconds whenever the main actor is free; the longest wait between two turns is the
/// longest stall.
@MainActor
final class MainActorProbe {
    private let clock = ContinuousClock()
    private var running = false
    private var longest = Duration.zero
    private var task: Task<Void, Never>?

    /// Starts taking turns, and returns once the probe has taken its first ones.
    func start() async {
        running = true
        task = Task { @MainActor in
            var last = clock.now
            while true {
                await Task.yield()
                let now = clock.now
                longest = max(longest, now - last)
                last = now
                if !running { break }
            }
        }
        for _ in 0..<100 { await Task.yield() }
        longest = .zero
    }

    /// Stops, and returns the longest wait between two turns since ``start()`` returned.
    func stop() async -> Duration {
        running = false
        await task?.value
        return longest
    }
}
