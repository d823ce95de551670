import Testing
@testable import CellControllers

/// Thousands of random edits and queries on `HeightTree`, checked step by step against
/// `ReferenceRows` (a plain array). Each failure message names the seed, shape and step.
@Suite struct HeightTreeRandomizedTests {
    typealias Element = HeightTree.Element

    static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0xC0FF_EE00, 0x0BAD_F00D]

    /// The operations the random walk picks from.
    enum Operation: CaseIterable {
        case insert, insertContents, remove, removeSubrange, set, copyOnWrite, queryOnly
    }

    /// Picks an operation; the mix alternates every 400 steps between growing and shrinking so
    /// the tree repeatedly gets deep and then collapses back towards empty.
    static func operation(step: Int, using rng: inout LayoutTestRandom) -> Operation {
        let growing = (step / 400) % 2 == 0
        let roll = rng.int(0...99)
        let table: [(Operation, Int)] = growing
            ? [(.insert, 30), (.insertContents, 10), (.remove, 14), (.removeSubrange, 3),
               (.set, 25), (.copyOnWrite, 2), (.queryOnly, 16)]
            : [(.insert, 14), (.insertContents, 3), (.remove, 30), (.removeSubrange, 10),
               (.set, 25), (.copyOnWrite, 2), (.queryOnly, 16)]
        var cumulative = 0
        for (operation, weight) in table {
            cumulative += weight
            if roll < cumulative { return operation }
        }
        return .queryOnly
    }

    @Test(arguments: TreeShape.all, seeds)
    func randomEditsMatchReference(shape: TreeShape, seed: UInt64) throws {
        try Self.randomWalk(shape: shape, seed: seed, uniform: nil)
    }

    /// The same walk from a tree of repeated rows (`init(repeating:)`, whose leaves are shared
    /// uniform leaves that inserts and removals of the same row repoint to), with most new rows
    /// that same row: slots repointed between pooled leaves, pooled leaves copied before any
    /// other write, and copies taken along the way, all agree with the reference.
    @Test(arguments: TreeShape.all, seeds.prefix(2))
    func randomEditsOfRepeatedRowsMatchReference(shape: TreeShape, seed: UInt64) throws {
        try Self.randomWalk(shape: shape, seed: seed, uniform: (.estimated(44), count: shape.leaf * shape.inner * 3))
    }

    /// Random edits and queries, checked step by step against a plain array; with `uniform`,
    /// starting from that many repeated rows, and inserting that row seven times in ten.
    static func randomWalk(shape: TreeShape, seed: UInt64, uniform: (element: Element, count: Int)?) throws {
        var rng = LayoutTestRandom(seed: seed)
        var tree = shape.emptyTree()
        var reference = ReferenceRows()
        if let uniform {
            tree = HeightTree(repeating: uniform.element.height, count: uniform.count, isMeasured: uniform.element.isMeasured,
                              leafCapacity: shape.leaf, innerCapacity: shape.inner)
            reference.elements = Array(repeating: uniform.element, count: uniform.count)
        }
        func newElement() -> Element {
            if let uniform, rng.chance(0.7) { return uniform.element }
            return rng.element()
        }
        var snapshots: [(tree: HeightTree, elements: [Element], step: Int)] = []
        let bulkLimit = shape == .standard ? 400 : 60
        var maxDepth = 0

        for step in 0..<2000 {
            let context: Comment = "seed \(seed), shape \(shape.testDescription), step \(step)"
            let operation = Self.operation(step: step, using: &rng)
            switch operation {
            case .insert:
                let index = rng.int(0...reference.count)
                let element = newElement()
                tree.insert(element, at: index)
                reference.elements.insert(element, at: index)
            case .insertContents:
                let index = rng.int(0...reference.count)
                let elements = (0..<rng.int(0...rng.int(0...bulkLimit))).map { _ in newElement() }
                tree.insert(contentsOf: elements, at: index)
                reference.elements.insert(contentsOf: elements, at: index)
            case .remove:
                guard reference.count > 0 else { continue }
                let index = rng.int(0...(reference.count - 1))
                let removed = tree.remove(at: index)
                try #require(removed == reference.elements.remove(at: index), context)
            case .removeSubrange:
                let lower = rng.int(0...reference.count)
                // Mostly short ranges; sometimes long ones (which take the rebuild path).
                let longest = rng.chance(0.2) ? reference.count - lower : Swift.min(reference.count - lower, 2 * shape.leaf + 3)
                let range = lower..<(lower + rng.int(0...longest))
                tree.removeSubrange(range)
                reference.elements.removeSubrange(range)
            case .set:
                guard reference.count > 0 else { continue }
                let index = rng.int(0...(reference.count - 1))
                let element = rng.chance(0.2) ? reference.elements[index] : newElement()
                tree[index] = element
                reference.elements[index] = element
                try #require(tree[index] == element, context)
            case .copyOnWrite:
                snapshots.append((tree, reference.elements, step))
                if snapshots.count > 6 { snapshots.removeFirst() }
            case .queryOnly:
                break
            }
            maxDepth = Swift.max(maxDepth, tree.depth)

            // Aggregates, every step.
            let (prefix, measuredCount) = Self.prefixSums(reference.elements)
            try #require(tree.count == reference.count, context)
            try #require(tree.totalHeight == prefix.last!, context)
            try #require(tree.measuredCount == measuredCount, context)

            // Random point queries, every step.
            for _ in 0..<2 {
                let index = rng.int(0...reference.count)
                try #require(tree.offset(of: index) == prefix[index], context)
                if index < reference.count {
                    try #require(tree[index] == reference.elements[index], context)
                }
                let boundary = prefix[index]
                for y in [boundary, boundary.nextDown, boundary + 0.125,
                          Double.random(in: -5...(prefix.last! + 5), using: &rng)] {
                    try #require(tree.index(containing: y) == Self.expectedIndex(y, prefix), "\(context), y \(y)")
                }
            }

            // Whole-tree checks, periodically and at the end.
            if step % 50 == 0 || step == 1999 {
                try #require(tree.invariantViolations() == [], context)
                try #require(firstLayoutMismatch(Array(tree), reference.elements) == nil, context)
                try #require(firstLayoutMismatch((0...reference.count).map { tree.offset(of: $0) }, prefix) == nil, context)
                let lower = rng.int(0...reference.count)
                let range = lower..<rng.int(lower...reference.count)
                var walked: [Element] = []
                var offsets: [Double] = []
                tree.forEach(in: range) { index, element in
                    walked.append(element)
                    #expect(index == range.lowerBound + walked.count - 1, context)
                }
                tree.forEachWithOffset(in: range) { _, _, offset in offsets.append(offset) }
                try #require(firstLayoutMismatch(walked, Array(reference.elements[range])) == nil, context)
                try #require(firstLayoutMismatch(offsets, Array(prefix[range])) == nil, context)
                try #require(tree.firstUnmeasured(in: range) == reference.firstUnmeasured(in: range), context)
                for _ in 0..<3 {
                    let y = Double.random(in: -5...(prefix.last! + 5), using: &rng)
                    try #require(tree.index(containing: y) == reference.index(containing: y), context)
                }
                for snapshot in snapshots {
                    try #require(firstLayoutMismatch(Array(snapshot.tree), snapshot.elements) == nil,
                                 "\(context): snapshot from step \(snapshot.step) changed")
                    try #require(snapshot.tree.invariantViolations() == [], context)
                }
            }
        }
        // The walk must actually have built multi-level trees on the tiny shapes.
        if shape != .standard { #expect(maxDepth >= 3, "seed \(seed)") } else { #expect(maxDepth >= 1) }
    }

    /// Random edits with non-dyadic heights (rounding occurs): the contract between
    /// `offset(of:)` and `index(containing:)` must still hold exactly, offsets must be monotone,
    /// and everything must agree with naive sums to within 1e-12 relative.
    @Test(arguments: TreeShape.all, seeds.prefix(2))
    func roundingNeverBreaksTheOffsetContract(shape: TreeShape, seed: UInt64) throws {
        var rng = LayoutTestRandom(seed: seed)
        var tree = HeightTree((0..<300).map { _ in rng.element(dyadic: false) },
                              leafCapacity: shape.leaf, innerCapacity: shape.inner)
        var reference = ReferenceRows(elements: Array(tree))
        for step in 0..<600 {
            let context: Comment = "seed \(seed), shape \(shape.testDescription), step \(step)"
            switch rng.int(0...3) {
            case 0:
                let index = rng.int(0...reference.count)
                let elements = (0..<rng.int(1...20)).map { _ in rng.element(dyadic: false) }
                tree.insert(contentsOf: elements, at: index)
                reference.elements.insert(contentsOf: elements, at: index)
            case 1 where reference.count > 50:
                let lower = rng.int(0...(reference.count - 20))
                let range = lower..<(lower + rng.int(1...20))
                tree.removeSubrange(range)
                reference.elements.removeSubrange(range)
            default:
                guard reference.count > 0 else { continue }
                let index = rng.int(0...(reference.count - 1))
                let element = rng.element(dyadic: false)
                tree[index] = element
                reference.elements[index] = element
            }
            let total = tree.totalHeight
            let tolerance = 1e-12 * Swift.max(1, total)
            try #require(tree.offset(of: tree.count) == total, context)
            try #require(abs(total - reference.totalHeight) <= tolerance, context)
            for _ in 0..<6 {
                let index = rng.int(0...(tree.count - 1))
                let start = tree.offset(of: index)
                let end = tree.offset(of: index + 1)
                try #require(start <= end, context)
                try #require(abs(start - reference.offset(of: index)) <= tolerance, context)
                if start < end {
                    try #require(tree.index(containing: start) == index, "\(context), row \(index)")
                }
                for y in [start, start.nextDown, start.nextUp, end.nextDown,
                          Double.random(in: 0..<total, using: &rng)] where y >= 0 && y < total {
                    let found = try #require(tree.index(containing: y), context)
                    try #require(tree.offset(of: found) <= y, "\(context), y \(y)")
                    try #require(y < tree.offset(of: found + 1), "\(context), y \(y)")
                }
            }
            if step % 100 == 0 {
                var previous = -Double.infinity
                var index = 0
                tree.forEachWithOffset(in: 0..<tree.count) { i, _, offset in
                    #expect(i == index && offset == tree.offset(of: i) && offset >= previous, context)
                    previous = offset
                    index += 1
                }
                try #require(tree.invariantViolations() == [], context)
            }
        }
    }

    /// `prefix[i]` = sum of the heights of rows `0..<i` (exact for dyadic heights), and the
    /// number of measured rows.
    static func prefixSums(_ elements: [Element]) -> (prefix: [Double], measuredCount: Int) {
        var prefix = [0.0]
        prefix.reserveCapacity(elements.count + 1)
        var sum = 0.0
        var measuredCount = 0
        for element in elements {
            sum += element.height
            prefix.append(sum)
            if element.isMeasured { measuredCount += 1 }
        }
        return (prefix, measuredCount)
    }

    /// The documented `index(containing:)` contract over exact prefix sums: clamp outside
    /// `[0, total)`, otherwise the last row that starts at or before `y` (which skips
    /// zero-height rows, whose start equals the next row's start).
    static func expectedIndex(_ y: Double, _ prefix: [Double]) -> Int? {
        let count = prefix.count - 1
        guard count > 0 else { return nil }
        guard y >= 0 else { return 0 }
        guard y < prefix[count] else { return count - 1 }
        var low = 0, high = count  // the answer is in low..<high
        while high - low > 1 {
            let middle = (low + high) / 2
            if prefix[middle] <= y { low = middle } else { high = middle }
        }
        return low
    }
}
