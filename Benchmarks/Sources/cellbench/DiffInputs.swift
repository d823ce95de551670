import CellControllers

/// A flat transition of unique `Int` ids, with optional content versions.
struct FlatTransition {
    var old: [Int]
    var new: [Int]
    /// Content version per old / new element (all 0 except the changed kept ones in `new`).
    var oldContent: [Int]
    var newContent: [Int]

    /// `count` unique ids; `deletes` of them removed, `inserts` new ids inserted and `moves`
    /// kept ids taken out, all placed at uniformly random positions; `contentChanges` kept ids
    /// get a new content version.
    /// - Complexity: O(n + k log k); no O(n) array insertions.
    init(count: Int, deletes: Int, inserts: Int, moves: Int, contentChanges: Int = 0, seed: UInt64) {
        var rng = BenchRandom(seed: seed)
        let old = (0..<count).map { Int(bitPattern: UInt(BenchRandom.mix(UInt64($0)))) }
        self.old = old
        let picked = rng.distinctIndices(deletes + moves, below: count)
        var fate = [UInt8](repeating: 0, count: count)  // 0 kept, 1 deleted, 2 moved
        for index in picked.prefix(deletes) { fate[index] = 1 }
        for index in picked.dropFirst(deletes) { fate[index] = 2 }
        var survivors: [Int] = []
        survivors.reserveCapacity(count - deletes - moves)
        for index in 0..<count where fate[index] == 0 { survivors.append(old[index]) }
        let insertedIDs = (0..<inserts).map { Int(bitPattern: UInt(BenchRandom.mix(UInt64(count + $0)))) }
        var extras = picked.dropFirst(deletes).map { old[$0] } + insertedIDs
        extras.shuffle(using: &rng)
        let finalCount = count - deletes + inserts
        let positions = (0..<extras.count).map { _ in Int.random(in: 0..<finalCount, using: &rng) }.sorted()
        var new: [Int] = []
        new.reserveCapacity(finalCount)
        var nextExtra = 0
        var nextSurvivor = 0
        while new.count < finalCount {
            if nextExtra < extras.count && (nextSurvivor == survivors.count || positions[nextExtra] <= new.count) {
                new.append(extras[nextExtra])
                nextExtra += 1
            } else {
                new.append(survivors[nextSurvivor])
                nextSurvivor += 1
            }
        }
        self.new = new
        oldContent = [Int](repeating: 0, count: count)
        newContent = [Int](repeating: 0, count: finalCount)
        if contentChanges > 0 {
            let inserted = Set(insertedIDs)
            var changed = 0
            while changed < contentChanges {
                let index = Int.random(in: 0..<finalCount, using: &rng)
                if newContent[index] == 0 && !inserted.contains(new[index]) {
                    newContent[index] = 1
                    changed += 1
                }
            }
        }
    }

    /// The minimum number of moves, computed independently of the library: kept − length of
    /// the longest increasing subsequence of the kept ids' old indices in new order.
    var minimumMoves: Int {
        var oldIndex = [Int: Int](minimumCapacity: old.count)
        for (index, id) in old.enumerated() { oldIndex[id] = index }
        let kept = new.compactMap { oldIndex[$0] }
        return kept.count - longestIncreasingSubsequenceLength(kept)
    }
}

/// Patience sorting, length only.
func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if tails[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
}

/// Item and section models for the sectioned benchmark.
struct BenchItem: Identifiable, Equatable, Sendable {
    var id: Int
    var version: Int
    var title: String
}

struct BenchSection: Identifiable, Equatable, Sendable {
    var id: Int
    var header: String
}

