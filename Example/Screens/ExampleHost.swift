import CellControllers

/// What ``ListingRenderer`` needs from a host besides ``CellHosting``: its viewport, content
/// size and item counts. ``TableHost`` and ``GridHost`` already have all of it.
@MainActor
protocol ExampleHost: CellHosting {
    /// The size of the visible area, in characters × lines.
    var viewportSize: Size { get set }
    /// The total size of the laid-out content.
    var contentSize: Size { get }
    /// The number of sections laid out.
    var numberOfSections: Int { get }
    /// The number of items laid out in `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// The frame of an item, or of a section's header or footer where it is drawn (pinned
    /// headers included), in content coordinates (used by `--interactive`).
    func rect(for element: LayoutElement) -> Rect?
    /// The context menu a long press presented, if one is shown (used by `--interactive`).
    var presentedContextMenu: PresentedContextMenu? { get }
    /// Performs the presented menu's action titled `title` (used by `--interactive`).
    func performContextMenuAction(titled title: String) throws(ContextMenuError)
    /// Dismisses the presented menu (or revealed swipe actions); `false` when none was shown
    /// (used by `--interactive`).
    @discardableResult func dismissActions() -> Bool
    /// Taps a control of the item's displayed cell (`--control`, and `c` in `--interactive`).
    @discardableResult func tapControl(named name: String, inItemAt itemPath: ItemPath) throws(CellHostError) -> CellControl
}

extension TableHost: ExampleHost {}
extension GridHost: ExampleHost {}
