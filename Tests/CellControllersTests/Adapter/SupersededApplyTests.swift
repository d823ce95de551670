@testable import CellControllers
import CellControllersTestSupport
import Testing

extension MailScreen {
    /// Waits until `count` applies are in flight (their calls have run up to their first
    /// suspension), for at most `limit` turns of the main actor.
    func untilInFlight(_ count: Int, limit: Int = 10_000) async {
        for _ in 0..<limit where adapter.applies.scheduler.liveCount < count { await Task.yield() }
    }
}

/// Issue 20: an asynchronous apply that a later apply supersedes says so
/// (`ApplySupersededError`) instead of returning as if its screen were shown, and `update`
/// edits the newest requested screen, so that edits in flight compose.
///
/// Nested in `AsyncApplyTests`, whose serialization it shares: the tests hold diffs with a
/// `Gate`, which blocks a thread of the cooperative pool.
extension AsyncApplyTests {
    @MainActor
    @Suite("Superseded applies and composing updates")
    struct SupersededApplyTests {
        /// The screen shown with the page `ids` appended, its first message gated: what the
        /// issue's loader applies (a copy of the screen shown, with the page).
        func shownWithPage(_ screen: MailScreen, _ ids: Range<Int>, gate: Gate) throws -> Snapshot<MailDay, Mail> {
            var withPage = screen.dataSource.snapshot()
            try withPage.appendItems(Mail.page(ids))
            try withPage.gating(0, with: gate)
            return withPage
        }

        @Test("The issue's mail screen: a page applied from a copy of the shown screen, then a swipe-delete applied from the shown screen: the page's apply throws ApplySupersededError, and re-applied with update, nothing is lost")
        func aPageSupersededByASwipeDeleteFromTheShownScreenThrows() async throws {
            let screen = MailScreen(ids: 0..<10)
            screen.actions.delete = { mail in
                // What the docs used to recommend: copy the screen shown, edit it, apply it.
                var shown = screen.dataSource.snapshot()
                guard (try? shown.deleteItems([mail.id])) != nil else { return false }
                return (try? screen.dataSource.apply(shown)) != nil
            }
            // The loader: older mail appended to a copy of the shown screen, applied off the main actor.
            let gate = Gate()
            let withPage = try shownWithPage(screen, 10..<20, gate: gate)
            let loader = Task { try await screen.dataSource.apply(withPage) }
            await gate.entered()
            #expect(screen.dataSource.requestedSnapshot().itemIdentifiers == Array(0..<20), "the page is the requested screen")

            _ = try screen.host.swipe(at: ItemPath(item: 2, section: 0))
            #expect(try screen.host.performSwipeAction(titled: "Delete"))
            gate.open()

            await #expect(throws: ApplySupersededError.self, "the page's screen was never shown, and the loader hears of it") {
                try await loader.value
            }
            let afterDelete = Array(0..<10).filter { $0 != 2 }
            #expect(screen.shownIDs == afterDelete)
            #expect(screen.adapter.applies.scheduler.liveCount == 0)
            // What the error says to do: apply the page again on top of the newest requested screen.
            try await screen.dataSource.update { snapshot in try snapshot.appendItems(Mail.page(10..<20)) }
            #expect(screen.shownIDs == afterDelete + Array(10..<20))
            #expect(screen.host.renderText() == MailScreen.freshText(afterDelete + Array(10..<20)))
            #expect(!gate.timedOut)
        }

        @Test("A swipe-delete made with update while a page is in flight carries the page: both show, and the page's apply returns normally")
        func aDeleteMadeWithUpdateCarriesThePendingPage() async throws {
            let screen = MailScreen(ids: 0..<10)
            screen.actions.delete = { mail in
                (try? screen.dataSource.update(completion: nil) { snapshot in try snapshot.deleteItems([mail.id]) }) != nil
            }
            let gate = Gate()
            let withPage = try shownWithPage(screen, 10..<20, gate: gate)
            let loader = Task { try await screen.dataSource.apply(withPage) }
            await gate.entered()

            _ = try screen.host.swipe(at: ItemPath(item: 2, section: 0))
            #expect(try screen.host.performSwipeAction(titled: "Delete"))
            let expected = Array(0..<20).filter { $0 != 2 }
            #expect(screen.shownIDs == expected, "the delete's screen, shown now, carries the page")
            gate.open()

            try await loader.value   // the page is on screen: no error
            #expect(screen.shownIDs == expected)
            #expect(screen.host.renderText() == MailScreen.freshText(expected))
            #expect(screen.adapter.applies.scheduler.liveCount == 0)
        }

