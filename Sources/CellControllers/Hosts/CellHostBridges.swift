/// A host's typed data source, erased to closures so that the shared ``CellHost`` code can call
/// it without knowing which final host it is. Built once, when `dataSource` is set.
@MainActor
final class DataSourceBridge<Layout: CellLayout> {
    var numberOfSections: () -> Int
    var numberOfItems: (Int) -> Int
    var cellForItem: (ItemPath) throws(CellHostError) -> Layout.Cell
    var cellForSupplementary: (SupplementaryKind, Int) throws(CellHostError) -> Layout.Cell?
    var heightForItem: (ItemPath, Double) -> Double?
    var givesItemHeights: (Int) -> Bool
    var layoutForSection: (Int) -> Layout?
    var reconfigure: (Layout.Cell, ItemPath) -> Void
    var moveItem: (ItemPath, ItemPath) -> Void
    var canEditItem: (ItemPath) -> Bool
    var canEditEveryItem: (Int) -> Bool
    var sectionIndexTitles: () -> [String]
    var sectionForIndexTitle: (String, Int) -> Int
    var outlineForItem: (ItemPath) -> CellOutline?
    var badgeForItem: (ItemPath) -> String?
    var sideLabelForSection: (Int) -> String?

    /// Bridges `dataSource` (held weakly) for `host` (held unowned: the host owns the bridge).
    init<Host: CellHosting, DataSource: CellHostDataSource>(_ dataSource: DataSource, host: Host)
    where DataSource.Host == Host, Host.Layout == Layout {
        numberOfSections = { [weak dataSource, unowned host] in dataSource?.numberOfSections(in: host) ?? 0 }
        numberOfItems = { [weak dataSource, unowned host] section in
            dataSource?.host(host, numberOfItemsInSection: section) ?? 0
        }
        cellForItem = { [weak dataSource, unowned host] (path) throws(CellHostError) -> Layout.Cell in
            guard let dataSource else {
                throw .itemOutOfRange(path, sectionCount: 0, itemCount: nil)
            }
            return try dataSource.host(host, cellForItemAt: path)
        }
        cellForSupplementary = { [weak dataSource, unowned host] (kind, section) throws(CellHostError) -> Layout.Cell? in
            try dataSource?.host(host, cellForSupplementary: kind, inSection: section)
        }
        heightForItem = { [weak dataSource, unowned host] path, width in
            dataSource?.host(host, heightForItemAt: path, width: width)
        }
        givesItemHeights = { [weak dataSource, unowned host] section in
            dataSource?.host(host, givesItemHeightsInSection: section) ?? false
        }
        layoutForSection = { [weak dataSource, unowned host] section in
            dataSource?.host(host, layoutForSection: section)
        }
        reconfigure = { [weak dataSource, unowned host] cell, path in
            dataSource?.host(host, reconfigure: cell, forItemAt: path)
        }
        moveItem = { [weak dataSource, unowned host] source, destination in
            dataSource?.host(host, moveItemAt: source, to: destination)
        }
        canEditItem = { [weak dataSource, unowned host] path in dataSource?.host(host, canEditItemAt: path) ?? true }
        canEditEveryItem = { [weak dataSource, unowned host] section in
            dataSource?.host(host, canEditEveryItemInSection: section) ?? true
        }
        sectionIndexTitles = { [weak dataSource, unowned host] in dataSource?.sectionIndexTitles(for: host) ?? [] }
        sectionForIndexTitle = { [weak dataSource, unowned host] title, index in
            dataSource?.host(host, sectionForSectionIndexTitle: title, at: index) ?? index
        }
        outlineForItem = { [weak dataSource, unowned host] path in dataSource?.host(host, outlineForItemAt: path) }
        badgeForItem = { [weak dataSource, unowned host] path in dataSource?.host(host, badgeForItemAt: path) }
        sideLabelForSection = { [weak dataSource, unowned host] section in dataSource?.host(host, sideLabelForSection: section) }
    }
}

/// A host's typed delegate, erased to closures like ``DataSourceBridge``.
@MainActor
final class DelegateBridge<Cell: CellView> {
    var willDisplay: (Cell, LayoutElement) -> Void
    var didEndDisplaying: (Cell, LayoutElement) -> Void
    var shouldHighlight: (ItemPath) -> Bool
    var didHighlight: (ItemPath) -> Void
    var didUnhighlight: (ItemPath) -> Void
    var didSelect: (ItemPath) -> Void
    var didDeselect: (ItemPath) -> Void
    var didLongPress: (ItemPath) -> Void
    var contextMenu: (ItemPath) -> ContextMenu?
    var didHighlightSupplementary: (SupplementaryKind, Int) -> Void
    var didUnhighlightSupplementary: (SupplementaryKind, Int) -> Void
    var shouldHighlightSupplementary: (SupplementaryKind, Int) -> Bool
    var didTapSupplementary: (SupplementaryKind, Int) -> Void
    var didLongPressSupplementary: (SupplementaryKind, Int) -> Void
    var didFail: (CellHostError) -> Void
    var shouldSelect: (ItemPath) -> Bool
    var shouldDeselect: (ItemPath) -> Bool
    var swipeActions: (ItemPath, SwipeEdge) -> SwipeActionsConfiguration?
    var canSwipe: (ItemPath) -> Bool
    var canMove: (ItemPath) -> Bool
    var targetForMove: (ItemPath, ItemPath) -> ItemPath
    var didMove: (ItemPath, ItemPath) -> Void
    var didScroll: (Point) -> Void
    var willDisplaySection: (Int) -> Void
    var didEndDisplayingSection: (Int) -> Void
    var didCrossVisibilityThreshold: (VisibilityCrossing, Cell, ItemPath) -> Void
    var didTapDisclosure: (ItemPath) -> Void

