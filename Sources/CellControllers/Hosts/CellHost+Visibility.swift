extension CellHost {
    /// The visibility thresholds of the items (but those whose controller has its own,
    /// ``CellController/visibilityThresholds``, with a ``CellControllerAdapter``): the fractions of an item on
    /// screen at which the delegate hears ``CellHostDelegate/host(_:didCrossVisibilityThreshold:of:forItemAt:)``,
    /// up and down (`[0.5]` for impressions, `[0.5, 1]` to also know when it is wholly on screen).
    ///
    /// Empty by default: no crossings are reported (fractions are still kept:
    /// ``CellView/visibleFraction``). Values are kept finite and in `0 < t <= 1`, ascending and
    /// without repeats; others are dropped. An item keeps the thresholds it was displayed with
    /// until it ends displaying: a change applies to the items displayed from then on.
    public var visibilityThresholds: [Double] {
        get { visibility.thresholds }
        set { visibility.thresholds = VisibilityTracker.normalized(newValue) }
    }

    /// The fraction of the item's height on screen, from 0 (not displayed) to 1 (wholly on
    /// screen): the part of its frame inside the viewport and not covered by the bars over its
    /// ends (``setPinnedInsets(_:)``) or by a pinned section header or footer
    /// (``CellLayout/pinsSectionHeaders``, ``CellLayout/pinsSectionFooters``: held at the ends
    /// of what the bars leave, they are drawn over the rows under them), divided by its height. An item of height 0 has 0. Items span the
    /// viewport's width (a grid's columns are inside it), so only heights count, except in a
    /// carousel (``GridLayout/carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:)``), whose items scrolled partly past the viewport's left
    /// or right edge count the part of their width inside it too: the fraction is then the
    /// height's times the width's.
    ///
    /// It is the item's cell's ``CellView/visibleFraction``, which every layout pass that moves
    /// or changes what is shown (a scroll, an apply or batch update, a resize, a re-measure, a
    /// reload) works out again for the displayed cells, before their `willDisplay`.
    ///
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)`` for a path that does
    ///   not exist; nothing changes.
    /// - Complexity: O(1) expected.
    package func visibleFraction(ofItemAt itemPath: ItemPath) throws(CellHostError) -> Double {
        loadIfNeeded()
        try checkRange(itemPath, throwing: CellHostError.self)
        return visible[.item(itemPath)]?.cell.visibleFraction ?? 0
    }

    /// The part of the content where items are shown uncovered: the viewport less the bars over
    /// its ends (``setPinnedInsets(_:)``), less the pinned header held at the top of what remains and
    /// the pinned footer held at its bottom (each drawn over the rows under it). Headers and
    /// footers themselves are measured against the whole viewport.
    ///
    /// - Complexity: O(log n).
    func uncoveredSpan() -> (top: Double, bottom: Double) {
        var top = contentOffset.y + pinnedInsets.top
        var bottom = contentOffset.y + viewportSize.height - pinnedInsets.bottom
        // Only the header of the section at the top can be held there, and only the footer of
        // the section at the bottom (see `elementsShown(in:)`).
        if let section = engine.section(containing: top),
           let frame = heldFrame(.supplementary(.header, section: section)), frame.minY <= top {
            top = max(top, frame.maxY)
        }
        if let section = engine.section(containing: bottom),
           let frame = heldFrame(.supplementary(.footer, section: section)), frame.maxY >= bottom {
            bottom = min(bottom, frame.minY)
        }
        return (top, max(top, bottom))
    }

    /// The visible items with their frames, those the user sees first (any part of them in
    /// ``uncoveredSpan()``), then those wholly under a bar or a pinned header or footer, each
    /// group in display order: what the scroll anchor keeps in place and the scroll position
    /// names first.
    ///
    /// - Complexity: O(v log v) for v visible cells.
    func visibleItemsSeenFirst() -> [(path: ItemPath, frame: Rect)] {
        let span = uncoveredSpan()
        let items = visible.keys.compactMap(\.itemPath).sorted().compactMap { path in
            engine.frame(for: .item(path)).map { (path: path, frame: $0) }
        }
        func isSeen(_ frame: Rect) -> Bool { Self.visibleFraction(of: frame, top: span.top, bottom: span.bottom, width: .infinity) > 0 }
        return items.filter { isSeen($0.frame) } + items.filter { !isSeen($0.frame) }
    }

    /// The frame `element` is shown at, if it is a displayed pinned header or footer.
    private func heldFrame(_ element: LayoutElement) -> Rect? {
        guard isPinned(element), visible[element] != nil else { return nil }
        return displayedFrame(for: element)
    }

    /// The width that clips `element` sideways for its visible fraction: the viewport's for an
    /// item of a carousel, none (infinite) for everything else, which spans the viewport's
    /// width (so that a grid column's rounded edge never counts as past it).
    func sidewaysWidth(of element: LayoutElement) -> Double {
        guard let path = element.itemPath, engine.carousel(inSection: path.section) != nil else { return .infinity }
        return viewportSize.width
    }

    /// The fraction of `frame`'s height between `top` and `bottom`: 0 for an empty frame or one
    /// outside, at most 1; for a frame that crosses the viewport's left or right edge (a
    /// carousel's item, `width` being the viewport's), times the fraction of its width inside.
    static func visibleFraction(of frame: Rect, top: Double, bottom: Double, width: Double) -> Double {
        guard frame.height > 0 else { return 0 }
        let shown = min(frame.maxY, bottom) - max(frame.minY, top)
        let vertical = shown > 0 ? min(1, shown / frame.height) : 0
        guard frame.minX < 0 || frame.maxX > width, frame.width > 0 else { return vertical }
        let across = min(frame.maxX, width) - max(frame.minX, 0)
        return across > 0 ? vertical * min(1, across / frame.width) : 0
    }

    /// The number of `thresholds` (ascending) that `fraction` is past: at or above.
    static func thresholdsPast(_ fraction: Double, in thresholds: [Double]) -> Int {
        var count = 0
        while count < thresholds.count, thresholds[count] <= fraction { count += 1 }
        return count
    }

    /// Notes that the element with `cell` was announced (its `willDisplay` is next): its section's
    /// `willDisplaySection` if it is the section's first element on screen.
    func announceSection(of element: LayoutElement) {
        if visibility.elementAnnounced(inSection: element.section) { delegate?.host(typedSelf, didChangeDisplayOfSection: element.section, to: true) }
    }

    /// During the `willDisplay` of the item at `path` in `cell`: `thresholds` replace the host's
    /// for this display (an adapter gives its controller's own). Ignored for a cell that is
    /// not being displayed there, or whose crossings were already reported.
    ///
    /// - Complexity: O(t log t) for t thresholds, plus O(1) expected.
    func useVisibilityThresholds(_ thresholds: [Double], for cell: Layout.Cell, at path: ItemPath) {
        let element = LayoutElement.item(path)
        guard let displayed = visible[element], displayed.cell === cell, displayed.pastThresholds == 0 else { return }
        let normalized = VisibilityTracker.normalized(thresholds)
        visible[element]?.thresholds = normalized
        if !normalized.isEmpty { visibility.thresholdsGiven = true }
    }

    /// Reports the threshold crossings of the displayed items, in `order` (display order), one
    /// threshold at a time: each crossing is recorded before it is reported, so that a handler
    /// that scrolls or applies (a nested layout pass, which reports from the record) neither
    /// repeats nor loses one.
    ///
    /// - Complexity: O(v + c) for v displayed elements and c crossings.
    func reportVisibilityCrossings(in order: [LayoutElement]) {
        for element in order {
            guard case .item(let path) = element, let cell = visible[element]?.cell else { continue }
            while let displayed = visible[element], displayed.cell === cell, displayed.announced, !displayed.thresholds.isEmpty {
                let fraction = cell.visibleFraction
                let past = displayed.pastThresholds
                let target = Self.thresholdsPast(fraction, in: displayed.thresholds)
                if target > past {
                    visible[element]?.pastThresholds = past + 1
                    delegate?.host(typedSelf, didCrossVisibilityThreshold: VisibilityCrossing(threshold: displayed.thresholds[past], direction: .up, fraction: fraction), of: cell, forItemAt: path)
                } else if target < past {
                    visible[element]?.pastThresholds = past - 1
                    delegate?.host(typedSelf, didCrossVisibilityThreshold: VisibilityCrossing(threshold: displayed.thresholds[past - 1], direction: .down, fraction: fraction), of: cell, forItemAt: path)
                } else {
                    break
                }
            }
        }
    }

    /// Before an element that left the screen ends displaying: an item crosses down every
    /// threshold it was past, to a fraction of 0, highest first.
    func reportCrossingsDown(of element: LayoutElement, _ displayed: DisplayedCell<Layout.Cell>) {
        displayed.cell.visibleFraction = 0
        guard case .item(let path) = element, displayed.pastThresholds > 0 else { return }
        for index in stride(from: displayed.pastThresholds - 1, through: 0, by: -1) {
            delegate?.host(typedSelf, didCrossVisibilityThreshold: VisibilityCrossing(threshold: displayed.thresholds[index], direction: .down, fraction: 0), of: displayed.cell, forItemAt: path)
        }
    }

    /// After an element that was announced ended displaying: its section's
    /// `didEndDisplayingSection` if it was the section's last element on screen.
    func endSection(of element: LayoutElement) {
        if visibility.elementEnded(inSection: element.section) { delegate?.host(typedSelf, didChangeDisplayOfSection: element.section, to: false) }
    }

    /// After a batch update moved the displayed cells to their new elements: the sections left
    /// without a displayed element end displaying, and those that gained their first (an item
    /// moved into them) will display.
    func carryOverSectionDisplay(_ plan: UpdatePlan) {
        let sections = visible.lazy.filter { $0.value.announced }.map { $0.key.section }
        let (ended, displayed) = visibility.carryOver(plan, sectionsOfAnnounced: sections)
        for section in ended { delegate?.host(typedSelf, didChangeDisplayOfSection: section, to: false) }
        for section in displayed { delegate?.host(typedSelf, didChangeDisplayOfSection: section, to: true) }
    }

    /// At the end of a layout pass: the delegate hears of a new content offset, once.
    func reportScrollIfMoved() {
        guard contentOffset != visibility.reportedOffset else { return }
        visibility.reportedOffset = contentOffset
        delegate?.host(typedSelf, didScroll: contentOffset)
    }
}