        @Test("Two asynchronous updates in flight compose: the later is built on the earlier, both return, both pages show")
        func twoAsynchronousUpdatesCompose() async throws {
            let screen = MailScreen(ids: 0..<5)
            let gate = Gate()
            let first = Task {
                try await screen.dataSource.update { snapshot in
                    try snapshot.appendItems(Mail.page(5..<10))
                    try snapshot.gating(0, with: gate)
                }
            }
            await gate.entered()
            #expect(screen.dataSource.requestedSnapshot().itemIdentifiers == Array(0..<10))
            let second = Task { try await screen.dataSource.update { snapshot in try snapshot.appendItems(Mail.page(10..<15)) } }
            // The second, not held, may be shown at once: it carries the first.
            for _ in 0..<10_000 where screen.adapter.applies.scheduler.liveCount < 2 && screen.shownIDs.count < 15 { await Task.yield() }
            #expect(screen.adapter.requestedSnapshot.numberOfItems == 15, "the second is built on the first")
            #expect(screen.adapter.requestedSnapshot == screen.dataSource.requestedSnapshot().erased)
            gate.open()

            try await first.value
            try await second.value
            #expect(screen.shownIDs == Array(0..<15))
            #expect(screen.host.renderText() == MailScreen.freshText(Array(0..<15)))
            #expect(screen.dataSource.requestedSnapshot().itemIdentifiers == Array(0..<15), "with nothing in flight, the requested screen is the one shown")
        }

        @Test("An asynchronous update is superseded by a later apply not built on it")
        func anUpdateIsSupersededByAnApplyNotBuiltOnIt() async throws {
            let screen = MailScreen(ids: 0..<5)
            let gate = Gate()
            let page = Task {
                try await screen.dataSource.update { snapshot in
                    try snapshot.appendItems(Mail.page(5..<10))
                    try snapshot.gating(0, with: gate)
                }
            }
            await gate.entered()
            var replacement = Snapshot<MailDay, Mail>()
            try replacement.appendSections([MailDay(id: "today")])
            try replacement.appendItems(Mail.page(100..<103))
            try screen.dataSource.apply(replacement, completion: nil)
            gate.open()
            await #expect(throws: ApplySupersededError.self) { try await page.value }
            #expect(screen.shownIDs == Array(100..<103))
        }

        @Test("Cancelling a call that a later update carries does not withdraw it: it returns once that update is shown")
        func cancellingACarriedCallLetsItEndAsItsCarrierDoes() async throws {
            let screen = MailScreen(ids: 0..<5)
            let gate = Gate()
            let withPage = try shownWithPage(screen, 5..<10, gate: gate)
            let page = Task { try await screen.dataSource.apply(withPage) }
            await gate.entered()
            let delete = Task { try await screen.dataSource.update { snapshot in try snapshot.deleteItems([4]) } }
            await screen.untilInFlight(2)
            page.cancel()
            gate.open()
            try await page.value   // carried by the update: its page is on its way, not withdrawn
            try await delete.value
            #expect(screen.shownIDs == [0, 1, 2, 3] + Array(5..<10))
        }

        @Test("Cancelling the update that carries a call: the call is shown itself")
        func cancellingTheCarrierShowsTheCarriedCall() async throws {
            let screen = MailScreen(ids: 0..<5)
            var withPage = screen.dataSource.snapshot()
            try withPage.appendItems(Mail.page(5..<10))
            // Both calls start before either diff is back on the main actor (the tasks run in
            // the order they were made): the page is open when the update reads the requested
            // screen. Only the update's diff is held; the page's, once done, waits for it.
            let deleteGate = Gate()
            let page = Task { try await screen.dataSource.apply(withPage) }
            let delete = Task {
                try await screen.dataSource.update { snapshot in
                    try snapshot.deleteItems([4])
                    try snapshot.gating(1, with: deleteGate)
                }
            }
            await deleteGate.entered()
            #expect(screen.dataSource.requestedSnapshot().itemIdentifiers == [0, 1, 2, 3] + Array(5..<10), "the update is built on the page")
            delete.cancel()
            deleteGate.open()
            await #expect(throws: CancellationError.self) { try await delete.value }
            try await page.value
            #expect(screen.shownIDs == Array(0..<10))
            #expect(screen.adapter.applies.scheduler.liveCount == 0 && screen.adapter.applies.scheduler.waitingCount == 0)
        }

