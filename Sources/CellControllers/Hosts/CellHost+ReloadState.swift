/// What a reload of a host keeps of the items that are still there after it: which are
/// selected (checked, in editing mode), the heights measured so far, and where the first
/// visible item is on screen.
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

    /// The paths of every item this state names, in no particular order (what a caller needs
    /// to find in the new content).
    var paths: [ItemPath] {
        var paths = selection + measured.map(\.path)
        if case .items(let items)? = anchor { paths += items.map(\.path) }
        return paths
    }

    /// The state at the paths after a change: `newPath` says where an item went (`nil` when it
    /// is gone); an item stays selected when `keepingSelection` says so, as a batch update keeps
    /// it unless the item is reloaded, and keeps its measured height only when `keepingHeight`
    /// says its content is unchanged (both given the item's old and new paths).
    ///
    /// - Complexity: O(k) calls of `newPath` for the k items named.
    func following(
        _ newPath: (ItemPath) -> ItemPath?,
        keepingSelection: (_ old: ItemPath, _ new: ItemPath) -> Bool,
        keepingHeight: (_ old: ItemPath, _ new: ItemPath) -> Bool
    ) -> HostReloadState {
        HostReloadState(
            selection: selection.compactMap { old in newPath(old).flatMap { keepingSelection(old, $0) ? $0 : nil } },
            measured: measured.compactMap { item in
                guard let path = newPath(item.path), keepingHeight(item.path, path) else { return nil }
                return MeasuredItem(path: path, element: item.element, layout: item.layout)
            },
            anchor: anchor?.following(newPath))
    }
}

extension CellHost {
    /// The state a reload keeps (see ``HostReloadState``), at the current paths.
    ///
    /// - Complexity: O(s + m log n + v log n) for s selected, m measured and v visible items.
    func reloadState() -> HostReloadState<Layout> {
        HostReloadState(selection: selection.sorted, measured: engine.measuredItems(), anchor: scrollAnchor())
    }

    /// ``reloadData()`` that keeps `state` (taken by ``reloadState()`` and moved to the paths of
    /// the data source's new content): the measured heights of the items whose sections keep
    /// their layout, the selection, and the first visible item's place on screen (or the end of
    /// a bottom-anchored list). Display events are as for `reloadData()`; no selection event is
    /// sent, the items were selected already.
    ///
    /// - Complexity: what `reloadData()` costs, plus O((s + m) log n) for s selected and m
    ///   measured items.
    func reload(restoring state: HostReloadState<Layout>) {
        reload(keepingSelectionAndMove: false, restoring: state)
    }
}
