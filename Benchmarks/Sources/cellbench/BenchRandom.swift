/// SplitMix64, so every benchmark input is the same on every run and machine.
struct BenchRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// The SplitMix64 finaliser: a bijection on `UInt64`, so distinct inputs give distinct ids.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` distinct indices from `0..<bound`, in random order.
    mutating func distinctIndices(_ count: Int, below bound: Int) -> [Int] {
        precondition(count <= bound)
        var chosen = Set<Int>(minimumCapacity: count)
        var result: [Int] = []
        result.reserveCapacity(count)
        while result.count < count {
            let index = Int.random(in: 0..<bound, using: &self)
            if chosen.insert(index).inserted { result.append(index) }
        }
        return result
    }
}
