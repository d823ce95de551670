import CellControllers
import CellControllersTestSupport

extension InteractionModel {
    /// The host a sequence drives.
    enum Family: String, Sendable, CaseIterable {
        case table
        case grid
    }

    /// The kind of screen a sequence shows: sections of controllers made up front, or a snapshot
    /// of models whose controllers a factory makes lazily.
    enum Kind: String, Sendable, CaseIterable {
        case controllers
        case models
    }

    /// A layout, in terms both hosts understand: heights (fixed, measured or estimated), and the
    /// table's separator and style or the grid's columns, spacing and insets.
    struct LayoutSpec: Hashable, Sendable, CustomStringConvertible {
        /// The layout's fixed item height (`rowHeight` / `itemHeight`), or `nil` to measure.
        var rowHeight: Double?
        /// The estimated item height, or `nil` to measure every item on reload.
        var estimated: Double?
        /// Tables: 0 no separator, 1 a line, 2 a line inset by 2.
        var separator = 0
        /// Whether section headers pin (`.plain` tables, `sectionHeadersPinToVisibleBounds`).
        var pinned = false
        /// Whether section footers pin (`pinsSectionFooters`, `sectionFootersPinToVisibleBounds`).
        var pinnedFooters = false
        /// Grids: the number of fixed columns, or 0 for adaptive columns at least 9 wide.
        var columns = 2
        var interitemSpacing = 1.0
        var lineSpacing = 0.0
        /// Grids: section insets of 1 on every side.
        var insets = false
        /// Grids: a carousel section of this layout (`GridLayout.carousel`), one row of equal
        /// items scrolled sideways, instead of columns.
        var carousel: CarouselLayout?
        /// Grids: the decoration behind the section's items (`GridLayout.sectionBackground`).
        var background: SectionBackground?
        /// The side label column left of the section's items (see `InteractionModel+SideLabels`).
        var sideLabel: SideLabelLayout?
        /// The gap between sections (`interSectionSpacing`; only the host's layout's counts).
        var interSectionSpacing = 0.0
        /// Grids: rows repeating this group (`GridLayout(group:)`, see `InteractionModel+Groups`)
        /// instead of columns.
        var group: LayoutGroup?
        /// Grids of typed screens: the columns this layout has when the host is at least so wide
        /// (else ``columns``), the factory's answer for its `LayoutEnvironment` (issue 26).
        var wideColumns: WideColumns?

        /// Columns that follow the host's width: `columns` from `minimumWidth` on.
        struct WideColumns: Hashable, Sendable {
            var minimumWidth: Double
            var columns: Int
        }

        /// The layout the factory gives for a host `width` wide: the wide columns from their
        /// width on (a spec without them is the same at every width).
        func at(width: Double) -> LayoutSpec {
            guard let wideColumns else { return self }
            var spec = self
            spec.wideColumns = nil
            if width >= wideColumns.minimumWidth { spec.columns = wideColumns.columns }
            return spec
        }

        /// The same layout with every height exact: no estimate (the fresh host's).
        var exact: LayoutSpec {
            var spec = self
            spec.estimated = nil
            return spec
        }

        var description: String {
            var parts: [String] = []
            if let rowHeight { parts.append("rowHeight \(rowHeight)") }
            if let estimated { parts.append("estimated \(estimated)") }
            if rowHeight == nil && estimated == nil { parts.append("self-sizing") }
            parts.append("separator \(separator)")
            if pinned { parts.append("pinned") }
            if pinnedFooters { parts.append("pinned footers") }
            parts.append("columns \(columns) spacing \(interitemSpacing)/\(lineSpacing)\(insets ? " insets" : "")")
            if let background { parts.append("background \(background)") }
            if let sideLabel { parts.append("side label \(sideLabel.width)\(sideLabel.pinsToVisibleBounds ? " pinned" : "")") }
            if interSectionSpacing > 0 { parts.append("inter-section spacing \(interSectionSpacing)") }
            if let group { parts.append("group of \(group.itemCount)") }
            if let wideColumns { parts.append("columns \(wideColumns.columns) from width \(wideColumns.minimumWidth)") }
            if let carousel { parts.append("carousel \(carousel.itemWidth)x\(carousel.itemHeight) spacing \(carousel.spacing) paging \(carousel.paging)") }
            return "{" + parts.joined(separator: ", ") + "}"
        }
    }

    /// What the pagination handler does when an end fires.
    enum PagePolicy: Hashable, Sendable, CustomStringConvertible {
        /// Appends a page of this many items to the end's section at once (the documented
        /// synchronous pattern), then finishes.
        case appendNow(Int)
        /// Fails at once.
        case failNow
        /// Leaves the request loading, for a later `finishPage` or `failPage`.
        case leaveLoading

