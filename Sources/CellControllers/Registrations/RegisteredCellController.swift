/// The controller a ``CellRegistration`` makes for one item: it forwards every call to the
/// registration's handlers, with the item and the exact cell type.
@MainActor
final class RegisteredCellController<Cell: ReusableCell, Item: Identifiable & Equatable & Sendable>: ModelCellController<Cell, Item>
where Item.ID: Sendable {
    private let registration: CellRegistration<Cell, Item>

    init(item: Item, registration: CellRegistration<Cell, Item>) {
        self.registration = registration
        super.init(model: item)
    }

    /// The item this controller shows.
    var item: Item { model }

    override var reuseIdentifier: String { registration.reuseIdentifier }
    override func configure(_ cell: Cell, at itemPath: ItemPath) {
        if let isEnabled = registration.enabledPredicate { cell.isEnabled = isEnabled(item) }
        registration.configure(cell, itemPath, item)
    }
    override func didChangeSelection(_ isSelected: Bool) { if isSelected { registration.selectHandler?(item) } }
    override func didLongPressCell() { registration.longPressHandler?(item) }
    override func shouldHighlightCell() -> Bool { registration.enabledPredicate?(item) ?? true }
    override func height(forWidth width: Double) -> Double? { registration.heightProvider?(item, width) }
    override func swipeActions(for edge: SwipeEdge) -> SwipeActionsConfiguration? { registration.swipeActionsProvider[edge]?(item) }
    override func contextMenu() -> ContextMenu? { registration.contextMenuProvider?(item) }
    override func canMoveCell() -> Bool { registration.movablePredicate?(item) ?? false }
    override func canEditCell() -> Bool { registration.editablePredicate?(item) ?? true }
    override func didMoveCell(_ move: Move<ItemPath>) { registration.moveHandler?(item, move) }
    override var badge: String? { registration.badgeProvider?(item) }
}
