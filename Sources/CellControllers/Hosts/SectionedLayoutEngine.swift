/// The frame computation shared by both layout families: sections stacked vertically, each a
/// header, a body of items (laid out by the family's ``SectionMetrics``) and a footer.
///
/// Bookkeeping: per section its `Metrics`, with ``HeightTree``s, and a ``SectionOffsets`` Fenwick
/// tree over section extents. Finding the elements in a viewport, the frame of an item or the
/// item under a point costs O(log s + log n) plus what is visible; measuring an item O(log n);
/// a batch of k item changes O(k log n + s) (grids also re-flow the rows of changed sections).
@MainActor
final class SectionedLayoutEngine<Metrics: SectionMetrics>: LayoutEngine {
    typealias Configuration = Metrics.Configuration

    /// The sections' metrics, in the order shown: with ``shownMovement``, its item is laid out
    /// at its target (see `SectionedLayoutEngine+LiveReorder`).
    var sections: [Metrics] = []
    var offsets = SectionOffsets([])
    private var width: Double = 0
    /// The gap between neighbouring sections (the host layout's ``CellLayout/interSectionSpacing``),
    /// as the last reload or batch update read it.
    private var sectionSpacing: Double = 0
    /// The interactive move the layout shows (the moved item laid out at its target), or `nil`.
    /// It follows the host's gesture state, which owns the move (`CellHost.gesture`'s
    /// `didSet`); every query of the engine takes and returns paths in the data's order.
    var shownMovement: ShownMovement?

