extension CellHost {
    /// The titles of the section index (UIKit's index along a table's edge), from the data
    /// source's ``CellHostDataSource/sectionIndex(for:)``; empty when there is none.
    ///
    /// ``renderText()`` does not draw the index: it would cover the right column of the rows.
    /// Read the titles here, and jump with ``scrollToSection(forIndexTitle:)``.
    public var sectionIndexTitles: [String] { dataSource?.sectionIndex(for: typedSelf).map(\.title) ?? [] }

    /// Jumps to the section of an index title, as a tap on UIKit's section index does: the
    /// data source says which section (``CellHostDataSource/sectionIndex(for:)``),
    /// and the host scrolls so that the section's top (its header, or its first item) is at the
    /// top of the viewport, below the bar of ``setPinnedInsets(_:)`` if any, clamped to the content (with estimated heights, it measures what it
    /// reveals and scrolls again, up to four times). If several titles are `title`, the first one
    /// counts.
    ///
    /// - Returns: the section jumped to.
    /// - Throws: ``CellHostError/unknownSectionIndexTitle(_:available:)`` for a title the index does not
    ///   have, ``CellHostError/sectionIndexOutOfRange(title:section:sectionCount:)`` when the data
    ///   source answers a section the host does not have. The host does not move.
    /// - Complexity: O(t) for t titles, plus the scroll.
    @discardableResult
    public func scrollToSection(forIndexTitle title: String) throws(CellHostError) -> Int {
        loadIfNeeded()
        let entries = dataSource?.sectionIndex(for: typedSelf) ?? []
        guard let section = entries.first(where: { $0.title == title })?.section else {
            throw .unknownSectionIndexTitle(title, available: entries.map(\.title))
        }
        guard (0..<numberOfSections).contains(section) else {
            throw .sectionIndexOutOfRange(title: title, section: section, sectionCount: numberOfSections)
        }
        // The section's first element stays in place while estimated heights are measured.
        let header = LayoutElement.supplementary(.header, section: section)
        let anchor: LayoutElement? = engine.frame(for: header) != nil ? header
            : numberOfItems(inSection: section) > 0 ? .item(ItemPath(item: 0, section: section)) : nil
        for _ in 0..<4 {
            let target = clamped(Point(x: contentOffset.x, y: engine.sectionSpan(section).top - pinnedInsets.top))
            if target == contentOffset { break }
            scroll(to: target)
            layoutVisibleElements(anchor: anchor)
        }
        return section
    }
}
