import CellControllers
import Testing

// Outlines from the outside: a typed tree applied to one section of a data source, expanded by
// the app and by a tap on a disclosure, with a handler that loads children lazily. Nothing is
// cast back; the public API is enough.

struct Drawer: Identifiable, Equatable, Sendable { let id: String }
struct Entry: Identifiable, Equatable, Sendable { let id: String }

@MainActor
@Suite("Outlines from the outside")
struct OutlineTests {
    @Test func aTreeExpandsInItsSectionAndLoadsLazily() throws {
        let entries = CellRegistration<TitleCell, Entry> { cell, entry in cell.title = entry.id }
        let host = TableHost(viewportSize: Size(width: 24, height: 6), layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Drawer, Entry, TableHost>(host: host, factory: entries)
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            guard parent.id == "later", current.items.map(\.id) == ["later/…"] else { return current }
            var children = SectionSnapshot<Entry>()
            try? children.append([Entry(id: "later/a"), Entry(id: "later/b")])
            return children
        }
        var screen = Snapshot<Drawer, Entry>()
        try screen.appendSections([Drawer(id: "top"), Drawer(id: "tree")])
        try screen.appendItems([Entry(id: "pinned")], toSection: "top")
        try dataSource.apply(screen)

        var tree = SectionSnapshot<Entry>()
        try tree.append([Entry(id: "now"), Entry(id: "later")])
        try tree.append([Entry(id: "now/1")], to: "now")
        try tree.append([Entry(id: "later/…")], to: "later")
        try dataSource.apply(tree, to: "tree")
        #expect(host.renderText() == "pinned\n▸ now\n▸ later\n\n\n")

        try dataSource.setExpanded(true, for: "now")
        #expect(host.renderText() == "pinned\n▾ now\n    now/1\n▸ later\n\n")
        #expect(try host.tapDisclosure(at: ItemPath(item: 2, section: 1)))
        #expect(host.renderText() == "pinned\n▾ now\n    now/1\n▾ later\n    later/a\n    later/b")
        #expect(try dataSource.snapshot(for: "tree").snapshot(of: "later").rootItems.map(\.id) == ["later/a", "later/b"])
        #expect(try dataSource.snapshot().items(inSection: "tree").map(\.id) == ["now", "now/1", "later", "later/a", "later/b"])
    }

    @Test func aTreeAppliedAsynchronouslyComposesWithAnUpdateInFlight() async throws {
        let entries = CellRegistration<TitleCell, Entry> { cell, entry in cell.title = entry.id }
        let host = TableHost(viewportSize: Size(width: 24, height: 6), layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Drawer, Entry, TableHost>(host: host, factory: entries)
        var screen = Snapshot<Drawer, Entry>()
        try screen.appendSections([Drawer(id: "top"), Drawer(id: "tree")])
        try await dataSource.apply(screen)

        // A page for "top" and a tree for "tree", on their way at once: the later call builds on
        // the earlier one's screen, so both show.
        async let page: Void = dataSource.update { snapshot in
            try snapshot.appendItems([Entry(id: "pinned")], toSection: "top")
        }
        var tree = SectionSnapshot<Entry>()
        try tree.append([Entry(id: "now")])
        try tree.append([Entry(id: "now/1")], to: "now")
        try tree.setExpanded(true, for: ["now"])
        try await dataSource.apply(tree, to: "tree")
        try await page
        #expect(host.renderText() == "pinned\n▾ now\n    now/1\n\n\n")
        #expect(try dataSource.snapshot(for: "tree") == tree)
    }
}
