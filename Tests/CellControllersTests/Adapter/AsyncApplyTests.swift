@testable import CellControllers
import CellControllersTestSupport
import Testing

/// Asynchronous applies: the diff runs off the main actor, calls take effect in call order, a
/// burst shows its last screen, a call whose screen is never shown says so
/// (`ApplySupersededError`), and failures and cancellations never leave a call hanging or a
/// stale screen shown. Every test runs for both kinds of screens.
///
/// Serialized: the tests that hold a diff (see `Gate`) block a thread of the cooperative pool,
/// which has as many threads as cores; two of them at once could leave no thread for the other
/// diffs they wait for. The time limit only catches a hang: under ThreadSanitizer, with the whole
/// suite sharing the two threads of the pool, a burst test has taken close to three minutes.
@MainActor
@Suite("Asynchronous applies", .serialized, .timeLimit(.minutes(5)))
struct AsyncApplyTests {
    enum Outcome: Equatable, CustomStringConvertible {
        case returned(shown: Int?)
        case invalid
        case cancelled
        case superseded
        case other(String)

        init(_ error: any Error) {
            switch error {
            case is SnapshotError: self = .invalid
            case is CancellationError: self = .cancelled
            case is ApplySupersededError: self = .superseded
            default: self = .other("\(error)")
            }
        }

        var description: String {
            switch self {
            case .returned(let shown): "returned (screen \(shown.map(String.init) ?? "none") shown)"
            case .invalid: "invalid"
            case .cancelled: "cancelled"
            case .superseded: "superseded"
            case .other(let error): "error \(error)"
            }
        }
    }

    /// Starts an asynchronous apply of `rows` in a task on the main actor; the task's value is
    /// how the call ended (and which screen was shown when it returned).
    func start(_ rows: [GatedRow], on screen: GatedScreen) -> Task<Outcome, Never> {
        Task {
            do {
                try await screen.showLater(rows)
                return .returned(shown: screen.shownIndex)
            } catch {
                return Outcome(error)
            }
        }
    }

    @Test(arguments: ScreenKind.allCases)
    func aBurstOfCallsFromSeveralTasksShowsTheLastScreenAndNoneHangs(kind: ScreenKind) async {
        var rng = DiffTestRandom(seed: 1)
        let screens = (0..<10).map { gatedScreen($0, rng: &rng) }
        let screen = GatedScreen(kind, rows: gatedScreen(99, rng: &rng))
        var tasks: [Task<Outcome, Never>] = []
        for (index, rows) in screens.enumerated() {
            tasks.append(start(rows, on: screen))
            if index % 3 == 0 { await Task.yield() }
        }
        for (index, task) in tasks.enumerated() {
            let outcome = await task.value
            if outcome == .superseded, index < 9 { continue }  // skipped: a later screen was shown first
            guard case .returned(let shown?) = outcome else {
                Issue.record("call \(index): \(outcome)")
                continue
            }
            #expect(shown >= index, "call \(index) returned while the older screen \(shown) was shown")
        }
        #expect(screen.shownIndex == 9)
        #expect(screen.host.renderText() == GatedScreen.freshText(screens[9]))
        #expect(screen.adapter.applies.scheduler.liveCount == 0)
    }

    @Test(arguments: ScreenKind.allCases)
    func aCallCancelledBeforeItRunsThrowsAndChangesNothing(kind: ScreenKind) async {
        var rng = DiffTestRandom(seed: 2)
        let first = gatedScreen(0, rng: &rng)
        let screen = GatedScreen(kind, rows: first)
        let before = screen.host.observable
        let task = start(gatedScreen(1, rng: &rng), on: screen)
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(screen.host.observable == before)
        #expect(screen.shownIndex == 0)
    }

