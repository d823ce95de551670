import CellControllers

/// Group benchmarks: a grid of nested layout groups (`GridLayout(group:)`, Apple's "Nested
/// Groups": one tile 0.7 wide beside two stacked tiles 0.3 wide, 4 lines per group) scrolled
/// top to bottom a screen at a time, as `scroll.grid.*`. A scroll step must cost O(log n) plus
/// the items shown, whatever n: `ratio_vs_1k` compares the per-step time with 1,000 items.
enum GroupCases {
    static let all: [BenchCase] = [1_000, 1_000_000].map { n in
        BenchCase(
            "scroll.groups.\(HostCases.label(n))",
            "scroll a \(HostCases.label(n))-item grid of nested groups (a tile 0.7 wide beside two stacked 0.3 wide, groups 4 lines tall, 1 apart) top to bottom a screen at a time; a Snapshot<Group, Item> through a typed factory; ratio_vs_1k against 1,000 items"
        ) {
            MainActor.assumeIsolated { scrollGroups(n: n) }
        }
    }

    /// The nested group each row repeats.
    static let group: LayoutGroup = {
        let pair = LayoutGroup.vertical(
            width: .fractionalWidth(0.3), height: .fractionalHeight(1),
            subitems: Array(repeating: .item(width: .fractionalWidth(1), height: .fractionalHeight(0.5)), count: 2))
        return LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(4),
            subitems: [
                .item(width: .fractionalWidth(0.7), height: .fractionalHeight(1)),
                .group(pair),
            ])
    }()

    @MainActor
    static func scrollGroups(n: Int) -> BenchRecord {
        let layout: GridLayout
        do {
            layout = try GridLayout(group: group, interGroupSpacing: 1)
        } catch {
            Harness.note("cellbench: scroll.groups: \(error)")
            layout = GridLayout()
        }
        let host = GridHost(viewportSize: HostCases.viewport, layout: layout)
        return HostCases.scroll(family: "groups", n: n, host: host, factory: HostCases.TileFactory())
    }
}
