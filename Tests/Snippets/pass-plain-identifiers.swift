// The correct counterparts of the plain-identifier misuses: a snapshot of plain Int items shown
// with a registration and a factory of Int, edited by Int values and Section cases.
import CellControllers

enum Section: Identifiable, Sendable { case main, recent }
final class TitleCell: TableCell { var title = "" }

struct NumberFactory: CellControllerFactory {
    func cellController(for number: Int) -> CellController<TableHost> {
        CellRegistration<TitleCell, Int> { cell, number in cell.title = "\(number)" }.cellController(for: number)
    }
    func supplementaryController(_ kind: SupplementaryKind, forSection section: Section) -> CellController<TableHost>? { nil }
}

@MainActor func show(on host: TableHost) async throws {
    var snapshot = Snapshot<Section, Int>()
    try snapshot.appendSections([.main, .recent])
    try snapshot.appendItems([7, 9], toSection: .main)
    try snapshot.appendItems([8], toSection: .recent)
    try snapshot.deleteItems([7])
    let numbers = DiffableDataSource<Section, Int, TableHost>(host: host, factory: CellRegistration<TitleCell, Int> { cell, number in cell.title = "\(number)" })
    try await numbers.apply(snapshot)
    try DiffableDataSource(host: numbers.adapter.host, factory: NumberFactory()).apply(snapshot, completion: nil)
}
