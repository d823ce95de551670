// Node storage for `HeightTree`: the summary type, the two node classes and the bulk builder.
//
// Ownership model. Nodes are reference types shared freely between tree values. A node is
// mutated in place only after `isKnownUniquelyReferenced` has proved that exactly one tree (and
// one parent slot) refers to it; otherwise it is cloned first (`Node.clone()`), which copies one
// node and shares its children, so a mutation copies only the root-to-leaf path it touches. This
// is what makes `HeightTree` a value type and what justifies the `@unchecked Sendable` below: a
// node reachable from more than one tree value is never written.
//
// Exclusivity. The nodes' stored properties are `@exclusivity(unchecked)`: every access to them
// is a short, non-nested read or write by the tree code in this folder (a node's own arrays are
// never passed `inout` while another access to the same node is open; code that copies between
// nodes takes two different nodes), so the runtime's dynamic exclusivity check, which costs a
// thread-local lookup per access and about a fifth of a batch update's instructions, proves
// nothing here. The randomized tree tests and ThreadSanitizer run on this code in CI.

extension HeightTree {
    /// The cached aggregate of a subtree: element count, measured-element count and height sum.
    ///
    /// `height` is always the left-to-right sequential sum (starting at `0.0`) of the subtree's
    /// direct children's summaries (or, for a leaf, of its heights). It is recomputed, never
    /// patched with deltas, so it is a pure function of the subtree's contents and shape and
    /// rounding error cannot drift over many updates.
    struct Summary: Equatable, Sendable {
        /// Number of elements in the subtree.
        var count: Int
        /// Number of elements in the subtree whose `isMeasured` flag is set.
        var measuredCount: Int
        /// Sum of the heights in the subtree (see the type's note on summation order).
        var height: Double

        /// The summary of an empty subtree.
        static var zero: Summary { Summary(count: 0, measuredCount: 0, height: 0) }
    }

    /// Abstract base of ``Leaf`` and ``Inner``. Which subclass a reference holds is implied by
    /// its level (level 0 is a leaf), so code downcasts with `unsafeDowncast` (checked in debug).
    class Node: @unchecked Sendable {
        init() {}

        /// A shallow copy: a new node with the same contents, sharing any children.
        /// - Complexity: O(1) (array buffers are shared copy-on-write).
        func clone() -> Node { fatalError("HeightTree.Node is abstract") }

        /// Recomputes this node's summary from its contents.
        /// - Complexity: O(B), B the node capacity.
        func summarize() -> Summary { fatalError("HeightTree.Node is abstract") }
    }

    /// A leaf: up to `leafCapacity` (at most 64) consecutive elements, stored inline in the leaf
    /// as `Double` heights (room for 64, ``InlineHeights``) plus a 64-bit measured bitset (bit
    /// `i` ↔ element `i`; bits at and beyond `count` are always zero).
    ///
    /// The heights live in the leaf object itself rather than in an array of their own: an edit
    /// touches one allocation, not two, and a shared leaf's first edit (see
    /// `init(repeating:count:isMeasured:)`) copies one object.
    final class Leaf: Node, @unchecked Sendable {
        /// The heights of elements `0..<count`, in order; the rest is unused.
        @exclusivity(unchecked) private var storage = InlineHeights()
        /// The number of elements.
        @exclusivity(unchecked) private(set) var count: Int
        /// Bit `i` is set when element `i` is measured. Bits `>= count` are zero.
        @exclusivity(unchecked) var measuredBits: UInt64

        /// The most elements a leaf holds.
        static let maximumCount = 64

        /// An empty leaf.
        /// - Complexity: O(1).
        override init() {
            count = 0
            measuredBits = 0
        }

        /// Creates a leaf holding copies of `elements` (at most 64).
        /// - Complexity: O(k).
        init(_ elements: UnsafeBufferPointer<Element>) {
            count = 0
            measuredBits = 0
            super.init()
            assign(elements)
        }

        /// Creates a leaf of `count` (at most 64) copies of one element.
        /// - Complexity: O(count).
        init(repeating height: Double, count: Int, isMeasured: Bool) {
            precondition(count <= Self.maximumCount, "HeightTree: a leaf holds at most 64 elements")
            self.count = count
            measuredBits = isMeasured ? HeightTree.lowMask(count) : 0
            super.init()
            withHeights { heights in heights.update(repeating: height, count: count) }
        }

        /// A copy of `other`.
        /// - Complexity: O(count).
        private init(copying other: Leaf) {
            storage = other.storage
            count = other.count
            measuredBits = other.measuredBits
        }

