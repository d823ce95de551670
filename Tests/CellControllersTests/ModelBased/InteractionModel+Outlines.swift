import CellControllers

// Outlines (issue 19): sections shown as trees with section snapshots, expanded and collapsed by
// the app and by taps on disclosures, with handlers that veto, observe and load children.

extension InteractionModel {
    /// The tree of a section in the reference: its roots, each parent's children and the
    /// expanded items. The section's items in the data are its visible items.
    struct OutlineTree: Hashable, Sendable, CustomStringConvertible {
        var section: Int
        var roots: [Item]
        var children: [Int: [Item]] = [:]
        var expanded: Set<Int> = []
        /// The model of a section the screen does not have, which the apply appends (issue 27,
        /// as UIKit does); `nil` for a section of the screen (and in the reference's trees).
        var appending: InteractionModel.SectionModel? = nil

        /// The visible items, depth first, with their levels.
        var visible: [(item: Item, level: Int)] {
            var result: [(Item, Int)] = []
            func visit(_ items: [Item], _ level: Int) {
                for item in items {
                    result.append((item, level))
                    if expanded.contains(item.id) { visit(children[item.id] ?? [], level + 1) }
                }
            }
            visit(roots, 0)
            return result
        }

        /// Every item, depth first.
        var all: [Item] {
            var result: [Item] = []
            func visit(_ items: [Item]) {
                for item in items {
                    result.append(item)
                    visit(children[item.id] ?? [])
                }
            }
            visit(roots)
            return result
        }

        func hasChildren(_ id: Int) -> Bool { !(children[id] ?? []).isEmpty }

        /// The section snapshot the app applies.
        var sectionSnapshot: SectionSnapshot<Item> {
            var tree = SectionSnapshot<Item>()
            try? tree.append(roots)
            for item in all where hasChildren(item.id) { try? tree.append(children[item.id] ?? [], to: item.id) }
            try? tree.expand(all.map(\.id).filter(expanded.contains))
            return tree
        }

        /// The cell outline of each visible item, by identity.
        var outlines: [Int: CellOutline] {
            var outlines: [Int: CellOutline] = [:]
            // A tree of roots only is drawn as a plain list.
            let flat = !all.contains { hasChildren($0.id) }
            for (item, level) in visible {
                var outline = CellOutline(level: level, hasChildren: hasChildren(item.id), isExpanded: expanded.contains(item.id))
                outline.isInFlatTree = flat
                outlines[item.id] = outline
            }
            return outlines
        }

        var description: String {
            func draw(_ items: [Item]) -> String {
                items.map { item in
                    let mark = expanded.contains(item.id) ? "+" : ""
                    let below = children[item.id].map { " (\(draw($0)))" } ?? ""
                    return "#\(item.id)\(mark)\(below)"
                }.joined(separator: " ")
            }
            return "S\(section): \(draw(roots))"
        }
    }

    /// Whether the app's handlers veto expanding (collapsing) the item: a rule of identities.
    static func vetoesExpanding(_ id: Int) -> Bool { id % 7 == 3 }
    static func vetoesCollapsing(_ id: Int) -> Bool { id % 7 == 4 }
    /// The children the handlers load for a parent about to expand that has none (a rule of
    /// identities, from a range of their own).
    static func lazyChildren(of id: Int) -> [Item] {
        id % 5 == 1 ? (0..<2).map { Item(id: 3_000_000 + id * 4 + $0) } : []
    }
}

extension InteractionModel.Reference {
    /// After the data is shown by a whole apply, keeps the tree of each section that shows the
    /// same items, and no other (as the adapter does).
    mutating func reconcileOutlines(with new: InteractionModel.Screen) {
        let shownIDs = Set(new.allItems.map(\.id))
        outlines = outlines.filter { sectionID, tree in
            guard let index = new.sectionIndex(of: sectionID), new.sections[index].items == tree.visible.map(\.item) else { return false }
            let visibleIDs = Set(tree.visible.map(\.item.id))
            return !tree.all.contains { !visibleIDs.contains($0.id) && shownIDs.contains($0.id) }
        }
    }
}

