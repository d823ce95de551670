import CellControllers

/// What the inbox's rows ask the app to do: typed values, so the app logic is testable without
/// cells.
enum InboxAction: Equatable, Sendable {
    /// Open a message (a tap).
    case open(InboxMessage)
    /// Archive a message (its swipe action).
    case archive(InboxMessage)
    /// Delete a message (its destructive swipe action).
    case delete(InboxMessage)
    /// A flagged message was reordered by an interactive move.
    case moved(InboxMessage, Move<ItemPath>)
    /// Reply to a message (its context menu).
    case reply(InboxMessage)
    /// Flag or unflag a message (its context menu): it moves into or out of the Flagged section.
    case toggleFlag(InboxMessage)
}
