/// A ``BatchUpdate`` checked against the item counts before and after it, ready to apply.
///
/// Validation follows UIKit's rules (see ``BatchUpdateError``). The plan then answers, for any
/// item, where it was before the update or where it goes after it, in O(log k) for a batch of k
/// changes, so that a host can carry its visible cells, selection and measured heights across the
/// update without touching the other n − k items.
struct UpdatePlan: Sendable {
    /// For each new section, the old section it continues, or `nil` when it is inserted.
    private(set) var sourceOfNewSection: [Int?]
    /// For each old section, its index after the update, or `nil` when it is deleted.
    private(set) var destinationOfOldSection: [Int?]
    /// For each old section, the ascending old item indices that leave it (deleted or moved out).
    private(set) var removedItems: [[Int]]
    /// For each new section, the ascending new item indices that arrive (inserted or moved in).
    private(set) var addedItems: [[Int]]
    /// Moves, keyed by old path.
    private(set) var moveDestinations: [ItemPath: ItemPath] = [:]
    /// Moves, keyed by new path.
    private(set) var moveSources: [ItemPath: ItemPath] = [:]
    /// Old paths of reloaded items.
    private(set) var reloadedItems: Set<ItemPath> = []
    /// Old paths of reconfigured items.
    private(set) var reconfiguredItems: Set<ItemPath> = []
    /// Old indices of reloaded sections.
    private(set) var reloadedSections: Set<Int> = []
    /// Old indices of moved sections.
    private(set) var movedSections: Set<Int> = []
    /// Old item counts, per old section: what the plan was validated against, with ``newCounts``.
    let oldCounts: [Int]
    /// New item counts, per new section.
    let newCounts: [Int]

    /// Validates `update` against the counts before (`oldCounts`) and after (`newCounts`).
    ///
    /// - Throws: the first ``BatchUpdateError`` found; nothing is changed anywhere.
    /// - Complexity: O(s + k log k) for s sections and k operations.
    init(_ update: BatchUpdate, oldCounts: [Int], newCounts: [Int]) throws(BatchUpdateError) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        let oldSectionCount = oldCounts.count
        let newSectionCount = newCounts.count

        // Sections: old positions.
        var oldUse: [Int: BatchUpdateError.Operation] = [:]
        func useOld(_ section: Int, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
            try Self.checkSection(section, in: oldCounts, operation)
            if let first = oldUse[section] { throw .sectionUsedTwice(section, first: first, second: operation) }
            oldUse[section] = operation
        }
        var newUse: [Int: BatchUpdateError.Operation] = [:]
        func useNew(_ section: Int, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
            try Self.checkSection(section, in: newCounts, operation)
            if let first = newUse[section] {
                throw .sectionDestinationUsedTwice(section, first: first, second: operation)
            }
            newUse[section] = operation
        }
        for section in update.deletedSections { try useOld(section, .delete) }
        for move in update.movedSections {
            try useOld(move.source, .moveSource)
            try useNew(move.destination, .moveDestination)
        }
        for section in update.reloadedSections { try useOld(section, .reload) }
        for section in update.insertedSections { try useNew(section, .insert) }
        guard newSectionCount == oldSectionCount - update.deletedSections.count + update.insertedSections.count else {
            throw .invalidNumberOfSections(
                before: oldSectionCount, after: newSectionCount,
                inserted: update.insertedSections.count, deleted: update.deletedSections.count)
        }

        // Section mapping: moves are explicit; every other surviving section keeps its order.
        var destination = [Int?](repeating: nil, count: oldSectionCount)
        var source = [Int?](repeating: nil, count: newSectionCount)
        for move in update.movedSections {
            destination[move.source] = move.destination
            source[move.destination] = move.source
        }
        var freeNew = (0..<newSectionCount).filter { newUse[$0] == nil }.makeIterator()
        for old in 0..<oldSectionCount where oldUse[old] == nil || oldUse[old] == .reload {
            guard let new = freeNew.next() else { break }
            destination[old] = new
            source[new] = old
        }
        destinationOfOldSection = destination
        sourceOfNewSection = source
        reloadedSections = Set(update.reloadedSections)
        movedSections = Set(update.movedSections.map(\.source))

