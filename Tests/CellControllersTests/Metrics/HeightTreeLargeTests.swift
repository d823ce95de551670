import Testing
@testable import CellControllers

/// Million-row trees: bulk builds, point updates against a lazily summed reference, memory use.
@Suite struct HeightTreeLargeTests {
    typealias Element = HeightTree.Element

    static let million = 1_000_000

    /// A reference for a huge list: the heights plus per-block sums, so that a prefix sum costs
    /// O(n / block + block) instead of O(n). Heights are dyadic, so all sums are exact.
    struct BlockedReference {
        static let block = 1024
        var heights: [Double]
        var blockSums: [Double]

        init(repeating height: Double, count: Int) {
            heights = Array(repeating: height, count: count)
            blockSums = stride(from: 0, to: count, by: Self.block).map {
                Double(Swift.min(Self.block, count - $0)) * height
            }
        }

        mutating func set(_ height: Double, at index: Int) {
            blockSums[index / Self.block] += height - heights[index]
            heights[index] = height
        }

        func offset(of index: Int) -> Double {
            let fullBlocks = index / Self.block
            var sum = blockSums[..<fullBlocks].reduce(0, +)
            for i in (fullBlocks * Self.block)..<index { sum += heights[i] }
            return sum
        }
    }

    @Test func millionRowBuildThenRandomPointUpdates() throws {
        var rng = LayoutTestRandom(seed: 0x1_000_000)
        let original = HeightTree(repeating: 44, count: Self.million, isMeasured: false)
        var tree = original
        var reference = BlockedReference(repeating: 44, count: Self.million)
        #expect(tree.count == Self.million)
        #expect(tree.totalHeight == 44_000_000)
        #expect(tree.depth == 3)  // 15 625 leaves -> 245 -> 4 -> 1
        #expect(tree.offset(of: 654_321) == 44 * 654_321)
        #expect(tree.index(containing: 44 * 654_321 + 43.5) == 654_321)

        var measured = Set<Int>()
        for update in 0..<3000 {
            let index = rng.int(0...(Self.million - 1))
            let height = Double(rng.int(0...400)) / 4
            tree[index] = .measured(height)
            reference.set(height, at: index)
            measured.insert(index)
            if update % 10 == 0 {
                let probe = rng.int(0...Self.million)
                let expected = reference.offset(of: probe)
                try #require(tree.offset(of: probe) == expected, "seed 0x1000000, update \(update), probe \(probe)")
                if probe < Self.million && reference.heights[probe] > 0 {
                    let y = expected + reference.heights[probe] / 2
                    try #require(tree.index(containing: y) == probe, "update \(update), probe \(probe)")
                    try #require(tree.index(containing: expected) == probe, "update \(update), probe \(probe)")
                }
            }
        }
        #expect(tree.measuredCount == measured.count)
        #expect(tree.totalHeight == reference.blockSums.reduce(0, +))
        #expect(tree.offset(of: Self.million) == tree.totalHeight)
        #expect(tree.firstUnmeasured(in: 0..<Self.million) == (0..<Self.million).first { !measured.contains($0) })
        let firstMeasured = try #require(measured.min())
        #expect(tree.firstUnmeasured(in: firstMeasured..<(firstMeasured + 1)) == nil)
        #expect(tree.invariantViolations() == [])

        // The copy taken before the updates is untouched, and still shares almost nothing.
        #expect(original.totalHeight == 44_000_000)
        #expect(original.measuredCount == 0)
        #expect(original.storageStatistics().uniqueLeaves <= 2)  // one shared leaf per leaf size
        #expect(original.offset(of: 999_999) == 44 * 999_999)
    }

    @Test func millionRowBulkBuiltTreeStaysUnder16BytesPerRow() throws {
        var rng = LayoutTestRandom(seed: 16)
        var tree = HeightTree((0..<Self.million).lazy.map { Element.estimated(Double($0 % 50)) })
        let built = tree.storageStatistics()
        #expect(built.count == Self.million)
        #expect(built.uniqueLeaves == built.leafReferences)
        // A leaf keeps room for 64 heights inline; bulk building leaves room in each leaf for
        // inserts (about 53 of 64 used), so about 9.7 bytes of height storage per row.
        #expect(built.arrayBytesPerElement <= 10, "\(built)")
        #expect(built.totalBytesPerElement <= 16, "\(built)")

        // Heavy random editing: 20 000 single-row inserts and removes (splits and merges).
        for _ in 0..<10_000 {
            tree.insert(.measured(10), at: rng.int(0...tree.count))
            tree.remove(at: rng.int(0...(tree.count - 1)))
        }
        let edited = tree.storageStatistics()
        #expect(edited.count == Self.million)
        #expect(edited.arrayBytesPerElement <= 16, "\(edited)")
        #expect(edited.totalBytesPerElement <= 16, "\(edited)")
        #expect(tree.invariantViolations() == [])

        // A repeating tree shares its leaves: well under a byte per row.
        let repeating = HeightTree(repeating: 44, count: Self.million, isMeasured: false)
        #expect(repeating.storageStatistics().uniqueBytesPerElement < 1)
    }

    /// A 1% change of a million repeated rows (what an apply does to a list at its estimated
    /// height) inserts and removes rows of that same height: the slots are repointed to shared
    /// uniform leaves, so no leaf is copied, while a row of another height copies its leaf only.
    @Test func scatteredEditsOfRepeatedRowsCopyNoLeaf() {
        var tree = HeightTree(repeating: 1, count: Self.million, isMeasured: false)
        let before = tree.storageStatistics().uniqueLeaves
        var rng = LayoutTestRandom(seed: 11)
        for _ in 0..<5_000 {
            tree.insert(.estimated(1), at: rng.int(0...tree.count))
            tree.remove(at: rng.int(0...(tree.count - 1)))
        }
        #expect(tree.count == Self.million)
        #expect(tree.totalHeight == Double(Self.million))
        #expect(tree.invariantViolations() == [])
        // At most one pooled leaf per count (65), however many rows changed.
        #expect(tree.storageStatistics().uniqueLeaves <= before + 65)

        tree.insert(.measured(3), at: 500_000)
        #expect(tree[500_000] == .measured(3))
        #expect(tree.totalHeight == Double(Self.million) + 3)
        #expect(tree.storageStatistics().uniqueLeaves <= before + 66)
    }

    @Test func removingMostOfAMillionRowsKeepsTheTreeShallow() {
        var tree = HeightTree(repeating: 10, count: Self.million, isMeasured: true)
        tree.removeSubrange(1000..<999_000)  // rebuild path
        #expect(tree.count == 2000)
        #expect(tree.depth == 1)
        var rng = LayoutTestRandom(seed: 7)
        var big = HeightTree(repeating: 10, count: 200_000, isMeasured: false)
        for _ in 0..<60 {  // chunked path: each removal is under half the rows
            let lower = rng.int(0...(big.count - 1))
            let length = rng.int(1...Swift.min(5000, big.count / 4 + 1))
            big.removeSubrange(lower..<Swift.min(big.count, lower + length))
        }
        #expect(big.count > 0)
        #expect(big.invariantViolations() == [])
        #expect(big.depth <= 2)
        #expect(big.totalHeight == 10 * Double(big.count))
    }
}
