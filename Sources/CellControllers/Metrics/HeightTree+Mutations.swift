// Structural edits of `HeightTree`: insertion (with multi-way splits) and removal (with
// borrow/merge rebalancing), plus bulk rebuilds.

extension HeightTree {
    // MARK: - Insertion

    /// Inserts one row before row `index` (`0 <= index <= count`; `count` appends).
    /// - Complexity: O(log n) amortised (one root-to-leaf path, occasionally split).
    package mutating func insert(_ element: Element, at index: Int) {
        var element = element
        withUnsafePointer(to: &element) { pointer in
            insertElements(UnsafeBufferPointer(start: pointer, count: 1), at: index)
        }
    }

    /// Inserts `elements` before row `index` (`0 <= index <= count`; `count` appends).
    ///
    /// The new rows are merged with the leaf at `index` and re-partitioned into evenly filled
    /// leaves in one pass; overfull ancestors split the same way. Inserting into an empty tree
    /// is a bulk build.
    /// - Complexity: O(k + log n), k = `elements.count`.
    package mutating func insert<C: Collection>(contentsOf elements: C, at index: Int)
    where C.Element == Element {
        precondition(index >= 0 && index <= count, "HeightTree: index \(index) out of range 0...\(count)")
        let buffer = ContiguousArray(elements)
        buffer.withUnsafeBufferPointer { insertElements($0, at: index) }
    }

    /// Appends one row.
    /// - Complexity: O(log n) amortised.
    package mutating func append(_ element: Element) {
        insert(element, at: count)
    }

    /// Appends `elements`.
    /// - Complexity: O(k + log n).
    package mutating func append<C: Collection>(contentsOf elements: C) where C.Element == Element {
        insert(contentsOf: elements, at: count)
    }

    /// Inserts a buffer of rows; the shared implementation of all insertions.
    mutating func insertElements(_ elements: UnsafeBufferPointer<Element>, at index: Int) {
        precondition(index >= 0 && index <= count, "HeightTree: index \(index) out of range 0...\(count)")
        if elements.isEmpty { return }
        for element in elements { Self.validate(element.height) }
        if isEmpty {
            replaceAll(with: elements, validating: false)
            return
        }
        makeRootUnique()
        let siblings = Self.insert(elements, at: index, into: root, level: depth,
                                   leafCapacity: leafCapacity, innerCapacity: innerCapacity, pool: &uniformLeaves)
        if siblings.isEmpty {
            rootSummary = root.summarize()
            return
        }
        // The root split: stack the pieces under new levels.
        var nodes: ContiguousArray<Node> = [root]
        nodes.append(contentsOf: siblings)
        let summaries = ContiguousArray(nodes.lazy.map { $0.summarize() })
        (root, depth, rootSummary) = Self.buildLevels(
            nodes, summaries, level: depth, innerCapacity: innerCapacity)
    }

    /// Inserts `elements` at local `index` below `node` (uniquely owned). Returns the new right
    /// siblings `node` split off, if it overflowed (empty otherwise).
    static func insert(
        _ elements: UnsafeBufferPointer<Element>, at index: Int, into node: Node, level: Int,
        leafCapacity: Int, innerCapacity: Int, pool: inout UniformLeaves?
    ) -> ContiguousArray<Node> {
        if level == 0 {
            let leaf = unsafeDowncast(node, to: Leaf.self)
            if leaf.count + elements.count <= leafCapacity {
                leaf.insert(elements, at: index, limit: leafCapacity)
                return []
            }
            return leaf.insertSplitting(elements, at: index, capacity: leafCapacity)
        }
        let inner = unsafeDowncast(node, to: Inner.self)
        var local = index
        let c = inner.locateForInsertion(&local)
        if level == 1, insertByRepointing(elements, intoChild: c, of: inner, leafCapacity: leafCapacity, pool: &pool) {
            return []
        }
        let child = inner.uniqueChild(at: c)
        let siblings = insert(elements, at: local, into: child, level: level - 1,
                              leafCapacity: leafCapacity, innerCapacity: innerCapacity, pool: &pool)
        inner.summaries[c] = child.summarize()
        if siblings.isEmpty { return [] }
        inner.insertChildren(siblings, at: c + 1)
        if inner.children.count <= innerCapacity { return [] }
        return inner.split(capacity: innerCapacity)
    }

