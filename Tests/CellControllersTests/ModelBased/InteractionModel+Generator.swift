import CellControllers
import CellControllersTestSupport

extension InteractionModel {
    /// What the generator knows of the state when it draws the next operation.
    struct Situation {
        var reference: Reference
        var offset: Double
        var contentHeight: Double
        var viewport: Size
        /// The identities of the visible items.
        var visibleIDs: [Int]
    }

    /// Draws random operations that make sense in the current state (existing items, visible
    /// items, a move or swipe in progress, loading pages), from a seed. New identities count up
    /// from 1000 (items) and 100 (sections); hooks and pages use their own ranges.
    struct Generator {
        var random: DiffTestRandom
        let config: Configuration
        var nextItemID = 1_000
        var nextSectionID = 100

        static let prefetchDistances: [PrefetchDistance] = [.items(1), .items(2), .items(4), .screens(0.5), .screens(1), .screens(2)]

        init(seed: UInt64, config: Configuration) {
            self.random = DiffTestRandom(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B)
            self.config = config
        }

        /// A new item with random content: mostly plain, sometimes tall, disabled, unselectable,
        /// immovable, without swipe actions, or with the configuration's hooks.
        static func randomItem(id: Int, config: Configuration, using random: inout DiffTestRandom) -> Item {
            var item = Item(id: id)
            item.lines = random.chance(0.3) ? random.int(2...3) : 1
            item.enabled = !random.chance(0.1)
            item.selectable = !random.chance(0.1)
            item.movable = !random.chance(0.2)
            item.swipeable = !random.chance(0.2)
            if config.selectHooks, random.chance(0.2) { item.selectHook = random.pick([.toggle, .delete, .insertAfter]) }
            if config.displayHooks, random.chance(0.2) { item.marksSeenOnDisplay = true }
            return item
        }

        /// A section model with a header most of the time and sometimes a footer, of 1-3 lines
        /// (a pagination footer of one line replacing a taller footer moves the content up).
        static func randomSectionModel(id: Int, using random: inout DiffTestRandom) -> SectionModel {
            func lines(_ prefix: String, tall: Double) -> [String] {
                (0..<(random.chance(tall) ? random.int(2...3) : 1)).map { $0 == 0 ? "\(prefix)\(id)" : "\(prefix)\(id)/\($0)" }
            }
            return SectionModel(
                id: id, header: random.chance(0.6) ? lines("H", tall: 0.2) : nil, footer: random.chance(0.35) ? lines("F", tall: 0.4) : nil)
        }

        /// The next operation for `situation`.
        mutating func next(_ situation: Situation) -> Operation {
            while true {
                if let operation = draw(situation) { return operation }
            }
        }

