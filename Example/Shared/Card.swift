import CellControllers

/// A card of the grid screens (home, groups): an identity and a title.
struct Card: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

/// A card's controller: shows its title in brackets and logs a tap.
final class CardController: ModelCellController<BracketCardCell, Card> {
    let actions: ActionLog

    init(_ card: Card, actions: ActionLog) {
        self.actions = actions
        super.init(model: card)
    }

    override func configureCell(_ cell: BracketCardCell) { cell.title = model.title }
    override func didChangeSelection(_ isSelected: Bool) { if isSelected { actions.record("opened \(model.title)") } }
}
