import CellControllers
import CellControllersTestSupport
import Testing

/// Live reorder: while an interactive move is in progress the host lays the item out at its
/// target, the other rows shifted to make room, while every path it reports stays in the data's
/// order (as UIKit reports data index paths).
@MainActor
@Suite("Live reorder")
struct LiveReorderTests {
    /// Rows of `lines` lines (their self-sized height), one section per element of `sections`.
    private func table(_ sections: [[Row]], estimated: Bool = false) throws -> DiffableDataSource<RowSection, Row, TableHost> {
        let rows = CellRegistration<LabelCell, Row> { cell, row in
            cell.title = row.title
            cell.lines = row.lines
        }.movable()
        let layout = TableLayout(estimatedRowHeight: estimated ? 1 : nil, separator: .line(inset: 2))
        let dataSource = DiffableDataSource<RowSection, Row, TableHost>(host: TableHost(viewportSize: Size(width: 20, height: 30), layout: layout), factory: rows)
        var snapshot = Snapshot<RowSection, Row>()
        try snapshot.appendSections(sections.indices.map { RowSection(id: $0) })
        for (index, rows) in sections.enumerated() { try snapshot.appendItems(rows, toSection: index) }
        try dataSource.apply(snapshot)
        return dataSource
    }

    private func rows(_ lines: [[Int]]) -> [[Row]] {
        var next = 0
        return lines.map { section in
            section.map { lines in
                defer { next += 1 }
                return Row(id: next, title: "Row \(next)", lines: lines)
            }
        }
    }

    private func moved(_ sections: [[Row]], _ move: Move<ItemPath>) -> [[Row]] {
        var sections = sections
        let row = sections[move.source.section].remove(at: move.source.item)
        sections[move.destination.section].insert(row, at: move.destination.item)
        return sections
    }

    nonisolated static let moves: [Move<ItemPath>] = [
        Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 0)),
        Move(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 1, section: 0)),
        Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 1)),
        Move(from: ItemPath(item: 2, section: 1), to: ItemPath(item: 4, section: 0)),
        Move(from: ItemPath(item: 0, section: 1), to: ItemPath(item: 3, section: 1)),
    ]

    @Test("Rows of different heights: every row is where a fresh host of the moved data has it; paths stay the data's", arguments: moves, [false, true])
    func framesFollowTheTarget(move: Move<ItemPath>, estimated: Bool) throws {
        let data = rows([[1, 3, 2, 1], [2, 1, 3, 1]])
        // The host keeps its data source weakly: the test keeps it.
        let dataSource = try table(data, estimated: estimated)
        let host = dataSource.adapter.host
        let before = host.renderText()
        let cells = host.indexPathsForVisibleItems.map { host.cell(for: .item($0)) }
        try host.beginInteractiveMovementForItem(at: move.source)
        try host.updateInteractiveMovementTarget(to: move.destination)
        let freshSource = try table(moved(data, move), estimated: estimated)
        let fresh = freshSource.adapter.host
        #expect(host.renderText() == fresh.renderText())
        #expect(host.contentSize == fresh.contentSize)
        for section in data.indices {
            for item in data[section].indices {
                let path = ItemPath(item: item, section: section)
                // The row at `path` in the data is drawn where the moved data has it.
                let displayed = Self.displayedPath(of: path, move)
                #expect(host.rect(for: .item(path)) == fresh.rect(for: .item(displayed)), "\(path) shown at \(displayed)")
                let frame = try #require(host.rect(for: .item(path)))
                #expect(host.element(at: Point(x: 1, y: frame.minY))?.itemPath == path)
            }
        }
        // The visible items are reported by their paths in the data, with their cells.
        #expect(host.indexPathsForVisibleItems.map { host.cell(for: .item($0)) }.elementsEqual(cells) { $0 === $1 })
        try host.cancelInteractiveMovement()
        #expect(host.renderText() == before)
    }

    @Test("A target position over another row targets the place that row is shown at")
    func targetPositionReadsTheLayoutShown() throws {
        let dataSource = try table(rows([[1, 1, 1, 1, 1]]))
        let host = dataSource.adapter.host
        try host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        try host.updateInteractiveMovementTarget(to: ItemPath(item: 3, section: 0))
        // Rows 1, 2, 3, 0, 4 are shown, two lines each (a row and its separator).
        #expect(try host.updateInteractiveMovementTargetPosition(Point(x: 1, y: 6)) == ItemPath(item: 3, section: 0))
        #expect(try host.updateInteractiveMovementTargetPosition(Point(x: 1, y: 2)) == ItemPath(item: 1, section: 0))
        #expect(try host.endInteractiveMovement() == Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0)))
    }

    /// Where the item at `path` (before `move`) is once `move` is made.
    static func displayedPath(of path: ItemPath, _ move: Move<ItemPath>) -> ItemPath {
        if path == move.source { return move.destination }
        var item = path.item
        if path.section == move.source.section, item > move.source.item { item -= 1 }
        if path.section == move.destination.section, item >= move.destination.item { item += 1 }
        return ItemPath(item: item, section: path.section)
    }
}
