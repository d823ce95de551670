/// The size of an item or a group of a ``LayoutGroup``: a width and a height dimension, as
/// UIKit's `NSCollectionLayoutSize` (given as a group's or an item's `width:` and `height:`).
package struct LayoutSize: Hashable, Sendable {
    /// The width.
    package var width: LayoutDimension
    /// The height.
    package var height: LayoutDimension

    /// Creates a size from its two dimensions.
    package init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }
}
