/// A row (or column) of items and nested groups, as UIKit's `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical group top to bottom; each
/// subitem's fractional dimensions are fractions of the group's own size. For example, one item
/// 0.7 wide beside a vertical group 0.3 wide of two items each half as tall:
///
/// ```swift
/// let full = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
/// let pair = LayoutGroup.vertical(
///     size: LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
///     subitems: Array(repeating: .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))), count: 2))
/// let row = LayoutGroup.horizontal(
///     size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
///     subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.7), height: .fractionalHeight(1)))), .group(pair)])
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
        /// An item (one cell).
        case item(LayoutItem)
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

    /// A horizontal group of `subitems` (UIKit's `horizontal(layoutSize:subitems:)`; for its
    /// `repeatingSubitem:count:`, pass `Array(repeating: .item(item), count: n)`).
    public static func horizontal(size: LayoutSize, subitems: [Subitem], interItemSpacing: Double = 0) -> LayoutGroup {
        LayoutGroup(axis: .horizontal, size: size, subitems: subitems, interItemSpacing: interItemSpacing)
    }

    /// A vertical group of `subitems` (UIKit's `vertical(layoutSize:subitems:)`; for its
    /// `repeatingSubitem:count:`, pass `Array(repeating: .item(item), count: n)`).
    public static func vertical(size: LayoutSize, subitems: [Subitem], interItemSpacing: Double = 0) -> LayoutGroup {
        LayoutGroup(axis: .vertical, size: size, subitems: subitems, interItemSpacing: interItemSpacing)
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
