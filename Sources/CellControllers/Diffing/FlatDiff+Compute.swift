extension FlatDiff {
    /// Diffs two sequences of unique identifiers and asks `isContentEqual` about every kept
    /// element, reporting the new index of those whose content changed in ``updates``; without
    /// `isContentEqual`, by identity only (``updates`` stays empty).
    ///
    /// - Parameters:
    ///   - old: the identifiers before, each at most once.
    ///   - new: the identifiers after, each at most once.
    ///   - isContentEqual: whether the element at `oldIndex` in `old` has the same content as the
    ///     element at `newIndex` in `new`; called once per kept element. By default every kept
    ///     element is unchanged.
    /// - Throws: ``FlatDiffError`` when either sequence contains an identifier twice: the first
    ///   duplicate of `old`, else the duplicate of `new` with the smallest second index.
    /// - Complexity: expected O(n + m) hashing for n old and m new identifiers, k calls of
    ///   `isContentEqual`, plus O(k log L) to find the moves among the k kept ones (O(k) when
    ///   none moved).
    @inlinable
    public static func compute<ID: Hashable>(
        old: [ID],
        new: [ID],
        isContentEqual: (_ oldIndex: Int, _ newIndex: Int) -> Bool = { _, _ in true }
    ) throws(FlatDiffError) -> FlatDiff {
        try old.withUnsafeBufferPointer { (old) throws(FlatDiffError) -> FlatDiff in
            try new.withUnsafeBufferPointer { (new) throws(FlatDiffError) -> FlatDiff in
                do throws(_DiffDuplicate) {
                    return try _compute(_HashableKeySource(old: old, new: new), isContentEqual: isContentEqual)
                } catch {
                    switch error {
                    case let .old(index, firstIndex):
                        throw .duplicateInOld(identifier: String(reflecting: old[index]), index: index, firstIndex: firstIndex)
                    case let .new(index, firstIndex):
                        throw .duplicateInNew(identifier: String(reflecting: new[index]), index: index, firstIndex: firstIndex)
                    }
                }
            }
        }
    }

    /// The engine: match, then read deletes, inserts, updates and minimal moves off the match.
    /// - Complexity: as ``compute(old:new:isContentEqual:)``.
    @inlinable
    internal static func _compute<Keys: _DiffKeySource>(
        _ keys: Keys,
        isContentEqual: (_ oldIndex: Int, _ newIndex: Int) -> Bool
    ) throws(_DiffDuplicate) -> FlatDiff {
        let oldCount = keys.oldCount
        let newCount = keys.newCount
        let oldToNew = UnsafeMutableBufferPointer<Int32>.allocate(capacity: oldCount)
        let newToOld = UnsafeMutableBufferPointer<Int32>.allocate(capacity: newCount)
        defer {
            oldToNew.deallocate()
            newToOld.deallocate()
        }
        let isSorted = try _DiffSymbolTable.match(keys, oldToNew: oldToNew, newToOld: newToOld)

        var result = FlatDiff()
        for oldIndex in 0..<oldCount where oldToNew[oldIndex] < 0 {
            result.deletes.append(oldIndex)
        }
        var keptCount = 0
        for newIndex in 0..<newCount {
            let oldIndex = newToOld[newIndex]
            if oldIndex < 0 {
                result.inserts.append(newIndex)
            } else {
                keptCount &+= 1
                if !isContentEqual(Int(oldIndex), newIndex) { result.updates.append(newIndex) }
            }
        }
        if !isSorted {
            result.moves = movesOutsideLongestIncreasingSubsequence(newToOld: UnsafeBufferPointer(newToOld), keptCount: keptCount)
        }
        return result
    }

    /// The kept elements outside one longest increasing subsequence of their old indices (taken
    /// in new order), as moves in ascending new order.
    /// - Complexity: O(m + k log L).
    @inlinable
    internal static func movesOutsideLongestIncreasingSubsequence(
        newToOld: UnsafeBufferPointer<Int32>,
        keptCount: Int
    ) -> [Move<Int>] {
        let oldIndices = UnsafeMutableBufferPointer<Int32>.allocate(capacity: keptCount)
        let isMember = UnsafeMutableBufferPointer<Bool>.allocate(capacity: keptCount)
        defer {
            oldIndices.deallocate()
            isMember.deallocate()
        }
        var kept = 0
        for oldIndex in newToOld where oldIndex >= 0 {
            oldIndices[kept] = oldIndex
            kept &+= 1
        }
        let length = _LongestIncreasingSubsequence.markMembers(of: UnsafeBufferPointer(oldIndices), in: isMember)
        var moves: [Move<Int>] = []
        moves.reserveCapacity(keptCount &- length)
        kept = 0
        for newIndex in 0..<newToOld.count {
            let oldIndex = newToOld[newIndex]
            guard oldIndex >= 0 else { continue }
            if !isMember[kept] { moves.append(Move(from: Int(oldIndex), to: newIndex)) }
            kept &+= 1
        }
        return moves
    }
}
