/// Receives a host's display and interaction events, like `UITableViewDelegate`.
///
/// Every method has a default that does nothing (or allows highlighting).
@MainActor
public protocol CellHostDelegate<Host>: AnyObject {
    /// The host this delegate serves: ``TableHost`` or ``GridHost``.
    associatedtype Host: CellHosting

    /// `cell` is about to appear for the element (`isDisplayed` is `true`): an item (UIKit's
    /// `willDisplay:forRowAt:`), or a section's header or footer (`willDisplayHeaderView`,
    /// `willDisplayFooterView`); or it stopped displaying the element (`false`, UIKit's
    /// `didEndDisplaying`): for an item, `element` is then where the item was when it left (for
    /// a deleted item, its path before the update).
    func host(_ host: Host, didChangeDisplayOf cell: Host.CellType, for element: LayoutElement, to isDisplayed: Bool)
    /// Whether a touch on the element highlights it: an item (and so may select it), or a
    /// section's header or footer (and so reaches it).
    func host(_ host: Host, shouldHighlight element: LayoutElement) -> Bool
    /// A touch came down on the element (an item, or a section's header or footer), which may be
    /// highlighted (`isHighlighted` is `true`, UIKit's `didHighlight`): its cell shows it
    /// highlighted (``CellState/isHighlighted``). The same event with `false` (UIKit's
    /// `didUnhighlight`) follows when the finger lifts and the cell no longer shows it
    /// highlighted, before an item is selected (a header's or footer's tap or long press is
    /// delivered then).
    func host(_ host: Host, didChangeHighlightOf element: LayoutElement, to isHighlighted: Bool)
    /// The item was selected by a tap (`isSelected` is `true`, UIKit's `didSelectItemAt`), or
    /// deselected (`false`, `didDeselectItemAt`: by a tap, or because another item was selected).
    func host(_ host: Host, didChangeSelectionOf itemPath: ItemPath, to isSelected: Bool)
    /// The element (an item, or a section's header or footer) received a long press (an item
    /// with a context menu presents it instead).
    func host(_ host: Host, didLongPress element: LayoutElement)
    /// The context menu a long press on the item presents (UIKit's
    /// `contextMenuConfigurationForItemAt`), or `nil` for none.
    func host(_ host: Host, contextMenuForItemAt itemPath: ItemPath) -> ContextMenu?
    /// A section's header or footer was tapped (``CellHost/tap(at:)-(LayoutElement)``). Headers
    /// and footers are never selected.
    func host(_ host: Host, didTapSupplementary kind: SupplementaryKind, inSection section: Int)
    /// The data source failed to produce a cell; the element stays empty.
    func host(_ host: Host, didFailWith error: CellHostError)

    /// Whether the user may select the item (`isSelected` is `true`, UIKit's
    /// `shouldSelectItemAt`: asked for taps only, after highlighting was allowed;
    /// ``CellHost/selectItem(at:animated:scrollPosition:)`` does not ask), or deselect the
    /// selected item (`false`, UIKit's `shouldDeselectItemAt`: asked by a tap on a selected item
    /// with multiple selection;
    /// ``CellHost/deselectItem(at:animated:)`` does not ask).
    func host(_ host: Host, shouldChangeSelectionOf itemPath: ItemPath, to isSelected: Bool) -> Bool
    /// The actions a swipe reveals at `edge` of the item's row, or `nil` for none.
    func host(_ host: Host, swipeActionsForItemAt itemPath: ItemPath, edge: SwipeEdge) -> SwipeActionsConfiguration?
    /// Whether the item is enabled, so that it may have swipe actions: a swipe on a disabled
    /// item throws ``SwipeActionError/itemDisabled(_:)``.
    func host(_ host: Host, canSwipeItemAt itemPath: ItemPath) -> Bool
    /// Whether the item can be moved interactively.
    func host(_ host: Host, canMoveItemAt itemPath: ItemPath) -> Bool
    /// Where an interactive move of the item at `source` goes when the user proposes
    /// `proposed`: return `proposed`, or another destination (like
    /// `targetIndexPathForMoveFromRowAt`).
    func host(_ host: Host, targetItemPathForMoveFrom source: ItemPath, toProposed proposed: ItemPath) -> ItemPath

