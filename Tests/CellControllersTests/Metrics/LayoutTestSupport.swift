import Testing
@testable import CellControllers

/// SplitMix64: a tiny, fast, seedable generator, so every randomized test is reproducible from
/// the seed printed in its failure messages.
struct LayoutTestRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly random integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A dyadic height (a multiple of 1/4 up to 100, sometimes 0), so that every sum of a few
    /// million of them is exact in `Double` and results can be compared with `==`.
    mutating func dyadicHeight() -> Double {
        chance(0.1) ? 0 : Double(int(0...400)) / 4
    }

    /// A height with arbitrary low-order bits, sometimes zero, tiny or large.
    mutating func arbitraryHeight() -> Double {
        switch int(0...9) {
        case 0: return 0
        case 1: return Double.random(in: 0..<1e-6, using: &self)
        case 2: return Double.random(in: 1e3..<1e5, using: &self)
        default: return Double.random(in: 0..<120, using: &self)
        }
    }

    /// Row metrics with a random measured flag.
    mutating func element(dyadic: Bool = true) -> HeightTree.Element {
        HeightTree.Element(height: dyadic ? dyadicHeight() : arbitraryHeight(), isMeasured: chance(0.5))
    }
}

/// The obviously correct model `HeightTree` is checked against: a plain array with linear scans.
struct ReferenceRows {
    var elements: [HeightTree.Element] = []

    var count: Int { elements.count }
    var totalHeight: Double { offset(of: elements.count) }
    var measuredCount: Int { elements.lazy.filter(\.isMeasured).count }

    /// Left-to-right sum of the heights of rows `0..<index`.
    func offset(of index: Int) -> Double {
        var sum = 0.0
        for i in 0..<index { sum += elements[i].height }
        return sum
    }

    /// The documented contract, by linear scan: clamp outside `[0, total)`, otherwise the first
    /// row whose half-open span contains `y` (zero-height rows have empty spans).
    func index(containing y: Double) -> Int? {
        guard !elements.isEmpty else { return nil }
        guard y >= 0 else { return 0 }
        var start = 0.0
        for (i, element) in elements.enumerated() {
            let end = start + element.height
            if y < end { return i }
            start = end
        }
        return elements.count - 1
    }

    func firstUnmeasured(in range: Range<Int>) -> Int? {
        range.first { !elements[$0].isMeasured }
    }
}

/// A node-capacity configuration to run a test under. Tiny capacities give deep trees from few
/// rows, exercising splits and merges at every level.
struct TreeShape: Hashable, Sendable, CustomTestStringConvertible {
    var leaf: Int
    var inner: Int

    static let tiny = TreeShape(leaf: 4, inner: 4)
    static let odd = TreeShape(leaf: 5, inner: 7)
    static let small = TreeShape(leaf: 8, inner: 5)
    static let standard = TreeShape(leaf: HeightTree.defaultLeafCapacity,
                                    inner: HeightTree.defaultInnerCapacity)
    static let all: [TreeShape] = [.tiny, .odd, .small, .standard]

    func emptyTree() -> HeightTree { HeightTree(leafCapacity: leaf, innerCapacity: inner) }

    var testDescription: String { "leaf \(leaf) / inner \(inner)" }
}

/// A short description of the first difference between two arrays (or of their lengths), or
/// `nil` when they are equal; keeps failure messages readable for arrays of thousands of rows.
func firstLayoutMismatch<T: Equatable>(_ actual: [T], _ expected: [T]) -> String? {
    if let index = (0..<min(actual.count, expected.count)).first(where: { actual[$0] != expected[$0] }) {
        return "first difference at [\(index)]: \(actual[index]) != \(expected[index])"
    }
    return actual.count == expected.count ? nil : "count \(actual.count) != \(expected.count)"
}
