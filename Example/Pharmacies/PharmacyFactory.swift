import CellControllers

/// Maps pharmacy results to cell controllers, sending every controller's actions to one handler.
///
/// The cell type picks the host: `PharmacyFactory<PharmacyCell>` makes
/// `CellController<TableHost>`s, `PharmacyFactory<PharmacyGridCell>` makes
/// `CellController<GridHost>`s, and putting one kind in the other's sections does not compile.
struct PharmacyFactory<Cell: PharmacyDisplaying>: CellControllerFactory where Cell.Host: CellHosting {
    typealias Host = Cell.Host

    /// Receives the actions of every controller the factory makes.
    let onAction: @MainActor (PharmacyAction) -> Void

    func cellController(for model: PharmacyResult) -> CellController<Host> {
        PharmacyCellController<Cell>(result: model, onAction: onAction)
    }
}
