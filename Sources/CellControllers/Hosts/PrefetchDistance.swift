/// How far beyond the viewport, in the scroll direction, a host prefetches items
/// (``CellHost/prefetchDistance``): the items within it are prefetched before they are displayed.
public enum PrefetchDistance: Hashable, Sendable {
    /// The items that lie within `count` viewport heights past the viewport's edge.
    case screens(Double)
    /// The `count` items that follow the last visible one (or precede the first visible one when
    /// scrolling up), across sections.
    case items(Int)
}
