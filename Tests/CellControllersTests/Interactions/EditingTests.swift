import CellControllers
import CellControllersTestSupport
import Testing

/// Editing mode (`isEditing`, `setEditing(_:animated:)`), multiple selection by checkmark while
/// editing, select-all, per-item `canEdit`, and the data source's batch delete of the selection,
/// in tables and grids.
@MainActor
@Suite("Editing and multiple selection")
struct EditingTests {
    enum Kind: String, CaseIterable, Sendable { case table, grid }

    struct Group: Identifiable, Equatable, Sendable { let id: Int }

    /// The ids of the rows that cannot be edited, shared with the registrations, so a test can
    /// change its answer after a selection.
    @MainActor
    final class Locks {
        var ids: Set<Int> = [2]
    }

    /// Rows 0...3 in section 0 and 4...7 in section 1, one line each, 3 rows on screen; row 2
    /// cannot be edited.
    @MainActor
    struct Factory<Host: CellHosting>: CellControllerFactory {
        let rows: DualCellRegistration<Row>

        init(locks: Locks) {
            rows = DualCellRegistration(
                table: CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
                    .editable { !locks.ids.contains($0.id) }
                    .swipeActions(.trailing) { _ in [SwipeAction("Delete") { true }] }
                    .movable(),
                grid: CellRegistration<TileCell, Row> { cell, row in cell.title = row.title }
                    .editable { !locks.ids.contains($0.id) })
        }

        func cellController(for model: Row) -> CellController<Host> { Host.cellController(for: model, from: rows) }
    }

    @MainActor
    final class Screen<Host: CellHosting> {
        let dataSource: DiffableDataSource<Group, Row, Host>
        let locks: Locks
        var host: Host { dataSource.adapter.host }

        init(host: Host) throws {
            let locks = Locks()
            self.locks = locks
            dataSource = DiffableDataSource(host: host, factory: Factory<Host>(locks: locks))
            var snapshot = Snapshot<Group, Row>()
            try snapshot.appendSections([Group(id: 0), Group(id: 1)])
            try snapshot.appendItems((0...3).map { Row(id: $0, title: "Row \($0)") }, toSection: 0)
            try snapshot.appendItems((4...7).map { Row(id: $0, title: "Row \($0)") }, toSection: 1)
            try dataSource.apply(snapshot)
            host.layoutIfNeeded()
        }

        /// The visible items' ids whose cells are editing, in order.
        var editingCells: [Int] {
            host.indexPathsForVisibleItems.filter { host.cell(for: .item($0))?.state.isEditing == true }
                .compactMap { dataSource.itemIdentifier(for: $0) }
        }

        var selected: [Int] { dataSource.adapter.host.indexPathsForSelectedItems.compactMap(dataSource.itemIdentifier(for:)) }

        func path(_ id: Int) throws -> ItemPath { try #require(dataSource.indexPath(for: id)) }
    }

    static func table() throws -> Screen<TableHost> {
        try Screen(host: TableHost(viewportSize: Size(width: 12, height: 3), layout: TableLayout(rowHeight: 1, separator: .none)))
    }

    static func grid() throws -> Screen<GridHost> {
        try Screen(host: GridHost(viewportSize: Size(width: 24, height: 1), layout: GridLayout(columns: .fixed(3), itemHeight: 1)))
    }

    // MARK: Editing state of cells

    @Test(arguments: Kind.allCases)
    func cellsKnowTheEditingModeAndNewCellsAreDisplayedWithIt(kind: Kind) throws {
        switch kind {
        case .table: try cellsKnowTheEditingMode(Self.table())
        case .grid: try cellsKnowTheEditingMode(Self.grid())
        }
    }

    func cellsKnowTheEditingMode<Host: CellHosting>(_ screen: Screen<Host>) throws {
        #expect(screen.editingCells == [])
        screen.host.isEditing = true
        #expect(screen.host.isEditing)
        #expect(screen.editingCells == [0, 1])  // 2 cannot be edited
        #expect(try screen.host.canEditItem(at: screen.path(2)) == false)
        try screen.host.scrollToItem(at: screen.path(7), at: .bottom)
        #expect(screen.editingCells == [5, 6, 7].filter { id in screen.host.indexPathsForVisibleItems.contains { screen.dataSource.itemIdentifier(for: $0) == id } })
        #expect(!screen.editingCells.isEmpty)
        screen.host.isEditing = false
        #expect(screen.editingCells == [])
    }

    // MARK: Taps

    @Test(arguments: Kind.allCases)
    func tapsToggleCheckmarksWhileEditing(kind: Kind) throws {
        switch kind {
        case .table: try tapsToggle(Self.table())
        case .grid: try tapsToggle(Self.grid())
        }
    }

