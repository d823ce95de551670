/// The callbacks an app sets on a ``CellControllerAdapter`` (`onEvent`, `targetItemPathForMove`,
/// ...): one value that owns them, which the adapter's events read after the controllers heard
/// of them.
@MainActor
struct AdapterCallbacks<Host: CellHosting> {
    var onEvent: ((AdapterEvent<Host>) -> Void)?
    var targetItemPathForMove: ((ItemPath, ItemPath) -> ItemPath)?
    var sectionIndex: (@MainActor () -> [SectionIndexTitle<Int>])?
}