        /// Runs `body` with the leaf's room for 64 heights (the first ``count`` are the
        /// elements').
        @inline(__always)
        private func withHeights<R>(_ body: (UnsafeMutablePointer<Double>) throws -> R) rethrows -> R {
            // A homogeneous tuple is laid out as an array of its element type.
            try withUnsafeMutablePointer(to: &storage) { room in
                try room.withMemoryRebound(to: Double.self, capacity: Self.maximumCount, body)
            }
        }

        /// Runs `body` with the heights of the elements.
        @inline(__always)
        func withHeightBuffer<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R {
            let count = count
            return try withHeights { try body(UnsafeBufferPointer(start: $0, count: count)) }
        }

        /// The height of the element at local index `i`.
        /// - Complexity: O(1).
        func height(at i: Int) -> Double {
            withHeights { $0[i] }
        }

        override func clone() -> Node {
            Leaf(copying: self)
        }

        override func summarize() -> Summary {
            Summary(count: count, measuredCount: measuredBits.nonzeroBitCount, height: prefixHeight(count))
        }

        /// Sequential sum of the first `n` heights, starting from `0.0`. `summarize()` uses the
        /// same loop, so `prefixHeight(count) == summarize().height` bit for bit.
        /// - Complexity: O(n).
        func prefixHeight(_ n: Int) -> Double {
            withHeights { heights in
                var total = 0.0
                for i in 0..<n { total += heights[i] }
                return total
            }
        }

        /// The element at local index `i`.
        /// - Complexity: O(1).
        func element(at i: Int) -> Element {
            Element(height: height(at: i), isMeasured: measuredBits & (1 << UInt64(i)) != 0)
        }

        /// Overwrites the element at local index `i`.
        /// - Complexity: O(1).
        func setElement(_ element: Element, at i: Int) {
            withHeights { $0[i] = element.height }
            if element.isMeasured {
                measuredBits |= 1 << UInt64(i)
            } else {
                measuredBits &= ~(1 << UInt64(i))
            }
        }

        /// The measured bits of `range`, shifted down to start at bit 0.
        /// - Complexity: O(1).
        func bits(in range: Range<Int>) -> UInt64 {
            (measuredBits >> range.lowerBound) & HeightTree.lowMask(range.count)
        }

        /// Makes room for `k` elements at `position` (moving the ones after it up).
        private func openGap(of k: Int, at position: Int, limit: Int) {
            precondition(count + k <= Swift.min(limit, Self.maximumCount), "HeightTree: a leaf holds at most \(limit) elements")
            let count = count
            withHeights { heights in
                (heights + position + k).update(from: heights + position, count: count - position)  // may overlap: a memmove
            }
            self.count = count + k
        }

        /// Inserts `elements` at local index `position`; the result must fit in `limit`.
        /// - Complexity: O(count + k).
        func insert(_ elements: UnsafeBufferPointer<Element>, at position: Int, limit: Int) {
            let oldCount = count
            openGap(of: elements.count, at: position, limit: limit)
            var newBits: UInt64 = 0
            withHeights { heights in
                for (k, element) in elements.enumerated() {
                    heights[position + k] = element.height
                    if element.isMeasured { newBits |= 1 << UInt64(k) }
                }
            }
            measuredBits = HeightTree.insertingBits(measuredBits, newBits, count: elements.count, at: position)
            assert(count == oldCount + elements.count)
        }

        /// Inserts the elements `range` of `other` (a different leaf) at local index `position`.
        /// - Complexity: O(count + range.count).
        func insert(from other: Leaf, range: Range<Int>, at position: Int, limit: Int) {
            precondition(other !== self, "HeightTree: a leaf cannot insert from itself")
            openGap(of: range.count, at: position, limit: limit)
            other.withHeights { source in
                withHeights { heights in
                    (heights + position).update(from: source + range.lowerBound, count: range.count)
                }
            }
            measuredBits = HeightTree.insertingBits(
                measuredBits, other.bits(in: range), count: range.count, at: position)
        }

        /// Removes the elements in local `range`.
        /// - Complexity: O(count).
        func removeSubrange(_ range: Range<Int>) {
            let count = count
            withHeights { heights in
                (heights + range.lowerBound).update(from: heights + range.upperBound, count: count - range.upperBound)  // may overlap
            }
            self.count = count - range.count
            measuredBits = HeightTree.removingBits(measuredBits, range)
        }

