/// What a data source is asked and told about drags of its items (UIKit's
/// `UICollectionViewDragDelegate`) and about drags that hover over it and drop on it (UIKit's
/// `UICollectionViewDropDelegate`), typed by its `Item`.
@MainActor
public struct DragDropHandlers<Item> {
    /// Whether the item can be dragged; every item can when `nil`.
    public var canDrag: (@MainActor (Item) -> Bool)?
    /// Called when a drag of the items (in display order) begins.
    public var didBegin: (@MainActor ([Item]) -> Void)?
    /// Called when the drag of the items ends, with how it ended.
    public var didEnd: (@MainActor ([Item], DragOutcome) -> Void)?
    /// The proposal for a drag hovering at a place over this data source; a move
    /// (`DropProposal(.move)`) when `nil`.
    public var proposal: (@MainActor (DropRequest<Item>) -> DropProposal)?
    /// Called after a drop on this data source was applied (after the dropped items'
    /// controllers, ``CellController/didReceiveDrop(_:)``).
    public var didDrop: (@MainActor (DropEvent<Item>) -> Void)?

    /// Handlers; each is optional. A data source starts with none
    /// (``DiffableDataSource/dragDropHandlers``): set the ones you need on it.
    package init(
        canDrag: (@MainActor (Item) -> Bool)? = nil,
        didBegin: (@MainActor ([Item]) -> Void)? = nil,
        didEnd: (@MainActor ([Item], DragOutcome) -> Void)? = nil,
        proposal: (@MainActor (DropRequest<Item>) -> DropProposal)? = nil,
        didDrop: (@MainActor (DropEvent<Item>) -> Void)? = nil
    ) {
        self.canDrag = canDrag
        self.didBegin = didBegin
        self.didEnd = didEnd
        self.proposal = proposal
        self.didDrop = didDrop
    }
}

/// What a destination is asked about a drag hovering over it: the dragged items as its own
/// models (converted when it accepts another payload type), the place hovered, and whether
/// they come from this data source.
public struct DropRequest<Item> {
    /// The dragged items, as the destination's models, in display order.
    public let items: [Item]
    /// The place hovered: for items of this data source (``isLocal``), in the coordinates after
    /// they leave their places (as a ``Move``'s destination); otherwise an insertion place,
    /// `0...count` in its section.
    public let destination: ItemPath
    /// Whether the items come from this data source.
    public let isLocal: Bool
}

/// What a destination is told after a drop: the items it received, where they are now, and
/// the operation.
public struct DropEvent<Item> {
    /// The dropped items, as the destination's models, in display order.
    public let items: [Item]
    /// Where the items are shown now, in the same order.
    public let paths: [ItemPath]
    /// ``DropOperation/move`` or ``DropOperation/copy``.
    public let operation: DropOperation
    /// Whether the items came from this data source.
    public let isLocal: Bool
}
