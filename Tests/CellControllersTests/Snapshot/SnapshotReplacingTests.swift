import CellControllers
import CellControllersTestSupport
import Testing

/// `Snapshot.replaceItems(_:)` and `updateItem(_:_:)`: a model replaced by identity keeps its
/// place, and once applied its selection and cell, and its cell is reconfigured (issue 27).
@MainActor
struct SnapshotReplacingTests {
    enum Pane: Identifiable, Sendable { case inbox }

    static func screen() throws -> Snapshot<Pane, Row> {
        var snapshot = Snapshot<Pane, Row>()
        try snapshot.appendSections([.inbox])
        try snapshot.appendItems((0..<5).map { Row(id: $0, title: "Row \($0)") })
        return snapshot
    }

    @Test func aReplacedModelKeepsItsPlaceAndIsMarkedForAReconfigure() throws {
        var snapshot = try Self.screen()
        try snapshot.replaceItems([Row(id: 3, title: "Muted"), Row(id: 1, title: "Pinned")])
        #expect(try snapshot.items(inSection: Pane.inbox).map(\.title) == ["Row 0", "Pinned", "Row 2", "Muted", "Row 4"])
        let changes = try Snapshot.diff(from: try Self.screen(), to: snapshot)
        #expect(Set(changes.content.reconfiguredItems) == [ItemPath(item: 1, section: 0), ItemPath(item: 3, section: 0)])
        #expect(changes.structure.isEmpty)
    }

    @Test func updateItemIsAReadModifyWriteByIdentity() throws {
        var snapshot = try Self.screen()
        try snapshot.updateItem(2) { $0.title = "Read" }
        #expect(snapshot.item(withIdentifier: 2)?.title == "Read")
        #expect(snapshot.pathOfItem(2) == ItemPath(item: 2, section: 0))
    }

    @Test func misuseThrowsAndLeavesTheSnapshotUnchanged() throws {
        var snapshot = try Self.screen()
        let before = try snapshot.items(inSection: Pane.inbox)
        #expect(throws: SnapshotEditError.unknownItem(DiffIdentifier(type: Row.self, id: 9))) {
            try snapshot.replaceItems([Row(id: 0, title: "Zero"), Row(id: 9, title: "Nine")])
        }
        #expect(throws: SnapshotEditError.duplicateInArguments(DiffIdentifier(type: Row.self, id: 1))) {
            try snapshot.replaceItems([Row(id: 1, title: "A"), Row(id: 1, title: "B")])
        }
        #expect(throws: SnapshotEditError.identityChanged(from: DiffIdentifier(type: Row.self, id: 4), to: DiffIdentifier(type: Row.self, id: 40))) {
            try snapshot.updateItem(4) { $0.id = 40 }
        }
        #expect(try snapshot.items(inSection: Pane.inbox) == before)
    }

    @Test func appliedThroughAHostTheItemKeepsItsSelectionAndCell() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        let source = DiffableDataSource<Pane, Row, TableHost>(host: host, factory: rows)
        try source.apply(try Self.screen())
        let path = ItemPath(item: 3, section: 0)
        try host.tap(at: .item(path))
        let cell = host.cell(for: .item(path))
        var next = source.snapshot()
        try next.updateItem(3) { $0.title = "Muted" }
        try source.apply(next)
        #expect(host.indexPathsForSelectedItems == [path])
        #expect(host.cell(for: .item(path)) === cell)
        #expect(host.renderText().split(separator: "\n")[3].hasPrefix("Muted"))
    }
}
