import CellControllers

/// The controller of one pharmacy result, for a table row (`PharmacyCellController<PharmacyCell>`,
/// a `GenericCellController<PharmacyCell>`) or a grid card
/// (`PharmacyCellController<PharmacyGridCell>`).
///
/// It formats the record once, gives the text to its cell in ``configureCell(_:)``, and turns
/// touches into ``PharmacyAction``s: a tap calls the pharmacy, a long press copies its address.
final class PharmacyCellController<Cell: PharmacyDisplaying>: ModelCellController<Cell, PharmacyResult> {
    var result: PharmacyResult { model }
    let content: PharmacyCellContent
    private let onAction: @MainActor (PharmacyAction) -> Void

    init(result: PharmacyResult, onAction: @escaping @MainActor (PharmacyAction) -> Void) {
        self.content = PharmacyCellContent(result)
        self.onAction = onAction
        super.init(model: result)
    }

    override func configureCell(_ cell: Cell) {
        cell.content = content
    }

    override func didChangeSelection(_ isSelected: Bool) {
        guard isSelected else { return }
        onAction(.call(title: content.title, phone: content.phone))
    }

    override func didLongPressCell() {
        onAction(.copyAddress(title: content.title, address: content.addressLines.joined(separator: ", ")))
    }
}