    /// The content offset changed: once per change, at the end of the layout pass that shows
    /// the new offset (display, visibility and prefetch events of the pass come first). Every
    /// change counts: scrolls from code or by the user, and the host's own adjustments (an
    /// apply or resize that clamps the offset, estimated heights measured above the viewport,
    /// a re-measure above it).
    func host(_ host: Host, didScroll contentOffset: Point)
    /// A section's first element (header, item or footer) is about to appear (`isDisplayed` is
    /// `true`): just before that element's display event. Or the section's last displayed
    /// element ended displaying (`false`): just after that element's end of display (`section`
    /// is then where the section was, for a deleted one), or, when a batch update moved the
    /// section's last displayed item to another section, after the update (at the section's new
    /// index).
    func host(_ host: Host, didChangeDisplayOfSection section: Int, to isDisplayed: Bool)
    /// The displayed item's visible fraction crossed one of its thresholds (see
    /// ``VisibilityCrossing``; the host's ``CellHost/visibilityThresholds``, or with a
    /// ``CellControllerAdapter`` the item controller's own ``CellController/visibilityThresholds``),
    /// after a layout pass that changed it. In a pass, crossings come
    /// after every `willDisplay`, in display order (an item's up crossings lowest threshold
    /// first, down crossings highest first). An item that ends displaying crosses down every
    /// threshold it is past, to 0, just before its `didEndDisplaying` (at the same path: for a
    /// deleted item, where it was).
    func host(_ host: Host, didCrossVisibilityThreshold crossing: VisibilityCrossing, of cell: Host.CellType, forItemAt itemPath: ItemPath)
    /// The user tapped the disclosure (`▸` / `▾`) of an item that has children
    /// (``CellHost/tapDisclosure(at:)``): the delegate expands or collapses it. The item is
    /// neither highlighted nor selected. The adapter toggles the item in its section's outline,
    /// asking its handlers first (``SectionSnapshotHandlers``).
    func host(_ host: Host, didTapDisclosureOfItemAt itemPath: ItemPath)
}

/// Every event is optional: a delegate that does not implement one ignores it, and the answers
/// default to what UIKit does without a delegate.
extension CellHostDelegate {
    /// Does nothing.
    public func host(_ host: Host, didChangeDisplayOf cell: Host.CellType, for element: LayoutElement, to isDisplayed: Bool) {}
    /// Allows highlighting.
    public func host(_ host: Host, shouldHighlight element: LayoutElement) -> Bool { true }
    /// Does nothing.
    public func host(_ host: Host, didChangeHighlightOf element: LayoutElement, to isHighlighted: Bool) {}
    /// Does nothing.
    public func host(_ host: Host, didChangeSelectionOf itemPath: ItemPath, to isSelected: Bool) {}
    /// Does nothing.
    public func host(_ host: Host, didLongPress element: LayoutElement) {}
    /// No context menu.
    public func host(_ host: Host, contextMenuForItemAt itemPath: ItemPath) -> ContextMenu? { nil }
    /// Does nothing.
    public func host(_ host: Host, didTapSupplementary kind: SupplementaryKind, inSection section: Int) {}
    /// Does nothing.
    public func host(_ host: Host, didFailWith error: CellHostError) {}

    /// Allows selecting and deselecting.
    public func host(_ host: Host, shouldChangeSelectionOf itemPath: ItemPath, to isSelected: Bool) -> Bool { true }
    /// No swipe actions.
    public func host(_ host: Host, swipeActionsForItemAt itemPath: ItemPath, edge: SwipeEdge) -> SwipeActionsConfiguration? { nil }
    /// Whether the item may be highlighted (``host(_:shouldHighlight:)``).
    public func host(_ host: Host, canSwipeItemAt itemPath: ItemPath) -> Bool { self.host(host, shouldHighlight: .item(itemPath)) }
    /// Items cannot move.
    public func host(_ host: Host, canMoveItemAt itemPath: ItemPath) -> Bool { false }
    /// The proposed destination.
    public func host(_ host: Host, targetItemPathForMoveFrom source: ItemPath, toProposed proposed: ItemPath) -> ItemPath { proposed }
    /// Does nothing.
    public func host(_ host: Host, didScroll contentOffset: Point) {}
    /// Does nothing.
    public func host(_ host: Host, didChangeDisplayOfSection section: Int, to isDisplayed: Bool) {}
    /// Does nothing.
    public func host(_ host: Host, didCrossVisibilityThreshold crossing: VisibilityCrossing, of cell: Host.CellType, forItemAt itemPath: ItemPath) {}
    /// Does nothing.
    public func host(_ host: Host, didTapDisclosureOfItemAt itemPath: ItemPath) {}
}
