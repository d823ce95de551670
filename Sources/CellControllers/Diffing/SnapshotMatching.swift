/// Matches the sections and the items of two snapshots with the symbol table, mapping duplicate
/// keys to ``SnapshotError``; shared by ``AnySnapshot/diff(from:to:contentChanges:)`` and
/// ``AnySnapshot/validate()``.
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
        try self.init(oldCount: keys.oldCount, newCount: keys.newCount, error: error) { (oldToNew, newToOld) throws(_DiffDuplicate) in
            try _DiffSymbolTable.match(keys, oldToNew: oldToNew, newToOld: newToOld)
        }
    }

    /// Runs `match` (a symbol-table match filling both maps, see ``_DiffSymbolTable``),
    /// reporting a duplicate through `error`.
    init(
        oldCount: Int,
        newCount: Int,
        error: (_DiffDuplicate) -> SnapshotError,
        match: (UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Int32>) throws(_DiffDuplicate) -> Bool
    ) throws(SnapshotError) {
        // The match writes every entry of both maps unless it finds a duplicate, and then they
        // are thrown away: no fill. An empty map is the empty array literal, not
        // `unsafeUninitializedCapacity` (which with a count of 0 writes into the shared
        // empty-array singleton, which ThreadSanitizer reports as a race with any thread reading
        // an empty array).
        func uninitializedMap(count: Int) -> [Int32] {
            count == 0 ? [] : [Int32](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
        var oldToNew = uninitializedMap(count: oldCount)
        var newToOld = uninitializedMap(count: newCount)
        var isSorted = true
        var thrown: _DiffDuplicate?
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in
            newToOld.withUnsafeMutableBufferPointer { newToOld in
                do throws(_DiffDuplicate) {
                    isSorted = try match(oldToNew, newToOld)
                } catch let duplicate {
                    thrown = duplicate
                }
            }
        }
        if let thrown { throw error(thrown) }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.isSorted = isSorted
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

/// The items of a snapshot numbered section by section (flat indices), so that the symbol table
/// can reach any of them by one index: where each section starts.
internal struct SnapshotItemTable {
    /// `starts[s]` is the flat index of the first item of section `s`; `starts.last` is the
    /// number of items.
    var starts: [Int]

    /// Numbers the items of `sections`.
    /// - Complexity: O(s).
    init(_ sections: [AnySnapshot.Section]) {
        starts = []
        starts.reserveCapacity(sections.count + 1)
        var total = 0
        for section in sections {
            starts.append(total)
            total += section.count
        }
        starts.append(total)
        precondition(total <= _DiffSymbolTable.maximumCount, "a snapshot supports at most 2^31 - 2 items")
    }

    /// The section and item of flat index `flat`.
    /// - Complexity: O(log s).
    func position(of flat: Int) -> SnapshotItemPosition {
        // The last section whose start is at or before `flat` (empty sections share starts).
        var low = 0
        var high = starts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= flat { low = middle } else { high = middle }
        }
        return SnapshotItemPosition(section: Int32(truncatingIfNeeded: low), item: Int32(truncatingIfNeeded: flat - starts[low]))
    }
}

/// Section identifiers of two snapshots as diff keys.
internal struct SnapshotSectionKeys: _DiffKeySource {
    let old: [AnySnapshot.Section]
    let new: [AnySnapshot.Section]

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

extension AnySnapshot {
    /// The item matching of two snapshots, with the flat numbering of each.
    @usableFromInline
    internal struct ItemMatching {
        var matching: SnapshotMatching
        var old: SnapshotItemTable
        var new: SnapshotItemTable
        /// When the match compared contents too (typed sections, see
        /// ``_SectionedModelKeySource``): one bit per new item (by flat index), set for matched
        /// items whose content changed. `nil` when the content is left to ``ItemChanges``.
        var contentChanged: [UInt64]? = nil
    }

    /// Matches the sections of `old` and `new` by identifier.
    /// - Throws: ``SnapshotError/duplicateSection(_:firstIndex:secondIndex:)`` for the first
    ///   duplicate in `old`, else in `new`.
    /// - Complexity: expected O(s) for s sections.
    internal static func match(sectionsOf old: AnySnapshot, and new: AnySnapshot) throws(SnapshotError) -> SnapshotMatching {
        try SnapshotMatching(SnapshotSectionKeys(old: old.storage, new: new.storage)) { duplicate in
            switch duplicate {
            case let .old(index, firstIndex):
                return .duplicateSection(old.storage[index].identifier, firstIndex: firstIndex, secondIndex: index)
            case let .new(index, firstIndex):
                return .duplicateSection(new.storage[index].identifier, firstIndex: firstIndex, secondIndex: index)
            }
        }
    }

    /// Matches the items of `old` and `new` by identifier, across sections.
    ///
    /// When every item of both snapshots has one model type (every non-empty section stores
    /// that type typed), the ids are matched as that type directly, read in the models: no
    /// identifier is built and comparing two ids is the model's `==` on its `ID`. When each
    /// snapshot has at most one non-empty section, an id is one indexed read, so even a poor
    /// `Hashable` (every probe comparing ids) costs what it costs a flat diff; across sections an
    /// id is found through a block table first, which such a `Hashable` makes about twice as
    /// slow as the flat diff (20,000 colliding ids in 10 sections: 0.36 s against 0.19 s).
    /// Otherwise every item's ``DiffIdentifier`` is matched.
    /// - Throws: ``SnapshotError/duplicateItem(_:first:second:)`` for the first duplicate in
    ///   `old`, else in `new`.
    /// - Complexity: expected O(s + n) for s sections and n items.
    internal static func match(itemsOf old: AnySnapshot, and new: AnySnapshot) throws(SnapshotError) -> ItemMatching {
        let firstTyped = old.storage.first { !$0.isEmpty } ?? new.storage.first { !$0.isEmpty }
        if let firstTyped, let typed = try firstTyped.storage.matchTypedItems(old: old, new: new) {
            return typed
        }
        let oldTable = SnapshotItemTable(old.storage)
        let newTable = SnapshotItemTable(new.storage)
        let oldIDs = ContiguousArray(old.itemIdentifiers)
        let newIDs = ContiguousArray(new.itemIdentifiers)
        let matching = try oldIDs.withUnsafeBufferPointer { (oldIDs) throws(SnapshotError) in
            try newIDs.withUnsafeBufferPointer { (newIDs) throws(SnapshotError) in
                try SnapshotMatching(SnapshotItemKeys(old: oldIDs, new: newIDs)) { duplicate in
                    duplicateError(duplicate, old: oldTable, new: newTable) { $0 ? oldIDs[$1] : newIDs[$1] }
                }
            }
        }
        return ItemMatching(matching: matching, old: oldTable, new: newTable)
    }

    /// The typed matching of ``match(itemsOf:and:)``, or `nil` when some non-empty section of
    /// either snapshot does not store `Model`s typed.
    ///
    /// Storage made in client code has operations specialised for `Model` (see
    /// ``_TypedOperations``): the ids are read in place from the sections' models (see
    /// ``_FlatModels``) and each matched pair's content is compared as it is matched. Storage
    /// made inside the library has generic operations, for which every read of an id is a
    /// witness call and a copy: the ids are copied out once and matched by an engine the library
    /// specialises for `Int` and `String` ids, generically for others, and content is compared
    /// afterwards.
    /// - Complexity: expected O(s + n).
    internal static func matchTypedItems<Model: Identifiable & Equatable & Sendable>(
        _ operations: _TypedOperations<Model>, old: AnySnapshot, new: AnySnapshot
    ) throws(SnapshotError) -> ItemMatching? where Model.ID: Sendable {
        if !operations.isSpecialized {
            return try matchTypedIDs(operations, old: old, new: new)
        }
        guard let oldModels = flatModels(Model.self, of: old.storage) else { return nil }
        defer { oldModels.deallocate() }
        guard let newModels = flatModels(Model.self, of: new.storage) else { return nil }
        defer { newModels.deallocate() }
        let oldTable = SnapshotItemTable(old.storage)
        let newTable = SnapshotItemTable(new.storage)
        let changedWords = (newModels.count + UInt64.bitWidth - 1) / UInt64.bitWidth
        let changed = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: changedWords)
        changed.initialize(repeating: 0)
        defer { changed.deallocate() }
        let matching = try SnapshotMatching(oldCount: oldModels.count, newCount: newModels.count) { duplicate in
            duplicateError(duplicate, old: oldTable, new: newTable) { isOld, index in
                DiffIdentifier(type: Model.self, id: (isOld ? oldModels : newModels).model(at: index).pointee.id)
            }
        } match: { (oldToNew, newToOld) throws(_DiffDuplicate) in
            try operations.match(oldModels, newModels, oldToNew, newToOld, changed)
        }
        // The models were read through pointers into both snapshots' storage.
        withExtendedLifetime(old) {}
        withExtendedLifetime(new) {}
        return ItemMatching(matching: matching, old: oldTable, new: newTable, contentChanged: Array(changed))
    }

    /// The models of every section of `sections`, read in place, or `nil` when a non-empty
    /// section does not store `Model`s typed.
    ///
    /// The pointers stay valid while `sections` does: their arrays are neither changed nor freed
    /// while the caller holds the snapshot.
    /// - Complexity: O(s + c) for s sections of c chunks in all.
    private static func flatModels<Model: Identifiable & Equatable & Sendable>(
        _ type: Model.Type, of sections: [Section]
    ) -> _FlatModels<Model>? where Model.ID: Sendable {
        // One run per chunk of each section's models (see ``_TypedSectionItems``).
        var bases: [UnsafePointer<Model>?] = []
        var starts: [Int] = []
        bases.reserveCapacity(sections.count)
        starts.reserveCapacity(sections.count + 1)
        var total = 0
        for section in sections where !section.isEmpty {
            let typed = section.storage.forEachModelChunk(as: Model.self) { models in
                bases.append(models.baseAddress)
                starts.append(total)
                total += models.count
            }
            guard typed else { return nil }
        }
        starts.append(total)
        return _FlatModels(bases: bases, starts: starts)
    }

    /// The matching of ``matchTypedItems(_:old:new:)`` for storage made inside the library: the
    /// ids are copied out (one generic read each) and matched by an engine specialised here for
    /// `Int` and `String` ids, by the generic engine for others.
    private static func matchTypedIDs<Model: Identifiable & Equatable & Sendable>(
        _ operations: _TypedOperations<Model>, old: AnySnapshot, new: AnySnapshot
    ) throws(SnapshotError) -> ItemMatching? where Model.ID: Sendable {
        guard let oldIDs = typedIDs(operations, of: old.storage) else { return nil }
        defer { oldIDs.deallocate() }
        guard let newIDs = typedIDs(operations, of: new.storage) else { return nil }
        defer { newIDs.deallocate() }
        let oldTable = SnapshotItemTable(old.storage)
        let newTable = SnapshotItemTable(new.storage)
        let matching = try oldIDs.withBuffer { (oldIDs) throws(SnapshotError) in
            try newIDs.withBuffer { (newIDs) throws(SnapshotError) in
                try SnapshotMatching(oldCount: oldIDs.count, newCount: newIDs.count) { duplicate in
                    duplicateError(duplicate, old: oldTable, new: newTable) { isOld, index in
                        DiffIdentifier(type: Model.self, id: isOld ? oldIDs[index] : newIDs[index])
                    }
                } match: { (oldToNew, newToOld) throws(_DiffDuplicate) in
                    if Model.ID.self == Int.self {
                        // `Model.ID` is exactly `Int` (checked above): the same memory, read as itself.
                        return try oldIDs.withMemoryRebound(to: Int.self) { (old) throws(_DiffDuplicate) in
                            try newIDs.withMemoryRebound(to: Int.self) { (new) throws(_DiffDuplicate) in
                                try matchIDs(old, new, oldToNew, newToOld)
                            }
                        }
                    }
                    if Model.ID.self == String.self {
                        // `Model.ID` is exactly `String` (checked above).
                        return try oldIDs.withMemoryRebound(to: String.self) { (old) throws(_DiffDuplicate) in
                            try newIDs.withMemoryRebound(to: String.self) { (new) throws(_DiffDuplicate) in
                                try matchIDs(old, new, oldToNew, newToOld)
                            }
                        }
                    }
                    return try _DiffSymbolTable.match(
                        _HashableKeySource(old: oldIDs, new: newIDs), oldToNew: oldToNew, newToOld: newToOld)
                }
            }
        }
        return ItemMatching(matching: matching, old: oldTable, new: newTable)
    }

    /// Matches `Int` ids with an engine specialised by the library itself (for typed storage
    /// made inside the library, whose operations are generic).
    private static func matchIDs(
        _ old: UnsafeBufferPointer<Int>, _ new: UnsafeBufferPointer<Int>,
        _ oldToNew: UnsafeMutableBufferPointer<Int32>, _ newToOld: UnsafeMutableBufferPointer<Int32>
    ) throws(_DiffDuplicate) -> Bool {
        try _DiffSymbolTable.match(_HashableKeySource(old: old, new: new), oldToNew: oldToNew, newToOld: newToOld)
    }

    /// Matches `String` ids with an engine specialised by the library itself.
    private static func matchIDs(
        _ old: UnsafeBufferPointer<String>, _ new: UnsafeBufferPointer<String>,
        _ oldToNew: UnsafeMutableBufferPointer<Int32>, _ newToOld: UnsafeMutableBufferPointer<Int32>
    ) throws(_DiffDuplicate) -> Bool {
        try _DiffSymbolTable.match(_HashableKeySource(old: old, new: new), oldToNew: oldToNew, newToOld: newToOld)
    }

    /// The ids of every item of `sections`, flattened into scratch memory (see `_DiffScratch`),
    /// or `nil` when a non-empty section does not store `Model`s typed.
    private static func typedIDs<Model: Identifiable & Equatable & Sendable>(
        _ operations: _TypedOperations<Model>, of sections: [Section]
    ) -> ScratchArray<Model.ID>? where Model.ID: Sendable {
        var total = 0
        for section in sections { total += section.count }
        let ids = ScratchArray<Model.ID>(capacity: total)
        for section in sections where !section.isEmpty {
            let copied = section.storage.forEachModelChunk(as: Model.self) { models in
                operations.copyIDs(models, ids.base + ids.count)
                ids.count += models.count
            }
            if !copied {
                ids.deallocate()
                return nil
            }
        }
        return ids
    }

    /// The ``SnapshotError`` for a duplicate found while matching items.
    private static func duplicateError(
        _ duplicate: _DiffDuplicate,
        old: SnapshotItemTable,
        new: SnapshotItemTable,
        identifier: (_ isOld: Bool, _ index: Int) -> DiffIdentifier
    ) -> SnapshotError {
        switch duplicate {
        case let .old(index, firstIndex):
            return .duplicateItem(
                identifier(true, index), first: old.position(of: firstIndex).path, second: old.position(of: index).path)
        case let .new(index, firstIndex):
            return .duplicateItem(
                identifier(false, index), first: new.position(of: firstIndex).path, second: new.position(of: index).path)
        }
    }
}
