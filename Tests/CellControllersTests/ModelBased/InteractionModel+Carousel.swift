import CellControllers
import CellControllersTestSupport

// Carousel sections (issue 19, compositional sections): a grid section laid out with
// `GridLayout.carousel` scrolls sideways inside the list. Grids (of controllers, and typed
// screens whose factory gives it, issue 26) may have one among their section layouts; the reference keeps where each carousel is scrolled, by section
// identity, and predicts every scroll, swipe (with paging) and clamp; the checks compare the
// host's offsets, the visible items and the fresh host (which is scrolled sideways the same).

extension InteractionModel {
    /// The badge of an item's controller: every seventh item has one, so that badges are drawn
    /// (and compared with the fresh host's) on every kind of screen.
    static func badge(of item: Item) -> String? {
        item.id % 7 == 3 ? "b\(item.id % 10)" : nil
    }
}

extension InteractionModel.Configuration {
    /// Grids (of either kind of screen): now and then, a carousel among the section layouts,
    /// given to one section of the first screen. Drawn from a generator of its own, so that the rest of each
    /// seed's configuration stays what it was.
    mutating func addCarousel(seed: UInt64) {
        var random = DiffTestRandom(seed: seed &* 0xD6E8_FEB8_6659_FD93 &+ 41)
        guard family == .grid, random.chance(0.45) else { return }
        var spec = InteractionModel.LayoutSpec(rowHeight: nil, estimated: nil)
        spec.pinned = random.chance(0.3)
        spec.pinnedFooters = random.chance(0.2)
        spec.insets = random.chance(0.3)
        let paging: CarouselPaging = random.pick([.none, .item, .group(2), .group(3), .page, .pagedGroup(1), .pagedGroup(2), .centeredGroup(1), .centeredGroup(2)])
        let carousel = CarouselLayout(
            itemWidth: Double(random.int(4...11)), itemHeight: Double(random.int(1...3)), spacing: Double(random.int(0...2)), paging: paging)
        spec.carousel = carousel
        spec.rowHeight = carousel.itemHeight
        spec.background = random.pick([nil, SectionBackground.box, .fill("░")])
        sectionLayouts.append(spec)
        guard !initial.sections.isEmpty else { return }
        let section = random.int(0..<initial.sections.count)
        initial.sections[section].layout = sectionLayouts.count - 1
        // A long carousel, so that it scrolls well past the viewport.
        if random.chance(0.5) {
            var next = 700_000 + Int(seed % 1_000) * 100
            var items = initial.sections[section].items
            while items.count < 12 {
                items.append(InteractionModel.Generator.randomItem(id: next, config: self, using: &random))
                next += 1
            }
            initial.sections[section].items = items
        }
    }

    /// The carousel layout of the section, if it is a carousel with the host's layout
    /// `hostLayout`, whether it has insets, and the width of its side label column (0 for none),
    /// which its items start after.
    func carousel(of section: InteractionModel.Section, hostLayout: Int) -> (layout: CarouselLayout, insets: Bool, sideLabel: Double)? {
        // A layout's carousel, insets and side label are the same at every width (only a grid's
        // columns follow it).
        let spec = spec(of: section, hostLayout: hostLayout, width: 0)
        return spec.carousel.map { ($0, spec.insets, spec.sideLabel?.width ?? 0) }
    }
}

extension GridHost {
    /// The model's carousel layout: the spec's carousel, insets and pinning.
    static func carouselLayout(_ carousel: CarouselLayout, spec: InteractionModel.LayoutSpec) -> GridLayout {
        var layout = GridLayout.carousel(
            itemWidth: carousel.itemWidth, itemHeight: carousel.itemHeight, spacing: carousel.spacing, paging: carousel.paging,
            sectionInsets: spec.insets ? EdgeInsets(top: 1, left: 1, bottom: 1, right: 1) : EdgeInsets())
        layout.pinsSectionHeaders = spec.pinned
        layout.pinsSectionFooters = spec.pinnedFooters
        layout.sectionBackground = spec.background
        layout.sideLabel = spec.sideLabel
        return layout
    }

