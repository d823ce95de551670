import CellControllers
import CellControllersDesignSystem
import CellControllersTestSupport
import Testing

/// A feed of rows that loads pages through a `LoadMoreTrigger`, recording its requests.
@MainActor
final class PagedScreen {
    let kind: ScreenKind
    let adapter: CellControllerAdapter<TableHost>
    /// The host, through the adapter that drives it (the host keeps its adapter only weakly).
    var host: TableHost { adapter.host }
    let trigger: LoadMoreTrigger<TableHost>
    private(set) var rows: [[Row]]
    /// Every request the trigger made, in order.
    var requests: [LoadMoreRequest] = []
    /// Events in order: requests, state changes, apply completions.
    var events: [Event] = []

    enum Event: Equatable {
        /// The trigger asked for a page of `end`, which had `itemCount` items.
        case load(LoadMoreEnd, itemCount: Int)
        /// The state of `end` changed.
        case state(LoadMoreEnd, LoadMoreState)
        /// An apply completed.
        case applied

        /// Whether the event is a change to the failed state.
        var isFailure: Bool {
            if case .state(_, .failed) = self { true } else { false }
        }
    }
    private var nextID: Int

    init(_ kind: ScreenKind, rows: [[Row]], distance: LoadMoreDistance = .items(2), scope: LoadMoreScope = .list, viewport: Size = Size(width: 40, height: 5)) {
        self.kind = kind
        self.rows = rows
        nextID = rows.joined().map(\.id).max().map { $0 + 1 } ?? 0
        adapter = CellControllerAdapter(host: TableHost(viewportSize: viewport, layout: TableLayout(rowHeight: 1, separator: .none)))
        var record: (LoadMoreRequest) -> Void = { _ in }
        trigger = LoadMoreTrigger<TableHost>(distance: distance, scope: scope) { record($0) }
        try? show(rows)
        host.reloadData()
        record = { [weak self] request in
            self?.requests.append(request)
            self?.events.append(.load(request.end, itemCount: request.itemCount))
        }
        trigger.didChangeState = { [weak self] end, state in self?.events.append(.state(end, state)) }
        adapter.loadMore = trigger
    }

    func show(_ rows: [[Row]], completion: (() -> Void)? = nil) throws(SnapshotError) {
        switch kind {
        case .controllers:
            try adapter.apply(rows.enumerated().map { ControllerSection(model: RowSection(id: $0.offset), items: $0.element.map { LabelController($0) }) },
                              completion: completion)
        case .models:
            try DiffableDataSource(host: adapter.host, factory: RowFactory(height: nil)).apply(Snapshot(rowSnapshot(rows)), completion: completion)
        }
        self.rows = rows
    }

    /// Appends a page of `count` rows to `section` (the last by default) and applies it.
    func appendPage(_ count: Int, toSection section: Int? = nil) throws(SnapshotError) {
        var data = rows
        let target = section ?? data.count - 1
        for _ in 0..<count {
            data[target].append(Row(id: nextID, title: "Row \(nextID)"))
            nextID += 1
        }
        try show(data)
    }

    /// The rendered footer of the last section, if visible.
    var lastFooterText: String? {
        host.cell(for: .supplementary(.footer, section: host.numberOfSections - 1)).map { $0.render(width: 40).joined() }
    }
}

@MainActor
@Suite("Pagination")
struct PaginationTests {
    @Test("Nothing fires until the end comes within the distance; then once", arguments: ScreenKind.allCases)
    func firesOnceNearEnd(kind: ScreenKind) throws {
        let screen = PagedScreen(kind, rows: rows([12]))
        #expect(screen.requests.isEmpty)
        screen.host.contentOffset = Point(x: 0, y: 4)   // last visible: 8, 3 after it
        #expect(screen.requests.isEmpty)
        screen.host.contentOffset = Point(x: 0, y: 5)   // last visible: 9, 2 after it
        #expect(screen.requests.map(\.end) == [.list])
        #expect(screen.requests.first?.itemCount == 12)
        #expect(screen.trigger.state(of: .list) == .loading)
        screen.requests[0].finish()
        #expect(screen.events == [.state(.list, .loading), .load(.list, itemCount: 12), .state(.list, .idle)])
        screen.host.contentOffset = Point(x: 0, y: 0)
        screen.host.contentOffset = Point(x: 0, y: 7)
        #expect(screen.requests.count == 1)  // same count: not again
    }

