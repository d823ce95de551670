/// How a grid section scrolls sideways: one row of equally sized items laid out left to right,
/// which the user scrolls horizontally inside the vertical list, like a
/// `UICollectionViewCompositionalLayout` section with `orthogonalScrollingBehavior`
/// (see <doc:CompositionalSections>).
///
/// Make a carousel section with ``GridLayout/carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:)``
/// and give it to one section through the data source (``CellHostDataSource/host(_:layoutForSection:)``,
/// or ``ControllerSection``'s `layout`), so that list sections, grid sections and carousels stack
/// in one ``GridHost``.
///
/// Every item of a carousel is ``itemWidth`` × ``itemHeight``: the body is one row tall whatever
/// the number of items, and nothing is measured (the data source's and the controllers' heights
/// do not apply), so that a carousel of 100,000 items costs what a carousel of ten does.
package struct CarouselLayout: Hashable, Sendable {
    /// The width of every item.
    package var itemWidth: Double
    /// The height of every item, which is the height of the section's body (inside its insets).
    package var itemHeight: Double
    /// The horizontal gap between neighbouring items.
    package var spacing: Double
    /// Where a swipe comes to rest (``GridHost/swipeCarousel(section:by:)``).
    package var paging: CarouselPaging
    /// The group the carousel repeats sideways (see
    /// ``GridLayout/carousel(group:spacing:paging:sectionInsets:)``), or `nil` for one item per
    /// place. With a group, ``itemWidth`` and ``itemHeight`` are the group's size where the
    /// section is laid out, and paging counts groups.
    package internal(set) var group: LayoutGroup?

    /// Creates a carousel layout. Negative or non-finite sizes count as 0; an item narrower
    /// than one column is one column wide.
    package init(itemWidth: Double, itemHeight: Double, spacing: Double = 1, paging: CarouselPaging = .none) {
        self.itemWidth = Self.sanitized(itemWidth, minimum: 1)
        self.itemHeight = Self.sanitized(itemHeight, minimum: 0)
        self.spacing = Self.sanitized(spacing, minimum: 0)
        self.paging = paging
    }

    /// The distance from one item's leading edge to the next one's.
    package var stride: Double { itemWidth + spacing }

    /// The width of `count` items and their spacing, without the section's insets.
    ///
    /// - Complexity: O(1).
    package func contentWidth(count: Int) -> Double {
        count > 0 ? Double(count) * itemWidth + Double(count - 1) * spacing : 0
    }

    private static func sanitized(_ value: Double, minimum: Double) -> Double {
        value.isFinite ? max(minimum, value) : minimum
    }
}

/// Where a carousel comes to rest after a swipe (``GridHost/swipeCarousel(section:by:)``), and
/// how far one swipe may take it, as `UICollectionLayoutSectionOrthogonalScrollingBehavior`
/// decides it.
///
/// Two families:
/// - **Continuous** kinds (``none``, ``item``, ``group(_:)``) let a swipe travel as far as the
///   finger (and its momentum) took it: a long swipe crosses many items. ``item`` and
///   ``group(_:)`` then settle on the first boundary at or past that point, in the swipe's
///   direction.
/// - **Paged** kinds (``page``, ``pagedGroup(_:)``, ``centeredGroup(_:)``) move **at most one
///   page per swipe**, whatever its length: the next resting place past the current offset in
///   the swipe's direction.
///
/// A swipe of 0 (a release without movement) settles on the nearest resting place, the earlier
/// one when it is halfway between two. The end of the content is a resting place too, so the
/// last items can always be reached. A carousel starts at its start (0, or its first group
/// centred) when it first has items, and keeps its offset, clamped, through updates after that.
public enum CarouselPaging: Hashable, Sendable {
    /// Continuous scrolling: the carousel stays where the finger lifted (`.continuous`).
    case none
    /// The carousel rests with an item's leading edge at the section's leading inset: the first
    /// one at or past where the swipe ended (`.continuousGroupLeadingBoundary` with one item per
    /// group).
    case item
    /// The carousel rests at the leading edge of a group of `size` items, the first one at or
    /// past where the swipe ended (`.continuousGroupLeadingBoundary`): a page is `size` items
    /// wide. A size below 1 counts as 1.
    case group(Int)
    /// The carousel moves by the width of the container, one page per swipe (`.paging`): page
    /// `p` rests at offset `p × width`, the host's viewport width.
    case page
    /// The carousel moves one group of `size` items per swipe and rests at that group's leading
    /// edge (`.groupPaging`). A size below 1 counts as 1.
    case pagedGroup(Int)
    /// The carousel moves one group of `size` items per swipe and rests with that group centred
    /// in the viewport (`.groupPagingCentered`), the first and last groups too: the carousel
    /// starts with its first group centred, so its offset may be negative (space before the
    /// first group), as a UIKit orthogonal scroll view's content inset makes it. A size below 1
    /// counts as 1.
    case centeredGroup(Int)

    /// The number of items of a group, or `nil` for continuous scrolling and ``page``.
    var itemsPerGroup: Int? {
        switch self {
        case .none, .page: nil
        case .item: 1
        case .group(let size), .pagedGroup(let size), .centeredGroup(let size): max(1, size)
        }
    }

    /// Whether one swipe moves at most one page.
    var movesOnePagePerSwipe: Bool {
        switch self {
        case .none, .item, .group: false
        case .page, .pagedGroup, .centeredGroup: true
        }
    }
}
