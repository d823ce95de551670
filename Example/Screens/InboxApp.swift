import CellControllers
import CellControllersDesignSystem

/// The app behind the inbox screen: its data (flagged messages, days of mail, pages loaded),
/// the host and adapter that show it, and the handling of every ``InboxAction``.
///
/// Sections: "Flagged" first (the flagged messages, in the order the user gives them by moving
/// them), then one section per day with the other messages. The table is plain-style, so day
/// headers pin to the top; rows a screen ahead of the viewport are prefetched. Older days arrive in pages from
/// ``InboxDemo`` when the last visible row comes within ``pageDistance`` rows of the end.
@MainActor
final class InboxApp {
    /// How many rows from the end the next page is requested.
    static let pageDistance = 2

    let host: TableHost
    let adapter: CellControllerAdapter<TableHost>
    let events = InboxEventLog()
    let actions = ActionDispatcher<InboxAction> { _ in }
    /// What the actions did, as lines for the CLI (`archived: …`, `moved: …`, `loaded: …`).
    private(set) var log: [String] = []
    /// Where the lines of ``log`` are also recorded, for `--interactive` (its status line shows
    /// what a tap did).
    var actionLog: ActionLog?
    private(set) var flagged: [InboxMessage] = []
    private(set) var days: [InboxDay] = []
    private(set) var loadedPages = 0
    /// The page request waiting for the "server" (``loadPendingPage()``).
    private(set) var pending: LoadMoreRequest?
    /// The deletion waiting for the user's confirmation: the message, and the completion of the
    /// Delete swipe action that asked (its row stays swiped meanwhile).
    private(set) var confirmation: (message: InboxMessage, completion: SwipeActionCompletion)?
    /// The refresh waiting for new mail from the "server" (``deliverNewMail()``).
    private let newMail = NewMailRequest()

    init(viewport: Size) {
        host = TableHost(viewportSize: viewport, layout: TableLayout(rowHeight: 1, separator: .none, pinsSectionHeaders: true))
        // Rows a screen ahead are prefetched (the message controllers log it for --events).
        host.prefetchDistance = .screens(1)
        adapter = CellControllerAdapter(host: host)
        actions.onAction = { [weak self] action in self?.handle(action) }
        receive(InboxDemo.pages[0])
        show()  // the first apply loads the host
        adapter.targetItemPathForMove = { [weak self] source, proposed in
            self?.keepAmongFlagged(source, proposed) ?? proposed
        }
        let trigger = LoadMoreTrigger<TableHost>(distance: .items(Self.pageDistance)) { [weak self] request in
            self?.pending = request
            self?.events.record(.loadMore("requested page \((self?.loadedPages ?? 0) + 1) after \(request.itemCount) rows"))
        }
        trigger.didChangeState = { [weak self] _, state in
            let name = switch state {
            case .idle: "idle"
            case .loading: "loading"
            case .failed(let message): "failed (\(message))"
            }
            self?.events.record(.loadMore("footer \(name)"))
        }
        adapter.loadMore = trigger
        // A pull at the top asks the server for new mail; the refresh ends when it has arrived.
        host.refreshHandler = { [weak self] in await self?.waitForNewMail() }
    }

    // MARK: Data

    /// Adds the days of a page: flagged messages go to the Flagged section.
    private func receive(_ page: [InboxDay]) {
        for var day in page {
            flagged += day.messages.filter(\.isFlagged)
            day.messages.removeAll(where: \.isFlagged)
            days.append(day)
        }
        loadedPages += 1
    }

    /// The screen: Flagged, then one section per day (empty ones left out).
    func sections() -> [ControllerSection<TableHost>] {
        var sections: [ControllerSection<TableHost>] = []
        if !flagged.isEmpty {
            sections.append(ControllerSection(id: "flagged", header: header("Flagged"), items: flagged.map(controller)))
        }
        for day in days where !day.messages.isEmpty {
            sections.append(ControllerSection(id: day.id, header: header(day.title), items: day.messages.map(controller)))
        }
        return sections
    }

    private func controller(_ message: InboxMessage) -> CellController<TableHost> {
        InboxMessageController(message: message, actions: actions, events: events) { [weak self] message, completion in
            self?.confirmation = (message, completion)
            self?.note("confirm: delete \(message.summary)?")
        }
    }

    private func header(_ title: String) -> CellController<TableHost> {
        let events = events
        return TableHost.containerController(for: ContainerItem.header(title)
            .onWillDisplay { events.record(.display("header \(title)")) }
            .onDidEndDisplay { events.record(.endDisplay("header \(title)")) })
    }

    /// Shows the data through the adapter's diff.
    private func show() {
        do {
            try adapter.apply(sections())
        } catch {
            note("error: \(error)")
        }
    }

    // MARK: Actions

    private func handle(_ action: InboxAction) {
        switch action {
        case .open(let message):
            note("opened: \(message.summary)")
        case .archive(let message):
            remove(message)
            note("archived: \(message.summary)")
        case .delete(let message):
            remove(message)
            note("deleted: \(message.summary)")
        case .reply(let message):
            note("replying to: \(message.summary)")
        case .toggleFlag(let message):
            setFlag(!message.isFlagged, of: message)
            note("\(message.isFlagged ? "unflagged" : "flagged"): \(message.summary)")
        case let .moved(message, move):
            // The adapter already shows the new order; the data follows it, so the next apply
            // changes nothing.
            guard flagged.indices.contains(move.source.item) else { return }
            flagged.remove(at: move.source.item)
            flagged.insert(message, at: min(move.destination.item, flagged.count))
            note("moved: \(message.summary), from row \(move.source.item) to row \(move.destination.item)")
        }
    }