    var contentSize: Size { Size(width: width, height: offsets.total) }
    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].items.count + displacedCount(inSection: section) }
    func itemWidth(inSection section: Int) -> Double { sections[section].itemWidth }
    func layout(ofSection section: Int) -> Configuration? { sections.indices.contains(section) ? sections[section].layout : nil }
    func defaultItemHeight(of layout: Configuration) -> Double? { Metrics.defaultItemHeight(of: layout) }
    func sectionBackground(of layout: Configuration) -> SectionBackground? { Metrics.sectionBackground(of: layout) }
    var bookkeepingBytes: Int { sections.reduce(0) { $0 + $1.bookkeepingBytes } }

    func reload(counts: [Int], width: Double, source: LayoutSource<Configuration>, keepingCarouselOffsets: Bool) {
        // A carousel that never had items has no place to keep: it starts at its start.
        let carouselOffsets = keepingCarouselOffsets ? sections.map { $0.carousel.flatMap { $0.isPlaced ? $0.offset : nil } } : []
        shownMovement = nil
        self.width = width
        sectionSpacing = source.interSectionSpacing
        sections = counts.indices.map { Metrics(section: $0, count: counts[$0], width: width, source: source) }
        for (section, offset) in zip(sections.indices, carouselOffsets) {
            if let offset { sections[section].scrollCarousel(to: offset) }
        }
        restackSections()
    }

    /// Stacks the sections again from their extents, ``sectionSpacing`` apart.
    ///
    /// - Complexity: O(s log s).
    func restackSections() {
        offsets = SectionOffsets(sections.map { $0.extent }, spacing: sectionSpacing)
    }

    private func bodyTop(of section: Int) -> Double {
        offsets.offset(of: section) + sections[section].header
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
            state.appendItems(in: rect, bodyTop: top + state.header, section: section, to: &result)
            let footerTop = top + state.header + state.bodyHeight
            if state.footer > 0, footerTop < rect.maxY, footerTop + state.footer > rect.minY {
                result.append(.supplementary(.footer, section: section))
            }
            section += 1
        }
        if shownMovement != nil {
            for index in result.indices { if case .item(let path) = result[index] { result[index] = .item(dataPath(path)) } }
        }
        return result
    }

    func frame(for element: LayoutElement) -> Rect? {
        switch element {
        case .item(let dataPath):
            guard contains(dataPath) else { return nil }
            let path = layoutPath(dataPath)
            return sections[path.section].itemFrame(path.item, bodyTop: bodyTop(of: path.section))
        case .supplementary(let kind, let section):
            guard sections.indices.contains(section) else { return nil }
            let state = sections[section]
            let top = offsets.offset(of: section)
            switch kind {
            case .header:
                return state.header > 0 ? Rect(x: 0, y: top, width: width, height: state.header) : nil
            case .footer:
                return state.footer > 0
                    ? Rect(x: 0, y: top + state.header + state.bodyHeight, width: width, height: state.footer) : nil
            }
        }
    }

    func element(at point: Point) -> LayoutElement? {
        guard point.x >= 0, point.x < width, point.y >= 0, point.y < offsets.total,
              let section = offsets.index(containing: point.y) else { return nil }
        let state = sections[section]
        let local = point.y - offsets.offset(of: section)
        if local >= state.extent { return nil }   // the gap after the section
        if local < state.header { return .supplementary(.header, section: section) }
        if local >= state.header + state.bodyHeight { return .supplementary(.footer, section: section) }
        return state.item(at: point, bodyTop: bodyTop(of: section)).map { .item(dataPath(ItemPath(item: $0, section: section))) }
    }

    func separatorInset(forItemAt path: ItemPath) -> Double? {
        guard sections.indices.contains(path.section) else { return nil }
        return sections[contains(path) ? layoutPath(path).section : path.section].separatorInset
    }

    func isEstimated(_ dataPath: ItemPath) -> Bool {
        let path = layoutPath(dataPath)
        return !sections[path.section].items[path.item].isMeasured
    }

    func setMeasuredHeight(_ height: Double, at dataPath: ItemPath) {
        let path = layoutPath(dataPath)
        sections[path.section].items[path.item] = sections[path.section].measuredItem(height: height)
        sections[path.section].itemDidChange(path.item)
        offsets[path.section] = sections[path.section].extent
    }

    func invalidateHeight(at dataPath: ItemPath, source: LayoutSource<Configuration>) {
        let path = layoutPath(dataPath)
        if sections[path.section].estimatesHeights {
            sections[path.section].items.markEstimated(at: path.item)
        } else if Metrics.defaultItemHeight(of: sections[path.section].layout) != nil, !source.givesItemHeights(dataPath.section) {
            // The section's fixed height, which the item has, and nothing else can give it another.
            return
        } else {
            setMeasuredHeight(source.itemHeight(dataPath, sections[path.section].itemWidth(of: path.item)), at: dataPath)
        }
    }

    func measuredItems() -> [MeasuredItem<Configuration>] {
        var result: [MeasuredItem<Configuration>] = []
        // Sections that do not estimate have every item measured, and a reload measures them all
        // again: nothing to carry (a million eager rows would be a million entries).
        for (section, state) in sections.enumerated() where state.estimatesHeights {
            state.items.forEachMeasured { item, element in
                result.append(MeasuredItem(path: dataPath(ItemPath(item: item, section: section)), element: element, layout: state.layout))
            }
        }
        return result
    }

    func restoreMeasuredItems(_ items: [MeasuredItem<Configuration>]) {
        var changed = false
        for item in items where contains(item.path) && sections[item.path.section].layout == item.layout {
            sections[item.path.section].items[item.path.item] = item.element
            sections[item.path.section].itemDidChange(item.path.item)
            changed = true
        }
        if changed { restackSections() }
    }

    /// Removes the deleted and moved-out items from the old sections (keeping the metrics of
    /// moved ones), assembles the new sections (continued, or laid out anew when inserted or
    /// when their layout changed), inserts the added items in ascending order, then forgets the
    /// measurements of reloaded and reconfigured items.
    ///
    /// A moved item keeps its metrics only into a section laid out with the layout they were
    /// computed with: metrics are relative to their section's layout (a table row's extent
    /// includes its separator, a grid item is measured at its column width, heights may be the
    /// layout's default or its estimate). Into a section of another layout, it enters as an
    /// inserted item does, so the section is what a fresh layout of the same data gives.
    @_specialize(where Metrics == TableSectionMetrics)
    @_specialize(where Metrics == GridSectionMetrics)
    func apply(_ plan: UpdatePlan, source: LayoutSource<Configuration>) {
        // The plan is in the data's order: the layout goes back to it first (the host's gesture
        // shows the carried move again afterwards).
        show(nil, source: source)
        // The old sections are taken out of `sections`, and each kept one out of `old`, so that
        // their height trees are edited in place: a second reference would make every node an
        // edit touches a copy (a leaf of 64 rows per change, most of the cost of a large update).
        var old: [Metrics?] = sections.map { $0 }
        sections = []
        // Each moved item's metrics, by its new path, read before its section's rows leave:
        // one lookup per arriving item, none per leaving one.
        var movedIn: [ItemPath: (element: HeightTree.Element, layout: Configuration)] = [:]
        movedIn.reserveCapacity(plan.moveDestinations.count)  // no rehash as it grows
        var movesOut = [[(from: Int, to: ItemPath)]](repeating: [], count: plan.moveDestinations.isEmpty ? 0 : old.count)
        for (from, to) in plan.moveDestinations where movesOut.indices.contains(from.section) {
            movesOut[from.section].append((from.item, to))
        }
        for section in old.indices where plan.destinationOfOldSection[section] != nil {
            guard var state = old[section].take() else { continue }
            if !movesOut.isEmpty {
                // Read in one call: each `state.items` would copy the tree's value.
                let moves = movesOut[section]
                for (move, element) in zip(moves, state.items.elements(at: moves.map(\.from))) {
                    movedIn[move.to] = (element, state.layout)
                }
            }
            // The rows leave in one sweep of the tree (thousands of scattered deletions cost one
            // walk, not one each).
            state.items.remove(atAscending: plan.removedItems[section])
            old[section] = state
        }
        var new: [Metrics] = []
        new.reserveCapacity(plan.sourceOfNewSection.count)
        for (index, origin) in plan.sourceOfNewSection.enumerated() {
            guard let oldIndex = origin, var state = old[oldIndex].take() else {
                new.append(Metrics(section: index, count: plan.newCounts[index], width: width, source: source))
                continue
            }
            if state.layout != source.sectionLayout(index) {
                // A kept section with a new layout (columns, spacing, estimates) is laid out anew.
                new.append(Metrics(section: index, count: plan.newCounts[index], width: width, source: source))
                continue
            }
            if plan.reloadedSections.contains(oldIndex) {
                state.header = source.supplementaryHeight(.header, index, width)
                state.footer = source.supplementaryHeight(.footer, index, width)
            }
            // Ascending; each run of consecutive new rows inserted at once (an outline's
            // expansion inserts thousands in one run).
            let added = plan.addedItems[index]
            var next = 0
            while next < added.count {
                let item = added[next]
                let path = ItemPath(item: item, section: index)
                if !movedIn.isEmpty, let origin = movedIn[path], origin.layout == state.layout {
                    state.items.insert(origin.element, at: item)
                    next += 1
                    continue
                }
                var run = [state.newItem(at: path, source: source)]
                next += 1
                while next < added.count, added[next] == item + run.count,
                      movedIn.isEmpty || movedIn[ItemPath(item: added[next], section: index)] == nil {
                    run.append(state.newItem(at: ItemPath(item: added[next], section: index), source: source))
                    next += 1
                }
                if run.count == 1 {
                    state.items.insert(run[0], at: item)
                } else {
                    state.items.insert(contentsOf: run, at: item)
                }
            }
            if !plan.addedItems[index].isEmpty || !plan.removedItems[oldIndex].isEmpty {
                state.itemsDidMove()
            }
            new.append(state)
        }
        sections = new
        sectionSpacing = source.interSectionSpacing
        restackSections()
        // Reloaded, then reconfigured items (each once): no union of the two sets is built.
        for path in plan.reloadedItems {
            if let newPath = plan.newPath(forOld: path) { invalidateHeight(at: newPath, source: source) }
        }
        for path in plan.reconfiguredItems where !plan.reloadedItems.contains(path) {
            if let newPath = plan.newPath(forOld: path) { invalidateHeight(at: newPath, source: source) }
        }
    }
}

