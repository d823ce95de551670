/// Lays out a grid: per section a header, rows of `columns` items with spacing inside the
/// section insets, and a footer. Headers and footers span the full width.
///
/// Bookkeeping per section: a ``HeightTree`` of item heights (with their measured flags) and one
/// of row extents (tallest item plus line spacing), and a ``SectionOffsets`` Fenwick tree over
/// section extents. Viewport, frame and hit-test queries cost O(log s + log n); measuring an item
/// O(columns · log n). A batch update re-flows the rows of each changed section, O(n/columns),
/// because inserting one item shifts every later item to another column; the item heights
/// themselves are updated in O(k log n).
@MainActor
final class GridLayoutEngine: LayoutEngine {
    private struct SectionState {
        var layout: GridLayout
        var columns: Int
        var columnWidth: Double
        var header: Double
        var footer: Double
        var items: HeightTree
        var rows: HeightTree

        /// Height of the block of rows inside the insets (0 when the section has no items).
        var itemsBlock: Double {
            rows.count == 0 ? 0 : layout.sectionInsets.vertical + rows.totalHeight - layout.lineSpacing
        }
        var extent: Double { header + itemsBlock + footer }

        mutating func reflowRows() {
            let columns = self.columns
            let spacing = layout.lineSpacing
            var heights: [HeightTree.Element] = []
            heights.reserveCapacity((items.count + columns - 1) / columns)
            var rowHeight = 0.0
            items.forEach(in: 0..<items.count) { index, element in
                rowHeight = max(rowHeight, element.height)
                if index % columns == columns - 1 || index == items.count - 1 {
                    heights.append(.init(height: rowHeight + spacing, isMeasured: true))
                    rowHeight = 0
                }
            }
            rows = HeightTree(heights)
        }

        mutating func updateRow(containing item: Int) {
            let row = item / columns
            let start = row * columns
            var rowHeight = 0.0
            items.forEach(in: start..<min(items.count, start + columns)) { _, element in
                rowHeight = max(rowHeight, element.height)
            }
            rows[row] = .init(height: rowHeight + layout.lineSpacing, isMeasured: true)
        }

        func frame(ofItem item: Int, sectionTop: Double) -> Rect {
            let row = item / columns
            let column = item % columns
            let x = layout.sectionInsets.left + Double(column) * (columnWidth + layout.interitemSpacing)
            let y = sectionTop + header + layout.sectionInsets.top + rows.offset(of: row)
            return Rect(x: x, y: y, width: columnWidth, height: items[item].height)
        }
    }

    private var sections: [SectionState] = []
    private var offsets = SectionOffsets([])
    private var width: Double = 0

    var contentSize: Size { Size(width: width, height: offsets.total) }
    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
    func itemWidth(inSection section: Int) -> Double { sections[section].columnWidth }

    var bookkeepingBytes: Int {
        sections.reduce(0) { $0 + $1.items.storageStatistics().uniqueTotalBytes + $1.rows.storageStatistics().uniqueTotalBytes }
    }

    func reload(counts: [Int], width: Double, source: LayoutSource<GridLayout>) {
        self.width = width
        sections = counts.indices.map { makeSection($0, count: counts[$0], source: source) }
        offsets = SectionOffsets(sections.map(\.extent))
    }

    private func makeSection(_ section: Int, count: Int, source: LayoutSource<GridLayout>) -> SectionState {
        let layout = source.sectionLayout(section)
        let (columns, columnWidth) = layout.columnMetrics(forWidth: width)
        let items: HeightTree
        if let estimate = layout.estimatedItemHeight {
            items = HeightTree(repeating: estimate, count: count, isMeasured: false)
        } else {
            items = HeightTree((0..<count).lazy.map { item in
                HeightTree.Element(
                    height: source.itemHeight(ItemPath(item: item, section: section), columnWidth), isMeasured: true)
            })
        }
        var state = SectionState(
            layout: layout, columns: columns, columnWidth: columnWidth,
            header: source.supplementaryHeight(.header, section, width),
            footer: source.supplementaryHeight(.footer, section, width),
            items: items, rows: HeightTree())
        state.reflowRows()
        return state
    }

    func elements(in rect: Rect) -> [LayoutElement] {
        var result: [LayoutElement] = []
        guard rect.height > 0, var section = offsets.index(containing: rect.minY) else { return result }
        while section < sections.count {
            let top = offsets.offset(of: section)
            if top >= rect.maxY { break }
            let state = sections[section]
            if state.header > 0, top + state.header > rect.minY {
                result.append(.supplementary(.header, section: section))
            }
            let rowsTop = top + state.header + state.layout.sectionInsets.top
            if let first = state.rows.index(containing: rect.minY - rowsTop),
               let last = state.rows.index(containing: rect.maxY - rowsTop) {
                state.rows.forEachWithOffset(in: first..<(last + 1)) { row, _, offset in
                    let y = rowsTop + offset
                    guard y < rect.maxY else { return }
                    let start = row * state.columns
                    state.items.forEach(in: start..<min(state.items.count, start + state.columns)) { item, element in
                        if element.height > 0, y + element.height > rect.minY {
                            result.append(.item(ItemPath(item: item, section: section)))
                        }
                    }
                }
            }
            let footerTop = top + state.header + state.itemsBlock
            if state.footer > 0, footerTop < rect.maxY, footerTop + state.footer > rect.minY {
                result.append(.supplementary(.footer, section: section))
            }
            section += 1
        }
        return result
    }

