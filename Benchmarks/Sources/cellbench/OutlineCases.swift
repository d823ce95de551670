import CellControllers

/// Outlines (issue 19): expanding a node of a section shown as a tree (a `SectionSnapshot`)
/// through `DiffableDataSource.setExpanded(_:for:)`, which inserts its children below it as one batch
/// update without diffing the screen.
///
/// `outline.expand.1m`: one section of 1,000,000 items (989,999 roots and a folder in the middle
/// with 10,000 children), shown through a `CellRegistration` (lazy controllers, estimated heights, rows of height 1),
/// scrolled to the folder; each run expands it (timed) and collapses it again (not timed).
/// `main_actor_ns` is the main thread's CPU time of the `expand` call (median); `collapse_ns`
/// the same for the `collapse`. The same expansion in a 100,000-item screen is measured in the
/// same process: `ratio_vs_100k` should be near 1 (the cost is O(children log n): the identifier
/// lookups, the host's batch and the live controllers do not grow with n; what does is one memory
/// move of the section's items).
enum OutlineCases {
    static let all: [BenchCase] = [
        BenchCase("outline.expand.1m", "DiffableDataSource.setExpanded(true, for: folder) of a folder with 10,000 children in a 1,000,000-item section shown as a tree (SectionSnapshot, CellRegistration rows, estimated heights): main_actor_ns = the main thread's CPU time of the expand (median); collapse_ns likewise; ratio_vs_100k against the same expansion in a 100,000-item section, measured in the same process") {
            MainActor.assumeIsolated {
                var record = expand(n: 1_000_000, children: 10_000, name: "outline.expand.1m")
                let small = expand(n: 100_000, children: 10_000, name: "outline.expand.100k")
                if case .int(let large)? = record["main_actor_ns"], case .int(let smaller)? = small["main_actor_ns"] {
                    record["main_actor_ns_100k"] = .int(smaller)
                    record["ratio_vs_100k"] = .double((Double(large) / Double(max(1, smaller)) * 1_000).rounded() / 1_000)
                }
                return record
            }
        },
    ]

    typealias Item = HostCases.Item
    typealias Group = HostCases.Group

    /// Shows a tree of `n` items (a folder in the middle with `children` children, the rest
    /// roots), then times expanding and collapsing the folder, several times.
    @MainActor
    static func expand(n: Int, children: Int, name: String) -> BenchRecord {
        let folder = Item(id: -1, value: 0)
        let rootCount = n - children - 1
        var roots = (0..<rootCount).map { Item(id: $0, value: 0) }
        roots.insert(folder, at: rootCount / 2)
        var tree = SectionSnapshot<Item>()
        try? tree.append(roots)
        try? tree.append((0..<children).map { Item(id: n + $0, value: 1) }, to: folder.id)

        // Estimated heights, as for every large screen (see AsyncCases): the host measures the
        // rows that come on screen, not all 10,000 new ones.
        let host = TableHost(viewportSize: HostCases.viewport, layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Group, Item, TableHost>(host: host, factory: AsyncCases.rows)
        dataSource.adapter.reloadThreshold = .max
        do {
            try dataSource.apply(HostCases.snapshot(roots))
            try dataSource.apply(tree, to: 0)
        } catch {
            Harness.note("cellbench: \(name): \(error)")
        }
        host.contentOffset = Point(x: 0, y: Double(rootCount / 2 - 5))
        let inputBytes = Harness.peakRSSBytes()

        var expanding: [Int] = []
        var collapsing: [Int] = []
        for run in 0..<12 {
            let start = threadCPUTime()
            do { try dataSource.setExpanded(true, for: folder.id) } catch { Harness.note("cellbench: \(name): \(error)") }
            let expanded = threadCPUTime() - start
            let middle = threadCPUTime()
            do { try dataSource.setExpanded(false, for: folder.id) } catch { Harness.note("cellbench: \(name): \(error)") }
            let collapsed = threadCPUTime() - middle
            guard run > 1 else { continue }   // warm-up
            expanding.append(expanded)
            collapsing.append(collapsed)
        }
        try? dataSource.setExpanded(true, for: folder.id)
        let shown = host.numberOfItems(inSection: 0)
        expanding.sort()
        collapsing.sort()
        let timing = Timing(medianNanoseconds: expanding[expanding.count / 2], minNanoseconds: expanding[0], runs: expanding.count)
        var record = Harness.record(name: name, n: n, timing: timing)
        record["main_actor_ns"] = .int(timing.medianNanoseconds)
        record["collapse_ns"] = .int(collapsing[collapsing.count / 2])
        record["children"] = .int(children)
        record["items_shown_expanded"] = .int(shown)
        record["controllers_alive"] = .int(dataSource.adapter.liveControllerCount)
        record["input_rss_bytes"] = .int(inputBytes)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        return record
    }
}