extension SectionedLayoutEngine {
    /// - Complexity: O(log s).
    func sectionSpan(_ section: Int) -> (top: Double, bottom: Double) {
        let top = offsets.offset(of: section)
        return (top, top + offsets[section])
    }

    /// - Complexity: O(log s).
    func section(containing y: Double) -> Int? {
        guard y >= 0, y < offsets.total else { return nil }
        return offsets.index(containing: y)
    }

    /// - Complexity: O(1).
    func carousel(inSection section: Int) -> CarouselScroll? {
        sections.indices.contains(section) ? sections[section].carousel : nil
    }

    /// - Complexity: O(1).
    func scrollCarousel(inSection section: Int, to x: Double) {
        guard sections.indices.contains(section) else { return }
        sections[section].scrollCarousel(to: x)
    }

    /// - Complexity: O(1) plus the items returned.
    func carouselItems(inSection section: Int, meeting minX: Double, _ maxX: Double) -> Range<Int> {
        sections.indices.contains(section) ? sections[section].carouselItems(meeting: minX, maxX) : 0..<0
    }

    /// - Complexity: O(log s).
    func sideLabelFrame(inSection section: Int) -> Rect? {
        guard sections.indices.contains(section) else { return nil }
        let state = sections[section]
        guard state.sideLabelWidth > 0, state.bodyHeight > 0 else { return nil }
        return Rect(x: 0, y: bodyTop(of: section), width: state.sideLabelWidth, height: min(1, state.bodyHeight))
    }
}
