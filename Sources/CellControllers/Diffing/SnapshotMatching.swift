/// Matches the sections and the items of two snapshots with the symbol table, mapping duplicate
/// keys to ``SnapshotError``; shared by ``Snapshot/diff(from:to:contentChanges:)`` and
/// ``Snapshot/validate()``.
internal struct SnapshotMatching {
    /// For each old element, its new index or -1.
    var oldToNew: [Int32]
    /// For each new element, its old index or -1.
    var newToOld: [Int32]
    /// Whether the matched elements keep their relative order (no move needed).
    var isSorted: Bool

    /// Matches `keys`, reporting a duplicate through `error`.
    /// - Complexity: expected O(n + m).
    init<Keys: _DiffKeySource>(
        _ keys: Keys,
        error: (_DiffDuplicate) -> SnapshotError
    ) throws(SnapshotError) {
        let oldToNew = UnsafeMutableBufferPointer<Int32>.allocate(capacity: keys.oldCount)
        let newToOld = UnsafeMutableBufferPointer<Int32>.allocate(capacity: keys.newCount)
        defer {
            oldToNew.deallocate()
            newToOld.deallocate()
        }
        do throws(_DiffDuplicate) {
            isSorted = try _DiffSymbolTable.match(keys, oldToNew: oldToNew, newToOld: newToOld)
        } catch let duplicate {
            throw error(duplicate)
        }
        self.oldToNew = Array(oldToNew)
        self.newToOld = Array(newToOld)
    }
}

/// Where one item of a snapshot is: its section and its index in that section.
internal struct SnapshotItemPosition {
    /// The section index.
    var section: Int32
    /// The item index within the section.
    var item: Int32

    /// The position as an ``ItemPath``.
    var path: ItemPath { ItemPath(item: Int(item), section: Int(section)) }
}

/// The item identifiers of a snapshot, flattened section by section, so that the symbol table
/// can reach any of them by one index. Identifiers, not items, are copied: an `Int` or small
/// `String` identifier copies without reference counting, an item would retain its model box.
internal struct SnapshotItemTable {
    /// Every item's identifier, section by section.
    var identifiers: ContiguousArray<DiffIdentifier>
    /// The position of each identifier of ``identifiers``.
    var positions: ContiguousArray<SnapshotItemPosition>
    /// `starts[s]` is the flat index of the first item of section `s`; `starts.last` is the
    /// number of items.
    var starts: [Int]

    /// Flattens `sections`.
    /// - Complexity: O(s + n).
    init(_ sections: [Snapshot.Section]) {
        var total = 0
        for section in sections { total += section.items.count }
        precondition(total <= _DiffSymbolTable.maximumCount, "a snapshot supports at most 2^31 - 2 items")
        identifiers = []
        identifiers.reserveCapacity(total)
        positions = []
        positions.reserveCapacity(total)
        starts = []
        starts.reserveCapacity(sections.count + 1)
        for sectionIndex in sections.indices {
            starts.append(identifiers.count)
            let section32 = Int32(truncatingIfNeeded: sectionIndex)
            sections[sectionIndex].items.withUnsafeBufferPointer { sectionItems in
                for itemIndex in sectionItems.indices {
                    identifiers.append(sectionItems[itemIndex].identifier)
                    positions.append(SnapshotItemPosition(section: section32, item: Int32(truncatingIfNeeded: itemIndex)))
                }
            }
        }
        starts.append(identifiers.count)
    }
}

/// Section identifiers of two snapshots as diff keys.
internal struct SnapshotSectionKeys: _DiffKeySource {
    let old: [Snapshot.Section]
    let new: [Snapshot.Section]

    var oldCount: Int { old.count }
    var newCount: Int { new.count }
    func oldHash(_ index: Int) -> Int { old[index].model.identifier.precomputedHash }
    func newHash(_ index: Int) -> Int { new[index].model.identifier.precomputedHash }
    func oldEqualsOld(_ lhs: Int, _ rhs: Int) -> Bool { old[lhs].model.identifier == old[rhs].model.identifier }
    func oldEqualsNew(_ lhs: Int, _ rhs: Int) -> Bool { old[lhs].model.identifier == new[rhs].model.identifier }
    func newEqualsNew(_ lhs: Int, _ rhs: Int) -> Bool { new[lhs].model.identifier == new[rhs].model.identifier }
}

/// Item identifiers of two snapshots (across all sections, flattened) as diff keys.
internal struct SnapshotItemKeys: _DiffKeySource {
    let old: UnsafeBufferPointer<DiffIdentifier>
    let new: UnsafeBufferPointer<DiffIdentifier>

    var oldCount: Int { old.count }
    var newCount: Int { new.count }
    func oldHash(_ index: Int) -> Int { old[index].precomputedHash }
    func newHash(_ index: Int) -> Int { new[index].precomputedHash }
    func oldEqualsOld(_ lhs: Int, _ rhs: Int) -> Bool { old[lhs] == old[rhs] }
    func oldEqualsNew(_ lhs: Int, _ rhs: Int) -> Bool { old[lhs] == new[rhs] }
    func newEqualsNew(_ lhs: Int, _ rhs: Int) -> Bool { new[lhs] == new[rhs] }
}

extension Snapshot {
    /// Matches the sections of `old` and `new` by identifier.
    /// - Throws: ``SnapshotError/duplicateSection(_:firstIndex:secondIndex:)`` for the first
    ///   duplicate in `old`, else in `new`.
    /// - Complexity: expected O(s) for s sections.
    internal static func match(sectionsOf old: Snapshot, and new: Snapshot) throws(SnapshotError) -> SnapshotMatching {
        try SnapshotMatching(SnapshotSectionKeys(old: old.sections, new: new.sections)) { duplicate in
            switch duplicate {
            case let .old(index, firstIndex):
                return .duplicateSection(old.sections[index].identifier, firstIndex: firstIndex, secondIndex: index)
            case let .new(index, firstIndex):
                return .duplicateSection(new.sections[index].identifier, firstIndex: firstIndex, secondIndex: index)
            }
        }
    }

    /// Matches the items of `old` and `new` by identifier, across sections.
    /// - Throws: ``SnapshotError/duplicateItem(_:first:second:)`` for the first duplicate in
    ///   `old`, else in `new`.
    /// - Complexity: expected O(s + n) for s sections and n items.
    internal static func match(
        itemsOf old: Snapshot,
        and new: Snapshot
    ) throws(SnapshotError) -> (matching: SnapshotMatching, old: SnapshotItemTable, new: SnapshotItemTable) {
        let oldTable = SnapshotItemTable(old.sections)
        let newTable = SnapshotItemTable(new.sections)
        let matching = try oldTable.identifiers.withUnsafeBufferPointer { (oldIDs) throws(SnapshotError) in
            try newTable.identifiers.withUnsafeBufferPointer { (newIDs) throws(SnapshotError) in
                try SnapshotMatching(SnapshotItemKeys(old: oldIDs, new: newIDs)) { duplicate in
                    switch duplicate {
                    case let .old(index, firstIndex):
                        return .duplicateItem(
                            oldIDs[index],
                            first: oldTable.positions[firstIndex].path, second: oldTable.positions[index].path)
                    case let .new(index, firstIndex):
                        return .duplicateItem(
                            newIDs[index],
                            first: newTable.positions[firstIndex].path, second: newTable.positions[index].path)
                    }
                }
            }
        }
        return (matching, oldTable, newTable)
    }
}