extension InteractionModel.Generator {
    /// An outline operation, on screens of models: a section snapshot applied (often building on
    /// the section's tree), an expansion by the app, or a tap on a disclosure.
    mutating func drawOutlines(_ s: InteractionModel.Situation) -> InteractionModel.Operation? {
        guard config.kind == .models, !s.reference.data.sections.isEmpty else { return nil }
        let trees = s.reference.outlines.values.sorted { $0.section < $1.section }
        if let tree = trees.isEmpty ? nil : random.pick(trees), !tree.all.isEmpty, random.chance(0.6) {
            let visible = tree.visible.map(\.item.id)
            let parents = tree.all.map(\.id).filter(tree.hasChildren)
            let id = random.chance(0.7) && !parents.isEmpty ? random.pick(parents) : random.pick(tree.all.map(\.id))
            if random.chance(0.4), visible.contains(id) { return random.chance(0.5) ? .tapDisclosureDuringApply(id) : .tapDisclosure(id) }
            return .expandItem(id, random.pick([true, false, nil]))
        }
        var tree: InteractionModel.OutlineTree
        if random.chance(0.15) {
            // A tree for a section the screen does not have: the apply appends it.
            defer { nextSectionID += 1 }
            tree = InteractionModel.OutlineTree(section: nextSectionID, roots: [])
            tree.appending = Self.randomSectionModel(id: nextSectionID, using: &random)
        } else {
            let section = random.pick(s.reference.data.sections)
            tree = s.reference.outlines[section.id] ?? InteractionModel.OutlineTree(section: section.id, roots: section.items)
        }
        for _ in 0..<random.int(1...2) {
            let all = tree.all
            switch random.int(0..<10) {
            case 0..<6:
                // Children under an item (or new roots).
                let items = (0..<random.int(1...3)).map { _ -> InteractionModel.Item in
                    defer { nextItemID += 1 }
                    return Self.randomItem(id: nextItemID, config: config, using: &random)
                }
                if let parent = all.isEmpty || random.chance(0.2) ? nil : random.pick(all) {
                    tree.children[parent.id, default: []].append(contentsOf: items)
                } else {
                    tree.roots.append(contentsOf: items)
                }
            case 6..<8:
                // Expansion states.
                for item in all where random.chance(0.4) {
                    if tree.expanded.contains(item.id) { tree.expanded.remove(item.id) } else { tree.expanded.insert(item.id) }
                }
            case 8:
                // A leaf goes.
                let leaves = all.filter { !tree.hasChildren($0.id) }
                guard let leaf = leaves.isEmpty ? nil : random.pick(leaves) else { break }
                tree.roots.removeAll { $0.id == leaf.id }
                for key in tree.children.keys { tree.children[key]?.removeAll { $0.id == leaf.id } }
                tree.expanded.remove(leaf.id)
            default:
                // A root's content changes (reconfigured in place).
                guard !tree.roots.isEmpty else { break }
                let index = random.int(0..<tree.roots.count)
                tree.roots[index].version += 1
            }
        }
        return random.chance(0.5) ? .applyOutline(tree) : .applyOutlineLater(tree)
    }
}

extension InteractionModel {
    /// Whether an asynchronous `update` began (its edit ran): its request is then open.
    @MainActor
    final class UpdateStarted {
        var yes = false
    }
}

extension InteractionModel.Driver {
    typealias OutlineTree = InteractionModel.OutlineTree
    typealias ModelSnapshot = Snapshot<InteractionModel.SectionModel, Item>