        var description: String {
            switch self {
            case .appendNow(let count): "append \(count) now"
            case .failNow: "fail now"
            case .leaveLoading: "leave loading"
            }
        }
    }

    /// A sequence's `LoadMoreTrigger`.
    struct Pagination: Hashable, Sendable {
        var scope: LoadMoreScope
        var distance: LoadMoreDistance
        var policy: PagePolicy
    }

    /// Everything about a sequence that operations do not change: the host, the kind of screen,
    /// layouts, heights, options, hooks and the first screen.
    struct Configuration: Sendable, CustomStringConvertible {
        var family = Family.table
        var kind = Kind.controllers
        var viewport = Size(width: 24, height: 6)
        /// The host's layouts: the first is the initial one; `setLayout` switches among them.
        var hostLayouts: [LayoutSpec] = [LayoutSpec()]
        /// The layouts sections may have of their own (`SectionModel.layout` indexes them): a
        /// screen of controllers hands them over with its sections, a typed screen's factory
        /// gives them for the host's width (`ModelFactory.layout(forSection:in:)`).
        var sectionLayouts: [LayoutSpec] = []
        /// Whether even items' controllers give their heights (`height(forWidth:)`).
        var perControllerHeights = false
        var multipleSelection = false
        var contentChanges = ContentChangeStyle.reconfigure
        var reloadThreshold = 10_000
        /// Screens of controllers: whether unchanged items keep their controller objects across
        /// applies (else every apply makes new ones, as `cellControllers(for:)` does).
        var reusesControllers = false
        var pagination: Pagination?
        /// A `LoadMoreTrigger` at the top edge (`loadMoreAtTop`): pages inserted at the start.
        var topPagination: Pagination?
        /// Whether items may apply from `didSelectCell`, from `willDisplayCell`, and headers from
        /// their taps.
        var selectHooks = false
        var displayHooks = false
        var headerTapHooks = false
        /// Whether `targetItemPathForMove` keeps moves in their section.
        var redirectsMoves = false
        var prefetch: PrefetchDistance?
        /// The bars over the list's top and bottom (`setPinnedInsets(_:)`) at the start.
        var pinnedInsets = EdgeInsets()
        /// Whether some items' cells hold controls (see `InteractionModel+Controls`).
        var controls = false
        /// Whether the table edits with single selection, showing the delete control (see
        /// `InteractionModel+DeleteControl`); else with multiple selection (checkmarks).
        var deleteControl = false
        /// The host's visibility thresholds, and whether every third item's controller has its
        /// own (`ownThresholds`).
        var visibilityThresholds: [Double] = [0.5]
        var ownThresholds = false
        var initial = Screen()
        /// Whether the screen has hundreds of items (live controllers must stay bounded).
        var isLarge = false
        /// The host's `scrollAnchoring` (operations may change it).
        var anchoring = ScrollAnchoring.firstVisibleItem

        /// The height an item's controller gives, or `nil` to leave it to the layout.
        func controllerHeight(_ item: Item) -> Double? {
            guard perControllerHeights, item.id.isMultiple(of: 2) else { return nil }
            return Double(item.lines + (item.id % 3 == 0 ? 1 : 0))
        }

        /// The visibility thresholds of an item: its controller's own, else the host's.
        func thresholds(of id: Int) -> [Double] {
            ownThresholds(of: id) ?? visibilityThresholds
        }

        /// The thresholds an item's controller gives, or `nil` for the host's.
        func ownThresholds(of id: Int) -> [Double]? {
            ownThresholds && id % 3 == 0 ? [0.75] : nil
        }

        /// The height the item has once measured, in a section laid out with `spec`.
        /// A grown item (its "read more" on) is two lines higher, unless the layout fixes it.
        func exactHeight(_ item: Item, in spec: LayoutSpec, grown: Bool) -> Double {
            let extra: Double = grown ? 2 : 0
            // A carousel's items are all its item height, whatever their controllers say.
            if let carousel = spec.carousel { return carousel.itemHeight }
            return controllerHeight(item).map { $0 + extra } ?? spec.rowHeight ?? Double(item.lines) + extra
        }

        /// The section layout `layout` (an index into ``sectionLayouts``) for a host `width` wide,
        /// or `nil` for the host's: what the typed screen's factory answers, and what a screen of
        /// controllers hands over (its layouts do not follow the width).
        func sectionSpec(_ layout: Int?, width: Double) -> LayoutSpec? {
            layout.flatMap { sectionLayouts.indices.contains($0) ? sectionLayouts[$0].at(width: width) : nil }
        }

