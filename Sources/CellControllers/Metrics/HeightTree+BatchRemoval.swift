// Removing many scattered rows in one sweep: what a batch update of thousands of deletions
// spread over a million rows needs (a deletion of a 10,000-item selection, say). Removing them
// one run at a time walks from the root to a leaf and rebalances on the way back up once per
// run; the sweep walks the tree once, removes each leaf's rows together (or repoints a shared
// uniform leaf, `HeightTree+UniformLeaves.swift`), then rebalances each node's children once,
// bottom up.
//
// Why the sweep keeps every node other than the root at least half full. Each node rebalances
// its children after removing their rows, merging an underfull child with a sibling or evening
// the two out, until each child is at least half full or one child is left. A node other than
// the root had at least `innerCapacity / 2` children, and each of them keeps at least one child
// of its own (merges keep one of the two), so when it is left with a single child of level 2 or
// more, that child has at least `innerCapacity / 2` children: half full. A node of level 1 left
// with a single leaf has all its remaining rows in it: the sweep is used only when every node of
// level 1 other than the root keeps at least `leafCapacity / 2` rows (`canRemoveInOneSweep`), so
// that leaf is half full too. Otherwise the rows are removed run by run, as before.

extension HeightTree {
    /// Removes the rows at `indices`, which are ascending, distinct and each in `0..<count`.
    ///
    /// The rows are removed in one sweep of the tree when that keeps it balanced (see the note
    /// at the top of this file: every node of level 1 keeps at least half a leaf of rows),
    /// otherwise one run of consecutive rows at a time, from the last.
    /// - Complexity: O(k + m·B) for k indices in m leaves of capacity B, when swept; otherwise
    ///   as many ``removeSubrange(_:)`` as runs.
    package mutating func remove(atAscending indices: [Int]) {
        guard let first = indices.first, let last = indices.last else { return }
        precondition(first >= 0 && last < count, "HeightTree: indices out of bounds 0..<\(count)")
        if indices.count == count {
            removeAll()
            return
        }
        let swept = indices.withUnsafeBufferPointer { indices in
            guard depth > 0, Self.canRemoveInOneSweep(indices, base: 0, from: root, level: depth, isRoot: true, leafCapacity: leafCapacity) else {
                return false
            }
            makeRootUnique()
            Self.removeInOneSweep(indices, base: 0, from: root, level: depth,
                                  leafCapacity: leafCapacity, innerCapacity: innerCapacity, pool: &uniformLeaves)
            return true
        }
        if swept {
            collapseRoot()
            rootSummary = root.summarize()
            return
        }
        var runEnd = indices.count
        while runEnd > 0 {
            var runStart = runEnd - 1
            while runStart > 0 && indices[runStart - 1] == indices[runStart] - 1 { runStart -= 1 }
            removeSubrange(indices[runStart]..<(indices[runEnd - 1] + 1))
            runEnd = runStart
        }
    }

    /// The metrics of the rows at `indices` (each in `0..<count`), in the same order.
    /// - Complexity: O(k log n) for k indices.
    package func elements(at indices: [Int]) -> [Element] {
        indices.map { self[$0] }
    }

    /// Calls `body` with each child of `inner` that holds some of `indices` (ascending, `base`
    /// being the inner node's first index): the child's position, its first index, and its
    /// indices.
    /// - Complexity: O(k + B).
    private static func forEachChild(
        of inner: Inner, holding indices: UnsafeBufferPointer<Int>, base: Int,
        _ body: (_ child: Int, _ start: Int, _ indices: UnsafeBufferPointer<Int>) -> Void
    ) {
        var i = 0
        var c = 0
        var start = base
        while i < indices.count {
            while start + inner.summaries[c].count <= indices[i] {
                start += inner.summaries[c].count
                c += 1
            }
            let end = start + inner.summaries[c].count
            var j = i + 1
            while j < indices.count && indices[j] < end { j += 1 }
            body(c, start, UnsafeBufferPointer(rebasing: indices[i..<j]))
            start = end
            c += 1
            i = j
        }
    }

