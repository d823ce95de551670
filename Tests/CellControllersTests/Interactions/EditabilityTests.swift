import CellControllers
import CellControllersTestSupport
import Testing

/// Which items can be edited costs nothing per item when the factory says so without its
/// controllers (``ItemEditability``): a select-all in editing mode makes no controller per row,
/// and selects a section whose items all can be edited as a whole.
@MainActor
@Suite("Item editability")
struct EditabilityTests {
    struct Page: Identifiable, Equatable, Sendable { let id: Int }

    /// `sections` sections of `count` rows each, ids numbered across them.
    static func screen(sections: Int = 1, count: Int) -> Snapshot<Page, Row> {
        Snapshot((0..<sections).map { section in
            (Page(id: section), (0..<count).map { Row(id: section * count + $0, title: "Row \(section * count + $0)") })
        })
    }

    /// A host of 5 one-line rows on screen, in editing mode with checkmarks.
    static func editingHost() -> TableHost {
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        host.allowsMultipleSelectionDuringEditing = true
        return host
    }

    /// A factory of `LabelController`s whose ``ItemEditability`` is `editability`.
    struct Factory: CellControllerFactory {
        var editability: ItemEditability<Row>
        func cellController(for row: Row) -> CellController<TableHost> { LabelController(row) }
        var itemEditability: ItemEditability<Row> { editability }
    }

