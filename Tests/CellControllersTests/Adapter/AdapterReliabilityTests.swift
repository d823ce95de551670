import CellControllers
import CellControllersTestSupport
import Testing

// MARK: - Snapshots of models
//
// Every use of the `Snapshot` / `AnyDiffable` API in this file is in this section, so that the
// tests follow the snapshot API in one place when it changes.

/// The snapshot of `rows`: section `i` has model `RowSection(id: i)` and the rows as items.
private func modelsSnapshot(_ rows: [[Row]]) -> Snapshot<RowSection, Row> {
    Snapshot(rows.enumerated().map { (RowSection(id: $0.offset), $0.element) })
}

/// Makes each row's controller, and each section's footer, with the screen's closures.
@MainActor
private struct ProbeFactory: CellControllerFactory {
    let item: (Row) -> CellController<TableHost>
    let footer: (Int) -> CellController<TableHost>?

    func cellController(for row: Row) -> CellController<TableHost> {
        item(row)
    }

    func supplementaryController(_ kind: SupplementaryKind, forSection section: RowSection) -> CellController<TableHost>? {
        kind == .footer ? footer(section.id) : nil
    }
}

/// Shows `rows` on `adapter` as a snapshot of models made by `factory`: diffed, or with
/// `reloadData()` when `reloading`.
@MainActor
private func applyModels(_ rows: [[Row]], to adapter: CellControllerAdapter<TableHost>, using factory: ProbeFactory, reloading: Bool = false) throws(SnapshotError) {
    if reloading {
        try DiffableDataSource(host: adapter.host, factory: factory).apply(modelsSnapshot(rows), reloadingData: true, completion: nil)
    } else {
        try DiffableDataSource(host: adapter.host, factory: factory).apply(modelsSnapshot(rows), completion: nil)
    }
}

/// The number of items of each section of the screen `adapter` shows (read from its snapshot).
@MainActor
private func shownCounts(_ adapter: CellControllerAdapter<TableHost>) -> [Int] {
    (0..<adapter.snapshot.numberOfSections).map { adapter.snapshot.numberOfItems(inSection: $0) }
}

// MARK: - Probes

/// The events of every probe controller, in order, and the per-item prefetch rules they break.
@MainActor
private final class ProbeJournal {
    /// The probes' `prefetch`, `cancelPrefetch`, `willDisplay` and `didEndDisplaying` events.
    var events: [Event] = []
    /// Broken rules, with the item's id.
    var violations: [String] = []
    /// For each item id, the controller whose prefetch is outstanding.
    private var outstanding: [Int: ObjectIdentifier] = [:]
    /// How many items were displayed by the controller that prefetched them.
    private(set) var displayedByPrefetcher = 0

    /// The events of the kinds `kinds`, in order.
    func events(_ kinds: Set<Event.Kind>) -> [Event] {
        events.filter { kinds.contains($0.kind) }
    }

    var prefetchEvents: [Event] { events([.prefetch, .cancelPrefetch]) }

    /// The controllers whose prefetch is outstanding.
    var outstandingControllers: Set<ObjectIdentifier> { Set(outstanding.values) }

    func clear() { events.removeAll() }

    /// Records the event of `kind` of `probe`, checking that each item is prefetched at most once until it
    /// is cancelled or displayed, and cancelled only by the controller that prefetched it.
    func record(_ kind: Event.Kind, _ probe: Probe) {
        let id = probe.row.id
        events.append(Event(kind, id))
        switch kind {
        case .prefetch:
            if outstanding[id] != nil { violations.append("#\(id) prefetched twice without a cancel or display between") }
            outstanding[id] = ObjectIdentifier(probe)
        case .cancelPrefetch:
            if outstanding[id] != ObjectIdentifier(probe) { violations.append("#\(id) cancelled by a controller whose prefetch is not outstanding") }
            outstanding[id] = nil
        case .willDisplay:
            if outstanding.removeValue(forKey: id) == ObjectIdentifier(probe) { displayedByPrefetcher += 1 }
        default:
            break
        }
    }
}

/// A controller of `LabelCell` that journals its events.
private final class Probe: ModelCellController<LabelCell, AnyDiffable> {
    let row: Row
    let journal: ProbeJournal
    let fixedHeight: Double?
    var movable = false
    /// Runs after `willDisplayCell` is journaled.
    var onWillDisplay: (() -> Void)?

