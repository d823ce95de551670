// MISUSE: a registration (or factory) of plain String items shows a snapshot of plain Int items:
// plain identifiers keep the model type check, the factory's Model must be the snapshot's Item.
import CellControllers

enum Section: Identifiable, Sendable { case main }
final class TitleCell: TableCell { var title = "" }

struct NameFactory: CellControllerFactory {
    func cellController(for name: String) -> CellController<TableHost> {
        CellRegistration<TitleCell, String> { cell, name in cell.title = name }.cellController(for: name)
    }
    func supplementaryController(_ kind: SupplementaryKind, forSection section: Section) -> CellController<TableHost>? { nil }
}

@MainActor func show(_ snapshot: Snapshot<Section, Int>, on host: TableHost) throws {
    let names = CellRegistration<TitleCell, String> { cell, name in cell.title = name }
    try DiffableDataSource<Section, Int, TableHost>(host: host, factory: names).apply(snapshot) // expected-error: requires the types 'Int' and 'String' be equivalent
    try DiffableDataSource<Section, Int, TableHost>(host: host, factory: NameFactory()).apply(snapshot) // expected-error: requires the types 'Int' and 'String' be equivalent
}
