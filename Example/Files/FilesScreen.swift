import CellControllers

/// A file browser: one section shown as a tree (a `SectionSnapshot`), whose folders expand and
/// collapse in place. Each row is indented by its level, after a disclosure (`▸` collapsed,
/// `▾` expanded) when it has children.
///
/// The options run in this order, each printing one line after the listing: `--expand PATHS`
/// (`DiffableDataSource.expand`: the folder's visible descendants are inserted below it as one
/// batch update), `--collapse PATHS`, then `--tap-disclosure ROW`, a user's tap on the
/// disclosure, which asks the `sectionSnapshotHandlers`: the Trash refuses to open, and
/// Downloads loads its files the first time it opens (until then it holds a placeholder, `…`,
/// so that it has a disclosure). Then `--select`, `--long-press`. The viewport is as tall as
/// the rows unless `--height` says otherwise.
struct FilesScreen: ExampleScreen {
    let name = "files"
    let summary = "a file browser: folders expand and collapse in place (outline)"
    var supportedLayouts: [ListLayout] { [.table] }
    var supportsOutlineOptions: Bool { true }

    /// The screen's one section.
    struct Home: Identifiable, Equatable, Sendable {
        let id = "home"
    }

    /// A row: the name on the left, "folder" or the size on the right.
    static func rows(actions: ActionLog) -> CellRegistration<TableCell, FileNode> {
        CellRegistration<TableCell, FileNode> { cell, node in
            cell.text = node.name
            cell.detailText = node.isPlaceholder ? nil : node.isFolder ? "folder" : "\(node.kilobytes) KB"
        }
        .onSelect { node in actions.record("opened \(node.id)") }
    }

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        let actions = ActionLog()
        let rows = Self.rows(actions: actions)
        let tree: SectionSnapshot<FileNode>
        do {
            tree = try FilesCatalog.tree()
        } catch {
            throw .input("the files could not be listed: \(error)")
        }
        if options.interactive {
            // The terminal shows the top level (its rows do not expand there).
            let sections = [ControllerSection<TableHost>(id: "home", items: rows.cellControllers(for: tree.visibleItems))]
            let host = TableHost(viewportSize: Size(width: Double(options.width), height: 1), layout: TableLayout(rowHeight: 1, separator: .none))
            try InteractiveMode.present(InteractiveListing(sections: sections, host: host, actions: actions))
            return ""
        }
        // The viewport is as tall as allowed while the options run; then `--height`, or the rows.
        let host = TableHost(
            viewportSize: Size(width: Double(options.width), height: Double(ExampleOptions.heightRange.upperBound)),
            layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Home, FileNode, TableHost>(host: host, factory: rows)
        defer { withExtendedLifetime(dataSource) {} }
        var handled: [String] = []
        dataSource.sectionSnapshotHandlers.shouldChangeExpansion = { node, expanding in
            guard expanding else { return true }
            if node.id == "Trash" { handled.append("refused: the Trash does not open") }
            return node.id != "Trash"
        }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { node, current in
            guard node.id == "Downloads", current.items.allSatisfy(\.isPlaceholder),
                  let loaded = try? SectionSnapshot(FilesCatalog.downloads) else { return current }
            handled.append("loaded \(loaded.count) files into Downloads")
            return loaded
        }
        do {
            var screen = Snapshot<Home, FileNode>()
            try screen.appendSections([Home()])
            try dataSource.apply(screen)
            try dataSource.apply(tree, to: "home")
        } catch {
            throw .input("the files could not be shown: \(error)")
        }
        let shown = dataSource

        var lines: [String] = []
        for path in options.outline.expand {
            lines.append(try Self.change("expanded", path, in: shown) { () throws(OutlineError) in try shown.setExpanded(true, for: path) })
        }
        for path in options.outline.collapse {
            lines.append(try Self.change("collapsed", path, in: shown) { () throws(OutlineError) in try shown.setExpanded(false, for: path) })
        }
        if let row = options.outline.tapDisclosure {
            guard let path = host.itemPath(atFlatIndex: row), let node = shown.snapshot().item(at: path) else {
                throw .usage("--tap-disclosure \(row) is out of range: the screen shows \(host.itemCount) rows, numbered 0 to \(host.itemCount - 1)")
            }
            let before = host.itemCount
            let tapped: Bool
            do {
                tapped = try host.tapDisclosure(at: path)
            } catch {
                throw .usage("--tap-disclosure \(row): \(error)")
            }
            lines += handled
            if !tapped {
                lines.append("tapped the disclosure of row \(row): \(node.name) has no disclosure (it has no children)")
            } else {
                let verb = shown.isExpanded(node.id) ? "expanded" : "collapsed"
                lines.append("tapped the disclosure of row \(row): \(node.name) \(before == host.itemCount && handled.contains(where: { $0.hasPrefix("refused") }) ? "stays closed" : "\(verb) (\(Self.delta(host.itemCount - before)))")")
            }
        }
        let contentHeight = Int(host.contentSize.height.rounded(.up))
        let height = options.height ?? min(max(1, contentHeight), ExampleOptions.heightRange.upperBound)
        host.viewportSize = Size(width: Double(options.width), height: Double(height))
        let largestOffset = max(0, contentHeight - height)
        guard options.offset <= largestOffset else {
            throw .usage("--offset \(options.offset) is past the end: the files are \(contentHeight) lines tall, "
                + "so with --height \(height) the largest offset is \(largestOffset)")
        }
        host.contentOffset = Point(x: 0, y: Double(options.offset))
        if let index = options.select {
            guard let path = host.itemPath(atFlatIndex: index) else {
                throw .usage("--select \(index) is out of range: the screen shows \(host.itemCount) rows, numbered 0 to \(host.itemCount - 1)")
            }
            lines.append(ListingRenderer.interaction("selected", refusal: "cannot be selected", index: index, actions: actions) { () throws(CellHostError) in
                try host.tap(at: .item(path))
            })
        }
        if let index = options.longPress {
            guard host.itemPath(atFlatIndex: index) != nil else {
                throw .usage("--long-press \(index) is out of range: the screen shows \(host.itemCount) rows, numbered 0 to \(host.itemCount - 1)")
            }
            lines.append("long-pressed: item \(index) (no action)")
        }
        return ([host.renderText()] + lines).joined(separator: "\n")
    }

    /// Runs `change` (an expansion or collapse of the folder `path`) and says what it did.
    private static func change(
        _ verb: String, _ path: String, in dataSource: DiffableDataSource<Home, FileNode, TableHost>,
        _ change: () throws(OutlineError) -> Void
    ) throws(ExampleError) -> String {
        let host = dataSource.adapter.host
        let before = host.itemCount
        do {
            try change()
        } catch {
            throw .usage("--\(verb == "expanded" ? "expand" : "collapse") \(path): \(error)")
        }
        return "\(verb) \(path) (\(delta(host.itemCount - before)))"
    }

    /// "+3 rows", "-1 row", "no row changed".
    private static func delta(_ change: Int) -> String {
        guard change != 0 else { return "no row changed" }
        return "\(change > 0 ? "+" : "")\(change) row\(abs(change) == 1 ? "" : "s")"
    }
}
