import CellControllers
import Testing

// Prefetching and programmatic selection from the outside: a lazy screen (a snapshot of models
// and a factory) whose controllers learn what to load ahead, and a selection made from code.

struct Folder: Identifiable, Equatable, Sendable {
    let id: Int
}

struct Mail: Identifiable, Equatable, Sendable {
    let id: Int
    var subject: String
}

final class MailCell: TableCell {
    var subject = ""
    override func render(width: Int) -> [String] { [TextRendering.fit(subject, width: width)] }
}

/// What the mail controllers were told, in order.
@MainActor
final class MailLog {
    var events: [String] = []
}

final class MailController: ModelCellController<MailCell, Mail> {
    var mail: Mail { model }
    let log: MailLog
    init(mail: Mail, log: MailLog) {
        self.log = log
        super.init(model: mail)
    }
    override func configureCell(_ cell: MailCell) { cell.subject = mail.subject }
    override func didChangeDisplay(of cell: MailCell, isDisplayed: Bool) { if isDisplayed { log.events.append("show \(mail.id)") } }
    override func didChangeSelection(_ isSelected: Bool) { if isSelected { log.events.append("select \(mail.id)") } }
    override func shouldChangeSelection(to isSelected: Bool) -> Bool { !isSelected || mail.id != 13 }
    override func didChangePrefetching(_ isPrefetching: Bool) { if isPrefetching { log.events.append("prefetch \(mail.id)") } else { log.events.append("cancel \(mail.id)") } }
}

struct MailFactory: CellControllerFactory {
    let log: MailLog
    func cellController(for mail: Mail) -> CellController<TableHost> {
        MailController(mail: mail, log: log)
    }
}

@MainActor
@Suite struct PrefetchAndSelectionTests {
    @Test func controllersPrefetchAheadAndCodeSelects() throws {
        let log = MailLog()
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        host.prefetchDistance = .items(2)
        let dataSource = DiffableDataSource<Folder, Mail, TableHost>(host: host, factory: MailFactory(log: log))
        let adapter = dataSource.adapter
        let mails = (0..<50).map { Mail(id: $0, subject: "Mail \($0)") }
        var inbox = Snapshot<Folder, Mail>()
        try inbox.appendSections([Folder(id: 0)])
        try inbox.appendItems(mails)
        try dataSource.apply(inbox)
        #expect(log.events == ["show 0", "show 1", "show 2", "prefetch 3", "prefetch 4"])

        // The controller that prefetched Mail 3 is the one that displays it.
        let prefetched = adapter.controller(at: ItemPath(item: 3, section: 0))
        host.contentOffset = Point(x: 0, y: 1)
        #expect(log.events.suffix(2) == ["show 3", "prefetch 5"])
        #expect(adapter.controller(at: ItemPath(item: 3, section: 0)) === prefetched)

        // Selecting from code scrolls, cancels what is left behind, and tells no controller.
        log.events.removeAll()
        try host.selectItem(at: ItemPath(item: 40, section: 0), scrollPosition: .center)
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 40, section: 0)])
        #expect(host.renderText() == "Mail 39\nMail 40\nMail 41")
        #expect(log.events == ["show 39", "show 40", "show 41", "cancel 4", "cancel 5", "prefetch 42", "prefetch 43"])

        // Scrolling back up reverses the window.
        log.events.removeAll()
        host.contentOffset = Point(x: 0, y: 38)
        #expect(log.events == ["show 38", "cancel 42", "cancel 43", "prefetch 36", "prefetch 37"])

        // A tap asks the controller; code does not.
        #expect(try host.tap(at: .item(ItemPath(item: 13, section: 0))) == false)
        try host.selectItem(at: ItemPath(item: 13, section: 0), scrollPosition: .nearest)
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 13, section: 0)])
        #expect(host.renderText() == "Mail 13\nMail 14\nMail 15")
        #expect(throws: CellHostError.itemOutOfRange(ItemPath(item: 50, section: 0), sectionCount: 1, itemCount: 50)) {
            try host.scrollToItem(at: ItemPath(item: 50, section: 0), at: .top, animated: true)
        }
    }
}