    @Test("Select-all in editing mode makes no controller per row for a registration without editable")
    func selectAllMakesNoControllers() throws {
        let host = Self.editingHost()
        let adapter = CellControllerAdapter(host: host)
        try DiffableDataSource(host: adapter.host, factory: CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }).apply(Self.screen(count: 100_000), completion: nil)
        host.isEditing = true
        let before = adapter.controllerLookupCount
        try host.selectAllItems()
        #expect(adapter.controllerLookupCount - before <= 10)
        #expect(host.indexPathsForSelectedItems.count == 100_000)
        #expect(try host.canEditItem(at: ItemPath(item: 70_000, section: 0)))
        #expect(adapter.controllerLookupCount - before <= 10)
        #expect(host.renderText().hasPrefix("☑"))
    }

    @Test("A registration's editable predicate is read from the models, without their controllers")
    func predicateFromModels() throws {
        let host = Self.editingHost()
        let adapter = CellControllerAdapter(host: host)
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
            .editable { $0.id.isMultiple(of: 2) }
        try DiffableDataSource(host: adapter.host, factory: rows).apply(Self.screen(count: 10_000), completion: nil)
        host.isEditing = true
        let before = adapter.controllerLookupCount
        try host.selectAllItems()
        #expect(adapter.controllerLookupCount - before <= 10)
        #expect(host.indexPathsForSelectedItems == (0..<5_000).map { ItemPath(item: 2 * $0, section: 0) })
        #expect(try host.canEditItem(at: ItemPath(item: 1, section: 0)) == false)
    }

    /// `.controllers` (a factory's default) asks each controller; `.all` and `.models` none.
    @Test("A factory's itemEditability decides whether controllers are asked", arguments: [0, 1, 2])
    func factoryEditability(kind: Int) throws {
        let host = Self.editingHost()
        let adapter = CellControllerAdapter(host: host)
        let editability: ItemEditability<Row> = switch kind {
        case 0: .controllers
        case 1: .all
        default: .models { $0.id < 600 }
        }
        try DiffableDataSource(host: adapter.host, factory: Factory(editability: editability)).apply(Self.screen(count: 1_000), completion: nil)
        host.isEditing = true
        let before = adapter.controllerLookupCount
        try host.selectAllItems()
        let lookups = adapter.controllerLookupCount - before
        #expect(kind == 0 ? lookups >= 1_000 : lookups <= 10)
        #expect(host.indexPathsForSelectedItems.count == (kind == 2 ? 600 : 1_000))
    }

    /// A section selected as a whole answers like a list of its items: deselecting one (a tap on
    /// its checkmark) and selecting it again, the order across sections, a batch update that
    /// deletes and inserts items around the selection, and deselect-all.
    @Test("A whole-section selection behaves as a selection of each item")
    func wholeSectionSelection() throws {
        let host = Self.editingHost()
        let dataSource = DiffableDataSource<Page, Row, TableHost>(host: host, factory: CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title })
        try dataSource.apply(Self.screen(sections: 3, count: 4))
        host.isEditing = true
        try host.selectAllItems()
        #expect(host.indexPathsForSelectedItems.count == 12)
        #expect(try host.tap(at: .item(ItemPath(item: 1, section: 1))) == false)
        #expect(try host.tap(at: .item(ItemPath(item: 2, section: 2))) == false)
        #expect(try host.tap(at: .item(ItemPath(item: 2, section: 2))) == true)
        let expected = (0..<3).flatMap { section in (0..<4).map { ItemPath(item: $0, section: section) } }
            .filter { $0 != ItemPath(item: 1, section: 1) }
        #expect(host.indexPathsForSelectedItems == expected)

        // Row 0 (section 0) deleted, a new row inserted first in section 1: the selected rows
        // keep their selection at their new paths, the new row is not selected.
        var next = Self.screen(sections: 3, count: 4)
        try next.deleteItems([0])
        try next.insertItems([Row(id: 100, title: "New")], at: .before(4))
        try dataSource.apply(next)
        let selectedIDs = host.indexPathsForSelectedItems.compactMap { dataSource.itemIdentifier(for: $0) }
        #expect(selectedIDs == [1, 2, 3, 4, 6, 7, 8, 9, 10, 11])

        host.deselectAllItems()
        #expect(host.indexPathsForSelectedItems.isEmpty)
        #expect(!host.renderText().contains("☑"))
    }

    @Test("Deleting a selected whole section's rows deletes what is selected")
    func deleteWholeSelection() throws {
        let host = Self.editingHost()
        let dataSource = DiffableDataSource<Page, Row, TableHost>(host: host, factory: CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title })
        try dataSource.apply(Self.screen(sections: 2, count: 5))
        host.isEditing = true
        try host.selectAllItems()
        _ = try host.tap(at: .item(ItemPath(item: 3, section: 1)))
        let deleted = try dataSource.deleteSelectedItems()
        #expect(deleted == [0, 1, 2, 3, 4, 5, 6, 7, 9])
        #expect(dataSource.snapshot().itemIdentifiers == [8])
        #expect(host.indexPathsForSelectedItems.isEmpty)
    }

    /// The deletion of the selection shows its batch without the diff; it must show what the
    /// diff shows. Random selections (some sections whole, some rows deselected) on screens of
    /// random sections, scrolled anywhere: a host deleting its selection and a host applying the
    /// same edit through the diff draw the same thing, and keep the same rows and frames.
    @Test("Deleting the selection shows what applying the same edit through the diff shows", arguments: 0..<40)
    func deletionMatchesTheDiff(seed: Int) throws {
        var random = DiffTestRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 3)
        let twins = try DiffTwins(&random, page: Page.init(id:))
        let (screen, next) = (twins.screen, twins.rowCount)
        let (deleting, deleter, diffing, differ) = (twins.tested, twins.testedSource, twins.diffing, twins.differ)
        let offset = Point(x: 0, y: Double(random.int(0...max(0, next - 4))))
        for host in [deleting, diffing] {
            host.contentOffset = offset
            host.layoutIfNeeded()
        }
        deleting.allowsMultipleSelectionDuringEditing = true
        deleting.isEditing = true
        if random.chance(0.5) { try deleting.selectAllItems() }
        for _ in 0..<random.int(0...12) where next > 0 {
            guard let path = screen.pathOfItem(random.int(0..<next)) else { continue }
            _ = try deleting.tap(at: .item(path))
        }
        let deleted = try deleter.deleteSelectedItems()
        var edited = screen
        try edited.deleteItems(deleted)
        try differ.apply(edited)
        diffing.allowsMultipleSelectionDuringEditing = true
        diffing.isEditing = true
        #expect(deleter.snapshot().itemIdentifiers == edited.itemIdentifiers)
        #expect(deleting.renderText() == diffing.renderText())
        #expect(deleting.contentOffset == diffing.contentOffset)
        for id in edited.itemIdentifiers {
            let path = try #require(edited.pathOfItem(id))
            #expect(deleting.rect(for: .item(path)) == diffing.rect(for: .item(path)))
        }
    }
}

