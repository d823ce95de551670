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
        itemWidth: Double, itemHeight: Double, spacing: Double = 1, paging: CarouselPaging = .none, sectionInsets: EdgeInsets = .zero
    ) -> GridLayout {
        var layout = GridLayout(columns: .fixed(1), interitemSpacing: 0, lineSpacing: 0, sectionInsets: sectionInsets)
        layout.carousel = CarouselLayout(itemWidth: itemWidth, itemHeight: itemHeight, spacing: spacing, paging: paging)
        return layout
    }
}
