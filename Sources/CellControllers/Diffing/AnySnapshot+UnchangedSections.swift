extension AnySnapshot {
    /// The diff from `old` (a snapshot already validated, the one a host shows) to `new`, looking
    /// only at the sections whose items changed, or `nil` when that shortcut does not apply and
    /// the whole screen must be diffed with ``diff(from:to:contentChanges:)``.
    ///
    /// An app that edits one section of a large screen (a page appended to one feed, a row
    /// deleted from one day) leaves every other section's item storage shared with the shown
    /// snapshot: those sections hold the very same items in both, so they can have no insert,
    /// delete, move or content change of their own. What remains to diff is the sections whose
    /// storage differs, taken together (an item may move between them). The result is the one
    /// the whole-screen diff gives: the same lists, in the same order.
    ///
    /// It applies when
    /// - both snapshots have the same sections in the same order (by identifier), more than one
    ///   of them, and at least one keeps its storage;
    /// - `new`'s identifier index is built and has one entry per section and per item, which
    ///   proves `new` free of duplicates without hashing the sections it skips (the index is
    ///   built by the first lookup or edit of a ``Snapshot``, and kept exact by every edit);
    ///   `old` needs no proof, it was validated when it was shown.
    ///
    /// Sections that keep their storage but whose model's content changed are reloaded, and
    /// `new`'s reconfigure and reload marks are honoured in every section, as the whole-screen
    /// diff does.
    ///
    /// - Throws: ``SnapshotError`` for duplicates among the changed sections (which the proof
    ///   above already rules out; the diff of the changed sections checks them anyway).
    /// - Complexity: O(s) for s sections, plus what ``diff(from:to:contentChanges:)`` costs for
    ///   the changed sections' items only, plus O(m) for m marks.
    static func diffSkippingUnchangedSections(
        from old: AnySnapshot,
        to new: AnySnapshot,
        contentChanges: ContentChangeStyle
    ) throws(SnapshotError) -> StagedChangeset? {
        let sectionCount = new.storage.count
        guard sectionCount > 1, old.storage.count == sectionCount else { return nil }
        var changed: [Int] = []
        for section in 0..<sectionCount {
            let (oldSection, newSection) = (old.storage[section], new.storage[section])
            guard oldSection.identifier == newSection.identifier else { return nil }
            if !newSection.storage.sharesItems(with: oldSection.storage) { changed.append(section) }
        }
        guard changed.count < sectionCount, new.hasProvenUniqueIdentifiers else { return nil }

        // The changed sections, diffed as a screen of their own, with the marks that fall in them.
        let oldChanged = AnySnapshot(sections: changed.map { old.storage[$0] })
        var newChanged = AnySnapshot(sections: changed.map { new.storage[$0] })
        var isChanged = [Bool](repeating: false, count: sectionCount)
        for section in changed { isChanged[section] = true }
        var keptMarks = BatchUpdate()
        if !new.marks.isEmpty {
            (newChanged.marks, keptMarks) = new.splitMarks(changedSections: isChanged)
        }
        var changes = try diff(from: oldChanged, to: newChanged, contentChanges: contentChanges)
        changes.remapSections(to: changed)

        // The sections that kept their items: a changed model reloads the section; marks update
        // their items where they are (nothing moved in those sections).
        for section in 0..<sectionCount where !isChanged[section] {
            if !old.storage[section].model.isContentEqual(to: new.storage[section].model) {
                keptMarks.reloadedSections.append(section)
            }
        }
        if !keptMarks.isEmpty { changes.content.merge(keptMarks) }
        return changes
    }

    /// Whether this snapshot's identifier index is built and has exactly one entry per section and
    /// per item, which proves every identifier unique (duplicates would share an entry).
    /// - Complexity: O(s) for s sections; the index is not built.
    var hasProvenUniqueIdentifiers: Bool {
        let counts = indexBox.withLock { index in index.map { ($0.sectionIndices.count, $0.itemCount) } }
        guard let (sections, items) = counts else { return false }
        return sections == storage.count && items == numberOfItems
    }

    /// This (new) snapshot's marks split in two: those in the changed sections, for the diff of
    /// those sections, and the updates of those in the sections that kept their items (where
    /// every item is kept, at the same path), with reload marks winning over reconfigure marks.
    /// - Complexity: O(m) expected lookups for m marks.
    private func splitMarks(changedSections isChanged: [Bool]) -> (changed: SnapshotMarks, kept: BatchUpdate) {
        var changed = SnapshotMarks()
        var reloaded: Set<ItemPath> = []
        var reconfigured: Set<ItemPath> = []
        var sections: [Int] = []
        for identifier in marks.reloadedItems {
            guard let path = pathOfItem(identifier) else { continue }
            if isChanged[path.section] { changed.reloadedItems.insert(identifier) } else { reloaded.insert(path) }
        }
        for identifier in marks.reconfiguredItems {
            guard let path = pathOfItem(identifier) else { continue }
            if isChanged[path.section] {
                changed.reconfiguredItems.insert(identifier)
            } else if !reloaded.contains(path) {
                reconfigured.insert(path)
            }
        }
        for identifier in marks.reloadedSections {
            guard let section = indexOfSection(identifier) else { continue }
            if isChanged[section] { changed.reloadedSections.insert(identifier) } else { sections.append(section) }
        }
        var kept = BatchUpdate()
        kept.reloadedItems = reloaded.sorted()
        kept.reconfiguredItems = reconfigured.sorted()
        kept.reloadedSections = sections
        return (changed, kept)
    }
}

extension StagedChangeset {
    /// Renumbers the sections of both stages: section `i` of this changeset becomes
    /// `sections[i]` (an increasing list, so every list stays in ascending order).
    /// - Complexity: O(k) for k changes.
    fileprivate mutating func remapSections(to sections: [Int]) {
        structure.remapSections(to: sections)
        content.remapSections(to: sections)
    }
}

extension BatchUpdate {
    /// Renumbers every section index and item path: section `i` becomes `sections[i]`.
    /// - Complexity: O(k) for k changes.
    fileprivate mutating func remapSections(to sections: [Int]) {
        func path(_ path: ItemPath) -> ItemPath { ItemPath(item: path.item, section: sections[path.section]) }
        deletedSections = deletedSections.map { sections[$0] }
        insertedSections = insertedSections.map { sections[$0] }
        movedSections = movedSections.map { Move(from: sections[$0.source], to: sections[$0.destination]) }
        reloadedSections = reloadedSections.map { sections[$0] }
        deletedItems = deletedItems.map(path)
        insertedItems = insertedItems.map(path)
        movedItems = movedItems.map { Move(from: path($0.source), to: path($0.destination)) }
        reloadedItems = reloadedItems.map(path)
        reconfiguredItems = reconfiguredItems.map(path)
    }

    /// Adds the content updates of `other` (reloaded sections and items, reconfigured items) to
    /// this one's, keeping each list sorted and free of repeats; a reloaded item is not also
    /// reconfigured.
    /// - Complexity: O(k log k) for k updates.
    fileprivate mutating func merge(_ other: BatchUpdate) {
        reloadedSections = Set(reloadedSections).union(other.reloadedSections).sorted()
        let reloaded = Set(reloadedItems).union(other.reloadedItems)
        reloadedItems = reloaded.sorted()
        reconfiguredItems = Set(reconfiguredItems).union(other.reconfiguredItems).subtracting(reloaded).sorted()
    }
}
