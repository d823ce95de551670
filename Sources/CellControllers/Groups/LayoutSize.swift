/// The size of a ``LayoutItem`` or ``LayoutGroup``: a width and a height dimension, as UIKit's
/// `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    package var width: LayoutDimension
    /// The height.
    package var height: LayoutDimension

    /// Creates a size from its two dimensions.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }
}
