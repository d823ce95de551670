extension AnySnapshot {
    /// The batches that turn `old` into `new`, with the fewest moves.
    ///
    /// Sections are matched by their model's identifier and items by theirs, across the whole
    /// snapshot, so an item may move from one section to another. The result has at most two
    /// stages (see ``StagedChangeset``): stage 1 changes the structure, stage 2 the content of
    /// kept elements, at their final positions. Equal snapshots give no stage.
    ///
    /// What counts as what:
    /// - A section is **deleted** / **inserted** when its identifier is only in `old` / `new`;
    ///   its items go and come with it and are not listed.
    /// - Kept sections outside one longest increasing subsequence of their old indices are
    ///   **moved** (minimal section moves); items do not move just because their section did.
    /// - An item whose section is kept on both sides (by section identity) is **moved** when it
    ///   changes section, or when it stays but lies outside one longest increasing subsequence
    ///   of the old indices of the items that stay in that section (minimal item moves).
    /// - An item that leaves a deleted section, or enters an inserted section, is deleted from
    ///   or inserted into the kept side (UIKit cannot move an item out of a deleted section or
    ///   into an inserted one).
    /// - A kept item whose content changed (by its model's `==`) is reported in
    ///   stage 2 as ``BatchUpdate/reconfiguredItems`` or ``BatchUpdate/reloadedItems`` per
    ///   `contentChanges`; a kept section whose model content changed, as
    ///   ``BatchUpdate/reloadedSections``.
    /// - Kept items and sections that `new` marks (a snapshot made from a ``Snapshot`` whose
    ///   ``Snapshot/reconfigureItems(_:)``, ``Snapshot/reloadItems(_:)`` or
    ///   ``Snapshot/reloadSections(_:)`` marked them) are reported
    ///   the same way even when their content is equal (a reload mark wins over a reconfigure).
    ///   Marks of `old` play no part.
    ///
    /// Every list is in ascending order (moves by destination).
    ///
    /// - Throws: ``SnapshotError`` when either snapshot has a duplicate identifier (checked in
    ///   this order: sections of `old`, of `new`, items of `old`, of `new`); nothing else can fail.
    /// - Complexity: expected O(s + n) for s sections and n items (identifiers hash in O(1)),
    ///   plus O(k log k) for the k kept elements when some changed order, plus one content
    ///   comparison per kept element. When all items of both snapshots have one model type,
    ///   their ids are matched as that type, with no erasure, and each pair of items with equal
    ///   ids is compared as it is matched (so also an item that leaves a deleted section or
    ///   enters an inserted one).
    package static func diff(
        from old: AnySnapshot,
        to new: AnySnapshot,
        contentChanges: ContentChangeStyle = .reconfigure
    ) throws(SnapshotError) -> StagedChangeset {
        let sectionMatching = try match(sectionsOf: old, and: new)
        let items = try match(itemsOf: old, and: new)
        let (itemMatching, oldTable, newTable) = (items.matching, items.old, items.new)
        let oldSections = old.storage
        let newSections = new.storage
        let sectionOldToNew = sectionMatching.oldToNew
        let sectionNewToOld = sectionMatching.newToOld

        var structure = BatchUpdate()
        var content = BatchUpdate()

        // Sections.
        for oldSection in 0..<oldSections.count where sectionOldToNew[oldSection] < 0 {
            structure.deletedSections.append(oldSection)
        }
        var keptSectionCount = 0
        for newSection in 0..<newSections.count {
            let oldSection = Int(sectionNewToOld[newSection])
            if oldSection < 0 {
                structure.insertedSections.append(newSection)
            } else {
                keptSectionCount += 1
                if !oldSections[oldSection].model.isContentEqual(to: newSections[newSection].model) {
                    content.reloadedSections.append(newSection)
                }
            }
        }
        if !sectionMatching.isSorted {
            structure.movedSections = sectionNewToOld.withUnsafeBufferPointer { newToOld in
                FlatDiff.movesOutsideLongestIncreasingSubsequence(newToOld: newToOld, keptCount: keptSectionCount)
            }
        }

        // Items.
        let itemChanges = ItemChanges(
            oldSections: oldSections, newSections: newSections,
            old: oldTable, new: newTable, matching: itemMatching, contentChanged: items.contentChanged,
            sectionOldToNew: sectionOldToNew, sectionNewToOld: sectionNewToOld)
        structure.deletedItems = itemChanges.deleted
        structure.insertedItems = itemChanges.inserted
        structure.movedItems = itemChanges.moved
        switch contentChanges {
        case .reconfigure: content.reconfiguredItems = itemChanges.updated
        case .reload: content.reloadedItems = itemChanges.updated
        }
        if !new.marks.isEmpty {
            new.addMarkedUpdates(
                to: &content, items: items, sectionOldToNew: sectionOldToNew, sectionNewToOld: sectionNewToOld)
        }

        return StagedChangeset(structure: structure, content: content)
    }
}

extension AnySnapshot {
    /// Adds this (new) snapshot's reconfigure and reload marks to the content stage: marked
    /// items and sections that the diff keeps (not inserted, not in an inserted section).
    /// - Complexity: O(k log k) for k marks and updates.
    fileprivate func addMarkedUpdates(
        to content: inout BatchUpdate,
        items: ItemMatching,
        sectionOldToNew: [Int32],
        sectionNewToOld: [Int32]
    ) {
        func isKept(_ path: ItemPath) -> Bool {
            guard sectionNewToOld[path.section] >= 0 else { return false }
            let oldFlat = Int(items.matching.newToOld[items.new.starts[path.section] + path.item])
            return oldFlat >= 0 && sectionOldToNew[Int(items.old.position(of: oldFlat).section)] >= 0
        }
        let reloads = Set(marks.reloadedItems.compactMap { pathOfItem($0) }.filter(isKept))
        let reconfigures = Set(marks.reconfiguredItems.compactMap { pathOfItem($0) }.filter(isKept))
        let reloaded = Set(content.reloadedItems).union(reloads)
        var reconfigured = Set(content.reconfiguredItems).union(reconfigures)
        reconfigured.subtract(reloaded)
        content.reloadedItems = reloaded.sorted()
        content.reconfiguredItems = reconfigured.sorted()
        var sections = Set(content.reloadedSections)
        for identifier in marks.reloadedSections {
            if let section = indexOfSection(identifier), sectionNewToOld[section] >= 0 { sections.insert(section) }
        }
        content.reloadedSections = sections.sorted()
    }
}
