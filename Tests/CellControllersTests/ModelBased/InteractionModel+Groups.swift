import CellControllers
import CellControllersTestSupport
import Testing

/// Grids of layout groups in the model test (issue 29): now and then a grid's layouts repeat a
/// group instead of columns, Apple's nested one (an item 0.7 wide beside two stacked items 0.3
/// wide) or a row of equal fractions; every other operation runs on them as on columns.
///
/// The reference predicts, for the items shown in a group section: their order (the items of a
/// repetition share its top, the next repetition starts below), each item's width (its fraction
/// of the section's width, rounded down; a nested item's of its group's), and that a tap at an
/// item's frame finds that item.
extension InteractionModel {
    /// The groups a layout may repeat, with the fractions of the section's width their items
    /// take (a nested item: its group's fraction).
    static let groupShapes: [(group: LayoutGroup, fractions: [Double], heights: [Double])] = {
        func item(_ width: Double, _ height: Double = 1) -> LayoutGroup.Subitem {
            .item(width: .fractionalWidth(width), height: .fractionalHeight(height))
        }
        let pair = LayoutGroup.vertical(
            width: .fractionalWidth(0.3), height: .fractionalHeight(1), subitems: Array(repeating: item(1, 0.5), count: 2))
        let nested = LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(2), subitems: [item(0.7), .group(pair)])
        let thirds = LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(1), subitems: Array(repeating: item(1.0 / 3), count: 3))
        let halves = LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(1), subitems: Array(repeating: item(0.5), count: 2))
        // Each slot's height: the group's absolute height times the item's fractional height
        // (the pair's items are half of 2), whatever the cells measure.
        return [(nested, [0.7, 0.3, 0.3], [2, 1, 1]), (thirds, [1.0 / 3, 1.0 / 3, 1.0 / 3], [1, 1, 1]), (halves, [0.5, 0.5], [1, 1])]
    }()
}

extension InteractionModel.Configuration {
    /// Now and then (grids only), groups in the host's layouts and the sections' own. Drawn
    /// from a generator of its own, so that the rest of each seed's configuration stays what it
    /// was. A group's rows have a fixed height: no estimate.
    mutating func addGroups(seed: UInt64) {
        var random = DiffTestRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 29)
        guard family == .grid, random.chance(0.35) else { return }
        func grouped(_ spec: inout InteractionModel.LayoutSpec) {
            guard spec.carousel == nil else { return }
            spec.group = random.pick(InteractionModel.groupShapes.map(\.group))
            spec.estimated = nil
        }
        for index in hostLayouts.indices where random.chance(0.5) { grouped(&hostLayouts[index]) }
        for index in sectionLayouts.indices where random.chance(0.5) { grouped(&sectionLayouts[index]) }
    }
}

extension InteractionModel {
    /// The height of the item at `index` of a section laid out with `spec`, when `spec` repeats
    /// a group: its slot's height in the group (the cells' measured heights do not apply), or
    /// `nil` for a section without a group.
    static func groupItemHeight(at index: Int, in spec: LayoutSpec) -> Double? {
        guard let group = spec.group, let shape = groupShapes.first(where: { $0.group == group }) else { return nil }
        return shape.heights[index % shape.heights.count]
    }
}

extension GridHost {
    /// The model's group layout: the spec's group, line spacing between groups, insets,
    /// pinning, background and side label.
    static func groupLayout(_ group: LayoutGroup, spec: InteractionModel.LayoutSpec) -> GridLayout {
        var layout = (try? GridLayout(
            group: group, interGroupSpacing: spec.lineSpacing, sectionInsets: spec.insets ? EdgeInsets(top: 1, left: 1, bottom: 1, right: 1) : EdgeInsets())) ?? GridLayout()
        layout.pinsSectionHeaders = spec.pinned
        layout.pinsSectionFooters = spec.pinnedFooters
        layout.sectionBackground = spec.background
        layout.sideLabel = spec.sideLabel
        layout.interSectionSpacing = spec.interSectionSpacing
        return layout
    }
}

extension InteractionModel.Driver {
    /// The visible items of group sections: in order, as wide as their fractions say, and
    /// found by a tap at their frames.
    func checkGroups(_ found: inout [Violation], visible: [ItemPath]) {
        let data = displayedData
        guard data.sections.count == host.numberOfSections, host.viewportSize.width > 0 else { return }
        var bySection: [Int: [(path: ItemPath, frame: Rect)]] = [:]
        for path in visible {
            guard let frame = host.rect(for: .item(path)) else { continue }
            bySection[displayedPath(path).section, default: []].append((displayedPath(path), frame))
        }
        for (section, items) in bySection {
            let spec = config.spec(of: data.sections[section], hostLayout: reference.hostLayout, width: reference.viewportWidth)
            guard let group = spec.group, let shape = InteractionModel.groupShapes.first(where: { $0.group == group }) else { continue }
            let perGroup = shape.fractions.count
            let available = host.viewportSize.width - (spec.insets ? 2 : 0)
            let layouts = config.hostLayouts + config.sectionLayouts
            // Pinned headers, footers and side labels cover items: the general hit checks
            // (`pin.hit`) cover those; here only the plain case.
            let uncovered = layouts.allSatisfy { !$0.pinned && !$0.pinnedFooters && $0.sideLabel == nil }
            let sorted = items.sorted { $0.path.item < $1.path.item }
            statistics["group items checked", default: 0] += sorted.count
            for (index, item) in sorted.enumerated() {
                let slot = item.path.item % perGroup
                let expectedWidth = (shape.fractions[slot] * available + 1e-9).rounded(.down)
                if spec.sideLabel == nil, item.frame.width != expectedWidth {
                    found.append(Violation("group.width", "item \(item.path) of a group of \(perGroup) is \(item.frame.width) wide; its fraction \(shape.fractions[slot]) of \(available) is \(expectedWidth)"))
                }
                if index > 0 {
                    let previous = sorted[index - 1]
                    let sameGroup = previous.path.item / perGroup == item.path.item / perGroup
                    if !sameGroup, previous.path.item / perGroup < item.path.item / perGroup, item.frame.minY < previous.frame.minY {
                        found.append(Violation("group.order", "item \(item.path) of a later group is above item \(previous.path)"))
                    }
                }
                if uncovered, reference.movement == nil, host.revealedSwipeActions == nil, host.presentedContextMenu == nil, !host.isRefreshing,
                   item.frame.width > 0, item.frame.height > 0, host.visibleRect.contains(Point(x: item.frame.minX, y: item.frame.minY)),
                   host.visibleRect.contains(Point(x: item.frame.maxX - 0.5, y: item.frame.maxY - 0.5)) {
                    let center = Point(x: item.frame.minX + item.frame.width / 2, y: item.frame.minY + item.frame.height / 2)
                    if let hit = host.element(at: center)?.itemPath, displayedPath(hit) != item.path {
                        found.append(Violation("group.hit", "a tap at the middle of item \(item.path)'s frame \(item.frame) finds \(displayedPath(hit))"))
                    } else if host.element(at: center)?.itemPath == nil {
                        found.append(Violation("group.hit", "a tap at the middle of item \(item.path)'s frame \(item.frame) finds nothing"))
                    }
                }
            }
        }
    }
}
