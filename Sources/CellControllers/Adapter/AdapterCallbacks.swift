/// The callbacks an app sets on a ``CellControllerAdapter`` (`didSelect`, `didScroll`, ...): one
/// value that owns them, which the adapter's events read after the controllers heard of them.
@MainActor
struct AdapterCallbacks<Host: CellHosting> {
    var didSelect: ((ItemPath, CellController<Host>) -> Void)?
    var didLongPress: ((ItemPath, CellController<Host>) -> Void)?
    var didFallBackToReload: ((AdapterFallback) -> Void)?
    var didTapSupplementary: ((SupplementaryKind, Int, CellController<Host>) -> Void)?
    var didMove: ((Move<ItemPath>, CellController<Host>) -> Void)?
    var didScroll: ((Point) -> Void)?
    var willDisplaySection: ((Int) -> Void)?
    var didEndDisplayingSection: ((Int) -> Void)?
    var didCrossVisibilityThreshold: ((ItemPath, VisibilityCrossing, CellController<Host>) -> Void)?
    var targetItemPathForMove: ((ItemPath, ItemPath) -> ItemPath)?
    var sectionIndex: (@MainActor () -> [SectionIndexTitle<Int>])?
}
