import CellControllers

/// Live reorder: what a change of an interactive move's target costs while the layout shows the
/// item at its target (the moved row's metrics taken out of the height tree and put back in at
/// the target, the visible cells laid out again). It should not grow with the number of rows:
/// `ratio_vs_100k` compares 1,000,000 rows with 100,000, measured in the same process.
enum LiveReorderCases {
    static let all: [BenchCase] = [
        BenchCase("reorder.live.1m", "live reorder: \(targetChanges) target changes of one interactive move in a 1,000,000-row table of models (lazy controllers, rows of height 1), alternating between the viewport and the far end of the section (the layout shows the item at its target each time); per_target_ns = median per change; ratio_vs_100k against the same in 100,000 rows, measured in the same process") {
            MainActor.assumeIsolated {
                let large = targets(n: 1_000_000), small = targets(n: 100_000)
                var record = Harness.record(name: "reorder.live.1m", n: 1_000_000, timing: large.timing)
                record["per_target_ns"] = .int(large.timing.medianNanoseconds / targetChanges)
                record["per_target_ns_100k"] = .int(small.timing.medianNanoseconds / targetChanges)
                record["ratio_vs_100k"] = .double((Double(large.timing.medianNanoseconds) / Double(max(1, small.timing.medianNanoseconds)) * 1_000).rounded() / 1_000)
                record["failures"] = .int(large.failures + small.failures)
                return record
            }
        },
    ]

    /// The target changes timed per run.
    static let targetChanges = 200

    /// Begins a move of the first row of `n`, then times `targetChanges` target changes,
    /// alternating between the viewport and the end of the section; cancels the move.
    @MainActor
    static func targets(n: Int) -> (timing: Timing, failures: Int) {
        let host = TableHost(viewportSize: HostCases.viewport, layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<HostCases.Group, HostCases.Item, TableHost>(host: host, factory: InteractionCases.MovableRowFactory())
        let adapter = dataSource.adapter
        do {
            try dataSource.apply(HostCases.snapshot((0..<n).map { HostCases.Item(id: $0, value: $0) }))
        } catch {
            Harness.note("cellbench: reorder.live: \(error)")
        }
        host.layoutIfNeeded()
        var failures = 0
        do {
            try host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        } catch {
            failures += 1
        }
        let timing = Harness.measure(minRuns: 5, minSeconds: 0.5) {
            for change in 0..<targetChanges {
                let item = change.isMultiple(of: 2) ? n - 1 - change : change % 8
                do {
                    try host.updateInteractiveMovementTarget(to: ItemPath(item: item, section: 0))
                } catch {
                    failures += 1
                }
            }
            return host.indexPathsForVisibleItems.count
        }
        try? host.cancelInteractiveMovement()
        withExtendedLifetime(adapter) {}
        return (timing, failures)
    }
}
