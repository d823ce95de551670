// Self-checks and memory accounting for `HeightTree`, used by tests and benchmarks.

extension HeightTree {
    /// Memory used by a tree's nodes.
    package struct StorageStatistics: Sendable, Equatable {
        /// Number of rows.
        package var count = 0
        /// Number of inner levels above the leaves.
        package var depth = 0
        /// Leaf references in the tree (a leaf shared by several parents counts each time).
        package var leafReferences = 0
        /// Distinct leaf objects.
        package var uniqueLeaves = 0
        /// Distinct inner node objects.
        package var innerNodes = 0
        /// Allocated capacity of all node arrays (`capacity × stride`), counting a shared leaf
        /// once per reference, as if nothing were shared.
        package var arrayBytes = 0
        /// `arrayBytes` plus object and array headers (16 bytes per object header, 32 per array
        /// buffer header, plus the nodes' stored properties), as if nothing were shared.
        package var totalBytes = 0
        /// `totalBytes` counting each distinct object once: what is really allocated.
        package var uniqueTotalBytes = 0

        /// `arrayBytes / count`: the brief's "bytes per element" metric.
        package var arrayBytesPerElement: Double { count == 0 ? 0 : Double(arrayBytes) / Double(count) }
        /// `totalBytes / count`.
        package var totalBytesPerElement: Double { count == 0 ? 0 : Double(totalBytes) / Double(count) }
        /// `uniqueTotalBytes / count`.
        package var uniqueBytesPerElement: Double {
            count == 0 ? 0 : Double(uniqueTotalBytes) / Double(count)
        }
    }

    /// Walks every node and tallies its allocated storage.
    /// - Complexity: O(n / 64).
    package func storageStatistics() -> StorageStatistics {
        var statistics = StorageStatistics()
        statistics.count = count
        statistics.depth = depth
        var seen = Set<ObjectIdentifier>()
        let arrayHeader = 32
        let objectHeader = 16
        func visit(_ node: Node, level: Int) {
            let isNew = seen.insert(ObjectIdentifier(node)).inserted
            let bytes: (array: Int, total: Int)
            if level == 0 {
                // A leaf's heights are inline: room for 64, whatever its count.
                let array = MemoryLayout<InlineHeights>.stride
                let object = objectHeader + MemoryLayout<Int>.stride + MemoryLayout<UInt64>.stride
                bytes = (array, array + object)
                statistics.leafReferences += 1
                if isNew { statistics.uniqueLeaves += 1 }
            } else {
                let inner = unsafeDowncast(node, to: Inner.self)
                let array = inner.children.capacity * MemoryLayout<Node>.stride
                    + inner.summaries.capacity * MemoryLayout<Summary>.stride
                let object = objectHeader + MemoryLayout<ContiguousArray<Node>>.stride
                    + MemoryLayout<ContiguousArray<Summary>>.stride
                bytes = (array, array + 2 * arrayHeader + object)
                if isNew { statistics.innerNodes += 1 }
                for child in inner.children { visit(child, level: level - 1) }
            }
            statistics.arrayBytes += bytes.array
            statistics.totalBytes += bytes.total
            if isNew { statistics.uniqueTotalBytes += bytes.total }
        }
        visit(root, level: depth)
        return statistics
    }

    /// Checks every structural invariant and returns a description of each violation (empty
    /// when the tree is sound): uniform leaf depth; node fill (non-root leaves and inner nodes
    /// at least half full, none over capacity, an inner root with at least two children);
    /// cached summaries bit-for-bit equal to recomputed ones; clean measured bitsets; valid
    /// heights.
    /// - Complexity: O(n).
    func invariantViolations() -> [String] {
        var violations: [String] = []
        func check(_ node: Node, level: Int, isRoot: Bool, path: String) -> Summary {
            if level == 0 {
                guard let leaf = node as? Leaf else {
                    violations.append("\(path): expected a leaf at level 0")
                    return .zero
                }
                if leaf.count > leafCapacity {
                    violations.append("\(path): leaf holds \(leaf.count) > \(leafCapacity)")
                }
                if !isRoot && leaf.count < leafCapacity / 2 {
                    violations.append("\(path): leaf holds \(leaf.count) < \(leafCapacity / 2)")
                }
                if leaf.measuredBits & ~Self.lowMask(leaf.count) != 0 {
                    violations.append("\(path): measured bits set beyond count \(leaf.count)")
                }
                for height in leaf.withHeightBuffer(Array.init) where !(height >= 0 && height.isFinite) {
                    violations.append("\(path): invalid height \(height)")
                }
                return leaf.summarize()
            }
            guard let inner = node as? Inner else {
                violations.append("\(path): expected an inner node at level \(level)")
                return .zero
            }
            let fanout = inner.children.count
            if inner.summaries.count != fanout {
                violations.append("\(path): \(fanout) children but \(inner.summaries.count) summaries")
                return .zero
            }
            if fanout > innerCapacity {
                violations.append("\(path): \(fanout) children > \(innerCapacity)")
            }
            if isRoot ? fanout < 2 : fanout < innerCapacity / 2 {
                violations.append("\(path): only \(fanout) children")
            }
            for (c, child) in inner.children.enumerated() {
                let actual = check(child, level: level - 1, isRoot: false, path: "\(path)/\(c)")
                if actual != inner.summaries[c] {
                    violations.append("\(path)/\(c): cached \(inner.summaries[c]) != actual \(actual)")
                }
            }
            return inner.summarize()
        }
        let actual = check(root, level: depth, isRoot: true, path: "root")
        if actual != rootSummary {
            violations.append("root: cached \(rootSummary) != actual \(actual)")
        }
        return violations
    }
}
