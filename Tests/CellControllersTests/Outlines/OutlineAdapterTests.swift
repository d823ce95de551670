import CellControllers
import CellControllersTestSupport
import Testing

/// A file of the test trees: its id is its path.
private struct File: Identifiable, Equatable, Sendable {
    var id: String
    var name: String { String(id.split(separator: "/").last ?? "") }
}

private func files(_ ids: String...) -> [File] { ids.map { File(id: $0) } }

private struct Pane: Identifiable, Equatable, Sendable {
    var id: String
}

/// Records what the rows' controllers hear.
@MainActor
private final class Events {
    var lines: [String] = []
}

/// A row of a file that tells `events` when it displays its cell and ends displaying it.
private final class FileRow: ModelCellController<LabelCell, File> {
    var events: Events?
    override func configureCell(_ cell: LabelCell) { cell.title = model.name }
    override func didChangeDisplay(of cell: LabelCell, isDisplayed: Bool) { if isDisplayed { events?.lines.append("display \(model.id)") } else { events?.lines.append("end \(model.id)") } }
}

/// Makes `FileRow`s that report to `events`.
private struct FileRows: CellControllerFactory {
    let events: Events
    func cellController(for file: File) -> CellController<TableHost> {
        let row = FileRow(model: file)
        row.events = events
        return row
    }
}

/// A data source of two sections, "top" (flat: `t1`, `t2`) and "files" (flat: `readme`), in a
/// 30 × 10 table of one-line rows.
@MainActor
private func filesScreen(events: Events = Events()) throws -> DiffableDataSource<Pane, File, TableHost> {
    let rows = FileRows(events: events)
    let host = TableHost(viewportSize: Size(width: 30, height: 10), layout: TableLayout(rowHeight: 1, separator: .none))
    let dataSource = DiffableDataSource<Pane, File, TableHost>(host: host, factory: rows)
    var snapshot = Snapshot<Pane, File>()
    try snapshot.appendSections([Pane(id: "top"), Pane(id: "files")])
    try snapshot.appendItems(files("t1", "t2"), toSection: "top")
    try snapshot.appendItems(files("readme"), toSection: "files")
    try dataSource.apply(snapshot)
    return dataSource
}

/// docs ▸ (docs/cv, docs/tax ▸ (docs/tax/2025)), music ▸ (music/a), readme
private func fileTree() throws -> SectionSnapshot<File> {
    var tree = SectionSnapshot<File>()
    try tree.append(files("docs", "music", "readme"))
    try tree.append(files("docs/cv", "docs/tax"), to: "docs")
    try tree.append(files("docs/tax/2025"), to: "docs/tax")
    try tree.append(files("music/a"), to: "music")
    return tree
}

/// The lines of the host's rendering, trailing empty lines dropped.
@MainActor
private func lines(_ dataSource: DiffableDataSource<Pane, File, TableHost>) -> [String] {
    var lines = dataSource.adapter.host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last == "" { lines.removeLast() }
    return lines
}

@MainActor
@Suite("Outlines on a screen: section-scoped apply, expand and collapse, disclosure")
struct OutlineAdapterTests {
    @Test("a section snapshot shows its visible items in its section only, with indents and disclosures")
    func applyToSection() throws {
        let dataSource = try filesScreen()
        var tree = try fileTree()
        try tree.expand(["docs"])
        try dataSource.apply(tree, to: "files")
        #expect(lines(dataSource) == ["t1", "t2", "▾ docs", "    cv", "  ▸ tax", "▸ music", "  readme"])
        #expect(try dataSource.snapshot().itemIdentifiers(inSection: "files") == ["docs", "docs/cv", "docs/tax", "music", "readme"])
        #expect(try dataSource.snapshot().itemIdentifiers(inSection: "top") == ["t1", "t2"])
        #expect(try dataSource.snapshot(for: "files") == tree)
        #expect(dataSource.adapter.host.outlineForItem(at: ItemPath(item: 2, section: 1)) == CellOutline(level: 1, hasChildren: true, isExpanded: false))
        #expect(dataSource.adapter.host.outlineForItem(at: ItemPath(item: 0, section: 0)) == nil)
    }

