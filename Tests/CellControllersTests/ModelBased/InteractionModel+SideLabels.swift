import CellControllers
import CellControllersTestSupport

// Side labels (issue 19, compositional sections): a section whose layout has a side label
// column (`SideLabelLayout`, pinned or not) shows its label left of its items, at their top.
// Now and then the host's layouts and the sections' own (carousels too) get a column; every
// section but every fourth has a label. The checks work out each label's frame from the
// section's geometry, the offset, the bars and the pinned header, and compare the host's frame,
// its visible labels, the items' inset, the rendered column and hit testing; an operation taps
// a label.

extension InteractionModel {
    /// The side label of a section: its id (clipped by narrow columns), none for every fourth.
    static func sideLabel(of section: SectionModel) -> String? {
        section.id % 4 == 3 ? nil : "L\(section.id)"
    }

    /// `section` with the side label of `model`.
    @MainActor
    static func withSideLabel<Host>(of model: SectionModel, _ section: ControllerSection<Host>) -> ControllerSection<Host> {
        var section = section
        section.sideLabel = sideLabel(of: model)
        return section
    }
}

extension TableLayout {
    /// The layout with `sideLabel` as its side label column.
    func withSideLabel(_ sideLabel: SideLabelLayout?) -> TableLayout {
        var layout = self
        layout.sideLabel = sideLabel
        return layout
    }
}

extension InteractionModel.Configuration {
    /// Now and then, side label columns (2 to 5 wide, pinned or not) in the host's layouts and
    /// the sections' own (carousels too: their cards start after the column and scroll under
    /// it). Drawn from a generator of its own, so that the rest
    /// of each seed's configuration stays what it was.
    mutating func addSideLabels(seed: UInt64) {
        var random = DiffTestRandom(seed: seed &* 0xA24B_AED4_963E_E407 &+ 53)
        guard random.chance(0.4) else { return }
        func draw() -> SideLabelLayout {
            SideLabelLayout(width: Double(random.int(2...5)), pinsToVisibleBounds: random.chance(0.5))
        }
        for index in hostLayouts.indices where random.chance(0.7) { hostLayouts[index].sideLabel = draw() }
        for index in sectionLayouts.indices where random.chance(0.6) { sectionLayouts[index].sideLabel = draw() }
    }
}

extension InteractionModel.Generator {
    /// Whether any layout has a side label column.
    var hasSideLabels: Bool {
        config.hostLayouts.contains { $0.sideLabel != nil } || config.sectionLayouts.contains { $0.sideLabel != nil }
    }

    /// A tap on the side label of a section of the screen.
    mutating func drawSideLabel(_ s: InteractionModel.Situation) -> InteractionModel.Operation? {
        guard hasSideLabels, !s.reference.data.sections.isEmpty else { return nil }
        return .tapSideLabel(section: random.pick(s.reference.data.sections).id)
    }
}

extension InteractionModel.Driver {
    /// Where the side label of the section at `index` must be shown: `nil` without a column in
    /// its layout, items, or a label; else its column, one line high, at the top of the
    /// section's items (the first item's top, less a grid's top inset), or where it pins:
    /// `min(max(offset + bars + pinned header, top), bottom - 1)`, the bottom being the top of
    /// the footer (or of the next section).
    /// During a live reorder, the section's items are those laid out in it (`displayedData`).
    func expectedSideLabelFrame(ofSectionAt index: Int) -> Rect? {
        let section = displayedData.sections[index]
        let spec = config.spec(of: section, hostLayout: reference.hostLayout, width: reference.viewportWidth)
        guard let sideLabel = spec.sideLabel, !section.items.isEmpty, InteractionModel.sideLabel(of: section.model) != nil,
              let area = host.rectForSection(index),
              let first = host.rect(for: .item(dataPath(ofDisplayed: ItemPath(item: 0, section: index)))) else { return nil }
        let top = first.minY - (config.family == .grid && spec.insets ? 1 : 0)
        let bottom = area.maxY - (host.rect(for: .supplementary(.footer, section: index))?.height ?? 0)
        let height = min(1, bottom - top)
        guard height > 0 else { return nil }
        var y = top
        if sideLabel.pinsToVisibleBounds {
            let header = spec.pinned ? host.rect(for: .supplementary(.header, section: index))?.height ?? 0 : 0
            y = min(max(host.contentOffset.y + reference.pinnedInsets.top + header, top), bottom - height)
        }
        return Rect(x: 0, y: y, width: sideLabel.width, height: height)
    }

