import Testing
@testable import CellControllers

/// Deterministic edge cases for `HeightTree`.
@Suite struct HeightTreeTests {
    typealias Element = HeightTree.Element

    @Test func emptyTree() {
        let tree = HeightTree()
        #expect(tree.count == 0)
        #expect(tree.isEmpty)
        #expect(tree.totalHeight == 0)
        #expect(tree.measuredCount == 0)
        #expect(tree.offset(of: 0) == 0)
        for y in [-1.0, 0, 1, .infinity, .nan] {
            #expect(tree.index(containing: y) == nil)
        }
        var visited = 0
        tree.forEach(in: 0..<0) { _, _ in visited += 1 }
        tree.forEachWithOffset(in: 0..<0) { _, _, _ in visited += 1 }
        #expect(visited == 0)
        #expect(tree.firstUnmeasured(in: 0..<0) == nil)
        #expect(Array(tree).isEmpty)
        #expect(tree == HeightTree([]))
        #expect(tree == HeightTree(repeating: 10, count: 0, isMeasured: true))
        #expect(tree.invariantViolations() == [])
    }

    @Test func singleRow() {
        var tree = HeightTree()
        tree.insert(.estimated(30), at: 0)
        #expect(tree.count == 1)
        #expect(tree.totalHeight == 30)
        #expect(tree.measuredCount == 0)
        #expect(tree[0] == .estimated(30))
        #expect(tree.offset(of: 0) == 0)
        #expect(tree.offset(of: 1) == 30)
        #expect(tree.index(containing: -5) == 0)
        #expect(tree.index(containing: 0) == 0)
        #expect(tree.index(containing: 29.999) == 0)
        #expect(tree.index(containing: 30) == 0)
        #expect(tree.index(containing: 1e9) == 0)
        #expect(tree.firstUnmeasured(in: 0..<1) == 0)
        tree[0] = .measured(12.5)
        #expect(tree.totalHeight == 12.5)
        #expect(tree.measuredCount == 1)
        #expect(tree.firstUnmeasured(in: 0..<1) == nil)
        #expect(tree.remove(at: 0) == .measured(12.5))
        #expect(tree.isEmpty)
        #expect(tree.totalHeight == 0)
        #expect(tree.index(containing: 0) == nil)
        #expect(tree.invariantViolations() == [])
    }

