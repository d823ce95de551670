import CellControllers

/// Carousel benchmarks: a grid host whose middle section is a carousel (`GridLayout.carousel`)
/// of n cards between two list sections, scrolled sideways across its whole length a viewport
/// width at a time. A sideways scroll must cost O(log s) plus the cards that enter or leave,
/// whatever n: `ratio_vs_1k` compares the per-step time with the same scroll of 1,000 cards.
enum CarouselCases {
    static let all: [BenchCase] = [1_000, 100_000].map { n in
        BenchCase(
            "scroll.carousel.\(HostCases.label(n))",
            "scroll a \(HostCases.label(n))-card carousel (cards 6x3, 1 apart, between two 10-row list sections of a GridHost) sideways across its length a viewport width at a time; ratio_vs_1k against 1,000 cards"
        ) {
            MainActor.assumeIsolated { scrollCarousel(n: n) }
        }
    }

    /// The carousel's layout: cards 6 columns by 3 lines, one column apart.
    static let carousel = GridLayout.carousel(itemWidth: 6, itemHeight: 3, spacing: 1, paging: .item)

    /// Times one sideways scroll of the carousel from its start to its end in viewport-wide
    /// steps (and back to the start), and reports the cost per step, the cells created, the
    /// cards displayed at the end and the peak memory; adds `ratio_vs_1k` (measured in this
    /// process) for more than 1,000 cards.
    @MainActor
    static func scrollCarousel(n: Int) -> BenchRecord {
        let cellsBefore = HostCases.cellsMade
        let host = GridHost(viewportSize: HostCases.viewport, layout: GridLayout(columns: .fixed(1), itemHeight: 1))
        var next = 0
        func controllers(_ count: Int) -> [CellController<GridHost>] {
            (0..<count).map { _ in
                defer { next += 1 }
                return HostCases.TileController(model: HostCases.Item(id: next, value: next))
            }
        }
        let sections = [
            ControllerSection(id: 0, items: controllers(10)),
            ControllerSection(id: 1, layout: carousel, items: controllers(n)),
            ControllerSection(id: 2, items: controllers(10)),
        ]
        let adapter = CellControllerAdapter(host: host, sections: sections)
        host.layoutIfNeeded()
        let width = host.viewportSize.width
        let end = host.carouselScroll(section: 1)?.maximumOffset ?? 0
        let steps = Int((end / width).rounded(.up))
        let timing = Harness.measure(minRuns: 5, minSeconds: 0.5) {
            var x = 0.0
            for _ in 0..<steps {
                x += width
                try? host.scrollCarousel(section: 1, toX: x)
            }
            try? host.scrollCarousel(section: 1, toX: 0)
            return host.indexPathsForVisibleItems.count
        }
        var record = Harness.record(name: "scroll.carousel.\(HostCases.label(n))", n: n, timing: timing)
        record["steps"] = .int(steps)
        record["per_step_ns"] = .int(timing.medianNanoseconds / max(1, steps + 1))
        record["cells_created"] = .int(HostCases.cellsMade - cellsBefore)
        record["cards_displayed"] = .int(host.indexPathsForVisibleItems.filter { $0.section == 1 }.count)
        record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
        withExtendedLifetime(adapter) {}
        if n != 1_000, case .int(let perStep)? = record["per_step_ns"], case .int(let small)? = scrollCarousel(n: 1_000)["per_step_ns"] {
            record["ratio_vs_1k"] = .double((Double(perStep) / Double(max(1, small)) * 1_000).rounded() / 1_000)
        }
        return record
    }
}
