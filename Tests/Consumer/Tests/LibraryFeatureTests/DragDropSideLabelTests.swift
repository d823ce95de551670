import CellControllers
import Testing

// Drag and drop between two lists, and side labels from a factory, from the outside: typed
// sessions and proposals, nothing cast back.

struct Chore: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

struct Lane: Identifiable, Equatable, Sendable { let id: String }

/// Chores with their lane's name in a side label column.
struct LaneRows: CellControllerFactory {
    let rows = CellRegistration<TitleCell, Chore> { cell, chore in cell.title = chore.title }
    func cellController(for chore: Chore) -> CellController<TableHost> { rows.cellController(for: chore) }
    func sideLabel(forSection lane: Lane) -> String? { lane.id }
}

@MainActor
@Suite("Drag and drop and side labels from the outside")
struct DragDropSideLabelTests {
    func lane(_ name: String, _ chores: [Chore]) throws -> DiffableDataSource<Lane, Chore, TableHost> {
        var layout = TableLayout(rowHeight: 1, separator: .none)
        layout.sideLabel = SideLabelLayout(width: 5)
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: layout)
        let dataSource = DiffableDataSource<Lane, Chore, TableHost>(host: host, factory: LaneRows())
        var snapshot = Snapshot<Lane, Chore>()
        try snapshot.appendSections([Lane(id: name)])
        try snapshot.appendItems(chores)
        try dataSource.apply(snapshot, completion: nil)
        return dataSource
    }

    @Test func aChoreDraggedToTheOtherLaneMovesThere() throws {
        let todo = try lane("todo", [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")])
        let done = try lane("done", [Chore(id: 3, title: "Shopping")])
        #expect(todo.adapter.host.renderText() == "todo Dishes\n     Laundry\n")

        var dropped: [Chore] = []
        done.dragDropHandlers.didDrop = { event in dropped = event.items }
        let session = try todo.beginDrag(at: ItemPath(item: 1, section: 0))
        #expect(session.items == [Chore(id: 2, title: "Laundry")])
        try session.hover(over: done, at: ItemPath(item: 0, section: 0))
        #expect(try session.drop() == .moved)
        #expect(todo.snapshot().items.map(\.id) == [1])
        #expect(done.snapshot().items.map(\.id) == [2, 3])
        #expect(dropped.map(\.id) == [2])
        #expect(done.adapter.host.renderText() == "done Laundry\n     Shopping\n")
    }

    @Test func aForbiddenDropChangesNothing() throws {
        let todo = try lane("todo", [Chore(id: 1, title: "Dishes")])
        let done = try lane("done", [])
        done.dragDropHandlers.proposal = { _ in DropProposal(.forbidden) }
        let session = try todo.beginDrag(at: ItemPath(item: 0, section: 0))
        #expect(try session.hover(over: done, at: ItemPath(item: 0, section: 0)) == DropProposal(.forbidden))
        #expect(try session.drop() == .cancelled)
        #expect(todo.snapshot().items.map(\.id) == [1])
        #expect(done.snapshot().numberOfItems == 0)
    }
}
