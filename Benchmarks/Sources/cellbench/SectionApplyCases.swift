import CellControllers

/// An apply that edits one section of a large screen (issue 19: "a fast path that skips
/// unchanged sections").
///
/// `apply.onesection.1m`: a screen of 1,000 sections of 1,000 rows (1,000,000 rows through a
/// `CellRegistration`), scrolled to the middle. Each run appends a row to one section (another
/// each run) with the typed snapshot's edits (not timed: the edits build the snapshot's
/// identifier index, as an app's edits do), then applies it synchronously (timed: the main
/// thread's CPU time of the `apply` call, median of 12 runs). The other
/// 999 sections keep their item storage, so the apply diffs one section. Baseline: the
/// whole-screen `Snapshot.diff` of the same two snapshots, which is what the apply cost before it
/// skipped unchanged sections (a `ratio` well below 1 shows the skip).
enum SectionApplyCases {
    static let all: [BenchCase] = [
        BenchCase("apply.onesection.1m", "adapter apply (synchronous, DiffableDataSource + CellRegistration) of a one-row edit of one section of a 1,000-section, 1,000,000-row screen; baseline the whole-screen Snapshot.diff of the same snapshots, what the apply cost without skipping the 999 unchanged sections") {
            MainActor.assumeIsolated { applyOneSection(sections: 1_000, rowsPerSection: 1_000) }
        },
    ]

    typealias Item = HostCases.Item
    typealias Group = HostCases.Group

    @MainActor
    static func applyOneSection(sections: Int, rowsPerSection: Int) -> BenchRecord {
        let name = "apply.onesection.1m"
        let n = sections * rowsPerSection
        let shown = HostCases.ItemSnapshot((0..<sections).map { section in
            (section: Group(id: section), items: (0..<rowsPerSection).map { Item(id: section * rowsPerSection + $0, value: 0) })
        })
        let host = TableHost(viewportSize: HostCases.viewport, layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Group, Item, TableHost>(host: host, factory: AsyncCases.rows)
        dataSource.adapter.reloadThreshold = .max
        do { try dataSource.apply(shown) } catch { Harness.note("cellbench: \(name): \(error)") }
        host.contentOffset = Point(x: 0, y: Double(n / 2))

        var current = shown
        var samples: [Int] = []
        var lastEdited = (before: shown, after: shown)
        for run in 0..<14 {
            var next = current
            let added = Item(id: n + run, value: 1)
            let section = (run * 389) % sections
            do { try next.appendItems([added], toSection: section) } catch { Harness.note("cellbench: \(name): \(error)") }
            let start = threadCPUTime()
            do { try dataSource.apply(next) } catch { Harness.note("cellbench: \(name): \(error)") }
            let elapsed = threadCPUTime() - start
            lastEdited = (current, next)
            current = next
            if run > 1 { samples.append(elapsed) }  // warm-up
        }
        samples.sort()
        let timing = Timing(medianNanoseconds: samples[samples.count / 2], minNanoseconds: samples[0], runs: samples.count)
        var record = Harness.record(name: name, n: n, timing: timing)
        let (before, after) = lastEdited
        let wholeDiff = Harness.measure(minRuns: 5, minSeconds: 0.5) {
            (try? Snapshot.diff(from: before, to: after))?.changeCount ?? -1
        }
        Harness.addBaseline("whole-screen Snapshot.diff", wholeDiff, to: &record)
        record["sections"] = .int(sections)
        record["items_after"] = .int(dataSource.snapshot().numberOfItems)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        return record
    }
}
