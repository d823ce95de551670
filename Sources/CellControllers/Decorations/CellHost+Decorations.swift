extension CellHost {
    /// Draws the badge of the item displayed in `area` (its frame on the canvas), if its data
    /// source gives one, over the top-right corner of its first line: right-aligned, clipped to
    /// the area (a badge wider than the cell shows its start).
    ///
    /// - Complexity: O(the badge's length).
    func drawBadge(of path: ItemPath, in area: TextCanvas.Area, on canvas: inout TextCanvas) {
        guard area.lineCount > 0, area.width > 0, let badge = dataSource?.host(typedSelf, badgeForItemAt: path), !badge.isEmpty else { return }
        let text = TextRendering.clipped(badge, width: area.width)
        canvas.draw(text, x: area.right - TextRendering.columnWidth(of: text), y: area.top, maxWidth: area.width)
    }

    /// Draws the section backgrounds of the sections on screen on `canvas`, before the cells.
    ///
    /// - Complexity: O(s' log s) for the s' sections on screen, plus the columns drawn.
    func drawSectionBackgrounds(on canvas: inout TextCanvas) {
        let rect = visibleRect
        guard var section = engine.section(containing: max(0, rect.minY)) else { return }
        while section < engine.numberOfSections {
            let span = engine.sectionSpan(section)
            if span.top >= rect.maxY { break }
            defer { section += 1 }
            guard let background = engine.sectionBackground(of: sectionLayout(section)) else { continue }
            let top = engine.frame(for: .supplementary(.header, section: section))?.maxY ?? span.top
            let bottom = engine.frame(for: .supplementary(.footer, section: section))?.minY ?? span.bottom
            guard bottom > top else { continue }
            // Behind the items: right of a side label's column.
            let left = engine.sideLabelFrame(inSection: section)?.width ?? 0
            let area = TextCanvas.Area(Rect(x: left, y: top, width: viewportSize.width - left, height: bottom - top), viewportTop: rect.minY)
            switch background {
            case .fill(let character):
                canvas.fill(TextRendering.columnWidth(of: character) == 1 ? character : " ", area)
            case .box:
                drawBox(area, on: &canvas)
            }
        }
    }

    /// A box around `area`: its first and last lines and columns.
    private func drawBox(_ area: TextCanvas.Area, on canvas: inout TextCanvas) {
        guard area.lineCount > 0, area.width > 1 else { return }
        let last = area.top + area.lineCount - 1
        func cell(_ character: Character, _ x: Int, _ y: Int) {
            canvas.fill(character, TextCanvas.Area(left: x, right: x + 1, top: y, lineCount: 1))
        }
        for y in area.top...last {
            cell("│", area.left, y)
            cell("│", area.right - 1, y)
        }
        for x in area.left..<area.right {
            cell(x == area.left ? (area.lineCount == 1 ? "[" : "┌") : x == area.right - 1 ? (area.lineCount == 1 ? "]" : "┐") : "─", x, area.top)
            if last > area.top { cell(x == area.left ? "└" : x == area.right - 1 ? "┘" : "─", x, last) }
        }
    }
}
