/// What a drop does with the dragged items, like `UIDropOperation`.
public enum DropOperation: Hashable, Sendable {
    /// The items leave their place and go to the destination: within one data source they are
    /// reordered, into another they are deleted from the source and inserted there.
    case move
    /// The items are inserted at the destination; the source keeps them.
    case copy
    /// The destination refuses the items: a drop there changes nothing and ends the drag as
    /// cancelled.
    case forbidden
}

/// A destination's answer to a drag hovering over it, like `UICollectionViewDropProposal`:
/// the operation a drop would perform, and optionally another place for the items (a redirect,
/// checked like the place hovered).
///
/// ```swift
/// dataSource.dragDropHandlers.proposal = { request in
///     DropProposal(request.isLocal ? .move : .copy)
/// }
/// ```
public struct DropProposal: Hashable, Sendable {
    /// What a drop would do.
    public var operation: DropOperation
    /// Where the items would go instead of the place hovered, or `nil` for the place hovered.
    public var destination: ItemPath?

    /// A proposal to perform `operation`, at the place hovered or at `destination`.
    public init(_ operation: DropOperation, redirectedTo destination: ItemPath? = nil) {
        self.operation = operation
        self.destination = destination
    }
}

/// How a drag ended, as the source's handlers and the dragged items' controllers learn it.
public enum DragOutcome: Hashable, Sendable {
    /// The items were moved (within their data source, or to another).
    case moved
    /// The items were copied to another place; the source kept them.
    case copied
    /// Nothing changed: the drag was cancelled, dropped over nothing, or refused.
    case cancelled
}
