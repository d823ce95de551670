import CellControllers
import Testing

/// What the state tests record: the host's delegate events are not seen (the adapter is the
/// delegate); the controllers' events and the cells' state reports are, in one order.
@MainActor
private final class StateLog {
    enum Entry: Equatable, CustomStringConvertible {
        case highlight(Int)
        case unhighlight(Int)
        case select(Int)
        case deselect(Int)
        /// A cell showing item `Int` was told `CellState`.
        case state(Int, CellState)

        var description: String {
            switch self {
            case .highlight(let id): "highlight(\(id))"
            case .unhighlight(let id): "unhighlight(\(id))"
            case .select(let id): "select(\(id))"
            case .deselect(let id): "deselect(\(id))"
            case .state(let id, let state): "state(\(id), h:\(state.isHighlighted) s:\(state.isSelected) d:\(state.isDisabled) w:\(state.isSwiped))"
            }
        }
    }

    var entries: [Entry] = []
    /// Only the controllers' events, without the state reports.
    var events: [Entry] { entries.filter { if case .state = $0 { false } else { true } } }
}

/// A cell that records every state it is told, and the item it shows.
private final class StateCell: TableCell {
    var item = -1
    var log: StateLog?
    var reported: [CellState] = []

    override func prepareForReuse() {
        super.prepareForReuse()
        item = -1
    }

    override func updateState(_ state: CellState) {
        reported.append(state)
        log?.entries.append(.state(item, state))
    }
}

private struct StateItem: Identifiable, Equatable, Sendable {
    let id: Int
    var highlightable = true
    var enabled = true
}

private final class StateController: ModelCellController<StateCell, StateItem> {
    var item: StateItem { model }
    let log: StateLog
    var onHighlight: (() -> Void)?

    init(_ item: StateItem, log: StateLog) {
        self.log = log
        super.init(model: item)
    }

    override func configureCell(_ cell: StateCell) {
        cell.item = item.id
        cell.log = log
        cell.text = "Row \(item.id)"
        cell.isEnabled = item.enabled
    }

    override func shouldHighlightCell() -> Bool { item.highlightable }
    override func didChangeHighlight(_ isHighlighted: Bool) {
        guard isHighlighted else { return log.entries.append(.unhighlight(item.id)) }
        log.entries.append(.highlight(item.id))
        onHighlight?()
    }
    override func didChangeSelection(_ isSelected: Bool) { if isSelected { log.entries.append(.select(item.id)) } else { log.entries.append(.deselect(item.id)) } }
    override func swipeActions(for edge: SwipeEdge) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [SwipeAction("Delete") { true }])
    }
}

/// A delegate of a bare host, to see the host's own highlight events.
@MainActor
private final class HighlightDelegate: CellHostDelegate {
    var events: [String] = []
    var highlightable = true
    func host(_ host: TableHost, shouldHighlight element: LayoutElement) -> Bool { highlightable }
    func host(_ host: TableHost, didChangeHighlightOf element: LayoutElement, to isHighlighted: Bool) {
        guard let itemPath = element.itemPath else { return }
        events.append("\(isHighlighted ? "highlight" : "unhighlight") \(itemPath.item) cell:\(host.cell(for: element)?.isHighlighted == true)")
    }
    func host(_ host: TableHost, didChangeSelectionOf itemPath: ItemPath, to isSelected: Bool) {
        if isSelected { events.append("select \(itemPath.item)") }
    }
}

@MainActor
@Suite("Cell state and highlighting")
struct CellStateTests {
    private static func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

