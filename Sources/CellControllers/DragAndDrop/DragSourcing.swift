/// What a ``DragSession`` needs of the data source its items come from: their places now, the
/// interactive move of its host that shows a drop within it (live reorder) and performs it,
/// their removal for a move to another data source, and the end of the drag. A
/// ``DiffableDataSource`` is one, for its `Item`.
@MainActor
protocol DragSourcing<Payload>: AnyObject {
    associatedtype Payload

    /// The places of `items` in the screen shown, in order, or `nil` when one is not shown.
    func dragPaths(of items: [Payload]) -> [ItemPath]?
    /// The host's interactive move in progress, or `nil`.
    var dragMovement: InteractiveMovement? { get }
    /// Begins the host's interactive move of the item at `path` for a drag (whatever its
    /// controller's ``CellController/canMoveCell()``: the source's drag handlers allowed it).
    func beginDragMove(at path: ItemPath) throws(InteractiveMovementError)
    /// Moves the target of the host's move; returns it after the delegate's redirection.
    func updateDragMove(to target: ItemPath) throws(InteractiveMovementError) -> ItemPath
    /// Ends the host's move: the item moves as by ``CellHost/endInteractiveMovement()``.
    func endDragMove() throws(InteractiveMovementError) -> Move<ItemPath>?
    /// Cancels the host's move, the items going back to their places.
    func cancelDragMove()
    /// Checks that `items` can be deleted and returns what deletes them.
    func prepareRemoval(of items: [Payload]) throws(DragError) -> () throws(DragError) -> Void
    /// The drag of `items` is over: the handlers and the items' controllers learn how.
    func dragDidEnd(_ items: [Payload], outcome: DragOutcome)
}
