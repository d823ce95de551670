// Shared uniform leaves: how a large list of rows at one estimated height takes inserts and
// removals without copying a leaf per change.
//
// `init(repeating:count:isMeasured:)` builds a million rows from one or two leaf objects shared by
// every leaf slot. A batch update that touches 10,000 scattered rows of such a tree used to copy
// 10,000 leaves (each 64 heights) on first write, the cost that made a 1% change of a million
// rows slower per change than of a hundred thousand: the copies are spread over memory that is
// no longer in cache. But inserting a row at the same estimated height into a uniform leaf of
// `k` rows gives a uniform leaf of `k + 1` rows, and removing one gives `k - 1`: the tree keeps
// one shared leaf per count (the pool below) and repoints the slot, with no copy at all.
//
// Ownership. The pool holds a reference to each of its leaves, so `isKnownUniquelyReferenced`
// is never true of them and every other write path copies them first (the copy-on-write rule
// of `HeightTree+Storage.swift`): a pooled leaf is never written. The pool is a value stored in
// the tree, extended only through the tree's own mutating methods, so tree copies in different
// concurrency domains never write one pool.

extension HeightTree {
    /// Uniform leaves of one element (a height and a measured flag), one per row count, shared
    /// between all the slots of a tree (and its copies) that hold exactly that many such rows.
    struct UniformLeaves: Sendable {
        /// The element every row of the pooled leaves has.
        let element: Element
        /// The pooled leaf of each count (index = count), made on first use, with its summary.
        private var leaves: ContiguousArray<(leaf: Leaf, summary: Summary)?>

        /// A pool of leaves of `element`, seeded with leaves already made (of any counts).
        /// - Complexity: O(64).
        init(element: Element, seeds: [Leaf]) {
            self.element = element
            leaves = ContiguousArray(repeating: nil, count: Leaf.maximumCount + 1)
            for leaf in seeds { leaves[leaf.count] = (leaf, leaf.summarize()) }
        }

        /// Whether `node`, a leaf of `count` rows, is this pool's leaf of that count: shared,
        /// uniform, never written. Compares references only (the leaf itself is not read).
        /// - Complexity: O(1).
        func owns(_ node: Node, count: Int) -> Bool {
            guard count < leaves.count, let pooled = leaves[count] else { return false }
            return pooled.leaf === node
        }

        /// Whether every one of `elements` is the pool's element.
        /// - Complexity: O(k).
        func matches(_ elements: UnsafeBufferPointer<Element>) -> Bool {
            elements.allSatisfy { $0 == element }
        }

        /// The pooled leaf of `count` rows (`1...64`), made now if it is the first of its count.
        /// - Complexity: O(1), O(count) the first time.
        mutating func leaf(count: Int) -> (leaf: Leaf, summary: Summary) {
            if let pooled = leaves[count] { return pooled }
            let leaf = Leaf(repeating: element.height, count: count, isMeasured: element.isMeasured)
            let pooled = (leaf: leaf, summary: leaf.summarize())
            leaves[count] = pooled
            return pooled
        }
    }

    /// Inserts `elements` at local `index` into child `c` of `inner` (whose children are leaves)
    /// by repointing the slot to the pooled leaf of the larger count, when the child is a pooled
    /// leaf, the elements are the pool's and they fit. Returns whether it did.
    /// - Complexity: O(k) for k elements.
    static func insertByRepointing(
        _ elements: UnsafeBufferPointer<Element>, intoChild c: Int, of inner: Inner,
        leafCapacity: Int, pool: inout UniformLeaves?
    ) -> Bool {
        guard pool != nil, pool.unsafelyUnwrapped.owns(inner.children[c], count: inner.summaries[c].count) else { return false }
        let count = inner.summaries[c].count + elements.count
        guard count <= leafCapacity, pool.unsafelyUnwrapped.matches(elements) else { return false }
        let pooled = pool!.leaf(count: count)
        inner.children[c] = pooled.leaf
        inner.summaries[c] = pooled.summary
        return true
    }

    /// Removes up to `maxCount` rows from local `index` of child `c` of `inner` (whose children
    /// are leaves) by repointing the slot to the pooled leaf of the smaller count, when the
    /// child is a pooled leaf that stays at least half full. Returns the rows removed, or `nil`
    /// when it did not.
    /// - Complexity: O(1).
    static func removeByRepointing(
        at index: Int, maxCount: Int, fromChild c: Int, of inner: Inner,
        leafCapacity: Int, pool: inout UniformLeaves?
    ) -> Int? {
        let count = inner.summaries[c].count
        guard pool != nil, pool.unsafelyUnwrapped.owns(inner.children[c], count: count) else { return nil }
        let removed = Swift.min(maxCount, count - index)
        guard count - removed >= Swift.max(1, leafCapacity / 2) else { return nil }
        let pooled = pool!.leaf(count: count - removed)
        inner.children[c] = pooled.leaf
        inner.summaries[c] = pooled.summary
        return removed
    }
}
