import CellControllers
import CellControllersTestSupport
import Testing

/// Random transitions applied to a real host through the adapter: after every apply the host
/// must look exactly like a host freshly loaded with the new data, and the display events must
/// account for exactly the visible cells.
@MainActor
@Suite("Snapshots applied to hosts")
struct HostApplyPropertyTests {
    typealias Data = DiffFixtures.Data

    final class ItemController: ModelCellController<LabelCell, DiffFixtures.Item> {
        var item: DiffFixtures.Item { model }
        let log: EventLog
        init(_ item: DiffFixtures.Item, log: EventLog) {
            self.log = log
            super.init(model: item)
        }
        override func configureCell(_ cell: LabelCell) { cell.title = item.description }
        override func didChangeDisplay(of cell: LabelCell, isDisplayed: Bool) { if isDisplayed { log.record(.willDisplay(item.id)) } else { log.record(.didEndDisplaying(item.id)) } }
        override func height(forWidth width: Double) -> Double? { Double(1 + item.id % 2) }
    }

    /// Item controllers for a snapshot of `DiffFixtures` models: the same controllers and
    /// header captions as ``sections(_:log:)``, made lazily.
    struct TransitionFactory: CellControllerFactory {
        let log: EventLog
        func cellController(for model: AnyDiffable) -> CellController<TableHost> {
            ItemController(model.model(as: DiffFixtures.Item.self) ?? DiffFixtures.Item(id: -1), log: log)
        }
        func supplementaryController(_ kind: SupplementaryKind, forSection section: AnyDiffable) -> CellController<TableHost>? {
            guard kind == .header, let header = section.model(as: DiffFixtures.Header.self), header.id % 2 == 0 else { return nil }
            return CaptionController(header.description)
        }
    }

    static func sections(_ data: Data, log: EventLog) -> [ControllerSection<TableHost>] {
        data.map { section in
            ControllerSection(
                id: section.header.id,
                header: section.header.id % 2 == 0 ? CaptionController(section.header.description) : nil,
                items: section.items.map { ItemController($0, log: log) })
        }
    }

    /// Shows `data` as a screen of `kind`, with a synchronous or an asynchronous apply.
    static func show(_ data: Data, as kind: ScreenKind, on adapter: CellControllerAdapter<TableHost>, log: EventLog, async: Bool) async throws {
        switch (kind, async) {
        case (.controllers, false): try adapter.apply(sections(data, log: log), completion: nil)
        case (.controllers, true): try await adapter.controllerScreen().apply(Snapshot(sections(data, log: log)))
        case (.models, false): try DiffableDataSource(host: adapter.host, factory: TransitionFactory(log: log)).apply(Snapshot(DiffFixtures.snapshot(data)), completion: nil)
        case (.models, true): try await DiffableDataSource(host: adapter.host, factory: TransitionFactory(log: log)).apply(Snapshot(DiffFixtures.snapshot(data)))
        }
    }

    /// The ids whose cells are displayed according to the events received so far.
    static func displayedIDs(_ log: EventLog) -> [Int: Int] {
        var displayed: [Int: Int] = [:]
        for event in log.events {
            switch event.kind {
            case .willDisplay: displayed[event.id, default: 0] += 1
            case .didEndDisplaying: displayed[event.id, default: 0] -= 1
            default: continue
            }
            if displayed[event.id] == 0 { displayed[event.id] = nil }
        }
        return displayed
    }

