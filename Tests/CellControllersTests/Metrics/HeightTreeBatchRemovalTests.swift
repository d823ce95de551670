import Testing
@testable import CellControllers

/// `HeightTree.remove(atAscending:)`, the one sweep that removes a batch of scattered rows,
/// against the path it replaces (one `removeSubrange` per run of consecutive rows, from the
/// last) and a plain array: random trees of every shape, random rows or shared uniform leaves,
/// random batches from a single row to nearly all rows, scattered or in runs.
@Suite struct HeightTreeBatchRemovalTests {
    typealias Element = HeightTree.Element

    static let seeds: [UInt64] = [0xBA7C_0001, 0xBA7C_0002, 0xBA7C_0003]

    @Test(arguments: TreeShape.all, seeds)
    func aSweepRemovesWhatRemovingRunByRunRemoves(shape: TreeShape, seed: UInt64) throws {
        var rng = LayoutTestRandom(seed: seed)
        for round in 0..<60 {
            let count = rng.int(0...(shape == .standard ? 20_000 : 600))
            let uniform = rng.chance(0.5)
            var elements: [Element]
            var tree: HeightTree
            if uniform {
                let element = Element.estimated(3)
                elements = Array(repeating: element, count: count)
                tree = HeightTree(repeating: 3, count: count, isMeasured: false, leafCapacity: shape.leaf, innerCapacity: shape.inner)
                // Some rows measured since: leaves of their own among the shared ones.
                for _ in 0..<rng.int(0...(count / 50)) where count > 0 {
                    let index = rng.int(0...(count - 1))
                    elements[index] = rng.element()
                    tree[index] = elements[index]
                }
            } else {
                elements = (0..<count).map { _ in rng.element() }
                tree = HeightTree(elements, leafCapacity: shape.leaf, innerCapacity: shape.inner)
            }
            // A batch: each row with some probability (scattered), plus some runs.
            let density = [0.0005, 0.01, 0.1, 0.5, 0.95][rng.int(0...4)]
            var removed = Set<Int>()
            for index in 0..<count where rng.chance(density) { removed.insert(index) }
            for _ in 0..<rng.int(0...3) where count > 0 {
                let start = rng.int(0...(count - 1))
                for index in start..<Swift.min(count, start + rng.int(1...(3 * shape.leaf))) { removed.insert(index) }
            }
            let indices = removed.sorted()
            let context: Comment = "shape \(shape.testDescription), seed \(seed), round \(round), \(count) rows, \(indices.count) removed"

            let copy = tree
            var runByRun = tree
            tree.remove(atAscending: indices)
            var runEnd = indices.count
            while runEnd > 0 {
                var runStart = runEnd - 1
                while runStart > 0 && indices[runStart - 1] == indices[runStart] - 1 { runStart -= 1 }
                runByRun.removeSubrange(indices[runStart]..<(indices[runEnd - 1] + 1))
                runEnd = runStart
            }
            let expected = elements.enumerated().filter { !removed.contains($0.offset) }.map(\.element)

            try #require(tree.invariantViolations().isEmpty, "\(context): \(tree.invariantViolations().prefix(3))")
            try #require(Array(tree) == expected, context)
            try #require(Array(runByRun) == expected, context)
            try #require(Array(copy) == elements, "\(context): a copy taken before is unchanged")
            #expect(tree.count == expected.count && tree.measuredCount == expected.filter(\.isMeasured).count, context)
            var offset = 0.0
            for (index, element) in expected.enumerated() {
                if index % 7 == 0 {
                    #expect(tree.offset(of: index) == runByRun.offset(of: index), context)
                    #expect(abs(tree.offset(of: index) - offset) <= 1e-6 * Swift.max(1, offset), context)
                }
                offset += element.height
            }
            #expect(tree.totalHeight == runByRun.totalHeight || abs(tree.totalHeight - runByRun.totalHeight) <= 1e-9 * tree.totalHeight, context)
            // The tree still takes edits.
            tree.insert(.measured(1), at: tree.count / 2)
            try #require(tree.invariantViolations().isEmpty, context)
        }
    }

    @Test func removingEveryRowEmptiesTheTree() {
        var tree = HeightTree(repeating: 2, count: 1_000)
        tree.remove(atAscending: Array(0..<1_000))
        #expect(tree.isEmpty && tree.totalHeight == 0)
        tree.remove(atAscending: [])
        #expect(tree.isEmpty)
    }
}
