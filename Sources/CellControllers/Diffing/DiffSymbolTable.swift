/// A duplicate key found while matching: the later index and the index of its first occurrence.
@usableFromInline
internal enum _DiffDuplicate: Error {
    /// The old sequence has the key at `index` already at `firstIndex`.
    case old(index: Int, firstIndex: Int)
    /// The new sequence has the key at `index` already at `firstIndex`.
    case new(index: Int, firstIndex: Int)
}

/// Heckel's symbol table: matches the keys of a new sequence to those of an old one in expected
/// linear time, detecting duplicates on the way.
///
/// The table is open-addressed with linear probing, at most half full. Each slot is one 64-bit
/// word: the upper 32 bits of the key's hash (a tag that rejects almost every mismatch without
/// touching the keys) and the old index plus one (zero marks an empty slot). Only old keys are
/// stored; new keys are looked up, so the table costs 8 bytes per slot and one hash per key.
///
/// Duplicates never cost a second pass over all keys: an old duplicate is found when it is
/// inserted, a new duplicate of a matched key is found because its old key is already matched,
/// and only the unmatched new keys (the inserts) go into a second, small table.
@usableFromInline
internal enum _DiffSymbolTable {
    /// The largest number of keys a sequence may have (indices are stored in 32 bits).
    @usableFromInline internal static var maximumCount: Int { Int(Int32.max) - 1 }

    /// How many keys are hashed (and their home slots loaded) ahead of being processed.
    @usableFromInline internal static var batchSize: Int { 32 }

    /// Matches `keys`' new sequence against its old sequence.
    ///
    /// On return `oldToNew[i]` is the new index of old key `i`, or -1 when it is not in the new
    /// sequence; `newToOld[j]` is the old index of new key `j`, or -1.
    ///
    /// - Returns: whether the old indices of the matched new keys, in new order, are increasing
    ///   (then no kept key changed its relative order and no move is needed).
    /// - Throws: the first duplicate of the old sequence; otherwise the duplicate of the new
    ///   sequence with the smallest second index.
    /// - Complexity: expected O(n + m) for n old and m new keys, one hash per key (plus one more
    ///   per unmatched new key).
    @inlinable
    internal static func match<Keys: _DiffKeySource>(
        _ keys: Keys,
        oldToNew: UnsafeMutableBufferPointer<Int32>,
        newToOld: UnsafeMutableBufferPointer<Int32>
    ) throws(_DiffDuplicate) -> Bool {
        let oldCount = keys.oldCount
        let newCount = keys.newCount
        precondition(oldCount <= maximumCount && newCount <= maximumCount, "a diff supports at most 2^31 - 2 elements")
        let table = Table(minimumCapacity: oldCount)
        defer { table.deallocate() }
        let inBatches = Keys.hashesInBatches

        // Keys are processed in small batches: first the hashes of the batch are computed, then
        // their home slots are loaded in a tight loop, so that the batch's cache misses overlap
        // instead of being paid one after another (hashing in the same loop would fill the
        // reorder window and serialise them); then the batch is inserted or looked up in order,
        // starting from the loaded home slots. Once the table outgrows the cache this makes the
        // match three to four times faster.
        let hashes = UnsafeMutablePointer<Int>.allocate(capacity: batchSize)
        let homeSlots = UnsafeMutablePointer<UInt64>.allocate(capacity: batchSize)
        defer {
            hashes.deallocate()
            homeSlots.deallocate()
        }

        // Old keys: insert, failing on the first duplicate.
        var batchStart = 0
        while batchStart < oldCount {
            let batchEnd = Swift.min(batchStart &+ batchSize, oldCount)
            if inBatches {
                keys.oldHashes(batchStart..<batchEnd, into: hashes)
            } else {
                for oldIndex in batchStart..<batchEnd {
                    hashes[oldIndex &- batchStart] = keys.oldHash(oldIndex)
                }
            }
            table.loadHomeSlots(of: hashes, count: batchEnd &- batchStart, into: homeSlots)
            for oldIndex in batchStart..<batchEnd {
                let hash = hashes[oldIndex &- batchStart]
                let tag = Table.tag(of: hash)
                var bucket = hash & table.mask
                // A slot that was occupied stays occupied; an empty one may have been filled by
                // an earlier key of this batch, so read it again (it is in cache now).
                var slot = homeSlots[oldIndex &- batchStart]
                if slot == 0 { slot = table.slots[bucket] }
                while slot != 0 {
                    if slot & Table.tagMask == tag {
                        let other = Table.index(of: slot)
                        if keys.oldEqualsOld(other, oldIndex) {
                            throw .old(index: oldIndex, firstIndex: other)
                        }
                    }
                    bucket = (bucket &+ 1) & table.mask
                    slot = table.slots[bucket]
                }
                table.slots[bucket] = tag | UInt64(truncatingIfNeeded: oldIndex &+ 1)
                oldToNew[oldIndex] = -1
            }
            batchStart = batchEnd
        }

        // New keys: look up (the table no longer changes, so the loaded home slots are current).
        // A hit on an old key that is already matched is a duplicate.
        let newKeys = UnsafeMutablePointer<Keys.NewKey>.allocate(capacity: batchSize)
        defer { newKeys.deallocate() }
        var missCount = 0
        var matchedDuplicate: (index: Int, firstIndex: Int)?
        var previousOld: Int32 = -1
        var isSorted = true
        batchStart = 0
        lookup: while batchStart < newCount {
            let batchEnd = Swift.min(batchStart &+ batchSize, newCount)
            if inBatches {
                keys.newHashes(batchStart..<batchEnd, into: hashes, keys: newKeys)
            } else {
                for newIndex in batchStart..<batchEnd {
                    hashes[newIndex &- batchStart] = keys.newHash(newIndex)
                }
            }
            table.loadHomeSlots(of: hashes, count: batchEnd &- batchStart, into: homeSlots)
            for newIndex in batchStart..<batchEnd {
                let hash = hashes[newIndex &- batchStart]
                let tag = Table.tag(of: hash)
                var bucket = hash & table.mask
                var slot = homeSlots[newIndex &- batchStart]
                var found: Int32 = -1
                while slot != 0 {
                    if slot & Table.tagMask == tag {
                        let oldIndex = Table.index(of: slot)
                        let isEqual = inBatches
                            ? keys.oldEqualsNew(oldIndex, newIndex, newKeys[newIndex &- batchStart])
                            : keys.oldEqualsNew(oldIndex, newIndex)
                        if isEqual {
                            found = Int32(truncatingIfNeeded: oldIndex)
                            break
                        }
                    }
                    bucket = (bucket &+ 1) & table.mask
                    slot = table.slots[bucket]
                }
                newToOld[newIndex] = found
                if found < 0 {
                    missCount &+= 1
                    continue
                }
                let firstNew = oldToNew[Int(found)]
                if firstNew >= 0 {
                    matchedDuplicate = (newIndex, Int(firstNew))
                    break lookup
                }
                oldToNew[Int(found)] = Int32(truncatingIfNeeded: newIndex)
                if found < previousOld { isSorted = false }
                previousOld = found
            }
            batchStart = batchEnd
        }

        // Unmatched new keys can only duplicate each other: check them in a small table, up to
        // the matched duplicate if there is one (so the smallest second index is reported).
        if missCount > 1 {
            let end = matchedDuplicate?.index ?? newCount
            if let duplicate = firstDuplicateAmongMisses(keys, newToOld: newToOld, end: end, missCount: missCount) {
                throw .new(index: duplicate.index, firstIndex: duplicate.firstIndex)
            }
        }
        if let duplicate = matchedDuplicate {
            throw .new(index: duplicate.index, firstIndex: duplicate.firstIndex)
        }
        return isSorted
    }

