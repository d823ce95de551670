/// Lays out a table: per section a header, rows (with separators) and a footer.
///
/// Bookkeeping: one ``HeightTree`` of row extents (height plus separator) per section and a
/// ``SectionOffsets`` Fenwick tree over section extents. Finding the rows in a viewport, the frame
/// of a row or the row under a point costs O(log s + log n); measuring a row O(log n); a batch of
/// k item changes O(k log n + s).
@MainActor
final class TableLayoutEngine: LayoutEngine {
    private struct SectionState {
        var layout: TableLayout
        var header: Double
        var footer: Double
        var rows: HeightTree

        var extent: Double { header + rows.totalHeight + footer }
    }

    private var sections: [SectionState] = []
    private var offsets = SectionOffsets([])
    private var width: Double = 0

    var contentSize: Size { Size(width: width, height: offsets.total) }
    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].rows.count }
    func itemWidth(inSection section: Int) -> Double { width }

    var bookkeepingBytes: Int {
        sections.reduce(0) { $0 + $1.rows.storageStatistics().uniqueTotalBytes }
    }

    func reload(counts: [Int], width: Double, source: LayoutSource<TableLayout>) {
        self.width = width
        sections = counts.indices.map { makeSection($0, count: counts[$0], source: source) }
        offsets = SectionOffsets(sections.map(\.extent))
    }

    private func makeSection(_ section: Int, count: Int, source: LayoutSource<TableLayout>) -> SectionState {
        let layout = source.sectionLayout(section)
        let rows: HeightTree
        if let estimate = layout.estimatedRowHeight {
            rows = HeightTree(repeating: estimate + layout.separatorHeight, count: count, isMeasured: false)
        } else {
            rows = HeightTree((0..<count).lazy.map { item in
                HeightTree.Element(
                    height: source.itemHeight(ItemPath(item: item, section: section), self.width) + layout.separatorHeight,
                    isMeasured: true)
            })
        }
        return SectionState(
            layout: layout,
            header: source.supplementaryHeight(.header, section, width),
            footer: source.supplementaryHeight(.footer, section, width),
            rows: rows)
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
            let rowsTop = top + state.header
            if let first = state.rows.index(containing: rect.minY - rowsTop),
               let last = state.rows.index(containing: rect.maxY - rowsTop) {
                state.rows.forEachWithOffset(in: first..<(last + 1)) { item, element, offset in
                    let y = rowsTop + offset
                    if element.height - state.layout.separatorHeight > 0, y < rect.maxY, y + element.height > rect.minY {
                        result.append(.item(ItemPath(item: item, section: section)))
                    }
                }
            }
            let footerTop = rowsTop + state.rows.totalHeight
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
            guard sections.indices.contains(path.section), (0..<sections[path.section].rows.count).contains(path.item)
            else { return nil }
            let state = sections[path.section]
            let y = offsets.offset(of: path.section) + state.header + state.rows.offset(of: path.item)
            return Rect(x: 0, y: y, width: width, height: state.rows[path.item].height - state.layout.separatorHeight)
        case .supplementary(let kind, let section):
            guard sections.indices.contains(section) else { return nil }
            let state = sections[section]
            let top = offsets.offset(of: section)
            switch kind {
            case .header:
                return state.header > 0 ? Rect(x: 0, y: top, width: width, height: state.header) : nil
            case .footer:
                return state.footer > 0
                    ? Rect(x: 0, y: top + state.header + state.rows.totalHeight, width: width, height: state.footer) : nil
            }
        }
    }

    func element(at point: Point) -> LayoutElement? {
        guard point.x >= 0, point.x < width, point.y >= 0, point.y < offsets.total,
              let section = offsets.index(containing: point.y) else { return nil }
        let state = sections[section]
        var local = point.y - offsets.offset(of: section)
        if local < state.header { return .supplementary(.header, section: section) }
        local -= state.header
        if local < state.rows.totalHeight, let item = state.rows.index(containing: local) {
            let rowTop = state.rows.offset(of: item)
            let height = state.rows[item].height - state.layout.separatorHeight
            return local - rowTop < height ? .item(ItemPath(item: item, section: section)) : nil
        }
        return .supplementary(.footer, section: section)
    }

    func separatorInset(forItemAt path: ItemPath) -> Double? {
        guard sections.indices.contains(path.section), case .line(let inset) = sections[path.section].layout.separator
        else { return nil }
        return inset
    }

    func isEstimated(_ path: ItemPath) -> Bool {
        !sections[path.section].rows[path.item].isMeasured
    }

    func setMeasuredHeight(_ height: Double, at path: ItemPath) {
        let separator = sections[path.section].layout.separatorHeight
        sections[path.section].rows[path.item] = HeightTree.Element(height: height + separator, isMeasured: true)
        offsets[path.section] = sections[path.section].extent
    }

    func invalidateHeight(at path: ItemPath, source: LayoutSource<TableLayout>) {
        let state = sections[path.section]
        if state.layout.estimatedRowHeight != nil {
            sections[path.section].rows[path.item].isMeasured = false
        } else {
            setMeasuredHeight(source.itemHeight(path, width), at: path)
        }
    }

    func apply(_ plan: UpdatePlan, source: LayoutSource<TableLayout>) {
        var old = sections
        var moved: [ItemPath: HeightTree.Element] = [:]
        for section in old.indices where plan.destinationOfOldSection[section] != nil {
            for item in plan.removedItems[section].reversed() {
                let element = old[section].rows.remove(at: item)
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
            state.layout = source.sectionLayout(index)
            if plan.reloadedSections.contains(oldIndex) {
                state.header = source.supplementaryHeight(.header, index, width)
                state.footer = source.supplementaryHeight(.footer, index, width)
            }
            for item in plan.addedItems[index] {
                let path = ItemPath(item: item, section: index)
                if let from = plan.moveSources[path], let element = moved[from] {
                    state.rows.insert(element, at: item)
                } else if let estimate = state.layout.estimatedRowHeight {
                    state.rows.insert(.init(height: estimate + state.layout.separatorHeight, isMeasured: false), at: item)
                } else {
                    let height = source.itemHeight(path, width) + state.layout.separatorHeight
                    state.rows.insert(.init(height: height, isMeasured: true), at: item)
                }
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