    func modelCarouselOffset(section: Int) -> Double? { carouselScroll(section: section)?.offset }

    func modelScrollCarousel(section: Int, toX x: Double) throws(CellHostError) { try scrollCarousel(section: section, toX: x) }

    func modelSwipeCarousel(section: Int, by distance: Double) throws(CellHostError) -> Double { try swipeCarousel(section: section, by: distance) }
}

extension TableHost {
    func modelCarouselOffset(section: Int) -> Double? { nil }

    func modelScrollCarousel(section: Int, toX x: Double) throws(CellHostError) { throw .notACarousel(section: section) }

    func modelSwipeCarousel(section: Int, by distance: Double) throws(CellHostError) -> Double { throw .notACarousel(section: section) }
}

extension InteractionModel.Reference {
    /// The largest offset of a carousel of `count` items: its content (a side label column
    /// `sideLabel` wide, the insets, the items and their spacing) less the viewport's width.
    func maxCarouselOffset(_ carousel: CarouselLayout, insets: Bool, sideLabel: Double, count: Int) -> Double {
        carouselBounds(carousel, insets: insets, sideLabel: sideLabel, count: count).max
    }

    /// The smallest and largest offsets of a carousel of `count` items: 0 and its content less
    /// the viewport's width; with centred groups, the offsets that centre its first group (at
    /// most 0: the carousel starts there) and its last group (at least the content's end).
    func carouselBounds(_ carousel: CarouselLayout, insets: Bool, sideLabel: Double, count: Int) -> (min: Double, max: Double) {
        guard count > 0 else { return (0, 0) }
        let content = sideLabel + (insets ? 2 : 0) + Double(count) * carousel.itemWidth + Double(count - 1) * carousel.spacing
        var bounds = (min: 0.0, max: max(0, content - viewportWidth))
        if case .centeredGroup = carousel.paging {
            bounds.min = min(0, centredCarouselOffset(carousel, insets: insets, sideLabel: sideLabel, count: count, group: 0))
            bounds.max = max(bounds.max, centredCarouselOffset(carousel, insets: insets, sideLabel: sideLabel, count: count, group: (count - 1) / carousel.groupSize))
        }
        return bounds
    }

    /// The offset that centres group `group` (of `groupSize` items, the last one maybe
    /// partial) of a carousel of `count` items in the viewport, unclamped.
    func centredCarouselOffset(_ carousel: CarouselLayout, insets: Bool, sideLabel: Double, count: Int, group: Int) -> Double {
        let first = group * carousel.groupSize
        let items = Double(max(0, min(carousel.groupSize, count - first)))
        let width = items > 0 ? items * carousel.itemWidth + (items - 1) * carousel.spacing : 0
        return sideLabel + (insets ? 1 : 0) + Double(first) * (carousel.itemWidth + carousel.spacing) + width / 2 - viewportWidth / 2
    }

    /// The offset of the carousel at section `index` of the data: where the reference last put
    /// it, else where it starts (0, or the offset centring its first group).
    func carouselOffset(ofSectionAt index: Int, config: InteractionModel.Configuration) -> Double {
        let section = data.sections[index]
        if let offset = carouselOffsets[section.id] { return offset }
        guard let carousel = config.carousel(of: section, hostLayout: hostLayout) else { return 0 }
        return carouselBounds(carousel.layout, insets: carousel.insets, sideLabel: carousel.sideLabel, count: section.items.count).min
    }

    /// `offset` clamped to the bounds of the carousel of `section`.
    func clampCarouselOffset(_ offset: Double, of section: InteractionModel.Section, config: InteractionModel.Configuration) -> Double {
        guard let carousel = config.carousel(of: section, hostLayout: hostLayout) else { return offset }
        let bounds = carouselBounds(carousel.layout, insets: carousel.insets, sideLabel: carousel.sideLabel, count: section.items.count)
        return min(max(offset, bounds.min), bounds.max)
    }

