import CellControllers
import CellControllersTestSupport
import Testing

/// `interSectionSpacing`: a gap between neighbouring sections on both hosts, none above the first
/// or below the last, kept by batch updates, empty to hit testing and decorations.
@MainActor
@Suite struct InterSectionSpacingTests {
    /// Sections of one-line rows, each with a one-line header when `headers` says so.
    static func tableSections(_ counts: [Int], headers: [Bool], ids: inout Int) -> [ControllerSection<TableHost>] {
        counts.enumerated().map { index, count in
            ControllerSection(
                id: index, header: headers[index] ? CaptionController("H\(index)") : nil,
                items: (0..<count).map { _ in
                    defer { ids += 1 }
                    return LabelController(id: ids, height: 1)
                })
        }
    }

    /// Where each section starts, as a stack of `extents` `spacing` apart.
    static func tops(_ extents: [Double], spacing: Double) -> [Double] {
        var top = 0.0
        return extents.map { extent in
            defer { top += extent + spacing }
            return top
        }
    }

    @Test(arguments: [0.0, 1, 3])
    func tableSectionsAreStackedSpacingApartWithNoGapAtEitherEnd(spacing: Double) throws {
        var layout = TableLayout(separator: .none)
        layout.interSectionSpacing = spacing
        let host = TableHost(viewportSize: Size(width: 10, height: 40), layout: layout)
        var ids = 0
        let counts = [2, 0, 3, 1]
        let headers = [true, true, false, true]
        let adapter = CellControllerAdapter(host: host, sections: Self.tableSections(counts, headers: headers, ids: &ids))
        host.layoutIfNeeded()
        let extents = zip(counts, headers).map { Double($0) + ($1 ? 1 : 0) }
        let tops = Self.tops(extents, spacing: spacing)
        for section in counts.indices {
            let header = host.rectForSection(section)
            #expect(header?.minY == tops[section], "section \(section)")
            #expect(header?.height == extents[section])
        }
        #expect(host.contentSize.height == extents.reduce(0, +) + 3 * spacing)
        // Hit testing finds nothing in a gap, the first row of the next section below it.
        if spacing > 0 {
            let gap = Point(x: 1, y: tops[1] - 1)
            #expect(host.element(at: gap)?.itemPath == nil && host.supplementaryElement(at: gap) == nil)
        }
        #expect(host.element(at: Point(x: 1, y: tops[2]))?.itemPath == ItemPath(item: 0, section: 2))
        withExtendedLifetime(adapter) {}
    }

    /// Random screens of sections with and without headers on both hosts: after random applies
    /// (sections inserted, deleted and moved, items changed), every section's rect and the
    /// content size are what a fresh host of the same screen computes, and that is the stack
    /// of extents `spacing` apart.
    @Test(arguments: 0..<40)
    func batchUpdatesKeepTheGapsOfAFreshLayout(seed: Int) throws {
        var random = DiffTestRandom(seed: UInt64(seed))
        let spacing = Double(random.int(0...3))
        var layout = TableLayout(separator: .none)
        layout.interSectionSpacing = spacing
        let host = TableHost(viewportSize: Size(width: 10, height: 12), layout: layout)
        var sectionIDs = Array(0..<random.int(0...5))
        var counts = sectionIDs.map { _ in random.int(0...3) }
        func screen() -> [ControllerSection<TableHost>] {
            zip(sectionIDs, counts).map { id, count in
                ControllerSection(id: id, header: id % 2 == 0 ? CaptionController("H\(id)") : nil, items: (0..<count).map { item in
                    LabelController(id: id * 100 + item, height: 1)
                })
            }
        }
        let adapter = CellControllerAdapter(host: host, sections: screen())
        var nextSection = sectionIDs.count
        for _ in 0..<6 {
            switch random.int(0...3) {
            case 0 where !sectionIDs.isEmpty:
                let index = random.int(0...(sectionIDs.count - 1))
                sectionIDs.remove(at: index)
                counts.remove(at: index)
            case 1 where sectionIDs.count > 1:
                sectionIDs.swapAt(0, sectionIDs.count - 1)
                counts.swapAt(0, counts.count - 1)
            case 2 where !sectionIDs.isEmpty:
                let index = random.int(0...(sectionIDs.count - 1))
                counts[index] = random.int(0...4)
            default:
                let index = random.int(0...sectionIDs.count)
                sectionIDs.insert(nextSection, at: index)
                counts.insert(random.int(0...3), at: index)
                nextSection += 1
            }
            try adapter.apply(screen())
            host.layoutIfNeeded()
            let fresh = TableHost(viewportSize: host.viewportSize, layout: layout)
            let freshAdapter = CellControllerAdapter(host: fresh, sections: screen())
            fresh.layoutIfNeeded()
            let extents = zip(sectionIDs, counts).map { Double($1) + ($0 % 2 == 0 ? 1 : 0) }
            let tops = Self.tops(extents, spacing: spacing)
            #expect(host.contentSize == fresh.contentSize, "seed \(seed)")
            #expect(host.contentSize.height == extents.reduce(0, +) + Double(max(0, extents.count - 1)) * spacing, "seed \(seed)")
            for section in sectionIDs.indices {
                #expect(host.rectForSection(section) == fresh.rectForSection(section), "seed \(seed) section \(section)")
                #expect(host.rectForSection(section)?.minY == tops[section], "seed \(seed) section \(section)")
            }
            withExtendedLifetime(freshAdapter) {}
        }
        withExtendedLifetime(adapter) {}
    }

    @Test func gridSectionsCarouselsAndBackgroundsStopAtTheirEdges() throws {
        var layout = GridLayout(columns: .fixed(2), interitemSpacing: 0, itemHeight: 1)
        layout.interSectionSpacing = 2
        let host = GridHost(viewportSize: Size(width: 12, height: 20), layout: layout)
        var boxed = GridLayout(columns: .fixed(2), interitemSpacing: 0, itemHeight: 1)
        boxed.sectionBackground = .fill("·")
        let adapter = CellControllerAdapter(host: host, sections: [
            ControllerSection(id: "grid", layout: boxed, items: (0..<4).map { TileController(id: $0) }),
            ControllerSection(id: "cards", layout: .carousel(itemWidth: 5, itemHeight: 1), items: (10..<14).map { TileController(id: $0) }),
            ControllerSection(id: "list", items: (20..<21).map { TileController(id: $0) }),
        ])
        host.layoutIfNeeded()
        // Two rows, a gap of 2, the carousel's row, a gap of 2, the last row: the sections' own
        // layouts do not change the host's spacing.
        #expect(host.rectForSection(0)?.minY == 0)
        #expect(host.rectForSection(1)?.minY == 4)
        #expect(host.rectForSection(2)?.minY == 7)
        #expect(host.contentSize.height == 8)
        #expect(host.rect(for: .item(ItemPath(item: 0, section: 1)))?.minY == 4)
        let lines = host.renderText().split(separator: "\n", omittingEmptySubsequences: false)
        // The background fills the grid's two rows, not the gap below them.
        #expect(lines[2].allSatisfy { $0 == " " })
        #expect(lines[3].allSatisfy { $0 == " " })
        #expect(host.element(at: Point(x: 1, y: 2))?.itemPath == nil)
        #expect(host.element(at: Point(x: 1, y: 4))?.itemPath == ItemPath(item: 0, section: 1))
        withExtendedLifetime(adapter) {}
    }
}
