@testable import CellControllers
import CellControllersTestSupport
import Testing

/// `TextRendering.wrap(_:width:)` now wraps with `TextWrapping` (the implementation the design
/// system's `ContentLayout` shares); it must still be the greedy wrap it was before, which this
/// test keeps as the reference.
@Suite("Word wrapping")
struct TextWrapTests {
    /// The greedy wrap `TextRendering.wrap(_:width:)` had before it shared `TextWrapping`.
    private static func referenceWrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [""] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                var wordWidth = TextRendering.columnWidth(of: word)
                if wordWidth > width {
                    let cut = TextRendering.prefix(Substring(word), columns: width - 1)
                    word = String(cut.text) + "…"
                    wordWidth = cut.width + 1
                }
                if line.isEmpty {
                    line = word
                    lineWidth = wordWidth
                } else if lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                } else {
                    lines.append(line)
                    line = word
                    lineWidth = wordWidth
                }
            }
            lines.append(line)
        }
        return lines
    }

    @Test("wrap(_:width:) is the greedy reference wrap, on random wide, zero-width and emoji text")
    func wrapAgainstReference() {
        var random = DiffTestRandom(seed: 0x3A9)
        for _ in 0..<1_500 {
            let text = TextSamples.string(&random, maxLength: 30).text
            let width = random.int(0...16)
            #expect(TextRendering.wrap(text, width: width) == Self.referenceWrap(text, width: width),
                    "\(text.debugDescription) at \(width)")
        }
        for (text, width) in [("", 5), ("   ", 3), ("a\n\nb", 4), ("word", 1), ("東京", 1), ("a b", -1)] {
            #expect(TextRendering.wrap(text, width: width) == Self.referenceWrap(text, width: width),
                    "\(text.debugDescription) at \(width)")
        }
    }
}