        // Items: checked first without building anything per item (the ranges, then
        // duplicates found by sorting, when the paths are not ascending already); only a batch
        // that breaks a rule is checked again item by item, to throw UIKit's first error.
        if !Self.itemPathsAreValid(update, oldCounts: oldCounts, newCounts: newCounts, destination: destination, source: source) {
            try Self.throwFirstItemError(update, oldCounts: oldCounts, newCounts: newCounts, destination: destination, source: source)
        }
        var removed = [[Int]](repeating: [], count: oldSectionCount)
        var added = [[Int]](repeating: [], count: newSectionCount)
        var deletedCount = [Int](repeating: 0, count: oldSectionCount)
        var movedOutCount = [Int](repeating: 0, count: oldSectionCount)
        var insertedCount = [Int](repeating: 0, count: newSectionCount)
        var movedInCount = [Int](repeating: 0, count: newSectionCount)
        for path in update.deletedItems {
            removed[path.section].append(path.item)
            deletedCount[path.section] += 1
        }
        if !update.movedItems.isEmpty {
            moveDestinations.reserveCapacity(update.movedItems.count)
            moveSources.reserveCapacity(update.movedItems.count)
        }
        for move in update.movedItems {
            removed[move.source.section].append(move.source.item)
            added[move.destination.section].append(move.destination.item)
            movedOutCount[move.source.section] += 1
            movedInCount[move.destination.section] += 1
            moveDestinations[move.source] = move.destination
            moveSources[move.destination] = move.source
        }
        reloadedItems = Set(update.reloadedItems)
        reconfiguredItems = Set(update.reconfiguredItems)
        for path in update.insertedItems {
            added[path.section].append(path.item)
            insertedCount[path.section] += 1
        }
        for new in 0..<newSectionCount {
            guard let old = source[new] else { continue }
            let expected = oldCounts[old] + insertedCount[new] - deletedCount[old] + movedInCount[new] - movedOutCount[old]
            guard newCounts[new] == expected else {
                throw .invalidNumberOfItems(
                    section: new, before: oldCounts[old], after: newCounts[new],
                    inserted: insertedCount[new], deleted: deletedCount[old],
                    movedIn: movedInCount[new], movedOut: movedOutCount[old])
            }
        }
        removedItems = removed.map(Self.ascending)
        addedItems = added.map(Self.ascending)
    }

    /// `items`, sorted (as they are, when they already are).
    /// - Complexity: O(k), O(k log k) when not sorted.
    private static func ascending(_ items: [Int]) -> [Int] {
        isAscending(items) ? items : items.sorted()
    }

    /// Whether `values` is strictly ascending.
    /// - Complexity: O(k).
    private static func isAscending(_ values: [Int]) -> Bool {
        values.withUnsafeBufferPointer { values in
            var index = 1
            while index < values.count {
                if values[index - 1] >= values[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether every item path of `update` is in range, in a section that stays (old paths:
    /// `destination`) or continues one (new paths: `source`), and used once as an old path and
    /// once as a new one: what ``throwFirstItemError(_:oldCounts:newCounts:destination:source:)``
    /// checks, without building a dictionary of k paths. Each path becomes one integer (its
    /// section and item), checked ascending, else sorted.
    /// - Complexity: O(k), O(k log k) when the paths are not in ascending order.
    private static func itemPathsAreValid(
        _ update: BatchUpdate, oldCounts: [Int], newCounts: [Int], destination: [Int?], source: [Int?]
    ) -> Bool {
        // An item index fits in 32 bits, and a section in the 31 above it.
        let limit = 1 << 31
        guard oldCounts.count < limit, newCounts.count < limit,
              oldCounts.allSatisfy({ $0 < limit }), newCounts.allSatisfy({ $0 < limit }) else { return false }
        var valid = true
        func key(_ path: ItemPath, in counts: [Int], kept: [Int?]) -> Int {
            guard counts.indices.contains(path.section), kept[path.section] != nil,
                  path.item >= 0, path.item < counts[path.section] else {
                valid = false
                return 0
            }
            return path.section << 32 | path.item
        }
        var oldKeys: [Int] = []
        oldKeys.reserveCapacity(update.deletedItems.count + update.movedItems.count + update.reloadedItems.count + update.reconfiguredItems.count)
        for path in update.deletedItems { oldKeys.append(key(path, in: oldCounts, kept: destination)) }
        for move in update.movedItems { oldKeys.append(key(move.source, in: oldCounts, kept: destination)) }
        for path in update.reloadedItems { oldKeys.append(key(path, in: oldCounts, kept: destination)) }
        for path in update.reconfiguredItems { oldKeys.append(key(path, in: oldCounts, kept: destination)) }
        var newKeys: [Int] = []
        newKeys.reserveCapacity(update.movedItems.count + update.insertedItems.count)
        for move in update.movedItems { newKeys.append(key(move.destination, in: newCounts, kept: source)) }
        for path in update.insertedItems { newKeys.append(key(path, in: newCounts, kept: source)) }
        return valid && isUsedOnce(oldKeys) && isUsedOnce(newKeys)
    }

    /// Whether no value of `keys` appears twice.
    /// - Complexity: O(k), O(k log k) when not ascending.
    private static func isUsedOnce(_ keys: [Int]) -> Bool {
        isAscending(keys) || isAscending(keys.sorted())
    }

    /// Checks the item paths of `update` one by one, in UIKit's order (deletions, moves,
    /// reloads, reconfigures, then insertions; each move's source, then its destination), and
    /// throws the first error: an item out of range, in a deleted or inserted section, or used
    /// twice. Called only for a batch ``itemPathsAreValid(_:oldCounts:newCounts:destination:source:)``
    /// found wrong.
    /// - Complexity: O(k) expected.
    private static func throwFirstItemError(
        _ update: BatchUpdate, oldCounts: [Int], newCounts: [Int], destination: [Int?], source: [Int?]
    ) throws(BatchUpdateError) {
        var oldItemUse: [ItemPath: BatchUpdateError.Operation] = [:]
        func useOldItem(_ path: ItemPath, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
            try Self.checkSection(path.section, in: oldCounts, operation)
            guard destination[path.section] != nil else { throw .itemInDeletedSection(path, operation: operation) }
            try Self.checkItem(path, in: oldCounts, operation)
            if let first = oldItemUse[path] { throw .itemUsedTwice(path, first: first, second: operation) }
            oldItemUse[path] = operation
        }
        var newItemUse: [ItemPath: BatchUpdateError.Operation] = [:]
        func useNewItem(_ path: ItemPath, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
            try Self.checkSection(path.section, in: newCounts, operation)
            guard source[path.section] != nil else { throw .itemInInsertedSection(path, operation: operation) }
            try Self.checkItem(path, in: newCounts, operation)
            if let first = newItemUse[path] { throw .itemDestinationUsedTwice(path, first: first, second: operation) }
            newItemUse[path] = operation
        }
        for path in update.deletedItems { try useOldItem(path, .delete) }
        for move in update.movedItems {
            try useOldItem(move.source, .moveSource)
            try useNewItem(move.destination, .moveDestination)
        }
        for path in update.reloadedItems { try useOldItem(path, .reload) }
        for path in update.reconfiguredItems { try useOldItem(path, .reconfigure) }
        for path in update.insertedItems { try useNewItem(path, .insert) }
    }

    /// The item counts of `sectionCount` sections, per section, as a plan is validated against
    /// them (``oldCounts``, ``newCounts``): a host's, its data source's, or a snapshot's.
    ///
    /// - Complexity: O(s) for s sections.
    static func itemCounts(sectionCount: Int, itemCount: (Int) -> Int) -> [Int] {
        (0..<max(0, sectionCount)).map(itemCount)
    }

    /// Throws unless `section` is one of the sections `counts` counts the items of.
    private static func checkSection(_ section: Int, in counts: [Int], _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
        guard counts.indices.contains(section) else {
            throw .sectionOutOfRange(section, operation: operation, sectionCount: counts.count)
        }
    }

    /// Throws unless `path`, in one of the sections of `counts`, is one of its items.
    private static func checkItem(_ path: ItemPath, in counts: [Int], _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
        guard (0..<counts[path.section]).contains(path.item) else {
            throw .itemOutOfRange(path, operation: operation, itemCount: counts[path.section])
        }
    }

    /// Where the item at old `path` is after the update, or `nil` when it is deleted (itself or
    /// with its section).
    ///
    /// - Complexity: O(log k).
    func newPath(forOld path: ItemPath) -> ItemPath? {
        if !moveDestinations.isEmpty, let moved = moveDestinations[path] { return moved }
        guard path.section < destinationOfOldSection.count,
              let section = destinationOfOldSection[path.section] else { return nil }
        // Not moved (above), so an item that leaves its section is deleted.
        let removed = removedItems[path.section]
        if Self.contains(path.item, in: removed) { return nil }
        let rank = path.item - Self.countLess(than: path.item, in: removed)
        return ItemPath(item: Self.slot(rank: rank, skipping: addedItems[section]), section: section)
    }

    /// Where the item at old `path` is after the update if it survives it, or `nil` when its data
    /// is gone: deleted (itself or with its section) or reloaded (a reload replaces the item).
    /// What a host carries across an update by item (visible cells, selection, the prefetch
    /// window, revealed swipe actions, an interactive move) follows this path, or ends.
    ///
    /// - Complexity: O(log k).
    func survivingPath(forOld path: ItemPath) -> ItemPath? {
        !reloadedItems.isEmpty && reloadedItems.contains(path) ? nil : newPath(forOld: path)
    }

    /// ``survivingPath(forOld:)`` of each of `paths` (in ascending order) that survives, in
    /// order: one walk of the removals and additions of each section instead of two binary
    /// searches per path.
    ///
    /// - Complexity: O(p + k) for p paths and the k changes of their sections.
    func survivingPaths(forOldAscending paths: [ItemPath]) -> [ItemPath] {
        var result: [ItemPath] = []
        result.reserveCapacity(paths.count)
        var start = 0
        while start < paths.count {
            let section = paths[start].section
            var end = start + 1
            while end < paths.count && paths[end].section == section { end += 1 }
            defer { start = end }
            guard section >= 0, section < destinationOfOldSection.count, let destination = destinationOfOldSection[section] else {
                continue
            }
            let removed = removedItems[section]
            let added = addedItems[destination]
            var removedBefore = 0
            var addedBefore = 0
            for path in paths[start..<end] {
                if !reloadedItems.isEmpty && reloadedItems.contains(path) { continue }
                if !moveDestinations.isEmpty, let moved = moveDestinations[path] {
                    result.append(moved)
                    continue
                }
                while removedBefore < removed.count && removed[removedBefore] < path.item { removedBefore += 1 }
                // Not moved (above), so an item that leaves its section is deleted.
                if removedBefore < removed.count && removed[removedBefore] == path.item { continue }
                // As `slot(rank:skipping:)`: `added[m] - m` grows with m, and so does the rank.
                let rank = path.item - removedBefore
                while addedBefore < added.count && added[addedBefore] - addedBefore <= rank { addedBefore += 1 }
                result.append(ItemPath(item: rank + addedBefore, section: destination))
            }
        }
        return result
    }

    /// Where the item at old `path` is after the update if it stays where it was among the
    /// others: it is not deleted, and not moved, by itself or with its section (a reloaded item
    /// stays: it has a new cell in the same place). What a host keeps in place on screen across
    /// the update (``ScrollAnchoring``) is an item that stays: following a moved one would
    /// scroll to wherever it went.
    ///
    /// - Complexity: O(log k).
    func stayingPath(forOld path: ItemPath) -> ItemPath? {
        guard moveDestinations.isEmpty || moveDestinations[path] == nil,
              movedSections.isEmpty || !movedSections.contains(path.section) else { return nil }
        return newPath(forOld: path)
    }

    /// Where the item at new `path` was before the update, or `nil` when it is inserted.
    ///
    /// - Complexity: O(log k).
    func oldPath(forNew path: ItemPath) -> ItemPath? {
        if !moveSources.isEmpty, let moved = moveSources[path] { return moved }
        guard path.section < sourceOfNewSection.count, let section = sourceOfNewSection[path.section] else { return nil }
        let added = addedItems[path.section]
        if Self.contains(path.item, in: added) { return nil }
        let rank = path.item - Self.countLess(than: path.item, in: added)
        return ItemPath(item: Self.slot(rank: rank, skipping: removedItems[section]), section: section)
    }

    /// The number of elements of the ascending array `sorted` that are less than `value`.
    private static func countLess(than value: Int, in sorted: [Int]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private static func contains(_ value: Int, in sorted: [Int]) -> Bool {
        let index = countLess(than: value, in: sorted)
        return index < sorted.count && sorted[index] == value
    }

    /// The index of the `rank`-th (0-based) position that is not in the ascending array `taken`.
    private static func slot(rank: Int, skipping taken: [Int]) -> Int {
        // Find the number m of taken positions before the answer: the smallest m with
        // taken[m] - m > rank (free positions before taken[m]); the answer is rank + m.
        var low = 0, high = taken.count
        while low < high {
            let mid = (low + high) / 2
            if taken[mid] - mid > rank { high = mid } else { low = mid + 1 }
        }
        return rank + low
    }
}
