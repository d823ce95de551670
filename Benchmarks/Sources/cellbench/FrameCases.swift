import CellControllers
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The frame budget (issue 28 §3): every user-facing main-actor operation on a screen of
/// 1,000,000 rows, each with the longest time it keeps the main actor busy at once. A frame at
/// 120 Hz is 8.3 ms; a gesture whose longest stall is longer drops a frame.
///
/// Every case shows a `Snapshot<Group, Item>` through a `DiffableDataSource` and a
/// `CellRegistration` (lazy controllers, estimated heights, rows of height 1), as an app shows a
/// large list, scrolled to its middle (its top for pull to refresh). Each run prepares the
/// operation (not timed: a drag begun, items selected, the screen reset) and then performs it.
///
/// How the stall is measured (`main_actor_longest_stall_ns`): a probe task on the main actor
/// (`MainActorProbe`, a main-queue heartbeat) takes a turn whenever the main actor is free and
/// notes the longest wait between two turns while the operation runs, from the call to its end
/// (an asynchronous operation's end is the return of its `await`: its diff off the main actor,
/// then every main-actor slice it runs). For a synchronous operation that is the whole call;
/// for an asynchronous one it is its longest main-actor slice. The figure is the median over the
/// runs (`main_actor_longest_stall_max_ns` the largest); `median_ns` is the operation's wall
/// time, end to end. Each case measures the same operation on 100,000 rows in the same process:
/// `main_actor_longest_stall_ns_100k` and `ratio_vs_100k` (of the stalls).
/// `main_actor_first_run_stall_ns` is the first run's stall (a warm-up, left out of the
/// figures: what the first such gesture on a fresh screen costs, an index built lazily
/// included). The first run starts ``firstRunPause`` (100 ms, `first_run_pause_ns`) after the
/// screen appeared, the main actor free meanwhile: a user's first gesture comes no sooner
/// (work the library does off the main actor after showing a screen, such as building a large
/// screen's identifier index, runs then; whatever of it is left when the gesture comes, the
/// gesture waits for, and the column shows it). `within_frame` says whether the stall is
/// within 8.3 ms. An operation whose
/// synchronous form
/// cannot fit names the form the documentation recommends at this size (its own case) in
/// `recommended_instead`.
///
/// `cellbench frame` runs them all; `python3 Benchmarks/frame-table.py` turns its output into
/// the README's table.
enum FrameCases {
    /// One 120 Hz frame, in nanoseconds.
    static let budget = 8_333_333
    /// The pause between a screen appearing and the first run of an operation on it: the
    /// quickest a user's first gesture follows a screen (a swipe or a tap takes longer to make),
    /// 100 ms; `CELLBENCH_FIRST_RUN_PAUSE_MS` sets another (0 for none).
    static let firstRunPause = Duration.milliseconds(
        getenv("CELLBENCH_FIRST_RUN_PAUSE_MS").flatMap { Int(String(cString: $0)) } ?? 100)

