@testable import CellControllers
import CellControllersTestSupport
import Testing

/// A user's tap on a disclosure while an apply is in flight (issue 27, bug 2): it takes its place
/// after the applies and is replayed by identity once they landed, or dropped visibly when the
/// apply deleted its item. Nested in `AsyncApplyTests` for its serialization (a `Gate` blocks a
/// thread of the cooperative pool).
extension AsyncApplyTests {
    @MainActor
    @Suite("Disclosure taps during an apply")
    struct DisclosureTapDuringApplyTests {
        /// What the handlers heard.
        @MainActor
        final class Heard {
            var lines: [String] = []
        }

        /// A mail screen with a second section, "threads", shown as a tree: Thread 100 (collapsed)
        /// with the replies 101 and 102; the handlers report to `heard`.
        func threadScreen(heard: Heard) throws -> MailScreen {
            let screen = MailScreen(ids: 0..<2)
            screen.dataSource.sectionSnapshotHandlers.willChangeExpansion = { item, expanding in if expanding { heard.lines.append("will expand \(item.id)") } }
            screen.dataSource.sectionSnapshotHandlers.disclosureTapFailed = { heard.lines.append("failed \($0): \($1)") }
            try screen.dataSource.update(completion: nil) { try $0.appendSections([MailDay(id: "threads")]) }
            var tree = SectionSnapshot<Mail>()
            try tree.append([Mail(id: 100, subject: "Thread 100")])
            try tree.append([Mail(id: 101, subject: "Re 101"), Mail(id: 102, subject: "Re 102")], to: 100)
            try screen.dataSource.apply(tree, to: "threads")
            return screen
        }

        static let thread = ItemPath(item: 0, section: 1)

        /// Starts an `update` that runs `edit` and appends a page to "today", held in its diff by
        /// `gate`; returns once it is held.
        func heldUpdate(on screen: MailScreen, gate: Gate, _ edit: @escaping @MainActor (inout Snapshot<MailDay, Mail>) throws -> Void = { _ in }) async -> Task<Void, any Error> {
            let update = Task {
                try await screen.dataSource.update { snapshot in
                    try snapshot.appendItems(Mail.page(2..<4), toSection: "today")
                    try edit(&snapshot)
                    try snapshot.gating(0, with: gate)
                }
            }
            await gate.entered()
            return update
        }

        @Test("A disclosure tap during an update in flight takes effect once the update lands: the item expands, the handlers heard it")
        func replayedAfterTheApply() async throws {
            let heard = Heard()
            let screen = try threadScreen(heard: heard)
            let gate = Gate()
            let update = await heldUpdate(on: screen, gate: gate)

            #expect(try screen.host.tapDisclosure(at: Self.thread))
            #expect(!screen.dataSource.isExpanded(100), "not while the update is in flight")
            #expect(screen.adapter.applies.scheduler.deferredTapCount == 1)
            // The app's own toggle is still refused, as documented.
            #expect(throws: OutlineError.applyInFlight) { try screen.dataSource.toggle(100) }

            gate.open()
            try await update.value
            #expect(screen.dataSource.isExpanded(100))
            #expect(try screen.dataSource.snapshot().itemIdentifiers(inSection: "today") == [0, 1, 2, 3])
            #expect(try screen.dataSource.snapshot().itemIdentifiers(inSection: "threads") == [100, 101, 102])
            #expect(heard.lines == ["will expand 100"])
            #expect(screen.adapter.applies.scheduler.deferredTapCount == 0)
            #expect(!gate.timedOut)
        }

        @Test("A disclosure tap whose item the update in flight deletes is dropped visibly: disclosureTapFailed hears disclosureTapDropped")
        func droppedWhenTheApplyDeletesItsItem() async throws {
            let heard = Heard()
            let screen = try threadScreen(heard: heard)
            let gate = Gate()
            let update = await heldUpdate(on: screen, gate: gate) { try $0.deleteItems([100]) }

            #expect(try screen.host.tapDisclosure(at: Self.thread))
            gate.open()
            try await update.value
            #expect(try screen.dataSource.snapshot().itemIdentifiers(inSection: "threads") == [])
            let key = DiffIdentifier(type: Mail.self, id: 100)
            #expect(heard.lines == ["failed 100: \(OutlineError.disclosureTapDropped(key))"])
            #expect(screen.adapter.applies.scheduler.deferredTapCount == 0)
            #expect(!gate.timedOut)
        }

