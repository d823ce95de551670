import CellControllers
import CellControllersTestSupport
import Testing

/// `selectItem` / `deselectItem` / `scrollToItem` from code, and `shouldSelect` /
/// `shouldDeselect` for taps, as in UIKit.
@MainActor
@Suite("Programmatic selection and scrolling")
struct ProgrammaticSelectionTests {
    /// A row controller that can refuse selection or deselection, logging what it is told.
    final class GuardedController: ModelCellController<LabelCell, Row> {
        let log: EventLog
        var number: Int { model.id }
        var selectable = true
        var deselectable = true
        init(id: Int, log: EventLog) {
            self.log = log
            super.init(model: Row(id: id, title: "Row \(id)"))
        }
        override func configureCell(_ cell: LabelCell) { cell.title = "Row \(number)" }
        override func didChangeSelection(_ isSelected: Bool) { if isSelected { log.record(.select(number)) } else { log.record(.deselect(number)) } }
        override func shouldChangeSelection(to isSelected: Bool) -> Bool {
            log.record(isSelected ? .shouldSelect(number) : .shouldDeselect(number))
            return isSelected ? selectable : deselectable
        }
    }

    /// A table of `count` guarded rows, loaded. The test holds the adapter (the host keeps it
    /// weakly) and reaches the host as `adapter.host`.
    static func screen(count: Int = 20, height: Double = 4) -> (CellControllerAdapter<TableHost>, [GuardedController], EventLog) {
        let log = EventLog()
        let controllers = (0..<count).map { GuardedController(id: $0, log: log) }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 12, height: height), layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: [ControllerSection(id: 0, items: controllers)])
        adapter.host.reloadData()
        return (adapter, controllers, log)
    }

    static func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    @Test func programmaticSelectionAsksAndTellsNothing() throws {
        let (adapter, controllers, log) = Self.screen()
        controllers[3].selectable = false
        try adapter.host.selectItem(at: Self.path(3))
        try adapter.host.selectItem(at: Self.path(5), animated: true)
        #expect(adapter.host.indexPathsForSelectedItems == [Self.path(5)])
        #expect(log.events.isEmpty)
        try adapter.host.deselectItem(at: Self.path(5), animated: false)
        try adapter.host.deselectItem(at: Self.path(6))
        #expect(adapter.host.indexPathsForSelectedItems.isEmpty && log.events.isEmpty)

        adapter.host.allowsMultipleSelection = true
        try adapter.host.selectItem(at: Self.path(1))
        try adapter.host.selectItem(at: Self.path(2))
        #expect(adapter.host.indexPathsForSelectedItems == [Self.path(1), Self.path(2)])
        #expect(adapter.host.cell(for: .item(Self.path(1)))?.isSelected == true)
        try adapter.host.deselectItem(at: Self.path(1))
        #expect(adapter.host.cell(for: .item(Self.path(1)))?.isSelected == false)

        adapter.host.allowsSelection = false
        try adapter.host.selectItem(at: Self.path(10), scrollPosition: .top)
        #expect(adapter.host.indexPathsForSelectedItems == [Self.path(2)])
        #expect(adapter.host.contentOffset.y == 10)
        #expect(log.events.isEmpty)
    }

    @Test func selectingWithAScrollPositionScrollsThere() throws {
        let (adapter, _, _) = Self.screen()
        try adapter.host.selectItem(at: Self.path(12), scrollPosition: .center)
        #expect(adapter.host.contentOffset.y == 10.5)  // the middle of row 12, 12.5, at the viewport's middle, 2
        #expect(adapter.host.indexPathsForVisibleItems.contains(Self.path(12)))
        #expect(adapter.host.cell(for: .item(Self.path(12)))?.isSelected == true)
    }

    @Test func tapsAskShouldSelectAndShouldDeselect() throws {
        let (adapter, controllers, log) = Self.screen()
        controllers[3].selectable = false
        #expect(try adapter.host.tap(at: .item(Self.path(3))) == false)
        #expect(adapter.host.indexPathsForSelectedItems.isEmpty)
        #expect(log.events == [.shouldSelect(3)])
        log.clear()

        #expect(try adapter.host.tap(at: .item(Self.path(4))))
        #expect(log.events == [.shouldSelect(4), .select(4)])
        log.clear()

        // Multiple selection: a tap on a selected item asks before deselecting it.
        adapter.host.allowsMultipleSelection = true
        controllers[4].deselectable = false
        #expect(try adapter.host.tap(at: .item(Self.path(4))))
        #expect(adapter.host.indexPathsForSelectedItems == [Self.path(4)])
        #expect(log.events == [.shouldDeselect(4)])
        log.clear()
        try adapter.host.deselect(at: Self.path(4))
        #expect(adapter.host.indexPathsForSelectedItems == [Self.path(4)])
        #expect(log.events == [.shouldDeselect(4)])
        log.clear()
        // Programmatic deselection does not ask.
        try adapter.host.deselectItem(at: Self.path(4))
        #expect(adapter.host.indexPathsForSelectedItems.isEmpty && log.events.isEmpty)

        controllers[4].deselectable = true
        try adapter.host.tap(at: .item(Self.path(4)))
        log.clear()
        #expect(try adapter.host.tap(at: .item(Self.path(4))) == false)
        #expect(log.events == [.shouldDeselect(4), .deselect(4)])
    }

    /// A delegate that is not an adapter answers `shouldSelect` / `shouldDeselect` too.
    @Test func delegateDecides() throws {
        final class Refusing: CellHostDelegate {
            var asked: [Event] = []
            func host(_ host: TableHost, shouldChangeSelectionOf itemPath: ItemPath, to isSelected: Bool) -> Bool {
                guard isSelected else {
                    asked.append(.shouldDeselect(itemPath.item))
                    return false
                }
                asked.append(.shouldSelect(itemPath.item))
                return itemPath.item % 2 == 0
            }
        }
        let source = ArrayDataSource([(0..<6).map { "Item \($0)" }])
        let delegate = Refusing()
        let host = TableHost(viewportSize: Size(width: 12, height: 4))
        host.dataSource = source
        host.delegate = delegate
        host.allowsMultipleSelection = true
        #expect(try host.tap(at: .item(Self.path(1))) == false)
        #expect(try host.tap(at: .item(Self.path(2))))
        #expect(try host.tap(at: .item(Self.path(2))))
        #expect(host.indexPathsForSelectedItems == [Self.path(2)])
        #expect(delegate.asked == [.shouldSelect(1), .shouldSelect(2), .shouldDeselect(2)])
    }

    /// Every item, every position, from every start offset, with and without pinned headers:
    /// the offset is the direct computation, clamped to the content.
    @Test("scrollToItem puts the item where its position says", arguments: [false, true])
    func scrollPositions(pinned: Bool) throws {
        var rng = DiffTestRandom(seed: pinned ? 7 : 3)
        let heights = (0..<3).map { _ in (0..<rng.int(1...4)).map { _ in Double(rng.int(1...3)) } }
        let viewport = 5.0
        var next = 0
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 12, height: viewport), layout: TableLayout(separator: .none, pinsSectionHeaders: pinned)),
            sections: heights.enumerated().map { section, items in
                ControllerSection(id: section, header: CaptionController("H\(section)"), items: items.map { height in
                    defer { next += 1 }
                    return LabelController(id: next, height: height)
                })
            })
        adapter.host.reloadData()
        let maxOffset = max(0, adapter.host.contentSize.height - viewport)
        for (section, items) in heights.enumerated() {
            for item in items.indices {
                let path = Self.path(item, section)
                let frame = try #require(adapter.host.rect(for: .item(path)))
                let covered = pinned ? 1.0 : 0
                for position: CellHost<TableLayout>.ScrollPosition in [.top, .center, .bottom, .nearest] {
                    for start in stride(from: 0.0, through: maxOffset, by: 1) {
                        adapter.host.contentOffset = Point(x: 0, y: start)
                        let wanted = switch position {
                        case .top: frame.minY - covered
                        case .center: frame.minY + frame.height / 2 - viewport / 2
                        case .bottom: frame.maxY - viewport
                        case .nearest:
                            if frame.minY >= start + covered && frame.maxY <= start + viewport { start }
                            else if frame.minY < start + covered || frame.height > viewport - covered { frame.minY - covered }
                            else { frame.maxY - viewport }
                        }
                        try adapter.host.scrollToItem(at: path, at: position, animated: true)
                        #expect(adapter.host.contentOffset.y == min(max(0, wanted), maxOffset), "\(path) \(position) from \(start)")
                        #expect(adapter.host.indexPathsForVisibleItems.contains(path))
                    }
                }
            }
        }
    }

    @Test func outOfRangePathsThrowAndChangeNothing() throws {
        let (adapter, _, log) = Self.screen()
        try adapter.host.selectItem(at: Self.path(2))
        adapter.host.contentOffset = Point(x: 0, y: 3)
        let before = adapter.host.observable
        for path in [Self.path(20), Self.path(-1), Self.path(0, 1), Self.path(0, -1)] {
            #expect(throws: CellHostError.itemOutOfRange(path, sectionCount: 1, itemCount: path.section == 0 ? 20 : nil)) {
                try adapter.host.selectItem(at: path, scrollPosition: .top)
            }
            #expect(throws: CellHostError.self) { try adapter.host.deselectItem(at: path) }
            #expect(throws: CellHostError.self) { try adapter.host.scrollToItem(at: path, at: .nearest) }
            #expect(adapter.host.observable == before)
        }
        #expect(log.events.isEmpty)
    }

    /// Random screens and random transitions (moves, inserts before, deletes, content changes,
    /// section changes): the selection follows its items and drops deleted ones, exactly as a
    /// reference model of identities says.
    @Test("selection follows items through updates", arguments: Array(UInt64(1)...80))
    func selectionFollowsItems(seed: UInt64) throws {
        let (old, new) = DiffTransitions.transition(seed: seed)
        var rng = DiffTestRandom(seed: seed ^ 0x5E1EC7)
        let log = EventLog()
        let host = TableHost(viewportSize: Size(width: 12, height: Double(rng.int(1...10))))
        host.allowsMultipleSelection = true
        let adapter = CellControllerAdapter<TableHost>(host: host)
        adapter.onEvent = { if case .fallBackToReload(let fallback) = $0 { Issue.record("seed \(seed): \(fallback)") } }
        try adapter.apply(HostApplyPropertyTests.sections(old, log: log))
        var selectedIDs: Set<Int> = []
        for (section, data) in old.enumerated() {
            for (item, model) in data.items.enumerated() where rng.chance(0.4) {
                try host.selectItem(at: Self.path(item, section))
                selectedIDs.insert(model.id)
            }
        }
        try adapter.apply(HostApplyPropertyTests.sections(new, log: log))

        // The reference: an item stays selected if it is still there, and neither the section it
        // left nor the one it is in now was deleted or inserted (UIKit cannot move an item out of
        // a deleted section or into an inserted one: those are a delete and an insert).
        let oldSections = Set(old.map(\.header.id)), newSections = Set(new.map(\.header.id))
        var oldSectionOf: [Int: Int] = [:]
        for data in old { for model in data.items { oldSectionOf[model.id] = data.header.id } }
        var expected: [ItemPath] = []
        for (section, data) in new.enumerated() {
            for (item, model) in data.items.enumerated() where selectedIDs.contains(model.id) {
                if let from = oldSectionOf[model.id], newSections.contains(from), oldSections.contains(data.header.id) {
                    expected.append(Self.path(item, section))
                }
            }
        }
        #expect(host.indexPathsForSelectedItems == expected, "seed \(seed): \(old) -> \(new)")
        for path in host.indexPathsForVisibleItems {
            #expect(host.cell(for: .item(path))?.isSelected == expected.contains(path), "seed \(seed)")
        }
    }
}
