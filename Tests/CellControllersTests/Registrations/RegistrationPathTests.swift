import CellControllers
import CellControllersTestSupport
import Testing

/// A registration handler that takes the item's path, as UIKit's `(cell, indexPath, item)`
/// (issue 27: ported screens stored their place in their items for want of it).
@MainActor
struct RegistrationPathTests {
    enum Pane: Identifiable, Sendable { case songs }

    @Test func theHandlerGetsThePathOfTheItemItConfigures() throws {
        var paths: [ItemPath] = []
        let rows = CellRegistration<LabelCell, Row> { cell, path, row in
            paths.append(path)
            cell.title = "\(path.item + 1). \(row.title)"
        }
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let source = DiffableDataSource<Pane, Row, TableHost>(host: host, factory: rows)
        var snapshot = Snapshot<Pane, Row>()
        try snapshot.appendSections([.songs])
        try snapshot.appendItems([Row(id: 1, title: "Intro"), Row(id: 2, title: "Outro")])
        try source.apply(snapshot)
        #expect(host.renderText().split(separator: "\n").prefix(2) == ["1. Intro", "2. Outro"])
        #expect(paths == [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])

        // A reconfigure gets the item's path now: after an insertion above, Outro is third. As
        // in UIKit, a cell that is not reconfigured keeps what it showed (Intro's "1.").
        try snapshot.insertItems([Row(id: 0, title: "Prelude")], at: .before(1))
        try snapshot.reconfigureItems([2])
        try source.apply(snapshot)
        #expect(host.renderText().split(separator: "\n").prefix(3) == ["1. Prelude", "1. Intro", "3. Outro"])
    }

    @Test func theTwoArgumentFormIsUnchanged() throws {
        let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        let host = TableHost(viewportSize: Size(width: 20, height: 2), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        try DiffableDataSource(host: adapter.host, factory: rows).apply(Snapshot<Pane, Row>([(.songs, [Row(id: 1, title: "Intro")])]))
        #expect(host.renderText().hasPrefix("Intro"))
    }
}