    /// Whether removing `indices` below `node` leaves every node of level 1 but the root with at
    /// least `leafCapacity / 2` rows (reads only).
    private static func canRemoveInOneSweep(
        _ indices: UnsafeBufferPointer<Int>, base: Int, from node: Node, level: Int, isRoot: Bool, leafCapacity: Int
    ) -> Bool {
        let inner = unsafeDowncast(node, to: Inner.self)
        if level == 1 {
            return isRoot || inner.summarize().count - indices.count >= leafCapacity / 2
        }
        var possible = true
        forEachChild(of: inner, holding: indices, base: base) { c, start, indices in
            guard possible else { return }
            possible = canRemoveInOneSweep(indices, base: start, from: inner.children[c], level: level - 1,
                                           isRoot: false, leafCapacity: leafCapacity)
        }
        return possible
    }

    /// Removes the rows at `indices` (ascending, `base` being `node`'s first index) below
    /// `node` (uniquely owned, of level 1 or more), then rebalances its children.
    private static func removeInOneSweep(
        _ indices: UnsafeBufferPointer<Int>, base: Int, from node: Node, level: Int,
        leafCapacity: Int, innerCapacity: Int, pool: inout UniformLeaves?
    ) {
        let inner = unsafeDowncast(node, to: Inner.self)
        forEachChild(of: inner, holding: indices, base: base) { c, start, indices in
            if level == 1 {
                let count = inner.summaries[c].count
                if pool != nil, pool.unsafelyUnwrapped.owns(inner.children[c], count: count), count - indices.count >= 1 {
                    // A shared uniform leaf: the pooled leaf of fewer rows.
                    let pooled = pool!.leaf(count: count - indices.count)
                    inner.children[c] = pooled.leaf
                    inner.summaries[c] = pooled.summary
                    return
                }
                let leaf = unsafeDowncast(inner.uniqueChild(at: c), to: Leaf.self)
                // Descending, each run of consecutive rows at once.
                var runEnd = indices.count
                while runEnd > 0 {
                    var runStart = runEnd - 1
                    while runStart > 0 && indices[runStart - 1] == indices[runStart] - 1 { runStart -= 1 }
                    leaf.removeSubrange((indices[runStart] - start)..<(indices[runEnd - 1] - start + 1))
                    runEnd = runStart
                }
                inner.summaries[c] = leaf.summarize()
            } else {
                let child = inner.uniqueChild(at: c)
                removeInOneSweep(indices, base: start, from: child, level: level - 1,
                                 leafCapacity: leafCapacity, innerCapacity: innerCapacity, pool: &pool)
                inner.summaries[c] = child.summarize()
            }
        }
        rebalanceChildren(of: inner, childLevel: level - 1, leafCapacity: leafCapacity, innerCapacity: innerCapacity)
    }

    /// Merges or evens out each underfull child of `inner` with a sibling (`rebalance`), until
    /// every child is at least half full or one child is left.
    /// - Complexity: O(B²) node moves at worst; O(B) when no child is underfull.
    private static func rebalanceChildren(of inner: Inner, childLevel: Int, leafCapacity: Int, innerCapacity: Int) {
        var c = 0
        while c < inner.children.count && inner.children.count > 1 {
            let isUnderfull = childLevel == 0
                ? inner.summaries[c].count < leafCapacity / 2
                : unsafeDowncast(inner.children[c], to: Inner.self).children.count < innerCapacity / 2
            guard isUnderfull else {
                c += 1
                continue
            }
            let before = inner.children.count
            rebalance(inner, child: inner.uniqueChild(at: c), at: c, childLevel: childLevel,
                      leafCapacity: leafCapacity, innerCapacity: innerCapacity)
            // Merged: the merged node (at c or c - 1) may still be underfull; evened out: both
            // are at least half full.
            c = inner.children.count < before ? Swift.max(0, c - 1) : c + 1
        }
    }
}