        @Test("A disclosure tap made while an apply is in flight that is then superseded takes effect once the later apply is shown")
        func replayedAfterASupersedingApply() async throws {
            let heard = Heard()
            let screen = try threadScreen(heard: heard)
            let gate = Gate()
            var gated = screen.dataSource.snapshot()
            try gated.gating(0, with: gate)
            let held = Task { try await screen.dataSource.apply(gated) }
            await gate.entered()

            #expect(try screen.host.tapDisclosure(at: Self.thread))
            // A whole screen, not built on the held apply, that keeps the tree's section.
            var shown = screen.dataSource.snapshot()
            try shown.deleteItems([1])
            try screen.dataSource.apply(shown, completion: nil)
            #expect(screen.dataSource.isExpanded(100), "replayed once no apply is in flight")
            gate.open()
            await #expect(throws: ApplySupersededError.self) { try await held.value }
            #expect(try screen.dataSource.snapshot().itemIdentifiers(inSection: "threads") == [100, 101, 102])
            #expect(heard.lines == ["will expand 100"])
            #expect(!gate.timedOut)
        }

        @Test("Two taps on the same disclosure during an apply are replayed in order: it opens, then closes")
        func tapsReplayInOrder() async throws {
            let heard = Heard()
            let screen = try threadScreen(heard: heard)
            let gate = Gate()
            let update = await heldUpdate(on: screen, gate: gate)
            #expect(try screen.host.tapDisclosure(at: Self.thread))
            #expect(try screen.host.tapDisclosure(at: Self.thread))
            gate.open()
            try await update.value
            #expect(!screen.dataSource.isExpanded(100))
            #expect(heard.lines == ["will expand 100"])
            #expect(try screen.dataSource.snapshot().itemIdentifiers(inSection: "threads") == [100])
            #expect(!gate.timedOut)
        }

        @Test("A tap and a swipe during an update in flight take effect at once on the screen shown, and follow their items when it lands (the docs' Gestures during an apply)")
        func tapsAndSwipesActAtOnce() async throws {
            let heard = Heard()
            let screen = try threadScreen(heard: heard)
            let gate = Gate()
            let update = await heldUpdate(on: screen, gate: gate) { snapshot in
                try snapshot.insertItems([Mail(id: 50, subject: "Mail 50")], at: .before(0))
            }
            #expect(try screen.host.tap(at: .item(ItemPath(item: 1, section: 0))))
            #expect(screen.host.indexPathsForSelectedItems == [ItemPath(item: 1, section: 0)])
            _ = try screen.host.swipe(at: ItemPath(item: 0, section: 0), edge: .trailing)
            #expect(screen.host.revealedSwipeActions?.itemPath == ItemPath(item: 0, section: 0))
            gate.open()
            try await update.value
            // Mail 50 went in above: both gestures followed their items.
            #expect(screen.host.indexPathsForSelectedItems == [ItemPath(item: 2, section: 0)])
            #expect(screen.host.revealedSwipeActions?.itemPath == ItemPath(item: 1, section: 0))
            #expect(!gate.timedOut)
        }

        @Test("A move that ends while an apply is in flight: the apply is diffed again against the moved screen, and its own order wins (the docs' Gestures during an apply)")
        func aMoveEndedDuringAnApplyGivesWayToIt() async throws {
            let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
            let rows = CellRegistration<LabelCell, Mail> { cell, mail in cell.title = mail.subject }.movable { _ in true }
            let dataSource = DiffableDataSource<MailDay, Mail, TableHost>(host: host, factory: rows)
            var first = Snapshot<MailDay, Mail>()
            try first.appendSections([MailDay(id: "today")])
            try first.appendItems(Mail.page(0..<3))
            try dataSource.apply(first, completion: nil)
            host.layoutIfNeeded()
            let gate = Gate()
            let update = Task {
                try await dataSource.update { snapshot in
                    try snapshot.appendItems(Mail.page(3..<4))
                    try snapshot.gating(1, with: gate)
                }
            }
            await gate.entered()
            try host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
            try host.updateInteractiveMovementTarget(to: ItemPath(item: 2, section: 0))
            try host.endInteractiveMovement()
            #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 0], "the move is on the screen shown at once")
            gate.open()
            try await update.value
            #expect(dataSource.snapshot().itemIdentifiers == [0, 1, 2, 3], "the apply's screen, built before the move, decides the order")
            #expect(!gate.timedOut)
        }

        @Test("The asynchronous section-snapshot apply fills a section appended to the newest requested screen")
        func asyncApplyAppendsTheSection() async throws {
            let screen = MailScreen(ids: 0..<2)
            var tree = SectionSnapshot<Mail>()
            try tree.append([Mail(id: 100, subject: "Thread 100")])
            try tree.append([Mail(id: 101, subject: "Re 101")], to: 100)
            try await screen.dataSource.update { try $0.appendSections([MailDay(id: "threads")]) }
            try await screen.dataSource.apply(tree, to: "threads")
            #expect(try screen.dataSource.snapshot().itemIdentifiers(inSection: "threads") == [100])
            #expect(try screen.dataSource.snapshot(for: "threads") == tree)
            #expect(screen.host.outlineForItem(at: Self.thread) == CellOutline(level: 0, hasChildren: true, isExpanded: false))
        }
    }
}
