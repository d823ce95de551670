import CellControllers

extension InteractionModel {
    /// A way the host, the adapter or the controllers differ from the reference model. The
    /// category names the invariant (shrinking keeps it); the message says what differed.
    struct Violation: Hashable, Sendable, CustomStringConvertible {
        let category: String
        let message: String

        init(_ category: String, _ message: String) {
            self.category = category
            self.message = message
        }

        var description: String { "[\(category)] \(message)" }
    }
}

extension InteractionModel.Driver {
    /// Whether an estimated height is in play: the host then measures items only as they
    /// appear, so only what the viewport shows is compared, anchored on its first element.
    var usesEstimatedHeights: Bool {
        config.hostLayouts[reference.hostLayout].estimated != nil
            || reference.data.sections.contains { section in
                section.layout.map { config.sectionLayouts.indices.contains($0) && config.sectionLayouts[$0].estimated != nil } ?? false
            }
    }

    /// Whether the host can be compared with a fresh one: not a grid with estimated heights,
    /// whose rows show the items not displayed yet at their estimated heights (as a flow
    /// layout's do), so that what a row shows depends on which of its items were displayed.
    var isComparableWithFreshHost: Bool {
        config.family == .table || !usesEstimatedHeights
    }

    /// A host and adapter loaded from scratch with the reference: the same data, layouts,
    /// viewport, selection and revealed actions, the pagination footers as footers, exact
    /// heights; at the host's offset, or (with estimated heights) at the offset that puts the
    /// host's first visible element where the host shows it.
    func makeFresh() -> (fresh: FreshHost, shift: Double, offsetViolation: Violation?, aligned: Bool) {
        // While an item is moved, the host shows it at its target (live reorder).
        let data = displayedData
        let fresh = H.make(viewport: host.viewportSize, layout: H.layout(config.hostLayouts[reference.hostLayout].exact))
        fresh.allowsMultipleSelection = config.multipleSelection
        try? fresh.setPinnedInsets(reference.pinnedInsets)
        let sections = data.sections.enumerated().map { index, section in
            let spec = config.spec(of: section, hostLayout: reference.hostLayout, width: reference.viewportWidth)
            return InteractionModel.withSideLabel(of: section.model, ControllerSection<H>(
                model: section.model,
                header: reference.header(forSection: index, config: config).map { H.textController($0, recorder: nil, onTap: nil) },
                footer: reference.footer(forSection: index, config: config).map { H.textController($0, recorder: nil, onTap: nil) },
                // The layout the factory should have given for the host's width (typed screens).
                layout: config.sectionSpec(section.layout, width: reference.viewportWidth).map { H.layout($0.exact) },
                items: section.items.map { item in
                    H.itemController(
                        item, height: config.exactHeight(item, in: spec, grown: reference.grown.contains(item.id)), recorder: nil,
                        grown: reference.grown.contains(item.id),
                        forcedSwipeTitles: reference.revealed?.id == item.id ? reference.revealed?.titles : nil,
                        controls: config.controls ? InteractionModel.ControlBoard(isOn: reference.switchesOn) : nil)
                }))
        }
        let adapter = freshOutlineAdapter(fresh, sections: sections) ?? CellControllerAdapter(host: fresh, sections: sections)
        fresh.layoutIfNeeded()
        fresh.allowsMultipleSelectionDuringEditing = !config.deleteControl
        fresh.isEditing = reference.editing
        for id in reference.selected.sorted() {
            if let path = data.path(of: id) { try? fresh.selectItem(at: path, animated: false, scrollPosition: nil) }
        }
        showCarousels(in: fresh)
        var offset = host.contentOffset.y
        var anchored = !usesEstimatedHeights
        if usesEstimatedHeights, let (element, top) = anchor(), let freshTop = frame(of: displayed(element), in: fresh)?.minY {
            offset = freshTop - (top - host.contentOffset.y)
            anchored = true
        }
        fresh.contentOffset = Point(x: 0, y: offset)
        var violation: Violation?
        if fresh.contentOffset.y != offset {
            violation = Violation(
                "fresh.offset",
                "the host shows content at offset \(offset) (host offset \(host.contentOffset.y)), where a fresh host can only scroll to \(fresh.contentOffset.y) (content height \(fresh.contentSize.height), the host's \(host.contentSize.height))")
        }
        if let revealed = reference.revealed, let path = data.path(of: revealed.id) {
            // In editing mode only the delete control reveals actions.
            if reference.editing { _ = try? fresh.tapDeleteControl(at: path) } else { _ = try? fresh.swipe(at: path, edge: revealed.edge) }
        }
        presentMenu(on: fresh)
        let result = FreshHost(host: fresh, adapter: adapter)
        return (result, fresh.contentOffset.y - host.contentOffset.y, violation, anchored || host.contentOffset.y == 0)
    }