    /// Answers the confirmation of a deletion, if one is asked: the swipe action completes
    /// (hiding the actions), then a confirmed message is deleted, through the diff.
    ///
    /// - Returns: whether a confirmation was waiting.
    @discardableResult
    func answerConfirmation(_ confirmed: Bool) -> Bool {
        guard let (message, completion) = confirmation else { return false }
        confirmation = nil
        completion(confirmed)
        if confirmed {
            handle(.delete(message))
        } else {
            note("kept: \(message.summary)")
        }
        return true
    }

    /// Deletes the messages at `paths` (the rows checked in editing mode) and shows the rest
    /// through the adapter's diff; returns them, in display order.
    func deleteMessages(at paths: [ItemPath]) -> [InboxMessage] {
        let deleted = paths.compactMap(message(at:))
        let ids = Set(deleted.map(\.id))
        flagged.removeAll { ids.contains($0.id) }
        for index in days.indices { days[index].messages.removeAll { ids.contains($0.id) } }
        show()
        return deleted
    }

    /// Flags or unflags a message: it moves into the Flagged section (at its end) or back to its
    /// day, through the adapter's diff.
    private func setFlag(_ flag: Bool, of message: InboxMessage) {
        var changed = message
        changed.isFlagged = flag
        if flag {
            for index in days.indices { days[index].messages.removeAll { $0.id == message.id } }
            flagged.append(changed)
        } else {
            flagged.removeAll { $0.id == message.id }
            let day = InboxDemo.pages.joined().first { $0.messages.contains { $0.id == message.id } }?.id ?? 0
            if let index = days.firstIndex(where: { $0.id == day }) {
                days[index].messages.append(changed)
                days[index].messages.sort { $0.id < $1.id }
            }
        }
        show()
    }

    // MARK: Refresh

    /// The refresh handler's wait for new mail: returns once ``deliverNewMail()`` delivered it.
    private func waitForNewMail() async {
        events.record(.refresh("requested new mail"))
        await newMail.wait()
        events.record(.refresh("ended"))
    }

    /// Answers the refresh, as the server would: today's new messages are applied at the top of
    /// Today, through the adapter's diff, while the list is still refreshing; then the refresh
    /// handler returns (at its next turn on the main actor), which ends the refresh.
    ///
    /// - Returns: the messages delivered; none when no refresh is running.
    @discardableResult
    func deliverNewMail() -> [InboxMessage] {
        guard host.isRefreshing, let today = days.firstIndex(where: { $0.id == 0 }) else { return [] }
        let arrived = InboxDemo.newMail.filter { message in !days[today].messages.contains { $0.id == message.id } }
        days[today].messages.insert(contentsOf: arrived, at: 0)
        show()
        note("refreshed: \(arrived.count) new \(arrived.count == 1 ? "message" : "messages"): \(arrived.map(\.summary).joined(separator: "; "))")
        events.record(.refresh("delivered \(arrived.count) messages"))
        newMail.deliver()
        return arrived
    }

    private func remove(_ message: InboxMessage) {
        flagged.removeAll { $0.id == message.id }
        for index in days.indices { days[index].messages.removeAll { $0.id == message.id } }
        show()
    }

    /// Flagged messages are reordered among themselves: a move proposed into another section
    /// goes to the nearest end of the Flagged section.
    private func keepAmongFlagged(_ source: ItemPath, _ proposed: ItemPath) -> ItemPath {
        guard proposed.section != source.section else { return proposed }
        let last = host.numberOfItems(inSection: source.section) - 1
        return ItemPath(item: proposed.section > source.section ? last : 0, section: source.section)
    }

    /// Answers the pending page request, as a server would: the next older day, or nothing
    /// when there is no older mail. Returns whether there was a request.
    @discardableResult
    func loadPendingPage() -> Bool {
        guard let request = pending else { return false }
        pending = nil
        if loadedPages < InboxDemo.pages.count {
            let page = InboxDemo.pages[loadedPages]
            receive(page)
            show()
            let count = page.reduce(0) { $0 + $1.messages.count }
            let titles = page.map(\.title).joined(separator: ", ")
            note("loaded: page \(loadedPages), \(titles) (\(count) messages)")
            events.record(.loadMore("loaded page \(loadedPages)"))
        } else {
            note("loaded: no older mail")
            events.record(.loadMore("no older mail"))
        }
        request.finish()
        return true
    }

    // MARK: Rows

    /// The number of rows, across sections.
    var rowCount: Int { host.itemCount }

    /// The path of row `row`, counting rows across sections in display order, or `nil`.
    func path(ofRow row: Int) -> ItemPath? { host.itemPath(atFlatIndex: row) }

    /// The message at `path`, read from the data the screen shows (``sections()``).
    func message(at path: ItemPath) -> InboxMessage? {
        let shown = (flagged.isEmpty ? [] : [flagged]) + days.map(\.messages).filter { !$0.isEmpty }
        guard shown.indices.contains(path.section), shown[path.section].indices.contains(path.item) else { return nil }
        return shown[path.section][path.item]
    }

    /// The lines logged since `count` lines.
    func log(since count: Int) -> [String] { Array(log.dropFirst(count)) }

    /// Adds `line` to ``log`` and to ``actionLog``.
    private func note(_ line: String) {
        log.append(line)
        actionLog?.record(line)
    }
}

/// The refresh's request for new mail: the handler waits in ``wait()`` until ``deliver()``,
/// which may come first (a synchronous command line answers before the handler ever runs).
@MainActor
private final class NewMailRequest {
    private var delivered = false
    private var waiter: CheckedContinuation<Void, Never>?

    func wait() async {
        if delivered {
            delivered = false
            return
        }
        await withCheckedContinuation { waiter = $0 }
    }

    func deliver() {
        if let waiter {
            self.waiter = nil
            waiter.resume()
        } else {
            delivered = true
        }
    }
}
