/// A sequence of row metrics (a height and a "measured" flag per row) that answers
/// "where does row *i* start?" and "which row is at offset *y*?" in O(log n), and supports
/// O(log n) edits, so that scrolling and editing a list of a million rows costs the same per
/// screen as a list of a thousand.
///
/// ## Structure
/// A counted, summed B+-tree (a rope). Leaves hold up to 64 consecutive rows: a contiguous
/// `ContiguousArray<Double>` of heights plus a 64-bit measured bitset. Inner nodes hold up to 64
/// children and cache, per child, its element count, measured count and height sum (`Double`).
/// Every node except the root is at least half full, so the depth is O(log n) — 4 levels for a
/// million rows. Splits, borrows and merges keep that invariant under every edit. Bulk builds
/// (a reload) fill leaves to seven eighths, so that the inserts of the batch updates that follow
/// find room in the leaf they land in instead of splitting it.
///
/// ## Value semantics
/// `HeightTree` is a value type with copy-on-write nodes: copying a tree is O(1), and the first
/// mutation after a copy clones only the nodes on the path it touches. A copy is never affected
/// by later mutations of the original, or vice versa. Trees can be sent across concurrency
/// domains (`Sendable`); shared nodes are never written.
///
/// ## Memory
/// About 9.7 bytes per row for a bulk-built tree (8.6 of them array storage) and 11–13 bytes per
/// row after heavy random editing (leaves grow in small steps rather than by doubling).
/// `init(repeating:count:isMeasured:)` goes further and shares one leaf object between all leaves
/// with equal contents, so a million estimated rows cost about half a byte per row until rows
/// are individually updated; inserting or removing rows of that same estimate repoints a slot
/// to another shared leaf (one per row count) instead of copying one
/// (`HeightTree+UniformLeaves.swift`).
///
/// ## Floating point
/// Heights are stored as `Double`, exactly as given (reading back a row returns the same value).
/// Sums are `Double` and are always recomputed, never patched with deltas, so they do not drift.
/// Offsets are computed with a fixed grouping of additions, which guarantees:
/// - `offset(of:)` is monotonically non-decreasing in the index, and
///   `offset(of: count) == totalHeight` exactly;
/// - `index(containing: y)` returns exactly the `i` with
///   `offset(of: i) <= y < offset(of: i + 1)` (for `0 <= y < totalHeight`), as computed by this
///   tree, so the round trip `index(containing: offset(of: i)) == i` holds for every row whose
///   span is not empty (any row taller than the rounding unit of its offset);
/// - `forEachWithOffset(in:_:)` reports bit-for-bit the same offsets as `offset(of:)`;
/// - offsets differ from exact sums only by ordinary rounding (relative error around 1e-15 for
///   a million rows; none at all when heights are dyadic, e.g. whole, half or quarter points).
///   Two trees with equal rows but different shapes may differ in the last bit.
///
/// All heights must be finite and non-negative (a precondition checked on every write).
package struct HeightTree: Sendable {
    /// The metrics of one row.
    package struct Element: Hashable, Sendable {
        /// The row's height (or width, for horizontal layouts). Finite and non-negative.
        package var height: Double
        /// Whether `height` is a real measurement (`true`) or an estimate (`false`).
        package var isMeasured: Bool

        /// Creates row metrics.
        /// - Complexity: O(1).
        package init(height: Double, isMeasured: Bool) {
            self.height = height
            self.isMeasured = isMeasured
        }

        /// An estimated (not yet measured) row of the given height.
        /// - Complexity: O(1).
        package static func estimated(_ height: Double) -> Element {
            Element(height: height, isMeasured: false)
        }

        /// A measured row of the given height.
        /// - Complexity: O(1).
        package static func measured(_ height: Double) -> Element {
            Element(height: height, isMeasured: true)
        }
    }

    /// Maximum number of rows per leaf in trees made by the public initialisers.
    package static let defaultLeafCapacity = 64
    /// Maximum number of children per inner node in trees made by the public initialisers.
    package static let defaultInnerCapacity = 64

    /// The root node: a ``Leaf`` when `depth == 0`, an ``Inner`` otherwise.
    var root: Node
    /// Number of inner levels above the leaves.
    var depth: Int
    /// `root.summarize()`, cached.
    var rootSummary: Summary
    /// Maximum rows per leaf (4...64); non-root leaves hold at least half that.
    let leafCapacity: Int
    /// Maximum children per inner node (>= 4); non-root inner nodes hold at least half that.
    let innerCapacity: Int
    /// The shared uniform leaves of a tree made by `init(repeating:count:isMeasured:)`, which
    /// inserts and removals of rows of that element repoint slots to instead of copying a leaf
    /// (see `HeightTree+UniformLeaves.swift`); `nil` for other trees.
    var uniformLeaves: UniformLeaves?

    // MARK: - Creating trees

    /// Creates an empty tree.
    /// - Complexity: O(1).
    package init() {
        self.init(leafCapacity: Self.defaultLeafCapacity, innerCapacity: Self.defaultInnerCapacity)
    }

    /// Creates an empty tree with custom node capacities (tests use tiny ones to get deep trees
    /// from few rows).
    /// - Parameters:
    ///   - leafCapacity: Maximum rows per leaf, 4...64.
    ///   - innerCapacity: Maximum children per inner node, at least 4.
    /// - Complexity: O(1).
    init(leafCapacity: Int, innerCapacity: Int) {
        precondition((4...64).contains(leafCapacity), "HeightTree: leafCapacity must be in 4...64")
        precondition(innerCapacity >= 4, "HeightTree: innerCapacity must be at least 4")
        self.leafCapacity = leafCapacity
        self.innerCapacity = innerCapacity
        root = Leaf()
        depth = 0
        rootSummary = .zero
    }

    /// Creates a tree of `count` identical rows, e.g. a whole list at its estimated height.
    ///
    /// The tree is bulk-built bottom-up (no per-row insertion), and leaves with equal contents
    /// share one leaf object, so the cost is a few reference-count operations per leaf slot:
    /// about 0.5 ms for a million rows in release builds, allocating ~0.5 bytes per row. Leaves
    /// are un-shared lazily as their rows are updated (copy-on-write).
    /// - Parameters:
    ///   - height: The height of every row. Finite and non-negative.
    ///   - count: The number of rows, `>= 0`.
    ///   - isMeasured: The measured flag of every row.
    /// - Complexity: O(n / 64) time and memory.
    package init(repeating height: Double, count: Int, isMeasured: Bool = false) {
        self.init(repeating: height, count: count, isMeasured: isMeasured,
                  leafCapacity: Self.defaultLeafCapacity,
                  innerCapacity: Self.defaultInnerCapacity)
    }

    /// ``init(repeating:count:isMeasured:)`` with custom node capacities.
    /// - Complexity: O(n / leafCapacity).
    init(repeating height: Double, count: Int, isMeasured: Bool,
         leafCapacity: Int, innerCapacity: Int) {
        precondition(count >= 0, "HeightTree: count must be non-negative")
        Self.validate(height)
        self.init(leafCapacity: leafCapacity, innerCapacity: innerCapacity)
        guard count > 0 else { return }
        let plan = Partition.bulk(total: count, capacity: leafCapacity)
        let small = Leaf(repeating: height, count: plan.base, isMeasured: isMeasured)
        let large = plan.extra > 0
            ? Leaf(repeating: height, count: plan.base + 1, isMeasured: isMeasured) : small
        let smallSummary = small.summarize()
        let largeSummary = large.summarize()
        var leaves = ContiguousArray<Node>()
        var summaries = ContiguousArray<Summary>()
        leaves.reserveCapacity(plan.parts)
        summaries.reserveCapacity(plan.parts)
        for part in 0..<plan.parts {
            let isLarge = part < plan.extra
            leaves.append(isLarge ? large : small)
            summaries.append(isLarge ? largeSummary : smallSummary)
        }
        (root, depth, rootSummary) = Self.buildLevels(
            leaves, summaries, level: 0, innerCapacity: innerCapacity)
        if plan.parts > 1 {
            uniformLeaves = UniformLeaves(element: Element(height: height, isMeasured: isMeasured), seeds: [small, large])
        }
    }

    /// Creates a tree holding `elements` in order.
    ///
    /// Bulk-built bottom-up into evenly filled leaves (no per-row insertion).
    /// - Complexity: O(n).
    package init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init(elements, leafCapacity: Self.defaultLeafCapacity,
                  innerCapacity: Self.defaultInnerCapacity)
    }

    /// ``init(_:)`` with custom node capacities.
    /// - Complexity: O(n).
    init<S: Sequence>(_ elements: S, leafCapacity: Int, innerCapacity: Int)
    where S.Element == Element {
        self.init(leafCapacity: leafCapacity, innerCapacity: innerCapacity)
        let buffer = ContiguousArray(elements)
        buffer.withUnsafeBufferPointer { replaceAll(with: $0, validating: true) }
    }

    // MARK: - Aggregates

    /// The number of rows.
    /// - Complexity: O(1).
    package var count: Int { rootSummary.count }

    /// Whether the tree has no rows.
    /// - Complexity: O(1).
    package var isEmpty: Bool { rootSummary.count == 0 }

    /// The sum of all heights; equal to `offset(of: count)`.
    /// - Complexity: O(1).
    package var totalHeight: Double { rootSummary.height }

    /// The number of rows whose `isMeasured` flag is set.
    /// - Complexity: O(1).
    package var measuredCount: Int { rootSummary.measuredCount }

    // MARK: - Point access

    /// The metrics of row `index` (`0 <= index < count`).
    ///
    /// Setting a value equal to the current one is a no-op (it does not even un-share storage);
    /// otherwise the cached sums on the root-to-leaf path are recomputed.
    /// - Complexity: O(log n).
    package subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "HeightTree: index \(index) out of range 0..<\(count)")
            var node = root
            var level = depth
            var local = index
            while level > 0 {
                let inner = unsafeDowncast(node, to: Inner.self)
                node = inner.children[inner.locate(&local)]
                level -= 1
            }
            return unsafeDowncast(node, to: Leaf.self).element(at: local)
        }
        set {
            precondition(index >= 0 && index < count, "HeightTree: index \(index) out of range 0..<\(count)")
            Self.validate(newValue.height)
            if self[index] == newValue { return }
            makeRootUnique()
            rootSummary = Self.setElement(newValue, at: index, in: root, level: depth)
        }
    }

    // MARK: - Offsets

    /// The offset at which row `index` starts: the sum of the heights of rows `0..<index`.
    ///
    /// `index` may be `count`, giving `totalHeight`. The result is monotonically non-decreasing
    /// in `index` (see the type's note on floating point).
    /// - Complexity: O(log n).
    package func offset(of index: Int) -> Double {
        precondition(index >= 0 && index <= count, "HeightTree: index \(index) out of range 0...\(count)")
        if index == count { return rootSummary.height }
        return withPrefixStack { prefixes in
            var node = root
            var local = index
            for level in 0..<depth {
                let inner = unsafeDowncast(node, to: Inner.self)
                let (child, prefix) = inner.summaries.withUnsafeBufferPointer { summaries in
                    var c = 0
                    var prefix = 0.0
                    while local >= summaries[c].count {
                        local -= summaries[c].count
                        prefix += summaries[c].height
                        c += 1
                    }
                    return (c, prefix)
                }
                prefixes[level] = prefix
                node = inner.children[child]
            }
            let leafPrefix = unsafeDowncast(node, to: Leaf.self).prefixHeight(local)
            return Self.compose(leafPrefix, prefixes, depth)
        }
    }

    /// The row that covers `offset`: the `i` with `offset(of: i) <= offset < offset(of: i + 1)`.
    ///
    /// Boundary rules:
    /// - an offset on the boundary between two rows belongs to the lower row (the one starting
    ///   there);
    /// - zero-height rows cover no offset, so an offset at which zero-height rows start returns
    ///   the first row after them with a non-zero height (the first row whose span contains it);
    /// - offsets `< 0` (and NaN) return `0`; offsets `>= totalHeight` return `count - 1` (which
    ///   may be a trailing zero-height row); an empty tree returns `nil`.
    /// - Complexity: O(log n).
    package func index(containing offset: Double) -> Int? {
        let count = self.count
        guard count > 0 else { return nil }
        guard offset >= 0 else { return 0 }
        guard offset < rootSummary.height else { return count - 1 }
        // Invariant on entering a node whose ancestors contributed `prefixes[0..<level]`:
        // compose(0) <= offset < compose(node total). In each node pick the last child whose
        // start (as `offset(of:)` would compute it) is <= offset.
        return withPrefixStack { prefixes in
            var node = root
            var base = 0
            for level in 0..<depth {
                let inner = unsafeDowncast(node, to: Inner.self)
                let (child, start, prefix) = inner.summaries.withUnsafeBufferPointer { summaries in
                    var chosen = (0, 0, 0.0)
                    var start = 0
                    var prefix = 0.0
                    for c in 1..<summaries.count {
                        start += summaries[c - 1].count
                        prefix += summaries[c - 1].height
                        guard Self.compose(prefix, prefixes, level) <= offset else { break }
                        chosen = (c, start, prefix)
                    }
                    return chosen
                }
                prefixes[level] = prefix
                base += start
                node = inner.children[child]
            }
            let leaf = unsafeDowncast(node, to: Leaf.self)
            let local = leaf.withHeightBuffer { heights in
                var chosen = 0
                var prefix = 0.0
                for j in 1..<heights.count {
                    prefix += heights[j - 1]
                    guard Self.compose(prefix, prefixes, depth) <= offset else { break }
                    chosen = j
                }
                return chosen
            }
            return base + local
        }
    }

    // MARK: - Traversal

    /// Calls `body` with the index and metrics of each row in `range`, in order.
    /// - Complexity: O(log n + k), k = `range.count`.
    package func forEach(
        in range: Range<Int>, _ body: (_ index: Int, _ element: Element) throws -> Void
    ) rethrows {
        precondition(range.lowerBound >= 0 && range.upperBound <= count,
                     "HeightTree: range \(range) out of bounds 0..<\(count)")
        if range.isEmpty { return }
        try Self.walk(root, level: depth, range.lowerBound, range.upperBound, base: 0, body)
    }

    /// Calls `body` with the index, metrics and start offset of each row in `range`, in order.
    ///
    /// The offsets are bit-for-bit those `offset(of:)` returns, so frames built from them agree
    /// with `index(containing:)` exactly.
    /// - Complexity: O(log n + k·log n) additions, O(log n + k) node visits; in practice a
    ///   handful of additions per row.
    package func forEachWithOffset(
        in range: Range<Int>,
        _ body: (_ index: Int, _ element: Element, _ offset: Double) throws -> Void
    ) rethrows {
        precondition(range.lowerBound >= 0 && range.upperBound <= count,
                     "HeightTree: range \(range) out of bounds 0..<\(count)")
        if range.isEmpty { return }
        try withPrefixStack { prefixes in
            try Self.walkWithOffsets(root, level: 0, depth: depth, range.lowerBound,
                                     range.upperBound, base: 0, prefixes: prefixes, body)
        }
    }

    /// The first row in `range` whose height is an estimate (`isMeasured == false`), or `nil`.
    ///
    /// Subtrees that are entirely measured are skipped using the cached measured counts.
    /// - Complexity: O(log n) (independent of `range.count`).
    package func firstUnmeasured(in range: Range<Int>) -> Int? {
        precondition(range.lowerBound >= 0 && range.upperBound <= count,
                     "HeightTree: range \(range) out of bounds 0..<\(count)")
        if range.isEmpty || rootSummary.measuredCount == rootSummary.count { return nil }
        return Self.firstUnmeasured(root, level: depth, range.lowerBound, range.upperBound, base: 0)
    }

    // MARK: - Helpers

    /// Traps unless `height` is finite and non-negative.
    @inline(__always)
    static func validate(_ height: Double) {
        precondition(height >= 0 && height.isFinite,
                     "HeightTree: heights must be finite and non-negative (got \(height))")
    }

    /// Replaces the root with a clone unless this tree is its only owner.
    /// - Complexity: O(1).
    mutating func makeRootUnique() {
        if !isKnownUniquelyReferenced(&root) { root = root.clone() }
    }

    /// Runs `body` with scratch space for one `Double` per inner level (the per-level prefix
    /// sums of a root-to-leaf path), on the stack.
    @inline(__always)
    func withPrefixStack<R>(_ body: (UnsafeMutableBufferPointer<Double>) throws -> R) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: Double.self, capacity: Swift.max(depth, 1)) {
            try body($0)
        }
    }

    /// The global offset of a position whose offset within its level-`levels` node is `local`,
    /// given the prefix sums chosen at each ancestor: `p[0] + (p[1] + (… + (p[levels-1] + local)))`.
    /// This grouping is what makes offsets monotone (see the type's note on floating point).
    @inline(__always)
    static func compose(_ local: Double, _ prefixes: UnsafeMutableBufferPointer<Double>,
                        _ levels: Int) -> Double {
        var result = local
        var level = levels
        while level > 0 {
            level -= 1
            result = prefixes[level] + result
        }
        return result
    }

    /// Overwrites one element below `node` (uniquely owned) and returns its new summary.
    static func setElement(_ element: Element, at index: Int, in node: Node, level: Int) -> Summary {
        if level == 0 {
            let leaf = unsafeDowncast(node, to: Leaf.self)
            leaf.setElement(element, at: index)
            return leaf.summarize()
        }
        let inner = unsafeDowncast(node, to: Inner.self)
        var local = index
        let c = inner.locate(&local)
        let child = inner.uniqueChild(at: c)
        inner.summaries[c] = setElement(element, at: local, in: child, level: level - 1)
        return inner.summarize()
    }

    /// In-order walk of the local range `lo..<hi` of `node`; `base` is the node's first index.
    /// Calls `body` with the index and metrics of each measured row, in order, skipping every
    /// subtree without one.
    /// - Complexity: O(m log n) for m measured rows.
    package func forEachMeasured(_ body: (_ index: Int, _ element: Element) throws -> Void) rethrows {
        guard rootSummary.measuredCount > 0 else { return }
        try Self.walkMeasured(root, level: depth, base: 0, body)
    }

    /// `forEachMeasured`'s walk below `node` (which holds a measured row).
    static func walkMeasured(_ node: Node, level: Int, base: Int, _ body: (Int, Element) throws -> Void) rethrows {
        if level == 0 {
            let leaf = unsafeDowncast(node, to: Leaf.self)
            var bits = leaf.measuredBits
            while bits != 0 {
                let j = bits.trailingZeroBitCount
                try body(base + j, leaf.element(at: j))
                bits &= bits &- 1
            }
            return
        }
        let inner = unsafeDowncast(node, to: Inner.self)
        var start = 0
        for c in 0..<inner.children.count {
            if inner.summaries[c].measuredCount > 0 {
                try walkMeasured(inner.children[c], level: level - 1, base: base + start, body)
            }
            start += inner.summaries[c].count
        }
    }

    static func walk(
        _ node: Node, level: Int, _ lo: Int, _ hi: Int, base: Int,
        _ body: (Int, Element) throws -> Void
    ) rethrows {
        if level == 0 {
            let leaf = unsafeDowncast(node, to: Leaf.self)
            for j in lo..<hi { try body(base + j, leaf.element(at: j)) }
            return
        }
        let inner = unsafeDowncast(node, to: Inner.self)
        var start = 0
        for c in 0..<inner.children.count {
            let end = start + inner.summaries[c].count
            if end > lo {
                try walk(inner.children[c], level: level - 1, Swift.max(lo, start) - start,
                         Swift.min(hi, end) - start, base: base + start, body)
            }
            start = end
            if start >= hi { break }
        }
    }

    /// `walk` that also reports each row's offset, computed exactly as `offset(of:)` does.
    /// `level` counts inner levels above `node`.
    static func walkWithOffsets(
        _ node: Node, level: Int, depth: Int, _ lo: Int, _ hi: Int, base: Int,
        prefixes: UnsafeMutableBufferPointer<Double>,
        _ body: (Int, Element, Double) throws -> Void
    ) rethrows {
        if level == depth {
            let leaf = unsafeDowncast(node, to: Leaf.self)
            var prefix = leaf.prefixHeight(lo)
            for j in lo..<hi {
                try body(base + j, leaf.element(at: j), compose(prefix, prefixes, depth))
                prefix += leaf.height(at: j)
            }
            return
        }
        let inner = unsafeDowncast(node, to: Inner.self)
        var start = 0
        var prefix = 0.0
        for c in 0..<inner.children.count {
            let end = start + inner.summaries[c].count
            if end > lo {
                prefixes[level] = prefix
                try walkWithOffsets(inner.children[c], level: level + 1, depth: depth,
                                    Swift.max(lo, start) - start, Swift.min(hi, end) - start,
                                    base: base + start, prefixes: prefixes, body)
            }
            start = end
            prefix += inner.summaries[c].height
            if start >= hi { break }
        }
    }

    /// First unmeasured row in the local range `lo..<hi` of `node`, as a global index.
    static func firstUnmeasured(_ node: Node, level: Int, _ lo: Int, _ hi: Int, base: Int) -> Int? {
        if level == 0 {
            let leaf = unsafeDowncast(node, to: Leaf.self)
            let unmeasured = ~leaf.measuredBits & lowMask(hi) & ~lowMask(lo)
            return unmeasured == 0 ? nil : base + unmeasured.trailingZeroBitCount
        }
        let inner = unsafeDowncast(node, to: Inner.self)
        var start = 0
        for c in 0..<inner.children.count {
            let summary = inner.summaries[c]
            let end = start + summary.count
            if end > lo && summary.measuredCount < summary.count,
               let found = firstUnmeasured(inner.children[c], level: level - 1,
                                           Swift.max(lo, start) - start,
                                           Swift.min(hi, end) - start, base: base + start) {
                return found
            }
            start = end
            if start >= hi { break }
        }
        return nil
    }
}

