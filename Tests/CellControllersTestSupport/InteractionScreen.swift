import CellControllers
import Testing

/// A table of `Row`s whose items swipe, move and can be disabled, shown through an adapter as
/// either kind of screen. Its data (`rows`) is the simple model the tests compare the host with.
@MainActor
package final class InteractionScreen {
    package let kind: ScreenKind
    package let adapter: CellControllerAdapter<TableHost>
    /// The host, through the adapter that drives it (the host keeps its adapter only weakly).
    package var host: TableHost { adapter.host }
    /// The data shown (after every apply, the adapter's truth).
    package private(set) var rows: [[Row]]
    /// Row ids whose items are disabled.
    package var disabled: Set<Int>
    /// Row ids whose items cannot move.
    package var immovable: Set<Int>
    /// What the swipe actions and moves did, in order.
    package var log: [Action] = []

    /// What a swipe action or a move did to a row.
    package enum Action: Equatable {
        case archive(Int)
        case flag(Int)
        case delete(Int)
        case move(Int, from: ItemPath, to: ItemPath)
    }

    package static let viewport = Size(width: 16, height: 5)

    package init(_ kind: ScreenKind, rows: [[Row]], disabled: Set<Int> = [], immovable: Set<Int> = [], viewport: Size = InteractionScreen.viewport) {
        self.kind = kind
        self.rows = rows
        self.disabled = disabled
        self.immovable = immovable
        adapter = CellControllerAdapter(host: TableHost(viewportSize: viewport, layout: TableLayout(rowHeight: 1, separator: .none)))
        try? show(rows)
        host.reloadData()
    }

    /// The registration of every row: trailing Delete (destructive, deletes through the
    /// adapter) and Archive (logs), leading Flag on even ids, movable unless immovable.
    package var registration: CellRegistration<LabelCell, Row> {
        CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }
            .enabled { [disabled] row in !disabled.contains(row.id) }
            .swipeActions(.trailing) { [weak self] row in
                [
                    SwipeAction("Delete", style: .destructive) { self?.delete(row.id) ?? false },
                    SwipeAction("Archive") { self?.log.append(.archive(row.id)); return true },
                ]
            }
            .swipeActions(.leading) { [weak self] row in
                row.id.isMultiple(of: 2) ? [SwipeAction("Flag") { self?.log.append(.flag(row.id)); return true }] : []
            }
            .movable { [immovable] row in !immovable.contains(row.id) } onMove: { [weak self] row, move in
                self?.log.append(.move(row.id, from: move.source, to: move.destination))
            }
    }

    /// Shows `rows` through the adapter's diff.
    package func show(_ rows: [[Row]]) throws(SnapshotError) {
        let registration = registration
        switch kind {
        case .controllers:
            try adapter.apply(rows.enumerated().map { index, rows in
                ControllerSection(model: RowSection(id: index), items: registration.cellControllers(for: rows))
            })
        case .models:
            try DiffableDataSource(host: adapter.host, factory: RegistrationFactory(registration: registration)).apply(Snapshot(rowSnapshot(rows)))
        }
        self.rows = rows
    }

    /// Deletes the row through the adapter (what the Delete action does).
    package func delete(_ id: Int) -> Bool {
        let remaining = rows.map { $0.filter { $0.id != id } }
        guard (try? show(remaining)) != nil else { return false }
        log.append(.delete(id))
        return true
    }

    /// The row ids the adapter's snapshot shows, per section.
    package var snapshotIDs: [[Int]] {
        (0..<adapter.snapshot.numberOfSections).map { section in
            (adapter.snapshot.sections[section].models(as: Row.self) ?? []).map(\.id)
        }
    }

    /// The ids of the visible items, in display order.
    package var visibleIDs: [Int] {
        host.indexPathsForVisibleItems.compactMap { (host.cell(for: .item($0)) as? LabelCell)?.title }
            .compactMap { Int($0.split(separator: " ").last ?? "") }
    }

    /// A comparable picture of the host: its text, visible paths, selection and swipe state.
    package var state: String {
        let revealed = host.revealedSwipeActions.map { "\($0.itemPath) \($0.edge) \($0.titles)" } ?? "none"
        let moving = host.interactiveMovement.map { "\($0.source)->\($0.target)" } ?? "none"
        return [host.renderText(), "\(host.indexPathsForVisibleItems)", "\(host.indexPathsForSelectedItems)",
                "\(host.contentOffset)", revealed, moving, "\(snapshotIDs)"].joined(separator: "\n")
    }

    /// Expects `body` to throw exactly `expected` and to leave ``state`` as it was.
    package func expectUnchanged<E: Error & Equatable>(
        _ expected: E, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
    ) {
        let before = state
        #expect(throws: expected, sourceLocation: sourceLocation) { try body() }
        #expect(state == before, sourceLocation: sourceLocation)
    }

    /// The text a host loaded from scratch with this screen's data shows at the same offset.
    package func freshText() -> String {
        let fresh = InteractionScreen(.controllers, rows: rows, disabled: disabled, immovable: immovable, viewport: host.viewportSize)
        fresh.host.contentOffset = host.contentOffset
        return fresh.host.renderText()
    }
}

/// A factory of models made from a registration of `Row`s.
@MainActor
package struct RegistrationFactory: CellControllerFactory {
    package let registration: CellRegistration<LabelCell, Row>
    package func cellController(for model: AnyDiffable) -> CellController<TableHost> {
        registration.cellController(for: model.model(as: Row.self) ?? Row(id: -1, title: "?"))
    }
}

/// `Row`s with ids counting up from 0 across sections, titled "Row <id>".
package func interactionRows(_ counts: [Int]) -> [[Row]] { rows(counts) }

/// A random existing item path of `rows` (which must have an item).
package func randomPath(in rows: [[Row]], using random: inout DiffTestRandom) -> ItemPath {
    let sections = rows.indices.filter { !rows[$0].isEmpty }
    let section = random.pick(sections)
    return ItemPath(item: random.int(0..<rows[section].count), section: section)
}

/// `rows` with one random edit in a random section: half the time (when the section has rows) a
/// random row removed, else a new row `nextID` inserted at a random place (and `nextID` counted
/// up).
package func randomEdit(of rows: [[Row]], nextID: inout Int, using random: inout DiffTestRandom) -> [[Row]] {
    var data = rows
    let section = random.int(0..<data.count)
    if random.chance(0.5), !data[section].isEmpty {
        data[section].remove(at: random.int(0..<data[section].count))
    } else {
        data[section].insert(Row(id: nextID, title: "Row \(nextID)"), at: random.int(0...data[section].count))
        nextID += 1
    }
    return data
}