    @Test("It fires again once the item count changed and the end comes near again", arguments: ScreenKind.allCases)
    func firesAgainAfterCountChange(kind: ScreenKind) throws {
        let screen = PagedScreen(kind, rows: rows([10]))
        screen.host.contentOffset = Point(x: 0, y: 5)
        #expect(screen.requests.count == 1)
        try screen.appendPage(10)
        screen.requests[0].finish()
        #expect(screen.requests.count == 1)   // the new page moved the end away
        screen.host.contentOffset = Point(x: 0, y: 15)
        #expect(screen.requests.count == 2)
        #expect(screen.requests[1].itemCount == 20)
    }

    @Test("The loading footer shows while loading; it goes when the request finishes", arguments: ScreenKind.allCases)
    func loadingFooter(kind: ScreenKind) throws {
        let screen = PagedScreen(kind, rows: rows([6]))
        screen.host.contentOffset = Point(x: 0, y: 10)
        #expect(screen.requests.count == 1)
        screen.host.contentOffset = Point(x: 0, y: 10)
        #expect(screen.host.renderText().contains("Loading more…"))
        #expect(screen.lastFooterText?.contains("◌") == true)
        try screen.appendPage(10)
        screen.host.contentOffset = Point(x: 0, y: 20)
        #expect(screen.host.renderText().contains("Loading more…"))  // still loading after the apply
        #expect(screen.requests.count == 1)
        screen.host.contentOffset = Point(x: 0, y: 0)
        screen.requests[0].finish()
        #expect(screen.trigger.state(of: .list) == .idle)
        #expect(screen.adapter.supplementaryController(.footer, inSection: 0) == nil)
        screen.host.contentOffset = Point(x: 0, y: 20)
        // The footer appeared below the viewport (as in UIKit, the offset stays): scroll to it.
        screen.host.contentOffset = Point(x: 0, y: 20)
        #expect(screen.lastFooterText?.contains("Loading more…") == true)
        #expect(screen.requests.map(\.itemCount) == [6, 16])
    }

    @Test("A failure shows the error footer; a tap on it retries", arguments: ScreenKind.allCases)
    func errorFooterAndRetry(kind: ScreenKind) throws {
        let screen = PagedScreen(kind, rows: rows([6]))
        screen.host.contentOffset = Point(x: 0, y: 10)
        screen.requests[0].fail(message: "Offline")
        #expect(screen.trigger.state(of: .list) == .failed(message: "Offline"))
        screen.host.contentOffset = Point(x: 0, y: 10)
        #expect(screen.host.renderText().contains("✕ Offline — tap to retry"))
        // A late or second answer to the failed request is ignored.
        screen.requests[0].finish()
        #expect(screen.trigger.state(of: .list) == .failed(message: "Offline"))
        #expect(try screen.host.tap(at: .supplementary(.footer, section: 0)))
        #expect(screen.requests.count == 2)
        #expect(screen.requests[1].itemCount == 6)
        #expect(screen.host.renderText().contains("Loading more…"))
        try screen.appendPage(4)
        screen.requests[1].finish()
        #expect(screen.trigger.state(of: .list) == .idle)
        #expect(!screen.trigger.retry(.list))   // nothing to retry
    }

    @Test("No firing during a batch update: the trigger looks once the apply is over")
    func notDuringApply() throws {
        let screen = PagedScreen(.controllers, rows: rows([10]))
        screen.host.contentOffset = Point(x: 0, y: 1)
        #expect(screen.requests.isEmpty)
        // Deleting rows brings the end into view during the batch.
        var data = screen.rows
        data[0].removeLast(5)
        try screen.show(data) { screen.events.append(.applied) }
        #expect(screen.events == [.applied, .state(.list, .loading), .load(.list, itemCount: 5)])
    }

    @Test("Each section is an end of its own")
    func eachSection() throws {
        let screen = PagedScreen(.controllers, rows: rows([3, 8]), distance: .items(0), scope: .eachSection)
        // Section 0 (3 items) is fully visible at once: its end fires, section 1's does not.
        let first = DiffIdentifier(type: RowSection.self, id: 0)
        let second = DiffIdentifier(type: RowSection.self, id: 1)
        #expect(screen.requests.map(\.end) == [.section(first)])
        #expect(screen.host.renderText().contains("Loading more…"))  // section 0's footer
        screen.requests[0].finish()
        screen.host.contentOffset = Point(x: 0, y: 20)
        #expect(screen.requests.map(\.end) == [.section(first), .section(second)])
        #expect(screen.requests[1].itemCount == 8)
    }

