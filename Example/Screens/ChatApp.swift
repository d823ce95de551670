import CellControllers

/// The app behind the chat screen: a bottom-anchored table (``ScrollAnchoring/bottom``) that
/// starts at the latest message, loads older pages at the top through a top
/// ``LoadMoreTrigger`` (``CellControllerAdapter/loadMoreAtTop``), and receives new messages at
/// the bottom, which keep it pinned to the end when it is there and leave it alone when the
/// user scrolled up. What happens is recorded in ``events``.
@MainActor
final class ChatApp {
    /// Messages per page.
    static let pageSize = 10
    /// The conversation's length when the screen opens: messages 1 to 40, of which the newest
    /// two pages show.
    static let historyCount = 40
    /// How many rows from the top the older page is requested.
    static let pageDistance = 2
    /// The loading row at the top.
    static let loadingText = "Loading older messages…"

    let host: TableHost
    /// The typed screen: the messages, through ``rows``.
    let dataSource: DiffableDataSource<ChatThread, ChatMessage, TableHost>
    /// The adapter that drives the host (the top pagination is configured on it).
    var adapter: CellControllerAdapter<TableHost> { dataSource.adapter }
    /// What happened, one line each (`--events`).
    private(set) var events: [String] = []
    /// The messages shown, oldest first.
    private(set) var messages: [ChatMessage]
    /// The pages shown, counted from the newest (1).
    private(set) var pagesShown = 2
    /// The older page request waiting for the "server" (``deliverOlderPage()``).
    private(set) var pending: LoadMoreRequest?
    private static let rows = CellRegistration<ChatCell, ChatMessage> { cell, message in cell.message = message }

    init(viewport: Size) {
        host = TableHost(viewportSize: viewport, layout: TableLayout(rowHeight: 1, separator: .none))
        // A chat: it starts at its end, and stays there while it is (set before the first load).
        host.scrollAnchoring = .bottom
        dataSource = DiffableDataSource(host: host, factory: Self.rows)
        let first = Self.historyCount - 2 * Self.pageSize + 1
        messages = (first...Self.historyCount).map(ChatMessage.demo)
        show()
        let loading = CellRegistration<ChatCell, ChatMessage> { cell, message in cell.message = message }
        adapter.loadMoreAtTop = LoadMoreTrigger<TableHost>(distance: .items(Self.pageDistance), footer: { _, state, _ in
            switch state {
            case .idle, .failed: nil
            case .loading: loading.cellController(for: ChatMessage(id: 0, author: "", text: Self.loadingText))
            }
        }) { [weak self] request in
            guard let self else { return }
            pending = request
            events.append("older page \(pagesShown + 1) requested at the top (\(request.itemCount) messages shown): loading row above")
        }
    }

    /// The whole conversation, oldest first: what `--interactive` shows.
    func sections() -> [ControllerSection<TableHost>] {
        [ControllerSection(id: "chat", items: Self.rows.cellControllers(for: messages))]
    }

    private func show() {
        do {
            var snapshot = Snapshot<ChatThread, ChatMessage>()
            try snapshot.appendSections([ChatThread(id: "chat")])
            try snapshot.appendItems(messages)
            try dataSource.apply(snapshot)
        } catch {
            events.append("error: \(error)")
        }
    }

    /// The first visible message.
    private var firstVisibleID: Int? {
        host.indexPathsForVisibleItems.first.flatMap { messages.indices.contains($0.item) ? messages[$0.item].id : nil }
    }

    /// The screen line (from 1) of message `id`, if it is shown.
    private func line(of id: Int) -> Int? {
        guard let index = messages.firstIndex(where: { $0.id == id }),
              let frame = host.rect(for: .item(ItemPath(item: index, section: 0))) else { return nil }
        return Int((frame.minY - host.contentOffset.y).rounded()) + 1
    }

    /// The user scrolls up `lines` lines.
    func scrollUp(_ lines: Int) {
        let from = host.contentOffset.y
        host.contentOffset = Point(x: 0, y: from - Double(lines))
        events.append("scrolled up \(Int(from - host.contentOffset.y)) lines: \(host.isScrolledToEnd ? "at the end" : "away from the end")")
    }

    /// The user scrolls to the top, where the trigger asks for the older page, and the server
    /// answers; again while it asks, until no older page is left or `pages` have loaded.
    func loadOlder(pages: Int = 1) {
        host.contentOffset = Point()
        var loaded = 0
        while pending != nil, loaded < pages {
            deliverOlderPage()
            loaded += 1
        }
    }

    /// The server answers the pending request with the next older page, inserted at the top;
    /// the first visible message stays on its line.
    func deliverOlderPage() {
        guard let request = pending else { return }
        pending = nil
        let anchor = firstVisibleID
        let before = anchor.flatMap(line(of:))
        let oldest = messages.first?.id ?? 1
        let page = (max(1, oldest - Self.pageSize)..<oldest).map(ChatMessage.demo)
        guard !page.isEmpty else {
            request.finish()
            events.append("no older messages: the conversation starts at #\(oldest)")
            return
        }
        messages.insert(contentsOf: page, at: 0)
        show()
        pagesShown += 1
        request.finish()
        let after = anchor.flatMap(line(of:))
        events.append("older page \(pagesShown) loaded at the top: "
            + (before != nil && after == before ? "first visible row kept at line \(before ?? 0)" : "the rows on screen moved"))
    }

    /// A new message arrives at the bottom.
    func receive() {
        let wasAtEnd = host.isScrolledToEnd
        let offset = host.contentOffset.y
        let message = ChatMessage.demo((messages.last?.id ?? 0) + 1)
        messages.append(message)
        show()
        if wasAtEnd {
            events.append("new message \(message.id): " + (host.isScrolledToEnd ? "pinned to the end" : "left the end"))
        } else {
            events.append("new message \(message.id): scrolled up, offset " + (host.contentOffset.y == offset ? "kept" : "moved"))
        }
    }
}
