/// A destination for drags of `Payload`s: a ``DiffableDataSource`` that shows them (made
/// implicitly when a session hovers over the data source itself), or one that converts them
/// into its own items (``DiffableDataSource/dropReceiver(accepting:converting:)``).
///
/// The pairing is checked by the compiler: a session of `Card`s hovers only over receivers of
/// `Card`s, so a destination of another item type must declare how it converts a card.
///
/// ```swift
/// let tasks = taskList.dropReceiver(accepting: Card.self) { card in Task(id: card.id, title: card.title) }
/// try session.hover(over: tasks, at: ItemPath(item: 0, section: 0))
/// ```
@MainActor
public struct DropReceiver<Payload> {
    /// The destination data source, when it shows `Payload`s itself: the session's own data
    /// source is then a local destination, where a move reorders.
    let localOwner: ObjectIdentifier?
    /// The destination's section count and item counts, or `nil` when it is gone.
    let counts: () -> (sections: Int, items: (Int) -> Int)?
    /// The destination's proposal for the payloads at a place (local or not).
    let propose: ([Payload], ItemPath, Bool) -> DropProposal
    /// Checks a drop of the payloads at a place (removing the given payloads first, for a move
    /// within the data source) and returns what applies it and tells the destination's
    /// handlers (``didDrop``).
    let prepare: ([Payload], ItemPath, DropOperation, [Payload]) throws(DragError) -> () throws(DragError) -> Void
    /// Tells the destination's handlers of the payloads dropped, where they are now, the
    /// operation, and whether they came from this data source.
    let didDrop: ([Payload], [ItemPath], DropOperation, Bool) -> Void
}
