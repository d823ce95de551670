@testable import CellControllers
import CellControllersTestSupport
import Testing

/// `try await dataSource.setExpanded(true, for: id)` and `collapse(id)`: the rows shown or hidden computed off
/// the main actor, after the applies in flight, with the result of the synchronous forms.
///
/// Nested in `AsyncApplyTests`, whose serialization it shares (a `Gate` blocks a thread of the
/// cooperative pool).
extension AsyncApplyTests {
    @MainActor
    @Suite("Expanding and collapsing asynchronously")
    struct AsyncExpansionTests {
        /// A screen of messages 0 and 1, then thread 100 (replies 101 and 102, the first with a
        /// reply 103 of its own, expanded), collapsed.
        func threadScreen() throws -> MailScreen {
            let screen = MailScreen(ids: 0..<2)
            var tree = SectionSnapshot<Mail>()
            try tree.append(Mail.page(0..<2) + [Mail(id: 100, subject: "Thread 100")])
            try tree.append([Mail(id: 101, subject: "Re 101"), Mail(id: 102, subject: "Re 102")], to: 100)
            try tree.append([Mail(id: 103, subject: "Re 103")], to: 101)
            try tree.expand([101])
            try screen.dataSource.apply(tree, to: "today", completion: nil)
            return screen
        }

        /// What the screen shows: its items, its tree, its rows as drawn, the host's count.
        func state(_ screen: MailScreen) throws -> (items: [Int], tree: SectionSnapshot<Mail>, text: String, count: Int) {
            (screen.dataSource.snapshot().itemIdentifiers, try screen.dataSource.snapshot(for: "today"),
             screen.host.renderText(), screen.host.numberOfItems(inSection: 0))
        }

        @Test("Expanding then collapsing asynchronously gives the screen, tree and host the synchronous forms give")
        func itMatchesTheSynchronousForms() async throws {
            let sync = try threadScreen()
            let async = try threadScreen()

            try sync.dataSource.setExpanded(true, for: 100, completion: nil)
            try await async.dataSource.setExpanded(true, for: 100)
            var (syncState, asyncState) = (try state(sync), try state(async))
            #expect(asyncState.items == [0, 1, 100, 101, 103, 102])
            #expect(asyncState.items == syncState.items)
            #expect(asyncState.tree == syncState.tree)
            #expect(asyncState.text == syncState.text)
            #expect(asyncState.count == syncState.count)
            #expect(async.dataSource.isExpanded(100))

            try sync.dataSource.setExpanded(false, for: 100, completion: nil)
            try await async.dataSource.setExpanded(false, for: 100)
            (syncState, asyncState) = (try state(sync), try state(async))
            #expect(asyncState.items == [0, 1, 100])
            #expect(asyncState.items == syncState.items)
            #expect(asyncState.tree == syncState.tree)
            #expect(asyncState.text == syncState.text)
            #expect(async.adapter.applies.scheduler.liveCount == 0)
        }

        @Test("An item hidden under a collapsed ancestor only changes its state; an expanded item stays as it is")
        func hiddenAndUnchangedItems() async throws {
            let screen = try threadScreen()
            try await screen.dataSource.setExpanded(false, for: 101)   // hidden under 100
            #expect(!screen.dataSource.isExpanded(101))
            #expect(screen.dataSource.snapshot().itemIdentifiers == [0, 1, 100])
            try await screen.dataSource.setExpanded(true, for: 100)
            try await screen.dataSource.setExpanded(true, for: 100)     // already expanded: nothing
            #expect(screen.dataSource.snapshot().itemIdentifiers == [0, 1, 100, 101, 102])
        }

        @Test("Called while a page is diffing: it waits for the page, then expands on the page's screen")
        func itTakesItsPlaceAfterTheAppliesInFlight() async throws {
            let screen = try threadScreen()
            let gate = Gate()
            let page = Task {
                try await screen.dataSource.update { snapshot in
                    try snapshot.appendSections([MailDay(id: "older")])
                    try snapshot.appendItems(Mail.page(3..<5), toSection: "older")
                    try snapshot.gating(0, with: gate)
                }
            }
            await gate.entered()
            // The synchronous form refuses; the asynchronous one waits.
            #expect(throws: OutlineError.applyInFlight) { try screen.dataSource.setExpanded(true, for: 100, completion: nil) }
            let expand = Task { try await screen.dataSource.setExpanded(true, for: 100) }
            for _ in 0..<20 { await Task.yield() }
            #expect(!screen.dataSource.isExpanded(100))
            #expect(screen.host.numberOfItems(inSection: 0) == 3)

            gate.open()
            try await page.value
            try await expand.value
            #expect(screen.dataSource.snapshot().itemIdentifiers == [0, 1, 100, 101, 103, 102, 3, 4])
            #expect(screen.host.numberOfSections == 2)
            #expect(screen.host.numberOfItems(inSection: 0) == 6)
            #expect(try screen.dataSource.snapshot(for: "today").isExpanded(100))
        }

        @Test("Cancelled while it waits for an apply: the host is left as the apply shows it, and it throws CancellationError")
        func cancelledItLeavesTheHost() async throws {
            let screen = try threadScreen()
            let gate = Gate()
            let page = Task {
                try await screen.dataSource.update { snapshot in
                    try snapshot.appendItems([Mail(id: 3, subject: "Mail 3")], toSection: "today")
                    try snapshot.gating(0, with: gate)
                }
            }
            await gate.entered()
            let expand = Task { try await screen.dataSource.setExpanded(true, for: 100) }
            for _ in 0..<20 { await Task.yield() }
            expand.cancel()
            gate.open()
            try await page.value
            await #expect(throws: CancellationError.self) { try await expand.value }
            #expect(!screen.dataSource.isExpanded(100))
            #expect(screen.dataSource.snapshot().itemIdentifiers == [0, 1, 100, 3])
        }

        @Test("An item the applies in flight delete is unknown once they are on the host")
        func anItemDeletedMeanwhileThrows() async throws {
            let screen = try threadScreen()
            let gate = Gate()
            let apply = Task {
                var flat = Snapshot<MailDay, Mail>()
                try flat.appendSections([MailDay(id: "today")])
                try flat.appendItems(Mail.page(0..<2))
                try flat.gating(0, with: gate)
                try await screen.dataSource.apply(flat)
            }
            await gate.entered()
            let expand = Task { try await screen.dataSource.setExpanded(true, for: 100) }
            for _ in 0..<20 { await Task.yield() }
            gate.open()
            try await apply.value
            await #expect(throws: OutlineError.unknownItem(SectionSnapshot<Mail>.key(100))) { try await expand.value }
            #expect(screen.dataSource.snapshot().itemIdentifiers == [0, 1])
        }
    }
}