    /// Bridges `delegate` (held weakly) for `host` (held unowned).
    init<Host: CellHosting, Delegate: CellHostDelegate>(_ delegate: Delegate, host: Host)
    where Delegate.Host == Host, Host.CellType == Cell {
        willDisplay = { [weak delegate, unowned host] cell, element in
            switch element {
            case .item(let path): delegate?.host(host, willDisplay: cell, forItemAt: path)
            case .supplementary(let kind, let section):
                delegate?.host(host, willDisplaySupplementary: cell, kind: kind, inSection: section)
            }
        }
        didEndDisplaying = { [weak delegate, unowned host] cell, element in
            switch element {
            case .item(let path): delegate?.host(host, didEndDisplaying: cell, forItemAt: path)
            case .supplementary(let kind, let section):
                delegate?.host(host, didEndDisplayingSupplementary: cell, kind: kind, inSection: section)
            }
        }
        shouldHighlight = { [weak delegate, unowned host] path in
            delegate?.host(host, shouldHighlightItemAt: path) ?? true
        }
        didHighlight = { [weak delegate, unowned host] path in delegate?.host(host, didHighlightItemAt: path) }
        didUnhighlight = { [weak delegate, unowned host] path in delegate?.host(host, didUnhighlightItemAt: path) }
        didSelect = { [weak delegate, unowned host] path in delegate?.host(host, didSelectItemAt: path) }
        didDeselect = { [weak delegate, unowned host] path in delegate?.host(host, didDeselectItemAt: path) }
        didLongPress = { [weak delegate, unowned host] path in delegate?.host(host, didLongPressItemAt: path) }
        contextMenu = { [weak delegate, unowned host] path in delegate?.host(host, contextMenuForItemAt: path) }
        didHighlightSupplementary = { [weak delegate, unowned host] kind, section in
            delegate?.host(host, didHighlightSupplementary: kind, inSection: section)
        }
        didUnhighlightSupplementary = { [weak delegate, unowned host] kind, section in
            delegate?.host(host, didUnhighlightSupplementary: kind, inSection: section)
        }
        shouldHighlightSupplementary = { [weak delegate, unowned host] kind, section in
            delegate?.host(host, shouldHighlightSupplementary: kind, inSection: section) ?? true
        }
        didTapSupplementary = { [weak delegate, unowned host] kind, section in
            delegate?.host(host, didTapSupplementary: kind, inSection: section)
        }
        didLongPressSupplementary = { [weak delegate, unowned host] kind, section in
            delegate?.host(host, didLongPressSupplementary: kind, inSection: section)
        }
        didFail = { [weak delegate, unowned host] error in delegate?.host(host, didFailWith: error) }
        shouldSelect = { [weak delegate, unowned host] path in delegate?.host(host, shouldSelectItemAt: path) ?? true }
        shouldDeselect = { [weak delegate, unowned host] path in delegate?.host(host, shouldDeselectItemAt: path) ?? true }
        swipeActions = { [weak delegate, unowned host] path, edge in
            delegate?.host(host, swipeActionsForItemAt: path, edge: edge)
        }
        canSwipe = { [weak delegate, unowned host] path in delegate?.host(host, canSwipeItemAt: path) ?? true }
        canMove = { [weak delegate, unowned host] path in delegate?.host(host, canMoveItemAt: path) ?? false }
        targetForMove = { [weak delegate, unowned host] source, proposed in
            delegate?.host(host, targetItemPathForMoveFrom: source, toProposed: proposed) ?? proposed
        }
        didMove = { [weak delegate, unowned host] source, destination in
            delegate?.host(host, didMoveItemFrom: source, to: destination)
        }
        didScroll = { [weak delegate, unowned host] offset in delegate?.host(host, didScroll: offset) }
        willDisplaySection = { [weak delegate, unowned host] section in delegate?.host(host, willDisplaySection: section) }
        didEndDisplayingSection = { [weak delegate, unowned host] section in delegate?.host(host, didEndDisplayingSection: section) }
        didCrossVisibilityThreshold = { [weak delegate, unowned host] crossing, cell, path in
            delegate?.host(host, didCrossVisibilityThreshold: crossing, of: cell, forItemAt: path)
        }
        didTapDisclosure = { [weak delegate, unowned host] path in delegate?.host(host, didTapDisclosureOfItemAt: path) }
    }
}

/// A host's typed prefetching data source, erased to closures like ``DataSourceBridge``.
@MainActor
struct PrefetchBridge {
    var prefetch: ([ItemPath]) -> Void
    var cancel: ([ItemPath]) -> Void

    /// Bridges `source` (held weakly) for `host` (held unowned).
    init<Host: CellHosting, Source: CellHostDataSourcePrefetching>(_ source: Source, host: Host) where Source.Host == Host {
        prefetch = { [weak source, unowned host] paths in source?.host(host, prefetchItemsAt: paths) }
        cancel = { [weak source, unowned host] paths in source?.host(host, cancelPrefetchingForItemsAt: paths) }
    }
}
