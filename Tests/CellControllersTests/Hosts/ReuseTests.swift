import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Registration, dequeue and reuse")
struct ReuseTests {
    @Test func dequeueUnregisteredIdentifierThrowsTypedError() {
        let host = TableHost(viewportSize: Size(width: 20, height: 5))
        #expect(throws: CellHostError.unregisteredReuseIdentifier("Nope")) {
            try host.dequeueReusableCell(withReuseIdentifier: "Nope", for: ItemPath(item: 0, section: 0))
        }
        let message = CellHostError.unregisteredReuseIdentifier("Nope").description
        #expect(message.contains("register(") && message.contains("'Nope'"))
    }

    @Test func registeredIdentifierCreatesThenReusesCells() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 5))
        host.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        let first = try host.dequeueReusableCell(withReuseIdentifier: "label", for: ItemPath(item: 0, section: 0))
        #expect(first is LabelCell)
        #expect(first.reuseIdentifier == "label")
        host.enqueueReusableCell(first)
        let second = try host.dequeueReusableCell(withReuseIdentifier: "label", for: ItemPath(item: 1, section: 0))
        #expect(second === first)
        #expect((second as? LabelCell)?.reuseCount == 1, "prepareForReuse runs on reuse")
        #expect(host.statistics.created == 1 && host.statistics.reused == 1)
    }

    @Test func defaultReuseIdentifierIsFullyQualified() {
        #expect(LabelCell.defaultReuseIdentifier == String(reflecting: LabelCell.self))
        #expect(LabelCell.defaultReuseIdentifier.contains("."))
        #expect(LabelController(id: 0).reuseIdentifier == LabelCell.defaultReuseIdentifier)
    }

    @Test("Each class keeps its own default reuse identifier when classes alternate (the last one asked is remembered)")
    func defaultReuseIdentifiersOfAlternatingClasses() {
        for _ in 0..<3 {
            #expect(LabelCell.defaultReuseIdentifier == String(reflecting: LabelCell.self))
            #expect(TableCell.defaultReuseIdentifier == String(reflecting: TableCell.self))
            #expect(TableCell.defaultReuseIdentifier == String(reflecting: TableCell.self))
        }
    }

    @Test func cellForItemIsNilForInvisibleItems() throws {
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(separator: .none)),
            sections: tableSections([10]))
        adapter.host.reloadData()
        #expect(adapter.host.cell(for: .item(ItemPath(item: 0, section: 0))) is LabelCell)
        #expect(adapter.host.cell(for: .item(ItemPath(item: 2, section: 0))) != nil)
        #expect(adapter.host.cell(for: .item(ItemPath(item: 3, section: 0))) == nil)
        #expect(adapter.host.cell(for: .item(ItemPath(item: 50, section: 0))) == nil)
    }

    @Test(arguments: [TableLayout.Separator.none, .line(inset: 2)])
    func scrollingTenThousandRowsCreatesOnlyAScreenfulOfCells(separator: TableLayout.Separator) {
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 30, height: 20), layout: TableLayout(separator: separator)),
            sections: tableSections([10_000]))
        adapter.host.reloadData()
        let rowExtent = separator == .none ? 1.0 : 2.0
        let onScreen = Int((20 / rowExtent).rounded(.up))
        var y = 0.0
        while y < adapter.host.contentSize.height {
            adapter.host.contentOffset = Point(x: 0, y: y)
            y += 7
        }
        #expect(adapter.host.contentSize.height == 10_000 * rowExtent)
        #expect(adapter.host.indexPathsForVisibleItems.last == ItemPath(item: 9_999, section: 0))
        #expect(adapter.host.statistics.created <= onScreen + 2, "created \(adapter.host.statistics.created) for \(onScreen) on screen")
        #expect(adapter.host.statistics.reused > 9_000)
    }

    @Test func mixedReuseIdentifiersEachKeepTheirOwnPool() {
        final class BadgeController: GenericCellController<BadgeCell> {
            override func configureCell(_ cell: BadgeCell) { cell.badge = "new" }
        }
        let items: [CellController<TableHost>] = (0..<1_000).map { $0 % 3 == 0 ? BadgeController() : LabelController(id: $0) }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 30, height: 10), layout: TableLayout(separator: .none)),
            sections: [ControllerSection(id: 0, items: items)])
        for y in stride(from: 0.0, through: 1_000, by: 3) { adapter.host.contentOffset = Point(x: 0, y: y) }
        let created = adapter.host.statistics.createdByIdentifier
        #expect(created[BadgeCell.defaultReuseIdentifier, default: 0] <= 4 + 2)
        #expect(created[LabelCell.defaultReuseIdentifier, default: 0] <= 7 + 2)
        for path in adapter.host.indexPathsForVisibleItems {
            let cell = adapter.host.cell(for: .item(path))
            #expect((path.item % 3 == 0) == (cell is BadgeCell), "item \(path.item) has the wrong cell class")
        }
    }

    @Test func controllerDetectsACellRegisteredForAnotherClassAndRegistersItsOwn() {
        let host = TableHost(viewportSize: Size(width: 30, height: 3), layout: TableLayout(separator: .none))
        host.register(BadgeCell.self, forCellWithReuseIdentifier: LabelCell.defaultReuseIdentifier)
        let adapter = CellControllerAdapter(host: host, sections: tableSections([3]))
        adapter.host.reloadData()
        #expect(adapter.host.visibleCells.allSatisfy { $0 is LabelCell })
        #expect(adapter.host.lastError == nil)
    }

    @Test("A queue takes back only cells of exactly its registered class")
    func enqueueDropsCellsOfAnotherClass() throws {
        let host = TableHost(viewportSize: Size(width: 30, height: 3), layout: TableLayout(separator: .none))
        host.register(LabelCell.self, forCellWithReuseIdentifier: "row")
        host.enqueueReusableCell(BadgeCell(reuseIdentifier: "row"))
        host.enqueueReusableCell(TableCell(reuseIdentifier: "row"))
        #expect(host.pooledCellCount == 0)
        host.enqueueReusableCell(LabelCell(reuseIdentifier: "row"))
        #expect(host.pooledCellCount == 1)
        #expect(try host.dequeueReusableCell(withReuseIdentifier: "row", for: ItemPath(item: 0, section: 0)) is LabelCell)
        // Re-registering another class drops the old pool; the old class's cells don't come back.
        host.register(BadgeCell.self, forCellWithReuseIdentifier: "row")
        host.enqueueReusableCell(LabelCell(reuseIdentifier: "row"))
        #expect(host.pooledCellCount == 0)
    }

    /// Two controller classes that share one reuse identifier (a custom `reuseIdentifier`).
    final class SharedLabelController: ModelCellController<LabelCell, Row> {
        var row: Row { model }
        init(_ row: Row) { super.init(model: row) }
        override var reuseIdentifier: String { "shared" }
        override func configureCell(_ cell: LabelCell) { cell.title = row.title }
    }
    final class SharedBadgeController: ModelCellController<BadgeCell, Row> {
        var row: Row { model }
        init(_ row: Row) { super.init(model: row) }
        override var reuseIdentifier: String { "shared" }
        override func configureCell(_ cell: BadgeCell) { cell.badge = row.title }
    }

    @Test("An item whose new controller wants another class under the same reuse identifier gets a cell of that class")
    func sharedReuseIdentifierAcrossClasses() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 2), layout: TableLayout(rowHeight: 1, separator: .none))
        let row = Row(id: 1, title: "x")
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0, items: [SharedLabelController(row)])])
        host.reloadData()
        #expect(host.visibleCells.first is LabelCell)
        let badge = SharedBadgeController(row)
        try adapter.apply([ControllerSection(id: 0, items: [badge])])
        #expect(host.visibleCells.first is BadgeCell)
        #expect(badge.currentCell() === host.visibleCells.first)
        #expect(host.renderText().split(separator: "\n").first?.hasSuffix("[x]") == true)
        #expect(host.lastError == nil)
        // And back: the label controller gets a LabelCell again, never the pooled BadgeCell.
        let label = SharedLabelController(row)
        try adapter.apply([ControllerSection(id: 0, items: [label])])
        #expect(label.currentCell() === host.visibleCells.first)
        #expect(host.visibleCells.first is LabelCell)
    }
}
