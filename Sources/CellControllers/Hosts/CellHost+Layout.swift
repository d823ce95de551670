extension CellHost {
    /// Where a scrolled-to item ends up in the viewport, like `UICollectionView.ScrollPosition`.
    ///
    /// Every position is clamped to the content: an item near the start or the end may stay
    /// below or above where the position would put it.
    public enum ScrollPosition: Hashable, Sendable {
        /// The item's top at the viewport's top (below its section's header when headers pin).
        case top
        /// The item centred vertically.
        case center
        /// The item's bottom at the viewport's bottom.
        case bottom
        /// The least scrolling that shows the whole item: none if it is fully visible already,
        /// else ``top`` if it is above (or taller than the viewport), else ``bottom``.
        case nearest
    }

    /// Discards all cells and layout, asks the data source for everything again, and displays
    /// the viewport, as UIKit's `reloadData()`.
    ///
    /// What a reload discards: the visible cells end displaying and return to the pool (the
    /// items then visible get configured cells and `willDisplay` again); every measured height;
    /// the selection, cleared without `didDeselect` (as in UIKit); revealed swipe actions; an
    /// interactive move in progress, cancelled without a report; where carousels were scrolled
    /// sideways (they start again at 0, as UIKit's orthogonal sections do).
    ///
    /// What it keeps: the content offset (clamped to the new content), the registrations and
    /// the reuse pool, and the prefetch window as far as it still applies: the window is worked
    /// out again for the new layout, and what leaves it is cancelled like what a scroll moves
    /// out of it (see ``CellHostDataSourcePrefetching``), even an item that no longer exists;
    /// what stays in it is not announced again.
    ///
    /// A new ``viewportSize`` width or a new ``layout`` lays everything out again the same way,
    /// but the data has not changed, so it keeps the selection and an interactive move in
    /// progress (for the items that still exist), as UIKit does across a size or layout change.
    ///
    /// With an estimated height in the layout, no item outside the viewport is measured.
    ///
    /// - Complexity: O(s + n) to build the layout (no data source call per item with estimated
    ///   heights), plus the visible cells.
    public func reloadData() {
        reload(keepingSelectionAndMove: false)
    }

    /// Lays everything out again for the same data, after a change of the viewport's width or
    /// of the layout: a reload (see ``reloadData()``) that keeps the selection and the
    /// interactive move in progress, for the items that still exist.
    func relayout() {
        reload(keepingSelectionAndMove: true)
    }

    /// Lays everything out again from the data source's counts. The prefetch window is not
    /// emptied: the layout pass at the end updates it, cancelling what left it.
    ///
    /// A bottom-anchored list (``ScrollAnchoring/bottom``) at its end, or loading for the first
    /// time, shows the end of the new content (`keepingEnd`, by default worked out from the
    /// host before the reload); otherwise the offset is kept, clamped.
    ///
    /// With `carried` (see ``reload(restoring:)``), its measured heights, selection and carousel
    /// offsets are put back after the new layout, and its anchor is kept in place (unless the
    /// end is kept).
    func reload(keepingSelectionAndMove: Bool, keepingEnd: Bool? = nil, restoring carried: HostReloadState<Layout>? = nil) {
        let keepsEnd = keepingEnd ?? (scrollAnchoring == .bottom && isScrolledToEnd)
        endDisplaying(visible.keys)
        let keptMovement = keepingSelectionAndMove ? gesture.movement : nil
        if !keepingSelectionAndMove { selection.removeAll() }
        // Selected from the start: the layout below may ask for items (to measure them), and the
        // data source may keep what is selected meanwhile (an adapter's live controllers).
        for path in carried?.selection ?? [] { selection.insert(path) }
        gesture = .idle
        phase.markLoaded()
        let counts = currentDataSourceCounts()
        // A reload of the data starts carousels again at 0, as UIKit's `reloadData()` does; a
        // relayout of the same data keeps where they were scrolled to.
        engine.reload(counts: counts, width: viewportSize.width, source: layoutSource(), keepingCarouselOffsets: keepingSelectionAndMove)
        if let carried {
            engine.restoreMeasuredItems(carried.measured)
            restoreCarousels(carried.carousels)
        }
        // The data source may have changed its counts without telling the host.
        selection.keep(where: engine.contains)
        if let keptMovement, engine.contains(keptMovement.source),
           (try? checkTarget(keptMovement.target, from: keptMovement.source)) != nil {
            gesture = .moving(keptMovement)
        }
        if !keepsEnd, let anchor = carried?.anchor {
            layoutVisibleElements(keeping: anchor)
            return
        }
        viewport.offset = keepsEnd ? viewport.end(contentHeight: engine.contentSize.height) : clamped(contentOffset)
        // Ends with the prefetch window's update, which cancels what left it.
        layoutVisibleElements(keepingEnd: keepsEnd)
    }

    /// Moves the viewport to `target` for a scroll, the app's or the user's: revealed swipe
    /// actions and a presented context menu hide if it moves, as a finger dragging the list
    /// hides them. The host's own
    /// adjustments of the offset (clamping it after an update or a resize, keeping a row in
    /// place while estimated heights are measured) are not scrolls and leave them on their row.
    func scroll(to target: Point) {
        if target != contentOffset { changeGesture { $0.dismissTransient() } }
        viewport.offset = target
    }

    /// Scrolls so that the item is at `position` in the viewport, as UIKit's
    /// `scrollToItem(at:at:animated:)`: the offset is clamped to the content, and with
    /// ``ScrollPosition/nearest`` a fully visible item does not move. Where headers pin
    /// (``CellLayout/pinsSectionHeaders``), the item's section header covers the top of the
    /// viewport, so ``ScrollPosition/top`` puts the item just below it and
    /// ``ScrollPosition/nearest`` counts an item under it as not fully visible; a pinned footer
    /// (``CellLayout/pinsSectionFooters``) covers the bottom the same way, for
    /// ``ScrollPosition/bottom``, and the bars of ``setPinnedInsets(_:)`` cover both ends whether or not
    /// anything pins (``ScrollPosition/center`` centres the item between the bars).
    /// With estimated heights, it measures what it reveals and scrolls again (up to four times).
    /// An item of a carousel section (``GridLayout/carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:)``) is also scrolled into view
    /// sideways: its carousel moves the least that shows the whole item.
    ///
    /// - Parameters:
    ///   - itemPath: the item to scroll to.
    ///   - position: where the item ends up in the viewport.
    ///   - animated: accepted for source compatibility with UIKit; a headless host has no
    ///     animation, so the scroll (and its display events) happens before the call returns.
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)`` for a path that does
    ///   not exist; the host does not move.
    /// - Complexity: O(log n) plus the cells that enter or leave.
    public func scrollToItem(at itemPath: ItemPath, at position: ScrollPosition = .top, animated: Bool = false) throws(CellHostError) {
        loadIfNeeded()
        try checkRange(itemPath, throwing: CellHostError.self)
        // An item of a carousel is brought into view sideways too.
        revealInCarousel(itemPath)
        for _ in 0..<4 {
            guard let frame = engine.frame(for: .item(itemPath)) else { return }
            // The band between what covers the viewport's top and its bottom (bars, pinned
            // header and footer) is where the item is shown.
            let covered = coveredEdges(forItemsOf: itemPath.section)
            let bandTop = covered.top, bandBottom = viewportSize.height - covered.bottom
            let y = switch position {
            case .top: frame.minY - bandTop
            // Centred between the bars, as UIKit centres within the adjusted content insets.
            case .center: frame.minY + frame.height / 2 - (pinnedInsets.top + viewportSize.height - pinnedInsets.bottom) / 2
            case .bottom: frame.maxY - bandBottom
            case .nearest:
                if frame.minY >= contentOffset.y + bandTop, frame.maxY <= contentOffset.y + bandBottom {
                    contentOffset.y
                } else if frame.minY < contentOffset.y + bandTop || frame.height > bandBottom - bandTop {
                    frame.minY - bandTop
                } else {
                    frame.maxY - bandBottom
                }
            }
            let target = clamped(Point(x: contentOffset.x, y: y))
            if target == contentOffset, engine.frame(for: .item(itemPath)) == frame { break }
            scroll(to: target)
            layoutVisibleElements(anchor: .item(itemPath))
        }
    }

    /// The total size of the laid-out content.
    public var contentSize: Size {
        loadIfNeeded()
        return engine.contentSize
    }

    /// The element's frame in content coordinates (UIKit's `rectForRow(at:)`,
    /// `rectForHeader(inSection:)`, `rectForFooter(inSection:)`), or `nil` when it does not
    /// exist. An item's frame is where it is laid out; a pinned header's or footer's is where it
    /// is pinned at the current offset (as `UICollectionViewFlowLayout` reports it), not where it
    /// is laid out.
    ///
    /// ```swift
    /// let row = host.rect(for: .item(ItemPath(item: 0, section: 0)))
    /// let header = host.rect(for: .supplementary(.header, section: 0))
    /// ```
    ///
    /// - Complexity: O(log n).
    public func rect(for element: LayoutElement) -> Rect? {
        loadIfNeeded()
        switch element {
        case .item: return engine.frame(for: element)
        case .supplementary: return displayedFrame(for: element)
        }
    }

    /// The element shown under `point` (content coordinates), as UIKit's
    /// `indexPathForItem(at:)` for an item: an item, a header or a footer, or `nil` (spacing, an
    /// inset, a side label, or nothing). A pinned header or footer is found where it is shown,
    /// on top of the rows it covers (which it hides).
    ///
    /// - Complexity: O(log n) plus the elements shown.
    public func element(at point: Point) -> LayoutElement? {
        loadIfNeeded()
        return elementShown(at: point)
    }

    /// The paths of the visible items, in display order. (While an interactive move is in
    /// progress, they are the items' paths before the move, in that order, though the moved
    /// item is drawn at its target: see ``beginInteractiveMovementForItem(at:)``.)
    public var indexPathsForVisibleItems: [ItemPath] {
        loadIfNeeded()
        return visible.keys.compactMap(\.itemPath).sorted()
    }

    /// The visible item cells, in the order of ``indexPathsForVisibleItems``.
    package var visibleCells: [Layout.Cell] {
        indexPathsForVisibleItems.compactMap { visible[.item($0)]?.cell }
    }

    /// The rectangle of content the viewport shows.
    package var visibleRect: Rect { viewport.rect }

    /// Lays out the viewport if ``reloadData()`` has not run yet.
    public func layoutIfNeeded() {
        loadIfNeeded()
    }

    func loadIfNeeded() {
        if !phase.isLoaded { reloadData() }
    }

    /// Throws `Failure`'s error for a path out of range unless `path` is an item laid out: the
    /// range check of every throwing API that takes an item path.
    func checkRange<Failure: ItemRangeError>(_ path: ItemPath, throwing _: Failure.Type) throws(Failure) {
        guard let violation = engine.rangeViolation(of: path) else { return }
        throw Failure.itemOutOfRange(path, sectionCount: violation.sectionCount, itemCount: violation.itemCount)
    }

    /// The data source's item counts, per section (negative counts read as 0).
    func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return UpdatePlan.itemCounts(sectionCount: dataSource.numberOfSections(in: typedSelf)) { max(0, dataSource.host(typedSelf, numberOfItemsInSection: $0)) }
    }

    /// `offset` kept within the content (see `Viewport.clamped(_:contentHeight:)`).
    func clamped(_ offset: Point) -> Point {
        viewport.clamped(offset, contentHeight: engine.contentSize.height)
    }

    /// The height sources for the engine: data source, then the section layout's default, then
    /// measuring a configured cell. A side label column that does not fit is reported as the
    /// data source's errors are (``lastError`` and the delegate).
    func layoutSource() -> LayoutSource<Layout> {
        LayoutSource(
            sectionLayout: { [unowned self] section in self.sectionLayout(section) },
            itemHeight: { [unowned self] path, width in self.resolveHeight(of: path, width: width, cell: nil) },
            givesItemHeights: { [unowned self] section in self.dataSource?.host(self.typedSelf, givesItemHeightsInSection: section) ?? false },
            supplementaryHeight: { [unowned self] kind, section, width in
                self.measure(.supplementary(kind, section: section), width: width)
            },
            sideLabelDoesNotFit: { [unowned self] section, width in
                let error = CellHostError.sideLabelDoesNotFit(section: section, width: width, viewportWidth: self.viewportSize.width)
                self.lastError = error
                self.delegate?.host(self.typedSelf, didFailWith: error)
            },
            interSectionSpacing: layout.interSectionSpacing)
    }

    func sectionLayout(_ section: Int) -> Layout {
        dataSource?.host(typedSelf, layoutForSection: section) ?? layout
    }

    /// The real height of an item: from the data source, the layout of the section it is laid
    /// out in (`section`, by default where it is shown: while it is moved, its target's), or by
    /// measuring `cell` (or a cell dequeued for the purpose and returned to the pool).
    func resolveHeight(of path: ItemPath, width: Double, cell: Layout.Cell?, laidOutIn section: Int? = nil) -> Double {
        if let height = dataSource?.host(typedSelf, heightForItemAt: path, width: width) { return max(0, height) }
        if let height = engine.defaultItemHeight(of: sectionLayout(section ?? engine.shownSection(ofItemAt: path))) { return max(0, height) }
        if let cell { return max(0, cell.preferredHeight(forWidth: width)) }
        return measure(.item(path), width: width)
    }

    /// Measures `element` with a cell configured for the purpose and returned to the pool; 0
    /// when the data source gives no cell (a section without that header or footer).
    private func measure(_ element: LayoutElement, width: Double) -> Double {
        guard let cell = obtainCell(for: element) else { return 0 }
        defer { enqueueReusableCell(cell) }
        return max(0, cell.preferredHeight(forWidth: width))
    }

    /// Asks the data source for a configured cell; errors go to ``lastError`` and the delegate.
    func obtainCell(for element: LayoutElement) -> Layout.Cell? {
        guard let dataSource else { return nil }
        do throws(CellHostError) {
            switch element {
            case .item(let path):
                return try dataSource.host(typedSelf, cellForItemAt: path)
            case .supplementary(let kind, let section):
                return try dataSource.host(typedSelf, cellForSupplementary: kind, inSection: section)
            }
        } catch {
            lastError = error
            delegate?.host(typedSelf, didFailWith: error)
            return nil
        }
    }

    /// Brings the displayed cells in line with the viewport: cells that left end displaying and
    /// return to the pool first (so entering ones can reuse them), entering cells are dequeued,
    /// estimated items that became visible are measured (keeping `anchor`, or the first element
    /// that was already on screen, where it was, or with `keepingEnd` the viewport at the end of
    /// the content), and `willDisplay` is sent last, once the set of visible elements is stable
    /// (each preceded by its section's `willDisplaySection` when it is the section's first
    /// element on screen; the host's visibility thresholds are the item's unless its delegate
    /// gives others during its `willDisplay`). Then the visibility crossings of the items (see
    /// `CellHost+Visibility`), the prefetch window, and last the content offset, if it changed.
    ///
    /// `anchorScreenTop` is where `anchor` is meant to be on screen (a scroll anchor's place),
    /// which the offset may not have reached yet because it was clamped to content whose items
    /// were still estimated: each measurement then moves `anchor` towards that place, as far as
    /// the measured content allows, rather than keeping it where the clamp left it.
    func layoutVisibleElements(anchor preferredAnchor: LayoutElement? = nil, at anchorScreenTop: Double? = nil, keepingEnd: Bool = false) {
        guard phase.isLoaded else { return }
        let wasVisible = Set(visible.keys)
        for _ in 0..<8 {
            let elements = elementsShown(in: visibleRect)
            let current = Set(elements)
            endDisplaying(visible.keys.filter { !current.contains($0) })
            for element in elements where visible[element] == nil {
                if let cell = obtainCell(for: element) {
                    visible[element] = DisplayedCell(cell: cell, announced: false)
                }
            }
            let estimated = elements.filter { element in
                element.itemPath.map(engine.isEstimated) ?? false
            }
            guard !estimated.isEmpty else { break }
            let anchor = preferredAnchor.flatMap { current.contains($0) ? $0 : nil }
                ?? elements.first(where: wasVisible.contains) ?? elements.first
            let anchorTop = anchor.flatMap { engine.frame(for: $0)?.minY }
            for case .item(let path) in estimated {
                let width = engine.itemWidth(forItemAt: path)
                engine.setMeasuredHeight(resolveHeight(of: path, width: width, cell: visible[.item(path)]?.cell), at: path)
            }
            if keepingEnd {
                viewport.offset = viewport.end(contentHeight: engine.contentSize.height)
            } else if let anchor, let anchorTop, let newTop = engine.frame(for: anchor)?.minY {
                let screenTop = anchor == preferredAnchor ? anchorScreenTop ?? anchorTop - contentOffset.y : anchorTop - contentOffset.y
                viewport.offset = clamped(Point(x: contentOffset.x, y: newTop - screenTop))
            } else {
                viewport.offset = clamped(contentOffset)
            }
        }
        let span = uncoveredSpan()
        var tracksCrossings = false
        for (element, displayed) in visible {
            if let frame = displayedFrame(for: element) { displayed.cell.frame = frame }
            displayed.cell.visibleFraction = element.itemPath == nil
                ? Self.visibleFraction(of: displayed.cell.frame, top: contentOffset.y, bottom: contentOffset.y + viewportSize.height, width: .infinity)
                : Self.visibleFraction(of: displayed.cell.frame, top: span.top, bottom: span.bottom, width: sidewaysWidth(of: element))
            if !displayed.thresholds.isEmpty { tracksCrossings = true }
            // A cell displayed anew is told its state even when it equals the one it has,
            // so that nothing of the item it showed before stays.
            displayed.cell.setState(cellState(of: element, cell: displayed.cell), force: !displayed.announced)
        }
        let order = visible.keys.sorted()
        for element in order where visible[element]?.announced == false {
            guard let cell = visible[element]?.cell else { continue }
            visible[element]?.announced = true
            if let path = element.itemPath { prefetching.didDisplay(path) }
            if !visibility.thresholds.isEmpty, element.itemPath != nil {
                visible[element]?.thresholds = visibility.thresholds
                tracksCrossings = true
            }
            announceSection(of: element)
            delegate?.host(typedSelf, didChangeDisplayOf: cell, for: element, to: true)
        }
        if visibility.thresholdsGiven {
            visibility.thresholdsGiven = false
            tracksCrossings = true
        }
        if tracksCrossings { reportVisibilityCrossings(in: order) }
        updatePrefetchWindow()
        reportScrollIfMoved()
    }

    /// Removes `elements` from the visible ones and ends displaying them, in display order.
    func endDisplaying<Elements: Sequence<LayoutElement>>(_ elements: Elements) {
        for element in elements.sorted() {
            if let displayed = visible.removeValue(forKey: element) { endDisplaying(element, displayed) }
        }
    }

    /// Sends an item's crossings down to 0 (see `CellHost+Visibility`), `didEndDisplaying` (if
    /// `willDisplay` was sent) and its section's end if it was the last element of it on screen,
    /// and returns the cell to the pool.
    func endDisplaying(_ element: LayoutElement, _ displayed: DisplayedCell<Layout.Cell>) {
        reportCrossingsDown(of: element, displayed)
        if displayed.announced {
            delegate?.host(typedSelf, didChangeDisplayOf: displayed.cell, for: element, to: false)
            endSection(of: element)
        }
        enqueueReusableCell(displayed.cell)
    }
}