// MARK: - Sequence, Equatable, description

extension HeightTree: Sequence {
    /// Iterates the rows in order without per-row tree descents.
    package struct Iterator: IteratorProtocol {
        /// Inner nodes on the path to the current leaf, each with the next child to visit.
        private var path: [(node: Inner, next: Int)] = []
        private var leaf: Leaf?
        private var position = 0
        private let depth: Int

        init(root: Node, depth: Int) {
            self.depth = depth
            descend(from: root, level: depth)
        }

        private mutating func descend(from node: Node, level: Int) {
            var node = node
            for _ in 0..<level {
                let inner = unsafeDowncast(node, to: Inner.self)
                path.append((inner, 1))
                node = inner.children[0]
            }
            leaf = unsafeDowncast(node, to: Leaf.self)
            position = 0
        }

        /// The next row, or `nil` after the last one.
        /// - Complexity: O(1) amortised.
        package mutating func next() -> Element? {
            while let current = leaf {
                if position < current.count {
                    defer { position += 1 }
                    return current.element(at: position)
                }
                leaf = nil
                while let top = path.last {
                    if top.next < top.node.children.count {
                        path[path.count - 1].next += 1
                        descend(from: top.node.children[top.next], level: depth - path.count)
                        break
                    }
                    path.removeLast()
                }
            }
            return nil
        }
    }

    /// An iterator over all rows, in order.
    /// - Complexity: O(log n) to start; O(n) to iterate fully.
    package func makeIterator() -> Iterator { Iterator(root: root, depth: depth) }

    /// `count`.
    /// - Complexity: O(1).
    package var underestimatedCount: Int { count }
}

extension HeightTree: Equatable {
    /// Two trees are equal when they hold equal rows in the same order (their shapes, and
    /// therefore the last ulp of their sums, may differ).
    /// - Complexity: O(1) if they share their root, O(n) otherwise.
    package static func == (lhs: HeightTree, rhs: HeightTree) -> Bool {
        if lhs.root === rhs.root && lhs.depth == rhs.depth { return true }
        return lhs.count == rhs.count && lhs.measuredCount == rhs.measuredCount
            && lhs.elementsEqual(rhs)
    }
}

extension HeightTree: CustomStringConvertible {
    /// A one-line summary (not the rows, which may be millions).
    package var description: String {
        "HeightTree(count: \(count), totalHeight: \(totalHeight), measuredCount: \(measuredCount), depth: \(depth))"
    }
}
