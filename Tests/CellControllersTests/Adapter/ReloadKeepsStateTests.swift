import CellControllers
import CellControllersTestSupport
import Testing

private struct Note: Identifiable, Equatable, Sendable {
    let id: Int
    var lines = 1
    var text: String { "note \(id)" }
}

private struct Group: Identifiable, Equatable, Sendable {
    let id: Int
}

/// When an adapter reloads its host instead of animating batch updates (an apply of more than
/// `reloadThreshold` changes, or a reload-variant apply), the items that stay keep what the
/// batch updates would have kept: their selection (checkmarks in editing mode), their measured
/// heights, and the first visible item's place on screen. A host's own `reloadData()` keeps
/// none of it, as UIKit's does not.
@MainActor
@Suite("Adapter reloads keep the selection, measured heights and first visible place")
struct ReloadKeepsStateTests {
    fileprivate let notes = CellRegistration<LabelCell, Note> { cell, note in
        cell.title = note.text
        cell.lines = note.lines
    }

    /// A self-sizing table (estimated one line) of `count` notes, every third one three lines
    /// tall, scrolled to `offset`.
    fileprivate func screen(count: Int, offset: Double = 0) throws -> (DiffableDataSource<Group, Note, TableHost>, Snapshot<Group, Note>) {
        let host = TableHost(viewportSize: Size(width: 20, height: 6), layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Group, Note, TableHost>(host: host, factory: notes)
        var snapshot = Snapshot<Group, Note>()
        try snapshot.appendSections([Group(id: 0)])
        try snapshot.appendItems((0..<count).map { Note(id: $0, lines: $0 % 3 == 0 ? 3 : 1) }, toSection: 0)
        try dataSource.apply(snapshot)
        host.contentOffset = Point(x: 0, y: offset)
        return (dataSource, snapshot)
    }

    @Test("An apply over reloadThreshold keeps the selection of the items that stay, and drops the deleted ones'")
    func overThresholdKeepsSelection() throws {
        var (dataSource, snapshot) = try screen(count: 40)
        let host = dataSource.adapter.host
        host.allowsMultipleSelection = true
        try host.selectItem(at: ItemPath(item: 2, section: 0))
        try host.selectItem(at: ItemPath(item: 5, section: 0))
        dataSource.adapter.reloadThreshold = 0
        try snapshot.deleteItems([2])
        try snapshot.insertItems([Note(id: 100)], at: .before(0))
        try dataSource.apply(snapshot)
        // Note 5 is now the fifth item (one deleted above it, one inserted).
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 5, section: 0)])
        #expect(dataSource.itemIdentifier(for: ItemPath(item: 5, section: 0)) == 5)
    }

    @Test("A reload-variant apply keeps the measured heights of unchanged items, and forgets a changed item's")
    func reloadVariantKeepsMeasuredHeights() throws {
        var (dataSource, snapshot) = try screen(count: 60)
        let host = dataSource.adapter.host
        // Scroll through the first 30 notes, measuring them (every third is three lines).
        for y in stride(from: 0.0, through: 40, by: 3) { host.contentOffset = Point(x: 0, y: y) }
        host.contentOffset = Point()
        #expect(host.rect(for: .item(ItemPath(item: 12, section: 0)))?.height == 3)
        try snapshot.reconfigureItems([15])
        try snapshot.deleteItems([18])
        try snapshot.insertItems([Note(id: 18, lines: 1)], at: .after(17))
        try dataSource.apply(snapshot, reloadingData: true)
        // Unchanged and measured before: still measured (no display needed).
        #expect(host.rect(for: .item(ItemPath(item: 12, section: 0)))?.height == 3)
        #expect(host.rect(for: .item(ItemPath(item: 21, section: 0)))?.height == 3)
        // Marked for a reconfigure, or with new content: estimated again until shown.
        #expect(host.rect(for: .item(ItemPath(item: 15, section: 0)))?.height == 1)
        #expect(host.rect(for: .item(ItemPath(item: 18, section: 0)))?.height == 1)
        // Never measured: the estimate.
        #expect(host.rect(for: .item(ItemPath(item: 57, section: 0)))?.height == 1)
    }

    @Test("A reload keeps the first visible item where it was on screen when items are inserted above it")
    func reloadKeepsFirstVisiblePlace() throws {
        var (dataSource, snapshot) = try screen(count: 200, offset: 100)
        let host = dataSource.adapter.host
        let first = try #require(host.indexPathsForVisibleItems.first)
        let id = try #require(dataSource.itemIdentifier(for: first))
        let screenTop = try #require(host.rect(for: .item(first))).minY - host.contentOffset.y
        try snapshot.insertItems((1_000..<1_010).map { Note(id: $0, lines: 2) }, at: .before(0))
        try dataSource.apply(snapshot, reloadingData: true)
        let path = try #require(dataSource.indexPath(for: id))
        #expect(try #require(host.rect(for: .item(path))).minY - host.contentOffset.y == screenTop)
        #expect(host.indexPathsForVisibleItems.first == path)
    }

    @Test("Checkmarks in editing mode survive an async reload-variant apply")
    func editingCheckmarksSurvive() async throws {
        var (dataSource, snapshot) = try screen(count: 30)
        let host = dataSource.adapter.host
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        try host.selectItem(at: ItemPath(item: 1, section: 0))
        try host.selectItem(at: ItemPath(item: 3, section: 0))
        try snapshot.moveItem(3, to: .before(0))
        try await dataSource.apply(snapshot, reloadingData: true)
        #expect(host.isEditing)
        #expect(host.indexPathsForSelectedItems.compactMap { dataSource.itemIdentifier(for: $0) }.sorted() == [1, 3])
    }

    @Test("The host's own reloadData() keeps no selection, as UIKit's; the adapter's reload of 200,000 items finds selected items deep in the list")
    func hostReloadClearsAndLargeReloadFinds() throws {
        var (dataSource, snapshot) = try screen(count: 200_000)
        let host = dataSource.adapter.host
        try host.selectItem(at: ItemPath(item: 150_000, section: 0))
        try snapshot.deleteItems([0, 1])
        try dataSource.apply(snapshot, reloadingData: true)
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 149_998, section: 0)])
        host.reloadData()
        #expect(host.indexPathsForSelectedItems.isEmpty)
    }
}
