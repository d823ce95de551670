/// The adapter's side of the host: the data source, delegate and prefetching data source that a
/// ``CellControllerAdapter`` installs on its host, forwarding every question and event to the
/// adapter.
///
/// It keeps these conformances off the adapter's public surface: an app talks to the adapter
/// (`apply`, `controller(at:)`, ...), and only the host talks to its data source. The adapter
/// owns its connection; the host keeps it weakly, as UIKit keeps its data source, so the host
/// stops asking once the adapter is gone.
@MainActor
final class HostConnection<Host: CellHosting>: CellHostDataSource, CellHostDelegate, CellHostDataSourcePrefetching {
    /// The adapter, which owns this connection.
    unowned let adapter: CellControllerAdapter<Host>

    init(adapter: CellControllerAdapter<Host>) {
        self.adapter = adapter
    }

    func numberOfSections(in host: Host) -> Int { adapter.numberOfSections(in: host) }
    func host(_ host: Host, numberOfItemsInSection section: Int) -> Int { adapter.host(host, numberOfItemsInSection: section) }
    func host(_ host: Host, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> Host.CellType { try adapter.host(host, cellForItemAt: itemPath) }
    func host(_ host: Host, cellForSupplementary kind: SupplementaryKind, inSection section: Int) throws(CellHostError) -> Host.CellType? { try adapter.host(host, cellForSupplementary: kind, inSection: section) }
    func host(_ host: Host, heightForItemAt itemPath: ItemPath, width: Double) -> Double? { adapter.host(host, heightForItemAt: itemPath, width: width) }
    func host(_ host: Host, givesItemHeightsInSection section: Int) -> Bool { adapter.host(host, givesItemHeightsInSection: section) }
    func host(_ host: Host, layoutForSection section: Int) -> Host.Layout? { adapter.host(host, layoutForSection: section) }
    func host(_ host: Host, reconfigure cell: Host.CellType, forItemAt itemPath: ItemPath) { adapter.host(host, reconfigure: cell, forItemAt: itemPath) }
    func host(_ host: Host, willDisplay cell: Host.CellType, forItemAt itemPath: ItemPath) { adapter.host(host, willDisplay: cell, forItemAt: itemPath) }
    func host(_ host: Host, didEndDisplaying cell: Host.CellType, forItemAt itemPath: ItemPath) { adapter.host(host, didEndDisplaying: cell, forItemAt: itemPath) }
    func host(_ host: Host, willDisplaySupplementary cell: Host.CellType, kind: SupplementaryKind, inSection section: Int) { adapter.host(host, willDisplaySupplementary: cell, kind: kind, inSection: section) }
    func host(_ host: Host, didEndDisplayingSupplementary cell: Host.CellType, kind: SupplementaryKind, inSection section: Int) { adapter.host(host, didEndDisplayingSupplementary: cell, kind: kind, inSection: section) }
    func host(_ host: Host, shouldHighlightItemAt itemPath: ItemPath) -> Bool { adapter.host(host, shouldHighlightItemAt: itemPath) }
    func host(_ host: Host, didHighlightItemAt itemPath: ItemPath) { adapter.host(host, didHighlightItemAt: itemPath) }
    func host(_ host: Host, didUnhighlightItemAt itemPath: ItemPath) { adapter.host(host, didUnhighlightItemAt: itemPath) }
    func host(_ host: Host, didSelectItemAt itemPath: ItemPath) { adapter.host(host, didSelectItemAt: itemPath) }
    func host(_ host: Host, didDeselectItemAt itemPath: ItemPath) { adapter.host(host, didDeselectItemAt: itemPath) }
    func host(_ host: Host, didLongPressItemAt itemPath: ItemPath) { adapter.host(host, didLongPressItemAt: itemPath) }
    func host(_ host: Host, contextMenuForItemAt itemPath: ItemPath) -> ContextMenu? { adapter.host(host, contextMenuForItemAt: itemPath) }
    func host(_ host: Host, didHighlightSupplementary kind: SupplementaryKind, inSection section: Int) { adapter.host(host, didHighlightSupplementary: kind, inSection: section) }
    func host(_ host: Host, didUnhighlightSupplementary kind: SupplementaryKind, inSection section: Int) { adapter.host(host, didUnhighlightSupplementary: kind, inSection: section) }
    func host(_ host: Host, shouldHighlightSupplementary kind: SupplementaryKind, inSection section: Int) -> Bool { adapter.host(host, shouldHighlightSupplementary: kind, inSection: section) }
    func host(_ host: Host, didTapSupplementary kind: SupplementaryKind, inSection section: Int) { adapter.host(host, didTapSupplementary: kind, inSection: section) }
    func host(_ host: Host, didLongPressSupplementary kind: SupplementaryKind, inSection section: Int) { adapter.host(host, didLongPressSupplementary: kind, inSection: section) }
    func host(_ host: Host, swipeActionsForItemAt itemPath: ItemPath, edge: SwipeEdge) -> SwipeActionsConfiguration? { adapter.host(host, swipeActionsForItemAt: itemPath, edge: edge) }
    func host(_ host: Host, canSwipeItemAt itemPath: ItemPath) -> Bool { adapter.host(host, canSwipeItemAt: itemPath) }
    func host(_ host: Host, canMoveItemAt itemPath: ItemPath) -> Bool { adapter.host(host, canMoveItemAt: itemPath) }
    func host(_ host: Host, targetItemPathForMoveFrom source: ItemPath, toProposed proposed: ItemPath) -> ItemPath { adapter.host(host, targetItemPathForMoveFrom: source, toProposed: proposed) }
    func host(_ host: Host, moveItemAt source: ItemPath, to destination: ItemPath) { adapter.host(host, moveItemAt: source, to: destination) }
    func host(_ host: Host, canEditItemAt itemPath: ItemPath) -> Bool { adapter.host(host, canEditItemAt: itemPath) }
    func host(_ host: Host, canEditEveryItemInSection section: Int) -> Bool { adapter.host(host, canEditEveryItemInSection: section) }
    func host(_ host: Host, badgeForItemAt itemPath: ItemPath) -> String? { adapter.host(host, badgeForItemAt: itemPath) }
    func host(_ host: Host, sideLabelForSection section: Int) -> String? { adapter.sideLabel(forSection: section) }
    func sectionIndexTitles(for host: Host) -> [String] { adapter.sectionIndexTitles(for: host) }
    func host(_ host: Host, sectionForSectionIndexTitle title: String, at index: Int) -> Int { adapter.host(host, sectionForSectionIndexTitle: title, at: index) }
    func host(_ host: Host, didMoveItemFrom source: ItemPath, to destination: ItemPath) { adapter.host(host, didMoveItemFrom: source, to: destination) }
    func host(_ host: Host, prefetchItemsAt itemPaths: [ItemPath]) { adapter.host(host, prefetchItemsAt: itemPaths) }
    func host(_ host: Host, cancelPrefetchingForItemsAt itemPaths: [ItemPath]) { adapter.host(host, cancelPrefetchingForItemsAt: itemPaths) }
    func host(_ host: Host, shouldSelectItemAt itemPath: ItemPath) -> Bool { adapter.host(host, shouldSelectItemAt: itemPath) }
    func host(_ host: Host, shouldDeselectItemAt itemPath: ItemPath) -> Bool { adapter.host(host, shouldDeselectItemAt: itemPath) }
    func host(_ host: Host, didScroll contentOffset: Point) { adapter.host(host, didScroll: contentOffset) }
    func host(_ host: Host, willDisplaySection section: Int) { adapter.host(host, willDisplaySection: section) }
    func host(_ host: Host, didEndDisplayingSection section: Int) { adapter.host(host, didEndDisplayingSection: section) }
    func host(_ host: Host, outlineForItemAt itemPath: ItemPath) -> CellOutline? { adapter.outline(forItemAt: itemPath) }
    func host(_ host: Host, didTapDisclosureOfItemAt itemPath: ItemPath) { adapter.didTapDisclosure(at: itemPath) }
    func host(_ host: Host, didCrossVisibilityThreshold crossing: VisibilityCrossing, of cell: Host.CellType, forItemAt itemPath: ItemPath) { adapter.host(host, didCrossVisibilityThreshold: crossing, of: cell, forItemAt: itemPath) }
}