    /// A model that no other probe's is the same item as: an anonymous probe's identity.
    struct Anonymous: Identifiable, Equatable, Sendable {
        @MainActor static var made = 0
        let id: Int
    }

    /// - Parameter anonymous: whether the controller's identity is its own (a model no other
    ///   controller has), not its row's.
    init(_ row: Row, journal: ProbeJournal, height: Double?, anonymous: Bool = false) {
        self.row = row
        self.journal = journal
        self.fixedHeight = height
        Anonymous.made += 1
        super.init(model: anonymous ? AnyDiffable(Anonymous(id: Anonymous.made)) : AnyDiffable(row))
    }

    override func configureCell(_ cell: LabelCell) { cell.title = row.title }
    override func didChangePrefetching(_ isPrefetching: Bool) { if isPrefetching { journal.record(.prefetch, self) } else { journal.record(.cancelPrefetch, self) } }
    override func didChangeDisplay(of cell: LabelCell, isDisplayed: Bool) {
        if isDisplayed {
            journal.record(.willDisplay, self)
            onWillDisplay?()
        } else {
            journal.record(.didEndDisplaying, self)
        }
    }
    override func height(forWidth width: Double) -> Double? { fixedHeight }
    override func canMoveCell() -> Bool { movable }
}

/// A table of rows of probes, shown as either kind of screen.
@MainActor
private final class ProbeScreen {
    let kind: ScreenKind
    let adapter: CellControllerAdapter<TableHost>
    /// The host, through the adapter that drives it (the host keeps its adapter only weakly).
    var host: TableHost { adapter.host }
    let journal = ProbeJournal()
    /// Every item controller made, by row id, in order.
    private(set) var made: [Int: [Probe]] = [:]
    /// Every footer controller made, by section id, in order.
    private(set) var madeFooters: [Int: [Probe]] = [:]
    /// The sections that have a footer of their own.
    var sectionsWithFooters: Set<Int> = []
    /// A row's height (through its controller), or `nil` to measure the cell.
    var height: (Row) -> Double? = { _ in 1 }
    /// Called with every item controller made.
    var prepare: (Probe) -> Void = { _ in }
    /// Whether item controllers are made without a model (their identity is their own).
    var anonymous = false
    /// The rows shown last.
    private(set) var rows: [[Row]] = []

    init(_ kind: ScreenKind, viewport: Size, layout: TableLayout = TableLayout(separator: .none), prefetchDistance: PrefetchDistance? = nil) {
        self.kind = kind
        let host = TableHost(viewportSize: viewport, layout: layout)
        host.prefetchDistance = prefetchDistance
        adapter = CellControllerAdapter(host: host)
    }

    func makeItem(_ row: Row) -> Probe {
        let probe = Probe(row, journal: journal, height: height(row), anonymous: anonymous)
        made[row.id, default: []].append(probe)
        prepare(probe)
        return probe
    }

    func makeFooter(_ section: Int) -> Probe? {
        guard sectionsWithFooters.contains(section) else { return nil }
        let probe = Probe(Row(id: 1_000 + section, title: "Footer \(section)"), journal: journal, height: 1)
        madeFooters[section, default: []].append(probe)
        return probe
    }

    var factory: ProbeFactory {
        ProbeFactory(item: { [unowned self] in makeItem($0) }, footer: { [unowned self] in makeFooter($0) })
    }

    /// Shows `rows`: diffed, or reloaded (`apply(_:reloadingData: true)`).
    /// Controller sections always get new controller objects.
    func show(_ rows: [[Row]], reloading: Bool = false) throws(SnapshotError) {
        self.rows = rows
        switch kind {
        case .controllers:
            let sections = rows.enumerated().map { section, rows in
                ControllerSection(id: section, footer: makeFooter(section), items: rows.map { makeItem($0) })
            }
            if reloading { try adapter.controllerScreen().apply(Snapshot(sections), reloadingData: true) } else { try adapter.apply(sections) }
        case .models:
            try applyModels(rows, to: adapter, using: factory, reloading: reloading)
        }
    }

    /// The item controller shown at `path`.
    func probe(at path: ItemPath) -> Probe? {
        adapter.controller(at: path) as? Probe
    }