        @Test("An update whose edit throws applies nothing and leaves no request behind")
        func anEditThatThrowsAppliesNothing() async throws {
            let screen = MailScreen(ids: 0..<5)
            #expect(throws: SnapshotEditError.self) {
                try screen.dataSource.update(completion: nil) { snapshot in try snapshot.deleteItems([99]) }
            }
            await #expect(throws: SnapshotEditError.self) {
                try await screen.dataSource.update { snapshot in try snapshot.deleteItems([99]) }
            }
            #expect(screen.shownIDs == Array(0..<5))
            #expect(screen.adapter.applies.scheduler.liveCount == 0)
        }

        @Test("The adapter's update through a registration edits the typed requested screen; on a screen of another kind it throws and changes nothing; on an empty adapter it starts from an empty snapshot")
        func theAdaptersUpdate() async throws {
            let host = TableHost(viewportSize: MailScreen.viewport, layout: TableLayout(rowHeight: 1, separator: .none))
            let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: "controllers", items: [LabelController(id: 1)])])
            let rows = CellRegistration<LabelCell, Mail> { cell, mail in cell.title = mail.subject }
            let shown = host.renderText()
            var ran = false
            #expect(throws: SnapshotError.screenOfAnotherType(
                shown: String(reflecting: Snapshot<ControllerSection<TableHost>, CellController<TableHost>>.self),
                edited: String(reflecting: Snapshot<MailDay, Mail>.self))) {
                try DiffableDataSource(host: adapter.host, factory: rows).update(completion: nil) { (snapshot: inout Snapshot<MailDay, Mail>) in
                    ran = true
                    try snapshot.appendSections([MailDay(id: "today")])
                }
            }
            #expect(!ran && host.renderText() == shown, "the edit never ran, and the controllers' screen stays")
            #expect(adapter.applies.scheduler.liveCount == 0)

            // A whole new snapshot replaces the screen of another kind; an adapter that shows
            // nothing yet starts from an empty one.
            let fresh = CellControllerAdapter(host: TableHost(viewportSize: MailScreen.viewport, layout: TableLayout(rowHeight: 1, separator: .none)))
            var started: Int?
            try DiffableDataSource(host: fresh.host, factory: rows).update(completion: nil) { (snapshot: inout Snapshot<MailDay, Mail>) in
                started = snapshot.numberOfItems
            }
            #expect(started == 0)
            var first = Snapshot<MailDay, Mail>()
            try first.appendSections([MailDay(id: "today")])
            try first.appendItems(Mail.page(0..<3))
            try DiffableDataSource(host: adapter.host, factory: rows).apply(first, completion: nil)
            let gate = Gate()
            let page = Task {
                try await DiffableDataSource(host: adapter.host, factory: rows).update { (snapshot: inout Snapshot<MailDay, Mail>) in
                    try snapshot.appendItems(Mail.page(3..<6))
                    try snapshot.gating(0, with: gate)
                }
            }
            await gate.entered()
            #expect(adapter.requestedSnapshot.numberOfItems == 6)
            #expect(adapter.snapshot.numberOfItems == 3)
            try DiffableDataSource(host: adapter.host, factory: rows).update(completion: nil) { (snapshot: inout Snapshot<MailDay, Mail>) in
                try snapshot.deleteItems([1])
            }
            gate.open()
            try await page.value
            #expect(Snapshot<MailDay, Mail>(unchecked: adapter.snapshot).itemIdentifiers == [0, 2, 3, 4, 5])
            #expect(adapter.requestedSnapshot == adapter.snapshot)
        }

        @Test("The scheduler: a shown request's lineage is shown, every other older open request superseded; a lineage keeps only open requests")
        func theSchedulersLineage() {
            let scheduler = ApplyScheduler()
            let empty = AnySnapshot(sections: [])
            let page = scheduler.open(empty, screenType: nil, base: nil)
            let other = scheduler.open(empty, screenType: nil, base: nil)
            let delete = scheduler.open(empty, screenType: nil, base: page)
            #expect(scheduler.newestRequest()?.ticket == delete)
            scheduler.didShow(delete)
            #expect(scheduler.outcome(of: page) == .shown, "carried by the delete built on it")
            #expect(scheduler.outcome(of: other) == .superseded)
            #expect(scheduler.outcome(of: delete) == .shown)
            #expect(scheduler.newestRequest() == nil, "the requested screen is the one shown")
            for ticket in [page, other, delete] { scheduler.close(ticket) }
            #expect(scheduler.liveCount == 0)

            // A stream of updates, each built on the previous one while it is still open.
            var previous = scheduler.open(empty, screenType: nil, base: nil)
            for _ in 0..<1_000 {
                let next = scheduler.open(empty, screenType: nil, base: previous)
                scheduler.close(previous)
                previous = next
            }
            #expect(scheduler.newestRequest()?.request.lineage.count == 2)
            #expect(scheduler.isCarriedForward(previous) == false)
        }

        @Test("The error says what happened and what to do")
        func theErrorsDescription() {
            let description = "\(ApplySupersededError())"
            #expect(description.contains("superseded"))
            #expect(description.contains("newest requested screen"))
            #expect(description.contains("update"))
        }
    }
}