    func tapsToggle<Host: CellHosting>(_ screen: Screen<Host>) throws {
        let host = screen.host
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        #expect(try host.tap(at: .item(screen.path(0))))
        #expect(try host.tap(at: .item(screen.path(5))))
        #expect(screen.selected == [0, 5])
        #expect(try host.tap(at: .item(screen.path(0))) == false)
        #expect(screen.selected == [5])
        #expect(try host.tap(at: .item(screen.path(2))) == false)  // cannot be edited
        #expect(screen.selected == [5])
        // Leaving editing deselects everything; single selection is back.
        host.isEditing = false
        #expect(screen.selected == [])
        try host.tap(at: .item(screen.path(0)))
        try host.tap(at: .item(screen.path(2)))
        #expect(screen.selected == [2])
    }

    @Test(arguments: Kind.allCases)
    func editingWithoutSelectionDuringEditingSelectsNothing(kind: Kind) throws {
        switch kind {
        case .table: try editingSelectsNothing(Self.table())
        case .grid: try editingSelectsNothing(Self.grid())
        }
    }

    func editingSelectsNothing<Host: CellHosting>(_ screen: Screen<Host>) throws {
        let host = screen.host
        host.isEditing = true
        #expect(try host.tap(at: .item(screen.path(0))) == false)
        try host.selectItem(at: screen.path(1))
        #expect(screen.selected == [])
        host.allowsSelectionDuringEditing = true
        try host.tap(at: .item(screen.path(0)))
        try host.tap(at: .item(screen.path(1)))
        #expect(screen.selected == [1])  // one at a time
        try host.selectItem(at: screen.path(2))
        #expect(screen.selected == [1])  // cannot be edited
    }

    // MARK: Select all

    @Test(arguments: Kind.allCases)
    func selectAllSelectsEveryEditableItem(kind: Kind) throws {
        switch kind {
        case .table: try selectAll(Self.table())
        case .grid: try selectAll(Self.grid())
        }
    }

    func selectAll<Host: CellHosting>(_ screen: Screen<Host>) throws {
        let host = screen.host
        host.isEditing = true
        #expect(throws: EditingError.multipleSelectionNotAllowed(isEditing: true)) { try host.selectAllItems() }
        #expect(screen.selected == [])
        host.allowsMultipleSelectionDuringEditing = true
        try host.selectAllItems()
        #expect(screen.selected == [0, 1, 3, 4, 5, 6, 7])
        let visibleSelected = host.indexPathsForVisibleItems.filter { host.cell(for: .item($0))?.state.isSelected == true }
        #expect(visibleSelected.count == host.indexPathsForVisibleItems.filter { $0 != (try? screen.path(2)) }.count)
        host.deselectAllItems()
        #expect(screen.selected == [])
        #expect(host.indexPathsForVisibleItems.allSatisfy { host.cell(for: .item($0))?.state.isSelected == false })
    }

    @Test func selectAllOutsideEditingNeedsMultipleSelection() throws {
        let screen = try Self.table()
        #expect(throws: EditingError.multipleSelectionNotAllowed(isEditing: false)) { try screen.host.selectAllItems() }
        screen.host.allowsMultipleSelection = true
        try screen.host.selectAllItems()
        #expect(screen.selected == Array(0...7))
    }

    // MARK: Swipes and moves

    @Test func enteringEditingEndsSwipesAndMovesAndSwipesAreOff() throws {
        let screen = try Self.table()
        let host = screen.host
        try host.swipe(at: screen.path(0))
        host.isEditing = true
        #expect(host.revealedSwipeActions == nil)
        #expect(host.cell(for: .item(try screen.path(0)))?.state.isSwiped == false)
        #expect(throws: SwipeActionError.editing) { try host.swipe(at: screen.path(1)) }
        try host.beginInteractiveMovementForItem(at: screen.path(0))
        host.isEditing = false
        #expect(host.interactiveMovement == nil)
        try host.swipe(at: screen.path(1))
        #expect(host.revealedSwipeActions?.itemPath == (try screen.path(1)))
    }

    // MARK: Rendering

    @Test func tableRendersCheckmarksOnEditableRows() throws {
        let screen = try Self.table()
        let host = screen.host
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        try host.tap(at: .item(screen.path(1)))
        #expect(host.renderText() == "☐ Row 0\n☑ Row 1\nRow 2")
        host.isEditing = false
        #expect(host.renderText() == "Row 0\nRow 1\nRow 2")
    }

    @Test func gridRendersCheckmarksOnEditableTiles() throws {
        let screen = try Self.grid()
        let host = screen.host
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        try host.tap(at: .item(screen.path(0)))
        #expect(host.renderText() == "☑ Row 0 ☐ Row 1 Row 2")
    }

    // MARK: Batch delete

    @Test(arguments: Kind.allCases)
    func deleteSelectedItemsGoesThroughTheDiff(kind: Kind) throws {
        switch kind {
        case .table: try deleteSelected(Self.table())
        case .grid: try deleteSelected(Self.grid())
        }
    }

