@testable import CellControllers
import CellControllersTestSupport
import Testing

/// Issue 20 and pagination: a page whose apply was superseded is not loaded, and the trigger asks
/// for it again; with `update`, a page and a swipe-delete in flight together both show.
///
/// Serialized: the loader's first page is held with a `Gate`, which blocks a thread of the
/// cooperative pool, so that only one test at a time may hold one. The time limit only catches a
/// hang: under ThreadSanitizer, with the whole suite sharing the two threads of the pool, a test
/// here has taken close to three minutes.
@MainActor
@Suite("Pagination with superseded pages", .serialized, .timeLimit(.minutes(5)))
struct PaginationSupersededTests {
    /// The mail screen with an asynchronous loader of older mail: page k is the messages
    /// 100 + 10k ..< 110 + 10k, and there are `pages` of them. Which page is next is read from
    /// the screen the loader builds on.
    @MainActor
    final class Inbox {
        /// The item counts the trigger fired with, in order.
        @MainActor
        final class Loads {
            var counts: [Int] = []
        }

        let screen: MailScreen
        /// Holds the diff of the first page's apply until the test opens it.
        let gate = Gate()
        let recorded = Loads()
        var loads: [Int] { recorded.counts }
        let trigger: LoadMoreTrigger<TableHost>

        init(composing: Bool, pages: Int = 1) {
            let screen = MailScreen(ids: 0..<10)
            self.screen = screen
            let recorded = recorded
            let gate = gate
            trigger = LoadMoreTrigger<TableHost>(distance: .items(2)) { request async throws in
                recorded.counts.append(request.itemCount)
                func nextPage(after snapshot: Snapshot<MailDay, Mail>) -> [Mail] {
                    let loaded = snapshot.itemIdentifiers.filter { $0 >= 100 }.count / 10
                    return loaded < pages ? Mail.page(100 + 10 * loaded..<110 + 10 * loaded) : []
                }
                // The first page's diff is held (the gate holds one comparison only).
                let first = recorded.counts.count == 1
                if composing {
                    // Appended to the newest requested screen: edits made meanwhile compose.
                    try await screen.dataSource.update { snapshot in
                        try snapshot.appendItems(nextPage(after: snapshot))
                        if first { try snapshot.gating(0, with: gate) }
                    }
                } else {
                    // The issue's loader: a copy of the screen shown, with the page, applied.
                    var next = screen.dataSource.snapshot()
                    try next.appendItems(nextPage(after: next))
                    if first { try next.gating(0, with: gate) }
                    try await screen.dataSource.apply(next)
                }
            }
            screen.actions.delete = { mail in
                if composing {
                    return (try? screen.dataSource.update(completion: nil) { snapshot in try snapshot.deleteItems([mail.id]) }) != nil
                }
                var shown = screen.dataSource.snapshot()
                guard (try? shown.deleteItems([mail.id])) != nil else { return false }
                return (try? screen.dataSource.apply(shown)) != nil
            }
            screen.actions.markRead = { mail in
                func read(_ mail: inout Mail) { mail.subject += " ✓" }
                if composing {
                    return (try? screen.dataSource.update(completion: nil) { snapshot in try snapshot.changing(mail.id, read) }) != nil
                }
                var shown = screen.dataSource.snapshot()
                guard (try? shown.changing(mail.id, read)) != nil else { return false }
                return (try? screen.dataSource.apply(shown)) != nil
            }
            screen.adapter.loadMore = trigger
        }

        /// Waits (for at most `limit` turns of the main actor) until nothing is loading or
        /// applying and the trigger fired `loads` times.
        func untilSettled(loads count: Int, limit: Int = 20_000) async {
            for _ in 0..<limit {
                if loads.count >= count, trigger.state(of: .list) == .idle, screen.adapter.applies.scheduler.liveCount == 0 { return }
                await Task.yield()
            }
        }

        /// Scrolls to the end (the trigger fires), lets the loader's apply start, then performs
        /// the swipe action `action` on the message `id` while the page is in flight.
        func loadPage(swiping action: String = "Delete", _ id: Int) async throws {
            screen.host.contentOffset = Point(x: 0, y: 5)   // the last message is visible
            await gate.entered()
            #expect(loads == [10])
            #expect(screen.adapter.applies.scheduler.liveCount == 1, "the page's apply is in flight")
            defer { gate.open() }
            guard let path = screen.dataSource.indexPath(for: id) else {
                Issue.record("#\(id) is not shown")
                return
            }
            _ = try screen.host.swipe(at: path)
            #expect(try screen.host.performSwipeAction(titled: action))
        }
    }

