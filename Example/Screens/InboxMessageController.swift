import CellControllers
import CellControllersDesignSystem

/// The controller of one inbox row: it configures an ``InboxCell`` (and what VoiceOver reads of
/// it), gives the row its swipe actions (Archive, Delete) and its context menu (Reply, Flag or
/// Unflag, Archive, Delete), lets flagged messages be reordered, and sends every action to the
/// app as an ``InboxAction``.
final class InboxMessageController: ModelCellController<InboxCell, InboxMessage> {
    var message: InboxMessage { model }
    private let actions: ActionDispatcher<InboxAction>
    private let events: InboxEventLog
    /// Asks the user to confirm a deletion; the completion finishes the swipe action.
    private let confirmDelete: @MainActor (InboxMessage, SwipeActionCompletion) -> Void

    init(
        message: InboxMessage, actions: ActionDispatcher<InboxAction>, events: InboxEventLog,
        confirmDelete: @escaping @MainActor (InboxMessage, SwipeActionCompletion) -> Void
    ) {
        self.actions = actions
        self.events = events
        self.confirmDelete = confirmDelete
        super.init(model: message)
    }

    override func configureCell(_ cell: InboxCell) {
        cell.message = message
        // VoiceOver reads the sender, subject and time; the flag is a state, read as the value.
        cell.accessibilityLabel = "\(message.sender), \(message.subject), \(message.time)"
        cell.accessibilityValue = message.isFlagged ? "flagged" : nil
        cell.accessibilityTraits = [.button]
    }
    override func didChangeDisplay(of cell: InboxCell, isDisplayed: Bool) { if isDisplayed { events.record(.display(message.summary)) } else { events.record(.endDisplay(message.summary)) } }
    override func didChangeSelection(_ isSelected: Bool) { if isSelected { actions.send(.open(message)) } }
    override func didChangePrefetching(_ isPrefetching: Bool) { if isPrefetching { events.record(.prefetch(message.summary)) } else { events.record(.cancelPrefetch(message.summary)) } }
    /// A row counts as seen once it is wholly on screen: not cut by the viewport's edge nor
    /// under the pinned day header.
    override var visibilityThresholds: [Double]? { [1] }
    override func didCrossVisibilityThreshold(_ crossing: VisibilityCrossing) {
        if crossing.isPast { events.record(.impression(message.summary, crossing.fraction)) }
    }

    /// Trailing: Delete at the edge (what a full swipe does, as in Mail), then Archive. Delete
    /// asks for a confirmation and finishes later: the row stays swiped until it is answered.
    override func swipeActions(for edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard edge == .trailing else { return nil }
        let message = message, actions = actions, confirmDelete = confirmDelete
        return SwipeActionsConfiguration(actions: [
            SwipeAction("Delete", style: .destructive, completingLater: { completion in confirmDelete(message, completion) }),
            SwipeAction("Archive") { actions.send(.archive(message)); return true },
        ])
    }

    /// A long press presents Reply, Flag (Unflag), Archive and a destructive Delete, which
    /// deletes at once: the menu is the confirmation. VoiceOver offers them too, after the swipe
    /// actions.
    override func contextMenu() -> ContextMenu? {
        let message = message, actions = actions
        return ContextMenu(title: message.sender, actions: [
            ContextMenuAction("Reply") { actions.send(.reply(message)) },
            ContextMenuAction(message.isFlagged ? "Unflag" : "Flag") { actions.send(.toggleFlag(message)) },
            ContextMenuAction("Archive") { actions.send(.archive(message)) },
            ContextMenuAction("Delete", style: .destructive) { actions.send(.delete(message)) },
        ])
    }

    override func canMoveCell() -> Bool { message.isFlagged }
    /// Flagged messages are kept out of editing (unflag them first): no checkmark, not deleted.
    override func canEditCell() -> Bool { !message.isFlagged }
    override func didMoveCell(_ move: Move<ItemPath>) { actions.send(.moved(message, move)) }
}
