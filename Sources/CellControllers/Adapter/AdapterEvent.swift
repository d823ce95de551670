/// Something that happened on a ``CellControllerAdapter``'s host, told to the app through
/// ``CellControllerAdapter/onEvent`` once the controllers concerned heard of it: one callback
/// for every event, which the app switches over, keeping the cases it needs.
///
/// ```swift
/// adapter.onEvent = { event in
///     switch event {
///     case .select(let path, _): print("selected", path)
///     case .scroll(let offset): print("scrolled to", offset.y)
///     default: break
///     }
/// }
/// ```
public enum AdapterEvent<Host: CellHosting> {
    /// An item's controller handled a selection (``CellController/didChangeSelection(_:)``): the item's
    /// path and its controller.
    case select(ItemPath, CellController<Host>)
    /// An item's controller handled a long press (``CellController/didLongPressCell()``): the
    /// item's path and its controller.
    case longPress(ItemPath, CellController<Host>)
    /// A header's or footer's controller handled a tap: the element's kind, its section and its
    /// controller.
    case tapSupplementary(SupplementaryKind, section: Int, CellController<Host>)
    /// An interactive move ended, once the item's controller heard of it through
    /// ``CellController/didMoveCell(_:)``: the move and the item's controller.
    case move(Move<ItemPath>, CellController<Host>)
    /// The host's content offset changed (once per change, scrolls from code and the host's own
    /// adjustments included: ``CellHostDelegate/host(_:didScroll:)``): the new offset.
    case scroll(Point)
    /// A section's first element (header, item or footer) is about to appear: the section's
    /// index (``CellHostDelegate/host(_:didChangeDisplayOfSection:to:)``).
    case willDisplaySection(Int)
    /// A section's last displayed element ended displaying: the section's index
    /// (``CellHostDelegate/host(_:didChangeDisplayOfSection:to:)``).
    case didEndDisplayingSection(Int)
    /// An item's controller heard of a visibility crossing
    /// (``CellController/didCrossVisibilityThreshold(_:)``): the item's path (where it was, for a
    /// deleted item's crossings down), the crossing and the controller; where an app counts
    /// impressions for every item.
    case visibilityCrossing(ItemPath, VisibilityCrossing, CellController<Host>)
    /// The adapter is about to show a screen with `reloadData()` because a batch it computed
    /// could not be applied: the typed reason, told just before the reload. (Reloading because a
    /// change is larger than ``CellControllerAdapter/reloadThreshold``, or because you asked for
    /// it with ``DiffableDataSource/apply(_:reloadingData:completion:)``, is a choice, not a
    /// failure, and is not told.)
    case fallBackToReload(AdapterFallback)
}