    func deleteSelected<Host: CellHosting>(_ screen: Screen<Host>) throws {
        let host = screen.host
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        try host.tap(at: .item(screen.path(1)))
        try host.tap(at: .item(screen.path(4)))
        try host.tap(at: .item(screen.path(6)))
        var completed = false
        let deleted = try screen.dataSource.deleteSelectedItems { completed = true }
        #expect(deleted == [1, 4, 6])
        #expect(completed)
        #expect(screen.dataSource.snapshot().itemIdentifiers == [0, 2, 3, 5, 7])
        #expect(host.numberOfItems(inSection: 0) == 3)
        #expect(host.numberOfItems(inSection: 1) == 2)
        #expect(host.indexPathsForSelectedItems == [])
        #expect(host.isEditing)
        #expect(try screen.dataSource.deleteSelectedItems() == [])
    }

    @Test(arguments: Kind.allCases)
    func deleteSelectedItemsRefusesImpossibleRequests(kind: Kind) throws {
        switch kind {
        case .table: try deleteRefuses(Self.table())
        case .grid: try deleteRefuses(Self.grid())
        }
    }

    func deleteRefuses<Host: CellHosting>(_ screen: Screen<Host>) throws {
        let host = screen.host
        host.allowsMultipleSelection = true
        try host.tap(at: .item(screen.path(0)))
        #expect(throws: DataSourceError<Int>.notEditing) { try screen.dataSource.deleteSelectedItems() }
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        try host.tap(at: .item(screen.path(0)))
        try host.tap(at: .item(screen.path(3)))
        screen.locks.ids.insert(3)  // the controller's answer changes after the selection
        #expect(throws: DataSourceError<Int>.cannotEdit(3)) { try screen.dataSource.deleteSelectedItems() }
        #expect(screen.dataSource.snapshot().itemIdentifiers == Array(0...7))
        #expect(screen.selected == [0, 3])
    }

    @Test func selectionFollowsItsItemsAcrossApplies() throws {
        let screen = try Self.table()
        let host = screen.host
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        try host.tap(at: .item(screen.path(1)))
        try host.tap(at: .item(screen.path(5)))
        try screen.dataSource.update { snapshot in
            try snapshot.insertItems([Row(id: 10, title: "Row 10")], at: .before(0))
            try snapshot.deleteItems([3])
            try snapshot.moveItem(5, to: .before(0))
        }
        #expect(screen.selected == [5, 1])
        #expect(host.indexPathsForSelectedItems.allSatisfy { host.cell(for: .item($0)).map(\.state.isSelected) ?? true })
        #expect(screen.editingCells.contains(5))
    }

    /// A row that records its controller's display events.
    final class LoggedRow: ModelCellController<LabelCell, Row> {
        let log: EventLog
        init(_ row: Row, log: EventLog) {
            self.log = log
            super.init(model: row)
        }
        override func configureCell(_ cell: LabelCell) { cell.title = model.title }
        override func didChangeDisplay(of cell: LabelCell, isDisplayed: Bool) { if !isDisplayed { log.record(.didEndDisplaying(model.id)) } }
    }

    @MainActor
    struct LoggedFactory: CellControllerFactory {
        let log: EventLog
        func cellController(for model: Row) -> CellController<TableHost> { LoggedRow(model, log: log) }
    }

    @Test func deletedItemsControllersEndDisplaying() throws {
        let log = EventLog()
        let host = TableHost(viewportSize: Size(width: 12, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Group, Row, TableHost>(host: host, factory: LoggedFactory(log: log))
        var snapshot = Snapshot<Group, Row>()
        try snapshot.appendSections([Group(id: 0)])
        try snapshot.appendItems((0...5).map { Row(id: $0, title: "Row \($0)") })
        try dataSource.apply(snapshot)
        host.layoutIfNeeded()
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        try host.tap(at: .item(ItemPath(item: 1, section: 0)))
        log.clear()
        #expect(try dataSource.deleteSelectedItems() == [1])
        #expect(log.events([.didEndDisplaying]) == [.didEndDisplaying(1)])
        #expect(host.renderText() == "☐ Row 0\n☐ Row 2\n☐ Row 3")
    }

    /// What the DocC article (HostInteractions.md, "Editing and multiple selection") prints.
    @Test func theArticlesExample() throws {
        let inbox = TableHost(viewportSize: Size(width: 16, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let locked: Set<Int> = [2]
        let messages = DiffableDataSource<Group, Row, TableHost>(
            host: inbox,
            factory: CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }.editable { !locked.contains($0.id) })
        var folder = Snapshot<Group, Row>()
        try folder.appendSections([Group(id: 0)])
        try folder.appendItems([Row(id: 1, title: "Lunch"), Row(id: 2, title: "Invoice"), Row(id: 3, title: "Report")])
        try messages.apply(folder)
        inbox.allowsMultipleSelectionDuringEditing = true
        inbox.isEditing = true
        #expect(try inbox.tap(at: .item(ItemPath(item: 0, section: 0))))
        #expect(try inbox.tap(at: .item(ItemPath(item: 1, section: 0))) == false)
        #expect(inbox.renderText() == "☑ Lunch\nInvoice\n☐ Report")
        try inbox.selectAllItems()
        #expect(try messages.deleteSelectedItems() == [1, 3])
        #expect(inbox.indexPathsForSelectedItems == [])
    }
}
