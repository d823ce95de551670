/// An interactive move in progress (see ``CellHost/beginInteractiveMovementForItem(at:)``):
/// the item being moved and where it would go if the move ended now.
public struct InteractiveMovement: Hashable, Sendable {
    /// Where the moved item is in the host (it stays there until the move ends).
    public internal(set) var source: ItemPath
    /// Where the item goes if the move ends now, in the coordinates after the move (as a
    /// ``Move``'s destination), after the delegate's redirection.
    public internal(set) var target: ItemPath

    /// Creates a value describing a move of the item at `source` to `target` (to compare with
    /// ``CellHost/interactiveMovement`` in tests).
    public init(source: ItemPath, target: ItemPath) {
        self.source = source
        self.target = target
    }
}
