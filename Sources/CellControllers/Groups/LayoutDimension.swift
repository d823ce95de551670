/// One dimension (a width or a height) of an item or a group of a ``LayoutGroup``, as UIKit's
/// `NSCollectionLayoutDimension`.
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// An exact length in points.
    case absolute(Double)
    /// A length assumed until the item is measured.
    case estimated(Double)

    /// The length this dimension resolves to inside a container of `container` size.
    func resolved(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let fraction): fraction * container.width
        case .fractionalHeight(let fraction): fraction * container.height
        case .absolute(let length), .estimated(let length): length
        }
    }

    /// The fraction of the container's width, when this dimension is one.
    var widthFraction: Double? {
        if case .fractionalWidth(let fraction) = self { fraction } else { nil }
    }

    /// The fraction of the container's height, when this dimension is one.
    var heightFraction: Double? {
        if case .fractionalHeight(let fraction) = self { fraction } else { nil }
    }

    /// The number this dimension holds, whatever its kind.
    var value: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v): v
        }
    }
}
