import CellControllers
import CellControllersTestSupport
import Testing

/// A tap on an item that is already selected, as each host's UIKit counterpart handles it
/// (issue 27, bug 5): under single selection `UITableView` calls `didSelectRowAt` again and
/// `UICollectionView` calls `didSelectItemAt` again; neither deselects.
@MainActor
@Suite("A tap on the selected item")
struct ReselectTests {
    /// A row that counts the selections it is told of, and can refuse them.
    final class Counted<Cell: ReusableCell>: ModelCellController<Cell, Row> {
        var asked = 0
        var told = 0
        var refuses = false
        override func shouldChangeSelection(to isSelected: Bool) -> Bool {
            guard isSelected else { return true }
            asked += 1
            return !refuses
        }
        override func didChangeSelection(_ isSelected: Bool) { if isSelected { told += 1 } }
    }

    /// Three rows in the host, loaded; the test holds the adapter.
    static func screen<H: CellHosting, Cell: ReusableCell>(_ host: H, _: Cell.Type) -> (CellControllerAdapter<H>, [Counted<Cell>]) where Cell.Host == H {
        let rows = (0..<3).map { Counted<Cell>(model: Row(id: $0, title: "Row \($0)")) }
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0, items: rows)])
        host.reloadData()
        return (adapter, rows)
    }

    static let first = ItemPath(item: 0, section: 0)

    /// Taps the first row twice, then (refusing) a third time, in `host`.
    func reselects<H: CellHosting, Cell: ReusableCell>(_ host: H, _ cell: Cell.Type) throws where Cell.Host == H {
        let (adapter, rows) = Self.screen(host, cell)
        #expect(try adapter.host.tap(at: .item(Self.first)))
        #expect(rows[0].told == 1)
        #expect(try adapter.host.tap(at: .item(Self.first)), "the item stays selected")
        #expect(rows[0].asked == 2 && rows[0].told == 2, "the second tap is asked and told again")
        #expect(adapter.host.indexPathsForSelectedItems == [Self.first])
        rows[0].refuses = true
        #expect(try adapter.host.tap(at: .item(Self.first)), "a refused re-selection leaves it selected")
        #expect(rows[0].asked == 3 && rows[0].told == 2)
        #expect(adapter.host.indexPathsForSelectedItems == [Self.first])

        // Multiple selection: the tap deselects, in both hosts.
        rows[0].refuses = false
        adapter.host.allowsMultipleSelection = true
        #expect(try !adapter.host.tap(at: .item(Self.first)))
        #expect(adapter.host.indexPathsForSelectedItems.isEmpty && rows[0].told == 2)
    }

    @Test("TableHost re-selects the selected row under single selection, as UITableView's didSelectRowAt")
    func table() throws {
        try reselects(TableHost(viewportSize: Size(width: 12, height: 4), layout: TableLayout(rowHeight: 1, separator: .none)), LabelCell.self)
    }

    @Test("GridHost re-selects the selected item under single selection, as UICollectionView's didSelectItemAt")
    func grid() throws {
        try reselects(GridHost(viewportSize: Size(width: 24, height: 4), layout: GridLayout()), TileCell.self)
    }
}
