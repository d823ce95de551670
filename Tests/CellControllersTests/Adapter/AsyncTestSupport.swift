import CellControllers
import CellControllersTestSupport
import Dispatch
import Foundation

/// A row whose content comparison passes through its gate, if it has one.
struct GatedRow: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
    var gate: Gate?

    init(id: Int, title: String, gate: Gate? = nil) {
        self.id = id
        self.title = title
        self.gate = gate
    }

    static func == (lhs: GatedRow, rhs: GatedRow) -> Bool {
        lhs.gate?.pass()
        rhs.gate?.pass()
        return lhs.id == rhs.id && lhs.title == rhs.title
    }
}

/// Shows a gated row's title; logs its events.
final class GatedRowController: ModelCellController<LabelCell, GatedRow> {
    var row: GatedRow { model }
    let log: EventLog?
    var onDisplay: (() -> Void)?

    init(_ row: GatedRow, log: EventLog?) {
        self.log = log
        super.init(model: row)
    }

    override func configureCell(_ cell: LabelCell) { cell.title = row.title }
    override func didChangeDisplay(of cell: LabelCell, isDisplayed: Bool) {
        if isDisplayed {
            log?.record(.willDisplay(row.id))
            let action = onDisplay
            onDisplay = nil
            action?()
        } else {
            log?.record(.didEndDisplaying(row.id))
        }
    }
}

/// Makes `GatedRowController`s; `prepare` may adjust each one (say, to act when displayed).
@MainActor
final class GatedFactory: CellControllerFactory {
    let log: EventLog?
    var prepare: (GatedRowController) -> Void = { _ in }

    init(log: EventLog?) { self.log = log }

    func cellController(for model: AnyDiffable) -> CellController<TableHost> {
        let controller = GatedRowController(model.model(as: GatedRow.self) ?? GatedRow(id: -1, title: "?"), log: log)
        prepare(controller)
        return controller
    }
}

/// One screen of gated rows on a table, shown as either kind of screen, synchronously or not.
@MainActor
final class GatedScreen {
    static let viewport = Size(width: 16, height: 6)

    let kind: ScreenKind
    let adapter: CellControllerAdapter<TableHost>
    /// The host, through the adapter that drives it (the host keeps its adapter only weakly).
    var host: TableHost { adapter.host }
    let log = EventLog()
    let factory: GatedFactory
    /// The typed screen over the adapter, through ``factory`` (screens of models).
    private(set) lazy var dataSource = DiffableDataSource<AnyDiffable, AnyDiffable, TableHost>(host: adapter.host, factory: factory)

    init(_ kind: ScreenKind, rows: [GatedRow]) {
        self.kind = kind
        self.factory = GatedFactory(log: log)
        self.adapter = CellControllerAdapter(host: TableHost(viewportSize: Self.viewport, layout: TableLayout(rowHeight: 1, separator: .none)))
        try? show(rows)
        host.layoutIfNeeded()
    }

    func sections(_ rows: [GatedRow]) -> [ControllerSection<TableHost>] {
        [ControllerSection(model: RowSection(id: 0), items: rows.map { row in
            let controller = GatedRowController(row, log: log)
            factory.prepare(controller)
            return controller
        })]
    }

    static func snapshot(_ rows: [GatedRow]) -> AnySnapshot {
        AnySnapshot(sections: [AnySnapshot.Section(RowSection(id: 0), items: rows)])
    }

    func show(_ rows: [GatedRow], completion: (() -> Void)? = nil) throws(SnapshotError) {
        switch kind {
        case .controllers: try adapter.apply(sections(rows), completion: completion)
        case .models: try dataSource.apply(Snapshot(Self.snapshot(rows)), completion: completion)
        }
    }

    func showLater(_ rows: [GatedRow]) async throws {
        switch kind {
        case .controllers: try await adapter.controllerScreen().apply(Snapshot(sections(rows)))
        case .models: try await dataSource.apply(Snapshot(Self.snapshot(rows)))
        }
    }

    /// What a fresh host loaded with `rows` shows.
    static func freshText(_ rows: [GatedRow]) -> String {
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: viewport, layout: TableLayout(rowHeight: 1, separator: .none)),
            sections: [ControllerSection(model: RowSection(id: 0), items: rows.map { GatedRowController($0, log: nil) })])
        adapter.host.reloadData()
        return adapter.host.renderText()
    }

    /// The index of the screen shown, read from its first row's title (`s<index>-<id>`).
    var shownIndex: Int? {
        guard adapter.snapshot.numberOfSections > 0, adapter.snapshot.numberOfItems(inSection: 0) > 0,
              let title = adapter.snapshot[ItemPath(item: 0, section: 0)].model(as: GatedRow.self)?.title,
              title.hasPrefix("s") else { return nil }
        return Int(title.dropFirst().prefix { $0 != "-" })
    }
}

/// Screen `index`: a random selection of the ids 0..<40 in random order, titled `s<index>-<id>`.
func gatedScreen(_ index: Int, rng: inout DiffTestRandom) -> [GatedRow] {
    let ids = Array((0..<40).shuffled(using: &rng).prefix(rng.int(8...30)))
    return ids.map { GatedRow(id: $0, title: "s\(index)-\($0)") }
}