    static let all: [AsyncBenchCase] = [
        frame("swipedelete", "a full swipe on a row whose delete action runs dataSource.update { try $0.deleteItems([item.id]) }: the edit of the requested snapshot and the batch update it recorded (no diff with nothing in flight), end to end") { n in
            SwipeDelete(n: n)
        },
        frame("swipedelete.async", "the same full swipe, whose delete action (completing later) runs try await dataSource.update { try $0.deleteItems([item.id]) }: the diff off the main actor; to the action's completion") { n in
            SwipeDelete(n: n, asynchronously: true)
        },
        frame("apply.async", "try await dataSource.apply(snapshot) of 10,000 changes (2,500 each deleted, inserted, moved, content changed): the diff runs off the main actor; the stall is its longest main-actor slice") { n in
            AsyncApply(n: n)
        },
        frame("sectionapply", "try dataSource.apply(sectionSnapshot, to: section) of one section (a row added to its 1,000) of a screen of n / 1,000 sections: only that section is diffed") { n in
            SectionApply(n: n)
        },
        frame("pagetop", "try await dataSource.update { insertItems(page of 100, at: .before(first)) } while scrolled to the middle: the page goes above the viewport and the first visible row keeps its place (scroll anchoring)") { n in
            PageAtTop(n: n)
        },
        frame("outline.expand", "try dataSource.setExpanded(true, for: folder, completion: nil) (the synchronous form) of a folder with 10,000 children in the middle of a section shown as a tree (SectionSnapshot); at this size the documentation points to the asynchronous form", instead: "outline.expand.async") { n in
            Outline(n: n, expanding: true)
        },
        frame("outline.collapse", "try dataSource.setExpanded(false, for: folder, completion: nil) (the synchronous form) of the expanded folder with 10,000 children; at this size the documentation points to the asynchronous form", instead: "outline.collapse.async") { n in
            Outline(n: n, expanding: false)
        },
        frame("outline.expand.async", "try await dataSource.setExpanded(true, for: folder) of the same folder: the rows shown and the batch computed off the main actor; the stall is the longest main-actor slice") { n in
            Outline(n: n, expanding: true, asynchronously: true)
        },
        frame("outline.collapse.async", "try await dataSource.setExpanded(false, for: folder) of the same folder, computed off the main actor") { n in
            Outline(n: n, expanding: false, asynchronously: true)
        },
        frame("outline.tap.expand", "host.tapDisclosure(at:) on the collapsed folder's row: the user's tap, which expands it (the data source's handlers asked at the tap; a node showing 2,000 rows or more then takes the asynchronous path, the rows and the batch computed off the main actor); wall time to the end of the expansion, its rows shown") { n in
            Outline(n: n, expanding: true, tapping: true)
        },
        frame("outline.tap.collapse", "host.tapDisclosure(at:) on the expanded folder's row: the user's tap, which collapses it") { n in
            Outline(n: n, expanding: false, tapping: true)
        },
        frame("scroll", "one scroll step: contentOffset one viewport further down (the rows coming on screen are configured and measured)") { n in
            Scroll(n: n)
        },
        frame("tap", "host.tap(at:) on a visible row: selection, the cell's state and the registration's onSelect") { n in
            Tap(n: n)
        },
        frame("remeasure", "controller.invalidateHeight() of a visible row whose height changed (1 to 3 and back)") { n in
            Remeasure(n: n)
        },
        frame("reorder", "one target change of an interactive move (updateInteractiveMovementTarget), alternating between the viewport and the far end of the section; the layout shows the item at its target") { n in
            Reorder(n: n)
        },
        frame("drop", "session.drop() of a row dragged from one data source and hovering over another host's data source (both n rows): removed from the source, inserted in the destination") { n in
            Drop(n: n)
        },
        frame("selectall", "host.selectAllItems() in editing mode (multiple selection during editing); every row can be edited (ItemEditability.all), so each section is selected as a whole") { n in
            SelectAll(n: n)
        },
        frame("deleteselected", "dataSource.deleteSelectedItems() of a 10,000-item selection in editing mode (one item in every n / 10,000)") { n in
            DeleteSelected(n: n)
        },
        frame("refresh", "host.pullToRefresh() whose handler runs try await dataSource.update { insertItems(100 new, at: .before(first)) }, to the end of the refresh (await task.value)") { n in
            Refresh(n: n)
        },
        frame("width", "host.viewportSize to another width (80 to 60 columns and back): everything laid out again, heights estimated") { n in
            Width(n: n)
        },
    ]

    typealias Item = HostCases.Item
    typealias Group = HostCases.Group
    typealias Rows = CellRegistration<HostCases.BenchTableCell, Item>

    /// The case `frame.<operation>.1m`, measured at 1,000,000 rows and at 100,000.
    static func frame(
        _ operation: String,
        _ summary: String,
        runs: Int = 12,
        instead recommended: String? = nil,
        _ make: @escaping @Sendable @MainActor (Int) -> FrameOperation
    ) -> AsyncBenchCase {
        let name = "frame.\(operation).1m"
        return AsyncBenchCase(name, "\(summary); main_actor_longest_stall_ns = the longest main-actor stall during the operation (median of the runs, see FrameCases); the same at 100,000 rows in the same process") {
            let small = await measure(make(100_000), n: 100_000, name: "frame.\(operation).100k", runs: runs)
            var record = await measure(make(1_000_000), n: 1_000_000, name: name, runs: runs)
            if case .int(let large)? = record["main_actor_longest_stall_ns"], case .int(let smaller)? = small["main_actor_longest_stall_ns"] {
                record["main_actor_longest_stall_ns_100k"] = .int(smaller)
                record["median_ns_100k"] = small["median_ns"]
                record["main_actor_first_run_stall_ns_100k"] = small["main_actor_first_run_stall_ns"]
                record["ratio_vs_100k"] = .double((Double(large) / Double(max(1, smaller)) * 1_000).rounded() / 1_000)
            }
            record["summary"] = .string(summary)
            // The form the documentation recommends at this size, measured by its own case.
            if let recommended { record["recommended_instead"] = .string("frame.\(recommended).1m") }
            record["peak_rss_bytes"] = .int(Harness.peakRSSBytes())
            return record
        }
    }

