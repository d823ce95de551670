/// An item identifier → location table, built in one go from all its entries and read only
/// after: the large, shared part of ``SnapshotItemLocations``.
///
/// It has the layout of the diff's symbol table (``_DiffSymbolTable``): the entries are kept in
/// one array, in the order given, and an open-addressed table with linear probing, at most half
/// full, holds one 64-bit word per slot: the upper 32 bits of the identifier's precomputed hash
/// (a tag that rejects almost every mismatch without reading the entry) and the entry's index
/// plus one (zero marks an empty slot). Identifiers are bucketed by the hash they computed when
/// they were made, with no `Hasher` run per insert or lookup, and the build inserts the entries
/// in small batches whose home slots are loaded first, so that their cache misses overlap (see
/// ``_DiffSymbolTable/match(_:oldToNew:newToOld:)``). A `Dictionary` of a million identifiers
/// paid a seeded hash and a few dependent cache misses per insert, one after another: several
/// times the diff's cost per identifier.
struct ItemLocationTable: Sendable {
    /// One identifier and its location.
    struct Entry: Sendable {
        var identifier: DiffIdentifier
        var location: SnapshotItemLocation
    }

    /// The entries, in the order given. An entry with a negative slot is dead (in no slot of
    /// the table): given so (a removal, see ``applying(_:)``), or given again later, in which case
    /// the first entry took the later location.
    private let entries: ContiguousArray<Entry>
    /// The open-addressed slots: tag | entry index + 1, or 0.
    private let slots: ContiguousArray<UInt64>
    /// The number of slots minus one (their number is a power of two).
    private let mask: Int
    /// The number of distinct identifiers.
    let count: Int

    /// A table of `entries`; an identifier given twice keeps its last location, as a
    /// `Dictionary` filled in order would, and an entry with a negative slot is left out.
    /// - Complexity: O(n) expected for n entries, no hash computed.
    init(_ entries: consuming ContiguousArray<Entry>) {
        precondition(entries.count <= _DiffSymbolTable.maximumCount, "an index supports at most 2^31 - 2 items")
        var capacity = 8
        while capacity < entries.count &* 2 { capacity &<<= 1 }
        var slots = ContiguousArray<UInt64>(repeating: 0, count: capacity)
        let mask = capacity &- 1
        var dead = 0
        entries.withUnsafeMutableBufferPointer { entries in
            slots.withUnsafeMutableBufferPointer { slots in
                let batchSize = _DiffSymbolTable.batchSize
                withUnsafeTemporaryAllocation(of: UInt64.self, capacity: batchSize) { homeSlots in
                    var start = 0
                    while start < entries.count {
                        let end = Swift.min(start &+ batchSize, entries.count)
                        // The batch's home slots first, in a tight loop: their misses overlap.
                        for index in start..<end {
                            homeSlots[index &- start] = slots[entries[index].identifier.precomputedHash & mask]
                        }
                        for index in start..<end {
                            if entries[index].location.slot < 0 {
                                dead &+= 1
                                continue
                            }
                            let hash = entries[index].identifier.precomputedHash
                            let tag = _DiffSymbolTable.Table.tag(of: hash)
                            var bucket = hash & mask
                            // An empty home slot may have been filled by an earlier entry of
                            // this batch: read it again (it is in cache now).
                            var slot = homeSlots[index &- start]
                            if slot == 0 { slot = slots[bucket] }
                            var isDuplicate = false
                            while slot != 0 {
                                if slot & _DiffSymbolTable.Table.tagMask == tag {
                                    let other = _DiffSymbolTable.Table.index(of: slot)
                                    if entries[other].identifier == entries[index].identifier {
                                        entries[other].location = entries[index].location
                                        entries[index].location = SnapshotItemLocation(slot: -1, item: -1)
                                        isDuplicate = true
                                        break
                                    }
                                }
                                bucket = (bucket &+ 1) & mask
                                slot = slots[bucket]
                            }
                            if isDuplicate {
                                dead &+= 1
                            } else {
                                slots[bucket] = tag | UInt64(truncatingIfNeeded: index &+ 1)
                            }
                        }
                        start = end
                    }
                }
            }
        }
        self.entries = entries
        self.slots = slots
        self.mask = mask
        count = entries.count &- dead
    }

    /// A table of the locations of `dictionary`.
    /// - Complexity: O(n).
    init(_ dictionary: [DiffIdentifier: SnapshotItemLocation]) {
        var entries = ContiguousArray<Entry>()
        entries.reserveCapacity(dictionary.count)
        for (identifier, location) in dictionary { entries.append(Entry(identifier: identifier, location: location)) }
        self.init(consume entries)
    }

    /// The location of `identifier`, or `nil`.
    /// - Complexity: O(1) expected.
    subscript(identifier: DiffIdentifier) -> SnapshotItemLocation? {
        entryIndex(of: identifier).map { entries[$0].location }
    }

    /// The index in ``entries`` of `identifier`'s entry, or `nil`.
    /// - Complexity: O(1) expected.
    private func entryIndex(of identifier: DiffIdentifier) -> Int? {
        let hash = identifier.precomputedHash
        let tag = _DiffSymbolTable.Table.tag(of: hash)
        var bucket = hash & mask
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries -> Int? in
                while true {
                    let slot = slots[bucket]
                    if slot == 0 { return nil }
                    if slot & _DiffSymbolTable.Table.tagMask == tag {
                        let index = _DiffSymbolTable.Table.index(of: slot)
                        if entries[index].identifier == identifier { return index }
                    }
                    bucket = (bucket &+ 1) & mask
                }
            }
        }
    }

    /// This table with `changes` applied over it (a negative slot removes the identifier): the
    /// entries copied in order, each change written over its entry (found in this table) or
    /// added, then tabled again.
    /// - Complexity: O(n + k) for n entries and k changes, one lookup per change.
    func applying(_ changes: [DiffIdentifier: SnapshotItemLocation]) -> ItemLocationTable {
        var merged = entries
        merged.reserveCapacity(entries.count &+ changes.count)
        for (identifier, location) in changes {
            if let index = entryIndex(of: identifier) {
                merged[index].location = location
            } else if location.slot >= 0 {
                merged.append(Entry(identifier: identifier, location: location))
            }
        }
        return ItemLocationTable(consume merged)
    }
}
