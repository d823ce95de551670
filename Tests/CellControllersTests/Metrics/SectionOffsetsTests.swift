import Testing
@testable import CellControllers

@Suite struct SectionOffsetsTests {
    @Test func empty() {
        let sections = SectionOffsets()
        #expect(sections.count == 0)
        #expect(sections.isEmpty)
        #expect(sections.total == 0)
        #expect(sections.offset(of: 0) == 0)
        #expect(sections.index(containing: 0) == nil)
        #expect(sections.index(containing: -1) == nil)
    }

    @Test func boundariesAndClamping() {
        let sections = SectionOffsets([100, 0, 0, 50, 0, 25, 0])
        #expect(sections.total == 175)
        #expect((0...7).map { sections.offset(of: $0) } == [0, 100, 100, 100, 150, 150, 175, 175])
        #expect(sections.index(containing: -3) == 0)
        #expect(sections.index(containing: .nan) == 0)
        #expect(sections.index(containing: 0) == 0)
        #expect(sections.index(containing: 99.9) == 0)
        #expect(sections.index(containing: 100) == 3)  // skips the empty sections 1 and 2
        #expect(sections.index(containing: 150) == 5)
        #expect(sections.index(containing: 174.9) == 5)
        #expect(sections.index(containing: 175) == 6)  // >= total: last section
        #expect(sections.index(containing: .infinity) == 6)
    }

    @Test func spacingSeparatesNeighboursOnly() {
        let sections = SectionOffsets([10, 0, 5], spacing: 2)
        #expect((0...3).map { sections.offset(of: $0) } == [0, 12, 14, 19])
        #expect(sections.total == 19)
        #expect(sections.index(containing: 9.9) == 0)
        #expect(sections.index(containing: 11) == 0)   // the gap after section 0 is below it
        #expect(sections.index(containing: 12) == 1)   // an empty section, then its gap
        #expect(sections.index(containing: 14) == 2)
        #expect(sections.index(containing: 18.9) == 2)
        #expect(SectionOffsets([7], spacing: 3).total == 7)
        #expect(SectionOffsets([], spacing: 3).total == 0)
        #expect(SectionOffsets([1, 1], spacing: -1) == SectionOffsets([1, 1]))
    }

    @Test(arguments: [UInt64(5), 6, 7])
    func spacedOffsetsAndSearchMatchANaiveStack(seed: UInt64) {
        var rng = LayoutTestRandom(seed: seed)
        for _ in 0..<200 {
            let heights = (0..<rng.int(0...12)).map { _ in rng.dyadicHeight() * 4 }
            let spacing = Double(rng.int(0...3)) / 2
            let sections = SectionOffsets(heights, spacing: spacing)
            var tops: [Double] = []
            var y = 0.0
            for height in heights {
                tops.append(y)
                y += height + spacing
            }
            #expect(sections.total == (heights.isEmpty ? 0 : y - spacing))
            for (index, top) in tops.enumerated() {
                #expect(sections.offset(of: index) == top)
                // A point inside a section with an extent finds it.
                if heights[index] > 0 { #expect(sections.index(containing: top + heights[index] / 2) == index) }
            }
        }
    }

    @Test func singleSection() {
        var sections = SectionOffsets([40])
        #expect(sections.index(containing: 39) == 0)
        #expect(sections.index(containing: 40) == 0)
        sections[0] = 10
        #expect(sections.total == 10)
        #expect(sections.remove(at: 0) == 10)
        #expect(sections.isEmpty)
        #expect(sections.total == 0)
        sections.append(5)
        #expect(sections == SectionOffsets([5]))
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomEditsMatchReference(seed: UInt64) throws {
        var rng = LayoutTestRandom(seed: seed)
        var sections = SectionOffsets()
        var reference: [Double] = []
        for step in 0..<1500 {
            let context: Comment = "seed \(seed), step \(step)"
            switch rng.int(0...9) {
            case 0...2:
                let index = rng.int(0...reference.count)
                let height = rng.dyadicHeight() * 10
                sections.insert(height, at: index)
                reference.insert(height, at: index)
            case 3:
                let height = rng.dyadicHeight()
                sections.append(height)
                reference.append(height)
            case 4...5 where !reference.isEmpty:
                let index = rng.int(0...(reference.count - 1))
                try #require(sections.remove(at: index) == reference.remove(at: index), context)
            case 6...8 where !reference.isEmpty:
                let index = rng.int(0...(reference.count - 1))
                let height = rng.dyadicHeight() * 10
                sections[index] = height
                reference[index] = height
            default:
                if rng.chance(0.05) {
                    sections.removeAll()
                    reference.removeAll()
                }
            }
            var prefix = [0.0]
            for height in reference { prefix.append(prefix.last! + height) }
            try #require(sections.count == reference.count, context)
            try #require(sections.heights == reference, context)
            try #require(sections.total == prefix.last!, context)
            try #require((0...reference.count).map { sections.offset(of: $0) } == prefix, context)
            for _ in 0..<5 {
                let boundary = prefix[rng.int(0...reference.count)]
                for y in [boundary, boundary.nextDown, boundary + 0.5,
                          Double.random(in: -5...(prefix.last! + 5), using: &rng)] {
                    try #require(sections.index(containing: y)
                                 == HeightTreeRandomizedTests.expectedIndex(y, prefix), "\(context), y \(y)")
                }
            }
            // Node values are recomputed, not patched: the result equals a fresh build.
            try #require(sections == SectionOffsets(reference), context)
        }
    }

    @Test func roundingNeverBreaksTheOffsetContract() throws {
        var rng = LayoutTestRandom(seed: 99)
        var sections = SectionOffsets((0..<1000).map { _ in rng.arbitraryHeight() })
        for step in 0..<2000 {
            let index = rng.int(0...(sections.count - 1))
            sections[index] = rng.arbitraryHeight()
            let naive = sections.heights.reduce(0, +)
            try #require(abs(sections.total - naive) <= 1e-12 * naive, "step \(step)")
            try #require(sections.offset(of: sections.count) == sections.total, "step \(step)")
            let y = Double.random(in: 0..<sections.total, using: &rng)
            let found = try #require(sections.index(containing: y))
            try #require(sections.offset(of: found) <= y && y < sections.offset(of: found + 1),
                         "step \(step), y \(y)")
        }
    }
}