    @Test func boundariesBelongToTheRowStartingThere() {
        let tree = HeightTree([10, 20, 30].map(Element.estimated))
        #expect([0.0, 9.5, 10, 29.99, 30, 59.99, 60].map { tree.index(containing: $0) }
                == [0, 0, 1, 1, 2, 2, 2])
        #expect((0...3).map { tree.offset(of: $0) } == [0, 10, 30, 60])
        #expect(tree.index(containing: -0.0) == 0)
        #expect(tree.index(containing: -.infinity) == 0)
        #expect(tree.index(containing: .nan) == 0)
        #expect(tree.index(containing: .infinity) == 2)
    }

    @Test func zeroHeightRowsCoverNoOffset() {
        // Rows: 0 0 [10] 0 [10] 0 0
        let heights: [Double] = [0, 0, 10, 0, 10, 0, 0]
        let tree = HeightTree(heights.map(Element.estimated))
        #expect(tree.totalHeight == 20)
        #expect((0...7).map { tree.offset(of: $0) } == [0, 0, 0, 10, 10, 20, 20, 20])
        #expect(tree.index(containing: 0) == 2)   // first row whose span contains 0
        #expect(tree.index(containing: 5) == 2)
        #expect(tree.index(containing: 10) == 4)  // skips the zero-height row 3
        #expect(tree.index(containing: 19.5) == 4)
        #expect(tree.index(containing: 20) == 6)  // >= total: clamps to the last row
        #expect(tree.index(containing: -1) == 0)  // < 0: clamps to the first row
    }

    @Test func allRowsZeroHeight() {
        let tree = HeightTree(repeating: 0, count: 1000, isMeasured: false)
        #expect(tree.totalHeight == 0)
        #expect(tree.offset(of: 500) == 0)
        #expect(tree.index(containing: 0) == 999)
        #expect(tree.index(containing: -1) == 0)
        #expect(tree.invariantViolations() == [])
    }

    @Test(arguments: TreeShape.all)
    func repeatingBuildMatchesSequenceBuild(shape: TreeShape) {
        for count in [0, 1, 3, 4, 5, 63, 64, 65, 129, 1000, 4097] {
            let repeated = HeightTree(repeating: 7.5, count: count, isMeasured: true,
                                      leafCapacity: shape.leaf, innerCapacity: shape.inner)
            let built = HeightTree(Array(repeating: Element.measured(7.5), count: count),
                                   leafCapacity: shape.leaf, innerCapacity: shape.inner)
            #expect(repeated.invariantViolations() == [], "count \(count)")
            #expect(built.invariantViolations() == [], "count \(count)")
            #expect(repeated == built, "count \(count)")
            #expect(Array(repeated) == Array(repeating: .measured(7.5), count: count))
            #expect(repeated.totalHeight == 7.5 * Double(count))
            #expect(repeated.measuredCount == count)
            #expect(repeated.depth == built.depth)
            if count > 0 {
                #expect(repeated.index(containing: 7.5 * Double(count / 2)) == count / 2)
            }
        }
    }

    @Test func bulkBuildIsShallowAndHalfFull() {
        let tree = HeightTree((0..<100_000).map { Element.estimated(Double($0 % 7)) })
        #expect(tree.invariantViolations() == [])
        // 100 000 rows / 64 = 1563 leaves -> 25 -> 1: two inner levels.
        #expect(tree.depth == 2)
        #expect(tree.totalHeight == (0..<100_000).reduce(0.0) { $0 + Double($1 % 7) })
    }

    @Test func settingAnEqualValueDoesNotUnshare() {
        let original = HeightTree(repeating: 44, count: 10_000, isMeasured: false)
        var copy = original
        copy[5000] = .estimated(44)
        #expect(copy.root === original.root)
        copy[5000] = .measured(44)
        #expect(copy.root !== original.root)
        #expect(original[5000] == .estimated(44))
        #expect(copy[5000] == .measured(44))
    }

    /// Bulk builds fill leaves to seven eighths, so the first insertion into each leaf after a
    /// reload (a batch update's inserts, spread over a large list) finds room instead of splitting.
    @Test(arguments: [false, true])
    func bulkBuiltLeavesHaveRoomForAnInsertion(repeating: Bool) {
        let count = 64 * 200
        var tree = repeating
            ? HeightTree(repeating: 2, count: count, isMeasured: false)
            : HeightTree((0..<count).map { .measured(Double($0 % 5)) })
        let leaves = tree.storageStatistics().leafReferences
        #expect(leaves > count / 64)
        // One insertion per leaf, at the start of each (from the end, so positions stay valid).
        var starts: [Int] = []
        var position = 0
        while position < count {
            starts.append(position)
            position += count / leaves
        }
        for start in starts.reversed() { tree.insert(.measured(1), at: start) }
        #expect(tree.storageStatistics().leafReferences == leaves)
        #expect(tree.count == count + starts.count)
        #expect(tree.invariantViolations() == [])
    }

    @Test func sharedLeavesOfRepeatingTreesAreCopiedOnWrite() {
        var tree = HeightTree(repeating: 44, count: 64 * 100, isMeasured: false)
        // Bulk-built leaves come in at most two sizes (an even split), one shared object each.
        let shared = tree.storageStatistics().uniqueLeaves
        #expect((1...2).contains(shared))
        let snapshot = tree
        tree[130] = .measured(10)
        tree.insert(.measured(5), at: 3000)
        tree.remove(at: 6000)
        // The shared leaves + the 3 touched ones; the insert finds room (bulk builds leave slack).
        #expect(tree.storageStatistics().uniqueLeaves == shared + 3)
        #expect(Array(snapshot) == Array(repeating: .estimated(44), count: 64 * 100))
        var expected = Array(repeating: Element.estimated(44), count: 64 * 100)
        expected[130] = .measured(10)
        expected.insert(.measured(5), at: 3000)
        expected.remove(at: 6000)
        #expect(Array(tree) == expected)
        #expect(tree.invariantViolations() == [])
        #expect(snapshot.invariantViolations() == [])
    }

    @Test(arguments: TreeShape.all)
    func appendOneByOneThenRemoveFromFront(shape: TreeShape) {
        var tree = shape.emptyTree()
        var reference: [Element] = []
        for i in 0..<600 {
            let element = Element(height: Double(i % 13), isMeasured: i % 3 == 0)
            tree.append(element)
            reference.append(element)
        }
        #expect(tree.invariantViolations() == [])
        #expect(Array(tree) == reference)
        while !reference.isEmpty {
            #expect(tree.remove(at: 0) == reference.removeFirst())
            if reference.count % 50 == 0 {
                #expect(tree.invariantViolations() == [], "\(reference.count) left")
                #expect(Array(tree) == reference)
            }
        }
        #expect(tree.isEmpty)
        #expect(tree.depth == 0)
    }

    @Test(arguments: TreeShape.all)
    func bulkInsertIntoMiddleKeepsNodesFull(shape: TreeShape) {
        var tree = HeightTree((0..<100).map { Element.estimated(Double($0)) },
                              leafCapacity: shape.leaf, innerCapacity: shape.inner)
        let inserted = (0..<5000).map { Element.measured(Double($0 % 10)) }
        tree.insert(contentsOf: inserted, at: 50)
        var reference = (0..<100).map { Element.estimated(Double($0)) }
        reference.insert(contentsOf: inserted, at: 50)
        #expect(tree.invariantViolations() == [])
        #expect(Array(tree) == reference)
        #expect(tree.measuredCount == 5000)
        tree.removeSubrange(10..<5060)
        reference.removeSubrange(10..<5060)
        #expect(tree.invariantViolations() == [])
        #expect(Array(tree) == reference)
    }

    @Test func forEachVisitsExactlyTheRange() {
        let elements = (0..<1000).map { Element(height: Double($0 % 5), isMeasured: $0 % 2 == 0) }
        let tree = HeightTree(elements, leafCapacity: 4, innerCapacity: 4)
        for range in [0..<0, 0..<1, 999..<1000, 3..<4, 3..<9, 0..<1000, 250..<750] {
            var indices: [Int] = []
            var visited: [Element] = []
            tree.forEach(in: range) { index, element in
                indices.append(index)
                visited.append(element)
            }
            #expect(indices == Array(range))
            #expect(visited == Array(elements[range]))
            var offsets: [Double] = []
            tree.forEachWithOffset(in: range) { index, element, offset in
                #expect(element == elements[index])
                offsets.append(offset)
            }
            #expect(offsets == range.map { tree.offset(of: $0) })
        }
    }

    @Test func forEachRethrows() {
        struct Stop: Error {}
        let tree = HeightTree(repeating: 1, count: 100, isMeasured: false)
        var visited = 0
        #expect(throws: Stop.self) {
            try tree.forEach(in: 0..<100) { index, _ in
                visited += 1
                if index == 41 { throw Stop() }
            }
        }
        #expect(visited == 42)
    }

    @Test func firstUnmeasuredSkipsMeasuredSubtrees() {
        var tree = HeightTree(repeating: 20, count: 100_000, isMeasured: true)
        #expect(tree.firstUnmeasured(in: 0..<100_000) == nil)
        tree[77_777] = .estimated(20)
        tree[12] = .estimated(20)
        #expect(tree.firstUnmeasured(in: 0..<100_000) == 12)
        #expect(tree.firstUnmeasured(in: 12..<13) == 12)
        #expect(tree.firstUnmeasured(in: 13..<100_000) == 77_777)
        #expect(tree.firstUnmeasured(in: 13..<77_777) == nil)
        #expect(tree.firstUnmeasured(in: 77_777..<77_778) == 77_777)
        #expect(tree.measuredCount == 99_998)
    }

    @Test func floatingPointContractWithThirdsOfAPoint() {
        // 1/3-point heights are not dyadic, so sums round; the contract must still hold exactly.
        let tree = HeightTree((0..<20_000).map { Element.estimated(44 + Double($0 % 3) / 3) })
        var previous = -1.0
        for i in 0...tree.count {
            let offset = tree.offset(of: i)
            #expect(offset >= previous)
            previous = offset
            if i < tree.count {
                #expect(tree.index(containing: offset) == i)
                #expect(tree.index(containing: offset.nextDown) == Swift.max(i - 1, 0))
            }
        }
        #expect(tree.offset(of: tree.count) == tree.totalHeight)
        let naive = (0..<20_000).reduce(0.0) { $0 + 44 + Double($1 % 3) / 3 }
        #expect(abs(tree.totalHeight - naive) <= 1e-9 * naive)
    }

    @Test func elementHelpersAndDescription() {
        #expect(Element.estimated(3) == Element(height: 3, isMeasured: false))
        #expect(Element.measured(3) == Element(height: 3, isMeasured: true))
        let tree = HeightTree(repeating: 2, count: 3, isMeasured: true)
        #expect(tree.description == "HeightTree(count: 3, totalHeight: 6.0, measuredCount: 3, depth: 0)")
    }
}
