@testable import CellControllers
import CellControllersTestSupport
import Testing

/// A user's disclosure tap on an item whose expansion shows many rows (issue 28 §3): the
/// handlers are asked at the tap, the rows are computed off the main actor, and the disclosure
/// flips when they are shown; the taps that come meanwhile wait for it and are replayed in order.
///
/// Nested in `AsyncApplyTests`, whose serialization it shares (asynchronous expansions use the
/// cooperative pool).
extension AsyncApplyTests {
    @MainActor
    @Suite("Disclosure taps on large items")
    struct LargeDisclosureTapTests {
        /// What the handlers heard.
        @MainActor
        final class Heard {
            var lines: [String] = []
        }

        static let folder = 100
        /// The folder's row: after the messages 0 and 1.
        static let folderRow = ItemPath(item: 2, section: 0)

        /// Messages 0 and 1, then the folder 100 (collapsed) with `children` messages from 1,000,
        /// the first of which (expanded) holds 10 more from 100,000, then the thread 200
        /// (collapsed, one reply 201); the handlers report to `heard`.
        func folderScreen(children: Int, heard: Heard = Heard()) throws -> MailScreen {
            let screen = MailScreen(ids: 0..<2)
            screen.dataSource.sectionSnapshotHandlers.willChangeExpansion = { item, expanding in
                heard.lines.append("will \(expanding ? "expand" : "collapse") \(item.id)")
            }
            screen.dataSource.sectionSnapshotHandlers.disclosureTapFailed = { heard.lines.append("failed \($0): \($1)") }
            var tree = SectionSnapshot<Mail>()
            try tree.append(Mail.page(0..<2) + [Mail(id: Self.folder, subject: "Folder"), Mail(id: 200, subject: "Thread")])
            try tree.append([Mail(id: 201, subject: "Re 201")], to: 200)
            try tree.append(Mail.page(1_000..<(1_000 + children)), to: Self.folder)
            try tree.append(Mail.page(100_000..<100_010), to: 1_000)
            try tree.expand([1_000])
            try screen.dataSource.apply(tree, to: "today", completion: nil)
            return screen
        }

        /// What the screen shows: its items, its tree, its rows as drawn, the host's count, the
        /// folder's disclosure.
        func state(_ screen: MailScreen) throws -> (items: [Int], tree: SectionSnapshot<Mail>, text: String, count: Int, outline: CellOutline?) {
            (screen.dataSource.snapshot().itemIdentifiers, try screen.dataSource.snapshot(for: "today"),
             screen.host.renderText(), screen.host.numberOfItems(inSection: 0), screen.host.outlineForItem(at: Self.folderRow))
        }

        func expectSameState(_ lhs: MailScreen, _ rhs: MailScreen) throws {
            let (left, right) = (try state(lhs), try state(rhs))
            // Compared as Bools: thousands of ids would flood a failure's message.
            let (sameItems, sameTree, sameText) = (left.items == right.items, left.tree == right.tree, left.text == right.text)
            #expect(sameItems, "the items shown differ")
            #expect(sameTree, "the trees differ")
            #expect(sameText, "the rows drawn differ")
            #expect(left.count == right.count)
            #expect(left.outline == right.outline)
            #expect(lhs.adapter.invariantViolations() == [])
            #expect(rhs.adapter.invariantViolations() == [])
        }

        @Test("A tap on a folder of 2,000 messages asks the handlers at once, flips when its rows show, and gives the screen the synchronous expansion gives")
        func aLargeTapExpandsAsynchronously() async throws {
            let heard = Heard()
            let tapped = try folderScreen(children: 2_000, heard: heard)
            let reference = try folderScreen(children: 2_000)

            #expect(try tapped.host.tapDisclosure(at: Self.folderRow))
            #expect(heard.lines == ["will expand 100"], "the handlers are asked at the tap")
            #expect(!tapped.dataSource.isExpanded(Self.folder), "the rows are not shown yet")
            #expect(tapped.host.outlineForItem(at: Self.folderRow)?.isExpanded == false)
            #expect(tapped.host.numberOfItems(inSection: 0) == 4)

            await tapped.adapter.waitForDisclosureTaps()
            try reference.dataSource.setExpanded(true, for: Self.folder, completion: nil)
            #expect(tapped.dataSource.isExpanded(Self.folder))
            #expect(tapped.host.numberOfItems(inSection: 0) == 4 + 2_000 + 10)
            try expectSameState(tapped, reference)
            #expect(heard.lines == ["will expand 100"])
        }