        private mutating func draw(_ s: Situation) -> Operation? {
            let data = s.reference.data
            let ids = data.allItems.map(\.id)
            let maxOffset = max(0, s.contentHeight - s.viewport.height)
            // A gesture in progress is usually carried on: a move dragged and dropped, revealed
            // actions performed (other operations still interleave).
            if s.reference.movement != nil, !data.sections.isEmpty, random.chance(0.5) {
                switch random.int(0..<10) {
                case 0..<6:
                    let section = random.pick(data.sections)
                    return .updateMove(section: section.id, item: random.int(0...section.items.count))
                case 6..<9:
                    return .endMove
                default:
                    return .cancelMove
                }
            }
            if let revealed = s.reference.revealed, random.chance(0.3) {
                return .performSwipe(random.int(0..<revealed.titles.count + 1), deferred: random.chance(0.5))
            }
            // In editing mode with items checked, the selection is often deleted.
            if s.reference.editing, !s.reference.selected.isEmpty, random.chance(0.1) {
                return .deleteSelection
            }
            let uncalled = s.reference.heldCompletions.last { !$0.called }
            if !s.reference.heldCompletions.isEmpty, random.chance(uncalled == nil ? 0.02 : 0.25) {
                // Mostly the newest one not called yet; sometimes any (late, or a second call).
                let held = random.chance(0.8) ? uncalled ?? random.pick(s.reference.heldCompletions) : random.pick(s.reference.heldCompletions)
                return .completeSwipe(token: held.token, performed: random.chance(0.6))
            }
            if random.chance(s.reference.menus.presented == nil ? 0.06 : 0.4), let operation = drawMenus(s) { return operation }
            if config.kind == .models, random.chance(s.reference.outlines.isEmpty ? 0.06 : 0.12), let operation = drawOutlines(s) { return operation }
            if hasCarousels, random.chance(0.1), let operation = drawCarousel(s) { return operation }
            if random.chance(0.06), let operation = drawSideLabel(s) { return operation }
            if config.controls, random.chance(0.1), let operation = drawControl(s) { return operation }
            if config.deleteControl, random.chance(0.08), let operation = drawDeleteControl(s) { return operation }
            if random.chance(s.reference.movement == nil ? 0.06 : 0.25), let operation = drawDragDrop(s) { return operation }
            if config.kind == .controllers, random.chance(0.08), let operation = drawControllerScreen(s) { return operation }
            switch random.int(0..<137) {
            case 0..<14:
                return .apply(edits(in: data, count: random.int(1...3), content: true), .now)
            case 14..<16:
                return .apply(edits(in: data, count: random.int(0...3), content: true), .reload)
            case 16..<20:
                return .apply(edits(in: data, count: random.int(1...3), content: true), random.chance(0.8) ? .async : .asyncReload)
            case 20..<23:
                let count = random.int(2...4)
                var screen = data
                // With reloaded content, the selection after a burst would depend on which of
                // its screens were shown: bursts then only change structure.
                let content = config.contentChanges == .reconfigure
                let screens = (0..<count).map { _ in
                    let edits = edits(in: screen, count: random.int(1...3), content: content)
                    screen = screen.applying(edits)
                    return edits
                }
                return .burst(screens, cancelled: (0..<count).map { _ in random.chance(0.3) }, late: random.chance(0.3), reloading: random.chance(0.15))
            case 23..<28:
                // Pages load at the top when the start comes near: scroll there now and then.
                if config.topPagination != nil, random.chance(0.3) { return .scroll(y: Double(random.int(0...2))) }
                return .scroll(y: Double(random.int(0...Int(maxOffset) + 2)))
            case 28..<36:
                let delta = random.int(1...6)
                return .scrollBy(Double(random.chance(0.5) ? delta : -delta))
            case 36..<40:
                guard let id = pickItem(s) else { return nil }
                return .scrollToItem(id, random.pick(Position.allCases))
            case 40..<43:
                let width = random.chance(0.5) ? s.viewport.width
                    : Double(config.family == .table ? random.int(16...36) : random.int(20...40))
                return .resize(width: width, height: Double(random.int(3...12)))
            case 43..<44:
                guard config.hostLayouts.count > 1 else { return nil }
                return .setLayout(random.int(0..<config.hostLayouts.count))
            case 44..<50:
                return .tap(x: Double(random.int(0..<max(1, Int(s.viewport.width)))), y: Double(random.int(0..<max(1, Int(s.viewport.height)))))
            case 50..<52:
                guard !data.sections.isEmpty else { return nil }
                return pageRace(in: data)
            case 52..<56:
                guard let id = pickItem(s) else { return nil }
                return .select(id)
            case 56..<57:
                guard let id = s.reference.selected.sorted().first ?? pickItem(s) else { return nil }
                return .deselect(id)
            case 57..<59:
                guard let id = pickItem(s) else { return nil }
                return .longPress(id)
            case 59..<62:
                let candidates = data.sections.filter { $0.model.header != nil || $0.model.footer != nil || config.pagination != nil || config.topPagination != nil }
                guard !candidates.isEmpty else { return nil }
                let section = random.pick(candidates)
                let kind: SupplementaryKind = section.model.header != nil && random.chance(0.6) ? .header : .footer
                return .tapSupplementary(kind, section: section.id)
            case 62..<66:
                guard let id = pickItem(s) else { return nil }
                return .swipe(id, random.chance(0.75) ? .trailing : .leading)
            case 66..<67:
                guard let id = pickItem(s) else { return nil }
                return .fullSwipe(id, random.chance(0.75) ? .trailing : .leading)
            case 67..<70:
                guard s.reference.revealed != nil || random.chance(0.1) else { return nil }
                return .performSwipe(random.int(0...2), deferred: random.chance(0.5))
            case 70..<71:
                return .dismissSwipe
            case 71..<74:
                // Not while editing with the delete control: the host hides the delete controls
                // during a move, which a fresh host (not moving) cannot show.
                guard s.reference.movement == nil, !(config.deleteControl && s.reference.editing), let id = pickItem(s) else { return nil }
                return .beginMove(id)
            case 74..<79:
                guard s.reference.movement != nil, !data.sections.isEmpty else { return nil }
                let section = random.pick(data.sections)
                return .updateMove(section: section.id, item: random.int(0...section.items.count))
            case 79..<82:
                guard s.reference.movement != nil || random.chance(0.05) else { return nil }
                return .endMove
            case 82..<83:
                guard s.reference.movement != nil else { return nil }
                return .cancelMove
            case 83..<86:
                guard let id = pickItem(s) else { return nil }
                return .selectItem(id, random.chance(0.5) ? nil : random.pick(Position.allCases))
            case 86..<88:
                guard let id = s.reference.selected.sorted().last ?? ids.first else { return nil }
                return .deselectItem(id)
            case 88..<90:
                return .setPrefetch(random.chance(0.2) ? nil : random.pick(Self.prefetchDistances))
            case 90..<91:
                guard config.pagination != nil || config.topPagination != nil else { return nil }
                let policy: PagePolicy = switch random.int(0..<3) {
                case 0: .appendNow(random.int(1...6))
                case 1: .leaveLoading
                default: .failNow
                }
                return .setPagePolicy(policy)
            case 91..<96:
                guard !s.reference.loadingOrder.isEmpty else { return nil }
                return .finishPage(append: random.int(0...5))
            case 96..<98:
                guard !s.reference.loadingOrder.isEmpty else { return nil }
                return .failPage
            case 100..<104:
                guard let id = pickItem(s) else { return nil }
                return .remeasure(id)
            case 104..<106:
                return .saveScrollPosition
            case 106..<108:
                guard s.reference.savedPosition != nil else { return nil }
                return .restoreScrollPosition
            case 108..<111:
                guard !data.sections.isEmpty, random.chance(0.9) else { return .jumpToIndexTitle(section: 999) }
                return .jumpToIndexTitle(section: random.pick(data.sections).id)
            case 111..<115:
                guard let first = s.visibleIDs.first, data.itemCount < (config.isLarge ? 400 : 60) else { return nil }
                let items = (0..<random.int(1...3)).map { _ in
                    defer { nextItemID += 1 }
                    return Generator.randomItem(id: nextItemID, config: config, using: &random)
                }
                return .insertAbove(items, before: first)
            case 115..<117:
                return .setAnchoring(random.pick([ScrollAnchoring.none, .firstVisibleItem, .bottom]))
            case 117..<119:
                return .scrollToEnd
            case 119..<127:
                guard s.reference.loadingOrder.contains(where: { $0.edge == .top }) else { return nil }
                return .finishTopPage(prepend: random.int(0...6))
            case 127..<130:
                let negative = random.chance(0.1)
                return .setPinnedInsets(top: negative ? -1 : Double(random.int(0...3)), bottom: Double(random.int(0...2)))
            case 130..<132:
                return .setEditing(!s.reference.editing)
            case 132..<134:
                return .selectAll
            case 134..<135:
                return .deselectAll
            case 135..<137:
                return .deleteSelection
            default:
                guard s.reference.pages.values.contains(.failed) else { return nil }
                return .retryPage
            }
        }