    /// The row ids of the screen shown, per section.
    var shownIDs: [[Int]] {
        shownCounts(adapter).enumerated().map { section, count in
            (0..<count).compactMap { probe(at: ItemPath(item: $0, section: section))?.row.id }
        }
    }
}

/// Rows `ids`, titled "Row <id>" plus `suffix`.
private func rowsOf(_ ids: [Int], suffix: String = "") -> [Row] {
    ids.map { Row(id: $0, title: "Row \($0)\(suffix)") }
}

/// The path of item `item` of `section`.
private func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

// MARK: - Tests

/// The adapter's bugs that lived in its split state (issue 16, item 7): each test is the
/// repro of one, on both kinds of screens where both apply.
@MainActor
@Suite("Adapter reliability")
struct AdapterReliabilityTests {
    // MARK: Prefetched twice

    /// A prefetching screen of 10 one-line rows in a 3-line viewport, 2 items ahead.
    private func prefetchingScreen(_ kind: ScreenKind) throws -> ProbeScreen {
        let screen = ProbeScreen(kind, viewport: Size(width: 12, height: 3), prefetchDistance: .items(2))
        try screen.show([rowsOf(Array(0..<10))])
        #expect(screen.journal.prefetchEvents == [.prefetch(3), .prefetch(4)])
        screen.journal.clear()
        return screen
    }

    /// The controllers of the host's prefetch window are exactly the ones whose prefetch is
    /// outstanding, and no rule was broken.
    private func checkWindow(_ screen: ProbeScreen, _ context: String) {
        let window = screen.host.indexPathsForPrefetchedItems
        let controllers = Set(window.compactMap { screen.probe(at: $0).map(ObjectIdentifier.init) })
        #expect(controllers.count == window.count && controllers == screen.journal.outstandingControllers, "\(context)")
        #expect(screen.journal.violations.isEmpty, "\(context): \(screen.journal.violations)")
    }

    @Test("Reloading a screen cancels the old controllers' prefetches before the new ones prefetch", arguments: ScreenKind.allCases)
    func reloadCancelsBeforePrefetching(kind: ScreenKind) throws {
        let screen = try prefetchingScreen(kind)
        try screen.show(screen.rows, reloading: true)
        #expect(screen.journal.prefetchEvents == [.cancelPrefetch(3), .cancelPrefetch(4), .prefetch(3), .prefetch(4)])
        #expect(screen.made[3]?.count == 2 && screen.made[4]?.count == 2, "the reload made new controllers")
        #expect(screen.host.indexPathsForPrefetchedItems == [path(3), path(4)])
        checkWindow(screen, "after the reload")
    }