    /// A new screen is shown: a carousel that keeps its section and its layout keeps its
    /// offset, clamped to its new items; one whose layout changed, or a new section, starts at
    /// 0. An adapter that reloads its host (a reload variant, or `reloadThreshold` 0) keeps them
    /// as the batch updates it stands for would.
    mutating func updateCarousels(from old: InteractionModel.Screen, to new: InteractionModel.Screen, config: InteractionModel.Configuration) {
        var kept: [Int: Double] = [:]
        for section in new.sections {
            guard config.carousel(of: section, hostLayout: hostLayout) != nil,
                  let before = old.sectionIndex(of: section.id), old.sections[before].layout == section.layout,
                  let offset = carouselOffsets[section.id] ?? startOffset(of: old.sections[before], config: config) else { continue }
            kept[section.id] = clampCarouselOffset(offset, of: section, config: config)
        }
        carouselOffsets = kept
    }

    /// The start of the carousel of `section`, where it is until scrolled; `nil` for one without
    /// items, which has no place yet: items arriving later start it at its start then.
    private func startOffset(of section: InteractionModel.Section, config: InteractionModel.Configuration) -> Double? {
        guard !section.items.isEmpty, let carousel = config.carousel(of: section, hostLayout: hostLayout) else { return nil }
        return carouselBounds(carousel.layout, insets: carousel.insets, sideLabel: carousel.sideLabel, count: section.items.count).min
    }

    /// The viewport's width changes: the host lays out again and keeps every carousel's offset,
    /// clamped to the new width.
    mutating func resizeCarousels(width: Double, config: InteractionModel.Configuration) {
        // A centred carousel not scrolled yet stays at its start for the old width, clamped.
        for section in data.sections where carouselOffsets[section.id] == nil {
            if let start = startOffset(of: section, config: config) { carouselOffsets[section.id] = start }
        }
        viewportWidth = width
        for section in data.sections {
            guard let offset = carouselOffsets[section.id], config.carousel(of: section, hostLayout: hostLayout) != nil else { continue }
            carouselOffsets[section.id] = clampCarouselOffset(offset, of: section, config: config)
        }
    }
}

extension InteractionModel.Generator {
    /// Whether any section layout is a carousel.
    var hasCarousels: Bool { config.sectionLayouts.contains { $0.carousel != nil } }

    /// A scroll, scroll-by, swipe or tap of a carousel on the screen, and now and then a scroll of
    /// a section that is not one (refused).
    mutating func drawCarousel(_ s: InteractionModel.Situation) -> InteractionModel.Operation? {
        let data = s.reference.data
        let carousels = data.sections.enumerated().compactMap { index, section in
            config.carousel(of: section, hostLayout: s.reference.hostLayout).map { (id: section.id, index: index, layout: $0.layout, insets: $0.insets, sideLabel: $0.sideLabel) }
        }
        guard let carousel = carousels.isEmpty || random.chance(0.05) ? nil : random.pick(carousels) else {
            guard let section = data.sections.isEmpty ? nil : random.pick(data.sections) else { return nil }
            return .scrollCarousel(section: section.id, x: Double(random.int(0...8)))
        }
        let max = s.reference.maxCarouselOffset(carousel.layout, insets: carousel.insets, sideLabel: carousel.sideLabel, count: data.sections[carousel.index].items.count)
        switch random.int(0..<10) {
        case 0..<2:
            return .scrollCarousel(section: carousel.id, x: Double(random.int(-2...(Int(max) + 3))))
        case 2..<5:
            let delta = Double(random.int(1...12))
            return .scrollCarouselBy(section: carousel.id, random.chance(0.5) ? delta : -delta)
        case 5..<8:
            let distance = Double(random.int(0...10))
            return .swipeCarousel(section: carousel.id, random.chance(0.5) ? distance : -distance)
        default:
            return .tapCarousel(section: carousel.id, x: Double(random.int(0..<Int(s.viewport.width))))
        }
    }
}