    @Test(arguments: ScreenKind.allCases)
    func aCallCancelledWhileItsDiffRunsThrowsAndChangesNothing(kind: ScreenKind) async {
        var rng = DiffTestRandom(seed: 3)
        let first = gatedScreen(0, rng: &rng)
        let screen = GatedScreen(kind, rows: first)
        let before = screen.host.observable
        let gate = Gate()
        var next = first
        next[0].title = "s1-changed"
        next[0].gate = gate
        let task = start(next, on: screen)
        await gate.entered()
        task.cancel()
        gate.open()
        #expect(await task.value == .cancelled)
        #expect(screen.host.observable == before)
        #expect(!gate.timedOut)
    }

    @Test(arguments: ScreenKind.allCases)
    func cancellingTheNewestCallShowsTheOlderOneThatWaitedForIt(kind: ScreenKind) async {
        var rng = DiffTestRandom(seed: 4)
        let screen = GatedScreen(kind, rows: gatedScreen(0, rng: &rng))
        let older = gatedScreen(1, rng: &rng)
        var newer = gatedScreen(2, rng: &rng)
        let gate = Gate()
        // The newer screen keeps one row of the shown one, so its diff compares (and holds).
        let kept = screen.adapter.snapshot[ItemPath(item: 0, section: 0)].model(as: GatedRow.self) ?? GatedRow(id: -1, title: "")
        newer.removeAll { $0.id == kept.id }
        newer.append(GatedRow(id: kept.id, title: kept.title, gate: gate))
        let olderTask = start(older, on: screen)
        let newerTask = start(newer, on: screen)
        await gate.entered()
        // The older call's diff finishes; it must wait for the newer, still live, call.
        // (The suite's time limit cancels the test if it never does.)
        while screen.adapter.applies.scheduler.waitingCount == 0, !Task.isCancelled { await Task.yield() }
        #expect(screen.adapter.applies.scheduler.waitingCount == 1, "the older call waits")
        #expect(screen.shownIndex == 0, "nothing shown while the newest call is live")
        newerTask.cancel()
        gate.open()
        #expect(await newerTask.value == .cancelled)
        #expect(await olderTask.value == .returned(shown: 1))
        #expect(screen.host.renderText() == GatedScreen.freshText(older))
        #expect(screen.adapter.applies.scheduler.liveCount == 0)
    }

    @Test(arguments: ScreenKind.allCases)
    func anInvalidSnapshotInABurstThrowsAndTheNewestValidCallIsShown(kind: ScreenKind) async {
        var rng = DiffTestRandom(seed: 5)
        let screen = GatedScreen(kind, rows: gatedScreen(99, rng: &rng))
        var screens = (0..<5).map { gatedScreen($0, rng: &rng) }
        screens[4].append(GatedRow(id: screens[4][0].id, title: "duplicate"))
        let tasks = screens.map { start($0, on: screen) }
        var outcomes: [Outcome] = []
        for task in tasks { outcomes.append(await task.value) }
        // All are open before any diff is back on the main actor: the older valid calls wait,
        // then the newest valid one is shown and supersedes them.
        #expect(outcomes == [.superseded, .superseded, .superseded, .returned(shown: 3), .invalid])
        #expect(screen.host.renderText() == GatedScreen.freshText(screens[3]))
    }

    @Test(arguments: ScreenKind.allCases)
    func aSynchronousApplySupersedesTheAsyncCallsMadeBeforeIt(kind: ScreenKind) async throws {
        var rng = DiffTestRandom(seed: 6)
        let first = gatedScreen(0, rng: &rng)
        let screen = GatedScreen(kind, rows: first)
        let gate = Gate()
        var pendingRows = first
        pendingRows[0].title = "s1-held"
        pendingRows[0].gate = gate
        let pending = start(pendingRows, on: screen)
        await gate.entered()
        let synchronous = gatedScreen(2, rng: &rng)
        var completed = false
        try screen.show(synchronous) { completed = true }
        #expect(completed, "the completion runs once the change is on the host: right away")
        #expect(screen.shownIndex == 2)
        gate.open()
        #expect(await pending.value == .superseded, "the older call says that its screen was never shown")
        #expect(screen.host.renderText() == GatedScreen.freshText(synchronous))
    }

