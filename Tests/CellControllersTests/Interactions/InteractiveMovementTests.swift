import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Interactive movement")
struct InteractiveMovementTests {
    /// `rows` with the item at `move.source` moved to `move.destination`.
    func moved(_ rows: [[Row]], _ move: Move<ItemPath>) -> [[Row]] {
        var rows = rows
        let row = rows[move.source.section].remove(at: move.source.item)
        rows[move.destination.section].insert(row, at: move.destination.item)
        return rows
    }

    @Test("A move within a section updates the host, the adapter's snapshot, the controller and didMove", arguments: ScreenKind.allCases)
    func moveWithinSection(kind: ScreenKind) throws {
        let screen = InteractionScreen(kind, rows: rows([6]))
        var reported: [Move<ItemPath>] = []
        screen.adapter.onEvent = { if case .move(let move, _) = $0 { reported.append(move) } }
        let cell = screen.host.cell(for: .item(ItemPath(item: 1, section: 0)))
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0))
        #expect(try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 3, section: 0)) == ItemPath(item: 3, section: 0))
        #expect(screen.host.interactiveMovement == InteractiveMovement(source: ItemPath(item: 1, section: 0), target: ItemPath(item: 3, section: 0)))
        let move = try screen.host.endInteractiveMovement()
        #expect(move == Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0)))
        #expect(screen.host.interactiveMovement == nil)
        #expect(screen.snapshotIDs == [[0, 2, 3, 1, 4, 5]])
        #expect(screen.host.cell(for: .item(ItemPath(item: 3, section: 0))) === cell)  // the item kept its cell
        #expect(screen.log == [.move(1, from: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0))])
        #expect(reported == [Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0))])
        let expected = moved(rows([6]), Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0)))
        let fresh = InteractionScreen(.controllers, rows: expected)
        #expect(screen.host.renderText() == fresh.host.renderText())
    }

    @Test("The next apply diffs from the reordered screen: no spurious move back", arguments: ScreenKind.allCases)
    func nextApplyDiffsFromReorderedTruth(kind: ScreenKind) throws {
        let screen = InteractionScreen(kind, rows: rows([3, 3]))
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 3, section: 1))
        try screen.host.endInteractiveMovement()
        let truth = moved(rows([3, 3]), Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 1)))
        #expect(screen.snapshotIDs == truth.map { $0.map(\.id) })
        let cells = screen.host.indexPathsForVisibleItems.map { screen.host.cell(for: .item($0)) }
        // Applying the app's reordered data changes nothing: no move back, no new cells.
        let app = kind == .controllers ? AnySnapshot(rowSections(truth)) : rowSnapshot(truth)
        #expect(try AnySnapshot.diff(from: screen.adapter.snapshot, to: app).changeCount == 0)
        try screen.show(truth)
        #expect(screen.host.indexPathsForVisibleItems.map { screen.host.cell(for: .item($0)) }.elementsEqual(cells) { $0 === $1 })
        #expect(screen.host.renderText() == screen.freshText())
    }

    @Test("The redirect hook picks the destination, checked like a proposal")
    func redirect() throws {
        let screen = InteractionScreen(.controllers, rows: rows([4, 3]))
        // Keep moves inside the item's own section, at its nearest end.
        screen.adapter.targetItemPathForMove = { source, proposed in
            proposed.section == source.section ? proposed : ItemPath(item: proposed.section > source.section ? 3 : 0, section: source.section)
        }
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0))
        #expect(try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 1, section: 1)) == ItemPath(item: 3, section: 0))
        try screen.host.endInteractiveMovement()
        #expect(screen.snapshotIDs == [[0, 2, 3, 1], [4, 5, 6]])
        // A hook that redirects out of range is an error, not a crash.
        screen.adapter.targetItemPathForMove = { _, _ in ItemPath(item: 9, section: 0) }
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        #expect(throws: InteractiveMovementError.targetOutOfRange(ItemPath(item: 9, section: 0), sectionCount: 2, itemCount: 4)) {
            try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 2, section: 0))
        }
        #expect(screen.host.interactiveMovement?.target == ItemPath(item: 0, section: 0))
    }

    @Test("A target position over an item targets that item's place")
    func targetPosition() throws {
        let screen = InteractionScreen(.controllers, rows: rows([8]))
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        #expect(try screen.host.updateInteractiveMovementTargetPosition(Point(x: 2, y: 2.5)) == ItemPath(item: 2, section: 0))
        try screen.host.endInteractiveMovement()
        #expect(screen.snapshotIDs == [[1, 2, 0, 3, 4, 5, 6, 7]])
    }

    @Test("Cancel restores everything; a move back to the start reports nothing", arguments: ScreenKind.allCases)
    func cancel(kind: ScreenKind) throws {
        let screen = InteractionScreen(kind, rows: rows([5, 2]))
        try screen.host.tap(at: .item(ItemPath(item: 2, section: 0)))
        let before = screen.state
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0))
        try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 0, section: 1))
        try screen.host.cancelInteractiveMovement()
        #expect(screen.state == before)
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0))
        try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 4, section: 0))
        try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 2, section: 0))
        #expect(try screen.host.endInteractiveMovement() == nil)
        #expect(screen.state == before)
        #expect(screen.log.isEmpty)
    }

    @Test("The selection follows the moved item")
    func selectionFollows() throws {
        let screen = InteractionScreen(.models, rows: rows([5]))
        try screen.host.tap(at: .item(ItemPath(item: 4, section: 0)))
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 4, section: 0))
        try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 0, section: 0))
        try screen.host.endInteractiveMovement()
        #expect(screen.host.indexPathsForSelectedItems == [ItemPath(item: 0, section: 0)])
    }

    @Test("Impossible moves throw typed errors and leave the host unchanged", arguments: ScreenKind.allCases)
    func errors(kind: ScreenKind) throws {
        let screen = InteractionScreen(kind, rows: rows([4, 2]), immovable: [1])
        func expectUnchanged(_ expected: InteractiveMovementError, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
            screen.expectUnchanged(expected, sourceLocation: sourceLocation, body)
        }
        expectUnchanged(.notMoving) { try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 0, section: 0)) }
        expectUnchanged(.notMoving) { try screen.host.updateInteractiveMovementTargetPosition(Point(x: 0, y: 0)) }
        expectUnchanged(.notMoving) { try screen.host.endInteractiveMovement() }
        expectUnchanged(.notMoving) { try screen.host.cancelInteractiveMovement() }
        expectUnchanged(.cannotMove(ItemPath(item: 1, section: 0))) { try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0)) }
        expectUnchanged(.itemOutOfRange(ItemPath(item: 4, section: 0), sectionCount: 2, itemCount: 4)) {
            try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 4, section: 0))
        }
        expectUnchanged(.itemOutOfRange(ItemPath(item: 0, section: 2), sectionCount: 2, itemCount: nil)) {
            try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 2))
        }
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        expectUnchanged(.alreadyMoving(source: ItemPath(item: 0, section: 0))) {
            try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0))
        }
        // In its own section the item can go to 0..<count, in another to 0...count.
        expectUnchanged(.targetOutOfRange(ItemPath(item: 4, section: 0), sectionCount: 2, itemCount: 4)) {
            try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 4, section: 0))
        }
        expectUnchanged(.targetOutOfRange(ItemPath(item: 3, section: 1), sectionCount: 2, itemCount: 2)) {
            try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 3, section: 1))
        }
        expectUnchanged(.targetOutOfRange(ItemPath(item: -1, section: 1), sectionCount: 2, itemCount: 2)) {
            try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: -1, section: 1))
        }
        expectUnchanged(.targetOutOfRange(ItemPath(item: 0, section: 3), sectionCount: 2, itemCount: nil)) {
            try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 0, section: 3))
        }
        expectUnchanged(.noItemAtPosition(Point(x: 1, y: 40))) { try screen.host.updateInteractiveMovementTargetPosition(Point(x: 1, y: 40)) }
        #expect(try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 2, section: 1)) == ItemPath(item: 2, section: 1))
        #expect(screen.log.isEmpty)
        #expect(InteractiveMovementError.notMoving.description.contains("beginInteractiveMovementForItem"))
    }

    @Test("A data source that does not move the item is a typed error; the move stays in progress")
    func dataSourceRejects() throws {
        final class Source: CellHostDataSource, CellHostDelegate {
            func numberOfSections(in host: TableHost) -> Int { 2 }
            func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { 2 }
            func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
                host.dequeueReusableCell(LabelCell.self, withReuseIdentifier: "label", for: itemPath)
            }
            func host(_ host: TableHost, canMoveItemAt itemPath: ItemPath) -> Bool { true }
        }
        let source = Source()
        let host = TableHost(viewportSize: Size(width: 10, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
        host.dataSource = source
        host.delegate = source
        try host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        try host.updateInteractiveMovementTarget(to: ItemPath(item: 0, section: 1))
        #expect(throws: InteractiveMovementError.self) { try host.endInteractiveMovement() }
        #expect(host.interactiveMovement?.target == ItemPath(item: 0, section: 1))
        try host.cancelInteractiveMovement()
    }

    @Test("Moves interleaved with swipes and random applies: the host matches a fresh one", arguments: ScreenKind.allCases, [UInt64(7), 8, 9, 10])
    func randomInterleaving(kind: ScreenKind, seed: UInt64) throws {
        var random = DiffTestRandom(seed: seed)
        var nextID = 100
        let screen = InteractionScreen(kind, rows: rows([4, 5, 3]))
        var truth = screen.rows
        var ended = 0
        for _ in 0..<80 {
            switch random.int(0..<7) {
            case 0 where screen.host.interactiveMovement == nil && truth.contains { !$0.isEmpty }:
                try screen.host.beginInteractiveMovementForItem(at: randomPath(in: truth, using: &random))
            case 1, 2:
                guard let movement = screen.host.interactiveMovement else { continue }
                let section = random.int(0..<truth.count)
                let limit = section == movement.source.section ? truth[section].count - 1 : truth[section].count
                try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: random.int(0...limit), section: section))
            case 3:
                guard let movement = screen.host.interactiveMovement else { continue }
                if random.chance(0.7) {
                    if try screen.host.endInteractiveMovement() != nil { ended += 1 }
                    truth = moved(truth, Move(from: movement.source, to: movement.target))
                } else {
                    try screen.host.cancelInteractiveMovement()
                }
            case 4:
                // An apply of the app's data, which knows about every ended move.
                let data = randomEdit(of: truth, nextID: &nextID, using: &random)
                try screen.show(data)
                truth = data
            case 5 where screen.host.interactiveMovement == nil && truth.contains { !$0.isEmpty }:
                try screen.host.swipe(at: randomPath(in: truth, using: &random))
            default:
                screen.host.contentOffset = Point(x: 0, y: Double(random.int(0...8)))
            }
            #expect(screen.snapshotIDs == truth.map { $0.map(\.id) })
        }
        #expect(ended > 0)  // the sequence did move items
        if screen.host.interactiveMovement != nil { try screen.host.cancelInteractiveMovement() }
        screen.host.dismissSwipeActions()
        try screen.show(truth)
        #expect(screen.host.renderText() == screen.freshText())
    }
}

