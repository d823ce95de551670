/// Supplies a host with its sections, items, cells and heights, like `UITableViewDataSource`.
///
/// ``CellControllerAdapter`` implements it for you from sections of controllers; implement it
/// yourself only to drive a host without controllers.
@MainActor
public protocol CellHostDataSource<Host>: AnyObject {
    /// The host this data source serves: ``TableHost`` or ``GridHost``.
    associatedtype Host: CellHosting

    /// The number of sections.
    func numberOfSections(in host: Host) -> Int
    /// The number of items in `section`.
    func host(_ host: Host, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for the item, normally dequeued from `host`.
    func host(_ host: Host, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> Host.CellType
    /// A configured cell for a section's header or footer, or `nil` when the section has none.
    func host(_ host: Host, cellForSupplementary kind: SupplementaryKind, inSection section: Int) throws(CellHostError) -> Host.CellType?
    /// The item's height at `width`, or `nil` to use the layout's default or measure the cell.
    func host(_ host: Host, heightForItemAt itemPath: ItemPath, width: Double) -> Double?
    /// Whether ``host(_:heightForItemAt:width:)`` may give an item of `section` a height of its
    /// own. Answer `false` for a section whose items all take the layout's row height: the host
    /// then lays a section with a fixed row height out without asking for any item (a million
    /// rows cost what one does), as a `UITableView` with a `rowHeight` and no `heightForRowAt`
    /// does. `true` by default.
    func host(_ host: Host, givesItemHeightsInSection section: Int) -> Bool
    /// The layout of `section`, or `nil` to use the host's.
    func host(_ host: Host, layoutForSection section: Int) -> Host.Layout?
    /// Configures a visible cell again for new content of its item (UIKit's `reconfigureItems`).
    func host(_ host: Host, reconfigure cell: Host.CellType, forItemAt itemPath: ItemPath)
    /// Moves the item in the data, at the end of an interactive move
    /// (``CellHost/endInteractiveMovement()``), like `collectionView(_:moveItemAt:to:)`:
    /// `destination` is in the coordinates after the move.
    func host(_ host: Host, moveItemAt source: ItemPath, to destination: ItemPath)
    /// Whether the item can be edited, like `tableView(_:canEditRowAt:)`: in editing mode
    /// (``CellHost/isEditing``) only such items are in editing state
    /// (``CellState/isEditing``), show a checkmark and may be selected. All can by default.
    func host(_ host: Host, canEditItemAt itemPath: ItemPath) -> Bool
    /// Whether every item of `section` can be edited, so that the host need not ask
    /// ``host(_:canEditItemAt:)`` for each: answer `true` only when it would answer `true` for
    /// every item of the section. A select-all in editing mode then selects such a section as a
    /// whole, in O(1) for its items. `false` by default (the host asks for each item).
    func host(_ host: Host, canEditEveryItemInSection section: Int) -> Bool
    /// The section index, in order: each title with the section it jumps to, UIKit's
    /// `sectionIndexTitles(for:)` and `tableView(_:sectionForSectionIndexTitle:at:)` in one
    /// answer. None by default.
    func sectionIndex(for host: Host) -> [SectionIndexTitle<Int>]
    /// The item's place in its section's outline (``CellOutline``: level, children, expanded),
    /// or `nil` for an item of a flat section, which is the default. The host hands it to the
    /// cell in its state (``CellState/outline``) and draws the indent and disclosure; a tap on
    /// the disclosure reaches ``CellHostDelegate/host(_:didTapDisclosureOfItemAt:)``.
    func host(_ host: Host, outlineForItemAt itemPath: ItemPath) -> CellOutline?
    /// The badge attached to the item, drawn over its cell's top-right corner (a count, "NEW"),
    /// like a compositional layout's `NSCollectionLayoutSupplementaryItem` anchored to an item;
    /// `nil`, the default, for none.
    func host(_ host: Host, badgeForItemAt itemPath: ItemPath) -> String?
    /// The label drawn in the column left of the section's items, at their top (a timeline's
    /// date, a contacts list's letter), where the section's layout has a side label column
    /// (``SideLabelLayout``); `nil`, the default, for none.
    func host(_ host: Host, sideLabelForSection section: Int) -> String?
}

extension CellHostDataSource {
    /// No headers or footers.
    public func host(_ host: Host, cellForSupplementary kind: SupplementaryKind, inSection section: Int) throws(CellHostError) -> Host.CellType? { nil }
    /// No per-item heights: the layout's default, or the measured cell.
    public func host(_ host: Host, heightForItemAt itemPath: ItemPath, width: Double) -> Double? { nil }
    /// Items may have heights of their own: the host asks for each.
    public func host(_ host: Host, givesItemHeightsInSection section: Int) -> Bool { true }
    /// The host's layout for every section.
    public func host(_ host: Host, layoutForSection section: Int) -> Host.Layout? { nil }
    /// Does nothing; cells keep their content.
    public func host(_ host: Host, reconfigure cell: Host.CellType, forItemAt itemPath: ItemPath) {}
    /// Does nothing (items can only move if the delegate allows it, and then the data source
    /// must move them).
    public func host(_ host: Host, moveItemAt source: ItemPath, to destination: ItemPath) {}
    /// Every item can be edited, as in UIKit.
    public func host(_ host: Host, canEditItemAt itemPath: ItemPath) -> Bool { true }
    /// The host asks ``host(_:canEditItemAt:)`` for each item.
    public func host(_ host: Host, canEditEveryItemInSection section: Int) -> Bool { false }
    /// No section index.
    public func sectionIndex(for host: Host) -> [SectionIndexTitle<Int>] { [] }
    /// The section at `index`.
    /// No outline: every section is flat.
    public func host(_ host: Host, outlineForItemAt itemPath: ItemPath) -> CellOutline? { nil }
    /// No badges.
    public func host(_ host: Host, badgeForItemAt itemPath: ItemPath) -> String? { nil }
    /// No side labels.
    public func host(_ host: Host, sideLabelForSection section: Int) -> String? { nil }
}

/// Learns which items a host will soon display, so that their content can be loaded ahead,
/// like `UITableViewDataSourcePrefetching`.
///
/// A host with a ``CellHost/prefetchDistance`` keeps a *prefetch window*: the items past the
/// viewport's edge in the scroll direction. Items that enter it are announced, in batches in
/// display order, with ``host(_:prefetchItemsAt:)``; items that leave it without being displayed
/// with ``host(_:cancelPrefetchingForItemsAt:)``. ``CellControllerAdapter`` implements it and
/// forwards both to the items' controllers (``CellController/didChangePrefetching(_:)``).
@MainActor
public protocol CellHostDataSourcePrefetching<Host>: AnyObject {
    /// The host this data source serves: ``TableHost`` or ``GridHost``.
    associatedtype Host: CellHosting

    /// The items entered the prefetch window (in display order, none of them visible).
    func host(_ host: Host, prefetchItemsAt itemPaths: [ItemPath])
    /// The items left the prefetch window without being displayed (in display order).
    func host(_ host: Host, cancelPrefetchingForItemsAt itemPaths: [ItemPath])
}

extension CellHostDataSourcePrefetching {
    /// Does nothing.
    public func host(_ host: Host, cancelPrefetchingForItemsAt itemPaths: [ItemPath]) {}
}