    // MARK: - Removal

    /// Marks row `index` as estimated (not measured), keeping its height: one read, and no
    /// write (so no storage un-shared) when it already is.
    /// - Complexity: O(log n).
    package mutating func markEstimated(at index: Int) {
        var element = self[index]
        guard element.isMeasured else { return }
        element.isMeasured = false
        self[index] = element
    }

    /// Removes and returns row `index` (`0 <= index < count`).
    /// - Complexity: O(log n).
    @discardableResult
    package mutating func remove(at index: Int) -> Element {
        let element = self[index]
        removeSubrange(index..<(index + 1))
        return element
    }

    /// Removes the rows in `range` (within `0...count`).
    ///
    /// Removes leaf-sized chunks, rebalancing after each (borrowing from or merging with a
    /// sibling, so no node other than the root is ever less than half full). Removing more
    /// than half the rows rebuilds the tree from the survivors instead.
    /// - Complexity: O(k + (k / 64 + 1)·log n), and O(n) when k > n / 2.
    package mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count,
                     "HeightTree: range \(range) out of bounds 0..<\(count)")
        if range.isEmpty { return }
        if range.count == count {
            removeAll()
            return
        }
        if range.count > count / 2 {
            var survivors = ContiguousArray<Element>()
            survivors.reserveCapacity(count - range.count)
            forEach(in: 0..<range.lowerBound) { survivors.append($1) }
            forEach(in: range.upperBound..<count) { survivors.append($1) }
            survivors.withUnsafeBufferPointer { replaceAll(with: $0, validating: false) }
            return
        }
        var remaining = range.count
        while remaining > 0 {
            makeRootUnique()
            remaining -= Self.removeChunk(
                at: range.lowerBound, maxCount: remaining, from: root, level: depth,
                leafCapacity: leafCapacity, innerCapacity: innerCapacity, pool: &uniformLeaves)
            collapseRoot()
        }
        rootSummary = root.summarize()
    }

    /// Removes all rows.
    /// - Complexity: O(1) (old nodes are released).
    package mutating func removeAll() {
        root = Leaf()
        depth = 0
        rootSummary = .zero
    }

    /// Removes up to `maxCount` rows starting at local `index` below `node` (uniquely owned),
    /// all from the one leaf holding `index`, and rebalances on the way back up. Returns the
    /// number of rows removed (at least 1).
    static func removeChunk(
        at index: Int, maxCount: Int, from node: Node, level: Int,
        leafCapacity: Int, innerCapacity: Int, pool: inout UniformLeaves?
    ) -> Int {
        if level == 0 {
            let leaf = unsafeDowncast(node, to: Leaf.self)
            let removed = Swift.min(maxCount, leaf.count - index)
            leaf.removeSubrange(index..<(index + removed))
            return removed
        }
        let inner = unsafeDowncast(node, to: Inner.self)
        var local = index
        let c = inner.locate(&local)
        if level == 1, let removed = removeByRepointing(
            at: local, maxCount: maxCount, fromChild: c, of: inner, leafCapacity: leafCapacity, pool: &pool
        ) {
            return removed
        }
        let child = inner.uniqueChild(at: c)
        let removed = removeChunk(at: local, maxCount: maxCount, from: child, level: level - 1,
                                  leafCapacity: leafCapacity, innerCapacity: innerCapacity, pool: &pool)
        inner.summaries[c] = child.summarize()
        let isUnderfull = level == 1
            ? unsafeDowncast(child, to: Leaf.self).count < leafCapacity / 2
            : unsafeDowncast(child, to: Inner.self).children.count < innerCapacity / 2
        if isUnderfull {
            rebalance(inner, child: child, at: c, childLevel: level - 1,
                      leafCapacity: leafCapacity, innerCapacity: innerCapacity)
        }
        return removed
    }

    /// Restores the fill invariant of `inner.children[c]` (`child`, uniquely owned and
    /// underfull) using an adjacent sibling, which is at least half full: merge the two if they
    /// fit in one node, otherwise even them out. Either way both results are at least half
    /// full. Does nothing when `child` has no sibling (it is then the root's only child, which
    /// `collapseRoot` removes).
    static func rebalance(
        _ inner: Inner, child: Node, at c: Int, childLevel: Int,
        leafCapacity: Int, innerCapacity: Int
    ) {
        guard inner.children.count > 1 else { return }
        let leftIndex = c + 1 < inner.children.count ? c : c - 1
        let left = leftIndex == c ? child : inner.uniqueChild(at: leftIndex)
        let right = leftIndex == c ? inner.uniqueChild(at: c + 1) : child
        var merged = false
        if childLevel == 0 {
            let left = unsafeDowncast(left, to: Leaf.self)
            let right = unsafeDowncast(right, to: Leaf.self)
            let total = left.count + right.count
            if total <= leafCapacity {
                left.insert(from: right, range: 0..<right.count, at: left.count, limit: leafCapacity)
                merged = true
            } else {
                let target = total / 2
                if left.count < target {
                    let moved = 0..<(target - left.count)
                    left.insert(from: right, range: moved, at: left.count, limit: leafCapacity)
                    right.removeSubrange(moved)
                } else {
                    let moved = target..<left.count
                    right.insert(from: left, range: moved, at: 0, limit: leafCapacity)
                    left.removeSubrange(moved)
                }
            }
        } else {
            let left = unsafeDowncast(left, to: Inner.self)
            let right = unsafeDowncast(right, to: Inner.self)
            let total = left.children.count + right.children.count
            if total <= innerCapacity {
                left.children.append(contentsOf: right.children)
                left.summaries.append(contentsOf: right.summaries)
                merged = true
            } else {
                let target = total / 2
                if left.children.count < target {
                    let moved = 0..<(target - left.children.count)
                    left.children.append(contentsOf: right.children[moved])
                    left.summaries.append(contentsOf: right.summaries[moved])
                    right.children.removeSubrange(moved)
                    right.summaries.removeSubrange(moved)
                } else {
                    let moved = target..<left.children.count
                    right.children.insert(contentsOf: left.children[moved], at: 0)
                    right.summaries.insert(contentsOf: left.summaries[moved], at: 0)
                    left.children.removeSubrange(moved)
                    left.summaries.removeSubrange(moved)
                }
            }
        }
        inner.summaries[leftIndex] = left.summarize()
        if merged {
            inner.children.remove(at: leftIndex + 1)
            inner.summaries.remove(at: leftIndex + 1)
        } else {
            inner.summaries[leftIndex + 1] = right.summarize()
        }
    }

    /// Replaces an inner root that has a single child by that child, repeatedly.
    /// - Complexity: O(log n).
    mutating func collapseRoot() {
        while depth > 0 {
            let inner = unsafeDowncast(root, to: Inner.self)
            guard inner.children.count == 1 else { return }
            root = inner.children[0]
            depth -= 1
        }
    }

    // MARK: - Bulk build

    /// Replaces the contents with `elements`, bulk-built into evenly filled leaves and levels.
    /// - Complexity: O(n).
    mutating func replaceAll(with elements: UnsafeBufferPointer<Element>, validating: Bool) {
        if validating {
            for element in elements { Self.validate(element.height) }
        }
        guard !elements.isEmpty else {
            removeAll()
            return
        }
        let plan = Partition.bulk(total: elements.count, capacity: leafCapacity)
        var leaves = ContiguousArray<Node>()
        var summaries = ContiguousArray<Summary>()
        leaves.reserveCapacity(plan.parts)
        summaries.reserveCapacity(plan.parts)
        for part in 0..<plan.parts {
            let leaf = Leaf(UnsafeBufferPointer(rebasing: elements[plan.range(of: part)]))
            leaves.append(leaf)
            summaries.append(leaf.summarize())
        }
        (root, depth, rootSummary) = Self.buildLevels(
            leaves, summaries, level: 0, innerCapacity: innerCapacity)
    }
}
