extension PrefetchWindow {
    /// The items a carousel on screen prefetches sideways: in each carousel section with an
    /// item displayed, in the direction the carousel last moved, the items within
    /// `.screens(k)` × the viewport's width past the viewport's side edge, or the `.items(n)`
    /// after its last displayed item (before its first), minus the displayed ones.
    ///
    /// - Complexity: O(s' + w) for the s' sections on screen and a window of w items.
    func sidewaysTargets(_ distance: PrefetchDistance, viewport: Rect, displayed: Set<ItemPath>, engine: some LayoutEngine) -> Set<ItemPath> {
        var result = Set<ItemPath>()
        guard var section = engine.section(containing: max(0, viewport.minY)) else { return result }
        while section < engine.numberOfSections, engine.sectionSpan(section).top < viewport.maxY {
            defer { section += 1 }
            guard let carousel = engine.carousel(inSection: section) else { continue }
            let shown = displayed.filter { $0.section == section }.map(\.item)
            guard let first = shown.min(), let last = shown.max() else { continue }
            let forward = carousel.movedForward
            let items: Range<Int>
            switch distance {
            case .screens(let screens):
                let depth = max(0, screens.isFinite ? screens : 0) * viewport.width
                items = forward
                    ? engine.carouselItems(inSection: section, meeting: viewport.maxX, viewport.maxX + depth)
                    : engine.carouselItems(inSection: section, meeting: viewport.minX - depth, viewport.minX)
            case .items(let count):
                let count = max(0, count)
                let total = engine.numberOfItems(inSection: section)
                items = forward ? (last + 1)..<min(total, last + 1 + count) : max(0, first - count)..<first
            }
            for item in items where !displayed.contains(ItemPath(item: item, section: section)) {
                result.insert(ItemPath(item: item, section: section))
            }
        }
        return result
    }
}