        @Test("A tap on a folder of 1,999 messages expands it at once, as before")
        func aSmallTapStaysSynchronous() throws {
            let screen = try folderScreen(children: 1_989)   // 1,989 children and 10 grandchildren: 1,999 rows
            #expect(try screen.host.tapDisclosure(at: Self.folderRow))
            #expect(screen.dataSource.isExpanded(Self.folder))
            #expect(screen.host.numberOfItems(inSection: 0) == 4 + 1_999)
            #expect(screen.adapter.applies.scheduler.tapExpansion == nil)
        }

        @Test("A second tap on the folder while its expansion is in flight waits for it: the folder opens, then closes")
        func aSecondTapQueuesBehindTheExpansion() async throws {
            let heard = Heard()
            let screen = try folderScreen(children: 2_000, heard: heard)
            let reference = try folderScreen(children: 2_000)

            #expect(try screen.host.tapDisclosure(at: Self.folderRow))
            #expect(try screen.host.tapDisclosure(at: Self.folderRow))
            #expect(screen.adapter.applies.scheduler.deferredTapCount == 1)
            await screen.adapter.waitForDisclosureTaps()
            #expect(!screen.dataSource.isExpanded(Self.folder))
            #expect(heard.lines == ["will expand 100", "will collapse 100"], "in the order the taps came")
            #expect(screen.adapter.applies.scheduler.deferredTapCount == 0)
            try expectSameState(screen, reference)
        }

        @Test("A tap on another row while the expansion is in flight takes effect after it, in order")
        func aTapOnAnotherRowQueuesToo() async throws {
            let heard = Heard()
            let screen = try folderScreen(children: 2_000, heard: heard)
            let reference = try folderScreen(children: 2_000)
            #expect(try screen.host.tapDisclosure(at: Self.folderRow))
            // Thread 200's row as the tap finds it (below the folder, not yet open).
            #expect(try screen.host.tapDisclosure(at: ItemPath(item: 3, section: 0)))
            #expect(!screen.dataSource.isExpanded(200), "it waits for the folder's expansion")
            await screen.adapter.waitForDisclosureTaps()
            try reference.dataSource.setExpanded(true, for: Self.folder, completion: nil)
            try reference.dataSource.setExpanded(true, for: 200, completion: nil)
            #expect(screen.dataSource.isExpanded(200))
            try expectSameState(screen, reference)
            #expect(heard.lines == ["will expand 100", "will expand 200"])
        }

        @Test("An update during the expansion's flight lands first; the folder then opens on the updated screen, as the synchronous calls in that order give")
        func anUpdateDuringTheFlight() async throws {
            let screen = try folderScreen(children: 2_000)
            let reference = try folderScreen(children: 2_000)

            #expect(try screen.host.tapDisclosure(at: Self.folderRow))
            #expect(!screen.dataSource.isExpanded(Self.folder), "in flight")
            // Another section: the tree's section keeps its items, and its tree.
            try await screen.dataSource.update {
                try $0.appendSections([MailDay(id: "older")])
                try $0.appendItems(Mail.page(5..<7), toSection: "older")
            }
            await screen.adapter.waitForDisclosureTaps()

            try reference.dataSource.update(completion: nil) {
                try $0.appendSections([MailDay(id: "older")])
                try $0.appendItems(Mail.page(5..<7), toSection: "older")
            }
            try reference.dataSource.setExpanded(true, for: Self.folder, completion: nil)
            #expect(screen.dataSource.isExpanded(Self.folder))
            #expect(try screen.dataSource.snapshot().itemIdentifiers(inSection: "older") == [5, 6])
            try expectSameState(screen, reference)
            #expect(screen.host.numberOfItems(inSection: 1) == 2)
        }

        @Test("An apply that deletes the folder during the flight drops the tap visibly: disclosureTapFailed hears disclosureTapDropped")
        func anApplyDeletingTheFolderDropsTheTap() async throws {
            let heard = Heard()
            let screen = try folderScreen(children: 2_000, heard: heard)

            #expect(try screen.host.tapDisclosure(at: Self.folderRow))
            var flat = Snapshot<MailDay, Mail>()
            try flat.appendSections([MailDay(id: "today")])
            try flat.appendItems(Mail.page(0..<2))
            try screen.dataSource.apply(flat, completion: nil)
            await screen.adapter.waitForDisclosureTaps()

            #expect(screen.dataSource.snapshot().itemIdentifiers == [0, 1])
            let key = DiffIdentifier(type: Mail.self, id: Self.folder)
            #expect(heard.lines == ["will expand 100", "failed 100: \(OutlineError.disclosureTapDropped(key))"])
            #expect(screen.adapter.invariantViolations() == [])
        }
    }
}
