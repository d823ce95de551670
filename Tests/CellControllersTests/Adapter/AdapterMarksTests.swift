import CellControllers
import CellControllersTestSupport
import Testing

/// Reconfigure and reload marks of a snapshot, applied through an adapter: the marked items are
/// updated although their models are equal, and the adapter keeps the snapshot without marks.
@MainActor
@Suite("Marked items applied through an adapter")
struct AdapterMarksTests {
    /// `rows` shown through a factory. The test holds the adapter (the host keeps it weakly) and
    /// reaches the host as `adapter.host`.
    func show(_ rows: [[Row]]) throws -> (CellControllerAdapter<TableHost>, RowFactory) {
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 12, height: 5), layout: TableLayout(rowHeight: 1, separator: .none)))
        adapter.onEvent = { if case .fallBackToReload(let fallback) = $0 { Issue.record("fallback: \(fallback)") } }
        let factory = RowFactory()
        try DiffableDataSource(host: adapter.host, factory: factory).apply(Snapshot(rowSnapshot(rows)))
        return (adapter, factory)
    }

    @Test func aReconfigureMarkGivesTheVisibleCellAFreshControllerInPlace() throws {
        let rows = rows([3])
        let (adapter, factory) = try show(rows)
        let cell = adapter.host.cell(for: .item(ItemPath(item: 1, section: 0))) as? LabelCell
        let before = cell?.reuseCount
        var next = adapter.snapshot
        try next.reconfigureItems([rows[0][1]])
        try DiffableDataSource(host: adapter.host, factory: factory).apply(Snapshot(next))
        #expect(factory.made[1]?.count == 2, "a fresh controller for the marked row only")
        #expect(factory.made[0]?.count == 1 && factory.made[2]?.count == 1)
        #expect(adapter.host.cell(for: .item(ItemPath(item: 1, section: 0))) === cell, "reconfigured in place")
        #expect(cell?.reuseCount == before)
        #expect(adapter.snapshot.reconfiguredItemIdentifiers.isEmpty, "the adapter keeps the snapshot without marks")
        #expect(adapter.controller(at: ItemPath(item: 1, section: 0)) === factory.made[1]?.last)
        let (old, new) = (factory.made[1]?.first as? LabelController, factory.made[1]?.last as? LabelController)
        #expect(new?.currentCell() === cell && old?.currentCell() == nil, "only the new controller shows the cell")

        // Applying the adapter's snapshot again changes nothing: the marks were spent.
        try DiffableDataSource(host: adapter.host, factory: factory).apply(Snapshot(adapter.snapshot))
        #expect(factory.made[1]?.count == 2)
    }

    /// Controller sections applied again with new controllers of equal content: each new
    /// controller adopts its item's displayed cell, and the replaced one gives it up, so that
    /// `currentCell()` names one controller per cell.
    @Test func aControllerWhoseCellWasAdoptedNoLongerClaimsIt() throws {
        let host = TableHost(viewportSize: Size(width: 12, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        let rows = rows([3])
        let first = rowSections(rows)
        try adapter.apply(first)
        let second = rowSections(rows)
        try adapter.apply(second)
        for (index, (old, new)) in zip(first[0].items, second[0].items).enumerated() {
            let cell = host.cell(for: .item(ItemPath(item: index, section: 0)))
            #expect(cell != nil)
            #expect((new as? LabelController)?.currentCell() === cell, "row \(index): the new controller shows the cell")
            #expect((old as? LabelController)?.currentCell() == nil, "row \(index): the replaced controller gave it up")
        }
    }

    @Test func aReloadMarkGivesTheItemANewCell() async throws {
        let rows = rows([3])
        let (adapter, factory) = try show(rows)
        let before = (adapter.host.cell(for: .item(ItemPath(item: 2, section: 0))) as? LabelCell)?.reuseCount ?? -1
        var next = adapter.snapshot
        try next.reloadItems([rows[0][2]])
        try await DiffableDataSource(host: adapter.host, factory: factory).apply(Snapshot(next))
        let after = adapter.host.cell(for: .item(ItemPath(item: 2, section: 0))) as? LabelCell
        #expect(after?.title == "Row 2")
        #expect((after?.reuseCount ?? -1) > before, "a reload dequeues the cell again")
        #expect(factory.made[2]?.count == 2)
        #expect(adapter.snapshot.reloadedItemIdentifiers.isEmpty)
    }
}
