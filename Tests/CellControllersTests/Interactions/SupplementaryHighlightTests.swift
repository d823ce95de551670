import CellControllers
import CellControllersTestSupport
import Testing

/// A header or footer cell that records the states it is told.
private final class RecordingHeaderCell: TableCell {
    var title = ""
    var log: HighlightLog?
    override func render(width: Int) -> [String] { [TextRendering.fit(title, width: width)] }
    override func updateState(_ state: CellState) { log?.entries.append("\(title) state h:\(state.isHighlighted)") }
}

@MainActor
private final class HighlightLog {
    var entries: [String] = []
}

/// A header or footer controller that records its events, and may refuse the highlight.
private final class RecordingHeaderController: GenericCellController<RecordingHeaderCell> {
    let title: String
    let log: HighlightLog
    var highlightable = true

    init(_ title: String, log: HighlightLog) {
        self.title = title
        self.log = log
        super.init()
    }

    override func configureCell(_ cell: RecordingHeaderCell) {
        cell.title = title
        cell.log = log
    }
    override func shouldHighlightCell() -> Bool { highlightable }
    override func didChangeHighlight(_ isHighlighted: Bool) { log.entries.append("\(title) \(isHighlighted ? "highlight" : "unhighlight")") }
    override func didChangeSelection(_ isSelected: Bool) { if isSelected { log.entries.append("\(title) tap") } }
    override func didLongPressCell() { log.entries.append("\(title) long press") }
}

/// A bare host's data source: one section of two rows under a header.
@MainActor
private final class HeaderDataSource: CellHostDataSource {
    func numberOfSections(in host: TableHost) -> Int { 1 }
    func host(_ host: TableHost, numberOfItemsInSection section: Int) -> Int { 2 }
    func host(_ host: TableHost, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> TableCell {
        let cell = host.dequeueReusableCell(LabelCell.self, withReuseIdentifier: "row", for: itemPath)
        cell.text = "Row \(itemPath.item)"
        return cell
    }
    func host(_ host: TableHost, cellForSupplementary kind: SupplementaryKind, inSection section: Int) throws(CellHostError) -> TableCell? {
        guard kind == .header else { return nil }
        let cell = host.dequeueReusableCell(LabelCell.self, withReuseIdentifier: "header", for: ItemPath(item: 0, section: section))
        cell.text = "Header"
        return cell
    }
}

/// A bare host's delegate, to see the host's own events and what the cell shows meanwhile.
@MainActor
private final class SupplementaryDelegate: CellHostDelegate {
    var events: [String] = []
    func host(_ host: TableHost, didChangeHighlightOf element: LayoutElement, to isHighlighted: Bool) {
        let event = isHighlighted ? "highlight" : "unhighlight"
        switch element {
        case .item(let itemPath): events.append("\(event) \(itemPath.item)")
        case .supplementary(let kind, let section):
            events.append("\(event) \(kind) \(section) cell:\(host.cell(for: element)?.isHighlighted == true)")
        }
    }
    func host(_ host: TableHost, didTapSupplementary kind: SupplementaryKind, inSection section: Int) { events.append("tap \(kind) \(section)") }
    func host(_ host: TableHost, didLongPress element: LayoutElement) {
        switch element {
        case .item(let itemPath): events.append("long press \(itemPath.item)")
        case .supplementary(let kind, let section): events.append("long press \(kind) \(section)")
        }
    }
}

@MainActor
@Suite("Highlighting headers, footers and long presses")
struct SupplementaryHighlightTests {
    private func makeScreen(log: HighlightLog) -> (CellControllerAdapter<TableHost>, header: RecordingHeaderController) {
        let header = RecordingHeaderController("Header", log: log)
        let footer = RecordingHeaderController("Footer", log: log)
        let registration = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 6), layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: [ControllerSection(id: 0, header: header, footer: footer, items: registration.cellControllers(for: rows([2])[0]))])
        adapter.host.layoutIfNeeded()
        return (adapter, header)
    }

    @Test("A tap on a header highlights it, then unhighlights it, then delivers the tap; the cell shows each state first", arguments: SupplementaryKind.allCases)
    func tapHighlights(kind: SupplementaryKind) throws {
        let log = HighlightLog()
        let (adapter, _) = makeScreen(log: log)
        log.entries = []
        #expect(try adapter.host.tap(at: .supplementary(kind, section: 0)))
        let title = kind == .header ? "Header" : "Footer"
        #expect(log.entries == ["\(title) state h:true", "\(title) highlight", "\(title) state h:false", "\(title) unhighlight", "\(title) tap"])
        #expect(adapter.host.cell(for: .supplementary(kind, section: 0))?.state == CellState())
    }

    @Test("A long press on a header highlights and unhighlights it before the press")
    func longPressHighlights() throws {
        let log = HighlightLog()
        let (adapter, _) = makeScreen(log: log)
        log.entries = []
        #expect(try adapter.host.longPress(at: .supplementary(.header, section: 0)))
        #expect(log.entries == ["Header state h:true", "Header highlight", "Header state h:false", "Header unhighlight", "Header long press"])
    }

    @Test("A header that may not be highlighted gets no highlight and no tap")
    func notHighlightable() throws {
        let log = HighlightLog()
        let (adapter, header) = makeScreen(log: log)
        header.highlightable = false
        log.entries = []
        #expect(try !adapter.host.tap(at: .supplementary(.header, section: 0)))
        #expect(log.entries.isEmpty)
    }

    @Test("A bare host's delegate hears the header's highlight with the cell highlighted, and its unhighlight with it not")
    func delegateEvents() throws {
        let source = HeaderDataSource()
        let delegate = SupplementaryDelegate()
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        host.dataSource = source
        host.delegate = delegate
        host.layoutIfNeeded()
        #expect(try host.tap(at: .supplementary(.header, section: 0)))
        #expect(delegate.events == ["highlight header 0 cell:true", "unhighlight header 0 cell:false", "tap header 0"])
        // A long press on an item highlights it too, before the press.
        delegate.events = []
        #expect(try host.longPress(at: .item(ItemPath(item: 1, section: 0))))
        #expect(delegate.events == ["highlight 1", "unhighlight 1", "long press 1"])
    }

    @Test("A header cell displayed anew is told its state, as an item's is")
    func displayedState() throws {
        let log = HighlightLog()
        let (adapter, _) = makeScreen(log: log)
        #expect(log.entries.contains("Header state h:false"))
        log.entries = []
        adapter.host.reloadData()
        #expect(log.entries.contains("Header state h:false"))
    }
}
