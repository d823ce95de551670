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
    package init(source: ItemPath, target: ItemPath) {
        self.source = source
        self.target = target
    }
}

/// An interactive move the host cannot perform. The host is left exactly as it was.
public enum InteractiveMovementError: Error, Hashable, Sendable {
    /// The item path is outside the host's sections or items.
    case itemOutOfRange(ItemPath, sectionCount: Int, itemCount: Int?)
    /// The item cannot move: its controller's ``CellController/canMoveCell()`` is `false`.
    case cannotMove(ItemPath)
    /// A move is already in progress, of the item that was at `source`.
    case alreadyMoving(source: ItemPath)
    /// No move is in progress: call ``CellHost/beginInteractiveMovementForItem(at:)`` first.
    case notMoving
    /// The target is not a place the item can move to: its section does not exist, or the
    /// index is past the section's end.
    case targetOutOfRange(ItemPath, sectionCount: Int, itemCount: Int?)
    /// The target position is not over any item.
    case noItemAtPosition(Point)
    /// The host is in the middle of a batch update.
    case updateInProgress
    /// The data source did not move the item as the host asked (its counts after
    /// ``CellHostDataSource/host(_:moveItemAt:to:)`` disagree with the move); the move is still
    /// in progress, so you can cancel it.
    case dataSourceRejected(BatchUpdateError)
}

extension InteractiveMovementError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .itemOutOfRange(path, sectionCount, itemCount):
            CellHostError.itemOutOfRange(path, sectionCount: sectionCount, itemCount: itemCount).description
        case .cannotMove(let path):
            "Item \(path) cannot move: its controller's canMoveCell() returns false."
        case .alreadyMoving(let source):
            "An interactive move of item \(source) is in progress. End or cancel it before beginning another."
        case .notMoving:
            "No interactive move is in progress. Call beginInteractiveMovementForItem(at:) first."
        case let .targetOutOfRange(path, sectionCount, itemCount):
            if let itemCount {
                "Target \(path) is out of range: section \(path.section) has \(itemCount) items, so a moved item can go to "
                    + "0...\(itemCount) there, or 0..<\(itemCount) if it is the item's own section."
            } else {
                "Target \(path) is out of range: the host has \(sectionCount) sections."
            }
        case .noItemAtPosition(let point):
            "No item is at \(point): move the target over an item."
        case .updateInProgress:
            "The host is applying a batch update. Move items before or after it."
        case .dataSourceRejected(let error):
            "The data source did not move the item as asked (\(error)). Implement host(_:moveItemAt:to:) to move it in your data."
        }
    }
}