extension InteractionModel.Driver {
    /// Performs a carousel operation after predicting it: the offset the reference expects
    /// (clamped; a swipe comes to rest where the paging says), revealed actions hidden if it
    /// moves, a refusal for a section that is not a carousel; a tap on the row goes through
    /// `tap(x:y:)`. Returns the deliveries expected, `nil` when they cannot be told.
    func performCarousel(_ operation: InteractionModel.Operation) -> [InteractionModel.Delivery]? {
        let data = reference.data
        let sectionID: Int
        switch operation {
        case let .scrollCarousel(id, _), let .scrollCarouselBy(id, _), let .swipeCarousel(id, _), let .tapCarousel(id, _): sectionID = id
        default: return []
        }
        guard let index = data.sectionIndex(of: sectionID) else { return [] }
        let section = data.sections[index]
        guard let carousel = config.carousel(of: section, hostLayout: reference.hostLayout) else {
            let before = host.renderText()
            do {
                try host.modelScrollCarousel(section: index, toX: 1)
                violations.append(Violation("carousel.error", "scrolling S\(sectionID), not a carousel, did not throw"))
            } catch {
                if error != .notACarousel(section: index) {
                    violations.append(Violation("carousel.error", "scrolling S\(sectionID), not a carousel, threw \(error)"))
                }
            }
            if host.renderText() != before { violations.append(Violation("carousel.error", "a refused carousel scroll changed the host")) }
            return []
        }
        if case let .tapCarousel(_, x) = operation {
            guard let row = host.rect(for: .item(ItemPath(item: 0, section: index))) else { return [] }
            let y = row.minY - host.contentOffset.y
            guard y >= 0, y < host.viewportSize.height else { return [] }
            statistics["carousel tap", default: 0] += 1
            return tap(x: x, y: y)
        }
        let bounds = reference.carouselBounds(carousel.layout, insets: carousel.insets, sideLabel: carousel.sideLabel, count: section.items.count)
        let max = bounds.max
        func clamp(_ x: Double) -> Double { Swift.min(Swift.max(bounds.min, x), max) }
        let offset = reference.carouselOffset(ofSectionAt: index, config: config)
        // Predicted before it is performed: the display events it causes may apply (and a
        // reload then starts the carousel again at 0).
        let target: Double
        switch operation {
        case let .scrollCarousel(_, x):
            target = clamp(x)
        case let .scrollCarouselBy(_, delta):
            target = clamp(offset + delta)
        case let .swipeCarousel(_, distance):
            let stride = carousel.layout.itemWidth + carousel.layout.spacing
            statistics["carousel swipe, \(carousel.layout.paging)", default: 0] += 1
            switch carousel.layout.paging {
            case .centeredGroup:
                // Centred: one group per swipe; group g rests centred, at `base + g × step`
                // (unclamped), the ends of the content being resting places too: the next place
                // strictly past the current offset in the swipe's direction, the nearest for 0.
                let base = reference.centredCarouselOffset(carousel.layout, insets: carousel.insets, sideLabel: carousel.sideLabel, count: section.items.count, group: 0)
                let step = Double(carousel.layout.groupSize) * stride
                if distance > 0 {
                    target = clamp(base + (((offset - base) / step).rounded(.down) + 1) * step)
                } else if distance < 0 {
                    target = clamp(base + (((offset - base) / step).rounded(.up) - 1) * step)
                } else {
                    let below = clamp(base + ((offset - base) / step).rounded(.down) * step)
                    let above = clamp(below + step)
                    target = offset - below <= above - offset ? below : above
                }
            case .page, .pagedGroup:
                // Paged: one page per swipe, from the current offset: the next multiple of a
                // page strictly past it in the swipe's direction (the end of the content being
                // one too), the nearest for a swipe of 0.
                let page: Double
                if case .pagedGroup(let size) = carousel.layout.paging { page = Double(Swift.max(1, size)) * stride } else { page = host.viewportSize.width }
                let below = (offset / page).rounded(.down) * page
                if distance > 0 {
                    target = clamp(below + page)
                } else if distance < 0 {
                    target = clamp(((offset / page).rounded(.up) - 1) * page)
                } else {
                    let above = Swift.min(max, below + page)
                    target = offset - below <= above - offset ? below : above
                }
            default:
                // The drag ends at `offset + distance`; with paging it comes to rest at the
                // first page boundary at or past it in its direction (the nearest for a swipe
                // of 0, the earlier one halfway between two, as for every kind).
                let end = clamp(offset + distance)
                if let perPage = Self.itemsPerPage(carousel.layout.paging) {
                    let page = Double(perPage) * stride
                    if distance > 0 || distance < 0 {
                        target = clamp((end / page).rounded(distance > 0 ? .up : .down) * page)
                    } else {
                        let below = clamp((end / page).rounded(.down) * page)
                        let above = end == below ? below : Swift.min(max, below + page)
                        target = end - below <= above - end ? below : above
                    }
                } else {
                    target = end
                }
            }
        default:
            return []
        }
        statistics["carousel scroll", default: 0] += 1
        if target != offset {
            statistics["carousel moved", default: 0] += 1
            reference.revealed = nil
        }
        // A carousel that never had items has no place to keep: items arriving start it anew.
        if !section.items.isEmpty || reference.carouselOffsets[sectionID] != nil { reference.carouselOffsets[sectionID] = target }
        do {
            switch operation {
            case let .scrollCarousel(_, x): try host.modelScrollCarousel(section: index, toX: x)
            case let .scrollCarouselBy(_, delta): try host.modelScrollCarousel(section: index, toX: offset + delta)
            case let .swipeCarousel(_, distance): try swipe(section: index, by: distance, expecting: target)
            default: break
            }
        } catch {
            violations.append(Violation("carousel.error", "\(operation) threw \(error)"))
        }
        return []
    }