    @Test(arguments: ScreenKind.allCases)
    func anApplyRequestedByAControllerDuringAnAsyncApplyRunsRightAfterIt(kind: ScreenKind) async throws {
        var rng = DiffTestRandom(seed: 7)
        let screen = GatedScreen(kind, rows: gatedScreen(0, rng: &rng))
        let follow = gatedScreen(2, rng: &rng)
        enum Step: Equatable {
            case queuedDuringTheAsyncApply, queuedApplyShown, asyncApplyReturned
            case failed(String)
        }
        var steps: [Step] = []
        screen.factory.prepare = { controller in
            guard controller.row.id == 1_000 else { return }
            controller.onDisplay = {
                do {
                    try screen.show(follow) { steps.append(.queuedApplyShown) }
                    steps.append(.queuedDuringTheAsyncApply)
                } catch {
                    steps.append(.failed("\(error)"))
                }
            }
        }
        try await screen.showLater([GatedRow(id: 1_000, title: "s1-trigger")] + gatedScreen(1, rng: &rng))
        steps.append(.asyncApplyReturned)
        #expect(steps == [.queuedDuringTheAsyncApply, .queuedApplyShown, .asyncApplyReturned])
        #expect(screen.shownIndex == 2)
        #expect(screen.host.renderText() == GatedScreen.freshText(follow))
    }

    @Test(arguments: ScreenKind.allCases)
    func theDiffRunsOffTheMainActorWhichStaysResponsive(kind: ScreenKind) async {
        // A large screen, whose diff is held at its first content comparison until the main
        // actor has done something else: impossible if the diff ran on the main actor.
        let rows = (0..<50_000).map { GatedRow(id: $0, title: "s0-\($0)") }
        let screen = GatedScreen(kind, rows: rows)
        let gate = Gate()
        var next = rows
        next.swapAt(0, 49_999)
        next[0].title = "s1-moved"
        next[1].gate = gate
        let task = start(next, on: screen)
        await gate.entered()
        var mainActorProgress = 0
        for _ in 0..<10 {
            mainActorProgress += 1
            await Task.yield()
        }
        #expect(screen.shownIndex == 0, "the host is untouched while the diff runs")
        gate.open()
        #expect(await task.value == .returned(shown: 1))
        #expect(mainActorProgress == 10)
        #expect(gate.ranOnMainThread == false, "the diff compared contents off the main thread")
        #expect(!gate.timedOut, "the main actor went on while the diff was held")
        #expect(screen.host.renderText() == GatedScreen.freshText(next))
    }

    @Test(arguments: ScreenKind.allCases)
    func reloadDataAppliesFollowTheSameOrder(kind: ScreenKind) async throws {
        var rng = DiffTestRandom(seed: 8)
        let screen = GatedScreen(kind, rows: gatedScreen(0, rng: &rng))
        let screens = (1...3).map { gatedScreen($0, rng: &rng) }
        try screen.host.tap(at: .item(ItemPath(item: 0, section: 0)))
        let tapped = screen.adapter.snapshot.itemIdentifier(at: ItemPath(item: 0, section: 0))
        let diffed = start(screens[0], on: screen)
        let reloaded = Task { () -> Outcome in
            do {
                try await screen.dataSource.apply(Snapshot(GatedScreen.snapshot(screens[1])), reloadingData: true)
                return .returned(shown: screen.shownIndex)
            } catch {
                return Outcome(error)
            }
        }
        #expect(await diffed.value == .superseded)
        #expect(await reloaded.value == .returned(shown: 2))
        // The reload keeps the selection of the tapped item if it is still there, at its path.
        let shown = GatedScreen.snapshot(screens[1])
        #expect(screen.host.indexPathsForSelectedItems == (shown.pathOfItem(tapped).map { [$0] } ?? []))
        #expect(screen.host.renderText() == GatedScreen.freshText(screens[1]))
        // The last call wins, whichever kind it is.
        let last = start(screens[2], on: screen)
        let cancelledReload = Task { () -> Outcome in
            do {
                try await screen.dataSource.apply(Snapshot(GatedScreen.snapshot(screens[0])), reloadingData: true)
                return .returned(shown: screen.shownIndex)
            } catch {
                return Outcome(error)
            }
        }
        cancelledReload.cancel()
        #expect(await cancelledReload.value == .cancelled)
        #expect(await last.value == .returned(shown: 3))
    }

