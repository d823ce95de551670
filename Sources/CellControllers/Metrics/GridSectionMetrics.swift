/// A grid section's body: items flowed into rows of columns inside the section insets, each
/// row as tall as its tallest item.
///
/// ``items`` holds each item's height; ``rows`` each row's extent (tallest item plus line
/// spacing), derived from it. Measuring an item updates its row in O(columns · log n); inserting
/// or removing items re-flows the section's rows, O(n / columns), because every later item
/// shifts to another column.
///
/// A carousel section (``GridLayout/carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:)``) is one row of equal items that scrolls
/// sideways: its ``carousel`` keeps the offset, and its frames, queries and bookkeeping cost
/// O(1) per item shown, whatever the number of items (see `GridSectionMetrics+Carousel`).
struct GridSectionMetrics: SectionMetrics {
    let layout: GridLayout
    let columns: Int
    let itemWidth: Double
    var header: Double
    var footer: Double
    var items: HeightTree
    private(set) var rows = HeightTree()
    /// The sideways scroll of a carousel section, or `nil` for rows of columns.
    var carousel: CarouselScroll?
    /// The width of the section (the viewport's), which bounds a carousel's offset.
    let width: Double
    /// The width of the side label column left of the items (0 for none).
    let sideLabelWidth: Double
    /// The space around the items: the layout's section insets, the side label's column added
    /// to the left one.
    let insets: EdgeInsets
    /// The group each row repeats (``GridLayout/group``), or `nil` for rows of columns.
    let groupRows: GroupRows?

    static func defaultItemHeight(of layout: GridLayout) -> Double? { layout.defaultItemHeight }

    static func sectionBackground(of layout: GridLayout) -> SectionBackground? { layout.sectionBackground }

    init(section: Int, count: Int, width: Double, source: LayoutSource<GridLayout>) {
        let layout = source.sectionLayout(section)
        self.layout = layout
        self.width = width
        sideLabelWidth = source.sideLabelWidth(of: layout, section: section, width: width)
        var insets = layout.sectionInsets
        insets.left += sideLabelWidth
        self.insets = insets
        header = source.supplementaryHeight(.header, section, width)
        footer = source.supplementaryHeight(.footer, section, width)
        if var carousel = layout.carousel {
            if let group = carousel.group {
                let rows = GroupRows(group: group, width: max(0, width - sideLabelWidth - layout.sectionInsets.horizontal))
                let size = rows.groupSize
                (carousel.itemWidth, carousel.itemHeight) = (max(1, size.width), size.height)
                groupRows = rows
                (columns, itemWidth) = (rows.itemsPerRow, rows.itemWidths.max() ?? 0)
            } else {
                groupRows = nil
                (columns, itemWidth) = (1, carousel.itemWidth)
            }
            self.carousel = CarouselScroll(layout: carousel)
            items = HeightTree(repeating: carousel.itemHeight, count: count, isMeasured: true)
            itemsDidMove()
            return
        }
        if let group = layout.group {
            let rows = GroupRows(group: group, width: max(0, width - sideLabelWidth - layout.sectionInsets.horizontal))
            groupRows = rows
            (columns, itemWidth) = (rows.itemsPerRow, rows.itemWidths.max() ?? 0)
        } else {
            groupRows = nil
            (columns, itemWidth) = layout.columnMetrics(forWidth: width - sideLabelWidth)
        }
        if let height = groupRows?.fixedHeight {
            items = HeightTree(repeating: height, count: count, isMeasured: true)
        } else if let estimate = layout.estimatedItemHeight {
            items = HeightTree(repeating: estimate, count: count, isMeasured: false)
        } else if let height = layout.itemHeight, !source.givesItemHeights(section) {
            items = HeightTree(repeating: max(0, height), count: count, isMeasured: true)
        } else {
            let itemWidth = self.itemWidth
            let groupRows = self.groupRows
            items = HeightTree((0..<count).lazy.map { item in
                let width = groupRows.map { $0.itemWidths[item % $0.itemsPerRow] } ?? itemWidth
                return HeightTree.Element(height: source.itemHeight(ItemPath(item: item, section: section), width), isMeasured: true)
            })
        }
        itemsDidMove()
    }

    /// The rows inside the insets (no insets when the section has no items).
    var bodyHeight: Double {
        if let carousel { return items.count == 0 ? 0 : insets.vertical + carousel.layout.itemHeight }
        return rows.count == 0 ? 0 : insets.vertical + rows.totalHeight - layout.lineSpacing
    }
    var estimatesHeights: Bool { carousel == nil && layout.estimatedItemHeight != nil }
    var separatorInset: Double? { nil }
    var bookkeepingBytes: Int { items.storageStatistics().uniqueTotalBytes + rows.storageStatistics().uniqueTotalBytes }

    func newItem(at path: ItemPath, source: LayoutSource<GridLayout>) -> HeightTree.Element {
        if let carousel { return .init(height: carousel.layout.itemHeight, isMeasured: true) }
        if let height = groupRows?.fixedHeight { return .init(height: height, isMeasured: true) }
        if let estimate = layout.estimatedItemHeight { return .init(height: estimate, isMeasured: false) }
        if let height = layout.itemHeight, !source.givesItemHeights(path.section) { return measuredItem(height: max(0, height)) }
        return measuredItem(height: source.itemHeight(path, itemWidth(of: path.item)))
    }

