import CellControllers
import CellControllersTestSupport
import Testing

/// A registration's interactive moves: `movable(_:onMove:)` says which items move and what runs
/// when a move ends (UIKit's `canMoveRowAt` and `moveRowAt`).
@MainActor
struct RegistrationMoveTests {
    enum Pane: Identifiable, Sendable { case songs; var id: Self { self } }

    /// Shows rows 1, 2 and 3 with `rows`, moves the first to the end, and returns the host.
    func moveFirstToEnd(with rows: CellRegistration<LabelCell, Row>) throws -> (TableHost, DiffableDataSource<Pane, Row, TableHost>) {
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let source = DiffableDataSource<Pane, Row, TableHost>(host: host, factory: rows)
        try source.apply(Snapshot<Pane, Row>([(.songs, [Row(id: 1, title: "A"), Row(id: 2, title: "B"), Row(id: 3, title: "C")])]))
        try host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        try host.updateInteractiveMovementTarget(to: ItemPath(item: 2, section: 0))
        _ = try host.endInteractiveMovement()
        return (host, source)
    }

    @Test("movable(_:onMove:) runs the handler with the item and its move")
    func theHandlerGetsTheItemAndItsMove() throws {
        var moves: [String] = []
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
            .movable { row in row.id != 2 } onMove: { row, move in moves.append("\(row.title) \(move.source.item)->\(move.destination.item)") }
        let (_, source) = try moveFirstToEnd(with: rows)
        #expect(moves == ["A 0->2"])
        #expect(source.snapshot().itemIdentifiers == [2, 3, 1])
    }

    @Test("movable(_:) without onMove keeps the handler given before, and its predicate decides")
    func aLaterMovableKeepsTheHandler() throws {
        var moves: [Int] = []
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
            .movable(onMove: { row, _ in moves.append(row.id) })
            .movable { row in row.id != 1 }
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let source = DiffableDataSource<Pane, Row, TableHost>(host: host, factory: rows)
        try source.apply(Snapshot<Pane, Row>([(.songs, [Row(id: 1, title: "A"), Row(id: 2, title: "B")])]))
        #expect(throws: InteractiveMovementError.cannotMove(ItemPath(item: 0, section: 0))) {
            try host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        }
        try host.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0))
        try host.updateInteractiveMovementTarget(to: ItemPath(item: 0, section: 0))
        _ = try host.endInteractiveMovement()
        #expect(moves == [2])
    }
}
