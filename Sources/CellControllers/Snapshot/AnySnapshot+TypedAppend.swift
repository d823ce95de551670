extension AnySnapshot {
    /// The typed ids of this snapshot's items, for an append of `Item`s that checks them
    /// without locating every item (see ``SnapshotIndex/typedItemIDs``), or `nil` when the
    /// append must take the general path: the snapshot's index already locates its items (it
    /// was looked up or edited otherwise), it shares its index with a copy, or it holds items
    /// of another type (or, built in one go, duplicates).
    ///
    /// Starting the set costs O(s) on a snapshot without items, O(n) typed hashes on one built
    /// in one go whose index was never built; later appends find it ready.
    @usableFromInline
    mutating func typedItemIDs<Item: Identifiable>(_ type: Item.Type) -> _ItemIDSet<Item>? where Item.ID: Sendable {
        guard isKnownUniquelyReferenced(&indexBox) else { return nil }
        let storage = self.storage
        return indexBox.withLock { index -> _ItemIDSet<Item>? in
            if let existing = index?.typedItemIDs { return existing as? _ItemIDSet<Item> }
            if let located = index, located.itemsLocated {
                // A located index without items becomes a typed one (the README's
                // `appendSections` then `appendItems`); one with items stays located.
                guard located.items.isEmpty else { return nil }
                var typed = located
                let ids = _ItemIDSet<Item>([])
                typed.itemsLocated = false
                typed.typedItemIDs = ids
                index = typed
                return ids
            }
            // No index yet: every item must be an `Item`, stored typed, and unique.
            var ids = Set<Item.ID>()
            var count = 0
            for section in storage where section.count > 0 {
                ids.reserveCapacity(count + section.count)
                let typed = section.storage.forEachModelChunk(as: Item.self) { models in
                    for model in models { ids.insert(model.id) }
                }
                guard typed else { return nil }
                count += section.count
            }
            guard ids.count == count else { return nil }
            var typed = index ?? SnapshotIndex(sectionsOf: storage)
            let set = _ItemIDSet<Item>(ids)
            typed.typedItemIDs = set
            index = typed
            return set
        }
    }

    /// The index of the section an append goes to: `section`, or the last one when `nil`. The
    /// index must be built (``typedItemIDs(_:)`` builds it).
    /// - Throws: ``SnapshotEditError/unknownSection(_:)`` or ``SnapshotEditError/noSection``.
    @usableFromInline
    func appendTarget(_ section: DiffIdentifier?) throws(SnapshotEditError) -> Int {
        if let section {
            guard let target = indexBox.withLock({ $0?.sectionIndices[section] }) else {
                throw .unknownSection(section)
            }
            return target
        }
        guard !storage.isEmpty else { throw .noSection }
        return storage.count - 1
    }

    /// The error for an append's item `identifier` found in the snapshot (its typed id is in the
    /// set).
    @usableFromInline
    func alreadyPresent(_ identifier: DiffIdentifier) -> SnapshotEditError {
        guard let path = pathOfItem(identifier) else { return .duplicateInArguments(identifier) }
        return .itemAlreadyPresent(identifier, at: path)
    }

    /// Appends checked items (stored typed) to section `section`; the index knows them as typed
    /// ids already.
    /// - Complexity: O(k) amortised.
    @usableFromInline
    mutating func appendChecked(_ items: any _SectionItems, toSection section: Int) {
        let count = storage[section].count
        storage[section].insert(contentsOf: items, at: count)
        editRecord?.recordInsert(section: section, at: count, count: items.count, sectionCount: count)
        if editRecord?.checksInsertedIdentities == true {
            editRecord?.noteInserted((0..<items.count).lazy.map(items.identifier(at:)))
        }
    }
}

/// The erased interface of ``_ItemIDSet``.
@usableFromInline
internal protocol _AnyItemIDSet: AnyObject, Sendable {
    /// The number of ids.
    var count: Int { get }
}

/// The ids of a snapshot's items, all of model type `Item`, as a typed set: what an append
/// checks new items against while the snapshot is built by appends (see
/// ``SnapshotIndex/typedItemIDs``). Its inlinable methods are specialised in the caller, so
/// each id costs one typed hash.
///
/// `@unchecked Sendable`: a set is held by one snapshot index only, in the index box of one
/// snapshot, and changed only by an append to that snapshot while it owns its box alone
/// (``AnySnapshot/typedItemIDs(_:)`` checks); copies that share the box never see it change.
@usableFromInline
internal final class _ItemIDSet<Item: Identifiable>: _AnyItemIDSet, @unchecked Sendable where Item.ID: Sendable {
    /// The ids.
    @usableFromInline internal var ids: Set<Item.ID>

    @usableFromInline
    internal init(_ ids: Set<Item.ID>) {
        self.ids = ids
    }

    @usableFromInline internal var count: Int { ids.count }

    /// Inserts the ids of `items`, all or none.
    /// - Returns: `nil`, or, having inserted none of them, the offset of the first item whose id
    ///   was in the set already or repeats an earlier item's.
    /// - Complexity: O(k) expected for k items, amortised.
    @inlinable
    internal func insert(_ items: [Item]) -> Int? {
        if ids.capacity < ids.count + items.count {
            // Grow geometrically (appends in chunks must not rehash the set each time), by
            // re-inserting here, specialised: `reserveCapacity` rehashes through value witnesses.
            // Four times the capacity: each growth re-hashes every id, so growing by 4 re-hashes a
            // third as many ids as doubling does (1,000 appends of 1,000: 70 ms, was 165 ms). The
            // set may be up to twice as large as after a doubling; at a million ids it lands on the
            // same table, and the peak of its last growth (both tables) is lower (cellbench
            // `snapshot.append.chunked.1m`: 1.28× the one-go build's memory, was 1.33×).
            var grown = Set<Item.ID>(minimumCapacity: Swift.max(ids.count + items.count, ids.capacity * 4))
            for id in ids { grown.insert(id) }
            ids = grown
        }
        for offset in items.indices where !ids.insert(items[offset].id).inserted {
            for earlier in items[..<offset] { ids.remove(earlier.id) }
            return offset
        }
        return nil
    }

    /// Whether `id` is in the set.
    @inlinable
    internal func contains(_ id: Item.ID) -> Bool { ids.contains(id) }
}