    /// The handlers the app gives with its section snapshots: vetoes and lazy children by
    /// identity, and every `will` noted (checked against the reference's prediction).
    var outlineHandlers: SectionSnapshotHandlers<Item> {
        var handlers = SectionSnapshotHandlers<Item>()
        handlers.shouldChangeExpansion = { item, expanding in
            expanding ? !InteractionModel.vetoesExpanding(item.id) : !InteractionModel.vetoesCollapsing(item.id)
        }
        handlers.willChangeExpansion = { [recorder] item, expanding in
            recorder.outlineEvents.append("will \(expanding ? "expand" : "collapse") #\(item.id)")
        }
        handlers.snapshotForExpandingParent = { parent, current in
            guard current.isEmpty, let children = try? SectionSnapshot(InteractionModel.lazyChildren(of: parent.id)) else { return current }
            return children
        }
        return handlers
    }

    /// The app applies `tree` to its section with a section snapshot: now, or `later` with the
    /// asynchronous form (which, with no apply in flight, must end the same way).
    func applyOutline(_ tree: OutlineTree, later: Bool) async {
        if let model = tree.appending {
            // A section the screen does not have: appended, then given the tree.
            guard reference.data.sectionIndex(of: tree.section) == nil else { return }
            statistics[later ? "outline: apply appending a section later" : "outline: apply appending a section", default: 0] += 1
            reference.data.sections.append(InteractionModel.Section(model: model, layout: nil, items: []))
            var kept = tree
            kept.appending = nil
            await showOutline(kept, at: reference.data.sections.count - 1) {
                // The section's model first, then its tree by identifier.
                if later {
                    try await dataSource().update { try $0.appendSections([model]) }
                    try await dataSource().apply(tree.sectionSnapshot, to: model.id)
                } else {
                    try dataSource().update(completion: nil) { try $0.appendSections([model]) }
                    try dataSource().apply(tree.sectionSnapshot, to: model.id, completion: nil)
                }
            }
            return
        }
        guard let index = reference.data.sectionIndex(of: tree.section) else { return }
        statistics[later ? "outline: apply section snapshot later" : "outline: apply section snapshot", default: 0] += 1
        await showOutline(tree, at: index) {
            if later {
                try await dataSource().apply(tree.sectionSnapshot, to: tree.section)
            } else {
                try dataSource().apply(tree.sectionSnapshot, to: tree.section, completion: nil)
            }
        }
    }

    /// The user taps the item's disclosure while an asynchronous `update` of the screen as it
    /// is (no edit) is in flight (issue 27): the tap must not be lost. It waits for the update
    /// and is replayed once it is shown, so the outcome is the tap's, the handlers heard it
    /// once the update returned.
    func tapDisclosureDuringApply(_ id: Int) async {
        guard config.kind == .models else {
            changeExpansion(of: id, to: nil, tap: true)
            return
        }
        let started = InteractionModel.UpdateStarted()
        let dataSource = dataSource()
        let update = Task { @MainActor in
            try await dataSource.update { _ in started.yes = true }
        }
        while !started.yes { await Task.yield() }
        statistics["outline: disclosure tap during an update in flight", default: 0] += 1
        let heard = changeExpansion(of: id, to: nil, tap: true, handlersHeardLater: true)
        do {
            try await update.value
        } catch {
            violations.append(Violation("apply.threw", "the update in flight during a disclosure tap threw \(error)"))
        }
        if let heard, recorder.outlineEvents != heard {
            violations.append(Violation("outline.handlers", "after the update in flight, the handlers heard \(recorder.outlineEvents), expected \(heard)"))
        }
    }

    /// Makes a disclosure tap that opens 2 rows or more expand asynchronously, as one on an item
    /// of 2,000 rows does (the model's trees are small): a tap that opens one row keeps the
    /// synchronous path.
    func useSmallLargeTapThreshold() {
        adapter.largeTapExpansion = 2
    }

    /// Waits for the asynchronous expansions that disclosure taps started (and the taps that
    /// waited for them) to be on the host: the reference shows their outcome at once.
    func waitForDisclosureTaps() async {
        guard adapter.isTapExpansionInFlight else { return }
        statistics["outline: disclosure tap expanded asynchronously", default: 0] += 1
        await adapter.waitForDisclosureTaps()
        noteDisplayedItems()
    }

