/// The extents (heights) of a host's sections, with O(log s) prefix sums and point updates:
/// a Fenwick tree (binary indexed tree).
///
/// A host keeps one ``HeightTree`` per section for its rows and one `SectionOffsets` for the
/// sections themselves (each extent being, say, header + rows + footer), so "where does section
/// *k* start?" and "which section is at offset *y*?" are O(log s) as well.
///
/// ## Exactness
/// Every Fenwick node is recomputed from the heights and its sub-nodes on each update (never
/// patched with a delta), so node values are a pure function of the heights: they do not drift,
/// and two values with equal heights are `==`. Prefix sums (`offset(of:)`) add the Fenwick nodes
/// from the largest block to the smallest, which is exactly the order the search in
/// `index(containing:)` uses, so `index(containing: y)` returns precisely the section with
/// `offset(of: i) <= y < offset(of: i + 1)` as `offset(of:)` computes it. Sums agree with a
/// naive left-to-right sum to within a few ulps (exactly for dyadic extents such as whole or
/// half points).
///
/// All extents must be finite and non-negative (a precondition checked on every write).
///
/// ## Spacing
/// A gap of ``spacing`` separates neighbouring sections (none before the first or after the
/// last): section *i* starts at the sum of the extents before it plus `i × spacing`, which the
/// search adds to the same Fenwick sums, so the exactness above holds with it. A point in a gap
/// belongs to the section above it (`index(containing:)`), outside that section's extent.
package struct SectionOffsets: Sendable, Equatable {
    /// The extents, in section order.
    package private(set) var heights: [Double]
    /// The gap between neighbouring sections.
    package let spacing: Double
    /// 1-based Fenwick nodes: `tree[j]` is the sum of `heights[(j - lowbit(j))..<j]`.
    /// `tree[0]` is unused.
    private var tree: [Double]
    /// The sum of all extents and the gaps between them; equal to `offset(of: count)`.
    package private(set) var total: Double

    /// Creates the index over `heights`, one extent per section, with no gap between them.
    /// - Complexity: O(s log s).
    package init(_ heights: [Double] = []) {
        self.init(heights, spacing: 0)
    }

    /// Creates the index over `heights`, one extent per section, `spacing` apart (a negative or
    /// non-finite spacing counts as 0).
    /// - Complexity: O(s log s).
    package init(_ heights: [Double], spacing: Double) {
        for height in heights { Self.validate(height) }
        self.heights = heights
        self.spacing = spacing.isFinite ? Swift.max(0, spacing) : 0
        tree = []
        total = 0
        rebuild()
    }

    /// The number of sections.
    /// - Complexity: O(1).
    package var count: Int { heights.count }

    /// Whether there are no sections.
    /// - Complexity: O(1).
    package var isEmpty: Bool { heights.isEmpty }

    /// The extent of section `section` (`0 <= section < count`).
    /// - Complexity: O(1) to read, O(log² s) to write (O(log s) nodes, each recomputed from
    ///   O(log s) sub-nodes).
    package subscript(section: Int) -> Double {
        get { heights[section] }
        set {
            precondition(section >= 0 && section < count,
                         "SectionOffsets: section \(section) out of range 0..<\(count)")
            Self.validate(newValue)
            heights[section] = newValue
            var j = section + 1
            while j <= count {
                tree[j] = node(j)
                j += j & -j
            }
            total = offset(of: count)
        }
    }

    /// The offset at which section `section` starts: the sum of the extents of sections
    /// `0..<section` and of the gaps after them. `section` may be `count`, giving `total` (with
    /// no gap after the last section).
    /// - Complexity: O(log s).
    package func offset(of section: Int) -> Double {
        precondition(section >= 0 && section <= count,
                     "SectionOffsets: section \(section) out of range 0...\(count)")
        var sum = 0.0
        var position = 0
        var step = Self.highestPowerOfTwo(atMost: section)
        while step > 0 {
            if section & step != 0 {
                position += step
                sum += tree[position]
            }
            step >>= 1
        }
        return sum + gaps(before: section)
    }

    /// The gaps above section `section` (`0...count`): one per section before it, none after
    /// the last.
    private func gaps(before section: Int) -> Double {
        spacing == 0 ? 0 : Double(Swift.min(section, Swift.max(0, count - 1))) * spacing
    }

    /// The section that covers `offset`: the `i` with
    /// `offset(of: i) <= offset < offset(of: i + 1)`.
    ///
    /// Same boundary rules as ``HeightTree/index(containing:)``: a boundary belongs to the
    /// section starting there; zero-extent sections cover nothing, so the first section with a
    /// non-zero extent whose span contains `offset` is returned; offsets `< 0` (and NaN) give
    /// `0`, offsets `>= total` give `count - 1`; no sections gives `nil`.
    /// - Complexity: O(log s) (Fenwick descent).
    package func index(containing offset: Double) -> Int? {
        guard !isEmpty else { return nil }
        guard offset >= 0 else { return 0 }
        guard offset < total else { return count - 1 }
        // Find the largest `position` whose prefix sum (as `offset(of:)` computes it, gaps
        // included) is <= offset; the sums tried are exactly `offset(of: position + step)`.
        var position = 0
        var sum = 0.0
        var step = Self.highestPowerOfTwo(atMost: count)
        while step > 0 {
            let next = position + step
            if next <= count {
                let candidate = sum + tree[next]
                if candidate + gaps(before: next) <= offset {
                    position = next
                    sum = candidate
                }
            }
            step >>= 1
        }
        return Swift.min(position, count - 1)
    }

    /// Inserts a section of extent `height` before section `section` (`0...count`).
    /// - Complexity: O(s log s) (rebuild).
    package mutating func insert(_ height: Double, at section: Int) {
        precondition(section >= 0 && section <= count,
                     "SectionOffsets: section \(section) out of range 0...\(count)")
        Self.validate(height)
        heights.insert(height, at: section)
        rebuild()
    }

    /// Appends a section of extent `height`.
    /// - Complexity: O(log² s).
    package mutating func append(_ height: Double) {
        Self.validate(height)
        heights.append(height)
        tree.append(0)
        tree[count] = node(count)
        total = offset(of: count)
    }

    /// Removes and returns the extent of section `section` (`0..<count`).
    /// - Complexity: O(s log s) (rebuild).
    @discardableResult
    package mutating func remove(at section: Int) -> Double {
        precondition(section >= 0 && section < count,
                     "SectionOffsets: section \(section) out of range 0..<\(count)")
        let height = heights.remove(at: section)
        rebuild()
        return height
    }

    /// Removes all sections.
    /// - Complexity: O(s).
    package mutating func removeAll() {
        heights.removeAll()
        rebuild()
    }

    // MARK: - Fenwick internals

    /// The value of Fenwick node `j` (1-based), from `heights[j - 1]` and the nodes it covers:
    /// `tree[j - 1]`, `tree[j - 2]`, `tree[j - 4]`, … (all blocks below `lowbit(j)`).
    /// - Complexity: O(log s).
    private func node(_ j: Int) -> Double {
        var sum = heights[j - 1]
        let lowBit = j & -j
        var k = 1
        while k < lowBit {
            sum += tree[j - k]
            k <<= 1
        }
        return sum
    }

    /// Recomputes every node and the total.
    /// - Complexity: O(s log s).
    private mutating func rebuild() {
        tree = [Double](repeating: 0, count: count + 1)
        if count > 0 {
            for j in 1...count { tree[j] = node(j) }
        }
        total = offset(of: count)
    }

    /// The largest power of two `<= n`, or 0 when `n == 0`.
    private static func highestPowerOfTwo(atMost n: Int) -> Int {
        n <= 0 ? 0 : 1 << (Int.bitWidth - 1 - n.leadingZeroBitCount)
    }

    /// Traps unless `height` is finite and non-negative.
    private static func validate(_ height: Double) {
        precondition(height >= 0 && height.isFinite,
                     "SectionOffsets: extents must be finite and non-negative (got \(height))")
    }
}
