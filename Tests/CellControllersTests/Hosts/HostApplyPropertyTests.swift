import CellControllers
import Testing

/// Random transitions applied to a real host through the adapter: after every apply the host
/// must look exactly like a host freshly loaded with the new data, and the display events must
/// account for exactly the visible cells.
@MainActor
@Suite("Snapshots applied to hosts")
struct HostApplyPropertyTests {
    typealias Data = DiffFixtures.Data

    final class ItemController: GenericCellController<LabelCell> {
        let item: DiffFixtures.Item
        let log: EventLog
        init(_ item: DiffFixtures.Item, log: EventLog) {
            self.item = item
            self.log = log
            super.init(model: item)
        }
        override func configureCell(_ cell: LabelCell) { cell.title = item.description }
        override func willDisplayCell(_ cell: LabelCell) { log.events.append("+\(item.id)") }
        override func didEndDisplayingCell(_ cell: LabelCell) { log.events.append("-\(item.id)") }
        override func height(forWidth width: Double) -> Double? { Double(1 + item.id % 2) }
    }

    static func sections(_ data: Data, log: EventLog) -> [ControllerSection<TableHost>] {
        data.map { section in
            ControllerSection(
                id: section.header.id,
                header: section.header.id % 2 == 0 ? CaptionController(section.header.description) : nil,
                items: section.items.map { ItemController($0, log: log) })
        }
    }

    /// The ids whose cells are displayed according to the events received so far.
    static func displayedIDs(_ log: EventLog) -> [Int: Int] {
        var displayed: [Int: Int] = [:]
        for event in log.events {
            let id = Int(event.dropFirst()) ?? -1
            displayed[id, default: 0] += event.hasPrefix("+") ? 1 : -1
            if displayed[id] == 0 { displayed[id] = nil }
        }
        return displayed
    }

    func check(seed: UInt64, reconfigure: ContentChangeStyle) throws {
        let (old, new) = DiffTransitions.transition(seed: seed)
        var rng = DiffTestRandom(seed: seed ^ 0xABCD)
        let size = Size(width: 12, height: Double(rng.int(1...12)))
        let log = EventLog()
        let host = TableHost(viewportSize: size, layout: TableLayout(separator: rng.chance(0.5) ? .none : .line(inset: 1)))
        let adapter = CellControllerAdapter(host: host, sections: Self.sections(old, log: log))
        adapter.contentChanges = reconfigure
        // A diff of valid screens must always give batches the host accepts: no fallback.
        adapter.didFallBackToReload = { fallback in Issue.record("seed \(seed): \(fallback)") }
        host.reloadData()
        host.setContentOffset(Point(x: 0, y: Double(rng.int(0...40))))
        let offset = host.contentOffset
        try adapter.apply(Self.sections(new, log: log))

        let fresh = TableHost(viewportSize: size, layout: host.layout)
        let freshAdapter = CellControllerAdapter(host: fresh, sections: Self.sections(new, log: EventLog()))
        fresh.reloadData()
        fresh.setContentOffset(host.contentOffset)

        let context = "seed \(seed), \(reconfigure), offset \(offset.y) → \(host.contentOffset.y)\nold \(old)\nnew \(new)"
        #expect(new.map(\.items.count) == (0..<host.numberOfSections).map { host.numberOfItems(inSection: $0) }, "\(context)")
        #expect(host.renderText() == fresh.renderText(), "\(context)")
        #expect(host.indexPathsForVisibleItems == fresh.indexPathsForVisibleItems, "\(context)")
        let visibleIDs = host.indexPathsForVisibleItems.map { new[$0.section].items[$0.item].id }
        #expect(Self.displayedIDs(log) == Dictionary(uniqueKeysWithValues: visibleIDs.map { ($0, 1) }), "\(context)\nevents \(log.events)")
        for path in host.indexPathsForVisibleItems {
            let controller = adapter.controller(at: path) as? ItemController
            #expect(controller?.currentCell() === host.cellForItem(at: path), "\(context) at \(path)")
        }
        _ = freshAdapter
    }

    @Test(arguments: 0..<8)
    func randomTransitionsLeaveTheHostAsIfFreshlyLoaded(batch: Int) throws {
        for seed in UInt64(batch * 250)..<UInt64(batch * 250 + 250) {
            try check(seed: seed, reconfigure: seed % 3 == 0 ? .reload : .reconfigure)
        }
    }

