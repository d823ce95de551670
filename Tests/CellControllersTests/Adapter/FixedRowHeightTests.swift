import CellControllers
import CellControllersTestSupport
import Testing

/// A section with a fixed row height costs nothing per item when the factory's items have no
/// heights of their own (``ItemHeights``): no controller is made to ask, as a `UITableView` with
/// a `rowHeight` and no `heightForRowAt` asks nothing.
@MainActor
@Suite("Fixed row heights")
struct FixedRowHeightTests {
    struct Page: Identifiable, Equatable, Sendable { let id: Int }

    static let count = 100_000

    func screen(count: Int = count) -> Snapshot<Page, Row> {
        Snapshot([(Page(id: 0), (0..<count).map { Row(id: $0, title: "Row \($0)") })])
    }

    /// A factory of `LabelController`s whose controllers give `height` and whose `itemHeights`
    /// are `heights`.
    struct Factory: CellControllerFactory {
        var heights: ItemHeights<Row>
        var height: Double?
        func cellController(for row: Row) -> CellController<TableHost> { LabelController(row, height: height) }
        var itemHeights: ItemHeights<Row> { heights }
    }

    @Test("A registration without heights makes no controller per row under a fixed row height")
    func registrationWithoutHeights() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        try DiffableDataSource(host: adapter.host, factory: CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }).apply(screen(), completion: nil)
        #expect(adapter.controllerLookupCount <= 10)
        #expect(adapter.liveControllerCount <= 10)
        #expect(host.contentSize.height == Double(Self.count))
        #expect(host.rect(for: .item(ItemPath(item: 70_000, section: 0)))?.minY == 70_000)
        host.scrollToEnd()
        #expect(host.renderText().contains("Row 99999"))
        #expect(adapter.liveControllerCount <= 20)
    }

    @Test("A registration's heights are read from the models, without their controllers")
    func registrationHeightsFromModels() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
            .height { row, _ in row.id.isMultiple(of: 1_000) ? 3 : nil }
        try DiffableDataSource(host: adapter.host, factory: rows).apply(screen(), completion: nil)
        #expect(adapter.controllerLookupCount <= 10)
        #expect(host.contentSize.height == Double(Self.count + 2 * 100))
        #expect(host.rect(for: .item(ItemPath(item: 1_000, section: 0)))?.height == 3)
        #expect(host.rect(for: .item(ItemPath(item: 1_001, section: 0)))?.height == 1)
    }

    /// `.controllers` (a factory's default) asks every controller, whose height wins over the
    /// row height; `.layout` asks none, and the row height wins.
    @Test("A factory's itemHeights decide whether controllers are asked", arguments: [true, false])
    func factoryItemHeights(askControllers: Bool) throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        let factory = Factory(heights: askControllers ? .controllers : .layout, height: 2)
        try DiffableDataSource(host: adapter.host, factory: factory).apply(screen(count: 1_000), completion: nil)
        #expect(host.contentSize.height == (askControllers ? 2_000 : 1_000))
        #expect(askControllers ? adapter.controllerLookupCount >= 1_000 : adapter.controllerLookupCount <= 10)
    }

    @Test("Inserted rows of a fixed-height section are not asked for either")
    func insertsAskNothing() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        let dataSource = DiffableDataSource<Page, Row, TableHost>(host: host, factory: rows)
        let adapter = dataSource.adapter
        try dataSource.apply(screen(count: 10_000))
        let before = adapter.controllerLookupCount
        var next = screen(count: 10_000)
        try next.appendItems((10_000..<20_000).map { Row(id: $0, title: "New \($0)") })
        try dataSource.apply(next)
        #expect(adapter.controllerLookupCount - before <= 10)
        #expect(host.contentSize.height == 20_000)
    }

    @Test("A grid section with a fixed item height makes no controller per item")
    func gridFixedItemHeight() throws {
        let host = GridHost(viewportSize: Size(width: 20, height: 6), layout: GridLayout(columns: .fixed(2), lineSpacing: 0, itemHeight: 2))
        let adapter = CellControllerAdapter(host: host)
        let tiles = CellRegistration<TileCell, Row> { cell, row in cell.title = row.title }
        try DiffableDataSource(host: adapter.host, factory: tiles).apply(screen(), completion: nil)
        #expect(adapter.controllerLookupCount <= 10)
        #expect(host.contentSize.height == Double(Self.count))  // 50,000 rows of 2
    }

    /// A type registered with a factory whose controllers give heights is asked through them;
    /// registrations alone give theirs from the models.
    @Test("Model type registrations combine their registrations' heights")
    func modelTypeRegistrations() throws {
        struct Note: Identifiable, Equatable, Sendable { let id: Int }
        let labels = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        let notes = CellRegistration<LabelCell, Note> { cell, note in cell.title = "Note \(note.id)" }.height { _, _ in 4 }
        let withoutHeights = ModelTypeRegistrations<TableHost>().registering(labels)
        let withHeights = withoutHeights.registering(notes)
        let withMaker = withHeights.registering(LabelControllers())
        guard case .layout = withoutHeights.itemHeights else { Issue.record("expected .layout"); return }
        guard case .models = withHeights.itemHeights else { Issue.record("expected .models"); return }
        guard case .controllers = withMaker.itemHeights else { Issue.record("expected .controllers"); return }

        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        var feed = Snapshot<AnyDiffable, AnyDiffable>()
        try feed.appendSections([AnyDiffable(Page(id: 0))])
        try feed.appendItems([AnyDiffable(Row(id: 1, title: "a")), AnyDiffable(Note(id: 2)), AnyDiffable(Row(id: 3, title: "b"))])
        try DiffableDataSource(host: adapter.host, factory: withHeights).apply(feed, completion: nil)
        #expect(host.contentSize.height == 6)
        #expect(host.rect(for: .item(ItemPath(item: 1, section: 0)))?.height == 4)
    }

    /// A data source of its own says which sections it gives heights in.
    @Test("A host asks no item height in a section whose data source gives none")
    func hostAsksNothing() {
        final class Source: CellHostDataSource {
            var asked = 0
            func numberOfSections(in host: TableHost) -> Int { 2 }
            func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { 1_000 }
            func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
                host.dequeueReusableCell(LabelCell.self, withReuseIdentifier: "label", for: itemPath)
            }
            func host(_ host: TableHost, heightForItemAt itemPath: ItemPath, width: Double) -> Double? {
                asked += 1
                return itemPath.section == 1 ? 2 : nil
            }
            func host(_ host: TableHost, givesItemHeightsInSection section: Int) -> Bool { section == 1 }
        }
        let source = Source()
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        host.dataSource = source
        host.reloadData()
        #expect(host.contentSize.height == 1_000 + 2_000)
        #expect(source.asked >= 1_000 && source.asked < 1_020)
    }
}

/// A factory of controller subclasses, whose controllers may give heights of their own.
@MainActor
private struct LabelControllers: CellControllerFactory {
    func cellController(for row: Row) -> CellController<TableHost> { LabelController(row) }
}
