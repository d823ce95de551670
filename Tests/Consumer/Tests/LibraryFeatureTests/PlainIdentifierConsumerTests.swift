import CellControllers
import Testing

// Plain identifiers from the outside: a screen of plain `String` items in an enum section, with no
// wrapper type and no `var id`; the registration's handler gets the typed `String`.

@MainActor
@Suite("Plain identifiers from the outside")
struct PlainIdentifierConsumerTests {
    /// The screen's sections: `Identifiable` by their own value.
    enum Folders: Identifiable, Sendable { case pinned, everything }

    @Test func aScreenOfPlainStrings() throws {
        var picked: [String] = []
        let names = CellRegistration<TitleCell, String> { cell, name in cell.title = name }
            .onSelect { name in picked.append(name) }
        var snapshot = Snapshot<Folders, String>()
        try snapshot.appendSections([.pinned, .everything])
        try snapshot.appendItems(["Inbox"], toSection: .pinned)
        try snapshot.appendItems(["Drafts", "Sent", "Trash"], toSection: .everything)
        let host = TableHost(viewportSize: Size(width: 12, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Folders, String, TableHost>(host: host, factory: names)
        try dataSource.apply(snapshot)
        #expect(host.renderText() == "Inbox\nDrafts\nSent\nTrash")

        try snapshot.moveItem("Trash", to: .after("Inbox"))
        try snapshot.deleteItems(["Sent"])
        try dataSource.apply(snapshot)
        #expect(host.renderText() == "Inbox\nTrash\nDrafts\n")
        #expect(snapshot.item(at: ItemPath(item: 1, section: 0)) == "Trash")
        try host.tap(at: .item(ItemPath(item: 1, section: 0)))
        #expect(picked == ["Trash"])
        #expect(throws: SnapshotEditError.self) { try snapshot.appendItems(["Inbox"]) }
    }
}