    /// Runs `operation` `runs` times (the first two a warm-up, the first one of fewer than
    /// five runs), each prepared, then performed with the probe running.
    @MainActor
    static func measure(_ operation: FrameOperation, n: Int, name: String, runs: Int = 12) async -> BenchRecord {
        let clock = ContinuousClock()
        var stalls: [Int] = []
        var walls: [Int] = []
        var firstStall = 0
        for run in 0..<runs {
            await operation.prepare(run)
            // The user's first gesture comes a moment after the screen appeared.
            if run == 0, firstRunPause > .zero { try? await Task.sleep(for: firstRunPause) }
            let probe = MainActorProbe()
            await probe.start()
            let start = clock.now
            await operation.perform(run)
            let wall = clock.now - start
            let stall = await probe.stop()
            if run == 0 { firstStall = Harness.nanoseconds(stall) }
            guard run >= (runs < 5 ? 1 : 2) else { continue }
            stalls.append(Harness.nanoseconds(stall))
            walls.append(Harness.nanoseconds(wall))
        }
        stalls.sort()
        walls.sort()
        let timing = Timing(medianNanoseconds: walls[walls.count / 2], minNanoseconds: walls[0], runs: walls.count)
        var record = Harness.record(name: name, n: n, timing: timing)
        let stall = stalls[stalls.count / 2]
        record["main_actor_longest_stall_ns"] = .int(stall)
        record["main_actor_longest_stall_max_ns"] = .int(stalls[stalls.count - 1])
        // The first run, left out of the figures above (a warm-up): what a user's first
        // gesture on the screen costs, caches and lazily built indexes included.
        record["main_actor_first_run_stall_ns"] = .int(firstStall)
        record["first_run_pause_ns"] = .int(Harness.nanoseconds(firstRunPause))
        record["within_frame"] = .bool(stall <= budget)
        if operation.failures > 0 { record["failures"] = .int(operation.failures) }
        return record
    }

    /// Notes a failure of an operation (it should not fail: the figure would not be its cost).
    @MainActor
    static func fail(_ operation: FrameOperation, _ error: any Error) {
        if operation.failures == 0 { Harness.note("cellbench: frame: \(type(of: operation)): \(error)") }
        operation.failures += 1
    }

    /// The items `0..<n`.
    static func items(_ n: Int) -> [Item] {
        (0..<n).map { Item(id: $0, value: 0) }
    }

    /// The id of the row the tall rows' height reads (`Remeasure`): -1 for none.
    static let tallItem = Mutex(-1)

    /// Rows of height 1 (3 for `tallItem`), movable, and all editable (a registration without
    /// `editable(_:)`: `ItemEditability.all`, so a select-all asks about no row).
    @MainActor static let rows = Rows { cell, item in cell.configure(item.value) }
        .height { item, _ in tallItem.withLock { $0 == item.id } ? 3 : 1 }
        .movable()
}

/// One operation of a frame case: `prepare` (not timed), then `perform` (timed).
@MainActor
class FrameOperation {
    var failures = 0
    func prepare(_ run: Int) async {}
    func perform(_ run: Int) async {}
}

/// A screen of `n` rows (one section, or `sections` sections) through `FrameCases.rows`,
/// scrolled to the middle.
@MainActor
class FrameScreen: FrameOperation {
    let n: Int
    let host: TableHost
    let dataSource: DiffableDataSource<FrameCases.Group, FrameCases.Item, TableHost>
    let shown: HostCases.ItemSnapshot

