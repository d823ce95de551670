import Testing
@testable import example

/// What ``Terminal`` writes for a frame: each line at its place, cleared first, the current item
/// and the status line in reverse video, and the cursor hidden unless a filter is typed.
@Suite("Terminal drawing")
struct TerminalDrawingTests {
    private let escape = "\u{1B}["

    @Test("each line is cleared and drawn at its place; the status line is in reverse video; the cursor is hidden")
    func lines() {
        let frame = InteractiveFrame(lines: ["one", "two", " status "], statusLine: 2)
        #expect(Terminal.drawing(frame) == "\(escape)?25l"
            + "\(escape)1;1H\(escape)2Kone"
            + "\(escape)2;1H\(escape)2Ktwo"
            + "\(escape)3;1H\(escape)2K\(escape)7m status \(escape)0m"
            + "\(escape)J")
    }

    @Test("the highlight covers its columns, padded with spaces; the cursor is shown where the filter is typed")
    func highlightAndCursor() {
        let frame = InteractiveFrame(
            lines: ["ab", "/x"], highlight: .init(lines: 0..<1, columns: 1..<4), statusLine: nil, cursor: .init(line: 1, column: 2))
        #expect(Terminal.drawing(frame) == "\(escape)?25l"
            + "\(escape)1;1H\(escape)2Ka\(escape)7mb  \(escape)27m"
            + "\(escape)2;1H\(escape)2K/x"
            + "\(escape)J\(escape)2;3H\(escape)?25h")
    }

    @Test("highlighting keeps every character, whatever the range", arguments: [0..<0, 0..<3, 1..<2, 2..<6, 5..<7])
    func highlightKeepsText(columns: Range<Int>) {
        let line = "abc"
        let drawn = Terminal.highlighted(line, columns: columns)
        let plain = drawn.replacingEscapes()
        #expect(plain.hasPrefix(line))
        #expect(plain.count == max(line.count, columns.upperBound))
    }
}

private extension String {
    /// Without the `ESC [ 7 m` and `ESC [ 27 m` sequences.
    func replacingEscapes() -> String {
        var text = self
        for sequence in ["\u{1B}[27m", "\u{1B}[7m"] {
            while let range = text.range(of: sequence) { text.removeSubrange(range) }
        }
        return text
    }
}
