@testable import CellControllers
import CellControllersTestSupport
import Testing

/// `try await dataSource.apply(tree, to: section)`: a section snapshot applied with the diff off
/// the main actor, in call order with the other applies, composing with those in flight.
///
/// The screens are `MailScreen`s (one day of mail); an apply in flight is held by a `Gate` in its
/// diff, so that the next call is made while it is on its way to the host. Nested in
/// `AsyncApplyTests`, whose serialization it shares: a `Gate` blocks a thread of the cooperative
/// pool, and two gated tests at once could block both of this machine's.
extension AsyncApplyTests {
    @MainActor
    @Suite("Section snapshots applied asynchronously")
    struct AsyncOutlineTests {
        /// A thread of mail: message `root` with the replies `replies` under it.
        func thread(_ root: Int, replies: Range<Int>, expanded: Bool) throws -> SectionSnapshot<Mail> {
            var tree = SectionSnapshot<Mail>()
            try tree.append([Mail(id: root, subject: "Thread \(root)")])
            try tree.append(replies.map { Mail(id: $0, subject: "Re \($0)") }, to: root)
            if expanded { try tree.expand([root]) }
            return tree
        }

        /// Starts applying a tree of the screen's messages (message 2 with a collapsed reply)
        /// whose first message passes through `gate`, and returns once its diff is held there.
        func heldTreeApply(on screen: MailScreen, gate: Gate) async throws -> (Task<Void, any Error>, SectionSnapshot<Mail>) {
            var gated = screen.dataSource.snapshot()
            try gated.gating(0, with: gate)
            var tree = SectionSnapshot<Mail>()
            try tree.append(try gated.items(inSection: "today"))
            try tree.append([Mail(id: 101, subject: "Re 101")], to: 2)
            let apply = Task { try await screen.dataSource.apply(tree, to: "today") }
            await gate.entered()
            return (apply, tree)
        }

        /// The lines of the host's rendering, trailing empty lines dropped.
        func lines(_ screen: MailScreen) -> [String] {
            var lines = screen.host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while lines.last == "" { lines.removeLast() }
            return lines
        }

        @Test("Applied with nothing in flight: the section shows the tree's visible items with their disclosures")
        func aloneItShowsTheTree() async throws {
            let screen = MailScreen(ids: 0..<2)
            try await screen.dataSource.apply(try thread(100, replies: 101..<103, expanded: true), to: "today")
            #expect(lines(screen) == ["▾ Thread 100", "    Re 101", "    Re 102"])
            #expect(try screen.dataSource.snapshot(for: "today") == thread(100, replies: 101..<103, expanded: true))
            #expect(screen.adapter.applies.scheduler.liveCount == 0)
        }

        @Test("Made while a page is diffing: built on the page's screen, so the page's apply returns normally, and then the tree replaces the section")
        func itComposesWithAPageInFlight() async throws {
            let screen = MailScreen(ids: 0..<3)
            let gate = Gate()
            // The page: two messages appended, through update, held in its diff.
            let page = Task {
                try await screen.dataSource.update { snapshot in
                    try snapshot.appendItems(Mail.page(3..<5))
                    try snapshot.gating(0, with: gate)
                }
            }
            await gate.entered()
            #expect(screen.adapter.applies.scheduler.liveCount == 1)

            // The sync form refuses; the async form takes its place after the page.
            #expect(throws: OutlineError.applyInFlight) { try screen.dataSource.apply(try thread(100, replies: 101..<102, expanded: false), to: "today") }
            var tree = SectionSnapshot<Mail>()
            let requested = screen.dataSource.requestedSnapshot()
            try tree.append(try requested.items(inSection: "today"))   // the page's screen, made a tree
            try tree.append([Mail(id: 101, subject: "Re 101")], to: 4)
            try tree.expand([4])
            let apply = Task { try await screen.dataSource.apply(tree, to: "today") }
            await Task.yield()
            gate.open()

            try await page.value   // carried by the tree's screen: it returns normally
            try await apply.value
            #expect(screen.shownIDs == [0, 1, 2, 3, 4, 101])
            #expect(lines(screen) == ["  Mail 0", "  Mail 1", "  Mail 2", "  Mail 3", "▾ Mail 4"])
            #expect(try screen.dataSource.snapshot(for: "today") == tree)
            #expect(screen.adapter.applies.scheduler.liveCount == 0)
            #expect(!gate.timedOut)
        }

        @Test("A whole screen applied later, not built on it, supersedes it: it throws ApplySupersededError and installs no tree")
        func aLaterScreenSupersedesIt() async throws {
            let screen = MailScreen(ids: 0..<3)
            let gate = Gate()
            let (apply, _) = try await heldTreeApply(on: screen, gate: gate)

            var shown = screen.dataSource.snapshot()
            try shown.deleteItems([1])
            try screen.dataSource.apply(shown, completion: nil)
            gate.open()

            await #expect(throws: ApplySupersededError.self) { try await apply.value }
            #expect(screen.shownIDs == [0, 2])
            #expect(screen.adapter.shown.outlines.isEmpty)
            #expect(lines(screen) == ["Mail 0", "Mail 2"])
            #expect(!gate.timedOut)
        }

        @Test("An update built on it carries it: the tree is installed if the update left the section's items alone, and not if it changed them")
        func anUpdateBuiltOnItCarriesIt() async throws {
            for editsTheSection in [false, true] {
                let screen = MailScreen(ids: 0..<3)
                let gate = Gate()
                let (apply, tree) = try await heldTreeApply(on: screen, gate: gate)

                try screen.dataSource.update(completion: nil) { snapshot in
                    if editsTheSection {
                        try snapshot.appendItems([Mail(id: 9, subject: "Mail 9")])
                    } else {
                        try snapshot.appendSections([MailDay(id: "yesterday")])
                    }
                }
                gate.open()
                try await apply.value

                if editsTheSection {
                    #expect(screen.shownIDs == [0, 1, 2, 9])
                    #expect(screen.adapter.shown.outlines.isEmpty, "the update gave the section other items: a flat list")
                } else {
                    #expect(screen.shownIDs == [0, 1, 2])
                    #expect(try screen.dataSource.snapshot(for: "today") == tree)
                    #expect(lines(screen).prefix(3) == ["  Mail 0", "  Mail 1", "▸ Mail 2"])
                }
                #expect(!gate.timedOut)
            }
        }

        @Test("Refused now, against the newest requested screen: an unknown section, an item that screen has elsewhere; nothing changes")
        func refusalsAreCheckedAgainstTheRequestedScreen() async throws {
            let screen = MailScreen(ids: 0..<3)
            await #expect(throws: OutlineError.unknownSection(DiffIdentifier(type: MailDay.self, id: "never"))) {
                try await screen.dataSource.apply(try self.thread(100, replies: 101..<102, expanded: false), to: "never")
            }
            try screen.dataSource.apply(Snapshot([(section: MailDay(id: "today"), items: Mail.page(0..<3)), (section: MailDay(id: "older"), items: Mail.page(3..<5))]), completion: nil)
            let before = screen.host.renderText()
            // Message 3 is in "older": a tree for "today" cannot hold it, shown or hidden.
            await #expect(throws: OutlineError.itemInAnotherSection(DiffIdentifier(type: Mail.self, id: 3), section: 1)) {
                try await screen.dataSource.apply(try self.thread(0, replies: 3..<4, expanded: false), to: "today")
            }
            #expect(screen.host.renderText() == before)
            #expect(screen.adapter.applies.scheduler.liveCount == 0)
        }
    }
}
