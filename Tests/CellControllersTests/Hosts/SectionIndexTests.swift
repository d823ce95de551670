import CellControllers
import CellControllersTestSupport
import Testing

/// A section of names under one initial.
private struct Initial: Identifiable, Equatable, Sendable {
    let id: String
}

/// One section per initial, each with `count` rows two lines tall, one-line headers.
@MainActor
private func alphabet(
    _ initials: [String], count: Int = 3, layout: TableLayout = TableLayout(rowHeight: 1, separator: .none)
) throws -> DiffableDataSource<Initial, Row, TableHost> {
    let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
    let dataSource = DiffableDataSource<Initial, Row, TableHost>(
        host: TableHost(viewportSize: Size(width: 20, height: 4), layout: layout), factory: rows)
    try dataSource.apply(alphabetSnapshot(initials, count: count))
    return dataSource
}

private func alphabetSnapshot(_ initials: [String], count: Int = 3) throws -> Snapshot<Initial, Row> {
    var snapshot = Snapshot<Initial, Row>()
    for (index, initial) in initials.enumerated() {
        try snapshot.appendSections([Initial(id: initial)])
        try snapshot.appendItems((0..<count).map { Row(id: index * 100 + $0, title: "\(initial)\($0)") }, toSection: initial)
    }
    return snapshot
}

@MainActor
@Suite("Section index")
struct SectionIndexTests {
    @Test("Without an index there are no titles, and a jump throws unknownTitle with none available")
    func noIndex() throws {
        let dataSource = try alphabet(["A", "B"])
        #expect(dataSource.adapter.host.sectionIndexTitles.isEmpty)
        #expect(throws: CellHostError.unknownSectionIndexTitle("A", available: [])) { try dataSource.adapter.host.scrollToSection(forIndexTitle: "A") }
    }

    @Test("A jump scrolls the title's section to the top, clamped to the content", arguments: [
        ("A", 0, 0.0), ("C", 2, 6.0), ("E", 4, 11.0),   // 5 sections of 3 rows: 15 lines, 4 shown
    ])
    func jump(title: String, section: Int, offset: Double) throws {
        let dataSource = try alphabet(["A", "B", "C", "D", "E"])
        dataSource.sectionIndex = { snapshot in snapshot.sectionModels.map { SectionIndexTitle($0.id, section: $0.id) } }
        let host = dataSource.adapter.host
        host.contentOffset = Point(x: 0, y: 3)
        #expect(host.sectionIndexTitles == ["A", "B", "C", "D", "E"])
        #expect(try host.scrollToSection(forIndexTitle: title) == section)
        #expect(host.contentOffset.y == offset)
    }

    @Test("The titles follow the screen: a title whose section is gone is left out; the index maps titles to sections")
    func followsTheScreen() throws {
        let dataSource = try alphabet(["A", "B", "C"])
        // A "#" title first that jumps to C, then the sections' own.
        dataSource.sectionIndex = { snapshot in
            [SectionIndexTitle("#", section: "C")] + ["A", "B", "C", "Z"].map { SectionIndexTitle($0, section: $0) }
        }
        let host = dataSource.adapter.host
        #expect(host.sectionIndexTitles == ["#", "A", "B", "C"])
        #expect(try host.scrollToSection(forIndexTitle: "#") == 2)
        try dataSource.apply(alphabetSnapshot(["B", "C"]))
        #expect(host.sectionIndexTitles == ["#", "B", "C"])
        #expect(try host.scrollToSection(forIndexTitle: "B") == 0)
        #expect(host.contentOffset.y == 0)
        #expect(try host.scrollToSection(forIndexTitle: "C") == 1)
    }

    /// Rows are estimated two lines tall and are one: scrolled down into the screen, a jump
    /// back to "B" measures the rows it reveals, and the section's first row must end at the
    /// top (keeping any other element in place instead left "A4" there).
    @Test("With estimated heights, the section's top stays at the top while what the jump reveals is measured",
          arguments: [(count: 5, start: 9.0), (count: 3, start: 7.0), (count: 3, start: 12.0)])
    func jumpWithEstimatedHeights(count: Int, start: Double) throws {
        let dataSource = try alphabet(["A", "B", "C"], count: count, layout: TableLayout(estimatedRowHeight: 2, separator: .none))
        dataSource.sectionIndex = { snapshot in snapshot.sectionModels.map { SectionIndexTitle($0.id, section: $0.id) } }
        let host = dataSource.adapter.host
        host.contentOffset = Point(x: 0, y: start)
        #expect(try host.scrollToSection(forIndexTitle: "B") == 1)
        #expect(host.renderText().split(separator: "\n").first.map(String.init) == "B0")
        #expect(host.contentOffset.y == host.rect(for: .item(ItemPath(item: 0, section: 1)))?.minY)
    }

    @Test("An unknown title throws and leaves the host where it was", arguments: ["Q", "a", ""])
    func unknownTitle(title: String) throws {
        let dataSource = try alphabet(["A", "B", "C"])
        dataSource.sectionIndex = { snapshot in snapshot.sectionModels.map { SectionIndexTitle($0.id, section: $0.id) } }
        let host = dataSource.adapter.host
        host.contentOffset = Point(x: 0, y: 2)
        let before = host.renderText()
        #expect(throws: CellHostError.unknownSectionIndexTitle(title, available: ["A", "B", "C"])) { try host.scrollToSection(forIndexTitle: title) }
        #expect(host.contentOffset.y == 2)
        #expect(host.renderText() == before)
        #expect(CellHostError.unknownSectionIndexTitle(title, available: ["A", "B", "C"]).description.contains("'A', 'B', 'C'"))
    }

    @Test("An adapter's index by section number; one that names a section the host lacks is refused")
    func adapterIndex() throws {
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 2), layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: (0..<3).map { section in
                ControllerSection(id: section, items: (0..<2).map { LabelController(Row(id: section * 10 + $0, title: "R\(section)\($0)")) })
            })
        adapter.sectionIndex = { [SectionIndexTitle("first", section: 0), SectionIndexTitle("last", section: 2), SectionIndexTitle("gone", section: 7)] }
        #expect(try adapter.host.scrollToSection(forIndexTitle: "last") == 2)
        #expect(adapter.host.renderText() == "R20\nR21")
        #expect(throws: CellHostError.sectionIndexOutOfRange(title: "gone", section: 7, sectionCount: 3)) {
            try adapter.host.scrollToSection(forIndexTitle: "gone")
        }
        #expect(adapter.host.renderText() == "R20\nR21")
    }
}