/// Places `extras` at uniformly random positions among `survivors` (whose order is kept).
/// - Complexity: O(n + k log k).
func mergeAtRandomPositions<T>(_ survivors: [T], _ extras: [T], using rng: inout BenchRandom) -> [T] {
    let total = survivors.count + extras.count
    guard !extras.isEmpty else { return survivors }
    let positions = extras.indices.map { _ in Int.random(in: 0..<total, using: &rng) }.sorted()
    var result: [T] = []
    result.reserveCapacity(total)
    var nextExtra = 0
    var nextSurvivor = 0
    while result.count < total {
        if nextExtra < extras.count && (nextSurvivor == survivors.count || positions[nextExtra] <= result.count) {
            result.append(extras[nextExtra])
            nextExtra += 1
        } else {
            result.append(survivors[nextSurvivor])
            nextSurvivor += 1
        }
    }
    return result
}

/// A sectioned transition of `sections` × `itemsPerSection` items: each item is deleted with
/// probability 1%, moved within its section 0.1%, moved to another section 0.1%, and kept items
/// change content with probability 1%; 1% new items are inserted at random places; the first
/// and last sections swap places and one section's header changes.
struct SectionedTransition {
    typealias BenchSnapshot = Snapshot<BenchSection, BenchItem>

    var old: BenchSnapshot
    var new: BenchSnapshot
    var minimumMoves: Int
    var itemCount: Int

    init(sections: Int, itemsPerSection: Int, seed: UInt64) {
        var rng = BenchRandom(seed: seed)
        let total = sections * itemsPerSection
        let oldHeaders = (0..<sections).map { BenchSection(id: $0, header: "Section \($0)") }
        let oldItems: [[BenchItem]] = (0..<sections).map { section in
            (0..<itemsPerSection).map { index in
                let id = section * itemsPerSection + index
                return BenchItem(id: id, version: 0, title: "Item \(id)")
            }
        }
        var survivors = [[BenchItem]](repeating: [], count: sections)
        var extras = [[BenchItem]](repeating: [], count: sections)
        for section in 0..<sections {
            survivors[section].reserveCapacity(itemsPerSection)
            for var item in oldItems[section] {
                let roll = Int.random(in: 0..<1000, using: &rng)
                if roll < 10 { continue }  // deleted
                if Int.random(in: 0..<100, using: &rng) == 0 { item.version = 1 }  // content changed
                if roll == 10 {
                    extras[section].append(item)  // moved within
                } else if roll == 11 && sections > 1 {
                    extras[(section + Int.random(in: 1..<sections, using: &rng)) % sections].append(item)  // moved across
                } else {
                    survivors[section].append(item)
                }
            }
        }
        for offset in 0..<(total / 100) {
            let id = total + offset
            extras[Int.random(in: 0..<sections, using: &rng)].append(BenchItem(id: id, version: 0, title: "Item \(id)"))
        }
        var newData: [(BenchSection, [BenchItem])] = (0..<sections).map { section in
            extras[section].shuffle(using: &rng)
            return (oldHeaders[section], mergeAtRandomPositions(survivors[section], extras[section], using: &rng))
        }
        if sections >= 2 {
            newData.swapAt(0, sections - 1)
            newData[sections / 2].0.header += " (edited)"
        }
        old = Self.snapshot(zip(oldHeaders, oldItems).map { ($0, $1) })
        new = Self.snapshot(newData)
        itemCount = total

        // Independent minimum: section moves + per section (items staying − LIS) + items
        // changing section (every section is kept here).
        let sectionOrder = newData.map(\.0.id)
        var moves = sectionOrder.count - longestIncreasingSubsequenceLength(sectionOrder)
        for (section, items) in newData {
            var staying: [Int] = []
            for item in items where item.id < total {
                if item.id / itemsPerSection == section.id { staying.append(item.id) } else { moves += 1 }
            }
            moves += staying.count - longestIncreasingSubsequenceLength(staying)
        }
        minimumMoves = moves
    }

    /// A typed snapshot of `sections`, built in one pass (no identifier index, as an app builds
    /// a large screen).
    static func snapshot(_ sections: [(BenchSection, [BenchItem])]) -> BenchSnapshot {
        BenchSnapshot(sections.map { (section: $0.0, items: $0.1) })
    }
}
