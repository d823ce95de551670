import CellControllers

/// A day of mail: the section of a `MailScreen`.
package struct MailDay: Identifiable, Equatable, Sendable {
    package let id: String

    package init(id: String) { self.id = id }
}

/// A message of a `MailScreen`. Its content comparison passes through its gate, if it has one
/// (see `Gate`), so that a test can hold the diff of an asynchronous apply.
package struct Mail: Identifiable, Equatable, Sendable {
    package let id: Int
    package var subject: String
    package var gate: Gate?

    package init(id: Int, subject: String, gate: Gate? = nil) {
        self.id = id
        self.subject = subject
        self.gate = gate
    }

    /// The messages `ids`, as a page of older mail.
    package static func page(_ ids: Range<Int>) -> [Mail] {
        ids.map { Mail(id: $0, subject: "Mail \($0)") }
    }

    package static func == (lhs: Mail, rhs: Mail) -> Bool {
        lhs.gate?.pass()
        rhs.gate?.pass()
        return lhs.id == rhs.id && lhs.subject == rhs.subject
    }
}

extension Snapshot where Section == MailDay, Item == Mail {
    /// Changes the message `id` where it is (the typed snapshot stores models: a changed model is
    /// deleted and inserted again in its place).
    package mutating func changing(_ id: Int, _ change: (inout Mail) -> Void) throws {
        guard var mail = item(withIdentifier: id), let path = pathOfItem(id) else { return }
        change(&mail)
        let following = itemIdentifier(at: ItemPath(item: path.item + 1, section: path.section))
        let section = sectionModel(at: path.section).id
        try deleteItems([id])
        if let following {
            try insertItems([mail], at: .before(following))
        } else {
            try appendItems([mail], toSection: section)
        }
    }

    /// Gives the message `id` the gate `gate`: the next diff that compares it with the message
    /// shown is held (a diff compares the items that both screens have).
    package mutating func gating(_ id: Int, with gate: Gate) throws {
        try changing(id) { $0.gate = gate }
    }
}

/// The mail screen of issue 20: a typed `DiffableDataSource` of messages, each with a trailing
/// Delete swipe action whose handler the test sets.
@MainActor
package final class MailScreen {
    package static let viewport = Size(width: 20, height: 5)

    package let host = TableHost(viewportSize: MailScreen.viewport, layout: TableLayout(rowHeight: 1, separator: .none))
    package let dataSource: DiffableDataSource<MailDay, Mail, TableHost>
    package var adapter: CellControllerAdapter<TableHost> { dataSource.adapter }
    /// What the swipe actions do with their message.
    package let actions: SwipeHandlers
    package let rows: CellRegistration<LabelCell, Mail>

    /// Holds the swipe action's handler, so that the registration can be made before the screen.
    @MainActor
    package final class SwipeHandlers {
        /// Deletes the message; returns whether it did.
        package var delete: (Mail) -> Bool = { _ in false }
        /// Marks the message read (its content changes); returns whether it did.
        package var markRead: (Mail) -> Bool = { _ in false }
    }

    /// A screen of the messages `ids` in one day, shown now.
    package init(ids: Range<Int>) {
        let actions = SwipeHandlers()
        self.actions = actions
        rows = CellRegistration<LabelCell, Mail> { cell, mail in cell.title = mail.subject }
            .swipeActions(.trailing) { mail in
                [SwipeAction("Delete", style: .destructive) { actions.delete(mail) }, SwipeAction("Read") { actions.markRead(mail) }]
            }
        dataSource = DiffableDataSource(host: host, factory: rows)
        var first = Snapshot<MailDay, Mail>()
        try? first.appendSections([MailDay(id: "today")])
        try? first.appendItems(Mail.page(ids))
        try? dataSource.apply(first)
        host.layoutIfNeeded()
    }

    /// The identifiers of the messages shown, in order.
    package var shownIDs: [Int] { dataSource.snapshot().itemIdentifiers }

    /// What a fresh host loaded with the messages `ids` shows.
    package static func freshText(_ ids: [Int]) -> String {
        let fresh = MailScreen(ids: 0..<0)
        var snapshot = Snapshot<MailDay, Mail>()
        try? snapshot.appendSections([MailDay(id: "today")])
        try? snapshot.appendItems(ids.map { Mail(id: $0, subject: "Mail \($0)") })
        try? fresh.dataSource.apply(snapshot, reloadingData: true)
        return fresh.host.renderText()
    }
}