    init(n: Int, sections: Int = 1, rows: FrameCases.Rows? = nil, scrolledToMiddle: Bool = true) {
        self.n = n
        host = TableHost(viewportSize: HostCases.viewport, layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        dataSource = DiffableDataSource(host: host, factory: rows ?? FrameCases.rows)
        dataSource.adapter.reloadThreshold = .max
        let perSection = n / sections
        shown = HostCases.ItemSnapshot((0..<sections).map { section in
            (section: FrameCases.Group(id: section), items: (0..<perSection).map { FrameCases.Item(id: section * perSection + $0, value: 0) })
        })
        super.init()
        do { try dataSource.apply(shown, reloadingData: true, completion: nil) } catch { FrameCases.fail(self, error) }
        if scrolledToMiddle { host.contentOffset = Point(x: 0, y: Double(n / 2)) }
        host.layoutIfNeeded()
    }

    /// The path of the `index`th visible row (wrapping).
    func visible(_ index: Int) -> ItemPath {
        let paths = host.indexPathsForVisibleItems
        return paths[(index % max(1, paths.count - 4)) + 2]
    }
}

extension FrameCases {
    /// A full swipe whose delete action updates the data source.
    final class SwipeDelete: FrameScreen {
        /// The data source, for the swipe action (made before it), and the run waiting for an
        /// asynchronous delete to end.
        @MainActor final class Target {
            weak var dataSource: DiffableDataSource<Group, Item, TableHost>?
            var done: CheckedContinuation<Void, Never>?
        }

        let target: Target
        let asynchronously: Bool

        init(n: Int, asynchronously: Bool = false) {
            let target = Target()
            self.target = target
            self.asynchronously = asynchronously
            let rows = FrameCases.rows.swipeActions(.trailing) { item in
                guard asynchronously else {
                    return [SwipeAction("Delete", style: .destructive) {
                        do {
                            try target.dataSource?.update(completion: nil) { try $0.deleteItems([item.id]) }
                            return true
                        } catch {
                            return false
                        }
                    }]
                }
                return [SwipeAction("Delete", style: .destructive, completingLater: { completion in
                    Task { @MainActor in
                        do {
                            try await target.dataSource?.update { try $0.deleteItems([item.id]) }
                            completion(true)
                        } catch {
                            completion(false)
                        }
                        target.done?.resume()
                        target.done = nil
                    }
                })]
            }
            super.init(n: n, rows: rows)
            target.dataSource = dataSource
        }

        override func perform(_ run: Int) async {
            guard asynchronously else {
                do {
                    guard try host.fullSwipe(at: visible(run)) else { throw FrameError.notPerformed }
                } catch { FrameCases.fail(self, error) }
                return
            }
            await withCheckedContinuation { continuation in
                target.done = continuation
                do {
                    _ = try host.fullSwipe(at: visible(run))
                } catch {
                    FrameCases.fail(self, error)
                    target.done = nil
                    continuation.resume()
                }
            }
        }
    }

    /// An asynchronous apply of 10,000 changes, from the shown screen each time.
    final class AsyncApply: FrameScreen {
        let new: HostCases.ItemSnapshot

        init(n: Int) {
            let old = FrameCases.items(n)
            new = HostCases.snapshot(HostCases.changed(
                old, changes: 10_000, seed: 12,
                changingContent: { Item(id: $0.id, value: 1) },
                inserting: { Item(id: n + $0, value: 0) }))
            super.init(n: n)
        }

        override func prepare(_ run: Int) async {
            do { try dataSource.apply(shown, reloadingData: true, completion: nil) } catch { FrameCases.fail(self, error) }
            host.contentOffset = Point(x: 0, y: Double(n / 2))
            host.layoutIfNeeded()
        }

        override func perform(_ run: Int) async {
            do { try await dataSource.apply(new) } catch { FrameCases.fail(self, error) }
        }
    }

    /// A section snapshot applied to one section of a thousand-row-section screen.
    final class SectionApply: FrameScreen {
        init(n: Int) { super.init(n: n, sections: n / 1_000) }

        override func perform(_ run: Int) async {
            let sections = n / 1_000
            let section = (run * 389) % sections
            var items = (0..<1_000).map { Item(id: section * 1_000 + $0, value: 0) }
            items.append(Item(id: n + run, value: 1))
            do {
                var tree = SectionSnapshot<Item>()
                try tree.append(items)
                try dataSource.apply(tree, to: section, completion: nil)
            } catch { FrameCases.fail(self, error) }
        }
    }

