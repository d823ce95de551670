import CellControllers
import CellControllersDesignSystem   // the standard loading and error footers of LoadMoreTrigger

/// Interaction benchmarks: what pagination costs while scrolling (a `LoadMoreTrigger` looks at the
/// visible items on every displayed item), and what an interactive move costs (the adapter moves
/// the item in its snapshot, rebuilt in O(n)).
enum InteractionCases {
    static let all: [BenchCase] = [
        BenchCase("scroll.table.loadmore.100k", "scroll a 100k-row table (heights 1-3) top to bottom a screen at a time with a LoadMoreTrigger (items(5)) on the adapter; baseline the same scroll without one") {
            MainActor.assumeIsolated { scrollWithLoadMore(n: 100_000) }
        },
        BenchCase("move.table.100k", "one interactive move (begin, update, end) across a 100k-row section of controllers, then its move back; the adapter moves the item in its sections and snapshot") {
            MainActor.assumeIsolated { move(n: 100_000, models: false) }
        },
        BenchCase("move.table.models.100k", "one interactive move (begin, update, end) across a 100k-row Snapshot<Group, Item> of models through a typed factory (lazy controllers, remapped), then its move back") {
            MainActor.assumeIsolated { move(n: 100_000, models: true) }
        },
    ]

    /// Movable rows of a snapshot of `Item`s, height 1.
    struct MovableRowFactory: CellControllerFactory {
        func cellController(for item: HostCases.Item) -> CellController<TableHost> {
            MovableRow(model: item)
        }
    }

    final class MovableRow: ModelCellController<HostCases.BenchTableCell, HostCases.Item> {
        override func configureCell(_ cell: HostCases.BenchTableCell) { cell.configure(model.value) }
        override func height(forWidth width: Double) -> Double? { 1 }
        override func canMoveCell() -> Bool { true }
    }

    /// The scroll of `HostCases.scroll`, timed with and without a trigger.
    @MainActor
    static func scrollWithLoadMore(n: Int) -> BenchRecord {
        func timedScroll(withTrigger: Bool) -> (Timing, steps: Int, requests: Int) {
            let host = TableHost(viewportSize: HostCases.viewport, layout: TableLayout(separator: .none))
            let dataSource = DiffableDataSource<HostCases.Group, HostCases.Item, TableHost>(host: host, factory: HostCases.RowFactory())
            let adapter = dataSource.adapter
            do {
                try dataSource.apply(HostCases.snapshot((0..<n).map { HostCases.Item(id: $0, value: $0) }))
            } catch {
                Harness.note("cellbench: scroll.table.loadmore: \(error)")
            }
            var requests = 0
            if withTrigger {
                // Each request finishes at once without new items: the end stays armed until the
                // count changes, so it fires once per run, as in an app that reached the end.
                adapter.loadMore = LoadMoreTrigger(distance: .items(5)) { request in
                    requests += 1
                    request.finish()
                }
            }
            host.layoutIfNeeded()
            let steps = Int((host.contentSize.height / HostCases.viewport.height).rounded(.up))
            let timing = Harness.measure(minRuns: 5, minSeconds: 0.5) {
                var y = 0.0
                for _ in 0..<steps {
                    host.contentOffset = Point(x: 0, y: y)
                    y += HostCases.viewport.height
                }
                host.contentOffset = Point()
                return host.indexPathsForVisibleItems.count
            }
            withExtendedLifetime(adapter) {}
            return (timing, steps, requests)
        }
        let measured = timedScroll(withTrigger: true)
        let baseline = timedScroll(withTrigger: false)
        var record = Harness.record(name: "scroll.table.loadmore.100k", n: n, timing: measured.0)
        record["steps"] = .int(measured.steps)
        record["per_step_ns"] = .int(measured.0.medianNanoseconds / max(1, measured.steps + 1))
        record["baseline_per_step_ns"] = .int(baseline.0.medianNanoseconds / max(1, baseline.steps + 1))
        record["overhead_ratio"] = .double((Double(measured.0.medianNanoseconds) / Double(max(1, baseline.0.medianNanoseconds)) * 1_000).rounded() / 1_000)
        record["load_requests"] = .int(measured.requests)
        return record
    }

    /// One move from the top to the middle of `n` rows and back, through the host.
    @MainActor
    static func move(n: Int, models: Bool) -> BenchRecord {
        let host = TableHost(viewportSize: HostCases.viewport, layout: TableLayout(rowHeight: 1, separator: .none))
        let items = (0..<n).map { HostCases.Item(id: $0, value: $0) }
        let adapter = CellControllerAdapter(host: host)
        do {
            if models {
                try DiffableDataSource<HostCases.Group, HostCases.Item, TableHost>(host: adapter.host, factory: MovableRowFactory()).apply(HostCases.snapshot(items))
            } else {
                try adapter.apply([ControllerSection(id: 0, items: items.map { MovableRow(model: $0) })])
            }
        } catch {
            Harness.note("cellbench: move.table: \(error)")
        }
        host.layoutIfNeeded()
        let top = ItemPath(item: 0, section: 0)
        let middle = ItemPath(item: n / 2, section: 0)
        var failures = 0
        let timing = Harness.measure(minRuns: 5, minSeconds: 0.5) {
            for (from, to) in [(top, middle), (middle, top)] {
                do {
                    try host.beginInteractiveMovementForItem(at: from)
                    try host.updateInteractiveMovementTarget(to: to)
                    try host.endInteractiveMovement()
                } catch {
                    failures += 1
                }
            }
            return host.numberOfItems(inSection: 0)
        }
        var record = Harness.record(name: models ? "move.table.models.100k" : "move.table.100k", n: n, timing: timing)
        record["per_move_ns"] = .int(timing.medianNanoseconds / 2)
        record["failures"] = .int(failures)
        record["controllers_alive"] = .int(adapter.liveControllerCount)
        return record
    }
}