    /// The app expands (`true`), collapses (`false`) or toggles (`nil`, asking the handlers) the
    /// item; or the user taps its disclosure (`tap`), which toggles it asking the handlers.
    ///
    /// - Parameter handlersHeardLater: whether an apply is in flight, so that the tap takes
    ///   effect later: the handlers are not checked now, and what they must hear is returned.
    @discardableResult
    func changeExpansion(of id: Int, to target: Bool?, tap: Bool, at point: Point? = nil, handlersHeardLater: Bool = false) -> [String]? {
        guard let (sectionID, current) = reference.outlines.first(where: { $0.value.all.contains { $0.id == id } }),
              let index = reference.data.sectionIndex(of: sectionID) else {
            // An item of a flat section: nothing to expand (a tap finds no disclosure).
            guard !tap, reference.data.path(of: id) != nil else { return nil }
            do {
                switch target {
                case true?: try dataSource().setExpanded(true, for: id, completion: nil)
                case false?: try dataSource().setExpanded(false, for: id, completion: nil)
                case nil:
                    if try dataSource().toggle(id) { violations.append(Violation("outline.result", "toggle of #\(id) of a flat section changed it")) }
                }
            } catch {
                violations.append(Violation("outline.result", "expanding #\(id) of a flat section threw \(error)"))
            }
            return nil
        }
        let path = reference.data.path(of: id)
        /// The user's tap: on the disclosure's point, or `tapDisclosure(at:)`.
        func performTap(_ path: ItemPath) throws -> Bool {
            if let point { return host.tap(at: point) }
            return try host.tapDisclosure(at: path)
        }
        if tap {
            guard let path else { return nil }
            // A tap with revealed actions or a presented menu only hides them; a leaf has no
            // disclosure.
            let hides = reference.revealed != nil || reference.menus.presented != nil
            let predicted = !hides && current.hasChildren(id)
            if hides {
                reference.revealed = nil
                reference.menus.presented = nil
                statistics["outline: disclosure tap hid swipe actions or a menu", default: 0] += 1
                do {
                    if try performTap(path) { violations.append(Violation("op.result", "a disclosure tap of \(path) with revealed actions or a menu went through")) }
                } catch {
                    violations.append(Violation("op.result", "tapDisclosure(at: \(path)) threw \(error)"))
                }
                return nil
            }
            guard predicted else {
                if (try? performTap(path)) != false { violations.append(Violation("op.result", "a disclosure tap of the leaf at \(path) did not return false")) }
                return nil
            }
        }
        let expanding = target ?? !current.expanded.contains(id)
        var tree = current
        var heard: [String] = []
        if expanding != current.expanded.contains(id) {
            let asks = target == nil
            let vetoed = asks && (expanding ? InteractionModel.vetoesExpanding(id) : InteractionModel.vetoesCollapsing(id))
            if !vetoed {
                if asks { heard.append("\(expanding ? "will expand" : "will collapse") #\(id)") }
                if asks, expanding, !tree.hasChildren(id) {
                    let loaded = InteractionModel.lazyChildren(of: id)
                    if !loaded.isEmpty { tree.children[id] = loaded }
                }
                if expanding { tree.expanded.insert(id) } else { tree.expanded.remove(id) }
            } else {
                statistics["outline: vetoed", default: 0] += 1
            }
        }
        recorder.outlineEvents = []
        statistics[tap ? "outline: disclosure tap" : "outline: \(target.map { $0 ? "expand" : "collapse" } ?? "toggle")", default: 0] += 1
        showOutline(tree, at: index) {
            if tap, let path {
                if try !performTap(path) { violations.append(Violation("op.result", "a disclosure tap of the parent at \(path) returned false")) }
                return
            }
            switch target {
            case true?: try dataSource().setExpanded(true, for: id, completion: nil)
            case false?: try dataSource().setExpanded(false, for: id, completion: nil)
            case nil:
                let changed = try dataSource().toggle(id)
                if changed != (tree != current) { violations.append(Violation("outline.result", "toggle of #\(id) returned \(changed)")) }
            }
        }
        if handlersHeardLater { return heard }
        if recorder.outlineEvents != heard {
            violations.append(Violation("outline.handlers", "the handlers heard \(recorder.outlineEvents), expected \(heard)"))
        }
        return nil
    }

