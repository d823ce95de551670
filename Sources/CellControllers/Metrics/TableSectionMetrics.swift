/// A table section's body: rows stacked top to bottom, each followed by its separator.
///
/// ``items`` holds each row's extent (height plus separator), so that the tree's offsets are the
/// rows' positions.
struct TableSectionMetrics: SectionMetrics {
    let layout: TableLayout
    var header: Double
    var footer: Double
    var items: HeightTree
    let itemWidth: Double
    let sideLabelWidth: Double

    static func defaultItemHeight(of layout: TableLayout) -> Double? { layout.defaultItemHeight }

    /// Tables draw no section backgrounds.
    static func sectionBackground(of layout: TableLayout) -> SectionBackground? { nil }

    init(section: Int, count: Int, width: Double, source: LayoutSource<TableLayout>) {
        let layout = source.sectionLayout(section)
        self.layout = layout
        sideLabelWidth = source.sideLabelWidth(of: layout, section: section, width: width)
        let width = width - sideLabelWidth
        itemWidth = width
        header = source.supplementaryHeight(.header, section, width)
        footer = source.supplementaryHeight(.footer, section, width)
        if let estimate = layout.estimatedRowHeight {
            items = HeightTree(repeating: estimate + layout.separatorHeight, count: count, isMeasured: false)
        } else if let rowHeight = layout.rowHeight, !source.givesItemHeights(section) {
            items = HeightTree(repeating: max(0, rowHeight) + layout.separatorHeight, count: count, isMeasured: true)
        } else {
            items = HeightTree((0..<count).lazy.map { item in
                HeightTree.Element(
                    height: source.itemHeight(ItemPath(item: item, section: section), width) + layout.separatorHeight,
                    isMeasured: true)
            })
        }
    }

    var bodyHeight: Double { items.totalHeight }
    var estimatesHeights: Bool { layout.estimatedRowHeight != nil }
    var bookkeepingBytes: Int { items.storageStatistics().uniqueTotalBytes }

    var separatorInset: Double? {
        if case .line(let inset) = layout.separator { inset } else { nil }
    }

    func newItem(at path: ItemPath, source: LayoutSource<TableLayout>) -> HeightTree.Element {
        if let estimate = layout.estimatedRowHeight {
            return .init(height: estimate + layout.separatorHeight, isMeasured: false)
        }
        if let rowHeight = layout.rowHeight, !source.givesItemHeights(path.section) { return measuredItem(height: max(0, rowHeight)) }
        return measuredItem(height: source.itemHeight(path, itemWidth))
    }

    func measuredItem(height: Double) -> HeightTree.Element {
        .init(height: height + layout.separatorHeight, isMeasured: true)
    }

    func appendItems(in rect: Rect, bodyTop: Double, section: Int, to result: inout [LayoutElement]) {
        guard let first = items.index(containing: rect.minY - bodyTop),
              let last = items.index(containing: rect.maxY - bodyTop) else { return }
        items.forEachWithOffset(in: first..<(last + 1)) { item, element, offset in
            let y = bodyTop + offset
            if element.height - layout.separatorHeight > 0, y < rect.maxY, y + element.height > rect.minY {
                result.append(.item(ItemPath(item: item, section: section)))
            }
        }
    }

    func itemFrame(_ item: Int, bodyTop: Double) -> Rect {
        Rect(x: sideLabelWidth, y: bodyTop + items.offset(of: item), width: itemWidth, height: items[item].height - layout.separatorHeight)
    }

    func item(at point: Point, bodyTop: Double) -> Int? {
        // The side label's column has no row.
        guard point.x >= sideLabelWidth else { return nil }
        let local = point.y - bodyTop
        guard let item = items.index(containing: local) else { return nil }
        return local - items.offset(of: item) < items[item].height - layout.separatorHeight ? item : nil
    }

    mutating func itemDidChange(_ item: Int) {}
    mutating func itemsDidMove() {}
}