    enum Element: Hashable {
        case item(ItemPath)
        case supplementary(SupplementaryKind, Int)
    }

    /// The host's first visible element that scrolls with the content (items first; a pinned
    /// header does not), and its top.
    func anchor() -> (Element, Double)? {
        if let first = host.indexPathsForVisibleItems.first, let frame = host.rect(for: .item(first)) {
            return (.item(first), frame.minY)
        }
        var best: (Element, Double)?
        for section in 0..<host.numberOfSections {
            for kind in SupplementaryKind.allCases where host.cell(for: .supplementary(kind, section: section)) != nil {
                let spec = config.spec(of: reference.data.sections[section], hostLayout: reference.hostLayout, width: reference.viewportWidth)
                if kind == .header ? spec.pinned : spec.pinnedFooters { continue }
                guard let frame = host.rect(for: .supplementary(kind, section: section)) else { continue }
                if best.map({ frame.minY < $0.1 }) ?? true { best = (.supplementary(kind, section), frame.minY) }
            }
        }
        return best
    }

    func frame(of element: Element, in host: H) -> Rect? {
        switch element {
        case .item(let path): host.rect(for: .item(path))
        case .supplementary(let kind, let section): host.rect(for: .supplementary(kind, section: section))
        }
    }

    /// Every check of the reference model, after an operation (or the first load): the
    /// violations found, with those noted as events arrived.
    func check() -> [Violation] {
        var found = recorder.violations + violations
        recorder.violations = []
        violations = []
        let data = reference.data

        // The host and the adapter have the data.
        let counts = (0..<host.numberOfSections).map { host.numberOfItems(inSection: $0) }
        if counts != data.sections.map(\.items.count) {
            found.append(Violation("host.counts", "the host lays out \(counts) items per section; the data has \(data.sections.map(\.items.count))"))
            // The adapter's own records are checked after every operation, whatever else differs.
            checkLiveness(&found)
            return found
        }
        let shown = InteractionModel.shownIdentities(of: adapter)
        // No item of a loaded page is lost (issue 20).
        let shownItems = Set(shown.items.joined())
        let lost = data.allItems.map(\.id).filter { reference.pageItems.contains($0) && !shownItems.contains($0) }
        if !lost.isEmpty {
            found.append(Violation("pages.lost", "items of loaded pages are not on screen: \(lost.map { "#\($0)" })"))
        }
        if shown.sections != data.sectionIDs || shown.items != data.itemIDs {
            found.append(Violation("adapter.snapshot", "the adapter's snapshot has sections \(shown.sections) items \(shown.items); the data has \(data.sectionIDs) \(data.itemIDs)"))
        }
        if host.lastError != nil, !lastErrorSeen {
            lastErrorSeen = true
            found.append(Violation("host.error", "the host reported \(host.lastError.map { "\($0)" } ?? "")"))
        }

        // The specific invariants first (the first violation names the failure), then the
        // comparison with a fresh host, which any of them also shows.
        let visible = host.indexPathsForVisibleItems
        checkCells(&found, visible: visible)
        checkSelection(&found)
        checkSwipeAndMove(&found)
        checkMenusAndRefresh(&found)
        checkCellStates(&found, visible: visible)
        checkPrefetching(&found, visible: visible)
        checkPagination(&found)
        checkLiveControllers(&found, visible: visible)
        checkLiveness(&found)
        checkPinning(&found, visible: visible)
        checkVisibility(&found, visible: visible)
        checkOutlines(&found, visible: visible)
        checkCarousels(&found, visible: visible)
        checkGroups(&found, visible: visible)
        checkSideLabels(&found, visible: visible)
        checkFresh(&found, visible: visible)
        return found
    }

    /// The host shows what a freshly loaded host shows at the same offset: text, visible
    /// items, frames, headers and footers.
    private func checkFresh(_ found: inout [Violation], visible: [ItemPath]) {
        if showsMoveInvolvingTree {
            self.fresh = nil
            return
        }
        let (fresh, shift, offsetViolation, aligned) = makeFresh()
        self.fresh = aligned ? fresh : nil
        // With estimated heights and nothing on screen that scrolls with the content (only a
        // pinned header), where the host's content is cannot be told: nothing to compare.
        guard aligned else { return }
        if !isComparableWithFreshHost {
            // Each displayed item is measured, whatever the other items of its row are.
            for path in visible {
                guard let item = reference.data.item(at: path), let frame = host.rect(for: .item(path)) else { continue }
                let spec = config.spec(of: displayedData.sections[displayedPath(path).section], hostLayout: reference.hostLayout, width: reference.viewportWidth)
                let height = InteractionModel.groupItemHeight(at: displayedPath(path).item, in: spec)
                    ?? config.exactHeight(item, in: spec, grown: reference.grown.contains(item.id))
                if frame.height != height {
                    found.append(Violation("fresh.frames", "the displayed \(item) at \(path) is \(frame.height) high; measured, it is \(height)"))
                }
            }
            return
        }
        if let offsetViolation { found.append(offsetViolation) }
        let estimated = usesEstimatedHeights
        let text = host.renderText()
        let freshText = withRefreshIndicator(fresh.host.renderText())
        if text != freshText {
            found.append(Violation("fresh.text", "the host shows\n\(Self.framed(text))\nwhere a fresh host at offset \(fresh.host.contentOffset.y) shows\n\(Self.framed(freshText))"))
        }
        let freshVisible = fresh.host.indexPathsForVisibleItems
        if visible.map(displayedPath).sorted() != freshVisible {
            found.append(Violation("fresh.visible", "the host shows items \(visible) (laid out at \(visible.map(displayedPath).sorted())), a fresh host \(freshVisible)"))
        }
        for path in visible where freshVisible.contains(displayedPath(path)) {
            guard let frame = host.rect(for: .item(path)), let freshFrame = fresh.host.rect(for: .item(displayedPath(path))) else { continue }
            let shifted = Rect(x: frame.minX, y: frame.minY + shift, width: frame.width, height: frame.height)
            if shifted != freshFrame {
                let id = reference.data.item(at: path).map { "#\($0.id)" } ?? "?"
                found.append(Violation("fresh.frames", "\(id) at \(path) has frame \(frame)\(shift == 0 ? "" : " (shifted by \(shift))"), a fresh host \(freshFrame)"))
            }
        }
        for section in 0..<host.numberOfSections {
            for kind in SupplementaryKind.allCases {
                let shown = host.cell(for: .supplementary(kind, section: section)) != nil
                let freshShown = fresh.host.cell(for: .supplementary(kind, section: section)) != nil
                if shown != freshShown {
                    found.append(Violation("fresh.visible", "the \(kind) of section \(section) is \(shown ? "" : "not ")displayed; in a fresh host it is\(freshShown ? "" : " not")"))
                }
                guard shown, freshShown, let frame = host.rect(for: .supplementary(kind, section: section)),
                      let freshFrame = fresh.host.rect(for: .supplementary(kind, section: section)) else { continue }
                if Rect(x: frame.minX, y: frame.minY + shift, width: frame.width, height: frame.height) != freshFrame {
                    found.append(Violation("fresh.frames", "the \(kind) of section \(section) has frame \(frame), a fresh host \(freshFrame)"))
                }
            }
        }
        if !estimated, host.contentSize != fresh.host.contentSize {
            found.append(Violation("fresh.contentSize", "the host's content is \(host.contentSize), a fresh host's \(fresh.host.contentSize)"))
        }
    }

    /// Where the reference says each header and footer is shown, from the section's laid-out
    /// area (``CellHost/rectForSection(_:)``), which kinds the section's layout pins and the
    /// reference's insets: pinned below the top bar (a header) or above the bottom bar (a
    /// footer) and kept within the section, else laid out. The host's frames, displayed cells,
    /// hit testing (across each line of the viewport: the last pinned element shown there in
    /// display order, else what is laid out there) and rendered text agree with it.
    private func checkPinning(_ found: inout [Violation], visible: [ItemPath]) {
        let data = reference.data
        let offset = host.contentOffset.y, size = host.viewportSize
        let insets = reference.pinnedInsets
        if host.pinnedInsets != insets {
            found.append(Violation("pin.insets", "the host's pinned insets are \(host.pinnedInsets); expected \(insets)"))
        }
        let viewport = host.visibleRect
        var covering: [(kind: SupplementaryKind, section: Int, frame: Rect)] = []
        var laidOut: [(kind: SupplementaryKind, section: Int, frame: Rect)] = []
        for section in 0..<min(host.numberOfSections, data.sections.count) {
            guard let area = host.rectForSection(section) else {
                found.append(Violation("pin.section", "rectForSection(\(section)) is nil; the host has \(host.numberOfSections) sections"))
                continue
            }
            let spec = config.spec(of: data.sections[section], hostLayout: reference.hostLayout, width: reference.viewportWidth)
            for kind in SupplementaryKind.allCases {
                guard let frame = host.rect(for: .supplementary(kind, section: section)) else { continue }
                let pins = kind == .header ? spec.pinned : spec.pinnedFooters
                var y = kind == .header ? area.minY : area.maxY - frame.height
                if pins {
                    let target = kind == .header ? offset + insets.top : offset + size.height - insets.bottom - frame.height
                    y = min(max(target, area.minY), area.maxY - frame.height)
                }
                let expected = Rect(x: 0, y: y, width: size.width, height: frame.height)
                if frame != expected {
                    found.append(Violation("pin.frame", "the \(kind) of section \(section)\(pins ? " (pinned)" : "") is at \(frame); expected \(expected) (section \(area), offset \(offset), insets \(insets.top)/\(insets.bottom))"))
                }
                let shown = expected.intersects(viewport)
                if (host.cell(for: .supplementary(kind, section: section)) != nil) != shown {
                    found.append(Violation("pin.shown", "the \(kind) of section \(section) at \(expected) is \(shown ? "not " : "")displayed at offset \(offset)"))
                }
                if pins, shown { covering.append((kind, section, expected)) } else if !pins { laidOut.append((kind, section, expected)) }
            }
        }
        let items = visible.compactMap { path in host.rect(for: .item(path)).map { (path, $0) } }
        let lines = host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in 0..<Int(size.height) {
            let y = offset + Double(line)
            // (Revealed swipe actions are drawn over everything, a pinned element included; text
            // lines are whole, so only whole offsets and frames are compared.)
            if host.revealedSwipeActions == nil, host.presentedContextMenu == nil, !host.isRefreshing, offset.rounded() == offset,
               let top = covering.last(where: { $0.frame.minY <= y && y < $0.frame.maxY }), top.frame.minY.rounded() == top.frame.minY,
               let content = top.kind == .header ? reference.header(forSection: top.section, config: config) : reference.footer(forSection: top.section, config: config) {
                let index = Int(y - top.frame.minY)
                let text = index < content.lines.count ? TextRendering.fit(content.lines[index], width: Int(size.width)) : ""
                let shownText = line < lines.count ? lines[line] : ""
                if shownText != String(text.reversed().drop(while: { $0 == " " }).reversed()) {
                    found.append(Violation("pin.text", "line \(line) shows '\(shownText)', where the pinned \(top.kind) of section \(top.section) shows '\(text)'"))
                }
            }
            for x in Set([0, (size.width / 2).rounded(.down), size.width - 1]).sorted() {
                let point = Point(x: x, y: y)
                let expected: String
                if let top = covering.last(where: { $0.frame.contains(point) }) {
                    expected = "\(top.kind) \(top.section)"
                } else if sideLabelCovers(point) {
                    expected = "nothing"
                } else if let item = items.first(where: { $0.1.contains(point) }) {
                    expected = "item \(item.0)"
                } else if let element = laidOut.first(where: { $0.frame.contains(point) }) {
                    expected = "\(element.kind) \(element.section)"
                } else {
                    expected = "nothing"
                }
                let supplementary = host.supplementaryElement(at: point)
                let item = host.element(at: point)?.itemPath
                let actual = supplementary.map { "\($0.kind) \($0.section)" } ?? item.map { "item \($0)" } ?? "nothing"
                if actual != expected || (supplementary != nil && item != nil) {
                    found.append(Violation("pin.hit", "at viewport (\(x), \(line)) the host finds \(actual)\(supplementary != nil && item != nil ? " and an item" : ""); expected \(expected)"))
                    return
                }
            }
        }
    }

    static func framed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    |\($0)" }.joined(separator: "\n")
    }

    /// Every visible cell shows its item's (or header's, footer's) latest content, its
    /// controller knows it displays it, and the display events account for exactly the
    /// displayed cells, each for the element it shows.
    private func checkCells(_ found: inout [Violation], visible: [ItemPath]) {
        let data = reference.data
        var displayed: [ObjectIdentifier: String] = [:]
        for path in visible {
            guard let item = data.item(at: path), let cell = host.cell(for: .item(path)) else { continue }
            let expected = CellContent(key: "item:\(item.id)", lines: item.cellLines(grown: reference.grown.contains(item.id)))
            displayed[ObjectIdentifier(cell)] = expected.key
            let content = H.content(of: cell)
            if content != expected || cell.isEnabled != item.enabled {
                found.append(Violation("content.item", "the cell at \(path) shows \(content.map { "\($0)" } ?? "another cell")\(cell.isEnabled ? "" : " disabled"), not \(item)"))
            }
            guard let controller = adapter.controller(at: path) else {
                found.append(Violation("content.owner", "no controller for the visible item at \(path)"))
                continue
            }
            if H.item(of: controller) != item {
                found.append(Violation("content.controller", "the controller at \(path) is \(H.item(of: controller).map { "\($0)" } ?? "another"), the data has \(item)"))
            }
            if H.currentCell(of: controller) !== cell {
                found.append(Violation("content.owner", "the controller of \(item) at \(path) does not know it displays the cell there"))
            }
        }
        for section in 0..<min(host.numberOfSections, data.sections.count) {
            for kind in SupplementaryKind.allCases {
                guard let cell = host.cell(for: .supplementary(kind, section: section)) else { continue }
                let expected = kind == .header ? reference.header(forSection: section, config: config) : reference.footer(forSection: section, config: config)
                displayed[ObjectIdentifier(cell)] = expected?.key ?? "none"
                if H.content(of: cell) != expected {
                    found.append(Violation("content.supplementary", "the \(kind) of section \(section) shows \(H.content(of: cell).map { "\($0)" } ?? "nothing known"), not \(expected.map { "\($0)" } ?? "nothing")"))
                }
                if let controller = adapter.supplementaryController(kind, inSection: section), H.currentCell(of: controller) !== cell {
                    found.append(Violation("content.owner", "the controller of the \(kind) of section \(section) does not know it displays its cell"))
                }
            }
        }
        checkClaims(&found, visible: visible)
        for (cell, key) in displayed {
            guard let entry = recorder.shown[cell] else {
                found.append(Violation("display.unbalanced", "the displayed cell of \(key) never got willDisplay"))
                continue
            }
            if entry.key != key {
                found.append(Violation("display.wrongController", "the cell displayed for \(entry.key) now shows \(key) without display events"))
            }
        }
        for (cell, entry) in recorder.shown where displayed[cell] == nil {
            found.append(Violation("display.unbalanced", "the cell displayed for \(entry.key) left the screen without didEndDisplaying"))
        }
    }

    /// No controller but a displayed cell's owner says it displays that cell (`currentCell()`):
    /// a controller that handed its cell to another (adoption) or lost it gave it up.
    private func checkClaims(_ found: inout [Violation], visible: [ItemPath]) {
        var owners: [ObjectIdentifier: ObjectIdentifier] = [:]
        for path in visible {
            guard let cell = host.cell(for: .item(path)), let controller = adapter.controller(at: path) else { continue }
            owners[ObjectIdentifier(cell)] = ObjectIdentifier(controller)
        }
        for section in 0..<host.numberOfSections {
            for kind in SupplementaryKind.allCases {
                guard let cell = host.cell(for: .supplementary(kind, section: section)),
                      let controller = adapter.supplementaryController(kind, inSection: section) else { continue }
                owners[ObjectIdentifier(cell)] = ObjectIdentifier(controller)
            }
        }
        for claim in recorder.claimedCells() {
            guard let owner = owners[claim.cell] else {
                if recorder.shown[claim.cell] == nil {
                    found.append(Violation("content.claim", "a controller says it displays a cell that is not displayed"))
                }
                continue
            }
            if owner != claim.controller {
                found.append(Violation("content.claim", "a controller says it displays a cell that another controller owns"))
            }
        }
    }

    /// The selected items are the reference's (by identity).
    private func checkSelection(_ found: inout [Violation]) {
        let selected = Set(host.indexPathsForSelectedItems.compactMap { reference.data.item(at: $0)?.id })
        if selected != reference.selected {
            if reference.selectionAlternatives.contains(selected) {
                reference.selected = selected
            } else {
                found.append(Violation("selection", "the host has \(selected.sorted().map { "#\($0)" }) selected; expected \(reference.selected.sorted().map { "#\($0)" })"))
            }
        }
    }

    /// The revealed actions and the move follow their items.
    private func checkSwipeAndMove(_ found: inout [Violation]) {
        let data = reference.data
        let revealed = host.revealedSwipeActions
        switch (reference.revealed, revealed) {
        case (nil, nil):
            break
        case let (expected?, nil):
            // A scroll to an item hides them if it moves, and a burst may have (if one of its
            // screens deleted or reloaded the item).
            if mayHideSwipe || looseSwipeAndMove {
                reference.revealed = nil
            } else {
                found.append(Violation("swipe", "the actions of #\(expected.id) were hidden"))
            }
        case let (nil, actual?):
            found.append(Violation("swipe", "the actions of the item at \(actual.itemPath) are revealed; expected none"))
        case let (expected?, actual?):
            if actual.pendingActionIndex != expected.pending?.index {
                found.append(Violation("swipe", "the revealed actions of the item at \(actual.itemPath) wait for action \(actual.pendingActionIndex.map { "\($0)" } ?? "none"); expected \(expected.pending.map { "\($0.index)" } ?? "none")"))
            }
            if data.path(of: expected.id) != actual.itemPath || expected.edge != actual.edge || expected.titles != actual.titles {
                found.append(Violation("swipe", "the actions \(actual.titles) of the item at \(actual.itemPath) \(actual.edge) are revealed; expected \(expected.titles) of #\(expected.id) at \(data.path(of: expected.id).map { "\($0)" } ?? "?") \(expected.edge)"))
            }
        }
        switch (reference.movement, host.interactiveMovement) {
        case (nil, nil):
            break
        case let (expected?, nil):
            if looseSwipeAndMove {
                reference.movement = nil
            } else {
                found.append(Violation("move", "the move of #\(expected.id) ended"))
            }
        case let (nil, actual?):
            found.append(Violation("move", "the item at \(actual.source) is moving; expected no move"))
        case let (expected?, actual?):
            let source = data.path(of: expected.id)
            if actual.source != source {
                found.append(Violation("move", "the item at \(actual.source) is moving; expected #\(expected.id) at \(source.map { "\($0)" } ?? "?")"))
            } else if actual.target == expected.target || actual.target == actual.source {
                // A batch update during the move puts the target back on the item.
                reference.movement?.target = actual.target
            } else {
                found.append(Violation("move", "the move's target is \(actual.target); expected \(expected.target) or the item's place"))
            }
        }
    }

    /// Every displayed item cell was last told (`updateState(_:)`) the state the reference gives
    /// its item, which is also the cell's `state`: not highlighted (no finger is down between
    /// operations), selected and swiped as the reference says, disabled as the item is. A
    /// reused cell was told its new item's state (its report is cleared on reuse). Runs after
    /// the selection and swipe checks, which settle the reference's alternatives.
    private func checkCellStates(_ found: inout [Violation], visible: [ItemPath]) {
        if host.isEditing != reference.editing {
            found.append(Violation("editing", "the host's isEditing is \(host.isEditing); expected \(reference.editing)"))
        }
        for path in visible {
            guard let item = reference.data.item(at: path), let cell = host.cell(for: .item(path)) else { continue }
            guard let itemCell = cell as? any InteractionModelItemCell else { continue }
            var expected = CellState(
                isHighlighted: false,
                isSelected: reference.selected.contains(item.id),
                isDisabled: !item.enabled,
                isSwiped: reference.revealed?.id == item.id,
                isEditing: reference.editing && item.editable)
            expected.outline = expectedOutline(ofItemAt: path)
            let describe = { (state: CellState) in
                "highlighted \(state.isHighlighted), selected \(state.isSelected), disabled \(state.isDisabled), swiped \(state.isSwiped), editing \(state.isEditing)"
                    + (state.outline.map { ", outline \($0)" } ?? "")
            }
            guard let reported = itemCell.reportedState else {
                found.append(Violation("state.unreported", "the cell of \(item) at \(path) was never told its state since it was displayed for it"))
                continue
            }
            if reported != expected {
                found.append(Violation("state.reported", "the cell of \(item) at \(path) was last told \(describe(reported)); expected \(describe(expected))"))
            }
            if cell.state != reported {
                found.append(Violation("state.silent", "the cell of \(item) at \(path) has state \(describe(cell.state)) but was last told \(describe(reported))"))
            }
        }
    }

    /// The controllers prefetching are exactly those of the window's items, and no visible
    /// item is in the window.
    private func checkPrefetching(_ found: inout [Violation], visible: [ItemPath]) {
        let window = host.indexPathsForPrefetchedItems
        let windowIDs = window.compactMap { reference.data.item(at: $0)?.id }.sorted()
        let prefetching = recorder.prefetched.values.sorted()
        if windowIDs != prefetching {
            found.append(Violation("prefetch.window", "the prefetch window holds \(windowIDs.map { "#\($0)" }); the controllers prefetching are of \(prefetching.map { "#\($0)" })"))
        }
        let shown = Set(visible)
        if window.contains(where: shown.contains) {
            found.append(Violation("prefetch.visible", "visible items \(window.filter(shown.contains)) are in the prefetch window"))
        }
    }

    /// The trigger's states are the reference's, and no due end was missed: one that is idle,
    /// near, and whose count changed since it last fired.
    private func checkPagination(_ found: inout [Violation]) {
        let triggers = [(trigger, config.pagination, LoadMoreEdge.bottom), (topTrigger, config.topPagination, .top)]
            .compactMap { trigger, pagination, edge in trigger.flatMap { trigger in pagination.map { (trigger, $0, edge) } } }
        guard !triggers.isEmpty else { return }
        var states: [InteractionModel.EndKey: InteractionModel.PageState] = [:]
        for (trigger, _, edge) in triggers {
            if trigger.edge != edge { found.append(Violation("pagination.edge", "the trigger at the \(edge) edge says it is at the \(trigger.edge) edge")) }
            for (end, state) in trigger.states {
                guard let key = InteractionModel.endKey(end, edge: edge) else { continue }
                switch state {
                case .idle: break
                case .loading: states[key] = .loading
                case .failed: states[key] = .failed
                }
            }
        }
        if states != reference.pages {
            found.append(Violation("pagination.state", "the trigger's ends are \(states); expected \(reference.pages)"))
        }
        let visible = host.indexPathsForVisibleItems
        var ends: [InteractionModel.EndKey] = []
        for (_, pagination, edge) in triggers {
            switch pagination.scope {
            case .list: ends.append(edge == .top ? .listTop : .list)
            case .eachSection: ends += Set(visible.map(\.section)).sorted().compactMap { section in
                guard reference.data.sections.indices.contains(section) else { return nil }
                let id = reference.data.sections[section].id
                return edge == .top ? .sectionTop(id) : .section(id)
            }
            }
        }
        // While an item is moved interactively, the layout shown moves section ends without a
        // display, a scroll or an apply: as in UIKit, nothing looks at the ends for that alone
        // (the drop's apply or the next display does), so an end is not due to fire meanwhile
        // (seeds 100541 and 100766).
        if reference.movement != nil { return }
        for key in ends where reference.pages[key] == nil {
            let count = reference.itemCount(of: key)
            guard count > 0, reference.lastFired[key] != count, notNear(key) == nil else { continue }
            found.append(Violation("pagination.missed", "\(key) is near with \(count) items and idle, but did not fire (it last fired with \(reference.lastFired[key].map { "\($0)" } ?? "none"))"))
        }
    }

    /// A snapshot of models keeps a bounded number of controllers; unchanged items that stay
    /// visible keep theirs.
    private func checkLiveControllers(_ found: inout [Violation], visible: [ItemPath]) {
        guard config.kind == .models else { return }
        let needed = visible.count + host.indexPathsForPrefetchedItems.count + reference.selected.count
        maxNeeded = max(maxNeeded, needed)
        let bound = 2 * maxNeeded + 2 * 64 + 16
        if adapter.liveControllerCount > bound {
            found.append(Violation("live.bound", "the adapter holds \(adapter.liveControllerCount) controllers for \(reference.data.itemCount) items; at most \(bound) expected"))
        }
        guard let before = controllersBefore else { return }
        // Visible before and after, or selected before and after.
        let visibleIDs = Set(visible.compactMap { reference.data.item(at: $0)?.id })
        let kept = before.filter { id, entry in
            entry.visible ? visibleIDs.contains(id) && stayedDisplayed.contains(id) : reference.selected.contains(id)
        }
        for path in Set(visible + host.indexPathsForSelectedItems).sorted() {
            guard let item = reference.data.item(at: path), let old = kept[item.id]?.controller, !reference.touched.contains(item.id),
                  let controller = adapter.controller(at: path) else { continue }
            if ObjectIdentifier(controller) != old {
                found.append(Violation("controller.identity", "\(item) stayed \(visible.contains(path) ? "visible" : "selected") and unchanged, but has a new controller"))
            }
        }
    }
}
