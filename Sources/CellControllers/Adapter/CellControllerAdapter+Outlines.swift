extension CellControllerAdapter {
    // MARK: Applying a section snapshot

    /// Shows `tree` in the section `sectionKey` of the shown `Snapshot<Section, Item>`: diffs
    /// only that section's visible items (old against new) and applies the result as batch
    /// updates of that section, through the same install as every apply.
    ///
    /// - Complexity: O(t) expected for the t items of the tree (checked against the screen's
    ///   identifier index, built once), plus the section's diff, O(m) for its m items.
    /// - Parameter model: the section's model, appended to the screen with the tree's visible
    ///   items when the screen has no section `sectionKey` (as UIKit appends the section);
    ///   `nil` when only its identifier is known, and then such a section throws.
    func applyOutline<Section, Item>(
        _ tree: SectionSnapshot<Item>,
        to sectionKey: DiffIdentifier,
        of _: Snapshot<Section, Item>.Type,
        appending model: Section?,
        factory: ErasedControllerFactory<Host>,
        handlers: SectionSnapshotHandlers<Item>,
        completion: (() -> Void)?
    ) throws(OutlineError) {
        try checkNoApplyInFlight()
        let section: Int
        do {
            section = try shownSection(sectionKey, of: Snapshot<Section, Item>.self)
        } catch {
            guard case .unknownSection = error, let model else { throw error }
            try appendOutlineSection(model, tree, of: Snapshot<Section, Item>.self, factory: factory, handlers: handlers, completion: completion)
            return
        }
        let visibleItems = tree.visibleItems
        try checkTree(tree, for: sectionKey, at: section, in: snapshot, factory: factory, visibleItems: visibleItems)
        let visible = AnySnapshot.NewItems(visibleItems)
        // The section's diff alone, as a screen of that one section (the same model on both
        // sides: no section change), its paths then moved to the section's index.
        let after = AnySnapshot.Section(snapshot.storage[section].model, storage: visible.storage)
        guard let changes = try? AnySnapshot.diff(
            from: AnySnapshot(sections: [snapshot.storage[section]]), to: AnySnapshot(sections: [after]),
            contentChanges: contentChanges)
        else { preconditionFailure("a section snapshot has unique identifiers") }
        let oldCount = snapshot.storage[section].count
        let oldCounts = PreparedChanges.itemCounts(of: snapshot)
        var newCounts = oldCounts
        newCounts[section] = after.count
        let box = (shown.outlines[sectionKey] as? ShownOutline<Item>) ?? ShownOutline(tree: tree, handlers: handlers)
        box.tree = tree
        box.handlers = handlers
        shown.outlines[sectionKey] = box
        showOutlineChange(
            in: section, key: sectionKey, replacing: 0..<oldCount, with: visible,
            prepared: PreparedChanges.planned(changes.itemsMoved(toSection: section), oldCounts: oldCounts, newCounts: newCounts),
            completion: completion)
    }

    /// Checks that `tree` can be the section `sectionKey` (at `section`) of `screen`: every item
    /// of the tree, shown or hidden, is this section's alone (not in another section of the
    /// screen, nor in another section's tree, shown or on its way), and the factory has a
    /// registration for its items.
    ///
    /// - Throws: ``OutlineError/itemInAnotherSection(_:section:)`` or
    ///   ``OutlineError/unregisteredModelType(_:)``.
    /// Another section's tree shown as a flat list of all the items of its section (no item
    /// hidden) is not asked: its items are the screen's, which the lookup in the screen checks
    /// (the shown trees hide nothing the screen shows, and every item of their sections is in
    /// them, see `invariantViolations`; so a flat one with as many items as its section holds
    /// exactly its section's items). Only the tree's items are checked for their type: the
    /// other sections' items are shown already. `visibleItems` are the tree's, when the caller
    /// has them.
    /// - Complexity: O(t · o) expected for the tree's t items and o other trees that hide items
    ///   or are on their way.
    func checkTree<Item>(
        _ tree: SectionSnapshot<Item>, for sectionKey: DiffIdentifier, at section: Int, in screen: AnySnapshot,
        factory: ErasedControllerFactory<Host>, visibleItems: [Item]? = nil
    ) throws(OutlineError) {
        // The other trees of this item type (a tree of another type cannot hold these ids),
        // cast once rather than once per item.
        let shownTrees = shown.outlines.compactMap { key, outline -> (DiffIdentifier, SectionSnapshot<Item>)? in
            guard key != sectionKey, let typed = outline as? ShownOutline<Item> else { return nil }
            if typed.tree.isFlat, let index = screen.indexOfSection(key), screen.storage[index].count == typed.tree.count {
                return nil
            }
            return (key, typed.tree)
        }
        let otherTrees = shownTrees + applies.scheduler.openOutlines.filter { $0.section != sectionKey }
            .compactMap { pending in (pending.outline as? ShownOutline<Item>).map { (pending.section, $0.tree) } }
        for id in tree.nodes.keys {
            let key = SectionSnapshot<Item>.key(id)
            if let path = screen.pathOfItem(key), path.section != section {
                throw .itemInAnotherSection(key, section: path.section)
            }
            for (otherKey, other) in otherTrees where other.contains(id) {
                if let index = screen.indexOfSection(otherKey) { throw .itemInAnotherSection(key, section: index) }
            }
        }
        let sections = [AnySnapshot.Section(screen.storage[section].model, storage: AnySnapshot.Section.storage(of: visibleItems ?? tree.visibleItems))]
        do throws(SnapshotError) {
            try factory.check(AnySnapshot(sections: sections))
        } catch {
            if case .unregisteredModelType(let type, _) = error { throw .unregisteredModelType(type) }
        }
    }

    /// Shows `tree` in a new section `model`, appended to the screen shown (or to an empty
    /// screen): one apply of the screen with the section and the tree's visible items, which
    /// installs the tree when it is shown.
    ///
    /// - Throws: ``OutlineError/itemInAnotherSection(_:section:)`` or
    ///   ``OutlineError/unregisteredModelType(_:)``; nothing changes.
    /// - Complexity: O(t) expected for the tree's t items, plus what the apply costs.
    private func appendOutlineSection<Section, Item>(
        _ model: Section,
        _ tree: SectionSnapshot<Item>,
        of type: Snapshot<Section, Item>.Type,
        factory: ErasedControllerFactory<Host>,
        handlers: SectionSnapshotHandlers<Item>,
        completion: (() -> Void)?
    ) throws(OutlineError) {
        var typed = shownScreenType == ScreenType(type) ? Snapshot<Section, Item>(unchecked: snapshot) : Snapshot()
        let sectionKey = type.sectionKey(model.id)
        guard (try? typed.appendSections([model])) != nil else { preconditionFailure("the screen has no section \(sectionKey)") }
        var screen = typed.erased
        let section = screen.numberOfSections - 1
        try checkTree(tree, for: sectionKey, at: section, in: screen, factory: factory)
        screen.replaceItems(inSection: section, 0..<0, with: AnySnapshot.NewItems(tree.visibleItems))
        let outline = PendingOutline(
            section: sectionKey, outline: ShownOutline(tree: tree, handlers: handlers), items: screen.storage[section])
        do throws(SnapshotError) {
            try applyNow(factory, snapshot: screen, reloading: false, outline: outline, completion: completion)
        } catch {
            // The tree's items are unique and the section new: only a type can be refused.
            if case .unregisteredModelType(let type, _) = error { throw .unregisteredModelType(type) }
            preconditionFailure("a checked tree in a new section is a valid screen: \(error)")
        }
    }

    // MARK: Expanding and collapsing

    /// Expands (`true`), collapses (`false`) or toggles (`nil`) the item `id` of `outline`,
    /// inserting or deleting its visible descendants below it as one batch update when it is
    /// shown.
    ///
    /// - Parameters:
    ///   - askingHandlers: whether the outline's handlers may veto and observe it (a user's
    ///     tap, or `toggle`), and load its children lazily.
    ///   - knownPath: the item's path, when the caller knows it (a tap).
    ///   - largeLater: whether an expansion that shows at least
    ///     `ApplyScheduler.largeTapExpansion` items is made asynchronously (a user's tap): the
    ///     handlers are asked now, the children loaded now, and the rows are computed off the
    ///     main actor and shown later (see `ShownOutline.expandLater(_:in:)`).
    ///   - completion: called once the change is on the host (at once when the item is hidden
    ///     under a collapsed ancestor); not called when nothing changes.
    /// - Returns: whether the item's expansion changed, or is on its way.
    /// - Complexity: O(k log n) for the k items inserted or deleted in a screen of n items,
    ///   plus an O(n) memory move of the section's items; O(1) expected when nothing changes.
    @discardableResult
    func changeExpansion<Item>(
        of id: Item.ID,
        in outline: ShownOutline<Item>,
        to target: Bool?,
        askingHandlers: Bool,
        knownPath: ItemPath?,
        largeLater: Bool = false,
        completion: (() -> Void)? = nil
    ) throws(OutlineError) -> Bool {
        try checkNoApplyInFlight()
        guard let item = outline.tree.item(id) else { throw .unknownItem(SectionSnapshot<Item>.key(id)) }
        let expanding = target ?? !outline.tree.isExpanded(id)
        guard expanding != outline.tree.isExpanded(id) else { return false }
        if askingHandlers {
            guard outline.handlers.shouldChangeExpansion?(item, expanding) ?? true else { return false }
            outline.handlers.willChangeExpansion?(item, expanding)
            // The handlers may have changed the screen.
            try checkNoApplyInFlight()
            guard outline.tree.contains(id), expanding != outline.tree.isExpanded(id) else { return false }
        }
        let (sectionKey, section) = try place(of: outline, holding: id)
        var tree = outline.tree
        if askingHandlers, expanding, let load = outline.handlers.snapshotForExpandingParent {
            let current: SectionSnapshot<Item>
            do { current = try tree.snapshot(of: id) } catch { throw .invalidChildren(error) }
            do { try tree.replace(childrenOf: id, using: load(item, current)) } catch { throw .invalidChildren(error) }
            for child in tree.nodes.keys where outline.tree.nodes[child] == nil {
                let key = SectionSnapshot<Item>.key(child)
                if let path = snapshot.pathOfItem(key), path.section != section {
                    throw .itemInAnotherSection(key, section: path.section)
                }
            }
        }
        if largeLater, expanding, tree.isVisible(id), ShownOutline<Item>.showsMany(below: id, in: tree, atLeast: applies.scheduler.largeTapExpansion) {
            // Many rows to show: the tree keeps its loaded children (hidden, the item still
            // collapsed), and the rows come off the main actor.
            outline.tree = tree
            outline.expandLater(id, in: self)
            return true
        }
        if expanding { tree.expanded.insert(id) } else { tree.expanded.remove(id) }
        guard tree.isVisible(id) else {
            // Hidden under a collapsed ancestor: only its state changes.
            outline.tree = tree
            completion?()
            return true
        }
        let path = try shownPath(of: SectionSnapshot<Item>.key(id), in: section, knownPath: knownPath)
        let change = ExpansionChange(
            of: id, from: outline.tree, to: tree, at: path, oldCounts: PreparedChanges.itemCounts(of: snapshot))
        outline.tree = tree
        showOutlineChange(
            in: section, key: sectionKey, replacing: change.replaced, with: AnySnapshot.NewItems(change.shown),
            prepared: change.prepared, completion: completion)
        return true
    }

    /// The identifier and index of the section `outline` is the tree of.
    /// - Throws: ``OutlineError/unknownItem(_:)`` (for `id`) when no section shows it.
    /// - Complexity: O(o + s) for o trees and s sections.
    func place<Item>(of outline: ShownOutline<Item>, holding id: Item.ID) throws(OutlineError) -> (key: DiffIdentifier, section: Int) {
        guard let sectionKey = shown.outlines.first(where: { $0.value === outline })?.key,
              let section = shown.parts.firstIndex(where: { $0.model.identifier == sectionKey }) else {
            throw .unknownItem(SectionSnapshot<Item>.key(id))
        }
        return (sectionKey, section)
    }

    /// The path of the shown item `key` of the section `section` (`knownPath` when the caller
    /// knows it).
    /// - Throws: ``OutlineError/unknownItem(_:)`` when that section does not show it.
    /// - Complexity: O(1) expected.
    func shownPath(of key: DiffIdentifier, in section: Int, knownPath: ItemPath?) throws(OutlineError) -> ItemPath {
        guard let path = knownPath ?? snapshot.pathOfItem(key), path.section == section else {
            throw .unknownItem(key)
        }
        return path
    }

    // MARK: Support

    /// Makes the section `section`'s items in `range` the items of `new`, applying `prepared`
    /// (its batches, planned for exactly that) through the one install every apply goes
    /// through, then tells the displayed cells their outlines again.
    ///
    /// The shown snapshot's storage and identifier index are taken over, not copied: the edit
    /// costs what it changes, whatever the screen's size.
    func showOutlineChange(
        in section: Int,
        key: DiffIdentifier,
        replacing range: Range<Int>,
        with new: AnySnapshot.NewItems,
        prepared: PreparedChanges,
        completion: (() -> Void)?
    ) {
        var newSnapshot = AnySnapshot()
        swap(&newSnapshot, &snapshot)
        newSnapshot.replaceItems(inSection: section, range, with: new)
        showOutlineScreen(newSnapshot, key: key, prepared: prepared, completion: completion)
    }

    /// Shows `newSnapshot`, the screen with a section's outline changed, applying `prepared`
    /// through the one install every apply goes through, then tells the displayed cells their
    /// outlines again.
    func showOutlineScreen(_ newSnapshot: AnySnapshot, key: DiffIdentifier, prepared: PreparedChanges, completion: (() -> Void)?) {
        let factory = shown.factory
        let ticket = applies.scheduler.open(newSnapshot, screenType: factory.screenType, base: nil)
        shown.installingOutline = key
        show(factory, snapshot: newSnapshot, prepared: prepared, ticket: ticket) { [self] in
            shown.installingOutline = nil
            host.updateVisibleCellStates()
            completion?()
        }
        shown.installingOutline = nil
        applies.scheduler.close(ticket)
    }

    /// Throws when an apply is on its way to the host: an outline changes the screen shown.
    func checkNoApplyInFlight() throws(OutlineError) {
        if isApplyInFlight { throw .applyInFlight }
    }

    /// Whether an apply is on its way to the host (diffing, waiting, queued behind a drive) or
    /// the adapter is driving the host: the screen shown is about to change.
    var isApplyInFlight: Bool { applies.isApplying || applies.scheduler.newestRequest() != nil }

    /// Whether a disclosure tap waits rather than toggling now: an apply is in flight, or the
    /// asynchronous expansion an earlier tap started (see `ShownOutline.expandLater(_:in:)`).
    var isDisclosureTapDeferred: Bool { isApplyInFlight || applies.scheduler.tapExpansion != nil }

    /// Replays the disclosure taps that came while an apply or a tap's asynchronous expansion
    /// was in flight, in the order they came, once none is (see
    /// `ShownOutline.didTapDisclosure(at:in:)`): called whenever an apply or such an expansion
    /// lands or ends without landing. A replay that starts another drive, or another
    /// asynchronous expansion, replays the rest at its end.
    func replayDeferredDisclosureTaps() {
        while !isDisclosureTapDeferred, let tap = applies.scheduler.takeDeferredDisclosureTap() {
            tap.replay(in: self)
        }
    }

    /// The index of the shown section `key`, checking that the screen is a `Snapshot<Section,
    /// Item>`.
    func shownSection<Section, Item>(_ key: DiffIdentifier, of type: Snapshot<Section, Item>.Type) throws(OutlineError) -> Int {
        let wanted = ScreenType(type)
        guard shownScreenType == wanted else {
            guard snapshot.numberOfSections == 0 else {
                throw .screenOfAnotherType(shown: shownScreenType.name, edited: wanted.name)
            }
            throw .unknownSection(key)
        }
        guard let section = shown.parts.firstIndex(where: { $0.model.identifier == key }) else { throw .unknownSection(key) }
        return section
    }

    /// After an apply of a whole screen (`old` to `new`), keeps the outline of each section that
    /// it shows with the same items (the same identities and contents, in the same order: an
    /// `update` that edited other sections, say), and no other: a section given other items by
    /// a `Snapshot` is a flat list again. An outline whose hidden items the new screen shows
    /// elsewhere is dropped too.
    ///
    /// - Complexity: O(s) per outline for s sections, plus O(m) to compare a section of m items
    ///   held in new storage; O(h) expected lookups for its h hidden items when other sections
    ///   changed.
    func reconcileOutlines(from old: AnySnapshot, to new: AnySnapshot) {
        guard !shown.outlines.isEmpty else { return }
        let unchanged = new.hasSameSectionsAndItems(as: old)
        for (key, outline) in shown.outlines {
            guard let oldSection = old.storage.first(where: { $0.identifier == key }),
                  let newSection = new.storage.first(where: { $0.identifier == key }),
                  Self.sameItems(oldSection, newSection) else {
                shown.outlines[key] = nil
                continue
            }
            if !unchanged, outline.hiddenIdentifiers.contains(where: { new.pathOfItem($0) != nil }) {
                shown.outlines[key] = nil
            }
        }
    }

    /// Whether both sections hold the same items: the same storage, or equal identities and
    /// contents in the same order.
    /// - Complexity: O(1) for shared storage, else O(m).
    static func sameItems(_ lhs: AnySnapshot.Section, _ rhs: AnySnapshot.Section) -> Bool {
        if lhs.storage.sharesItems(with: rhs.storage) { return true }
        guard lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count {
            guard lhs.identifier(at: index) == rhs.identifier(at: index),
                  lhs.storage.isContentEqual(at: index, to: rhs.storage, at: index) else { return false }
        }
        return true
    }

    /// Makes the sections at `sections` flat lists (an interactive move changed their items
    /// outside their trees), telling the displayed cells.
    func dropOutlines(ofSections sections: [Int]) {
        guard !shown.outlines.isEmpty else { return }
        var dropped = false
        for section in sections where shown.parts.indices.contains(section) {
            dropped = shown.outlines.removeValue(forKey: shown.parts[section].model.identifier) != nil || dropped
        }
        if dropped { host.updateVisibleCellStates() }
    }
}

extension StagedChangeset {
    /// The changes of a screen of one section with their item paths in section `section`
    /// instead (the section itself neither moved nor changed): the diff of one section of a
    /// screen, made without the screen's other sections.
    /// - Complexity: O(k) for k changes.
    fileprivate func itemsMoved(toSection section: Int) -> StagedChangeset {
        func moved(_ update: BatchUpdate) -> BatchUpdate {
            precondition(update.deletedSections.isEmpty && update.insertedSections.isEmpty && update.movedSections.isEmpty,
                         "a section diffed alone has no section change")
            func path(_ path: ItemPath) -> ItemPath { ItemPath(item: path.item, section: section) }
            var result = update
            result.reloadedSections = update.reloadedSections.map { _ in section }
            result.deletedItems = update.deletedItems.map(path)
            result.insertedItems = update.insertedItems.map(path)
            result.movedItems = update.movedItems.map { Move(from: path($0.source), to: path($0.destination)) }
            result.reloadedItems = update.reloadedItems.map(path)
            result.reconfiguredItems = update.reconfiguredItems.map(path)
            return result
        }
        return StagedChangeset(structure: moved(structure), content: moved(content))
    }
}
