/// A drag or drop request that cannot be carried out. Nothing changes anywhere: the source,
/// the destination and their hosts are left as they were, and the session stays as it was.
public enum DragError: Error, Equatable, Sendable {
    /// A dragged item's path is outside the source's items.
    case itemOutOfRange(ItemPath, sectionCount: Int, itemCount: Int?)
    /// The item cannot be dragged: the source's ``DragDropHandlers/canDrag`` refuses it.
    case cannotDrag(ItemPath)
    /// The source data source already has a drag in progress: drop or cancel it first.
    case dragInProgress
    /// The session is over (dropped or cancelled): begin a new drag.
    case notDragging
    /// The place hovered (or the proposal's redirect) is not a place for the items: its
    /// section does not exist, or the index is past the section's end (`itemCount` is the
    /// number of places, end included).
    case destinationOutOfRange(ItemPath, sectionCount: Int, itemCount: Int?)
    /// The source data source is gone, or no longer shows every dragged item (an apply
    /// deleted one, or it shows another kind of screen).
    case sourceChanged
    /// The destination data source is gone.
    case destinationGone
    /// The drop cannot be made in the destination's snapshot: typically an item already
    /// present there (a copy within its own data source, say).
    case dropRejected(SnapshotEditError)
    /// The edited snapshot could not be applied (``SnapshotError``).
    case applyFailed(SnapshotError)
    /// The source host refused the move that shows or performs a drop within it (a batch
    /// update in progress, another interactive move, or a data source that did not move the item).
    case hostRefused(InteractiveMovementError)
}

extension DragError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .itemOutOfRange(path, sectionCount, itemCount):
            CellHostError.itemOutOfRange(path, sectionCount: sectionCount, itemCount: itemCount).description
        case .cannotDrag(let path):
            "Item \(path) cannot be dragged: the data source's dragDropHandlers.canDrag returns false for it."
        case .dragInProgress:
            "A drag from this data source is in progress. Drop or cancel it before beginning another."
        case .notDragging:
            "This drag session is over (dropped or cancelled). Begin a new drag with beginDrag(at:adding:)."
        case let .destinationOutOfRange(path, sectionCount, itemCount):
            if let itemCount {
                "Destination \(path) is out of range: dragged items can go to 0..<\(itemCount) in section \(path.section)."
            } else {
                "Destination \(path) is out of range: the destination has \(sectionCount) sections."
            }
        case .sourceChanged:
            "The drag's source no longer shows every dragged item (it was deleted, or the data source is gone). Cancel the drag."
        case .destinationGone:
            "The destination data source is gone. Hover over another destination, or cancel the drag."
        case .dropRejected(let error):
            "The destination cannot take the dragged items (\(error)). Propose .forbidden or a conversion that makes new identifiers."
        case .applyFailed(let error):
            "The drop could not be applied (\(error))."
        case .hostRefused(let error):
            "The source host refused the move of the drop: \(error)"
        }
    }
}
