import Testing
@testable import CellControllers

/// `UpdatePlan` checks a batch's item paths without a dictionary per path (ranges, then
/// duplicates by sorting), and finds deleted items in its sorted removals instead of a set:
/// random batches, valid or broken one way, against the item-by-item check it replaces
/// (`referenceFirstItemError`, the dictionaries of old, in UIKit's order) and, for valid ones,
/// against where the items go when the batch is played on labelled arrays.
@Suite struct UpdatePlanEquivalenceTests {
    static let seeds: [UInt64] = [0x91A7_0001, 0x91A7_0002, 0x91A7_0003, 0x91A7_0004]

    struct Batch {
        var update: BatchUpdate
        var oldCounts: [Int]
        var newCounts: [Int]
        /// For each old section, its new index (`nil`: deleted).
        var destination: [Int?]
        /// For each new section, its old index (`nil`: inserted).
        var source: [Int?]
        /// For each surviving new section, what each slot holds: the old path of a kept or
        /// moved-in item, or `nil` for an inserted one.
        var slots: [[ItemPath?]]
    }

    @Test(arguments: seeds)
    func randomBatchesValidateAndMapAsBefore(seed: UInt64) throws {
        var rng = LayoutTestRandom(seed: seed)
        var broken = 0
        for round in 0..<400 {
            var batch = Self.randomBatch(&rng)
            if rng.chance(0.35) {
                Self.breakOneRule(&batch, &rng)
            }
            let context: Comment = "seed \(seed), round \(round): \(batch.update) old \(batch.oldCounts) new \(batch.newCounts)"
            if let expected = Self.referenceFirstItemError(batch) {
                broken += 1
                #expect(throws: expected, context) {
                    try UpdatePlan(batch.update, oldCounts: batch.oldCounts, newCounts: batch.newCounts)
                }
                continue
            }
            let plan = try UpdatePlan(batch.update, oldCounts: batch.oldCounts, newCounts: batch.newCounts)
            // Where each item goes, played on labelled arrays.
            var newOfOld: [ItemPath: ItemPath] = [:]
            for (section, slots) in batch.slots.enumerated() {
                for (item, origin) in slots.enumerated() {
                    let path = ItemPath(item: item, section: section)
                    #expect(plan.oldPath(forNew: path) == origin, context)
                    if let origin { newOfOld[origin] = path }
                }
            }
            let reloaded = Set(batch.update.reloadedItems)
            for (section, count) in batch.oldCounts.enumerated() {
                for item in 0..<count {
                    let path = ItemPath(item: item, section: section)
                    #expect(plan.newPath(forOld: path) == newOfOld[path], context)
                    #expect(plan.survivingPath(forOld: path) == (reloaded.contains(path) ? nil : newOfOld[path]), context)
                }
            }
            // The walk that carries a selection: the same paths as one by one.
            let everyOld = batch.oldCounts.enumerated().flatMap { section, count in (0..<count).map { ItemPath(item: $0, section: section) } }
            let some = everyOld.filter { _ in rng.chance(0.4) }
            #expect(plan.survivingPaths(forOldAscending: everyOld) == everyOld.compactMap(plan.survivingPath(forOld:)), context)
            #expect(plan.survivingPaths(forOldAscending: some) == some.compactMap(plan.survivingPath(forOld:)), context)
            #expect(plan.removedItems.allSatisfy { $0 == $0.sorted() } && plan.addedItems.allSatisfy { $0 == $0.sorted() }, context)
        }
        #expect(broken > 20, "some batches break a rule")
    }

    /// A valid batch: at most one section deleted and one inserted, items deleted, moved,
    /// reloaded, reconfigured and inserted at random, each list shuffled or not.
    static func randomBatch(_ rng: inout LayoutTestRandom) -> Batch {
        let oldCounts = (0..<rng.int(1...4)).map { _ in rng.int(0...30) }
        var destination = [Int?](repeating: nil, count: oldCounts.count)
        let deletedSection = rng.chance(0.25) ? rng.int(0...(oldCounts.count - 1)) : nil
        let surviving = oldCounts.indices.filter { $0 != deletedSection }
        let newSectionCount = surviving.count + (rng.chance(0.25) ? 1 : 0)
        let insertedSection = newSectionCount > surviving.count ? rng.int(0...(newSectionCount - 1)) : nil
        var source = [Int?](repeating: nil, count: newSectionCount)
        var next = surviving.makeIterator()
        for new in 0..<newSectionCount where new != insertedSection {
            let old = next.next()!
            source[new] = old
            destination[old] = new
        }
        var deleted: [ItemPath] = [], moveSources: [ItemPath] = [], reloaded: [ItemPath] = [], reconfigured: [ItemPath] = []
        var kept: [[ItemPath]] = oldCounts.indices.map { _ in [] }
        for old in surviving {
            for item in 0..<oldCounts[old] {
                let path = ItemPath(item: item, section: old)
                switch rng.int(0...9) {
                case 0, 1: deleted.append(path)
                case 2: moveSources.append(path)
                case 3: reloaded.append(path); kept[old].append(path)
                case 4: reconfigured.append(path); kept[old].append(path)
                default: kept[old].append(path)
                }
            }
        }
        // Each move goes to a surviving new section; each such section gets some inserts.
        let targets = source.indices.filter { source[$0] != nil }
        var arriving: [[ItemPath?]] = source.map { _ in [] }  // moved-in sources, nil for inserts
        if !targets.isEmpty {
            for path in moveSources { arriving[targets[rng.int(0...(targets.count - 1))]].append(path) }
            for new in targets { arriving[new] += Array(repeating: nil, count: rng.int(0...4)) }
        } else {
            deleted += moveSources
            moveSources = []
        }
        var slots: [[ItemPath?]] = []
        var newCounts: [Int] = []
        var moves: [Move<ItemPath>] = [], inserted: [ItemPath] = []
        for new in source.indices {
            guard let old = source[new] else {
                newCounts.append(0)
                slots.append([])
                continue
            }
            let count = kept[old].count + arriving[new].count
            var positions = Array(0..<count)
            positions.shuffle(using: &rng)
            let added = Array(positions.prefix(arriving[new].count))
            var section = [ItemPath?](repeating: nil, count: count)
            var isAdded = [Bool](repeating: false, count: count)
            for (position, origin) in zip(added, arriving[new]) {
                isAdded[position] = true
                section[position] = origin
                let path = ItemPath(item: position, section: new)
                if let origin { moves.append(Move(from: origin, to: path)) } else { inserted.append(path) }
            }
            var keptItems = kept[old].makeIterator()
            for position in 0..<count where !isAdded[position] { section[position] = keptItems.next() }
            slots.append(section)
            newCounts.append(count)
        }
        func ordered<T>(_ values: [T], _ rng: inout LayoutTestRandom, by key: (T) -> ItemPath) -> [T] {
            switch rng.int(0...2) {
            case 0: values.sorted { key($0) < key($1) }
            case 1: values.sorted { key($0) > key($1) }
            default: values.shuffled(using: &rng)
            }
        }
        let update = BatchUpdate(
            deletedSections: deletedSection.map { [$0] } ?? [],
            insertedSections: insertedSection.map { [$0] } ?? [],
            deletedItems: ordered(deleted, &rng) { $0 },
            insertedItems: ordered(inserted, &rng) { $0 },
            movedItems: ordered(moves, &rng) { $0.source },
            reloadedItems: ordered(reloaded, &rng) { $0 },
            reconfiguredItems: ordered(reconfigured, &rng) { $0 })
        return Batch(update: update, oldCounts: oldCounts, newCounts: newCounts, destination: destination, source: source, slots: slots)
    }

    /// Breaks one item rule: a path used twice (old or new), out of range, or in a deleted or
    /// inserted section.
    static func breakOneRule(_ batch: inout Batch, _ rng: inout LayoutTestRandom) {
        var update = batch.update
        let oldPaths = update.deletedItems + update.movedItems.map(\.source) + update.reloadedItems + update.reconfiguredItems
        let newPaths = update.insertedItems + update.movedItems.map(\.destination)
        func anyOld() -> ItemPath? { oldPaths.isEmpty ? nil : oldPaths[rng.int(0...(oldPaths.count - 1))] }
        func anyNew() -> ItemPath? { newPaths.isEmpty ? nil : newPaths[rng.int(0...(newPaths.count - 1))] }
        func insertAnywhere(_ path: ItemPath, into list: inout [ItemPath]) {
            list.insert(path, at: rng.int(0...list.count))
        }
        switch rng.int(0...6) {
        case 0: if let path = anyOld() { insertAnywhere(path, into: &update.deletedItems) }
        case 1: if let path = anyOld() { insertAnywhere(path, into: &update.reloadedItems) }
        case 2: if let path = anyNew() { insertAnywhere(path, into: &update.insertedItems) }
        case 3:
            let section = rng.int(0...(batch.oldCounts.count - 1))
            insertAnywhere(ItemPath(item: batch.oldCounts[section] + rng.int(0...2), section: section), into: &update.reconfiguredItems)
        case 4 where !batch.newCounts.isEmpty:
            let section = rng.int(0...(batch.newCounts.count - 1))
            insertAnywhere(ItemPath(item: batch.newCounts[section] + rng.int(0...2), section: section), into: &update.insertedItems)
        case 5:
            if let section = update.deletedSections.first { insertAnywhere(ItemPath(item: 0, section: section), into: &update.deletedItems) }
            else { insertAnywhere(ItemPath(item: 0, section: batch.oldCounts.count + 1), into: &update.deletedItems) }
        default:
            if let section = update.insertedSections.first { insertAnywhere(ItemPath(item: 0, section: section), into: &update.insertedItems) }
            else if let path = anyOld(), let move = update.movedItems.first {
                update.movedItems.append(Move(from: path, to: move.destination))
            }
        }
        batch.update = update
    }

    /// The item check of old: each path in UIKit's order, recorded in a dictionary, the first
    /// error thrown.
    static func referenceFirstItemError(_ batch: Batch) -> BatchUpdateError? {
        let update = batch.update
        var oldUse: [ItemPath: BatchUpdateError.Operation] = [:]
        var newUse: [ItemPath: BatchUpdateError.Operation] = [:]
        func useOld(_ path: ItemPath, _ operation: BatchUpdateError.Operation) -> BatchUpdateError? {
            guard batch.oldCounts.indices.contains(path.section) else {
                return .sectionOutOfRange(path.section, operation: operation, sectionCount: batch.oldCounts.count)
            }
            guard batch.destination[path.section] != nil else { return .itemInDeletedSection(path, operation: operation) }
            guard (0..<batch.oldCounts[path.section]).contains(path.item) else {
                return .itemOutOfRange(path, operation: operation, itemCount: batch.oldCounts[path.section])
            }
            if let first = oldUse[path] { return .itemUsedTwice(path, first: first, second: operation) }
            oldUse[path] = operation
            return nil
        }
        func useNew(_ path: ItemPath, _ operation: BatchUpdateError.Operation) -> BatchUpdateError? {
            guard batch.newCounts.indices.contains(path.section) else {
                return .sectionOutOfRange(path.section, operation: operation, sectionCount: batch.newCounts.count)
            }
            guard batch.source[path.section] != nil else { return .itemInInsertedSection(path, operation: operation) }
            guard (0..<batch.newCounts[path.section]).contains(path.item) else {
                return .itemOutOfRange(path, operation: operation, itemCount: batch.newCounts[path.section])
            }
            if let first = newUse[path] { return .itemDestinationUsedTwice(path, first: first, second: operation) }
            newUse[path] = operation
            return nil
        }
        for path in update.deletedItems { if let error = useOld(path, .delete) { return error } }
        for move in update.movedItems {
            if let error = useOld(move.source, .moveSource) { return error }
            if let error = useNew(move.destination, .moveDestination) { return error }
        }
        for path in update.reloadedItems { if let error = useOld(path, .reload) { return error } }
        for path in update.reconfiguredItems { if let error = useOld(path, .reconfigure) { return error } }
        for path in update.insertedItems { if let error = useNew(path, .insert) { return error } }
        // The counts, for a batch whose paths are fine but whose last move was added twice.
        for new in batch.source.indices {
            guard let old = batch.source[new] else { continue }
            let inserted = update.insertedItems.filter { $0.section == new }.count
            let deleted = update.deletedItems.filter { $0.section == old }.count
            let movedIn = update.movedItems.filter { $0.destination.section == new }.count
            let movedOut = update.movedItems.filter { $0.source.section == old }.count
            if batch.newCounts[new] != batch.oldCounts[old] + inserted - deleted + movedIn - movedOut {
                return .invalidNumberOfItems(section: new, before: batch.oldCounts[old], after: batch.newCounts[new],
                                             inserted: inserted, deleted: deleted, movedIn: movedIn, movedOut: movedOut)
            }
        }
        return nil
    }
}
