import CellControllers

/// Render benchmarks: one frame of the interactive example (`example --interactive`) — scroll
/// by one line, then draw the 80×40 viewport with `renderText()` — on a table of a million
/// rows, against the same frame on 1,000 rows (`ratio_vs_1k`: the frame must not depend on the
/// number of rows).
///
/// The rows are a typed `Snapshot<Group, Item>` of models shown through a typed factory (lazy controllers, as in
/// `scroll.table.1m`), heights 1–3 plus a separator line, each line of text as wide as the
/// viewport, as the example's pharmacy rows are.
enum RenderCases {
    static let all: [BenchCase] = [1_000, 1_000_000].map { n in
        BenchCase("render.table.\(HostCases.label(n))", "one frame of the interactive listing on \(HostCases.label(n)) rows: scroll by one line, then renderText() of an 80x40 viewport (typed Snapshot + factory, lazy controllers); median ns per frame, ratio_vs_1k") {
            MainActor.assumeIsolated { renderTable(n: n) }
        }
    }

    static let viewport = Size(width: 80, height: 40)
    /// How many frames one pass scrolls through before starting again.
    static let framesPerPass = 2_000

    /// A listing row: a title with a detail at the right edge, then up to two more lines.
    final class ListingCell: TableCell {
        var number = 0
        var lineCount = 1

        required init(reuseIdentifier: String) {
            super.init(reuseIdentifier: reuseIdentifier)
            HostCases.cellsMade += 1
        }

        override func render(width: Int) -> [String] {
            var lines = [TextRendering.leftRight("\(number). Pharmacy number \(number)", "\(number % 10).\(number % 100) miles", width: width)]
            if lineCount > 1 { lines.append(TextRendering.fit("   \(number % 900 + 100) Boylston Street, Boston MA 02116", width: width)) }
            if lineCount > 2 { lines.append(TextRendering.fit("   Phone  (617) 555-\(number % 9_000 + 1_000)", width: width)) }
            return lines
        }
    }

    final class ListingController: ModelCellController<ListingCell, HostCases.Item> {
        override func configureCell(_ cell: ListingCell) {
            cell.number = model.value
            cell.lineCount = 1 + model.id % 3
        }
        override func height(forWidth width: Double) -> Double? { Double(1 + model.id % 3) }
    }

    struct ListingFactory: CellControllerFactory {
        func cellController(for item: HostCases.Item) -> CellController<TableHost> {
            ListingController(model: item)
        }
    }

    /// The median time of one frame on `n` rows, starting in the middle of the content.
    @MainActor
    static func measureFrames(n: Int) -> (timing: Timing, adapter: CellControllerAdapter<TableHost>, host: TableHost) {
        let host = TableHost(viewportSize: viewport, layout: TableLayout(separator: .line(inset: 3)))
        let dataSource = DiffableDataSource<HostCases.Group, HostCases.Item, TableHost>(host: host, factory: ListingFactory())
        let adapter = dataSource.adapter
        do {
            try dataSource.apply(HostCases.snapshot((0..<n).map { HostCases.Item(id: $0, value: $0 + 1) }))
        } catch {
            Harness.note("cellbench: render.table.\(HostCases.label(n)): \(error)")
        }
        host.layoutIfNeeded()
        let lastOffset = max(0, Int(host.contentSize.height) - Int(viewport.height))
        let start = min(lastOffset / 2, max(0, lastOffset - framesPerPass))
        var offset = start
        host.contentOffset = Point(x: 0, y: Double(offset))
        let timing = Harness.measure(minRuns: 1_000, maxRuns: 20_000, minSeconds: 0.5) {
            offset = offset >= min(lastOffset, start + framesPerPass) ? start : offset + 1
            host.contentOffset = Point(x: 0, y: Double(offset))
            return host.renderText().utf8.count
        }
        return (timing, adapter, host)
    }

    @MainActor
    static func renderTable(n: Int) -> BenchRecord {
        let cellsBefore = HostCases.cellsMade
        let (timing, adapter, _) = measureFrames(n: n)
        let cellsCreated = HostCases.cellsMade - cellsBefore
        var record = Harness.record(name: "render.table.\(HostCases.label(n))", n: n, timing: timing)
        record["viewport"] = .string("\(Int(viewport.width))x\(Int(viewport.height))")
        record["per_frame_ns"] = .int(timing.medianNanoseconds)
        record["cells_created"] = .int(cellsCreated)
        record["controllers_alive"] = .int(adapter.liveControllerCount)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        let small = n == 1_000 ? timing : measureFrames(n: 1_000).timing
        record["small_median_ns"] = .int(small.medianNanoseconds)
        record["ratio_vs_1k"] = .double((Double(timing.medianNanoseconds) / Double(max(1, small.medianNanoseconds)) * 1_000).rounded() / 1_000)
        record["target_median_ns"] = .int(1_000_000)
        withExtendedLifetime(adapter) {}
        return record
    }
}