    @Test("the section's diff keeps the cells of kept items: only the new rows are displayed")
    func sectionDiffKeepsCells() throws {
        let events = Events()
        let dataSource = try filesScreen(events: events)
        try dataSource.apply(try SectionSnapshot(files("readme", "notes")), to: "files")
        events.lines = []
        try dataSource.apply(try SectionSnapshot(files("intro", "readme", "notes")), to: "files")
        #expect(events.lines == ["display intro"])
        // A flat tree (roots only) is drawn as a plain list, as UIKit draws it (issue 27, bug 3).
        #expect(lines(dataSource) == ["t1", "t2", "intro", "readme", "notes"])
    }

    @Test("a flat tree is drawn as a plain list; once an item has children, every row leaves room for the disclosure")
    func flatTreeIsNotIndented() throws {
        let dataSource = try filesScreen(events: Events())
        try dataSource.apply(try SectionSnapshot(files("readme", "notes")), to: "files")
        #expect(lines(dataSource) == ["t1", "t2", "readme", "notes"])
        var nested = try SectionSnapshot(files("readme", "notes"))
        try nested.append(files("draft"), to: "notes")
        try dataSource.apply(nested, to: "files")
        #expect(lines(dataSource) == ["t1", "t2", "  readme", "▸ notes"])
    }

    @Test("expand inserts the visible descendants as one batch, collapse deletes them; states are kept per item")
    func expandAndCollapse() throws {
        let events = Events()
        let dataSource = try filesScreen(events: events)
        var tree = try fileTree()
        try tree.expand(["docs/tax"])   // hidden under docs, kept
        try dataSource.apply(tree, to: "files")
        events.lines = []
        try dataSource.setExpanded(true, for: "docs")
        #expect(events.lines == ["display docs/cv", "display docs/tax", "display docs/tax/2025"])
        #expect(lines(dataSource) == ["t1", "t2", "▾ docs", "    cv", "  ▾ tax", "      2025", "▸ music", "  readme"])
        events.lines = []
        try dataSource.setExpanded(false, for: "docs")
        #expect(events.lines.sorted() == ["end docs/cv", "end docs/tax", "end docs/tax/2025"])
        #expect(lines(dataSource) == ["t1", "t2", "▸ docs", "▸ music", "  readme"])
        #expect(try dataSource.snapshot(for: "files").isExpanded("docs/tax"))
        try dataSource.setExpanded(true, for: "docs")
        try dataSource.setExpanded(true, for: "docs")   // already expanded: nothing
        #expect(lines(dataSource).count == 8)
        #expect(dataSource.isExpanded("docs"))
    }

    @Test("expanding an item hidden under a collapsed ancestor changes only its state")
    func expandHidden() throws {
        let dataSource = try filesScreen()
        try dataSource.apply(try fileTree(), to: "files")
        let before = lines(dataSource)
        try dataSource.setExpanded(true, for: "docs/tax")
        #expect(lines(dataSource) == before)
        try dataSource.setExpanded(true, for: "docs")
        #expect(lines(dataSource) == ["t1", "t2", "▾ docs", "    cv", "  ▾ tax", "      2025", "▸ music", "  readme"])
    }

