import CellControllers
import CellControllersDesignSystem

/// The controller of one inbox row: it configures an ``InboxCell``, gives the row its swipe
/// actions (Archive, Delete), lets flagged messages be reordered, and sends every action to the
/// app as an ``InboxAction``.
final class InboxMessageController: ModelCellController<InboxCell, InboxMessage> {
    var message: InboxMessage { model }
    private let actions: ActionDispatcher<InboxAction>
    private let events: InboxEventLog

    init(message: InboxMessage, actions: ActionDispatcher<InboxAction>, events: InboxEventLog) {
        self.actions = actions
        self.events = events
        super.init(model: message)
    }

    override func configureCell(_ cell: InboxCell) { cell.message = message }
    override func willDisplayCell(_ cell: InboxCell) { events.record(.display(message.summary)) }
    override func didEndDisplayingCell(_ cell: InboxCell) { events.record(.endDisplay(message.summary)) }
    override func didSelectCell() { actions.send(.open(message)) }
    override func prefetch() { events.record(.prefetch(message.summary)) }
    override func cancelPrefetch() { events.record(.cancelPrefetch(message.summary)) }

    /// Trailing: Delete at the edge (what a full swipe does, as in Mail), then Archive.
    override func swipeActions(for edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard edge == .trailing else { return nil }
        let message = message, actions = actions
        return SwipeActionsConfiguration(actions: [
            SwipeAction("Delete", style: .destructive) { actions.send(.delete(message)); return true },
            SwipeAction("Archive") { actions.send(.archive(message)); return true },
        ])
    }

    override func canMoveCell() -> Bool { message.isFlagged }
    override func didMoveCell(_ move: Move<ItemPath>) { actions.send(.moved(message, move)) }
}