    /// A page of 100 rows inserted at the top (off screen) with the diff off the main actor.
    final class PageAtTop: FrameScreen {
        override func perform(_ run: Int) async {
            let page = (0..<100).map { Item(id: -1 - run * 100 - $0, value: 0) }
            do {
                try await dataSource.update { snapshot in
                    guard let first = snapshot.item(at: ItemPath(item: 0, section: 0))?.id else { return }
                    try snapshot.insertItems(page, at: .before(first))
                }
            } catch { FrameCases.fail(self, error) }
        }
    }

    /// Expanding or collapsing a folder of 10,000 children, through the data source or by a
    /// tap on its disclosure (which toggles it).
    final class Outline: FrameScreen {
        let expanding: Bool
        let asynchronously: Bool
        let tapping: Bool
        let folder = Item(id: -1, value: 0)
        /// The folder's row, for a tap.
        var folderPath: ItemPath?

        init(n: Int, expanding: Bool, asynchronously: Bool = false, tapping: Bool = false) {
            self.expanding = expanding
            self.asynchronously = asynchronously
            self.tapping = tapping
            super.init(n: n - 10_000, scrolledToMiddle: false)
            var roots = FrameCases.items(n - 10_000 - 1)
            roots.insert(folder, at: roots.count / 2)
            do {
                var tree = SectionSnapshot<Item>()
                try tree.append(roots)
                try tree.append((0..<10_000).map { Item(id: n + $0, value: 1) }, to: folder.id)
                try dataSource.apply(tree, to: 0)
            } catch { FrameCases.fail(self, error) }
            host.contentOffset = Point(x: 0, y: Double(roots.count / 2 - 5))
            host.layoutIfNeeded()
        }

        override func prepare(_ run: Int) async {
            do {
                if expanding {
                    try dataSource.setExpanded(false, for: folder.id, completion: nil)
                } else {
                    try dataSource.setExpanded(true, for: folder.id, completion: nil)
                }
            } catch { FrameCases.fail(self, error) }
            if tapping { folderPath = dataSource.indexPath(for: folder.id) }
        }

        override func perform(_ run: Int) async {
            if tapping {
                do {
                    guard let folderPath, try host.tapDisclosure(at: folderPath) else {
                        throw FrameError.notPerformed
                    }
                } catch { FrameCases.fail(self, error) }
                // A large expansion lands later: measured to the end, its rows shown (the
                // disclosure flips then), polling without holding the main actor.
                while dataSource.isExpanded(folder.id) != expanding {
                    try? await Task.sleep(for: .microseconds(50))
                }
                return
            }
            do {
                switch (expanding, asynchronously) {
                case (true, false): try dataSource.setExpanded(true, for: folder.id, completion: nil)
                case (false, false): try dataSource.setExpanded(false, for: folder.id, completion: nil)
                case (true, true): try await dataSource.setExpanded(true, for: folder.id)
                case (false, true): try await dataSource.setExpanded(false, for: folder.id)
                }
            } catch { FrameCases.fail(self, error) }
        }
    }

    /// One viewport-high scroll step, down from the middle.
    final class Scroll: FrameScreen {
        override func perform(_ run: Int) async {
            host.contentOffset = Point(x: 0, y: host.contentOffset.y + HostCases.viewport.height)
        }
    }

    /// A tap on a visible row.
    final class Tap: FrameScreen {
        override func perform(_ run: Int) async {
            do { _ = try host.tap(at: .item(visible(run))) } catch { FrameCases.fail(self, error) }
        }
    }

    /// A visible row re-measured after its height changed.
    final class Remeasure: FrameScreen {
        var controller: CellController<TableHost>?

        override func prepare(_ run: Int) async {
            let path = visible(3)
            controller = dataSource.adapter.controller(at: path)
            let id = dataSource.itemIdentifier(for: path) ?? -1
            FrameCases.tallItem.withLock { $0 = run.isMultiple(of: 2) ? id : -1 }
        }

        override func perform(_ run: Int) async {
            controller?.invalidateHeight()
        }
    }