    private func makeTable(_ items: [StateItem], height: Double = 3, log: StateLog) -> CellControllerAdapter<TableHost> {
        CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 30, height: height), layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: [ControllerSection(id: 0, items: items.map { StateController($0, log: log) })])
    }

    private func items(_ count: Int) -> [StateItem] { (0..<count).map { StateItem(id: $0) } }

    private func cell(_ adapter: CellControllerAdapter<TableHost>, _ item: Int) -> StateCell? {
        adapter.host.cell(for: .item(Self.path(item))) as? StateCell
    }

    @Test("A tap highlights, unhighlights, then selects; the cell shows each step before the event")
    func tapOrder() throws {
        let log = StateLog()
        let adapter = makeTable(items(3), log: log)
        adapter.host.layoutIfNeeded()
        log.entries = []
        #expect(try adapter.host.tap(at: .item(Self.path(1))))
        #expect(log.entries == [
            .state(1, CellState(isHighlighted: true)), .highlight(1),
            .state(1, CellState()), .unhighlight(1),
            .state(1, CellState(isSelected: true)), .select(1),
        ])
        log.entries = []
        try adapter.host.tap(at: .item(Self.path(2)))
        #expect(log.events == [.highlight(2), .unhighlight(2), .deselect(1), .select(2)])
        #expect(cell(adapter, 1)?.state == CellState())
        #expect(cell(adapter, 2)?.state == CellState(isSelected: true))
    }

    @Test("A tap on an already selected item is highlighted, re-selected (as UIKit) and stays selected")
    func tapSelected() throws {
        let log = StateLog()
        let adapter = makeTable(items(3), log: log)
        try adapter.host.tap(at: .item(Self.path(0)))
        log.entries = []
        try adapter.host.tap(at: .item(Self.path(0)))
        #expect(log.entries == [
            .state(0, CellState(isHighlighted: true, isSelected: true)), .highlight(0),
            .state(0, CellState(isSelected: true)), .unhighlight(0), .select(0),
        ])
    }

    @Test("An item that may not be highlighted gets no highlight, no selection, no state change")
    func notHighlightable() throws {
        let log = StateLog()
        let adapter = makeTable([StateItem(id: 0), StateItem(id: 1, highlightable: false)], log: log)
        adapter.host.layoutIfNeeded()
        log.entries = []
        #expect(try !adapter.host.tap(at: .item(Self.path(1))))
        #expect(log.entries.isEmpty)
        #expect(cell(adapter, 1)?.isHighlighted == false)
    }

    @Test("Without allowsSelection a tap highlights nothing")
    func selectionNotAllowed() throws {
        let log = StateLog()
        let adapter = makeTable(items(2), log: log)
        adapter.host.allowsSelection = false
        adapter.host.layoutIfNeeded()
        log.entries = []
        #expect(try !adapter.host.tap(at: .item(Self.path(0))))
        #expect(log.entries.isEmpty)
    }

    @Test("The host's delegate hears didHighlight and didUnhighlight, with the cell already showing it")
    func delegateEvents() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let data = ArrayTable(count: 3)
        let delegate = HighlightDelegate()
        host.dataSource = data
        host.delegate = delegate
        try host.tap(at: .item(Self.path(1)))
        #expect(delegate.events == ["highlight 1 cell:true", "unhighlight 1 cell:false", "select 1"])
        delegate.events = []
        delegate.highlightable = false
        #expect(try !host.tap(at: .item(Self.path(2))))
        #expect(delegate.events.isEmpty)
    }

    @Test("A displayed cell is told its state, even the default one; a disabled item's cell is disabled")
    func display() {
        let log = StateLog()
        let adapter = makeTable([StateItem(id: 0), StateItem(id: 1, enabled: false)], log: log)
        adapter.host.layoutIfNeeded()
        #expect(cell(adapter, 0)?.reported.last == CellState())
        #expect(cell(adapter, 1)?.reported.last == CellState(isDisabled: true))
        #expect(cell(adapter, 1)?.isEnabled == false)
    }

    @Test("Programmatic selection and deselection update the displayed cells' state")
    func programmaticSelection() throws {
        let log = StateLog()
        let adapter = makeTable(items(3), log: log)
        adapter.host.layoutIfNeeded()
        try adapter.host.selectItem(at: Self.path(0))
        #expect(cell(adapter, 0)?.reported.last == CellState(isSelected: true))
        try adapter.host.selectItem(at: Self.path(2))
        #expect(cell(adapter, 0)?.reported.last == CellState())
        #expect(cell(adapter, 2)?.reported.last == CellState(isSelected: true))
        try adapter.host.deselectItem(at: Self.path(2))
        #expect(cell(adapter, 2)?.reported.last == CellState())
        #expect(cell(adapter, 2)?.isSelected == false)
    }

    @Test("A reused cell is told the new item's state, not the old one's")
    func reuse() throws {
        let log = StateLog()
        let adapter = makeTable(items(10) + [StateItem(id: 10, enabled: false)], height: 2, log: log)
        adapter.host.allowsMultipleSelection = true
        try adapter.host.selectItem(at: Self.path(0))
        try adapter.host.selectItem(at: Self.path(9))
        let first = try #require(cell(adapter, 0))
        let second = try #require(cell(adapter, 1))
        #expect(first.state == CellState(isSelected: true))
        first.reported = []
        second.reported = []
        adapter.host.contentOffset = Point(x: 0, y: 8)  // items 8 and 9: the cells of 0 and 1 are reused
        let reusedForNine = try #require(cell(adapter, 9))
        let reusedForEight = try #require(cell(adapter, 8))
        #expect(reusedForNine.reported == [CellState(isSelected: true)])
        #expect(reusedForEight.reported == [CellState()], "told the default state, though prepareForReuse already reset it")
        #expect(Set([ObjectIdentifier(reusedForNine), ObjectIdentifier(reusedForEight)]).contains(ObjectIdentifier(first)))
        adapter.host.contentOffset = Point(x: 0, y: 9)  // items 9 and 10
        #expect(cell(adapter, 10)?.reported.last == CellState(isDisabled: true))
        adapter.host.contentOffset = Point(x: 0, y: 0)
        #expect(cell(adapter, 0)?.reported.last == CellState(isSelected: true))
        #expect(cell(adapter, 1)?.reported.last == CellState())
    }

    @Test("A swipe reveal and its hiding (by a tap, a scroll, another swipe, an action) update the swiped state")
    func swipe() throws {
        let log = StateLog()
        let adapter = makeTable(items(6), height: 4, log: log)
        try adapter.host.swipe(at: Self.path(1))
        #expect(cell(adapter, 1)?.state == CellState(isSwiped: true))
        try adapter.host.swipe(at: Self.path(2))
        #expect(cell(adapter, 1)?.reported.last == CellState())
        #expect(cell(adapter, 2)?.reported.last == CellState(isSwiped: true))
        log.entries = []
        #expect(try !adapter.host.tap(at: .item(Self.path(0))), "a tap only hides the actions")
        #expect(log.entries == [.state(2, CellState())])
        try adapter.host.swipe(at: Self.path(0))
        adapter.host.dismissSwipeActions()
        #expect(cell(adapter, 0)?.reported.last == CellState())
        try adapter.host.swipe(at: Self.path(3))
        adapter.host.contentOffset = Point(x: 0, y: 1)
        #expect(cell(adapter, 3)?.reported.last == CellState())
        try adapter.host.swipe(at: Self.path(3))
        #expect(try adapter.host.performSwipeAction(titled: "Delete"))
        #expect(cell(adapter, 3)?.reported.last == CellState())
    }

    @Test("A tap whose highlight removed its item selects nothing")
    func highlightRemovesItem() throws {
        let log = StateLog()
        let adapter = makeTable(items(2), log: log)
        let last = try #require(adapter.controller(at: Self.path(1)) as? StateController)
        last.onHighlight = {
            try? adapter.apply([ControllerSection(id: 0, items: [StateController(StateItem(id: 0), log: log)])])
        }
        adapter.host.layoutIfNeeded()
        log.entries = []
        #expect(try !adapter.host.tap(at: .item(Self.path(1))))
        #expect(log.events == [.highlight(1)], "the item is gone: no controller hears the unhighlight, none is selected")
        #expect(adapter.host.indexPathsForSelectedItems.isEmpty)
        #expect(cell(adapter, 0)?.state == CellState())
    }

    @Test("The swiped state follows its item through a batch update")
    func swipeAcrossUpdate() throws {
        let log = StateLog()
        let adapter = makeTable(items(4), height: 5, log: log)
        try adapter.host.swipe(at: Self.path(1))
        let swiped = try #require(cell(adapter, 1))
        try adapter.apply([ControllerSection(id: 0, items: ([StateItem(id: 9)] + items(4)).map { StateController($0, log: log) })])
        #expect(adapter.host.revealedSwipeActions?.itemPath == Self.path(2))
        #expect(cell(adapter, 2) === swiped)
        #expect(swiped.state == CellState(isSwiped: true))
        #expect(cell(adapter, 1)?.state == CellState())
    }
}

/// A bare data source of `count` plain rows.
@MainActor
private final class ArrayTable: CellHostDataSource {
    let count: Int
    private var registered = false
    init(count: Int) { self.count = count }
    func numberOfSections(in host: TableHost) -> Int { 1 }
    func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { count }
    func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
        if !registered {
            host.register(TableCell.self, forCellWithReuseIdentifier: "row")
            registered = true
        }
        let cell = try host.dequeueReusableCell(withReuseIdentifier: "row", for: itemPath)
        cell.text = "Row \(itemPath.item)"
        return cell
    }
}