    /// Side labels, after every operation:
    /// - each section's label is where `expectedSideLabelFrame(ofSectionAt:)` says, and the
    ///   visible labels are those whose frames meet the viewport;
    /// - the items of a section with a column start right of it (a table's rows are the rest of
    ///   the width), a carousel's at its offset;
    /// - a label on screen that nothing covers (a pinned header or footer, revealed actions, a
    ///   menu, the refresh indicator) draws its text, clipped to its column, and is what hit
    ///   testing finds at its first column, not an item.
    func checkSideLabels(_ found: inout [InteractionModel.Violation], visible: [ItemPath]) {
        let data = displayedData
        guard data.sections.count == host.numberOfSections else { return }
        let viewport = host.visibleRect
        let offset = host.contentOffset.y
        var expectedVisible: [Int] = []
        var lines: [String]?
        for (index, section) in data.sections.enumerated() {
            let spec = config.spec(of: section, hostLayout: reference.hostLayout, width: reference.viewportWidth)
            let expected = expectedSideLabelFrame(ofSectionAt: index)
            let actual = host.rectForSideLabel(inSection: index)
            if actual != expected {
                found.append(Violation("sideLabel.frame", "the side label of S\(section.id) is at \(actual.map { "\($0)" } ?? "nil"), expected \(expected.map { "\($0)" } ?? "nil") (offset \(offset))"))
                continue
            }
            // (A carousel's cards scroll under the column.)
            if let width = spec.sideLabel?.width, spec.carousel == nil {
                // (During a live reorder, the items laid out in the section: the moved one at its target.)
                for path in visible where displayedPath(path).section == index {
                    guard let frame = host.rect(for: .item(path)) else { continue }
                    if frame.minX < width || (config.family == .table && (frame.minX != width || frame.width != host.viewportSize.width - width)) {
                        found.append(Violation("sideLabel.inset", "item \(path) of S\(section.id) is at \(frame), not right of its side label column \(width) wide"))
                    }
                }
            }
            guard let frame = expected, frame.intersects(viewport), let label = InteractionModel.sideLabel(of: section.model) else { continue }
            expectedVisible.append(index)
            statistics[spec.sideLabel?.pinsToVisibleBounds == true ? "side label shown (pinned)" : "side label shown", default: 0] += 1
            // Covered by a pinned header or footer, or an overlay: nothing more to tell.
            let covered = (0..<host.numberOfSections).contains { other in
                SupplementaryKind.allCases.contains { kind in host.rect(for: .supplementary(kind, section: other))?.intersects(frame) ?? false }
            }
            guard !covered, host.revealedSwipeActions == nil, host.presentedContextMenu == nil, !host.isRefreshing,
                  offset.rounded() == offset, frame.minY.rounded() == frame.minY, frame.minY >= offset else { continue }
            if lines == nil { lines = host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            let line = Int(frame.minY - offset)
            let width = Int(frame.width)
            let shown = line < (lines?.count ?? 0) ? lines?[line] ?? "" : ""
            let column = String((shown + String(repeating: " ", count: width)).prefix(width))
            let text = String((label + String(repeating: " ", count: width)).prefix(width))
            if column != text {
                found.append(Violation("sideLabel.text", "line \(line) starts '\(column)', where the side label of S\(section.id) shows '\(text)'"))
            }
            let point = Point(x: 0, y: frame.minY)
            if host.sectionForSideLabel(at: point) != index || host.element(at: point)?.itemPath != nil {
                found.append(Violation(
                    "sideLabel.hit",
                    "at \(point) the host finds the side label of \(host.sectionForSideLabel(at: point).map { "section \($0)" } ?? "no section") and item \(host.element(at: point)?.itemPath.map { "\($0)" } ?? "nil"); expected the label of S\(section.id)"))
            }
        }
        if host.sectionsForVisibleSideLabels != expectedVisible {
            found.append(Violation("sideLabel.visible", "the visible side labels are of sections \(host.sectionsForVisibleSideLabels), expected \(expectedVisible)"))
        }
    }

    /// Whether a side label is shown at `point` (content coordinates): it covers what is under
    /// it, a carousel's card scrolled there included.
    func sideLabelCovers(_ point: Point) -> Bool {
        reference.data.sections.indices.contains { expectedSideLabelFrame(ofSectionAt: $0)?.contains(point) ?? false }
    }

    /// A tap on the side label of the section `id`, at its first column (where its line is on
    /// screen): it reaches no element, unless a pinned header or footer covers it; what the tap
    /// does is predicted as any tap's. Nothing when the label is not on screen.
    func tapSideLabel(ofSection id: Int) -> [InteractionModel.Delivery]? {
        guard let index = reference.data.sectionIndex(of: id), let frame = host.rectForSideLabel(inSection: index) else { return [] }
        let offset = host.contentOffset.y
        let y = max(frame.minY, offset)
        guard y < frame.maxY, y < offset + host.viewportSize.height else { return [] }
        let point = Point(x: frame.minX, y: y)
        if host.supplementaryElement(at: point) == nil {
            statistics["side label tapped", default: 0] += 1
            if host.sectionForSideLabel(at: point) != index || host.element(at: point)?.itemPath != nil {
                violations.append(Violation("sideLabel.hit", "a tap at \(point) is not on the side label of S\(id)"))
            }
        }
        return tap(x: point.x, y: y - offset)
    }
}
