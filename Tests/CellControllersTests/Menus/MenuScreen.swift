import CellControllers
import CellControllersTestSupport

/// A table of `Row`s whose items have context menus (Share, a destructive Delete that deletes
/// through the adapter, a disabled Copy) and swipe actions (trailing Archive), shown through an
/// adapter as either kind of screen; disabled rows have neither. What the actions did is logged.
@MainActor
final class MenuScreen {
    let kind: ScreenKind
    let adapter: CellControllerAdapter<TableHost>
    var host: TableHost { adapter.host }
    private(set) var rows: [[Row]]
    /// Row ids that are disabled.
    var disabled: Set<Int> = []
    /// Row ids without a menu.
    var withoutMenu: Set<Int> = []
    /// What the actions did, in order: "share 3", "delete 3", "archive 3", "long press 3".
    var log: [String] = []

    init(_ kind: ScreenKind, rows: [[Row]], disabled: Set<Int> = [], withoutMenu: Set<Int> = [], viewport: Size = Size(width: 20, height: 8)) {
        self.kind = kind
        self.rows = rows
        self.disabled = disabled
        self.withoutMenu = withoutMenu
        adapter = CellControllerAdapter(host: TableHost(viewportSize: viewport, layout: TableLayout(rowHeight: 1, separator: .none)))
        show(rows)
        host.layoutIfNeeded()
    }

    var registration: CellRegistration<LabelCell, Row> {
        CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
            .enabled { [disabled] row in !disabled.contains(row.id) }
            .contextMenu { [weak self, withoutMenu] row in
                guard !withoutMenu.contains(row.id) else { return nil }
                return ContextMenu(title: row.title, actions: [
                    ContextMenuAction("Share") { self?.log.append("share \(row.id)") },
                    ContextMenuAction("Delete", style: .destructive) { self?.delete(row.id) },
                    ContextMenuAction("Copy", isEnabled: false) { self?.log.append("copy \(row.id)") },
                ])
            }
            .swipeActions(.trailing) { [weak self] row in
                [SwipeAction("Archive") { self?.log.append("archive \(row.id)"); return true }]
            }
            .onLongPress { [weak self] row in self?.log.append("long press \(row.id)") }
            .movable()
    }

    /// Shows `rows` through the adapter's diff.
    func show(_ rows: [[Row]]) {
        let registration = registration
        switch kind {
        case .controllers:
            try? adapter.apply(rows.enumerated().map { index, rows in
                ControllerSection(model: RowSection(id: index), items: registration.cellControllers(for: rows))
            })
        case .models:
            var snapshot = Snapshot<RowSection, Row>()
            try? snapshot.appendSections(rows.indices.map { RowSection(id: $0) })
            for (index, rows) in rows.enumerated() { try? snapshot.appendItems(rows, toSection: index) }
            try? DiffableDataSource(host: adapter.host, factory: MenuRowFactory(registration: registration)).apply(snapshot)
        }
        self.rows = rows
    }

    func delete(_ id: Int) {
        log.append("delete \(id)")
        show(rows.map { $0.filter { $0.id != id } })
    }

    /// The viewport's lines.
    var lines: [String] { host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// A picture of what a refused request must leave as it was.
    var state: String {
        let menu = host.presentedContextMenu.map { "\($0.itemPath) \($0.actionTitles)" } ?? "none"
        return [host.renderText(), menu, "\(host.indexPathsForSelectedItems)", "\(host.contentOffset)", "\(log)"].joined(separator: "\n")
    }
}

/// Makes controllers for `Row` models from a registration.
@MainActor
struct MenuRowFactory: CellControllerFactory {
    let registration: CellRegistration<LabelCell, Row>
    func cellController(for row: Row) -> CellController<TableHost> { registration.cellController(for: row) }
}
