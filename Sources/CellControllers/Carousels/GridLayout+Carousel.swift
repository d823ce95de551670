extension GridLayout {
    /// A section that scrolls sideways: its items in one row, each `itemWidth` × `itemHeight`,
    /// `spacing` apart, which the user scrolls horizontally inside the vertical list
    /// (a compositional layout section with `orthogonalScrollingBehavior`). Give it to the
    /// sections that are carousels; the others keep their columns:
    ///
    /// ```swift
    /// let cards = GridLayout.carousel(itemWidth: 12, itemHeight: 3, spacing: 1, paging: .item)
    /// ```
    ///
    /// The section's header and footer span the full width and stay put; its items scroll with
    /// ``GridHost/scrollCarousel(section:toX:)`` and ``GridHost/swipeCarousel(section:by:)``.
    /// The section insets' left and right are space before the first item and after the last
    /// one (they scroll with the items), the top and bottom around the row.
    ///
    /// - Parameters:
    ///   - itemWidth: the width of every item (at least one column).
    ///   - itemHeight: the height of every item, and of the section's row.
    ///   - spacing: the gap between neighbouring items.
    ///   - paging: where a swipe comes to rest (``CarouselPaging``).
    ///   - sectionInsets: the space around the row.
    public static func carousel(
        itemWidth: Double, itemHeight: Double, spacing: Double = 1, paging: CarouselPaging = .none, sectionInsets: EdgeInsets = EdgeInsets()
    ) -> GridLayout {
        var layout = GridLayout(columns: .fixed(1), interitemSpacing: 0, lineSpacing: 0, sectionInsets: sectionInsets)
        layout.carousel = CarouselLayout(itemWidth: itemWidth, itemHeight: itemHeight, spacing: spacing, paging: paging)
        return layout
    }

    /// A carousel of groups: the section repeats `group` sideways, `spacing` apart, the items
    /// filling each repetition's slots in order (Apple's "Orthogonal Sections": a large item
    /// beside two stacked ones, scrolled as one page):
    ///
    /// ```swift
    /// let pair = LayoutGroup.vertical(
    ///     width: .fractionalWidth(0.3), height: .fractionalHeight(1),
    ///     subitems: Array(repeating: .item(width: .fractionalWidth(1), height: .fractionalHeight(0.5)), count: 2))
    /// let page = LayoutGroup.horizontal(
    ///     width: .fractionalWidth(0.85), height: .absolute(6),
    ///     subitems: [.item(width: .fractionalWidth(0.7), height: .fractionalHeight(1)), .group(pair)])
    /// let carousel = try GridLayout.carousel(group: page, spacing: 1, paging: .item)
    /// ```
    ///
    /// The group's fractions are of the section's width inside its insets (its height too);
    /// an `.estimated` height is the row's height, as carousels measure nothing. Paging counts
    /// groups (``CarouselPaging/item`` rests at a group's leading edge).
    ///
    /// - Throws: ``LayoutGroupError`` when the group cannot be laid out.
    public static func carousel(
        group: LayoutGroup, spacing: Double = 1, paging: CarouselPaging = .none, sectionInsets: EdgeInsets = EdgeInsets()
    ) throws(LayoutGroupError) -> GridLayout {
        try group.validate()
        var layout = GridLayout(columns: .fixed(1), interitemSpacing: 0, lineSpacing: 0, sectionInsets: sectionInsets)
        var carousel = CarouselLayout(itemWidth: 1, itemHeight: group.size.height.value, spacing: spacing, paging: paging)
        carousel.group = group
        layout.carousel = carousel
        return layout
    }
}