    @Test("With contentChanges .reload, a changed prefetched item's old controller is cancelled before the new one prefetches", arguments: ScreenKind.allCases)
    func reloadStyleCancelsBeforePrefetching(kind: ScreenKind) throws {
        let screen = try prefetchingScreen(kind)
        screen.adapter.contentChanges = .reload
        var rows = screen.rows
        rows[0][3].title = "Row 3 changed"
        try screen.show(rows)
        // Controller sections bring new controllers for every item; a snapshot of models keeps
        // the controllers of the unchanged ones.
        #expect(screen.journal.prefetchEvents == (kind == .models
            ? [.cancelPrefetch(3), .prefetch(3)]
            : [.cancelPrefetch(3), .cancelPrefetch(4), .prefetch(3), .prefetch(4)]))
        checkWindow(screen, "after the apply")
    }

    @Test("When a batch moves the window, replaced controllers are cancelled before their items are prefetched or displayed again", arguments: ScreenKind.allCases)
    func movingWindowCancelsFirst(kind: ScreenKind) throws {
        let screen = try prefetchingScreen(kind)
        // Row 0 goes: rows 1-3 show, rows 4 and 5 are the window; row 3 changes too.
        var rows = [rowsOf(Array(1..<10))]
        rows[0][2].title = "Row 3 changed"
        try screen.show(rows)
        #expect(screen.journal.violations.isEmpty, "\(screen.journal.violations)")
        let firstCancel = screen.journal.events.firstIndex { $0.kind == .cancelPrefetch } ?? .max
        let firstNew = screen.journal.events.firstIndex { $0.kind == .prefetch || $0 == .willDisplay(3) } ?? -1
        #expect(firstCancel < firstNew, "\(screen.journal.events)")
        #expect(screen.host.indexPathsForPrefetchedItems == [path(3), path(4)])
        checkWindow(screen, "after the apply")
    }

    /// Random applies (deletes, inserts, moves, content changes, reloads, both content-change
    /// styles) and scrolls: no item is ever prefetched twice without a cancel or display
    /// between, and the prefetched controllers are those of the host's window.
    @Test("Random applies and scrolls keep the per-item prefetch rules", arguments: ScreenKind.allCases, Array(UInt64(1)...12))
    func randomPrefetchRules(kind: ScreenKind, seed: UInt64) throws {
        var rng = DiffTestRandom(seed: seed)
        let screen = ProbeScreen(kind, viewport: Size(width: 12, height: Double(rng.int(3...6))), prefetchDistance: rng.chance(0.5) ? .items(rng.int(1...4)) : .screens(1))
        screen.height = { Double(1 + $0.id % 2) }
        var ids = Array(0..<rng.int(10...40))
        var version = 0
        var nextID = ids.count
        try screen.show([rowsOf(ids)])
        for step in 0..<50 {
            switch rng.int(0..<5) {
            case 0:
                screen.host.contentOffset = Point(x: 0, y: max(0, screen.host.contentOffset.y + Double(rng.int(-5...5))))
            case 1:
                try screen.show([rowsOf(ids, suffix: " v\(version)")], reloading: true)
            default:
                for _ in 0..<rng.int(1...3) {
                    switch rng.int(0..<4) {
                    case 0 where ids.count > 1: ids.remove(at: rng.int(0..<ids.count))
                    case 1: ids.insert(nextID, at: rng.int(0...ids.count)); nextID += 1
                    case 2 where ids.count > 1: ids.swapAt(rng.int(0..<ids.count), rng.int(0..<ids.count))
                    default: version += 1
                    }
                }
                screen.adapter.contentChanges = rng.chance(0.5) ? .reload : .reconfigure
                try screen.show([rowsOf(ids, suffix: " v\(version)")])
            }
            checkWindow(screen, "seed \(seed) step \(step)")
            if !screen.journal.violations.isEmpty { break }
        }
    }

    /// The live controllers keep a prefetched controller by object, not by its identity: a
    /// factory's controller need not share its model's identity (here it has none of its own),
    /// and the controller that prefetched is still the one that displays or is cancelled, even
    /// when the window holds far more items than recently used controllers are kept for.
    @Test("A prefetched controller whose identity is not its model's is kept until displayed or cancelled")
    func anonymousPrefetchedControllersAreKept() throws {
        let screen = ProbeScreen(.models, viewport: Size(width: 12, height: 10), prefetchDistance: .items(200))
        screen.anonymous = true
        try screen.show([rowsOf(Array(0..<5_000))])
        var y = 0.0
        while y < 300 {
            y += 7
            screen.host.contentOffset = Point(x: 0, y: y)
            // Events for other, undisplayed items make controllers that pressure the cache.
            for item in 4_000..<4_100 { _ = screen.adapter.controller(at: path(item)) }
            checkWindow(screen, "at \(y)")
            if !screen.journal.violations.isEmpty { break }
        }
        #expect(screen.journal.displayedByPrefetcher > 250, "rows displayed by the controller that prefetched them")
    }

    // MARK: A footer's cell goes to the wrong controller

    /// A one-section screen with a footer of its own and a trigger whose loading footer is a
    /// probe: everything fits in the viewport, so the trigger fires at once.
    private func pagedScreen(_ kind: ScreenKind, sections: Int = 1) throws -> (ProbeScreen, LoadMoreTrigger<TableHost>, () -> [LoadMoreRequest], Probe) {
        let screen = ProbeScreen(kind, viewport: Size(width: 20, height: 12))
        screen.sectionsWithFooters = Set(0..<sections)
        try screen.show((0..<sections).map { rowsOf(Array($0 * 10..<$0 * 10 + 3)) })
        let loading = Probe(Row(id: 999, title: "Loading…"), journal: screen.journal, height: 1)
        var requests: [LoadMoreRequest] = []
        let trigger = LoadMoreTrigger<TableHost>(distance: .items(1), footer: { _, state, _ in state == .loading ? loading : nil }) { requests.append($0) }
        screen.adapter.loadMore = trigger
        #expect(trigger.state(of: .list) == .loading)
        return (screen, trigger, { requests }, loading)
    }

    @Test("An apply while the loading footer shows keeps its cell with the loading footer's controller", arguments: ScreenKind.allCases)
    func loadingFooterKeepsItsCell(kind: ScreenKind) throws {
        let (screen, _, requests, loading) = try pagedScreen(kind)
        let loadingCell = screen.host.cell(for: .supplementary(.footer, section: 0))
        #expect(loadingCell != nil && loading.currentCell() === loadingCell)
        var rows = screen.rows
        rows[0][1].title = "Row 1 changed"
        try screen.show(rows)
        let footer = try #require(screen.madeFooters[0]?.last)
        #expect(screen.host.cell(for: .supplementary(.footer, section: 0)) === loadingCell)
        #expect(loading.currentCell() === loadingCell)
        #expect(footer.currentCell() == nil, "the section's footer does not show the loading cell")
        #expect(screen.adapter.supplementaryController(.footer, inSection: 0) === loading)

        screen.journal.clear()
        requests().first?.finish()
        #expect(screen.journal.events([.willDisplay, .didEndDisplaying]) == [.didEndDisplaying(999), .willDisplay(1000)])
        #expect(footer.currentCell() === screen.host.cell(for: .supplementary(.footer, section: 0)))
        #expect(footer.currentCell()?.title == "Footer 0")
        #expect(loading.currentCell() == nil)
    }

    @Test("A loading footer that moves to a new last section is ended by its own controller", arguments: ScreenKind.allCases)
    func loadingFooterMovesToANewSection(kind: ScreenKind) throws {
        let (screen, _, requests, loading) = try pagedScreen(kind)
        let loadingCell = screen.host.cell(for: .supplementary(.footer, section: 0))
        screen.sectionsWithFooters = [0, 1]
        screen.journal.clear()
        try screen.show(screen.rows + [rowsOf([10, 11])])
        // Section 0 shows its own footer again; the loading footer is at the end of section 1.
        #expect(screen.host.cell(for: .supplementary(.footer, section: 0))?.render(width: 20).joined().contains("Footer 0") == true)
        #expect(screen.host.cell(for: .supplementary(.footer, section: 1))?.render(width: 20).joined().contains("Loading") == true)
        #expect(loading.currentCell() === screen.host.cell(for: .supplementary(.footer, section: 1)))
        // Section footers have the ids 1,000 + section.
        #expect(screen.journal.events([.didEndDisplaying]).filter { $0.id >= 1_000 }.isEmpty,
                "no section footer ended displaying a cell it never displayed: \(screen.journal.events)")
        #expect(loadingCell.map { cell in screen.madeFooters.values.joined().contains { $0.currentCell() === cell } } == false)
        screen.journal.clear()
        requests().first?.finish()
        // The loading footer ends its own cell and section 1 shows its footer; the page grew the
        // list and its end is still near, so the trigger fires again and the loading footer
        // replaces it once more.
        #expect(screen.journal.events([.willDisplay, .didEndDisplaying]) == [.didEndDisplaying(999), .willDisplay(1001), .didEndDisplaying(1001), .willDisplay(999)])
        #expect(requests().count == 2)
        #expect(loading.currentCell() === screen.host.cell(for: .supplementary(.footer, section: 1)))
        #expect(screen.madeFooters[1]?.last?.currentCell() == nil)
    }

    // MARK: A reloadThreshold reload drops controllers

    @Test("A reload over the threshold keeps the controllers of the visible unchanged items, and no more")
    func thresholdReloadKeepsControllers() throws {
        // No estimated heights: the reload measures all 1,000 rows through their controllers.
        let screen = ProbeScreen(.models, viewport: Size(width: 12, height: 10))
        let ids = Array(0..<1_000)
        try screen.show([rowsOf(ids)])
        screen.host.contentOffset = Point(x: 0, y: 500)
        let before = Dictionary(uniqueKeysWithValues: screen.host.indexPathsForVisibleItems.compactMap { screen.probe(at: $0) }.map { ($0.row.id, $0) })
        #expect(before.count == 10)
        screen.adapter.reloadThreshold = 0
        try screen.show([rowsOf([-1] + ids)])
        let after = screen.host.indexPathsForVisibleItems.compactMap { screen.probe(at: $0) }
        let kept = after.filter { before[$0.row.id] === $0 }
        #expect(kept.count >= 9, "visible unchanged items keep their controllers: \(kept.count) of \(after.count)")
        #expect(after.allSatisfy { $0.currentCell() != nil })
        #expect(screen.adapter.liveControllerCount <= 10 + 2 * 64 + 2, "\(screen.adapter.liveControllerCount) controllers alive")
    }

    // MARK: A nested apply is not queued

    @Test("An apply from willDisplay during the pagination footer's update is queued, not a fallback reload", arguments: ScreenKind.allCases)
    func applyDuringFooterUpdateIsQueued(kind: ScreenKind) throws {
        let screen = ProbeScreen(kind, viewport: Size(width: 20, height: 12))
        try screen.show([rowsOf(Array(0..<4))])
        var fallbacks: [AdapterFallback] = []
        screen.adapter.onEvent = { if case .fallBackToReload(let fallback) = $0 { fallbacks.append(fallback) } }
        try screen.host.tap(at: .item(path(1)))
        let loading = Probe(Row(id: 999, title: "Loading…"), journal: screen.journal, height: 1)
        var appliedFromFooter = false
        loading.onWillDisplay = {
            guard !appliedFromFooter else { return }
            appliedFromFooter = true
            try? screen.show([rowsOf(Array(0..<6))])
        }
        let trigger = LoadMoreTrigger<TableHost>(distance: .items(1), footer: { _, state, _ in state == .loading ? loading : nil }) { _ in }
        screen.adapter.loadMore = trigger
        #expect(appliedFromFooter)
        #expect(fallbacks.isEmpty, "\(fallbacks)")
        #expect(screen.host.indexPathsForSelectedItems == [path(1)], "the selection survived")
        #expect(screen.host.numberOfItems(inSection: 0) == 6)
        #expect(screen.shownIDs == [Array(0..<6)])
        #expect(screen.adapter.supplementaryController(.footer, inSection: 0) === loading)
        #expect(loading.currentCell() === screen.host.cell(for: .supplementary(.footer, section: 0)))
        #expect(screen.host.renderText().contains("Loading…"))
    }

    @Test("An apply from willDisplay of a row the live reorder reveals is shown, not a fallback reload; the move goes on", arguments: ScreenKind.allCases)
    func applyDuringInteractiveMoveIsShown(kind: ScreenKind) throws {
        // Row 0 is 3 lines tall: moving its target to the end reveals rows 3 to 5 (live reorder).
        let screen = ProbeScreen(kind, viewport: Size(width: 12, height: 5))
        screen.height = { $0.id == 0 ? 3 : 1 }
        var appliedFromRow4 = false
        var fallbacks: [AdapterFallback] = []
        screen.adapter.onEvent = { if case .fallBackToReload(let fallback) = $0 { fallbacks.append(fallback) } }
        screen.prepare = { probe in
            probe.movable = probe.row.id == 0
            guard probe.row.id == 4 else { return }
            probe.onWillDisplay = {
                guard !appliedFromRow4, screen.host.interactiveMovement != nil, shownCounts(screen.adapter) == [8] else { return }
                appliedFromRow4 = true
                try? screen.show([rowsOf(Array(0..<9))])
            }
        }
        try screen.show([rowsOf(Array(0..<8))])
        #expect(screen.host.indexPathsForVisibleItems == [path(0), path(1), path(2)])
        try screen.host.tap(at: .item(path(2)))
        try screen.host.beginInteractiveMovementForItem(at: path(0))
        try screen.host.updateInteractiveMovementTarget(to: path(7))
        #expect(appliedFromRow4)
        #expect(fallbacks.isEmpty, "\(fallbacks)")
        // The apply's batch carried the move: its target went back onto the item.
        #expect(screen.host.interactiveMovement == InteractiveMovement(source: path(0), target: path(0)))
        #expect(screen.shownIDs == [Array(0..<9)])
        var moves: [Move<ItemPath>] = []
        screen.adapter.onEvent = { if case .move(let move, _) = $0 { moves.append(move) } }
        try screen.host.updateInteractiveMovementTarget(to: path(8))
        try screen.host.endInteractiveMovement()
        #expect(moves == [Move(from: path(0), to: path(8))])
        #expect(screen.host.indexPathsForSelectedItems == [path(1)], "the selection followed row 2")
        #expect(screen.shownIDs == [Array(1..<9) + [0]])
        #expect(screen.host.numberOfItems(inSection: 0) == 9)
    }
}