        /// A page race in a random section of `screen`: two to seven steps, at least one page of
        /// one to four new items; deletes name items of the screen or of the race's pages.
        private mutating func pageRace(in screen: Screen) -> Operation {
            let section = random.pick(screen.sections)
            var ids = screen.allItems.map(\.id)
            var steps: [PageStep] = []
            let limit = config.isLarge ? 400 : 60
            for index in 0..<random.int(2...7) {
                switch random.int(0..<10) {
                case _ where index == 0, 0..<4:
                    guard ids.count < limit + 10 else { continue }
                    let items = (0..<random.int(1...4)).map { _ in
                        defer { nextItemID += 1 }
                        return Generator.randomItem(id: nextItemID, config: config, using: &random)
                    }
                    ids += items.map(\.id)
                    steps.append(.page(items))
                case 4..<8 where !ids.isEmpty:
                    let id = random.pick(ids)
                    ids.removeAll { $0 == id }
                    steps.append(.delete(id, composing: random.chance(0.5)))
                default:
                    steps.append(.yield(random.int(0...4)))
                }
            }
            return .pageRace(steps, section: section.id)
        }

        /// An item: a visible one most of the time.
        private mutating func pickItem(_ s: Situation) -> Int? {
            if !s.visibleIDs.isEmpty, random.chance(0.75) { return random.pick(s.visibleIDs) }
            let ids = s.reference.data.allItems.map(\.id)
            return ids.isEmpty ? nil : random.pick(ids)
        }