    func frame(for element: LayoutElement) -> Rect? {
        switch element {
        case .item(let path):
            guard sections.indices.contains(path.section), (0..<sections[path.section].items.count).contains(path.item)
            else { return nil }
            return sections[path.section].frame(ofItem: path.item, sectionTop: offsets.offset(of: path.section))
        case .supplementary(let kind, let section):
            guard sections.indices.contains(section) else { return nil }
            let state = sections[section]
            let top = offsets.offset(of: section)
            switch kind {
            case .header:
                return state.header > 0 ? Rect(x: 0, y: top, width: width, height: state.header) : nil
            case .footer:
                return state.footer > 0
                    ? Rect(x: 0, y: top + state.header + state.itemsBlock, width: width, height: state.footer) : nil
            }
        }
    }

    func element(at point: Point) -> LayoutElement? {
        guard point.x >= 0, point.x < width, point.y >= 0, point.y < offsets.total,
              let section = offsets.index(containing: point.y) else { return nil }
        let state = sections[section]
        let top = offsets.offset(of: section)
        let local = point.y - top
        if local < state.header { return .supplementary(.header, section: section) }
        if local >= state.header + state.itemsBlock { return .supplementary(.footer, section: section) }
        let rowsLocal = local - state.header - state.layout.sectionInsets.top
        guard rowsLocal >= 0, let row = state.rows.index(containing: rowsLocal) else { return nil }
        let stride = state.columnWidth + state.layout.interitemSpacing
        let x = point.x - state.layout.sectionInsets.left
        guard x >= 0, stride > 0 else { return nil }
        let column = Int((x / stride).rounded(.down))
        let item = row * state.columns + column
        guard column < state.columns, item < state.items.count else { return nil }
        let frame = state.frame(ofItem: item, sectionTop: top)
        return frame.contains(point) ? .item(ItemPath(item: item, section: section)) : nil
    }

    func separatorInset(forItemAt path: ItemPath) -> Double? { nil }

    func isEstimated(_ path: ItemPath) -> Bool {
        !sections[path.section].items[path.item].isMeasured
    }

    func setMeasuredHeight(_ height: Double, at path: ItemPath) {
        sections[path.section].items[path.item] = .init(height: height, isMeasured: true)
        sections[path.section].updateRow(containing: path.item)
        offsets[path.section] = sections[path.section].extent
    }

    func invalidateHeight(at path: ItemPath, source: LayoutSource<GridLayout>) {
        let state = sections[path.section]
        if state.layout.estimatedItemHeight != nil {
            sections[path.section].items[path.item].isMeasured = false
        } else {
            setMeasuredHeight(source.itemHeight(path, state.columnWidth), at: path)
        }
    }

    func apply(_ plan: UpdatePlan, source: LayoutSource<GridLayout>) {
        var old = sections
        var moved: [ItemPath: HeightTree.Element] = [:]
        for section in old.indices where plan.destinationOfOldSection[section] != nil {
            for item in plan.removedItems[section].reversed() {
                let element = old[section].items.remove(at: item)
                let path = ItemPath(item: item, section: section)
                if plan.moveDestinations[path] != nil { moved[path] = element }
            }
        }
        var new: [SectionState] = []
        new.reserveCapacity(plan.sourceOfNewSection.count)
        for (index, origin) in plan.sourceOfNewSection.enumerated() {
            guard let oldIndex = origin else {
                new.append(makeSection(index, count: plan.newCounts[index], source: source))
                continue
            }
            var state = old[oldIndex]
            if plan.reloadedSections.contains(oldIndex) {
                state.header = source.supplementaryHeight(.header, index, width)
                state.footer = source.supplementaryHeight(.footer, index, width)
            }
            for item in plan.addedItems[index] {
                let path = ItemPath(item: item, section: index)
                if let from = plan.moveSources[path], let element = moved[from] {
                    state.items.insert(element, at: item)
                } else if let estimate = state.layout.estimatedItemHeight {
                    state.items.insert(.init(height: estimate, isMeasured: false), at: item)
                } else {
                    state.items.insert(.init(height: source.itemHeight(path, state.columnWidth), isMeasured: true), at: item)
                }
            }
            if !plan.addedItems[index].isEmpty || !plan.removedItems[oldIndex].isEmpty {
                state.reflowRows()
            }
            new.append(state)
        }
        sections = new
        offsets = SectionOffsets(sections.map(\.extent))
        for path in plan.reloadedItems.union(plan.reconfiguredItems) {
            if let newPath = plan.newPath(forOld: path) { invalidateHeight(at: newPath, source: source) }
        }
    }
}