    @Test("A distance in points measures from the last visible item's bottom to the end's")
    func points() throws {
        let screen = PagedScreen(.controllers, rows: rows([20]), distance: .points(3))
        screen.host.contentOffset = Point(x: 0, y: 11)  // last visible 15: 4 points from the end
        #expect(screen.requests.isEmpty)
        screen.host.contentOffset = Point(x: 0, y: 12)  // last visible 16: 3 points
        #expect(screen.requests.count == 1)
    }

    @Test("A handler that applies its page at once, during the scroll that fired it, leaves a consistent host",
          arguments: ScreenKind.allCases, [UInt64(21), 22, 23])
    func synchronousPages(kind: ScreenKind, seed: UInt64) throws {
        var random = DiffTestRandom(seed: seed)
        let screen = PagedScreen(kind, rows: rows([10]), viewport: Size(width: 12, height: 5))
        var pages = 0
        screen.trigger.didChangeState = nil
        let synchronous = LoadMoreTrigger<TableHost>(distance: .items(2)) { [unowned screen] request in
            guard pages < 5 else { return request.finish() }
            pages += 1
            try? screen.appendPage(4)
            request.finish()
        }
        screen.adapter.loadMore = synchronous
        for _ in 0..<40 {
            screen.host.contentOffset = Point(x: 0, y: Double(random.int(0...Int(screen.host.contentSize.height))))
            let fresh = PagedScreen(.controllers, rows: screen.rows, viewport: Size(width: 12, height: 5))
            fresh.adapter.loadMore = nil
            fresh.host.contentOffset = screen.host.contentOffset
            // The same rows where the fresh host shows them (the footer, if any, aside).
            #expect(screen.host.indexPathsForVisibleItems == fresh.host.indexPathsForVisibleItems)
            #expect(screen.host.visibleCells.count == screen.host.indexPathsForVisibleItems.count + (screen.lastFooterText == nil ? 0 : 1))
        }
        #expect(pages == 5)
        #expect(screen.rows[0].count == 30)
    }

    @Test("Random scroll sequences fire exactly once per end and item count, as a reference model says",
          arguments: ScreenKind.allCases, [UInt64(11), 12, 13, 14, 15])
    func randomScrolling(kind: ScreenKind, seed: UInt64) throws {
        var random = DiffTestRandom(seed: seed)
        let distance = random.int(0...3)
        let screen = PagedScreen(kind, rows: rows([random.int(8...15)]), distance: .items(distance))
        // The model: the count at the last firing, and whether a request is out or failed.
        var firedCount: Int?
        var busy = false
        var expectedRequests = 0
        func modelLooks() {
            let total = screen.rows[0].count
            guard let last = screen.host.indexPathsForVisibleItems.max(), !busy, firedCount != total else { return }
            if total - 1 - last.item <= distance {
                firedCount = total
                busy = true
                expectedRequests += 1
            }
        }
        modelLooks()
        for _ in 0..<120 {
            let pending = screen.requests.last
            switch random.int(0..<8) {
            case 0 where busy && pending.map { screen.trigger.state(of: $0.end) == .loading } == true:
                if random.chance(0.6) { try screen.appendPage(random.int(0...4)) }
                busy = false
                pending?.finish()
            case 1 where busy && screen.trigger.state(of: .list) == .loading:
                pending?.fail(message: "no network")
            case 2 where screen.trigger.state(of: .list) != .idle && screen.trigger.state(of: .list) != .loading:
                screen.trigger.retry(.list)
                expectedRequests += 1
                firedCount = screen.rows[0].count
            default:
                let height = screen.host.contentSize.height
                screen.host.contentOffset = Point(x: 0, y: Double(random.int(0...Int(height))))
            }
            modelLooks()
            #expect(screen.requests.count == expectedRequests)
        }
        #expect(expectedRequests > 0)
    }
}

