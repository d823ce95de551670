import CellControllers
import CellControllersTestSupport
import Testing

/// How a section shown as a tree is drawn, and where a section snapshot goes when the screen
/// has no such section (issue 27, bugs 3 and 4), as UIKit does both.
@MainActor
@Suite("Outlines drawn and appended as in UIKit")
struct OutlineDrawingTests {
    struct Note: Identifiable, Equatable, Sendable {
        var id: String
    }

    struct Pane: Identifiable, Equatable, Sendable {
        var id: String
    }

    /// A section model that is its own identifier, as UIKit's section identifiers are.
    struct Tag: Identifiable, Hashable, Sendable {
        var name: String
        var id: Tag { self }
    }

    static let rows = CellRegistration<LabelCell, Note> { cell, note in cell.title = note.id }

    static func host() -> TableHost {
        TableHost(viewportSize: Size(width: 16, height: 6), layout: TableLayout(rowHeight: 1, separator: .none))
    }

    static func notes(_ ids: String...) -> [Note] { ids.map { Note(id: $0) } }

    /// A data source showing one section "inbox" with `a`, `b`, `c`.
    static func inbox() throws -> DiffableDataSource<Pane, Note, TableHost> {
        let dataSource = DiffableDataSource<Pane, Note, TableHost>(host: host(), factory: rows)
        var snapshot = Snapshot<Pane, Note>()
        try snapshot.appendSections([Pane(id: "inbox")])
        try snapshot.appendItems(notes("a", "b", "c"))
        try dataSource.apply(snapshot)
        return dataSource
    }

    @Test("A flat section snapshot (roots only) is drawn exactly as the same items applied as a plain list")
    func flatTreeIsAPlainList() throws {
        let plain = try Self.inbox()
        let tree = try Self.inbox()
        try tree.apply(try SectionSnapshot(Self.notes("a", "b", "c")), to: "inbox")
        var flat = CellOutline(level: 0, hasChildren: false, isExpanded: false)
        flat.isInFlatTree = true
        #expect(tree.adapter.host.outlineForItem(at: ItemPath(item: 0, section: 0)) == flat)
        #expect(flat.leadingColumns == 0)
        #expect(tree.adapter.host.renderText() == plain.adapter.host.renderText())
        #expect(tree.adapter.host.renderText().hasPrefix("a\nb\nc\n"))
    }

    @Test("In a tree with children, every row keeps the disclosure's two columns (a leaf's blank), so names align; a tap on a disclosure still toggles")
    func indentByLevelDisclosureOnlyWhereShown() throws {
        let dataSource = try Self.inbox()
        var tree = SectionSnapshot<Note>()
        try tree.append(Self.notes("folder", "loose"))
        try tree.append(Self.notes("inner", "leaf"), to: "folder")
        try tree.append(Self.notes("deep"), to: "inner")
        try tree.expand(["folder", "inner"])
        try dataSource.apply(tree, to: "inbox")
        let lines = dataSource.adapter.host.renderText().split(separator: "\n", omittingEmptySubsequences: false).prefix(5)
        #expect(lines == ["▾ folder", "  ▾ inner", "      deep", "    leaf", "  loose"])
        #expect(dataSource.adapter.host.tap(at: Point(x: 2, y: 1)), "on the disclosure of inner, level 1")
        #expect(!dataSource.isExpanded("inner"))
        #expect(dataSource.adapter.host.indexPathsForSelectedItems.isEmpty)
    }

    @Test("A section snapshot applied to a section appended by its model just before fills it")
    func appendsTheSectionGivenItsModel() throws {
        let dataSource = try Self.inbox()
        var tree = SectionSnapshot<Note>()
        try tree.append(Self.notes("archive"))
        try tree.append(Self.notes("2019"), to: "archive")
        try dataSource.update(completion: nil) { try $0.appendSections([Pane(id: "old")]) }
        try dataSource.apply(tree, to: "old")
        #expect(dataSource.snapshot().sectionIdentifiers == ["inbox", "old"])
        #expect(try dataSource.snapshot().itemIdentifiers(inSection: "old") == ["archive"])
        #expect(try dataSource.snapshot(for: "old") == tree)
        try dataSource.setExpanded(true, for: "archive")
        #expect(try dataSource.snapshot().itemIdentifiers(inSection: "old") == ["archive", "2019"])
        // A section it has: given the tree.
        try dataSource.apply(try SectionSnapshot(Self.notes("z")), to: "inbox")
        #expect(try dataSource.snapshot().itemIdentifiers(inSection: "inbox") == ["z"])
        // An empty data source gets its first section.
        let empty = DiffableDataSource<Pane, Note, TableHost>(host: Self.host(), factory: Self.rows)
        try empty.update(completion: nil) { try $0.appendSections([Pane(id: "first")]) }
        try empty.apply(try SectionSnapshot(Self.notes("x")), to: "first")
        #expect(empty.adapter.host.renderText().hasPrefix("x\n"))
    }

    @Test("By identifier, a section that is its own identifier is appended; any other throws unknownSection and changes nothing")
    func appendsByIdentifierWhenTheSectionIsItsOwnIdentifier() throws {
        let tagged = DiffableDataSource<Tag, Note, TableHost>(host: Self.host(), factory: Self.rows)
        try tagged.apply(try SectionSnapshot(Self.notes("x", "y")), to: Tag(name: "first"))
        #expect(tagged.snapshot().sectionIdentifiers == [Tag(name: "first")])
        #expect(try tagged.snapshot().itemIdentifiers(inSection: Tag(name: "first")) == ["x", "y"])

        let dataSource = try Self.inbox()
        let before = dataSource.adapter.host.renderText()
        #expect(throws: OutlineError.unknownSection(DiffIdentifier(type: Pane.self, id: "old"))) {
            try dataSource.apply(try SectionSnapshot(Self.notes("n")), to: "old")
        }
        #expect(dataSource.adapter.host.renderText() == before)
        #expect(OutlineError.unknownSection(DiffIdentifier(type: Pane.self, id: "old")).description.contains("model"))
    }
}