    @Test("a tap on the disclosure toggles the item without selecting it; a tap on the text selects")
    func disclosureTap() throws {
        let dataSource = try filesScreen()
        try dataSource.apply(try fileTree(), to: "files")
        let host = dataSource.adapter.host
        #expect(host.tap(at: Point(x: 0, y: 2)))   // on "▸" of docs
        #expect(dataSource.isExpanded("docs"))
        #expect(host.indexPathsForSelectedItems.isEmpty)
        #expect(try host.tapDisclosure(at: ItemPath(item: 2, section: 1)))   // docs/tax, level 1
        #expect(lines(dataSource)[4] == "  ▾ tax")
        #expect(try !host.tapDisclosure(at: ItemPath(item: 1, section: 1)), "docs/cv is a leaf: no disclosure")
        #expect(host.tap(at: Point(x: 6, y: 2)))   // on the name "docs"
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 0, section: 1)])
        #expect(dataSource.isExpanded("docs"))
        #expect(host.tap(at: Point(x: 0, y: 2)))
        #expect(!dataSource.isExpanded("docs"))
    }

    @Test("in editing mode the checkmark comes first: the disclosure is found after it")
    func disclosureAfterCheckmark() throws {
        let dataSource = try filesScreen()
        try dataSource.apply(try fileTree(), to: "files")
        let host = dataSource.adapter.host
        host.allowsMultipleSelectionDuringEditing = true
        host.isEditing = true
        #expect(lines(dataSource)[2] == "☐ ▸ docs")
        #expect(host.tap(at: Point(x: 2, y: 2)))   // on "▸"
        #expect(dataSource.isExpanded("docs"))
        #expect(host.indexPathsForSelectedItems.isEmpty)
        #expect(lines(dataSource)[2] == "☐ ▾ docs")
        #expect(host.tap(at: Point(x: 0, y: 2)))   // on "☐": checks the row
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 0, section: 1)])
        #expect(dataSource.isExpanded("docs"))
    }

    @Test("handlers veto, observe and load children lazily")
    func handlers() throws {
        let dataSource = try filesScreen()
        var heard: [String] = []
        dataSource.sectionSnapshotHandlers.shouldChangeExpansion = { item, expanding in expanding || item.id != "docs" }
        dataSource.sectionSnapshotHandlers.willChangeExpansion = { item, expanding in heard.append("will \(expanding ? "expand" : "collapse") \(item.id)") }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
            guard parent.id == "music", current.count == 1 else { return current }
            return (try? SectionSnapshot(files("music/a", "music/b"))) ?? current
        }
        try dataSource.apply(try fileTree(), to: "files")
        #expect(try dataSource.toggle("docs"))
        let expanded = lines(dataSource)
        #expect(try !dataSource.toggle("docs"), "shouldChangeExpansion vetoes the collapse")
        #expect(lines(dataSource) == expanded)
        #expect(try dataSource.toggle("music"))
        #expect(lines(dataSource).suffix(4) == ["▾ music", "    a", "    b", "  readme"])
        #expect(try dataSource.snapshot(for: "files").children(of: "music").map(\.id) == ["music/a", "music/b"])
        #expect(try dataSource.toggle("music"))
        #expect(heard == ["will expand docs", "will expand music", "will collapse music"])
        try dataSource.setExpanded(false, for: "docs")   // the app's own decision: no handler asked
        #expect(!dataSource.isExpanded("docs"))
    }

    @Test("an apply of a whole snapshot keeps the trees of sections whose items it leaves; a new list is flat")
    func fullApplies() throws {
        let dataSource = try filesScreen()
        try dataSource.apply(try fileTree(), to: "files")
        try dataSource.setExpanded(true, for: "docs")
        try dataSource.update { snapshot in try snapshot.appendItems(files("t3"), toSection: "top") }
        #expect(dataSource.isExpanded("docs"))
        #expect(lines(dataSource)[3] == "▾ docs")
        var flat = dataSource.snapshot()
        try flat.deleteItems(["docs/cv"])
        try dataSource.apply(flat)
        #expect(!dataSource.isExpanded("docs"))
        #expect(lines(dataSource)[3] == "docs")
        #expect(try dataSource.snapshot(for: "files").rootItems.map(\.id) == ["docs", "docs/tax", "music", "readme"])
    }

    /// What a host shows and has selected, to compare before and after a refused request.
    private func picture(_ dataSource: DiffableDataSource<Pane, File, TableHost>) throws -> String {
        "\(dataSource.adapter.host.renderText())|\(dataSource.snapshot())|\(try dataSource.snapshot(for: "files"))"
    }

    @Test("refused requests throw typed errors and leave the screen as it was")
    func refusals() throws {
        let dataSource = try filesScreen()
        try dataSource.apply(try fileTree(), to: "files")
        let before = try picture(dataSource)
        #expect(throws: OutlineError.unknownSection(DiffIdentifier(type: Pane.self, id: "nope"))) {
            try dataSource.apply(try SectionSnapshot(files("x")), to: "nope")
        }
        #expect(throws: OutlineError.itemInAnotherSection(DiffIdentifier(type: File.self, id: "t1"), section: 0)) {
            try dataSource.apply(try SectionSnapshot(files("x", "t1")), to: "files")
        }
        #expect(throws: OutlineError.unknownItem(DiffIdentifier(type: File.self, id: "ghost"))) { try dataSource.setExpanded(true, for: "ghost") }
        var hiding = SectionSnapshot<File>()
        try hiding.append(files("folder"))
        try hiding.append(files("docs/cv"), to: "folder")   // hidden in "top", shown in "files"
        #expect(throws: OutlineError.itemInAnotherSection(DiffIdentifier(type: File.self, id: "docs/cv"), section: 1)) {
            try dataSource.apply(hiding, to: "top")
        }
        #expect(try picture(dataSource) == before)
        #expect(!OutlineError.applyInFlight.description.isEmpty)
    }

    @Test("a section-scoped apply next to other sections' trees, flat or hiding items: their items stay theirs, and only its section changes")
    func applyNextToOtherTrees() throws {
        let dataSource = try filesScreen()
        try dataSource.apply(try SectionSnapshot(files("t1", "t2", "t3")), to: "top")   // a flat tree
        #expect(throws: OutlineError.itemInAnotherSection(DiffIdentifier(type: File.self, id: "t2"), section: 0)) {
            try dataSource.apply(try SectionSnapshot(files("readme", "t2")), to: "files")
        }
        var hiding = SectionSnapshot<File>()
        try hiding.append(files("t1", "t2"))
        try hiding.append(files("t1/a"), to: "t1")   // hidden: t1 is collapsed
        try dataSource.apply(hiding, to: "top")
        #expect(throws: OutlineError.itemInAnotherSection(DiffIdentifier(type: File.self, id: "t1/a"), section: 0)) {
            try dataSource.apply(try SectionSnapshot(files("readme", "t1/a")), to: "files")
        }
        // Accepted next to both kinds: the items of the second section only change, in place.
        try dataSource.apply(try SectionSnapshot(files("docs", "readme")), to: "files")
        try dataSource.apply(try SectionSnapshot(files("readme", "music")), to: "files")
        #expect(dataSource.snapshot().itemIdentifiers == ["t1", "t2", "readme", "music"])
        #expect(lines(dataSource) == ["▸ t1", "  t2", "readme", "music"])
        #expect(dataSource.adapter.invariantViolations().isEmpty)
    }

    @Test("a section snapshot cannot go to a screen of another kind")
    func screenOfAnotherType() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 4))
        let rows = CellRegistration<LabelCell, File> { cell, file in cell.title = file.name }
        let dataSource = DiffableDataSource<Pane, File, TableHost>(host: host, factory: rows)
        #expect(throws: OutlineError.unknownSection(DiffIdentifier(type: Pane.self, id: "files"))) {
            try dataSource.apply(try SectionSnapshot(files("a")), to: "files")
        }
        try dataSource.adapter.apply([ControllerSection(id: "x", items: [])])
        try dataSource.adapter.apply([ControllerSection(id: "x", items: rows.cellControllers(for: files("a")))])
        #expect {
            try dataSource.apply(try SectionSnapshot(files("b")), to: "files")
        } throws: { error in
            if case OutlineError.screenOfAnotherType = error { return true }
            return false
        }
    }
}