    /// A scroll to the item at `path` (`scrollToItem`, `selectItem(at:scrollPosition:)`) also
    /// scrolls its carousel, if any, the least that shows the whole item: its leading edge at
    /// the viewport's left (right of a side label column) when it is left of it or wider than
    /// what is left, else its trailing edge at the right when it is right of it.
    func predictCarouselReveal(of path: ItemPath) {
        let section = reference.data.sections[path.section]
        guard let carousel = config.carousel(of: section, hostLayout: reference.hostLayout) else { return }
        let width = host.viewportSize.width
        let offset = reference.carouselOffset(ofSectionAt: path.section, config: config)
        let leading = carousel.sideLabel + (carousel.insets ? 1 : 0) + Double(path.item) * (carousel.layout.itemWidth + carousel.layout.spacing)
        var target = offset
        if leading - offset < carousel.sideLabel || carousel.layout.itemWidth > width - carousel.sideLabel {
            target = leading - carousel.sideLabel
        } else if leading + carousel.layout.itemWidth - offset > width {
            target = leading + carousel.layout.itemWidth - width
        }
        target = reference.clampCarouselOffset(target, of: section, config: config)
        if target != offset {
            statistics["carousel revealed an item", default: 0] += 1
            reference.revealed = nil
        }
        reference.carouselOffsets[section.id] = target
    }

    /// `swipeCarousel(section:by:)` on a grid host, whose result must be `target`.
    private func swipe(section: Int, by distance: Double, expecting target: Double) throws(CellHostError) {
        let rest = try host.modelSwipeCarousel(section: section, by: distance)
        if rest != target { violations.append(Violation("carousel.swipe", "a swipe by \(distance) came to rest at \(rest), expected \(target)")) }
    }

    /// The number of items of a page of a continuous `paging`, or `nil` for none (the paged
    /// kinds are predicted apart).
    static func itemsPerPage(_ paging: CarouselPaging) -> Int? {
        switch paging {
        case .none, .page, .pagedGroup, .centeredGroup: nil
        case .item: 1
        case .group(let size): Swift.max(1, size)
        }
    }