        /// Replaces the whole contents with `elements` (at most 64).
        /// - Complexity: O(k).
        func assign(_ elements: UnsafeBufferPointer<Element>) {
            precondition(elements.count <= Self.maximumCount, "HeightTree: a leaf holds at most 64 elements")
            var bits: UInt64 = 0
            withHeights { heights in
                for (i, element) in elements.enumerated() {
                    heights[i] = element.height
                    if element.isMeasured { bits |= 1 << UInt64(i) }
                }
            }
            count = elements.count
            measuredBits = bits
        }

        /// Inserts `elements` at `position` although they do not fit, re-partitioning the
        /// combined run evenly into this leaf plus as many new leaves as needed (each at least
        /// half full). Returns the new leaves, which belong right after this one.
        /// - Complexity: O(count + k).
        func insertSplitting(
            _ elements: UnsafeBufferPointer<Element>, at position: Int, capacity: Int
        ) -> ContiguousArray<Node> {
            var all = ContiguousArray<Element>()
            all.reserveCapacity(count + elements.count)
            for i in 0..<position { all.append(element(at: i)) }
            all.append(contentsOf: elements)
            for i in position..<count { all.append(element(at: i)) }
            return all.withUnsafeBufferPointer { buffer in
                let plan = Partition(total: buffer.count, capacity: capacity)
                var result = ContiguousArray<Node>()
                result.reserveCapacity(plan.parts - 1)
                for part in 0..<plan.parts {
                    let slice = UnsafeBufferPointer(rebasing: buffer[plan.range(of: part)])
                    if part == 0 { assign(slice) } else { result.append(Leaf(slice)) }
                }
                return result
            }
        }
    }

    /// Room for 64 heights, stored inline (a homogeneous tuple, laid out as 64 `Double`s).
    struct InlineHeights {
        typealias Eight = (Double, Double, Double, Double, Double, Double, Double, Double)
        static let zeros: Eight = (0, 0, 0, 0, 0, 0, 0, 0)
        var values: (Eight, Eight, Eight, Eight, Eight, Eight, Eight, Eight) =
            (zeros, zeros, zeros, zeros, zeros, zeros, zeros, zeros)
    }

    /// An inner node: up to `innerCapacity` children (all at the same level) with a cached
    /// ``Summary`` per child.
    final class Inner: Node, @unchecked Sendable {
        /// The children, in order. All are leaves, or all are inner nodes.
        @exclusivity(unchecked) var children: ContiguousArray<Node>
        /// `summaries[c] == children[c].summarize()`, always.
        @exclusivity(unchecked) var summaries: ContiguousArray<Summary>

        /// Creates an inner node with the given children and their summaries.
        /// - Complexity: O(1).
        init(children: ContiguousArray<Node>, summaries: ContiguousArray<Summary>) {
            self.children = children
            self.summaries = summaries
        }

        override func clone() -> Node {
            Inner(children: children, summaries: summaries)
        }

        override func summarize() -> Summary {
            summaries.withUnsafeBufferPointer { summaries in
                var total = Summary.zero
                for summary in summaries {
                    total.count += summary.count
                    total.measuredCount += summary.measuredCount
                    total.height += summary.height
                }
                return total
            }
        }

        /// Finds the child holding element `index` (`0 <= index < count`) and rewrites `index`
        /// to be local to that child.
        /// - Complexity: O(B).
        func locate(_ index: inout Int) -> Int {
            summaries.withUnsafeBufferPointer { summaries in
                var c = 0
                while index >= summaries[c].count {
                    index -= summaries[c].count
                    c += 1
                }
                return c
            }
        }

        /// Like `locate(_:)` but for an insertion point (`0 <= index <= count`): an index on a
        /// boundary between two children goes to the end of the left one.
        /// - Complexity: O(B).
        func locateForInsertion(_ index: inout Int) -> Int {
            summaries.withUnsafeBufferPointer { summaries in
                var c = 0
                while c < summaries.count - 1 && index > summaries[c].count {
                    index -= summaries[c].count
                    c += 1
                }
                return c
            }
        }

        /// Returns child `c`, first replacing it with a clone unless this node is its only owner.
        /// Call only on a node that is itself uniquely owned.
        /// - Complexity: O(1).
        func uniqueChild(at c: Int) -> Node {
            if !isKnownUniquelyReferenced(&children[c]) {
                children[c] = children[c].clone()
            }
            return children[c]
        }

        /// Inserts `nodes` (with freshly computed summaries) at child position `position`.
        /// - Complexity: O(B + k·B).
        func insertChildren(_ nodes: ContiguousArray<Node>, at position: Int) {
            children.insert(contentsOf: nodes, at: position)
            summaries.insert(contentsOf: nodes.lazy.map { $0.summarize() }, at: position)
        }