    /// The transition of `seed` from a screen of kind `from` to one of kind `to`.
    func check(seed: UInt64, reconfigure: ContentChangeStyle, from: ScreenKind, to: ScreenKind, async: Bool) async throws {
        let (old, new) = DiffTransitions.transition(seed: seed)
        var rng = DiffTestRandom(seed: seed ^ 0xABCD)
        let size = Size(width: 12, height: Double(rng.int(1...12)))
        let log = EventLog()
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: size, layout: TableLayout(separator: rng.chance(0.5) ? .none : .line(inset: 1))))
        try await Self.show(old, as: from, on: adapter, log: log, async: false)
        adapter.contentChanges = reconfigure
        // A diff of valid screens must always give batches the host accepts: no fallback.
        adapter.onEvent = { if case .fallBackToReload(let fallback) = $0 { Issue.record("seed \(seed): \(fallback)") } }
        adapter.host.reloadData()
        adapter.host.contentOffset = Point(x: 0, y: Double(rng.int(0...40)))
        let offset = adapter.host.contentOffset
        var before: [Int: (content: Int, section: Int, controller: ObjectIdentifier)] = [:]
        for path in adapter.host.indexPathsForVisibleItems {
            guard let controller = adapter.controller(at: path) as? ItemController else { continue }
            before[controller.item.id] = (controller.item.content, old[path.section].header.id, ObjectIdentifier(controller))
        }
        try await Self.show(new, as: to, on: adapter, log: log, async: async)

        let fresh = CellControllerAdapter(
            host: TableHost(viewportSize: size, layout: adapter.host.layout),
            sections: Self.sections(new, log: EventLog()))
        fresh.host.reloadData()
        fresh.host.contentOffset = adapter.host.contentOffset

        let context = "seed \(seed), \(reconfigure), \(from) → \(to)\(async ? " (async)" : ""), offset \(offset.y) → \(adapter.host.contentOffset.y)\nold \(old)\nnew \(new)"
        #expect(new.map(\.items.count) == (0..<adapter.host.numberOfSections).map { adapter.host.numberOfItems(inSection: $0) }, "\(context)")
        #expect(adapter.host.renderText() == fresh.host.renderText(), "\(context)")
        #expect(adapter.host.indexPathsForVisibleItems == fresh.host.indexPathsForVisibleItems, "\(context)")
        let visibleIDs = adapter.host.indexPathsForVisibleItems.map { new[$0.section].items[$0.item].id }
        #expect(Self.displayedIDs(log) == Dictionary(uniqueKeysWithValues: visibleIDs.map { ($0, 1) }), "\(context)\nevents \(log.events)")
        for path in adapter.host.indexPathsForVisibleItems {
            let controller = adapter.controller(at: path) as? ItemController
            #expect(controller?.item == new[path.section].items[path.item], "\(context) at \(path)")
            #expect(controller?.currentCell() === adapter.host.cell(for: .item(path)), "\(context) at \(path)")
            // A snapshot of models keeps the controller of a kept item whose content is
            // unchanged, and makes a fresh one for an item whose content changed or that the diff
            // deleted and inserted (it left a deleted section or entered an inserted one).
            if from == .models, to == .models, let controller, let previous = before[controller.item.id] {
                let kept = new.contains { $0.header.id == previous.section } && old.contains { $0.header.id == new[path.section].header.id }
                let unchanged = kept && previous.content == controller.item.content
                #expect((previous.controller == ObjectIdentifier(controller)) == unchanged, "\(context) at \(path)")
            }
        }
    }

    /// Every combination of the screens before and after.
    static let kindPairs: [(ScreenKind, ScreenKind)] = [(.controllers, .controllers), (.models, .models), (.controllers, .models), (.models, .controllers)]

    /// 2,000 random transitions, each with one of the four combinations of screen kinds.
    @Test(arguments: 0..<8)
    func randomTransitionsLeaveTheHostAsIfFreshlyLoaded(batch: Int) async throws {
        for seed in UInt64(batch * 250)..<UInt64(batch * 250 + 250) {
            let (from, to) = Self.kindPairs[Int(seed % 4)]
            try await check(seed: seed, reconfigure: seed % 3 == 0 ? .reload : .reconfigure, from: from, to: to, async: false)
        }
    }

    /// The random transitions of snapshots of models again with other seeds: the lazy path
    /// gets as many as the original eager suite had.
    @Test(arguments: 8..<12)
    func randomTransitionsOfSnapshotsOfModels(batch: Int) async throws {
        for seed in UInt64(batch * 250)..<UInt64(batch * 250 + 250) {
            try await check(seed: seed, reconfigure: seed % 3 == 0 ? .reload : .reconfigure, from: .models, to: .models, async: false)
        }
    }

    /// Asynchronous applies (diffed off the main actor) give the same hosts.
    @Test(arguments: 12..<14)
    func randomTransitionsAppliedAsynchronously(batch: Int) async throws {
        for seed in UInt64(batch * 250)..<UInt64(batch * 250 + 250) {
            let (from, to) = Self.kindPairs[Int(seed % 4)]
            try await check(seed: seed, reconfigure: seed % 3 == 0 ? .reload : .reconfigure, from: from, to: to, async: true)
        }
    }

    @Test(arguments: ScreenKind.allCases)
    func deletedVisibleItemsEndDisplayingOnTheirOwnController(kind: ScreenKind) throws {
        let screen = RowScreen(kind, rows: rows([6]))
        screen.log.clear()
        try screen.show([[0, 2, 4, 5].map { Row(id: $0, title: "Row \($0)") }])
        #expect(screen.log.events([.didEndDisplaying]).sorted { $0.id < $1.id } == [.didEndDisplaying(1), .didEndDisplaying(3)])
        #expect(screen.log.events.contains(.willDisplay(5)))
        #expect(screen.controller(at: ItemPath(item: 3, section: 0))?.currentCell() === screen.host.cell(for: .item(ItemPath(item: 3, section: 0))))
    }

    @Test(arguments: ScreenKind.allCases, [ContentChangeStyle.reconfigure, .reload])
    func changedContentIsReconfiguredInPlaceByDefaultAndReloadedOnRequest(kind: ScreenKind, style: ContentChangeStyle) throws {
        let screen = RowScreen(kind, rows: rows([3]))
        screen.adapter.contentChanges = style
        let before = (screen.host.cell(for: .item(ItemPath(item: 1, section: 0))) as? LabelCell)?.reuseCount
        try screen.show([[Row(id: 0, title: "Row 0"), Row(id: 1, title: "changed"), Row(id: 2, title: "Row 2")]])
        let after = screen.host.cell(for: .item(ItemPath(item: 1, section: 0))) as? LabelCell
        #expect(after?.title == "changed")
        // A reload replaces the cell: the old one goes back to the pool and a dequeued one
        // (perhaps the same object, reused) is prepared for reuse; a reconfigure keeps it.
        #expect((after?.reuseCount == before) == (style == .reconfigure), "\(style)")
        #expect(screen.controller(at: ItemPath(item: 1, section: 0))?.currentCell() === after)
    }

    final class BadgeController: ModelCellController<BadgeCell, Row> {
        var row: Row { model }
        let log: EventLog?
        init(row: Row, log: EventLog?) {
            self.log = log
            super.init(model: row)
        }
        override func configureCell(_ cell: BadgeCell) { cell.badge = "fav" }
        override func didChangeDisplay(of cell: BadgeCell, isDisplayed: Bool) { if isDisplayed { log?.record(.willDisplayBadge(row.id)) } }
    }

    @Test(arguments: [false, true])
    func anItemWhoseControllerWantsAnotherCellClassGetsANewCell(changed: Bool) throws {
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
        #expect(host.cell(for: .item(ItemPath(item: 1, section: 0))) is BadgeCell, "changed: \(changed)")
        #expect(log.events.contains(.didEndDisplaying(1)), "the old controller ends displaying its cell")
        #expect(log.events.last == .willDisplayBadge(1))
    }

    /// With a snapshot of models, an item's fresh controller (its content changed) may want
    /// another cell class: the item is reloaded. An unchanged item keeps its controller, and so
    /// its cell class, whatever the factory would make now.
    @Test(arguments: [false, true])
    func aChangedItemWhoseFreshControllerWantsAnotherCellClassGetsANewCell(changed: Bool) throws {
        let screen = RowScreen(.models, rows: rows([3]))
        // Rows titled "fav" get a badge.
        screen.factory.make = { row, log, height in
            row.title == "fav" ? BadgeController(row: row, log: log) : LabelController(row, log: log, height: height)
        }
        screen.log.clear()
        try screen.show([[Row(id: 0, title: "Row 0"), Row(id: 1, title: changed ? "fav" : "Row 1"), Row(id: 2, title: "Row 2")]])
        let cell = screen.host.cell(for: .item(ItemPath(item: 1, section: 0)))
        #expect((cell is BadgeCell) == changed)
        #expect(screen.log.events.contains(.didEndDisplaying(1)) == changed, "the old controller ends displaying its cell")
        #expect((screen.log.events.last == .willDisplayBadge(1)) == changed)
        #expect((screen.adapter.controller(at: ItemPath(item: 1, section: 0)) as? BadgeController)?.currentCell() === (changed ? cell : nil))
    }

    @Test(arguments: ScreenKind.allCases)
    func duplicateIdentifiersThrowAndChangeNothing(kind: ScreenKind) throws {
        let screen = RowScreen(kind, rows: rows([3]), layout: TableLayout())
        let before = screen.host.observable
        var completions = 0
        #expect(throws: SnapshotError.self) {
            try screen.show([[Row(id: 1, title: "a"), Row(id: 1, title: "b")]]) { completions += 1 }
        }
        #expect(screen.host.observable == before)
        #expect(screen.adapter.snapshot.numberOfItems(inSection: 0) == 3)
        #expect(screen.adapter.sections[0].items.count == 3)
        #expect(completions == 0)
    }

    final class ChainingController: ModelCellController<LabelCell, Row> {
        var onDisplay: (() -> Void)?
        override func didChangeDisplay(of cell: LabelCell, isDisplayed: Bool) {
            guard isDisplayed else { return }
            let action = onDisplay
            onDisplay = nil
            action?()
        }
    }

    @Test(arguments: ScreenKind.allCases)
    func anApplyRequestedDuringAnApplyIsQueuedAndRunsAfterIt(kind: ScreenKind) throws {
        let screen = RowScreen(kind, rows: rows([2]), layout: TableLayout(rowHeight: 1, separator: .none), height: nil)
        enum Step: Equatable {
            /// The apply was queued while the host showed this many rows.
            case queuedWhile(rows: Int)
            case firstShown
            /// The queued apply was shown, leaving the host this many rows.
            case queuedShown(rows: Int)
            case failed(String)
        }
        var steps: [Step] = []
        let onDisplay = {
            do {
                try screen.show(rows([1])) { steps.append(.queuedShown(rows: screen.host.numberOfItems(inSection: 0))) }
            } catch {
                steps.append(.failed("\(error)"))
            }
            steps.append(.queuedWhile(rows: screen.host.numberOfItems(inSection: 0)))
        }
        let chaining = ChainingController(model: Row(id: 100, title: "new"))
        chaining.onDisplay = onDisplay
        screen.factory.make = { row, log, height in
            guard row.id == 100 else { return LabelController(row, log: log, height: height) }
            let controller = ChainingController(model: row)
            controller.onDisplay = onDisplay
            return controller
        }
        switch kind {
        case .controllers:
            try screen.adapter.apply(
                [ControllerSection(model: RowSection(id: 0), items: screen.adapter.sections[0].items + [chaining])],
                completion: { steps.append(.firstShown) })
        case .models:
            try screen.show(rows([2]).map { $0 + [Row(id: 100, title: "new")] }) { steps.append(.firstShown) }
        }
        #expect(steps == [.queuedWhile(rows: 3), .firstShown, .queuedShown(rows: 1)])
        #expect(screen.host.numberOfItems(inSection: 0) == 1)
        #expect(screen.adapter.sections[0].items.count == 1)
        #expect(screen.host.renderText() == freshText(rows([1]), height: nil))
    }

    @Test(arguments: ScreenKind.allCases)
    func largeChangesFallBackToReloadData(kind: ScreenKind) throws {
        let screen = RowScreen(kind, rows: rows([50]), viewport: Size(width: 12, height: 3), layout: TableLayout(rowHeight: 1, separator: .none), height: nil)
        screen.adapter.reloadThreshold = 10
        try screen.host.tap(at: .item(ItemPath(item: 0, section: 0)))
        try screen.show([(100..<150).map { Row(id: $0, title: "Row \($0)") }])
        #expect(screen.host.indexPathsForSelectedItems.isEmpty, "reloadData clears the selection")
        #expect((screen.host.cell(for: .item(ItemPath(item: 0, section: 0))) as? LabelCell)?.title == "Row 100")
    }
}
