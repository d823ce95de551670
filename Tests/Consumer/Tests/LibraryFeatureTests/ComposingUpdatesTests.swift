import CellControllers
import Testing

// Issue 20 as a newcomer meets it: a mail screen loads older messages with an asynchronous apply
// while the user swipe-deletes one. Written from the public docs only: `update` composes the two
// edits, and a page applied from a copy of the shown screen that a delete supersedes says so
// with `ApplySupersededError`, so the app can apply it again. The tests hold whichever call
// finishes first.

struct Day: Identifiable, Equatable, Sendable {
    let id: String
}

struct Message: Identifiable, Equatable, Sendable {
    let id: Int
    var subject: String

    static func page(_ ids: Range<Int>) -> [Message] {
        ids.map { Message(id: $0, subject: "Message \($0)") }
    }
}

@MainActor
final class Mailbox {
    let dataSource = DiffableDataSource<Day, Message, TableHost>(
        host: TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none)),
        factory: CellRegistration<TableCell, Message> { cell, message in cell.text = message.subject })

    init(count: Int) throws {
        var first = Snapshot<Day, Message>()
        try first.appendSections([Day(id: "today")])
        try first.appendItems(Message.page(0..<count))
        try dataSource.apply(first)
    }

    var shownIDs: [Int] { dataSource.snapshot().items.map(\.id) }
}

@MainActor
@Suite struct ComposingUpdatesTests {
    @Test func aPageAndADeleteMadeWithUpdateBothShowAndThePageReturns() async throws {
        let mailbox = try Mailbox(count: 10)
        let loader = Task {
            try await mailbox.dataSource.update { snapshot in try snapshot.appendItems(Message.page(10..<20)) }
        }
        await Task.yield()   // the page may be diffing now, or shown, or not started: all compose
        try mailbox.dataSource.update(completion: nil) { snapshot in try snapshot.deleteItems([3]) }
        try await loader.value   // never superseded: the delete is built on the page, or the page on the delete
        #expect(mailbox.shownIDs == Array(0..<20).filter { $0 != 3 })
        #expect(mailbox.dataSource.requestedSnapshot() == mailbox.dataSource.snapshot())
    }

    @Test func aPageSupersededByADeleteFromTheShownScreenSaysSoAndIsAppliedAgain() async throws {
        let mailbox = try Mailbox(count: 10)
        // The loader copies the screen shown and applies it with the page, off the main actor.
        var withPage = mailbox.dataSource.snapshot()
        try withPage.appendItems(Message.page(10..<20))
        let loader = Task { try await mailbox.dataSource.apply(withPage) }
        await Task.yield()
        // The delete copies the screen shown too, and applies now.
        var withoutThree = mailbox.dataSource.snapshot()
        try withoutThree.deleteItems([3])
        try mailbox.dataSource.apply(withoutThree, completion: nil)
        do {
            try await loader.value
            // Shown first: the delete was made from a screen that had the page.
            #expect(mailbox.shownIDs.contains(10))
        } catch let error as ApplySupersededError {
            // The delete was shown first: the page is not on screen. Apply it again on top of the
            // newest requested screen, as the error says.
            #expect("\(error)".contains("newest requested screen"))
            #expect(!mailbox.shownIDs.contains(10))
            try await mailbox.dataSource.update { snapshot in try snapshot.appendItems(Message.page(10..<20)) }
        }
        #expect(mailbox.shownIDs.filter { $0 >= 10 } == Array(10..<20), "the page is on screen once")
        #expect(!mailbox.shownIDs.contains(3))
    }

    @Test func aLoadMoreTriggerWithUpdateLoadsEachPageOnceAndKeepsADeleteMadeMeanwhile() async throws {
        let mailbox = try Mailbox(count: 10)
        let loads = LoadCounter()
        mailbox.dataSource.adapter.loadMore = LoadMoreTrigger(distance: .items(2)) { [dataSource = mailbox.dataSource] request async throws in
            loads.count += 1
            let next = 100 + 10 * (loads.count - 1)
            try await dataSource.update { snapshot in try snapshot.appendItems(Message.page(next..<next + 10)) }
        }
        mailbox.dataSource.adapter.host.contentOffset = Point(x: 0, y: 5)   // the last message shows: a page loads
        try mailbox.dataSource.update(completion: nil) { snapshot in try snapshot.deleteItems([7]) }
        let trigger = mailbox.dataSource.adapter.loadMore
        for _ in 0..<10_000 where !(mailbox.shownIDs.count == 19 && trigger?.state(of: .list) == .idle) { await Task.yield() }
        #expect(loads.count == 1)
        #expect(mailbox.shownIDs == Array(0..<10).filter { $0 != 7 } + Array(100..<110))
        #expect(trigger?.state(of: .list) == .idle)
    }
}

/// How many pages the trigger asked for.
@MainActor
final class LoadCounter {
    var count = 0
}
