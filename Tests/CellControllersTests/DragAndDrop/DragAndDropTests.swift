import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Drag and drop")
struct DragAndDropTests {
    typealias F = DragDropFixture

    nonisolated static let moves: [Move<ItemPath>] = [
        Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0)),
        Move(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 0, section: 0)),
        Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 1)),
        Move(from: ItemPath(item: 1, section: 1), to: ItemPath(item: 4, section: 0)),
        Move(from: ItemPath(item: 2, section: 1), to: ItemPath(item: 3, section: 1)),
        Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 2, section: 0)),
    ]
    nonisolated static let board = [[0, 1, 2, 3], [4, 5, 6, 7]]

    @Test("A drop within its host is the interactive move: same live layout, snapshot, host and events", arguments: DragHostKind.allCases, moves)
    func dropWithinHostIsInteractiveMove(kind: DragHostKind, move: Move<ItemPath>) throws {
        switch kind {
        case .table: try checkDropIsMove(move) { try F.table($0) }
        case .grid: try checkDropIsMove(move) { try F.grid($0) }
        }
    }

    private func checkDropIsMove<Host: CellHosting>(_ move: Move<ItemPath>, _ make: ([[Int]]) throws -> DiffableDataSource<RowSection, Row, Host>) throws {
        let dragged = try make(Self.board), moved = try make(Self.board)
        var dragLog: [Move<ItemPath>] = [], moveLog: [Move<ItemPath>] = []
        var dropped: [DropEvent<Row>] = []
        var ended: [DragOutcome] = []
        dragged.adapter.onEvent = { if case .move(let move, _) = $0 { dragLog.append(move) } }
        moved.adapter.onEvent = { if case .move(let move, _) = $0 { moveLog.append(move) } }
        dragged.dragDropHandlers.didDrop = { dropped.append($0) }
        dragged.dragDropHandlers.didEnd = { _, outcome in ended.append(outcome) }
        let expected = F.moved(Self.board, move)

        let session = try dragged.beginDrag(at: move.source)
        #expect(try session.hover(over: dragged, at: move.destination) == DropProposal(.move))
        #expect(session.destination == move.destination)
        try moved.adapter.host.beginInteractiveMovementForItem(at: move.source)
        try moved.adapter.host.updateInteractiveMovementTarget(to: move.destination)
        // Live reorder: both hosts show the order after the move, and the data is unchanged.
        #expect(dragged.adapter.host.interactiveMovement == moved.adapter.host.interactiveMovement)
        #expect(dragged.adapter.host.renderText() == moved.adapter.host.renderText())
        #expect(dragged.adapter.host.renderText() == (try make(expected)).adapter.host.renderText())
        #expect(F.ids(dragged) == Self.board)

        #expect(try session.drop() == .moved)
        try moved.adapter.host.endInteractiveMovement()
        #expect(F.ids(dragged) == expected)
        #expect(F.ids(moved) == expected)
        #expect(dragged.adapter.host.renderText() == moved.adapter.host.renderText())
        #expect(dragLog == moveLog)
        #expect(dragged.adapter.host.interactiveMovement == nil)
        #expect(ended == [.moved])
        #expect(dropped.map(\.paths) == [[move.destination]])
        #expect(dropped.map { $0.items.map(\.id) } == [[Self.board[move.source.section][move.source.item]]])
        #expect(!session.isActive)
    }

    @Test("Hovering over nothing or elsewhere puts the item back in place; the layout follows", arguments: DragHostKind.allCases)
    func hoverElsewhere(kind: DragHostKind) throws {
        switch kind {
        case .table: try checkHoverElsewhere { try F.table($0) }
        case .grid: try checkHoverElsewhere { try F.grid($0) }
        }
    }

    private func checkHoverElsewhere<Host: CellHosting>(_ make: ([[Int]]) throws -> DiffableDataSource<RowSection, Row, Host>) throws {
        let source = try make(Self.board), other = try make([[10, 11]])
        let before = source.adapter.host.renderText()
        let session = try source.beginDrag(at: ItemPath(item: 0, section: 0))
        try session.hover(over: source, at: ItemPath(item: 3, section: 0))
        #expect(source.adapter.host.renderText() != before)
        let frame = source.adapter.host.rect(for: .item(ItemPath(item: 0, section: 0)))
        #expect(frame == (try make(F.moved(Self.board, Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 0))))).adapter.host.rect(for: .item(ItemPath(item: 3, section: 0))))
        try session.hover(over: other, at: ItemPath(item: 1, section: 0))
        #expect(source.adapter.host.renderText() == before)
        #expect(source.adapter.host.interactiveMovement == nil)
        try session.hover(over: source, at: ItemPath(item: 2, section: 1))
        try session.hoverOverNothing()
        #expect(source.adapter.host.renderText() == before)
        #expect(try session.drop() == .cancelled)
        #expect(F.ids(source) == Self.board)
        #expect(F.ids(other) == [[10, 11]])
    }

    @Test("A drop on another host deletes from the source and inserts in the destination, through both adapters", arguments: [true, false])
    func dropOnAnotherHost(tableToGrid: Bool) throws {
        if tableToGrid {
            try checkCrossHost(try F.table(Self.board), try F.grid([[10, 11, 12]]), make: { try F.table($0) }, makeDestination: { try F.grid($0) })
        } else {
            try checkCrossHost(try F.grid(Self.board), try F.table([[10, 11, 12]]), make: { try F.grid($0) }, makeDestination: { try F.table($0) })
        }
    }

    private func checkCrossHost<A: CellHosting, B: CellHosting>(
        _ source: DiffableDataSource<RowSection, Row, A>, _ destination: DiffableDataSource<RowSection, Row, B>,
        make: ([[Int]]) throws -> DiffableDataSource<RowSection, Row, A>, makeDestination: ([[Int]]) throws -> DiffableDataSource<RowSection, Row, B>
    ) throws {
        var ended: [([Int], DragOutcome)] = []
        var dropped: [DropEvent<Row>] = []
        var requests: [(ids: [Int], destination: ItemPath, isLocal: Bool)] = []
        source.dragDropHandlers.didEnd = { items, outcome in ended.append((items.map(\.id), outcome)) }
        destination.dragDropHandlers.proposal = { request in
            requests.append((request.items.map(\.id), request.destination, request.isLocal))
            return DropProposal(.move)
        }
        destination.dragDropHandlers.didDrop = { dropped.append($0) }
        let session = try source.beginDrag(at: ItemPath(item: 3, section: 0), adding: [ItemPath(item: 1, section: 0), ItemPath(item: 3, section: 0)])
        #expect(session.items.map(\.id) == [1, 3])
        try session.hover(over: destination, at: ItemPath(item: 1, section: 0))
        #expect(requests.count == 1)
        #expect(requests.first?.ids == [1, 3])
        #expect(requests.first?.destination == ItemPath(item: 1, section: 0))
        #expect(requests.first?.isLocal == false)
        #expect(try session.drop() == .moved)
        #expect(F.ids(source) == [[0, 2], [4, 5, 6, 7]])
        #expect(F.ids(destination) == [[10, 1, 3, 11, 12]])
        // Both hosts show what fresh ones show: the changes went through validated batch updates.
        #expect(source.adapter.host.renderText() == (try make([[0, 2], [4, 5, 6, 7]])).adapter.host.renderText())
        #expect(destination.adapter.host.renderText() == (try makeDestination([[10, 1, 3, 11, 12]])).adapter.host.renderText())
        #expect(ended.map(\.0) == [[1, 3]])
        #expect(ended.map(\.1) == [.moved])
        #expect(dropped.map(\.paths) == [[ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0)]])
        #expect(dropped.map(\.operation) == [.move])
    }

    @Test("A copy inserts in the destination and leaves the source as it was")
    func copy() throws {
        let source = try F.table(Self.board), destination = try F.grid([[10]])
        destination.dragDropHandlers.proposal = { _ in DropProposal(.copy) }
        var ended: [DragOutcome] = []
        source.dragDropHandlers.didEnd = { _, outcome in ended.append(outcome) }
        let session = try source.beginDrag(at: ItemPath(item: 2, section: 1))
        #expect(try session.hover(over: destination, at: ItemPath(item: 1, section: 0)) == DropProposal(.copy))
        #expect(try session.drop() == .copied)
        #expect(F.ids(source) == Self.board)
        #expect(F.ids(destination) == [[10, 6]])
        #expect(ended == [.copied])
    }

    @Test("A refused drop, a drop over nothing and a cancelled drag change nothing anywhere", arguments: 0..<3)
    func nothingChanges(way: Int) throws {
        let source = try F.table(Self.board), destination = try F.grid([[10, 11]])
        destination.dragDropHandlers.proposal = { _ in DropProposal(.forbidden) }
        var dropped = 0
        var ended: [DragOutcome] = []
        destination.dragDropHandlers.didDrop = { _ in dropped += 1 }
        source.dragDropHandlers.didDrop = { _ in dropped += 1 }
        source.dragDropHandlers.didEnd = { _, outcome in ended.append(outcome) }
        let texts = (source.adapter.host.renderText(), destination.adapter.host.renderText())
        let session = try source.beginDrag(at: ItemPath(item: 0, section: 0))
        try session.hover(over: source, at: ItemPath(item: 2, section: 0))
        switch way {
        case 0:
            #expect(try session.hover(over: destination, at: ItemPath(item: 0, section: 0)) == DropProposal(.forbidden))
            #expect(try session.drop() == .cancelled)
        case 1:
            try session.hoverOverNothing()
            #expect(try session.drop() == .cancelled)
        default:
            try session.cancel()
        }
        #expect(F.ids(source) == Self.board)
        #expect(F.ids(destination) == [[10, 11]])
        #expect(source.adapter.host.renderText() == texts.0)
        #expect(destination.adapter.host.renderText() == texts.1)
        #expect(source.adapter.host.interactiveMovement == nil)
        #expect(dropped == 0)
        #expect(ended == [.cancelled])
        #expect(throws: DragError.notDragging) { try session.drop() }
    }

    @Test("The destination's proposal can redirect the items, checked like the place hovered")
    func redirect() throws {
        let source = try F.table(Self.board), destination = try F.table([[10, 11]])
        destination.dragDropHandlers.proposal = { _ in DropProposal(.move, redirectedTo: ItemPath(item: 2, section: 0)) }
        let session = try source.beginDrag(at: ItemPath(item: 1, section: 1))
        #expect(try session.hover(over: destination, at: ItemPath(item: 0, section: 0)) == DropProposal(.move, redirectedTo: ItemPath(item: 2, section: 0)))
        #expect(session.destination == ItemPath(item: 2, section: 0))
        try session.drop()
        #expect(F.ids(destination) == [[10, 11, 5]])
        // A redirect out of range is an error; nothing changes.
        destination.dragDropHandlers.proposal = { _ in DropProposal(.move, redirectedTo: ItemPath(item: 9, section: 0)) }
        let second = try source.beginDrag(at: ItemPath(item: 0, section: 0))
        #expect(throws: DragError.destinationOutOfRange(ItemPath(item: 9, section: 0), sectionCount: 1, itemCount: 4)) {
            try second.hover(over: destination, at: ItemPath(item: 0, section: 0))
        }
        #expect(second.destination == nil)
    }

    @Test("Several items dragged within their host move together, in display order")
    func severalItemsWithinHost() throws {
        let source = try F.grid(Self.board)
        let session = try source.beginDrag(at: ItemPath(item: 0, section: 1), adding: [ItemPath(item: 3, section: 0)])
        // No live reorder for several items: the host shows them in place.
        let before = source.adapter.host.renderText()
        try session.hover(over: source, at: ItemPath(item: 1, section: 0))
        #expect(source.adapter.host.renderText() == before)
        #expect(try session.drop() == .moved)
        #expect(F.ids(source) == [[0, 3, 4, 1, 2], [5, 6, 7]])
        #expect(source.adapter.host.renderText() == (try F.grid([[0, 3, 4, 1, 2], [5, 6, 7]])).adapter.host.renderText())
    }

    @Test("A destination of another item type takes the items it converts")
    func conversion() throws {
        let source = try F.table(Self.board), done = try F.taskList([100])
        var received: [[Int]] = []
        done.dragDropHandlers.didDrop = { event in received.append(event.items.map(\.id)) }
        let receiver = done.dropReceiver(accepting: Row.self) { row in DoneTask(id: row.id, title: row.title) }
        let session = try source.beginDrag(at: ItemPath(item: 2, section: 0))
        try session.hover(over: receiver, at: ItemPath(item: 1, section: 0))
        #expect(try session.drop() == .moved)
        #expect(F.ids(source) == [[0, 1, 3], [4, 5, 6, 7]])
        #expect(F.ids(done) == [[100, 2]])
        #expect(done.snapshot().item(at: ItemPath(item: 1, section: 0))?.title == "Row 2")
        #expect(received == [[2]])
    }

    @Test("Impossible requests throw typed errors and change nothing")
    func typedErrors() throws {
        let source = try F.table(Self.board), destination = try F.grid([[10]])
        let texts = { (source.adapter.host.renderText(), destination.adapter.host.renderText(), F.ids(source), F.ids(destination)) }
        let before = texts()
        #expect(throws: DragError.itemOutOfRange(ItemPath(item: 9, section: 0), sectionCount: 2, itemCount: 4)) {
            try source.beginDrag(at: ItemPath(item: 9, section: 0))
        }
        source.dragDropHandlers.canDrag = { $0.id != 2 }
        #expect(throws: DragError.cannotDrag(ItemPath(item: 2, section: 0))) { try source.beginDrag(at: ItemPath(item: 0, section: 0), adding: [ItemPath(item: 2, section: 0)]) }
        let session = try source.beginDrag(at: ItemPath(item: 1, section: 0))
        #expect(throws: DragError.dragInProgress) { try source.beginDrag(at: ItemPath(item: 0, section: 0)) }
        #expect(throws: DragError.destinationOutOfRange(ItemPath(item: 3, section: 0), sectionCount: 1, itemCount: 2)) {
            try session.hover(over: destination, at: ItemPath(item: 3, section: 0))
        }
        #expect(throws: DragError.destinationOutOfRange(ItemPath(item: 0, section: 2), sectionCount: 2, itemCount: nil)) {
            try session.hover(over: source, at: ItemPath(item: 0, section: 2))
        }
        // Within its own section, a single item has count places: 0..<4.
        #expect(throws: DragError.destinationOutOfRange(ItemPath(item: 4, section: 0), sectionCount: 2, itemCount: 4)) {
            try session.hover(over: source, at: ItemPath(item: 4, section: 0))
        }
        // A copy within the items' own data source would show them twice.
        source.dragDropHandlers.proposal = { _ in DropProposal(.copy) }
        try session.hover(over: source, at: ItemPath(item: 0, section: 1))
        #expect(throws: DragError.self) { try session.drop() }
        #expect(session.isActive)
        #expect(texts() == before)
        // The host refuses a live move while another interactive move is in progress.
        source.dragDropHandlers.proposal = nil
        try source.adapter.host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 1))
        #expect(throws: DragError.hostRefused(.alreadyMoving(source: ItemPath(item: 0, section: 1)))) {
            try session.hover(over: source, at: ItemPath(item: 0, section: 0))
        }
        try source.adapter.host.cancelInteractiveMovement()
        // The dragged item deleted by an apply: the session's source changed.
        try source.update { try $0.deleteItems([1]) }
        #expect(throws: DragError.sourceChanged) { try session.hover(over: destination, at: ItemPath(item: 0, section: 0)) }
        #expect(throws: DragError.sourceChanged) { try session.drop() }
        try session.cancel()
        #expect(throws: DragError.notDragging) { try session.cancel() }
        #expect(throws: DragError.notDragging) { try session.hoverOverNothing() }
    }

    @Test("A destination that is gone is a typed error")
    func destinationGone() throws {
        let source = try F.table(Self.board)
        var receiver: DropReceiver<Row>?
        do {
            let destination = try F.table([[10]])
            receiver = destination.dropReceiver()
        }
        let session = try source.beginDrag(at: ItemPath(item: 0, section: 0))
        let gone = try #require(receiver)
        #expect(throws: DragError.destinationGone) { try session.hover(over: gone, at: ItemPath(item: 0, section: 0)) }
    }

    @Test("The dragged items' controllers learn when the drag begins and ends")
    func controllerHooks() throws {
        let log = DragLog()
        let host = TableHost(viewportSize: F.viewport, layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<RowSection, Row, TableHost>(host: host, factory: DragRecordingFactory(log: log))
        try dataSource.apply(F.snapshot(Self.board))
        let session = try dataSource.beginDrag(at: ItemPath(item: 1, section: 0))
        #expect(log.events == ["begin 1"])
        try session.hover(over: dataSource, at: ItemPath(item: 0, section: 1))
        try session.drop()
        #expect(log.events == ["begin 1", "end 1 moved", "received 1 move"])
        // Into another data source: the source's controller ends its drag, the destination's
        // controller of the inserted item receives it.
        let otherLog = DragLog()
        let otherHost = TableHost(viewportSize: F.viewport, layout: TableLayout(rowHeight: 1, separator: .none))
        let other = DiffableDataSource<RowSection, Row, TableHost>(host: otherHost, factory: DragRecordingFactory(log: otherLog))
        try other.apply(F.snapshot([[10]]))
        other.dragDropHandlers.proposal = { _ in DropProposal(.copy) }
        let copy = try dataSource.beginDrag(at: ItemPath(item: 0, section: 0))
        try copy.hover(over: other, at: ItemPath(item: 1, section: 0))
        #expect(try copy.drop() == .copied)
        #expect(log.events.suffix(2) == ["begin 0", "end 0 copied"])
        #expect(otherLog.events == ["received 0 copy"])
    }

    @Test("A drop within a host hands the move to the data source and delegate exactly once, after a batch update during the hover")
    func batchUpdateDuringHover() throws {
        let source = try F.table(Self.board)
        var moves: [Move<ItemPath>] = []
        source.adapter.onEvent = { if case .move(let move, _) = $0 { moves.append(move) } }
        let session = try source.beginDrag(at: ItemPath(item: 2, section: 0))
        try session.hover(over: source, at: ItemPath(item: 0, section: 0))
        // An apply during the hover carries the move over; its target goes back to the item.
        try source.update { try $0.deleteItems([0]) }
        #expect(source.adapter.host.interactiveMovement == InteractiveMovement(source: ItemPath(item: 1, section: 0), target: ItemPath(item: 1, section: 0)))
        #expect(try session.drop() == .moved)
        #expect(F.ids(source) == [[2, 1, 3], [4, 5, 6, 7]])
        #expect(moves == [Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))])
    }
}

/// What the recording controllers heard.
@MainActor
final class DragLog {
    var events: [String] = []
}

/// A row controller that records its drag hooks.
final class DragRecordingController: ModelCellController<LabelCell, Row> {
    let log: DragLog

    init(model: Row, log: DragLog) {
        self.log = log
        super.init(model: model)
    }

    override func configureCell(_ cell: LabelCell) { cell.title = model.title }
    override func didChangeDrag(endedWith outcome: DragOutcome?) {
        log.events.append(outcome.map { "end \(model.id) \($0)" } ?? "begin \(model.id)")
    }
    override func didReceiveDrop(_ operation: DropOperation) { log.events.append("received \(model.id) \(operation)") }
}

/// The factory of ``DragRecordingController``s.
struct DragRecordingFactory: CellControllerFactory {
    let log: DragLog

    func cellController(for row: Row) -> CellController<TableHost> { DragRecordingController(model: row, log: log) }
}
