/// A host's prefetch state: the items announced to the prefetching data source and not yet
/// cancelled or displayed, and the direction of the last scroll.
struct PrefetchWindow {
    /// The direction the viewport last moved in.
    enum Direction {
        case down
        case up
    }

    /// The items prefetched and neither cancelled nor displayed since.
    var items: Set<ItemPath> = []
    /// The direction of the last scroll; down before any.
    var direction = Direction.down
    /// The offset the direction was last computed from.
    var lastOffsetY = 0.0

    /// Notes the viewport's new top: a move sets the direction, no move keeps it.
    mutating func scrolled(to offsetY: Double) {
        if offsetY > lastOffsetY { direction = .down } else if offsetY < lastOffsetY { direction = .up }
        lastOffsetY = offsetY
    }
}