        /// The layout of `section` while the host has layout `hostLayout` and is `width` wide.
        func spec(of section: Section, hostLayout: Int, width: Double) -> LayoutSpec {
            sectionSpec(section.layout, width: width) ?? hostLayouts[hostLayout]
        }

        var description: String {
            var lines = [
                "\(family) of \(kind), viewport \(Int(viewport.width))x\(Int(viewport.height))\(isLarge ? ", large" : "")",
                "host layouts \(hostLayouts)",
            ]
            if !sectionLayouts.isEmpty { lines.append("section layouts \(sectionLayouts)") }
            var options: [String] = []
            if perControllerHeights { options.append("per-controller heights") }
            if multipleSelection { options.append("multiple selection") }
            if contentChanges == .reload { options.append("contentChanges .reload") }
            if reloadThreshold != 10_000 { options.append("reloadThreshold \(reloadThreshold)") }
            if reusesControllers { options.append("reuses controllers") }
            if let pagination { options.append("loadMore \(pagination.scope) \(pagination.distance) \(pagination.policy)") }
            if let topPagination { options.append("loadMoreAtTop \(topPagination.scope) \(topPagination.distance) \(topPagination.policy)") }
            if selectHooks { options.append("applies from didSelectCell") }
            if displayHooks { options.append("applies from willDisplayCell") }
            if headerTapHooks { options.append("applies from header taps") }
            if redirectsMoves { options.append("moves kept in their section") }
            if let prefetch { options.append("prefetch \(prefetch)") }
            if anchoring != .firstVisibleItem { options.append("scrollAnchoring .\(anchoring)") }
            if controls { options.append("controls in cells") }
            if deleteControl { options.append("editing with the delete control") }
            if pinnedInsets != EdgeInsets() { options.append("pinned insets \(pinnedInsets.top)/\(pinnedInsets.bottom)") }
            options.append("visibility thresholds \(visibilityThresholds)\(ownThresholds ? " (every third item [0.75])" : "")")
            lines.append("options: " + (options.isEmpty ? "none" : options.joined(separator: ", ")))
            lines.append("initial screen:\n" + initial.description)
            return lines.joined(separator: "\n")
        }
    }
}

extension InteractionModel.Configuration {
    /// A section layout drawn from `base`: its separator, pinned headers and footers, columns,
    /// insets, line spacing and, now and then, a fixed row height instead of self-sizing. Both
    /// kinds of screens draw their section layouts with it (typed screens then add more).
    static func sectionLayout(from base: InteractionModel.LayoutSpec, _ random: inout DiffTestRandom) -> InteractionModel.LayoutSpec {
        var spec = base
        spec.separator = random.int(0...2)
        spec.pinned = random.chance(0.5)
        spec.pinnedFooters = random.chance(0.4)
        spec.columns = random.pick([1, 2, 3])
        spec.insets = random.chance(0.4)
        spec.lineSpacing = Double(random.int(0...1))
        if spec.estimated == nil, random.chance(0.3) { spec.rowHeight = spec.rowHeight == nil ? 1 : nil }
        return spec
    }

    typealias Model = InteractionModel