        /// `count` random edits of `screen`, each made against the screen the previous ones left.
        mutating func edits(in screen: Screen, count: Int, content: Bool) -> [Edit] {
            var screen = screen
            var edits: [Edit] = []
            for _ in 0..<count {
                guard let edit = edit(in: screen, content: content) else { continue }
                edits.append(edit)
                screen.apply(edit)
            }
            return edits
        }

        private mutating func edit(in screen: Screen, content: Bool) -> Edit? {
            let ids = screen.allItems.map(\.id)
            let limit = config.isLarge ? 400 : 60
            for _ in 0..<10 {
                switch random.int(0..<100) {
                case 0..<30 where screen.itemCount < limit && !screen.sections.isEmpty:
                    let section = random.pick(screen.sections)
                    defer { nextItemID += 1 }
                    return .insert(Generator.randomItem(id: nextItemID, config: config, using: &random), section: section.id, at: random.int(0...section.items.count))
                case 30..<50 where !ids.isEmpty:
                    return .delete(random.pick(ids))
                case 50..<63 where !ids.isEmpty:
                    let section = random.pick(screen.sections)
                    return .move(random.pick(ids), section: section.id, at: random.int(0...section.items.count))
                case 63..<83 where !ids.isEmpty && content:
                    return .update(random.pick(ids), change())
                case 83..<87 where screen.sections.count < 6:
                    defer { nextSectionID += 1 }
                    let items = (0..<random.int(0...4)).map { _ in
                        defer { nextItemID += 1 }
                        return Generator.randomItem(id: nextItemID, config: config, using: &random)
                    }
                    let layout = config.sectionLayouts.isEmpty || random.chance(0.4) ? nil : random.int(0..<config.sectionLayouts.count)
                    return .insertSection(
                        Generator.randomSectionModel(id: nextSectionID, using: &random), at: random.int(0...screen.sections.count),
                        layout: layout, items: items)
                case 87..<90 where screen.sections.count > 1:
                    return .deleteSection(random.pick(screen.sections).id)
                case 90..<93 where screen.sections.count > 1:
                    return .moveSection(random.pick(screen.sections).id, to: random.int(0..<screen.sections.count))
                case 93..<96 where !screen.sections.isEmpty:
                    let section = random.pick(screen.sections)
                    let header = Generator.randomSectionModel(id: section.id, using: &random).header
                    return .setHeader(section.id, header.map { $0.map { $0 + "'" } })
                case 96..<98 where !screen.sections.isEmpty:
                    let section = random.pick(screen.sections)
                    return .setFooter(section.id, section.model.footer == nil ? ["F\(section.id)'"] : nil)
                case 98..<100 where !screen.sections.isEmpty && !config.sectionLayouts.isEmpty:
                    let section = random.pick(screen.sections)
                    return .setSectionLayout(section.id, random.chance(0.3) ? nil : random.int(0..<config.sectionLayouts.count))
                default:
                    continue
                }
            }
            return nil
        }

        private mutating func change() -> Change {
            switch random.int(0..<100) {
            case 0..<35: return .bump
            case 35..<55: return .lines(random.int(1...3))
            case 55..<63: return .enabled(random.chance(0.5))
            case 63..<69: return .selectable(random.chance(0.5))
            case 69..<74: return .movable(random.chance(0.5))
            case 74..<79: return .swipeable(random.chance(0.5))
            case 79..<87 where config.selectHooks: return .selectHook(random.pick([.none, .toggle, .delete, .insertAfter]))
            case 87..<95 where config.displayHooks: return .marksSeenOnDisplay(random.chance(0.7))
            default: return .toggleFlagged
            }
        }
    }
}