    func measuredItem(height: Double) -> HeightTree.Element {
        .init(height: carousel?.layout.itemHeight ?? groupRows?.fixedHeight ?? height, isMeasured: true)
    }

    /// The width `item` is laid out (and measured) at: its slot's in a group, the column's
    /// otherwise.
    ///
    /// - Complexity: O(1).
    func itemWidth(of item: Int) -> Double {
        guard let groupRows, groupRows.itemsPerRow > 0 else { return itemWidth }
        return groupRows.itemWidths[item % groupRows.itemsPerRow]
    }

    func appendItems(in rect: Rect, bodyTop: Double, section: Int, to result: inout [LayoutElement]) {
        if let carousel {
            for item in carouselItems(in: rect, bodyTop: bodyTop, carousel)
            where groupRows == nil || carouselFrame(item, bodyTop: bodyTop, carousel).intersects(rect) {
                result.append(.item(ItemPath(item: item, section: section)))
            }
            return
        }
        let rowsTop = bodyTop + insets.top
        guard let first = rows.index(containing: rect.minY - rowsTop),
              let last = rows.index(containing: rect.maxY - rowsTop) else { return }
        rows.forEachWithOffset(in: first..<(last + 1)) { row, _, offset in
            let y = rowsTop + offset
            guard y < rect.maxY else { return }
            let start = row * columns
            if let groupRows {
                let frames = groupRows.frames(rowHeight: rows[row].height - layout.lineSpacing)
                for item in start..<min(items.count, start + columns) {
                    let frame = frames[item - start]
                    let top = y + frame.minY
                    if frame.height > 0, frame.width > 0, top < rect.maxY, top + frame.height > rect.minY,
                       insets.left + frame.minX < rect.maxX, insets.left + frame.maxX > rect.minX {
                        result.append(.item(ItemPath(item: item, section: section)))
                    }
                }
                return
            }
            items.forEach(in: start..<min(items.count, start + columns)) { item, element in
                if element.height > 0, y + element.height > rect.minY {
                    result.append(.item(ItemPath(item: item, section: section)))
                }
            }
        }
    }

    func itemFrame(_ item: Int, bodyTop: Double) -> Rect {
        if let carousel { return carouselFrame(item, bodyTop: bodyTop, carousel) }
        if let groupRows {
            let row = item / columns
            let frame = groupRows.frames(rowHeight: rows[row].height - layout.lineSpacing)[item % columns]
            return frame.offsetBy(dx: insets.left, dy: bodyTop + insets.top + rows.offset(of: row))
        }
        let x = insets.left + Double(item % columns) * (itemWidth + layout.interitemSpacing)
        let y = bodyTop + insets.top + rows.offset(of: item / columns)
        return Rect(x: x, y: y, width: itemWidth, height: items[item].height)
    }

    func item(at point: Point, bodyTop: Double) -> Int? {
        if let carousel { return carouselItem(at: point, bodyTop: bodyTop, carousel) }
        guard let row = rows.index(containing: point.y - bodyTop - insets.top) else { return nil }
        if let groupRows {
            let origin = Point(x: insets.left, y: bodyTop + insets.top + rows.offset(of: row))
            let frames = groupRows.frames(rowHeight: rows[row].height - layout.lineSpacing)
            for (index, frame) in frames.enumerated() where row * columns + index < items.count {
                if frame.offsetBy(dx: origin.x, dy: origin.y).contains(point) { return row * columns + index }
            }
            return nil
        }
        let stride = itemWidth + layout.interitemSpacing
        let x = point.x - insets.left
        guard x >= 0, stride > 0 else { return nil }
        // The column the division gives, or the one before it: the frames' edges are sums of
        // rounded widths, so a point on an edge may divide into the next column (past the
        // last one, too) while the frame of the one before still contains it.
        let column = Int((x / stride).rounded(.down))
        for candidate in [column, column - 1] where (0..<columns).contains(candidate) {
            let item = row * columns + candidate
            if item < items.count, itemFrame(item, bodyTop: bodyTop).contains(point) { return item }
        }
        return nil
    }

    mutating func itemDidChange(_ item: Int) {
        guard carousel == nil else { return }
        let row = item / columns
        let start = row * columns
        var rowHeight = 0.0
        items.forEach(in: start..<min(items.count, start + columns)) { _, element in
            rowHeight = max(rowHeight, element.height)
        }
        rows[row] = .init(height: rowHeight + layout.lineSpacing, isMeasured: true)
    }

    mutating func itemsDidMove() {
        if carousel != nil {
            let places = carouselPlaces
            carousel?.setBounds(count: places, width: width, insets: insets)
            return
        }
        let columns = self.columns
        let count = items.count
        var heights: [HeightTree.Element] = []
        heights.reserveCapacity((count + columns - 1) / columns)
        var rowHeight = 0.0
        items.forEach(in: 0..<count) { index, element in
            rowHeight = max(rowHeight, element.height)
            if index % columns == columns - 1 || index == count - 1 {
                heights.append(.init(height: rowHeight + layout.lineSpacing, isMeasured: true))
                rowHeight = 0
            }
        }
        rows = HeightTree(heights)
    }
}
