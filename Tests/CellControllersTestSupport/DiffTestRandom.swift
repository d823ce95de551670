/// SplitMix64: a tiny, seedable, dependency-free generator, so every random diff test can be
/// replayed from the seed it prints.
package struct DiffTestRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range`.
    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A uniform integer in `range`.
    package mutating func int(_ range: Range<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// `true` with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool {
        probability > 0 && Double.random(in: 0..<1, using: &self) < probability
    }

    /// One element of `choices`.
    package mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0..<choices.count)]
    }
}
