import CellControllers

/// The two kinds of screens an adapter shows, for tests that must hold for both.
package enum ScreenKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Sections of controllers made up front (`ControllerSection`s).
    case controllers
    /// A `AnySnapshot` of models shown through a factory: controllers made lazily.
    case models

    package var description: String { rawValue }
}

/// The section model of the row screens below.
package struct RowSection: Identifiable, Equatable, Sendable {
    package var id: Int

    package init(id: Int) { self.id = id }
}

/// Makes `LabelController`s from `Row` models and counts what it made, per row id.
@MainActor
package final class RowFactory: CellControllerFactory {
    package let log: EventLog?
    package let height: Double?
    /// The controllers made, by row id, in order.
    package private(set) var made: [Int: [CellController<TableHost>]] = [:]
    /// Makes a controller for a row; a `LabelController` by default.
    package var make: (Row, EventLog?, Double?) -> CellController<TableHost> = { LabelController($0, log: $1, height: $2) }

    package init(log: EventLog? = nil, height: Double? = nil) {
        self.log = log
        self.height = height
    }

    /// The total number of controllers made.
    package var madeCount: Int { made.values.reduce(0) { $0 + $1.count } }

    package func cellController(for model: AnyDiffable) -> CellController<TableHost> {
        let row = model.model(as: Row.self) ?? Row(id: -1, title: "?")
        let controller = make(row, log, height)
        made[row.id, default: []].append(controller)
        log?.record(.make(row.id))
        return controller
    }
}

/// Rows with ids counting up from 0 across sections, titled "Row <id>".
package func rows(_ counts: [Int]) -> [[Row]] {
    var next = 0
    return counts.map { count in
        (0..<count).map { _ in
            defer { next += 1 }
            return Row(id: next, title: "Row \(next)")
        }
    }
}

/// The snapshot of `rows`: section `i` has model `RowSection(id: i)`.
package func rowSnapshot(_ rows: [[Row]]) -> AnySnapshot {
    AnySnapshot(sections: rows.enumerated().map { AnySnapshot.Section(RowSection(id: $0.offset), items: $0.element) })
}

/// The controller sections of `rows`, with the same section models as ``rowSnapshot(_:)``.
@MainActor
package func rowSections(_ rows: [[Row]], log: EventLog? = nil, height: Double? = nil) -> [ControllerSection<TableHost>] {
    rows.enumerated().map { section, rows in
        ControllerSection(model: RowSection(id: section), items: rows.map { LabelController($0, log: log, height: height) })
    }
}

/// A table of rows shown through an adapter as either kind of screen.
@MainActor
package final class RowScreen {
    package let kind: ScreenKind
    package let adapter: CellControllerAdapter<TableHost>
    /// The host, through the adapter that drives it (the host keeps its adapter only weakly).
    package var host: TableHost { adapter.host }
    package let log: EventLog
    package let factory: RowFactory
    /// The typed screen over ``adapter``, through ``factory`` (screens of models).
    package private(set) lazy var dataSource = DiffableDataSource<AnyDiffable, AnyDiffable, TableHost>(host: adapter.host, factory: factory)
    package let height: Double?

    package init(_ kind: ScreenKind, rows: [[Row]], viewport: Size = Size(width: 12, height: 5), layout: TableLayout = TableLayout(separator: .none), height: Double? = 1) {
        self.kind = kind
        self.log = EventLog()
        self.height = height
        self.factory = RowFactory(log: log, height: height)
        self.adapter = CellControllerAdapter(host: TableHost(viewportSize: viewport, layout: layout))
        try? show(rows)
        host.reloadData()
    }

    /// The snapshot or sections of `rows`, applied synchronously.
    package func show(_ rows: [[Row]], completion: (() -> Void)? = nil) throws(SnapshotError) {
        switch kind {
        case .controllers: try adapter.apply(rowSections(rows, log: log, height: height), completion: completion)
        case .models: try dataSource.apply(Snapshot(rowSnapshot(rows)), completion: completion)
        }
    }

    /// The snapshot or sections of `rows`, applied asynchronously.
    package func showLater(_ rows: [[Row]]) async throws {
        switch kind {
        case .controllers: try await adapter.controllerScreen().apply(Snapshot(rowSections(rows, log: log, height: height)))
        case .models: try await dataSource.apply(Snapshot(rowSnapshot(rows)))
        }
    }

    /// The controller at `path`, typed.
    package func controller(at path: ItemPath) -> LabelController? {
        adapter.controller(at: path) as? LabelController
    }

    /// The titles the host shows, top to bottom.
    package var text: String { host.renderText() }
}

/// The text of a fresh host loaded with `rows` at `offset` (the truth an applied host must match).
@MainActor
package func freshText(_ rows: [[Row]], viewport: Size = Size(width: 12, height: 5), layout: TableLayout = TableLayout(separator: .none), height: Double? = 1, offset: Point = Point()) -> String {
    let adapter = CellControllerAdapter(host: TableHost(viewportSize: viewport, layout: layout), sections: rowSections(rows, height: height))
    adapter.host.reloadData()
    adapter.host.contentOffset = offset
    return adapter.host.renderText()
}

extension CellControllerAdapter {
    /// A typed data source of this adapter's screen of controller sections
    /// (`Snapshot<ControllerSection<Host>, CellController<Host>>` through `ControllerItems`).
    package func controllerScreen() -> DiffableDataSource<ControllerSection<Host>, CellController<Host>, Host> {
        DiffableDataSource(host: self.host, factory: ControllerItems())
    }
}