    /// Shows `tree` in the section at `index` of the data: the reference first (the diff of the
    /// section's visible items, then the tree), then `change` on the adapter.
    private func showOutline(_ tree: OutlineTree, at index: Int, _ change: () throws -> Void) {
        expectOutline(tree, at: index)
        defer { noteDisplayedItems() }
        do {
            try change()
        } catch {
            violations.append(Violation("outline.threw", "the outline change threw \(error)"))
        }
    }

    /// The app expands (`true`) or collapses (`false`) the item with the asynchronous form
    /// (`try await dataSource.setExpanded(true, for: id)`, the rows computed off the main actor): with no apply
    /// in flight, the result of the synchronous form.
    func changeExpansionLater(of id: Int, to expanding: Bool) async {
        // Through a data source over the driver's adapter (the drags' one).
        let dataSource = dataSource()
        func change() async throws {
            try await dataSource.setExpanded(expanding, for: id)
        }
        guard let (sectionID, current) = reference.outlines.first(where: { $0.value.all.contains { $0.id == id } }),
              let index = reference.data.sectionIndex(of: sectionID) else {
            // An item of a flat section: nothing to expand.
            guard reference.data.path(of: id) != nil else { return }
            do {
                try await change()
            } catch {
                violations.append(Violation("outline.result", "expanding #\(id) of a flat section asynchronously threw \(error)"))
            }
            return
        }
        var tree = current
        if expanding { tree.expanded.insert(id) } else { tree.expanded.remove(id) }
        recorder.outlineEvents = []
        statistics["outline: \(expanding ? "expand" : "collapse") asynchronously", default: 0] += 1
        await showOutline(tree, at: index) { try await change() }
        if !recorder.outlineEvents.isEmpty {
            violations.append(Violation("outline.handlers", "an asynchronous expansion made the handlers hear \(recorder.outlineEvents)"))
        }
    }

    /// `showOutline(_:at:_:)` with an asynchronous change.
    private func showOutline(_ tree: OutlineTree, at index: Int, _ change: () async throws -> Void) async {
        expectOutline(tree, at: index)
        defer { noteDisplayedItems() }
        do {
            try await change()
        } catch {
            violations.append(Violation("outline.threw", "the outline change threw \(error)"))
        }
    }

    /// The reference's side of showing `tree` in the section at `index`.
    private func expectOutline(_ tree: OutlineTree, at index: Int) {
        var screen = reference.data
        screen.sections[index].items = tree.visible.map(\.item)
        noteDisplayedItems()
        reference.show(screen, reloading: false, config: config)
        reference.outlines[tree.section] = tree
        appliesDuringOperation += 1
    }

    /// Whether `point` (content coordinates) is on the disclosure of the item at `path` in
    /// `target` (the fresh host, or the host): its two columns after the indent, and after the
    /// checkmark of an item in editing mode (multiple selection during editing is on), when it
    /// has children.
    func isOnDisclosure(_ point: Point, of path: ItemPath, in target: H) -> Bool {
        guard let item = reference.data.item(at: path), let outline = expectedOutline(ofItemAt: path), outline.hasChildren,
              let frame = target.rect(for: .item(path)) else { return false }
        let checkmark = reference.editing && item.editable ? 2 : 0
        let column = point.x - frame.minX - Double(checkmark + 2 * outline.level)
        return column >= 0 && column < 2
    }

    /// After an interactive move from section `source` to `destination`: both are flat lists.
    func outlinesDidMove(_ source: Int, _ destination: Int) {
        for index in Set([source, destination]) where reference.data.sections.indices.contains(index) {
            reference.outlines[reference.data.sections[index].id] = nil
        }
    }

