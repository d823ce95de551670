extension GridLayout {
    /// A grid whose rows are repetitions of `group`, as a compositional layout section of one
    /// group: the items fill the group's slots in order (nested groups depth first), then the
    /// next repetition below, `interGroupSpacing` apart. Apple's "Nested Groups" row, one item
    /// 0.7 wide beside two stacked items 0.3 wide:
    ///
    /// ```swift
    /// let pair = LayoutGroup.vertical(
    ///     width: .fractionalWidth(0.3), height: .fractionalHeight(1),
    ///     subitems: Array(repeating: .item(width: .fractionalWidth(1), height: .fractionalHeight(0.5)), count: 2))
    /// let row = LayoutGroup.horizontal(
    ///     width: .fractionalWidth(1), height: .absolute(8),
    ///     subitems: [.item(width: .fractionalWidth(0.7), height: .fractionalHeight(1)), .group(pair)])
    /// let layout = try GridLayout(group: row, interGroupSpacing: 1)
    /// ```
    ///
    /// The group's fractions are of the section's width inside its insets (a top-level
    /// `.fractionalHeight` too: a vertically scrolling list has no container height). A group
    /// of `.absolute` (or fractional) height gives every repetition that height, and the data
    /// source's and the cells' heights do not apply; an `.estimated` height is assumed until
    /// the repetition's items are measured (each at its own width), then the repetition is as
    /// tall as its tallest item. Fixed columns (``init(columns:interitemSpacing:lineSpacing:sectionInsets:itemHeight:estimatedItemHeight:pinsSectionHeaders:pinsSectionFooters:)``)
    /// stay the simple case.
    ///
    /// - Throws: ``LayoutGroupError`` when the group cannot be laid out (empty, a dimension that
    ///   is not positive, fractions over 1).
    public init(group: LayoutGroup, interGroupSpacing: Double = 0, sectionInsets: EdgeInsets = EdgeInsets()) throws(LayoutGroupError) {
        try group.validate()
        var estimate: Double?
        if case .estimated(let height) = group.size.height { estimate = height }
        self.init(
            columns: .fixed(group.itemCount), interitemSpacing: 0,
            lineSpacing: interGroupSpacing.isFinite ? max(0, interGroupSpacing) : 0,
            sectionInsets: sectionInsets, estimatedItemHeight: estimate)
        self.group = group
    }
}