    /// Random interleavings of asynchronous calls (some cancelled, some invalid) and synchronous
    /// ones: every call returns or throws, the screen shown when a call returns is its own or a
    /// later one, a call is superseded only by a later call that returned, and the host ends
    /// showing the newest call that returned.
    @Test(arguments: ScreenKind.allCases, 0..<4)
    func randomInterleavingsEndOnTheNewestCallThatReturned(kind: ScreenKind, batch: Int) async {
        for seed in UInt64(batch * 10)..<UInt64(batch * 10 + 10) {
            var rng = DiffTestRandom(seed: seed)
            let initial = gatedScreen(0, rng: &rng)
            let screen = GatedScreen(kind, rows: initial)
            let count = rng.int(2...9)
            var screens = [initial]
            var tasks: [Task<Outcome, Never>] = []
            var invalid: Set<Int> = []
            for index in 1...count {
                var rows = gatedScreen(index, rng: &rng)
                if rng.chance(0.15) {
                    rows.append(GatedRow(id: rows[0].id, title: "duplicate"))
                    invalid.insert(index)
                }
                screens.append(rows)
                if rng.chance(0.25) {
                    // A synchronous call, made from a task so that it lands between the others.
                    tasks.append(Task {
                        do {
                            try screen.show(rows)
                            return .returned(shown: screen.shownIndex)
                        } catch {
                            return Outcome(error)
                        }
                    })
                } else {
                    let task = start(rows, on: screen)
                    tasks.append(task)
                    if rng.chance(0.2) { task.cancel() }
                    if rng.chance(0.1) {
                        let delayed = task
                        let yields = rng.int(0...4)
                        Task {
                            for _ in 0..<yields { await Task.yield() }
                            delayed.cancel()
                        }
                    }
                }
                for _ in 0..<rng.int(0...3) { await Task.yield() }
            }
            var newestReturned = 0
            var superseded: [Int] = []
            for (offset, task) in tasks.enumerated() {
                let index = offset + 1
                let outcome = await task.value
                switch outcome {
                case .returned(let shown):
                    #expect(!invalid.contains(index), "seed \(seed): call \(index) returned with a duplicate")
                    #expect((shown ?? -1) >= index, "seed \(seed): call \(index) returned while screen \(shown ?? -1) was shown")
                    newestReturned = index
                case .invalid:
                    #expect(invalid.contains(index), "seed \(seed): call \(index) was valid but threw")
                case .cancelled:
                    break
                case .superseded:
                    #expect(!invalid.contains(index), "seed \(seed): call \(index) was superseded with a duplicate")
                    superseded.append(index)
                case .other(let error):
                    Issue.record("seed \(seed): call \(index) threw \(error)")
                }
            }
            // A call is superseded only by a later one that was shown (and so returned).
            for index in superseded {
                #expect(index < newestReturned, "seed \(seed): call \(index) was superseded, but no later call returned")
            }
            #expect(screen.shownIndex == newestReturned, "seed \(seed)")
            #expect(screen.host.renderText() == GatedScreen.freshText(screens[newestReturned]), "seed \(seed)")
            #expect(screen.adapter.applies.scheduler.liveCount == 0 && screen.adapter.applies.scheduler.waitingCount == 0, "seed \(seed)")
        }
    }
}