@MainActor
@Suite("Pagination leaks")
struct PaginationLeakTests {
    @Test("The adapter, its trigger, footers and requests are freed with the host, loading or not")
    func freed() {
        weak var weakHost: TableHost?
        weak var weakAdapter: CellControllerAdapter<TableHost>?
        weak var weakTrigger: LoadMoreTrigger<TableHost>?
        weak var weakRequest: LoadMoreRequest?
        do {
            let screen = PagedScreen(.models, rows: rows([6]))
            screen.host.contentOffset = Point(x: 0, y: 10)
            screen.requests[0].fail(message: "offline")
            screen.host.contentOffset = Point(x: 0, y: 10)
            #expect(screen.host.renderText().contains("offline"))
            weakHost = screen.host
            weakAdapter = screen.adapter
            weakTrigger = screen.trigger
            weakRequest = screen.requests.first
        }
        #expect(weakHost == nil)
        #expect(weakAdapter == nil)
        #expect(weakTrigger == nil)
        #expect(weakRequest == nil)
    }
}

@MainActor
@Suite("Pagination in grids")
struct GridPaginationTests {
    @Test("A grid fires near its end and shows the standard footers under its last row")
    func gridFooters() throws {
        let host = GridHost(viewportSize: Size(width: 30, height: 4), layout: GridLayout(columns: .fixed(2), itemHeight: 1))
        let adapter = CellControllerAdapter(host: host, sections: [
            ControllerSection(id: 0, items: (0..<12).map { TileController(id: $0) }),
        ])
        var requests: [LoadMoreRequest] = []
        adapter.loadMore = LoadMoreTrigger(distance: .items(1)) { requests.append($0) }
        #expect(requests.isEmpty)
        host.contentOffset = Point(x: 0, y: 2)   // rows 2-5: items 4-11, the last one visible
        #expect(requests.map(\.itemCount) == [12])
        host.contentOffset = Point(x: 0, y: 10)
        #expect(host.renderText().split(separator: "\n").last?.contains("Loading more…") == true)
        requests[0].fail(message: "Timeout")
        #expect(host.renderText().contains("✕ Timeout — tap to retry"))
        #expect(try host.tap(at: .supplementary(.footer, section: 0)))
        #expect(requests.count == 2)
    }
}

@MainActor
@Suite("Pagination with an async loader")
struct AsyncPaginationTests {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    /// Continuations that let the test step the loader: no timing involved.
    @MainActor
    final class Gates {
        var entered: CheckedContinuation<Void, Never>?
        var release: CheckedContinuation<Void, Never>?
        var settled: CheckedContinuation<Void, Never>?
        var fails = true
    }

    @Test("Loading while the loader runs, the error footer when it throws, idle with the page when it returns")
    func asyncLoader() async throws {
        let host = TableHost(viewportSize: Size(width: 30, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: rowSections(rows([6])))
        let gates = Gates()
        let trigger = LoadMoreTrigger<TableHost>(distance: .items(1)) { request async throws in
            gates.entered?.resume()
            gates.entered = nil
            await withCheckedContinuation { gates.release = $0 }
            if gates.fails { throw Offline() }
            try await adapter.controllerScreen().apply(Snapshot(rowSections(rows([12]))))
        }
        trigger.didChangeState = { _, state in
            guard state != .loading else { return }
            gates.settled?.resume()
            gates.settled = nil
        }
        adapter.loadMore = trigger
        await withCheckedContinuation { entered in
            gates.entered = entered
            host.contentOffset = Point(x: 0, y: 2)   // the last row is visible: the loader starts
        }
        #expect(trigger.state(of: .list) == .loading)
        host.contentOffset = Point(x: 0, y: 5)
        #expect(host.renderText().contains("Loading more…"))

        await withCheckedContinuation { settled in
            gates.settled = settled
            gates.release?.resume()
        }
        #expect(trigger.state(of: .list) == .failed(message: "offline"))
        #expect(host.renderText().contains("✕ offline — tap to retry"))

        gates.fails = false
        await withCheckedContinuation { entered in
            gates.entered = entered
            _ = try? host.tap(at: .supplementary(.footer, section: 0))
        }
        await withCheckedContinuation { settled in
            gates.settled = settled
            gates.release?.resume()
        }
        #expect(trigger.state(of: .list) == .idle)
        #expect(adapter.snapshot.numberOfItems(inSection: 0) == 12)
        #expect(!host.renderText().contains("more…"))
    }
}