    /// Target changes of one interactive move.
    final class Reorder: FrameScreen {
        override func prepare(_ run: Int) async {
            guard host.interactiveMovement == nil else { return }
            do { try host.beginInteractiveMovementForItem(at: visible(0)) } catch { FrameCases.fail(self, error) }
        }

        override func perform(_ run: Int) async {
            let target = run.isMultiple(of: 2) ? ItemPath(item: n - 1 - run, section: 0) : visible(run)
            do { _ = try host.updateInteractiveMovementTarget(to: target) } catch { FrameCases.fail(self, error) }
        }
    }

    /// A drop of a row dragged from this screen onto another host's.
    final class Drop: FrameScreen {
        let destination: FrameScreen
        var session: DragSession<Item>?

        init(n: Int) {
            destination = FrameScreen(n: n)
            super.init(n: n)
            // The destination's items are other items.
            do {
                try destination.dataSource.apply(HostCases.snapshot((0..<n).map { Item(id: 10 * n + $0, value: 0) }), reloadingData: true)
            } catch { FrameCases.fail(self, error) }
        }

        override func prepare(_ run: Int) async {
            do {
                let session = try dataSource.beginDrag(at: visible(run))
                _ = try session.hover(over: destination.dataSource, at: destination.visible(run))
                self.session = session
            } catch { FrameCases.fail(self, error) }
        }

        override func perform(_ run: Int) async {
            do {
                guard try session?.drop() == .moved else { throw FrameError.notPerformed }
            } catch { FrameCases.fail(self, error) }
        }
    }

    /// Select-all in editing mode.
    final class SelectAll: FrameScreen {
        init(n: Int) {
            super.init(n: n)
            host.allowsMultipleSelectionDuringEditing = true
            host.isEditing = true
        }

        override func prepare(_ run: Int) async { host.deselectAllItems() }

        override func perform(_ run: Int) async {
            do { try host.selectAllItems() } catch { FrameCases.fail(self, error) }
        }
    }

    /// Deleting a selection of 10,000 items in editing mode, from the full screen each time.
    final class DeleteSelected: FrameScreen {
        init(n: Int) {
            super.init(n: n)
            host.allowsMultipleSelectionDuringEditing = true
            host.isEditing = true
        }

        override func prepare(_ run: Int) async {
            host.deselectAllItems()
            do {
                try dataSource.apply(shown, reloadingData: true, completion: nil)
                host.contentOffset = Point(x: 0, y: Double(n / 2))
                let stride = n / 10_000
                for index in 0..<10_000 {
                    try host.selectItem(at: ItemPath(item: index * stride + run % stride, section: 0))
                }
            } catch { FrameCases.fail(self, error) }
        }

        override func perform(_ run: Int) async {
            do {
                guard try dataSource.deleteSelectedItems().count == 10_000 else { throw FrameError.notPerformed }
            } catch { FrameCases.fail(self, error) }
        }
    }

    /// A pull to refresh whose handler loads 100 new rows at the top.
    final class Refresh: FrameScreen {
        var run = 0

        init(n: Int) {
            super.init(n: n, scrolledToMiddle: false)
            host.refreshHandler = { [weak self] in
                guard let self else { return }
                let run = self.run
                let page = (0..<100).map { Item(id: -1 - run * 100 - $0, value: 0) }
                do {
                    try await dataSource.update { snapshot in
                        guard let first = snapshot.item(at: ItemPath(item: 0, section: 0))?.id else { return }
                        try snapshot.insertItems(page, at: .before(first))
                    }
                } catch { FrameCases.fail(self, error) }
            }
        }

        override func prepare(_ run: Int) async {
            self.run = run
            host.contentOffset = Point()
        }

        override func perform(_ run: Int) async {
            do {
                guard let task = try host.pullToRefresh() else { throw FrameError.notPerformed }
                await task.value
            } catch { FrameCases.fail(self, error) }
        }
    }

    /// A change of the viewport's width.
    final class Width: FrameScreen {
        override func perform(_ run: Int) async {
            host.viewportSize = Size(width: run.isMultiple(of: 2) ? 60 : 80, height: HostCases.viewport.height)
        }
    }
}

/// An operation that did nothing where it should have.
enum FrameError: Error {
    case notPerformed
}
