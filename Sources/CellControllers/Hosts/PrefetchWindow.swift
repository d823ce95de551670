/// A host's prefetching: how far ahead to prefetch (``PrefetchDistance``), the items announced
/// to the prefetching data source (the host's ``CellHost/prefetchDataSource``) and not yet
/// cancelled or displayed, and the direction of the last scroll.
///
/// The items change in only three ways, so that none leaves the window unreported:
/// ``update(viewport:displayed:engine:hasDataSource:)``, which every layout pass (scroll,
/// resize, reload, new layout, new distance) goes through, ``empty(displayed:)`` for a new data
/// source, each returning what the data source must be told (a ``Change`` the host sends once
/// the window is updated, so that the data source may read the host), and ``carryOver(_:)``, a
/// batch update's renumbering.
@MainActor
struct PrefetchWindow {
    /// The direction the viewport last moved in.
    enum Direction {
        case down
        case up
    }

    /// What the prefetching data source must learn after a change of the window, in display
    /// order: the items whose prefetch is cancelled and the items to prefetch (the host sends
    /// it, `CellHost.send(_:to:)`).
    struct Change {
        /// The items that left the window without being displayed.
        var cancelled: [ItemPath]
        /// The items that entered the window.
        var entering: [ItemPath]
    }

    /// How far past the viewport items are prefetched, or `nil` not to prefetch
    /// (``CellHost/prefetchDistance``).
    var distance: PrefetchDistance?
    /// The items prefetched and neither cancelled nor displayed since.
    private(set) var items: Set<ItemPath> = []
    /// The direction of the last scroll; down before any.
    private(set) var direction = Direction.down
    /// The offset the direction was last computed from.
    private var lastOffsetY = 0.0

    /// Whether a layout pass has nothing to do: prefetching is off (no data source, as
    /// `hasDataSource` says, or no distance) and nothing is left to cancel. The common case,
    /// which costs nothing per scroll.
    func isIdle(hasDataSource: Bool) -> Bool { items.isEmpty && (!hasDataSource || distance == nil) }

    /// Notes the viewport's new top: a move sets the direction, no move keeps it.
    mutating func scrolled(to offsetY: Double) {
        if offsetY > lastOffsetY { direction = .down } else if offsetY < lastOffsetY { direction = .up }
        lastOffsetY = offsetY
    }

    /// Brings the window in line with `viewport` (in content coordinates) laid out by
    /// `engine`: the items within ``distance`` past the viewport's edge in the scroll direction,
    /// minus `displayed` (the items on screen); none without a data source (`hasDataSource`).
    ///
    /// - Complexity: O(w log w) for a window of w items, plus O(log n) to find them.
    mutating func update(viewport: Rect, displayed: Set<ItemPath>, engine: some LayoutEngine, hasDataSource: Bool) -> Change {
        let target = hasDataSource ? targets(viewport: viewport, displayed: displayed, engine: engine) : []
        return moveWindow(to: target, displayed: displayed)
    }

    /// Empties the window for a new data source: the old data source must be told to cancel
    /// what it was told to prefetch (the items on screen, `displayed`, excepted).
    mutating func empty(displayed: Set<ItemPath>) -> Change {
        moveWindow(to: [], displayed: displayed)
    }

    /// Renumbers the window across a batch update: kept and moved items stay in it at their new
    /// paths; deleted and reloaded items leave silently (the data source removed them itself;
    /// the adapter cancels the controllers that prefetched them).
    ///
    /// - Complexity: O(w log k) for w items and k changes.
    /// The item at `path` is displayed: its prefetch ended (its `willDisplay` tells the data
    /// source so), and it enters the window anew, announced again, if it leaves the screen
    /// before the window moves. (A layout nested in another, such as a batch update made from
    /// a `willDisplay`, would otherwise find it still in the window, unannounced.)
    ///
    /// - Complexity: O(1) (expected).
    mutating func didDisplay(_ path: ItemPath) {
        guard !items.isEmpty else { return }
        items.remove(path)
    }

    mutating func carryOver(_ plan: UpdatePlan) {
        items = Set(items.compactMap(plan.survivingPath(forOld:)))
    }

    /// Makes `target` the window and returns, in display order, what the data source must
    /// learn: the items that left it without being displayed (`displayed` are the items on
    /// screen now: they leave silently, their `willDisplay` ended the prefetch) must be
    /// cancelled, the items that entered it must be prefetched. Items in both stay, unreported.
    ///
    /// - Complexity: O(w log w) for windows of w items.
    private mutating func moveWindow(to target: Set<ItemPath>, displayed: Set<ItemPath>) -> Change {
        let cancelled = items.filter { !target.contains($0) && !displayed.contains($0) }.sorted()
        let entering = target.filter { !items.contains($0) }.sorted()
        items = target
        return Change(cancelled: cancelled, entering: entering)
    }

    /// The items the window should hold: those within ``distance`` past the viewport's edge in
    /// the scroll direction, and past its side edge in each carousel on screen (see
    /// `sidewaysTargets`), minus the displayed ones.
    private func targets(viewport: Rect, displayed: Set<ItemPath>, engine: some LayoutEngine) -> Set<ItemPath> {
        guard let distance else { return [] }
        return verticalTargets(distance, viewport: viewport, displayed: displayed, engine: engine)
            .union(sidewaysTargets(distance, viewport: viewport, displayed: displayed, engine: engine))
    }

    /// The items within `distance` past the viewport's top or bottom edge in the scroll
    /// direction, minus the displayed ones.
    private func verticalTargets(_ distance: PrefetchDistance, viewport: Rect, displayed: Set<ItemPath>, engine: some LayoutEngine) -> Set<ItemPath> {
        switch distance {
        case .screens(let screens):
            let depth = max(0, screens.isFinite ? screens : 0) * viewport.height
            let top = viewport.minY
            let rect = direction == .down
                ? Rect(x: 0, y: top + viewport.height, width: viewport.width, height: depth)
                : Rect(x: 0, y: max(0, top - depth), width: viewport.width, height: top - max(0, top - depth))
            var result = Set<ItemPath>()
            for case .item(let path) in engine.elements(in: rect) where !displayed.contains(path) { result.insert(path) }
            return result
        case .items(let count):
            guard count > 0, let start = direction == .down ? displayed.max() : displayed.min() else { return [] }
            var result = Set<ItemPath>()
            var path = start
            while result.count < count, let next = direction == .down ? engine.item(after: path) : engine.item(before: path) {
                path = next
                if !displayed.contains(next) { result.insert(next) }
            }
            return result
        }
    }
}

/// How far beyond the viewport, in the scroll direction, a host prefetches items
/// (``CellHost/prefetchDistance``): the items within it are prefetched before they are displayed.
///
/// A carousel on screen (``GridLayout/carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:)``) prefetches sideways too, in the direction it
/// last scrolled (towards its later items before any scroll): the items within that many
/// viewport widths past the viewport's side edge, or that many items after its last visible
/// one (before its first).
public enum PrefetchDistance: Hashable, Sendable {
    /// The items that lie within `count` viewport heights past the viewport's edge.
    case screens(Double)
    /// The `count` items that follow the last visible one (or precede the first visible one when
    /// scrolling up), across sections.
    case items(Int)
}