    /// After an operation whose screens may or may not all have been shown (a burst, a page
    /// race), a tree the adapter dropped (an intermediate screen changed its section) is dropped.
    func syncOutlinesAfterUncertainScreens() {
        for sectionID in reference.outlines.keys {
            guard let index = reference.data.sectionIndex(of: sectionID), !reference.data.sections[index].items.isEmpty else { continue }
            if host.outlineForItem(at: ItemPath(item: 0, section: index)) == nil { reference.outlines[sectionID] = nil }
        }
    }

    /// The outline the reference gives the item at `path`: `nil` in a flat section.
    func expectedOutline(ofItemAt path: ItemPath) -> CellOutline? {
        let data = reference.data
        guard let item = data.item(at: path), let tree = reference.outlines[data.sections[path.section].id] else { return nil }
        return tree.outlines[item.id]
    }

    /// Every visible item shows its outline (level, children, expanded) in its cell's state,
    /// and the host answers it; items of flat sections have none; and the adapter's tree of each
    /// section is the reference's.
    func checkOutlines(_ found: inout [Violation], visible: [ItemPath]) {
        let data = reference.data
        for path in visible {
            guard let item = data.item(at: path) else { continue }
            let want = expectedOutline(ofItemAt: path)
            let answered = host.outlineForItem(at: path)
            if answered != want {
                found.append(Violation("outline.state", "the host gives #\(item.id) at \(path) the outline \(answered.map { "\($0)" } ?? "nil"), expected \(want.map { "\($0)" } ?? "nil")"))
            }
            if let cell = host.cell(for: .item(path)), cell.state.outline != want {
                found.append(Violation("outline.cellState", "the cell of #\(item.id) has the outline \(cell.state.outline.map { "\($0)" } ?? "nil"), expected \(want.map { "\($0)" } ?? "nil")"))
            }
        }
        for (sectionID, tree) in reference.outlines {
            guard let shown = try? dataSource().snapshot(for: sectionID) else {
                found.append(Violation("outline.tree", "the adapter has no section S\(sectionID)"))
                continue
            }
            if shown != tree.sectionSnapshot {
                found.append(Violation("outline.tree", "the adapter's tree of S\(sectionID) is \(shown); the reference has \(tree)"))
            }
        }
    }

    /// The fresh host's adapter when the reference has trees: the screen as a snapshot of
    /// models through `sections`' controllers, then each tree applied; `nil` without trees.
    func freshOutlineAdapter(_ fresh: H, sections: [ControllerSection<H>]) -> CellControllerAdapter<H>? {
        guard !reference.outlines.isEmpty, config.kind == .models else { return nil }
        // While an item is moved, the host shows it at its target (live reorder).
        let data = displayedData
        var items: [Int: CellController<H>] = [:]
        var supplementaries: [Int: (header: CellController<H>?, footer: CellController<H>?)] = [:]
        var layouts: [Int: H.Layout] = [:]
        for (section, controllers) in zip(data.sections, sections) {
            for (item, controller) in zip(section.items, controllers.items) { items[item.id] = controller }
            supplementaries[section.id] = (controllers.header, controllers.footer)
            layouts[section.id] = controllers.layout
        }
        let factory = InteractionModel.ModelFactory<H>(
            makeItem: { item in items[item.id] ?? H.itemController(item, height: nil, recorder: nil, grown: false, forcedSwipeTitles: nil, controls: nil) },
            makeSupplementary: { kind, model in kind == .header ? supplementaries[model.id]?.header : supplementaries[model.id]?.footer },
            // The sections' layouts for the fresh host's width (`sections` has them), exact.
            makeLayout: { model, _ in layouts[model.id] })
        let dataSource = DiffableDataSource(host: fresh, factory: factory)
        do {
            try dataSource.apply(InteractionModel.snapshot(of: data))
            for tree in reference.outlines.values.sorted(by: { $0.section < $1.section }) {
                try dataSource.apply(tree.sectionSnapshot, to: tree.section)
            }
        } catch {
            violations.append(Violation("fresh.outline", "the fresh host could not show the trees: \(error)"))
        }
        return dataSource.adapter
    }
}
