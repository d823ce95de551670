import CellControllers
import CellControllersTestSupport
import Testing

/// `DiffableDataSource(host:factory:)` for a host another data source drives: a typed screen shown through another factory between
/// applies, over the same adapter (issue 26: the adapter no longer takes a factory per apply).
@MainActor
@Suite("A data source over another's adapter shows the screen through its own factory")
struct DataSourceFactorySwitchTests {
    struct Pane: Identifiable, Equatable, Sendable { let id: Int }

    final class NoteCell: TableCell {
        var title = ""
        override func render(width: Int) -> [String] { [TextRendering.fit("Note \(title)", width: width)] }
    }

    final class NoteController: ModelCellController<NoteCell, Row> {
        override func configureCell(_ cell: NoteCell) { cell.title = model.title }
    }

    /// A factory with headers (none made): the other init's overload.
    struct Notes: CellControllerFactory {
        func cellController(for row: Row) -> CellController<TableHost> { NoteController(model: row) }
        func supplementaryController(_ kind: SupplementaryKind, forSection pane: Pane) -> CellController<TableHost>? { nil }
    }

    static func rows(_ titles: [String]) -> Snapshot<Pane, Row> {
        Snapshot([(Pane(id: 0), titles.enumerated().map { Row(id: $0.offset, title: $0.element) })])
    }

    @Test func anotherFactoryKeepsTheControllersOfUnchangedItemsAndMakesTheChangedOnes() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let labels = DiffableDataSource<Pane, Row, TableHost>(
            host: host, factory: CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title })
        try labels.apply(Self.rows(["Row 0", "Row 1", "Row 2"]))
        host.layoutIfNeeded()
        let kept = labels.adapter.controller(at: ItemPath(item: 0, section: 0))
        #expect(kept != nil)

        let notes = DiffableDataSource(host: labels.adapter.host, factory: Notes())
        try notes.apply(Self.rows(["Row 0", "Changed", "Row 2"]))
        #expect(notes.adapter.controller(at: ItemPath(item: 0, section: 0)) === kept, "an unchanged item keeps its controller")
        #expect(notes.controller(of: 1, as: NoteController.self)?.model.title == "Changed", "a changed item gets the new factory's")
        #expect(notes.controller(of: 0, as: NoteController.self) == nil)
        #expect(host.renderText() == "Row 0\nNote Changed\nRow 2\n\n")
        // Both data sources read the same screen, typed.
        #expect(labels.snapshot() == notes.snapshot())

        // And back: the first factory again, through the first data source.
        try labels.apply(Self.rows(["Row 0", "Changed", "Row 2"]), reloadingData: true)
        #expect(host.renderText() == "Row 0\nChanged\nRow 2\n\n")
    }
}