    /// The first duplicate among the new keys before `end` that matched no old key.
    /// - Complexity: expected O(end + missCount).
    @inlinable
    internal static func firstDuplicateAmongMisses<Keys: _DiffKeySource>(
        _ keys: Keys,
        newToOld: UnsafeMutableBufferPointer<Int32>,
        end: Int,
        missCount: Int
    ) -> (index: Int, firstIndex: Int)? {
        let table = Table(minimumCapacity: missCount)
        defer { table.deallocate() }
        for newIndex in 0..<end where newToOld[newIndex] < 0 {
            let hash = keys.newHash(newIndex)
            let tag = Table.tag(of: hash)
            var bucket = hash & table.mask
            while true {
                let slot = table.slots[bucket]
                if slot == 0 {
                    table.slots[bucket] = tag | UInt64(truncatingIfNeeded: newIndex &+ 1)
                    break
                }
                if slot & Table.tagMask == tag {
                    let other = Table.index(of: slot)
                    if keys.newEqualsNew(other, newIndex) { return (newIndex, other) }
                }
                bucket = (bucket &+ 1) & table.mask
            }
        }
        return nil
    }

    /// The slots of one open-addressed table; deallocated explicitly by its owner.
    @usableFromInline
    internal struct Table {
        @usableFromInline internal let slots: UnsafeMutablePointer<UInt64>
        @usableFromInline internal let mask: Int
        /// The size of the buffer behind ``slots``, to give it back (see ``_DiffScratch``).
        @usableFromInline internal let byteCount: Int

        /// The bits of a slot that hold the hash tag.
        @usableFromInline internal static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }

        /// An empty table with room for `minimumCapacity` keys at most half full.
        @inlinable
        internal init(minimumCapacity: Int) {
            var capacity = 8
            while capacity < minimumCapacity &* 2 { capacity &<<= 1 }
            // A large table reuses the memory of an earlier diff (see `_DiffScratch`).
            let buffer = _DiffScratch.shared.take(byteCount: capacity &* MemoryLayout<UInt64>.stride)
            slots = buffer.buffer.bindMemory(to: UInt64.self, capacity: capacity)
            slots.initialize(repeating: 0, count: capacity)
            byteCount = buffer.byteCount
            mask = capacity &- 1
        }

        /// Loads the home slot of each of the first `count` hashes, in a tight loop so that
        /// their cache misses overlap (see ``_DiffSymbolTable/match(_:oldToNew:newToOld:)``).
        @inlinable @inline(__always)
        internal func loadHomeSlots(of hashes: UnsafeMutablePointer<Int>, count: Int, into homeSlots: UnsafeMutablePointer<UInt64>) {
            for offset in 0..<count {
                homeSlots[offset] = slots[hashes[offset] & mask]
            }
        }

        /// Gives the slots back.
        @inlinable
        internal func deallocate() {
            _DiffScratch.shared.give(UnsafeMutableRawPointer(slots), byteCount: byteCount)
        }

        /// The tag of a hash: its upper 32 bits, in place.
        @inlinable
        internal static func tag(of hash: Int) -> UInt64 {
            UInt64(truncatingIfNeeded: hash) & tagMask
        }

        /// The index stored in a non-empty slot.
        @inlinable
        internal static func index(of slot: UInt64) -> Int {
            Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) &- 1
        }
    }
}