    @Test("The issue: a page applied from the shown screen, superseded by a swipe-delete from the shown screen, is requested again and shown; nothing is lost")
    func aSupersededPageIsRequestedAgain() async throws {
        let inbox = Inbox(composing: false)
        try await inbox.loadPage(7)
        await inbox.untilSettled(loads: 2)
        let expected = Array(0..<10).filter { $0 != 7 } + Array(100..<110)
        #expect(inbox.screen.shownIDs == expected, "the page is shown, the deleted message is not")
        #expect(inbox.loads == [10, 9], "the superseded page was asked for again, with the count of the moment")
        #expect(inbox.trigger.state(of: .list) == .idle, "no error footer: a superseded page is no failure")
        #expect(!inbox.screen.host.renderText().contains("✕"))
    }

    @Test("The issue with an edit that keeps the count (a message marked read from the shown screen): the superseded page is requested again with the same count")
    func aSupersededPageIsRequestedAgainWithTheSameCount() async throws {
        let inbox = Inbox(composing: false)
        try await inbox.loadPage(swiping: "Read", 7)
        await inbox.untilSettled(loads: 2)
        #expect(inbox.screen.shownIDs == Array(0..<10) + Array(100..<110), "the page is shown")
        #expect(inbox.screen.dataSource.snapshot().item(withIdentifier: 7)?.subject == "Mail 7 ✓", "and so is the edit")
        #expect(inbox.loads == [10, 10], "the page was never shown: the same count fires again")
    }

    @Test("With update for the page and a message marked read, both show, and the page is requested once")
    func composingEditsOfContentLoadThePageOnce() async throws {
        let inbox = Inbox(composing: true)
        try await inbox.loadPage(swiping: "Read", 7)
        await inbox.untilSettled(loads: 1)
        #expect(inbox.screen.shownIDs == Array(0..<10) + Array(100..<110))
        #expect(inbox.screen.dataSource.snapshot().item(withIdentifier: 7)?.subject == "Mail 7 ✓")
        #expect(inbox.loads == [10])
    }

    @Test("With update for the page and the delete, both show, and the page is requested once")
    func composingEditsLoadThePageOnce() async throws {
        let inbox = Inbox(composing: true)
        try await inbox.loadPage(7)
        let expected = Array(0..<10).filter { $0 != 7 } + Array(100..<110)
        #expect(inbox.screen.shownIDs == expected, "the delete, shown at once, carries the page in flight")
        await inbox.untilSettled(loads: 1)
        #expect(inbox.screen.shownIDs == expected)
        #expect(inbox.loads == [10])
        #expect(inbox.trigger.state(of: .list) == .idle)
    }

    @Test("A handler's request failed with ApplySupersededError goes back to idle without an error footer and fires again at once while the end is near", arguments: ScreenKind.allCases)
    func failingWithSupersededFiresAgainWhileNear(kind: ScreenKind) throws {
        let screen = PagedScreen(kind, rows: rows([10]))
        screen.host.contentOffset = Point(x: 0, y: 5)
        #expect(screen.requests.map(\.itemCount) == [10])
        screen.requests[0].fail(ApplySupersededError())
        #expect(screen.requests.map(\.itemCount) == [10, 10], "the same count: the page was never shown")
        #expect(screen.trigger.state(of: .list) == .loading)
        #expect(!screen.events.contains { $0.isFailure })
        // A late answer to the superseded request is ignored.
        screen.requests[0].finish()
        #expect(screen.trigger.state(of: .list) == .loading)
    }

    @Test("A request superseded once the end is no longer near fires again when the end comes near, with the same count", arguments: ScreenKind.allCases)
    func failingWithSupersededFiresAgainWhenNear(kind: ScreenKind) throws {
        let screen = PagedScreen(kind, rows: rows([10]))
        screen.host.contentOffset = Point(x: 0, y: 5)
        #expect(screen.requests.count == 1)
        screen.host.contentOffset = Point(x: 0, y: 0)
        screen.requests[0].fail(ApplySupersededError())
        #expect(screen.requests.count == 1, "not near: nothing fires")
        #expect(screen.trigger.state(of: .list) == .idle)
        screen.host.contentOffset = Point(x: 0, y: 5)
        #expect(screen.requests.map(\.itemCount) == [10, 10])
    }

    @Test("Any other error still shows the error footer")
    func otherErrorsStillFail() throws {
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let screen = PagedScreen(.models, rows: rows([10]))
        screen.host.contentOffset = Point(x: 0, y: 5)
        screen.requests[0].fail(Offline())
        #expect(screen.trigger.state(of: .list) == .failed(message: "offline"))
        #expect(screen.requests.count == 1)
    }
}
