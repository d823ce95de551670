/// What a reload of a host keeps of the items and sections that are still there after it: which
/// items are selected (checked, in editing mode), the heights measured so far, where the first
/// visible item is on screen, and where the carousel sections are scrolled sideways.
///
/// A plain ``CellHost/reloadData()`` keeps none of it, as UIKit's does not: the host cannot tell
/// which of the new items are the old ones. An adapter can (its snapshots name every item), so
/// when it reloads its host (an apply of more than its `reloadThreshold` changes, or a
/// reload-variant apply) it takes this state before, moves it to the items' new paths
/// (``following(_:keepingHeight:)``), and reloads with it (``CellHost/reload(restoring:)``):
/// the reload then looks like the batch updates it stands for.
struct HostReloadState<Layout: CellLayout> {
    /// The selected items.
    var selection: [ItemPath]
    /// The items whose heights were measured, with their section's layout then.
    var measured: [MeasuredItem<Layout>]
    /// The visible items and their places on screen (or the end of a bottom-anchored list), as
    /// ``CellHost/scrollAnchoring`` keeps them; `nil` to keep the offset.
    var anchor: ScrollAnchor?
    /// The carousel sections scrolled sideways, with their offsets and their layouts then.
    var carousels: [CarriedCarousel<Layout>]

    /// The paths of every item this state names, in no particular order (what a caller needs
    /// to find in the new content).
    var paths: [ItemPath] {
        var paths = selection + measured.map(\.path)
        if case .items(let items)? = anchor { paths += items.map(\.path) }
        return paths
    }

    /// The state at the paths after a change: `newPath` says where an item went (`nil` when it
    /// is gone), `newSection` where a section went (`nil` when it is gone); an item stays
    /// selected when `keepingSelection` says so, as a batch update keeps it unless the item is
    /// reloaded, and keeps its measured height only when `keepingHeight` says its content is
    /// unchanged (both given the item's old and new paths). A carousel goes with its section.
    ///
    /// - Complexity: O(k) calls of `newPath` for the k items named, and O(c) of `newSection`
    ///   for the c carousels scrolled.
    func following(
        _ newPath: (ItemPath) -> ItemPath?,
        section newSection: (Int) -> Int?,
        keepingSelection: (_ old: ItemPath, _ new: ItemPath) -> Bool,
        keepingHeight: (_ old: ItemPath, _ new: ItemPath) -> Bool
    ) -> HostReloadState {
        HostReloadState(
            selection: selection.compactMap { old in newPath(old).flatMap { keepingSelection(old, $0) ? $0 : nil } },
            measured: measured.compactMap { item in
                guard let path = newPath(item.path), keepingHeight(item.path, path) else { return nil }
                return MeasuredItem(path: path, element: item.element, layout: item.layout)
            },
            anchor: anchor?.following(newPath),
            carousels: carousels.compactMap { carousel in
                newSection(carousel.section).map { CarriedCarousel(section: $0, offset: carousel.offset, layout: carousel.layout) }
            })
    }
}

/// Where a carousel section was scrolled sideways, and the section's layout then: what a reload
/// carries to keep the offset. As across batch updates, the offset is kept only while the
/// section keeps that layout (clamped to its items then).
struct CarriedCarousel<Layout: CellLayout> {
    /// The carousel's section.
    var section: Int
    /// How far it was scrolled.
    var offset: Double
    /// The layout its section had.
    var layout: Layout
}

extension CellHost {
    /// The state a reload keeps (see ``HostReloadState``), at the current paths.
    ///
    /// - Complexity: O(s + m log n + v log n) for s selected, m measured and v visible items,
    ///   plus O(S) for S sections.
    /// `atTop` says what the reload keeps when the viewport is at the very top of the content,
    /// as for the batch updates of the same change (see ``holdingScrollAnchor(atTop:_:)``).
    func reloadState(atTop: TopOfContentRule = .asAnchoring) -> HostReloadState<Layout> {
        // A hold's anchor (one change of several updates, or a scroll to the end) is the one
        // the change keeps.
        HostReloadState(
            selection: selection.sorted, measured: engine.measuredItems(),
            anchor: scrollAnchorHold.map(\.anchor) ?? scrollAnchor(atTop: atTop),
            carousels: carriedCarousels())
    }

    /// The carousel sections away from their start (see `CarouselScroll.isAwayFromStart`), with
    /// their offsets and layouts.
    ///
    /// - Complexity: O(S) for S sections.
    private func carriedCarousels() -> [CarriedCarousel<Layout>] {
        (0..<engine.numberOfSections).compactMap { section in
            guard let carousel = engine.carousel(inSection: section), carousel.isAwayFromStart,
                  let layout = engine.layout(ofSection: section) else { return nil }
            return CarriedCarousel(section: section, offset: carousel.offset, layout: layout)
        }
    }

    /// Scrolls the carousels of `carried` back where they were (clamped to their items now),
    /// each whose section is still laid out with the layout it had, after a reload.
    ///
    /// - Complexity: O(c) for c carousels.
    func restoreCarousels(_ carried: [CarriedCarousel<Layout>]) {
        for carousel in carried where engine.layout(ofSection: carousel.section) == carousel.layout {
            engine.scrollCarousel(inSection: carousel.section, to: carousel.offset)
        }
    }

    /// ``reloadData()`` that keeps `state` (taken by ``reloadState()`` and moved to the paths of
    /// the data source's new content): the measured heights of the items whose sections keep
    /// their layout, the selection, the first visible item's place on screen (or the end of
    /// a bottom-anchored list), and the offsets of the carousels whose sections keep their
    /// layout (clamped). Display events are as for `reloadData()`; no selection event is
    /// sent, the items were selected already.
    ///
    /// - Complexity: what `reloadData()` costs, plus O((s + m) log n) for s selected and m
    ///   measured items.
    func reload(restoring state: HostReloadState<Layout>) {
        reload(keepingSelectionAndMove: false, restoring: state)
    }
}
