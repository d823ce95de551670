/// One item of a ``LayoutGroup``: its size and the insets of its content inside that size, as
/// UIKit's `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable {
    /// The item's size, relative to its group.
    public var size: LayoutSize
    /// Space between the item's slot and its content (the frame the cell is drawn in).
    public var contentInsets: EdgeInsets

    /// Creates an item.
    public init(size: LayoutSize, contentInsets: EdgeInsets = .zero) {
        self.size = size
        self.contentInsets = contentInsets
    }
}