    /// The configuration of `seed`: consecutive seeds take the four combinations of host and
    /// kind of screen in turn, everything else is drawn at random.
    static func random(seed: UInt64) -> Self {
        var random = DiffTestRandom(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 17)
        var config = Self()
        config.family = seed % 2 == 0 ? .table : .grid
        config.kind = (seed / 2) % 2 == 0 ? .controllers : .models
        let width = config.family == .table ? random.int(16...36) : random.int(20...40)
        config.viewport = Size(width: Double(width), height: Double(random.int(3...12)))

        var base = Model.LayoutSpec()
        switch random.int(0..<4) {
        case 0: base.rowHeight = Double(random.int(1...2))
        case 1: config.perControllerHeights = true; base.rowHeight = random.chance(0.3) ? 1 : nil
        case 2: break  // self-sizing
        default: base.estimated = Double(random.int(1...2))
        }
        base.separator = random.int(0...2)
        base.pinned = random.chance(0.45)
        base.pinnedFooters = random.chance(0.35)
        base.columns = random.pick([1, 2, 3, 0])
        base.interitemSpacing = Double(random.int(0...1))
        base.lineSpacing = Double(random.int(0...1))
        base.insets = random.chance(0.3)
        // The gap between sections, from a generator of its own so that the seeds' other draws
        // stay what they were before it existed.
        var spacingRandom = DiffTestRandom(seed: seed &+ 0x5EC7_10A5)
        if spacingRandom.chance(0.3) { base.interSectionSpacing = Double(spacingRandom.int(1...2)) }
        config.hostLayouts = [base]
        for _ in 0..<2 {
            var variant = base
            variant.separator = random.int(0...2)
            variant.pinned = random.chance(0.5)
            variant.pinnedFooters = random.chance(0.4)
            variant.columns = random.pick([1, 2, 3, 0])
            variant.insets = random.chance(0.3)
            if random.chance(0.3) {
                variant.rowHeight = variant.rowHeight == nil && variant.estimated == nil ? Double(random.int(1...2)) : nil
                variant.estimated = nil
            }
            config.hostLayouts.append(variant)
        }
        if config.kind == .controllers && random.chance(0.5) {
            config.sectionLayouts = (0..<random.int(2...3)).map { _ in sectionLayout(from: base, &random) }
        }
        config.multipleSelection = random.chance(0.3)
        config.contentChanges = random.chance(0.25) ? .reload : .reconfigure
        config.isLarge = random.chance(0.08)
        // A reload above the threshold must keep the visible controllers: most telling on large
        // screens, where measuring every item churns the live controllers.
        config.reloadThreshold = random.chance(config.isLarge ? 0.35 : 0.1) ? 0 : 10_000
        config.reusesControllers = config.kind == .controllers && random.chance(0.4)
        if random.chance(0.4) {
            let scope: LoadMoreScope = random.chance(0.5) ? .list : .eachSection
            let distance: LoadMoreDistance = random.chance(0.75) ? .items(random.int(0...3)) : .points(Double(random.int(0...4)))
            let policy: Model.PagePolicy = switch random.int(0..<20) {
            case 0..<10: .appendNow(random.int(1...6))
            case 10..<17: .leaveLoading
            default: .failNow
            }
            config.pagination = Model.Pagination(scope: scope, distance: distance, policy: policy)
        }
        if random.chance(0.35) {
            let scope: LoadMoreScope = random.chance(0.6) ? .list : .eachSection
            let distance: LoadMoreDistance = random.chance(0.75) ? .items(random.int(0...3)) : .points(Double(random.int(0...4)))
            let policy: Model.PagePolicy = switch random.int(0..<20) {
            case 0..<8: .appendNow(random.int(1...6))
            case 8..<17: .leaveLoading
            default: .failNow
            }
            config.topPagination = Model.Pagination(scope: scope, distance: distance, policy: policy)
        }
        config.selectHooks = random.chance(0.5)
        config.displayHooks = random.chance(0.4)
        config.headerTapHooks = random.chance(0.4)
        config.redirectsMoves = random.chance(0.25)
        config.prefetch = random.chance(0.45) ? nil : random.pick(Model.Generator.prefetchDistances)
        config.anchoring = random.pick([ScrollAnchoring.firstVisibleItem, .firstVisibleItem, .none, .bottom, .bottom])
        if random.chance(0.3) { config.pinnedInsets = EdgeInsets(top: Double(random.int(0...2)), bottom: Double(random.int(0...2))) }

        // Drawn from a generator of their own, so that the rest of each seed's configuration
        // stays what it was before visibility existed.
        var visibilityRandom = DiffTestRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 29)
        config.visibilityThresholds = visibilityRandom.pick([[0.5], [0.25, 1], [0.01, 0.5, 1], [1.0 / 3, 2.0 / 3]])
        config.ownThresholds = visibilityRandom.chance(0.4)

        var nextID = 0
        let sectionCount = config.isLarge ? random.int(1...2) : random.int(1...4)
        config.initial.sections = (0..<sectionCount).map { index in
            let count = config.isLarge ? random.int(150...300) : random.int(0...10)
            let items = (0..<count).map { _ in
                defer { nextID += 1 }
                return Model.Generator.randomItem(id: nextID, config: config, using: &random)
            }
            return Model.Section(
                model: Model.Generator.randomSectionModel(id: index, using: &random),
                layout: config.sectionLayouts.isEmpty || random.chance(0.4) ? nil : random.int(0..<config.sectionLayouts.count),
                items: items)
        }
        config.addTypedSectionLayouts(seed: seed)
        config.addCarousel(seed: seed)
        config.addSideLabels(seed: seed)
        config.addControls(seed: seed)
        config.addDeleteControl(seed: seed)
        config.addGroups(seed: seed)
        return config
    }
}
