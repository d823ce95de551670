/// One item of a ``LayoutGroup``: its size and the insets of its content inside that size, as
/// UIKit's `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable {
    /// The item's size, relative to its group.
    package var size: LayoutSize
    /// Space between the item's slot and its content (the frame the cell is drawn in).
    package var contentInsets: EdgeInsets

    /// Creates an item.
    public init(size: LayoutSize, contentInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.contentInsets = contentInsets
    }
}
