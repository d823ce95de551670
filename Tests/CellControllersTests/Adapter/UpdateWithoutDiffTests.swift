import CellControllers
import CellControllersTestSupport
import Testing

/// A synchronous `update { }` whose edit deletes, inserts and moves items shows the batch its
/// edit recorded, without diffing the screen, when nothing is in flight. It must show what the
/// diff shows: the same rows, selection, drawing and frames, and, unless the edit moved items
/// (which the diff may pick otherwise), the same offset.
@MainActor
@Suite("Update without the diff")
struct UpdateWithoutDiffTests {
    struct Page: Identifiable, Equatable, Sendable { let id: Int }

    /// Random item edits of `screen` (deletes, inserts before or after an item or at a
    /// section's end, moves before or after an item), new ids from `next` on.
    static func edit(_ screen: inout Snapshot<Page, Row>, _ random: inout DiffTestRandom, count: Int, next: inout Int) throws {
        for _ in 0..<count {
            let ids = screen.itemIdentifiers
            let new = (0..<random.int(1...3)).map { Row(id: next + $0, title: "New \(next + $0)") }
            next += 10
            switch (random.int(0..<6), ids.randomElement(using: &random), ids.randomElement(using: &random)) {
            case (0, .some(let id), _): try screen.deleteItems([id])
            case (1, .some(let anchor), _): try screen.insertItems(new, at: .before(anchor))
            case (2, .some(let anchor), _): try screen.insertItems(new, at: .after(anchor))
            case (3, .some(let item), .some(let anchor)) where item != anchor: try screen.moveItem(item, to: .before(anchor))
            case (4, .some(let item), .some(let anchor)) where item != anchor: try screen.moveItem(item, to: .after(anchor))
            default: try screen.appendItems(new, toSection: screen.sectionModel(at: random.int(0..<screen.numberOfSections)).id)
            }
        }
    }

    @Test("A synchronous update shows what applying the same edit through the diff shows", arguments: 0..<60)
    func updateMatchesTheDiff(seed: Int) throws {
        var random = DiffTestRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 2_828)
        let twins = try DiffTwins(&random, page: Page.init(id:))
        let screen = twins.screen
        let (updating, updater, diffing, differ) = (twins.tested, twins.testedSource, twins.diffing, twins.differ)
        var next = 1_000
        let offset = Point(x: 0, y: Double(random.int(0...max(0, screen.numberOfItems - 4))))
        let selected = screen.itemIdentifiers.filter { _ in random.chance(0.2) }
        for (host, dataSource) in [(updating, updater), (diffing, differ)] {
            host.allowsMultipleSelection = true
            host.contentOffset = offset
            host.layoutIfNeeded()
            for id in selected {
                if let path = dataSource.indexPath(for: id) { try host.selectItem(at: path) }
            }
        }
        for _ in 0..<random.int(1...3) {
            let count = random.int(1...5)
            var replay = random, replayNext = next
            var again = updater.snapshot()
            var edited = Snapshot<Page, Row>()
            try updater.update(completion: nil) { snapshot in
                try Self.edit(&snapshot, &random, count: count, next: &next)
                edited = snapshot
            }
            try differ.apply(edited)
            // The batch the update showed, recorded again from the same edits.
            again.beginRecording()
            try Self.edit(&again, &replay, count: count, next: &replayNext)
            let recording = again.endRecording()
            let recorded = try #require(recording)
            #expect(updater.snapshot() == edited)
            #expect(updating.indexPathsForSelectedItems == diffing.indexPathsForSelectedItems)
            // Where several items could be the ones moved (two swapped rows, say), the diff
            // picks some and the edit says which; scroll anchoring keeps the first visible row
            // in place unless it is moved, so only a batch without moves keeps the same offset.
            if recorded.movedItems.isEmpty {
                #expect(updating.contentOffset == diffing.contentOffset)
            } else {
                diffing.contentOffset = updating.contentOffset
                diffing.layoutIfNeeded()
            }
            #expect(updating.renderText() == diffing.renderText())
            for id in edited.itemIdentifiers {
                let path = try #require(edited.pathOfItem(id))
                #expect(updating.rect(for: .item(path)) == diffing.rect(for: .item(path)))
            }
        }
    }

    /// Found by the model-based test on screens of controller sections (issue 26): the
    /// recorded batch showed such an item as deleted and inserted, so the host dropped its
    /// selection (and its cell's state); the diff shows a move.
    @Test("An item deleted and appended again in one update (a move into an empty section) is moved: it keeps its selection",
          arguments: [false, true])
    func reinsertedItemMoves(controllers: Bool) throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 8), layout: TableLayout(rowHeight: 1, separator: .none))
        host.allowsMultipleSelection = true
        if controllers {
            let screen = DiffableDataSource<ControllerSection<TableHost>, CellController<TableHost>, TableHost>(host: host, factory: ControllerItems())
            let five = LabelController(id: 5)
            try screen.apply(Snapshot([ControllerSection(id: 0, items: [LabelController(id: 4), five]), ControllerSection(id: 1, items: [])]))
            try host.selectItem(at: ItemPath(item: 1, section: 0))
            try screen.update { snapshot in
                try snapshot.deleteItems([five.id])
                try snapshot.appendItems([five], toSection: snapshot.sectionIdentifiers[1])
            }
            #expect(screen.indexPath(for: five.id) == ItemPath(item: 0, section: 1))
        } else {
            let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
            let screen = DiffableDataSource<Page, Row, TableHost>(host: host, factory: rows)
            let five = Row(id: 5, title: "Row 5")
            try screen.apply(Snapshot([(Page(id: 0), [Row(id: 4, title: "Row 4"), five]), (Page(id: 1), [])]))
            try host.selectItem(at: ItemPath(item: 1, section: 0))
            try screen.update { snapshot in
                try snapshot.deleteItems([five.id])
                try snapshot.appendItems([five], toSection: Page(id: 1).id)
            }
            #expect(screen.indexPath(for: five.id) == ItemPath(item: 0, section: 1))
        }
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 0, section: 1)])
    }
}
