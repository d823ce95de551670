@testable import CellControllers
@testable import CellControllersDesignSystem
import CellControllersTestSupport
import Testing

/// Random layouts and widths against simple references: the measured height is the number of
/// lines drawn, every line is exactly the width, weights split like exact integer arithmetic,
/// and wrapping agrees with ``TextRendering/wrap(_:width:)``.
@Suite("Content layout properties")
struct ContentLayoutPropertyTests {
    private static func randomTree(_ random: inout DiffTestRandom, depth: Int) -> ContentLayout {
        var element: ContentLayout
        switch depth > 0 ? random.int(0...5) : random.int(0...2) {
        case 0, 1:
            element = ContentText(
                TextSamples.string(&random, maxLength: 24).text,
                lineLimit: random.int(0...3),
                alignment: random.pick([.leading, .center, .trailing]),
                longWords: random.pick([.break, .cut])
            ).layout
        case 2:
            element = ContentSpacer(random.chance(0.5) ? nil : random.int(0...3)).layout
        default:
            let children = (0..<random.int(0...4)).map { _ in randomTree(&random, depth: depth - 1) }
            let spacing = random.int(0...2)
            if random.chance(0.5) {
                element = ContentRow(spacing: spacing, alignment: random.pick([.top, .center, .bottom])) { children }.layout
            } else {
                element = ContentColumn(spacing: spacing, alignment: random.pick([.leading, .center, .trailing])) { children }.layout
            }
        }
        if random.chance(0.2) { element = element.width(random.int(0...12)) }
        if random.chance(0.25) { element = element.weight(Double(random.int(1...3))) }
        if random.chance(0.1) { element = element.height(random.int(0...4)) }
        if random.chance(0.2) {
            element = element.margins(EdgeInsets(
                top: Double(random.int(0...1)), left: Double(random.int(0...2)),
                bottom: Double(random.int(0...1)), right: Double(random.int(0...2))))
        }
        return element
    }

    @Test("random layouts at random widths: height(forWidth:) lines, each exactly the width")
    func heightMatchesRendering() {
        var random = DiffTestRandom(seed: 0x1A_7007)
        for iteration in 0..<1_500 {
            let layout = Self.randomTree(&random, depth: 3)
            let width = random.int(-2...40)
            let lines = layout.render(width: width)
            #expect(lines.count == layout.height(forWidth: width), "iteration \(iteration) at \(width)")
            for line in lines {
                #expect(TextRendering.columnWidth(of: line) == max(0, width), "iteration \(iteration): \(line.debugDescription)")
            }
        }
    }

    @Test("a column of one-line texts is each text fitted to the width")
    func columnOfTexts() {
        var random = DiffTestRandom(seed: 0xC01)
        for _ in 0..<500 {
            let texts = (0..<random.int(0...5)).map { _ in TextSamples.string(&random, maxLength: 16).text }
            let width = random.int(1...20)
            let layout = ContentColumn { for text in texts { ContentText(text) } }
            #expect(layout.render(width: width) == texts.map { TextRendering.fit($0, width: width) })
        }
    }

    @Test("a row of fixed-width texts is each text fitted to its width, spacing apart")
    func rowOfFixedTexts() {
        var random = DiffTestRandom(seed: 0x120)
        for _ in 0..<500 {
            let children = (0..<random.int(1...4)).map { _ in (TextSamples.string(&random, maxLength: 10).text, random.int(1...6)) }
            let spacing = random.int(0...2)
            let used = children.reduce(0) { $0 + $1.1 } + spacing * (children.count - 1)
            let width = used + random.int(0...5)
            let row = ContentRow(spacing: spacing) { for (text, columns) in children { ContentText(text).width(columns) } }
            let expected = children.map { TextRendering.fit($0.0, width: $0.1) }.joined(separator: String(repeating: " ", count: spacing))
                + String(repeating: " ", count: width - used)
            #expect(row.render(width: width) == [expected])
        }
    }

    /// The largest-remainder split in exact integer arithmetic.
    private static func referenceShare(_ space: Int, weights: [Int]) -> [Int] {
        let total = weights.reduce(0, +)
        guard total > 0 else { return weights.map { _ in 0 } }
        var shares = weights.map { space * $0 / total }
        let remainders = weights.map { space * $0 % total }
        let order = weights.indices.filter { weights[$0] > 0 }.sorted {
            remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1
        }
        for index in order.prefix(space - shares.reduce(0, +)) { shares[index] += 1 }
        return shares
    }

    @Test("weighted children split the width left like exact integer arithmetic")
    func weightsAgainstReference() {
        var random = DiffTestRandom(seed: 0x3E16)
        for _ in 0..<2_000 {
            let weights = (0..<random.int(1...6)).map { _ in random.int(0...5) }
            let space = random.int(0...60)
            var widths = weights.map { _ in 0 }
            ContentLayout.share(space, by: weights.map(Double.init), into: &widths)
            #expect(widths == Self.referenceShare(space, weights: weights), "\(weights) sharing \(space)")
            if weights.contains(where: { $0 > 0 }) { #expect(widths.reduce(0, +) == space) }
        }
    }

    @Test("wrapping that cuts long words is TextRendering.wrap; breaking them keeps every character")
    func wrappingAgainstReference() {
        var random = DiffTestRandom(seed: 0x3A9)
        for _ in 0..<1_500 {
            let text = TextSamples.string(&random, maxLength: 30).text
            let width = random.int(1...16)
            #expect(TextWrapping.lines(text, width: width, limit: 0, cutsLongWords: true) == TextRendering.wrap(text, width: width),
                    "\(text.debugDescription) at \(width)")
            let broken = TextWrapping.lines(text, width: width, limit: 0, cutsLongWords: false)
            #expect(broken.count == TextWrapping.lineCount(text, width: width, limit: 0, cutsLongWords: false))
            #expect(broken.allSatisfy { TextRendering.columnWidth(of: $0) <= width })
            let words = text.split(separator: " ").joined()
            let kept = broken.joined().filter { $0 != " " }
            if !text.contains(where: { TextRendering.columnWidth(of: $0) > width }) {
                #expect(String(kept) == words.filter { $0 != " " }, "\(text.debugDescription) at \(width)")
            }
        }
    }

    @Test("exhaustive small rows: every split of up to 3 children at widths 0 to 8 fits and measures")
    func exhaustiveSmallRows() {
        let kinds: [ContentLayout] = [
            ContentText("ab").layout, ContentText("東").layout, ContentText("x").weight(1), ContentText("yz").weight(2),
            ContentText("abc").width(2), ContentSpacer().layout, ContentSpacer(1).layout,
        ]
        for a in kinds {
            for b in kinds {
                for c in kinds {
                    for spacing in 0...1 {
                        let row = ContentRow(spacing: spacing) {
                            a
                            b
                            c
                        }
                        for width in 0...8 {
                            let widths = ContentLayout.distribute([a, b, c], spacing: spacing, width: width)
                            let shown = widths.filter { $0 > 0 }
                            #expect(shown.reduce(0, +) + spacing * max(0, shown.count - 1) <= width)
                            let lines = row.render(width: width)
                            #expect(lines.count == row.height(forWidth: width))
                            #expect(lines.allSatisfy { TextRendering.columnWidth(of: $0) == width })
                        }
                    }
                }
            }
        }
    }
}
