import CellControllers

/// The two lists of the board screen.
enum BoardList: String, CaseIterable, Sendable {
    case todo, done

    /// The list's title, drawn above it.
    var title: String { self == .todo ? "To do" : "Done" }
}

/// A card of the board.
struct BoardCard: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

/// The one section of each list.
struct BoardColumn: Identifiable, Equatable, Sendable {
    let id: String
}

/// A board of two lists, to-do and done, each a table of its own (two hosts), whose cards are
/// dragged within a list (the rows make room as the card moves: live reorder) or from one list
/// to the other (deleted from one, inserted in the other, through both adapters' diffs).
///
/// `--drag LIST:ROW --drop LIST:ROW` drags a card and drops it; with `--hold`, the drag stays
/// over the place and the lists show it there before it is dropped (the data has not changed:
/// the last line says so). The done list refuses cards whose title starts with "Blocked".
struct BoardScreen: ExampleScreen {
    let name = "board"
    let summary = "to-do and done lists: drag cards within and between them"
    var supportedLayouts: [ListLayout] { [.table] }
    var supportsDragOptions: Bool { true }

    static let todo = ["Write the brief", "Blocked: legal review", "Fix the flaky test", "Ship 0.3"]
    static let done = ["Plan the release", "Triage issues"]

    /// A list's data source, in a host as wide as `--width`.
    static func list(_ list: BoardList, titles: [String], width: Int) throws(ExampleError) -> DiffableDataSource<BoardColumn, BoardCard, TableHost> {
        let cards = CellRegistration<TableCell, BoardCard> { cell, card in cell.text = card.title }
        let host = TableHost(viewportSize: Size(width: Double(width), height: 20), layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<BoardColumn, BoardCard, TableHost>(host: host, factory: cards)
        var snapshot = Snapshot<BoardColumn, BoardCard>()
        let first = list == .todo ? 1 : 101
        do {
            try snapshot.appendSections([BoardColumn(id: list.rawValue)])
            try snapshot.appendItems(titles.enumerated().map { BoardCard(id: first + $0.offset, title: $0.element) })
            try dataSource.apply(snapshot)
        } catch {
            throw .input("the \(list.rawValue) list could not be shown: \(error)")
        }
        return dataSource
    }

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        let lists: [BoardList: DiffableDataSource<BoardColumn, BoardCard, TableHost>] = [
            .todo: try Self.list(.todo, titles: Self.todo, width: options.width),
            .done: try Self.list(.done, titles: Self.done, width: options.width),
        ]
        var lines: [String] = []
        lists[.done]?.dragDropHandlers.proposal = { request in
            DropProposal(request.items.contains { $0.title.hasPrefix("Blocked") } ? .forbidden : .move)
        }
        if let from = options.drag.drag, let to = options.drag.drop, let source = lists[from.list], let destination = lists[to.list] {
            do throws(DragError) {
                let session = try source.beginDrag(at: ItemPath(item: from.row, section: 0))
                let title = session.items.first?.title ?? ""
                let proposal = try session.hover(over: destination, at: ItemPath(item: to.row, section: 0))
                if options.drag.hold {
                    lines.append("holding \"\(title)\" over \(to) (\(proposal.operation)); the lists have not changed yet")
                } else {
                    let outcome = try session.drop()
                    let refused = proposal.operation == .forbidden ? " (the \(to.list.title) list refused it; nothing changed)" : ""
                    lines.append("dragged \"\(title)\" from \(from) to \(to): \(outcome)\(refused)")
                }
            } catch {
                throw .usage("--drag \(from) --drop \(to): \(error)")
            }
        }
        var listing: [String] = []
        for list in BoardList.allCases {
            guard let dataSource = lists[list] else { continue }
            listing.append(list.title)
            let rows = dataSource.adapter.host.renderText().split(separator: "\n", omittingEmptySubsequences: false)
            let count = dataSource.snapshot().numberOfItems
            listing += rows.prefix(count).map { "  " + $0 }
        }
        return (listing + lines).joined(separator: "\n")
    }
}
