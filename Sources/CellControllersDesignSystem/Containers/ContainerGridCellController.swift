import CellControllers

/// The controller of a ``ContainerItem`` in a grid: it dequeues a ``ContainerGridCell`` for the
/// content's view, configures it from the item and forwards the cell's events to the item's
/// handlers.
///
/// Its snapshot identity is the content type plus the item's difference identifier; its content
/// is the item's content and options, so applying a changed item reconfigures its cell.
/// Disabled items are never highlighted and ignore taps and long presses.
@MainActor
public final class ContainerGridCellController<Content: ContainerContent>: ModelCellController<ContainerGridCell<Content.View>, AnyDiffable>, SwipeEnablement {
    /// The item this controller shows.
    public let item: ContainerItem<Content>

    /// Creates the controller of `item`.
    public init(item: ContainerItem<Content>) {
        self.item = item
        super.init(model: AnyDiffable(item.model))
    }

    /// The content view of the cell currently showing the item, or `nil` when it is not visible.
    public func currentContentView() -> Content.View? { currentCell()?.contentView }

    /// Updates the cell's content view and options from ``item``.
    public override func configureCell(_ cell: ContainerGridCell<Content.View>) { item.configure(cell) }
    /// Runs the item's will-display handler.
    public override func didChangeDisplay(of cell: ContainerGridCell<Content.View>, isDisplayed: Bool) { if isDisplayed { item.willDisplayHandler?() } else { item.didEndDisplayHandler?() } }
    /// Runs the item's did-end-display handler.
    /// Whether the item is enabled and has a select or long-press handler.
    public override func shouldHighlightCell() -> Bool { item.isHighlightable }
    /// Runs the item's select handler, if the item is enabled.
    public override func didChangeSelection(_ isSelected: Bool) { if isSelected { item.performSelect() } }
    /// Runs the item's long-press handler, if the item is enabled.
    public override func didLongPressCell() { item.performLongPress() }
    /// The item's swipe actions at `edge`; none when it is disabled.
    public override func swipeActions(for edge: SwipeEdge) -> SwipeActionsConfiguration? {
        item.isEnabled ? item.swipeActionsByEdge[edge] : nil
    }
    /// Whether the item is movable and enabled.
    public override func canMoveCell() -> Bool { item.isEnabled && item.isMovable }
    /// Runs the item's move handler.
    public override func didMoveCell(_ move: Move<ItemPath>) { item.moveHandler?(move) }
    /// An item without a tap handler is still enabled for swipes.
    package var isEnabledForSwipes: Bool { item.isEnabled }
}
