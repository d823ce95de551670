/// A row (or column) of items and nested groups, as UIKit's `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical group top to bottom; each
/// subitem's fractional dimensions are fractions of the group's own size. For example, one item
/// 0.7 wide beside a vertical group 0.3 wide of two items each half as tall:
///
/// ```swift
/// let pair = LayoutGroup.vertical(
///     width: .fractionalWidth(0.3), height: .fractionalHeight(1),
///     subitems: Array(repeating: .item(width: .fractionalWidth(1), height: .fractionalHeight(0.5)), count: 2))
/// let row = LayoutGroup.horizontal(
///     width: .fractionalWidth(1), height: .absolute(200),
///     subitems: [.item(width: .fractionalWidth(0.7), height: .fractionalHeight(1)), .group(pair)])
/// ```
public struct LayoutGroup: Hashable, Sendable {
    /// The direction a group places its subitems in.
    package enum Axis: Hashable, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// One subitem of a group: an item or a nested group.
    public indirect enum Subitem: Hashable, Sendable {
        /// An item (one cell) `width` × `height` (relative to its group), its content inset by
        /// `contentInsets` inside that size (the frame the cell is drawn in), as UIKit's
        /// `NSCollectionLayoutItem` with its `contentInsets`.
        case item(width: LayoutDimension, height: LayoutDimension, contentInsets: EdgeInsets = EdgeInsets())
        /// A nested group.
        case group(LayoutGroup)
    }

    /// The direction subitems are placed in.
    package var axis: Axis
    /// The group's size, relative to its container.
    package var size: LayoutSize
    /// The subitems, in order.
    package var subitems: [Subitem]
    /// The gap between neighbouring subitems along the group's axis.
    package var interItemSpacing: Double

    /// Creates a group.
    package init(axis: Axis, size: LayoutSize, subitems: [Subitem], interItemSpacing: Double = 0) {
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.interItemSpacing = interItemSpacing
    }

    /// A horizontal group `width` × `height` (relative to its container) of `subitems` (UIKit's
    /// `horizontal(layoutSize:subitems:)`; for its `repeatingSubitem:count:`, pass
    /// `Array(repeating: .item(width: w, height: h), count: n)`).
    public static func horizontal(width: LayoutDimension, height: LayoutDimension, subitems: [Subitem], interItemSpacing: Double = 0) -> LayoutGroup {
        LayoutGroup(axis: .horizontal, size: LayoutSize(width: width, height: height), subitems: subitems, interItemSpacing: interItemSpacing)
    }

    /// A vertical group `width` × `height` (relative to its container) of `subitems` (UIKit's
    /// `vertical(layoutSize:subitems:)`; for its `repeatingSubitem:count:`, pass
    /// `Array(repeating: .item(width: w, height: h), count: n)`).
    public static func vertical(width: LayoutDimension, height: LayoutDimension, subitems: [Subitem], interItemSpacing: Double = 0) -> LayoutGroup {
        LayoutGroup(axis: .vertical, size: LayoutSize(width: width, height: height), subitems: subitems, interItemSpacing: interItemSpacing)
    }

    /// How many items (cells) one repetition of the group holds, nested groups included.
    package var itemCount: Int {
        subitems.reduce(0) { total, subitem in
            switch subitem {
            case .item: total + 1
            case .group(let group): total + group.itemCount
            }
        }
    }
}
