/// A host's prefetch state: the items announced to the prefetching data source and not yet
/// cancelled or displayed, and the direction of the last scroll.
///
/// The items change in only two ways, so that none leaves the window unreported:
/// ``update(to:displayed:)``, which every layout pass (scroll, resize, reload, new layout,
/// new distance or source) goes through and which returns what the data source must be told,
/// and ``carryOver(_:)``, a batch update's renumbering.
struct PrefetchWindow {
    /// The direction the viewport last moved in.
    enum Direction {
        case down
        case up
    }

    /// The items prefetched and neither cancelled nor displayed since.
    private(set) var items: Set<ItemPath> = []
    /// The direction of the last scroll; down before any.
    var direction = Direction.down
    /// The offset the direction was last computed from.
    var lastOffsetY = 0.0

    /// Notes the viewport's new top: a move sets the direction, no move keeps it.
    mutating func scrolled(to offsetY: Double) {
        if offsetY > lastOffsetY { direction = .down } else if offsetY < lastOffsetY { direction = .up }
        lastOffsetY = offsetY
    }

    /// Makes `target` the window and returns, in display order, what the data source must
    /// learn: the items that left it without being displayed (`displayed` are the items on
    /// screen now: they leave silently, their `willDisplay` ended the prefetch) must be
    /// cancelled, the items that entered it must be prefetched. Items in both stay, unreported.
    ///
    /// - Complexity: O(w log w) for windows of w items.
    mutating func update(to target: Set<ItemPath>, displayed: Set<ItemPath>) -> (cancelled: [ItemPath], entering: [ItemPath]) {
        let cancelled = items.filter { !target.contains($0) && !displayed.contains($0) }.sorted()
        let entering = target.filter { !items.contains($0) }.sorted()
        items = target
        return (cancelled, entering)
    }

    /// Renumbers the window across a batch update: `newPath` gives an item's path after it, or
    /// `nil` for an item whose data is gone (deleted or reloaded), which leaves silently (the
    /// data source removed it itself; the adapter cancels the controller that prefetched it).
    mutating func carryOver(_ newPath: (ItemPath) -> ItemPath?) {
        items = Set(items.compactMap(newPath))
    }
}
