extension CellHost {
    /// The frame of the section's side label where it is shown (see ``SideLabelLayout``), or
    /// `nil` when the section has none: no side label column in its layout (or one that does
    /// not fit), no items, or no label from the data source (``CellHostDataSource/host(_:sideLabelForSection:)``).
    ///
    /// The label is one line high, its column wide, at the top of the section's items; a label
    /// whose column pins (`pinsToVisibleBounds`) is held at the top of the
    /// viewport, below the bars (``setPinnedInsets(_:)``) and the section's pinned header, while the
    /// section's items are there, and pushed up by their end: as ``rect(for:)``
    /// reports a pinned header, it is where it is shown at the current offset.
    ///
    /// - Complexity: O(log s) for s sections.
    package func rectForSideLabel(inSection section: Int) -> Rect? {
        loadIfNeeded()
        // The column first: the data source is not asked for sections without one.
        guard let frame = displayedSideLabelFrame(inSection: section),
              let label = dataSource?.host(typedSelf, sideLabelForSection: section), !label.isEmpty else { return nil }
        return frame
    }

    /// The section whose side label is shown under `point` (content coordinates), or `nil`.
    /// A side label covers what is under it: ``element(at:)`` finds no item there, and
    /// ``tap(at:)-(Point)`` reaches no element (it only hides revealed swipe actions).
    ///
    /// - Complexity: O(s' log s) for the s' sections on screen.
    package func sectionForSideLabel(at point: Point) -> Int? {
        loadIfNeeded()
        return sectionsShowingSideLabels().last { section in
            rectForSideLabel(inSection: section)?.contains(point) ?? false
        }
    }

    /// The sections whose side labels are on screen (their frames meet the viewport), in
    /// display order: the side labels among the visible supplementary elements.
    ///
    /// - Complexity: O(s' log s) for the s' sections on screen.
    package var sectionsForVisibleSideLabels: [Int] {
        loadIfNeeded()
        let rect = visibleRect
        return sectionsShowingSideLabels().filter { section in
            rectForSideLabel(inSection: section)?.intersects(rect) ?? false
        }
    }

    /// Where the section's side label column is shown at the current offset (whatever the
    /// label's text), or `nil` for a section without one: laid out at the top of its items, or,
    /// where it pins, `y = min(max(target, bodyTop), bodyBottom - height)` with the target the
    /// top of what the bars and the section's pinned header leave.
    ///
    /// - Complexity: O(log s).
    func displayedSideLabelFrame(inSection section: Int) -> Rect? {
        guard let frame = engine.sideLabelFrame(inSection: section) else { return nil }
        guard engine.layout(ofSection: section)?.sideLabel?.pinsToVisibleBounds ?? false else { return frame }
        let bodyBottom = engine.frame(for: .supplementary(.footer, section: section))?.minY ?? engine.sectionSpan(section).bottom
        let target = contentOffset.y + coveredEdges(forItemsOf: section).top
        let y = min(max(target, frame.minY), bodyBottom - frame.height)
        return Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)
    }

    /// The sections that meet the viewport, in display order (those whose side labels may be
    /// shown: a label stays within its section).
    ///
    /// - Complexity: O(s' log s) for the s' sections on screen.
    private func sectionsShowingSideLabels() -> [Int] {
        let rect = visibleRect
        guard var section = engine.section(containing: max(0, rect.minY)) else { return [] }
        var sections: [Int] = []
        while section < engine.numberOfSections, engine.sectionSpan(section).top < rect.maxY {
            sections.append(section)
            section += 1
        }
        return sections
    }

    /// Draws the side labels of the sections on screen on `canvas`: each label's column on its
    /// line cleared (it covers what scrolls under it), then its text, left-aligned and clipped
    /// to the column.
    ///
    /// - Complexity: O(s' log s) for the s' sections on screen, plus the columns drawn.
    func drawSideLabels(on canvas: inout TextCanvas) {
        for section in sectionsForVisibleSideLabels {
            guard let frame = rectForSideLabel(inSection: section), let label = dataSource?.host(typedSelf, sideLabelForSection: section) else { continue }
            let area = TextCanvas.Area(frame, viewportTop: contentOffset.y)
            guard area.lineCount > 0, area.width > 0 else { continue }
            canvas.fill(" ", area)
            canvas.draw(TextRendering.clipped(label, width: area.width), x: area.left, y: area.top, maxWidth: area.width)
        }
    }
}