    @Test func deletedVisibleItemsEndDisplayingOnTheirOwnController() throws {
        let log = EventLog()
        let host = TableHost(viewportSize: Size(width: 12, height: 5), layout: TableLayout(separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: tableSections([6], log: log, height: 1))
        host.reloadData()
        log.clear()
        let kept = [0, 2, 4, 5].map { LabelController(id: $0, log: log, height: 1) }
        try adapter.apply([ControllerSection(id: 0, items: kept)])
        #expect(log.events.filter { $0.hasPrefix("didEnd") }.sorted() == ["didEndDisplaying 1", "didEndDisplaying 3"])
        #expect(log.events.contains("willDisplay 5"))
        #expect(kept[3].currentCell() === host.cellForItem(at: ItemPath(item: 3, section: 0)))
    }

    @Test func changedContentIsReconfiguredInPlaceByDefaultAndReloadedOnRequest() throws {
        for style in [ContentChangeStyle.reconfigure, .reload] {
            let host = TableHost(viewportSize: Size(width: 12, height: 5), layout: TableLayout(separator: .none))
            let adapter = CellControllerAdapter(host: host, sections: tableSections([3], height: 1))
            adapter.contentChanges = style
            host.reloadData()
            let before = (host.cellForItem(at: ItemPath(item: 1, section: 0)) as? LabelCell)?.reuseCount
            try adapter.apply([ControllerSection(id: 0, items: [
                LabelController(id: 0, height: 1), LabelController(id: 1, title: "changed", height: 1), LabelController(id: 2, height: 1),
            ])])
            let after = host.cellForItem(at: ItemPath(item: 1, section: 0)) as? LabelCell
            #expect(after?.title == "changed")
            // A reload replaces the cell: the old one goes back to the pool and a dequeued one
            // (perhaps the same object, reused) is prepared for reuse; a reconfigure keeps it.
            #expect((after?.reuseCount == before) == (style == .reconfigure), "\(style)")
        }
    }

    @Test func anItemWhoseControllerWantsAnotherCellClassGetsANewCell() throws {
        final class BadgeController: GenericCellController<BadgeCell> {
            let log: EventLog
            init(row: Row, log: EventLog) {
                self.log = log
                super.init(model: row)
            }
            override func configureCell(_ cell: BadgeCell) { cell.badge = "fav" }
            override func willDisplayCell(_ cell: BadgeCell) { log.events.append("willDisplay badge") }
        }
        for changed in [false, true] {
            let log = EventLog()
            let host = TableHost(viewportSize: Size(width: 12, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
            let adapter = CellControllerAdapter(host: host, sections: tableSections([3], log: log))
            host.reloadData()
            log.clear()
            // Same model (so the diff sees an unchanged or a changed item), new controller class.
            let row = Row(id: 1, title: changed ? "changed" : "Row 1")
            try adapter.apply([ControllerSection(id: 0, items: [
                LabelController(id: 0, log: log), BadgeController(row: row, log: log), LabelController(id: 2, log: log),
            ])])
            #expect(host.cellForItem(at: ItemPath(item: 1, section: 0)) is BadgeCell, "changed: \(changed)")
            #expect(log.events.contains("didEndDisplaying 1"), "the old controller ends displaying its cell")
            #expect(log.events.last == "willDisplay badge")
        }
    }

    @Test func duplicateIdentifiersThrowAndChangeNothing() throws {
        let host = TableHost(viewportSize: Size(width: 12, height: 5))
        let adapter = CellControllerAdapter(host: host, sections: tableSections([3], height: 1))
        host.reloadData()
        let before = host.observable
        #expect(throws: SnapshotError.self) {
            try adapter.apply([ControllerSection(id: 0, items: [LabelController(id: 1), LabelController(id: 1)])])
        }
        #expect(host.observable == before)
        #expect(adapter.sections[0].items.count == 3)
    }

    @Test func anApplyRequestedDuringAnApplyIsQueuedAndRunsAfterIt() throws {
        final class ChainingController: GenericCellController<LabelCell> {
            var onDisplay: (() -> Void)?
            override func willDisplayCell(_ cell: LabelCell) {
                let action = onDisplay
                onDisplay = nil
                action?()
            }
        }
        let host = TableHost(viewportSize: Size(width: 12, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: tableSections([2]))
        host.reloadData()
        let chaining = ChainingController(model: Row(id: 100, title: "new"))
        var finalError: Error?
        chaining.onDisplay = {
            do { try adapter.apply(tableSections([1])) } catch { finalError = error }
            #expect(host.numberOfItems(inSection: 0) == 3, "the queued apply has not run yet")
        }
        try adapter.apply([ControllerSection(id: 0, items: adapter.sections[0].items + [chaining])])
        #expect(finalError == nil)
        #expect(host.numberOfItems(inSection: 0) == 1)
        #expect(adapter.sections[0].items.count == 1)
    }

    @Test func largeChangesFallBackToReloadData() throws {
        let log = EventLog()
        let host = TableHost(viewportSize: Size(width: 12, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: tableSections([50], log: log))
        adapter.reloadThreshold = 10
        host.reloadData()
        try host.select(at: ItemPath(item: 0, section: 0))
        try adapter.apply([ControllerSection(id: 0, items: (100..<150).map { LabelController(id: $0, log: log) })])
        #expect(host.indexPathsForSelectedItems.isEmpty, "reloadData clears the selection")
        #expect((host.cellForItem(at: ItemPath(item: 0, section: 0)) as? LabelCell)?.title == "Row 100")
    }
}
