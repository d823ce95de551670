import CellControllers
import CellControllersTestSupport
import Testing

/// UIKit's editing delete control: in editing mode a table row that can be edited and offers a
/// destructive trailing action shows `⊖`; tapping it reveals the trailing actions, and the
/// destructive one deletes the row through the diff.
@MainActor
@Suite("Editing delete control")
struct DeleteControlTests {
    struct Group: Identifiable, Equatable, Sendable { let id: Int }

    /// Makes each row's controller with `make`.
    @MainActor
    struct Rows<Host: CellHosting>: CellControllerFactory {
        let make: (Row) -> CellController<Host>
        func cellController(for model: Row) -> CellController<Host> { make(model) }
    }

    /// Rows 0...4 of one section, one line each; row 2 cannot be edited and row 3 offers no
    /// destructive action. "Delete" removes its row with `update`.
    @MainActor
    final class Screen<Host: CellHosting> {
        var dataSource: DiffableDataSource<Group, Row, Host>!
        var host: Host { dataSource.adapter.host }
        var flagged: [Int] = []

        init(host: Host, cell: @escaping (Row) -> CellController<Host>) throws {
            dataSource = DiffableDataSource(host: host, factory: Rows(make: cell))
            var snapshot = Snapshot<Group, Row>()
            try snapshot.appendSections([Group(id: 0)])
            try snapshot.appendItems((0...4).map { Row(id: $0, title: "Row \($0)") }, toSection: 0)
            try dataSource.apply(snapshot)
            host.layoutIfNeeded()
        }

        func actions(for row: Row) -> [SwipeAction] {
            let flag = SwipeAction("Flag") { [weak self] in
                self?.flagged.append(row.id)
                return true
            }
            guard row.id != 3 else { return [flag] }
            return [
                SwipeAction("Delete", style: .destructive) { [weak self] in
                    guard let self else { return false }
                    return (try? dataSource.update { try $0.deleteItems([row.id]) }) != nil
                },
                flag,
            ]
        }

        var ids: [Int] { dataSource.snapshot().itemIdentifiers }
    }

    static func table() throws -> Screen<TableHost> {
        var screen: Screen<TableHost>!
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
            .editable { $0.id != 2 }
            .swipeActions(.trailing) { row in screen.actions(for: row) }
        screen = try Screen(host: TableHost(viewportSize: Size(width: 12, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))) {
            rows.cellController(for: $0)
        }
        return screen
    }

    @Test func outsideEditingModeNoRowShowsTheControl() throws {
        let screen = try Self.table()
        let host = screen.host
        #expect((0..<5).allSatisfy { !host.showsDeleteControl(forItemAt: ItemPath(item: $0, section: 0)) })
        #expect(!host.renderText().contains("⊖"))
        #expect(throws: SwipeActionError.noDeleteControl(ItemPath(item: 0, section: 0))) {
            try host.tapDeleteControl(at: ItemPath(item: 0, section: 0))
        }
        #expect(host.revealedSwipeActions == nil)
    }

    @Test func inEditingModeEditableRowsWithADestructiveActionShowIt() throws {
        let screen = try Self.table()
        let host = screen.host
        host.isEditing = true
        #expect((0..<5).map { host.showsDeleteControl(forItemAt: ItemPath(item: $0, section: 0)) } == [true, true, false, false, true])
        #expect(host.renderText() == "⊖ Row 0\n⊖ Row 1\nRow 2\nRow 3\n⊖ Row 4")
        // A row that cannot be edited or offers nothing destructive refuses, typed.
        #expect(throws: SwipeActionError.noDeleteControl(ItemPath(item: 3, section: 0))) {
            try host.tapDeleteControl(at: ItemPath(item: 3, section: 0))
        }
        #expect(throws: SwipeActionError.itemOutOfRange(ItemPath(item: 9, section: 0), sectionCount: 1, itemCount: 5)) {
            try host.tapDeleteControl(at: ItemPath(item: 9, section: 0))
        }
        // Swiping stays refused in editing mode, and says how to reveal the actions instead.
        #expect(throws: SwipeActionError.editing) { try host.swipe(at: ItemPath(item: 0, section: 0)) }
        #expect(SwipeActionError.editing.description.contains("tapDeleteControl(at:)"))
        host.isEditing = false
        #expect(host.renderText() == "Row 0\nRow 1\nRow 2\nRow 3\nRow 4")
    }

    @Test func tappingTheControlRevealsTheActionsAndDeleteRemovesTheRowThroughTheDiff() throws {
        let screen = try Self.table()
        let host = screen.host
        host.isEditing = true
        // A tap on the control's columns reveals the trailing actions; it selects nothing.
        #expect(host.tap(at: Point(x: 0, y: 1)) == true)
        #expect(host.revealedSwipeActions?.itemPath == ItemPath(item: 1, section: 0))
        #expect(host.revealedSwipeActions?.titles == ["Delete", "Flag"])
        #expect(host.indexPathsForSelectedItems.isEmpty)
        // Another touch on a control only hides them.
        #expect(host.tap(at: Point(x: 0, y: 0)) == false)
        #expect(host.revealedSwipeActions == nil)
        // Revealed from code, then confirmed: the row goes through the data source's diff.
        try host.tapDeleteControl(at: ItemPath(item: 1, section: 0))
        #expect(try host.performSwipeAction(titled: "Delete"))
        #expect(screen.ids == [0, 2, 3, 4])
        #expect(host.revealedSwipeActions == nil)
        #expect(host.isEditing)
        #expect(host.renderText() == "⊖ Row 0\nRow 2\nRow 3\n⊖ Row 4\n")
        // A tap on the content of the row, right of the control, is an ordinary editing tap.
        // (No selection during editing by default, as in UIKit: nothing happens.)
        #expect(host.tap(at: Point(x: 5, y: 0)) == false)
        #expect(host.revealedSwipeActions == nil && screen.ids == [0, 2, 3, 4])
    }

    @Test func checkmarksReplaceTheControlWithMultipleSelectionAndGridsHaveNone() throws {
        let screen = try Self.table()
        let host = screen.host
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        #expect(!host.showsDeleteControl(forItemAt: ItemPath(item: 0, section: 0)))
        #expect(!host.renderText().contains("⊖"))

        let tiles = CellRegistration<TileCell, Row> { cell, row in cell.title = row.title }
            .swipeActions(.trailing) { _ in [SwipeAction("Delete", style: .destructive) { true }] }
        let grid = try Screen(host: GridHost(viewportSize: Size(width: 12, height: 5), layout: GridLayout(columns: .fixed(1), itemHeight: 1))) {
            tiles.cellController(for: $0)
        }
        grid.host.isEditing = true
        #expect(!grid.host.showsDeleteControl(forItemAt: ItemPath(item: 0, section: 0)))
    }
}
