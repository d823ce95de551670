/// Where a list is scrolled, by item: an item and the distance from its top to the viewport's
/// top. Unlike a content offset, it still means the same place after the content above the item
/// changed (an apply, a reload, a new width): restore it to bring the item back where it was.
///
/// A ``DiffableDataSource`` reads and restores it by the item's identifier
/// (``DiffableDataSource/itemScrollPosition`` and
/// ``DiffableDataSource/restoreScrollPosition(_:)``), which is what to keep across applies.
///
/// ```swift
/// let saved = ItemScrollPosition(item: "inbox-42", offset: 1.5)
/// print(saved.item, saved.offset)   // inbox-42 1.5
/// ```
public struct ItemScrollPosition<ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// The item: the first one visible, when read from a host.
    public var item: ItemID
    /// How far the viewport's top is below the item's top, in content units: 0 when the item's
    /// top is at the top of the viewport, positive when the item is partly scrolled out above,
    /// negative when something above it (its section's header, say) is visible too.
    public var offset: Double

    /// A position `offset` below the top of `item`.
    public init(item: ItemID, offset: Double = 0) {
        self.item = item
        self.offset = offset
    }
}