        /// Re-partitions an overfull node evenly into itself plus new right siblings (each at
        /// least half full) and returns those siblings.
        /// - Complexity: O(children.count).
        func split(capacity: Int) -> ContiguousArray<Node> {
            let plan = Partition(total: children.count, capacity: capacity)
            var result = ContiguousArray<Node>()
            result.reserveCapacity(plan.parts - 1)
            for part in 1..<plan.parts {
                let range = plan.range(of: part)
                result.append(Inner(children: ContiguousArray(children[range]),
                                    summaries: ContiguousArray(summaries[range])))
            }
            let first = plan.range(of: 0)
            children = ContiguousArray(children[first])
            summaries = ContiguousArray(summaries[first])
            return result
        }
    }

    /// An even split of `total` items into `parts = ⌈total / capacity⌉` runs whose sizes differ
    /// by at most one. When `total > capacity` every run holds more than `capacity / 2` items,
    /// which is what keeps split and bulk-built nodes at least half full.
    struct Partition {
        /// Number of runs.
        let parts: Int
        /// Size of the smaller runs.
        let base: Int
        /// The first `extra` runs hold `base + 1` items.
        let extra: Int

        /// Plans the split of `total` (> 0) items into runs of at most `capacity`.
        init(total: Int, capacity: Int) {
            parts = (total + capacity - 1) / capacity
            base = total / parts
            extra = total % parts
        }

        /// The plan of a bulk build of `total` items into nodes of at most `capacity`: runs of
        /// about seven eighths of `capacity`, so that the first insertions after a bulk build
        /// (a reload, then a batch update) find room in the leaf they land in instead of
        /// splitting every leaf they touch. Falls back to full runs where the slack would leave a
        /// run less than half full.
        static func bulk(total: Int, capacity: Int) -> Partition {
            let slack = Partition(total: total, capacity: capacity - capacity / 8)
            return slack.base >= capacity / 2 ? slack : Partition(total: total, capacity: capacity)
        }

        /// Size of run `part`.
        func size(of part: Int) -> Int { base + (part < extra ? 1 : 0) }

        /// Item range of run `part`.
        func range(of part: Int) -> Range<Int> {
            let start = part * base + Swift.min(part, extra)
            return start..<(start + size(of: part))
        }
    }

    /// Stacks `nodes` (all at level `level`, with their `summaries`) under as many levels of
    /// evenly filled inner nodes as needed to reach a single root.
    /// - Complexity: O(nodes.count).
    static func buildLevels(
        _ nodes: ContiguousArray<Node>, _ summaries: ContiguousArray<Summary>,
        level: Int, innerCapacity: Int
    ) -> (root: Node, depth: Int, summary: Summary) {
        var nodes = nodes
        var summaries = summaries
        var level = level
        while nodes.count > 1 {
            let plan = Partition(total: nodes.count, capacity: innerCapacity)
            var parents = ContiguousArray<Node>()
            var parentSummaries = ContiguousArray<Summary>()
            parents.reserveCapacity(plan.parts)
            parentSummaries.reserveCapacity(plan.parts)
            for part in 0..<plan.parts {
                let range = plan.range(of: part)
                let parent = Inner(children: ContiguousArray(nodes[range]),
                                   summaries: ContiguousArray(summaries[range]))
                parents.append(parent)
                parentSummaries.append(parent.summarize())
            }
            nodes = parents
            summaries = parentSummaries
            level += 1
        }
        return (nodes[0], level, summaries[0])
    }
}

extension HeightTree {
    /// A mask of the low `n` bits, `0 <= n <= 64`.
    @inline(__always)
    static func lowMask(_ n: Int) -> UInt64 {
        n >= 64 ? .max : (1 << UInt64(n)) &- 1
    }

    /// `bits` with `k` bits (`newBits`, low-aligned) inserted at bit `position`; higher bits move up.
    @inline(__always)
    static func insertingBits(_ bits: UInt64, _ newBits: UInt64, count k: Int, at position: Int) -> UInt64 {
        let low = bits & lowMask(position)
        let high = k >= 64 ? 0 : (bits & ~lowMask(position)) << UInt64(k)
        return low | high | (newBits << UInt64(position))
    }

    /// `bits` with the bits in `range` removed; higher bits move down.
    @inline(__always)
    static func removingBits(_ bits: UInt64, _ range: Range<Int>) -> UInt64 {
        let low = bits & lowMask(range.lowerBound)
        let high = range.upperBound >= 64 ? 0 : (bits >> UInt64(range.upperBound)) << UInt64(range.lowerBound)
        return low | high
    }
}