    /// The fresh host is scrolled sideways as the reference says.
    func showCarousels(in fresh: H) {
        for index in reference.data.sections.indices {
            let offset = reference.carouselOffset(ofSectionAt: index, config: config)
            // A centred carousel starts before 0: it is scrolled to 0 too.
            if offset != 0 || config.carousel(of: reference.data.sections[index], hostLayout: reference.hostLayout) != nil {
                try? fresh.modelScrollCarousel(section: index, toX: offset)
            }
        }
    }

    /// Carousels, after every operation:
    /// - each carousel section is scrolled where the reference says (clamped to its items now:
    ///   an interactive move changes them without a screen shown) (sections that are not
    ///   carousels have no offset); after a burst or a page race, screens the reference did not
    ///   show may have clamped it further: then any offset from the carousel's start up to the
    ///   reference's is taken, or up to 0 for a centred carousel, which a screen that emptied it
    ///   (bounds 0 to 0) or had a smaller first group clamps up towards 0 (seed 275);
    /// - the visible items of a carousel are a run of items whose frames meet the viewport's
    ///   columns, and the items either side of the run do not.
    func checkCarousels(_ found: inout [Violation], visible: [ItemPath]) {
        let data = reference.data
        guard data.sections.count == host.numberOfSections else { return }
        for (index, section) in data.sections.enumerated() {
            let actual = host.modelCarouselOffset(section: index)
            guard config.carousel(of: section, hostLayout: reference.hostLayout) != nil else {
                if let actual { found.append(Violation("carousel.offset", "S\(section.id) is not a carousel, but has the offset \(actual)")) }
                continue
            }
            // An interactive move changes the counts without showing a screen: the host clamps
            // the carousel it leaves (or enters) to its new items, as it does for applies.
            if let offset = reference.carouselOffsets[section.id] {
                reference.carouselOffsets[section.id] = reference.clampCarouselOffset(offset, of: section, config: config)
            }
            let expected = reference.carouselOffset(ofSectionAt: index, config: config)
            let start = config.carousel(of: section, hostLayout: reference.hostLayout).map {
                reference.carouselBounds($0.layout, insets: $0.insets, sideLabel: $0.sideLabel, count: section.items.count).min
            } ?? 0
            if looseCarousels, let actual, actual <= Swift.max(expected, 0), actual >= start {
                // An empty carousel has no place to keep (items arriving start it anew).
                if !section.items.isEmpty { reference.carouselOffsets[section.id] = actual }
                continue
            }
            if actual != expected {
                found.append(Violation("carousel.offset", "the carousel of S\(section.id) is at \(actual.map { "\($0)" } ?? "nil"), expected \(expected)"))
            }
            let shown = visible.filter { $0.section == index }.map(\.item)
            guard let first = shown.first, let last = shown.last else { continue }
            let width = host.viewportSize.width
            if shown != Array(first...last) {
                found.append(Violation("carousel.visible", "the visible items of S\(section.id) are \(shown), not a run"))
            }
            for item in [first, last] {
                guard let frame = host.rect(for: .item(ItemPath(item: item, section: index))), frame.maxX > 0, frame.minX < width else {
                    found.append(Violation("carousel.visible", "item \(item) of S\(section.id) is visible outside the viewport's columns"))
                    continue
                }
            }
            for item in [first - 1, last + 1] where section.items.indices.contains(item) {
                if let frame = host.rect(for: .item(ItemPath(item: item, section: index))), frame.maxX > 0, frame.minX < width,
                   frame.height > 0, host.cell(for: .item(ItemPath(item: item, section: index))) == nil,
                   frame.maxY > host.contentOffset.y, frame.minY < host.contentOffset.y + host.viewportSize.height {
                    found.append(Violation("carousel.visible", "item \(item) of S\(section.id) meets the viewport at \(frame) but is not displayed"))
                }
            }
        }
    }
}

extension CarouselLayout {
    /// The number of items of a group of the paging (1 for the kinds without groups).
    var groupSize: Int {
        switch paging {
        case .none, .page, .item: 1
        case .group(let size), .pagedGroup(let size), .centeredGroup(let size): Swift.max(1, size)
        }
    }
}