@MainActor
@Suite("Interactive movement, exhaustive")
struct InteractiveMovementExhaustiveTests {
    @Test("Every move of every item of small screens, including into empty sections, for both kinds of screens",
          arguments: ScreenKind.allCases)
    func everyMove(kind: ScreenKind) throws {
        var checked = 0
        for counts in [[3, 0], [0, 2], [1, 1], [2, 3], [4], [2, 0, 1]] {
            let data = rows(counts)
            for sourceSection in counts.indices {
                for sourceItem in 0..<counts[sourceSection] {
                    for destinationSection in counts.indices {
                        let limit = destinationSection == sourceSection ? counts[destinationSection] - 1 : counts[destinationSection]
                        for destinationItem in 0...max(0, limit) where destinationItem <= limit {
                            let move = Move(from: ItemPath(item: sourceItem, section: sourceSection),
                                            to: ItemPath(item: destinationItem, section: destinationSection))
                            let screen = InteractionScreen(kind, rows: data)
                            try screen.host.beginInteractiveMovementForItem(at: move.source)
                            try screen.host.updateInteractiveMovementTarget(to: move.destination)
                            try screen.host.endInteractiveMovement()
                            var expected = data
                            let row = expected[sourceSection].remove(at: sourceItem)
                            expected[destinationSection].insert(row, at: destinationItem)
                            #expect(screen.snapshotIDs == expected.map { $0.map(\.id) }, "\(counts) \(move)")
                            try screen.show(expected)
                            #expect(screen.host.renderText() == screen.freshText(), "\(counts) \(move)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 60)
    }
}
