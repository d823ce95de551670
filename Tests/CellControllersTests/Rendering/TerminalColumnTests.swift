@testable import CellControllers
import CellControllersTestSupport
import Testing

/// Widths of grapheme clusters and strings in terminal columns, and the text helpers that
/// measure with them.
@Suite("Terminal columns")
struct TerminalColumnTests {
    @Test("known widths", arguments: [
        ("", 0), ("Pharmacy", 8), ("東京薬局", 8), ("🏥", 2), ("\u{E9}", 1), ("e\u{301}", 1), ("👍🏽", 2),
        ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("❤", 1), ("Ａ", 2), ("ｱ", 1), ("\u{301}", 0), ("\u{200D}", 0),
        ("\u{FE0F}", 0), ("\u{200B}", 0), ("\u{3000}", 2), ("…", 1), ("╭─╮", 3), ("1️⃣", 2), ("©", 1), ("©️", 2),
        ("🏳️‍🌈", 2), ("🇯", 1), ("한국어", 6), ("ﾊﾝｶｸ", 4), ("\t", 0), ("\r\n", 0), ("\u{AD}", 1),
        ("東京薬局 🏥 Pharmacy", 20), ("a\u{301}\u{302}b", 2), ("𠀋", 2)
    ])
    func knownWidth(text: String, columns: Int) {
        #expect(TextRendering.columnWidth(of: text) == columns)
        if text.count == 1, let character = text.first {
            #expect(TextRendering.columnWidth(of: character) == columns)
        }
    }

    @Test("every ASCII scalar: printable is one column, controls none")
    func ascii() {
        for value in UInt8(0)...UInt8(127) {
            let character = Character(Unicode.Scalar(value))
            let expected = (0x20..<0x7F).contains(value) ? 1 : 0
            #expect(TextRendering.columnWidth(of: character) == expected, "\(value)")
            #expect(TextRendering.columnWidth(of: String(character)) == expected, "\(value)")
        }
    }

    @Test("the generated tables are sorted, disjoint pairs, and wide and zero do not overlap")
    func tables() {
        for table in [TerminalColumnTable.wide, TerminalColumnTable.zero, TerminalColumnTable.emoji] {
            #expect(table.count % 2 == 0)
            for index in stride(from: 0, to: table.count, by: 2) {
                #expect(table[index] <= table[index + 1])
                if index > 0 { #expect(table[index - 1] + 1 < table[index], "ranges are merged") }
            }
            #expect(!TerminalColumnTable.contains(0, in: table) || table.first == 0)
            #expect(!TerminalColumnTable.contains(0x110000, in: table))
        }
        let wide = TerminalColumnTable.wide
        for index in stride(from: 0, to: wide.count, by: 2) {
            #expect(!TerminalColumnTable.contains(wide[index], in: TerminalColumnTable.zero))
            #expect(!TerminalColumnTable.contains(wide[index + 1], in: TerminalColumnTable.zero))
        }
        #expect(TerminalColumnTable.unicodeVersion == "17.0")
    }

    @Test("binary search agrees with a linear scan")
    func binarySearch() {
        let table: [UInt32] = [3, 5, 9, 9, 20, 30]
        for value in UInt32(0)...40 {
            let expected = stride(from: 0, to: table.count, by: 2).contains { table[$0] <= value && value <= table[$0 + 1] }
            #expect(TerminalColumnTable.contains(value, in: table) == expected, "\(value)")
        }
        #expect(!TerminalColumnTable.contains(1, in: []))
    }

    @Test("fit pads and cuts to exactly the width in columns", arguments: [
        ("東京薬局", 8, "東京薬局"), ("東京薬局", 9, "東京薬局 "), ("東京薬局", 7, "東京薬…"), ("東京薬局", 6, "東京… "),
        ("東京薬局", 2, "… "), ("東京薬局", 1, "…"), ("🏥 Pharmacy", 6, "🏥 Ph…"), ("🇯🇵🇯🇵", 3, "🇯🇵…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"), ("abc", 0, ""), ("abcdef", 4, "abc…"),
    ])
    func fit(text: String, width: Int, expected: String) {
        let fitted = TextRendering.fit(text, width: width)
        #expect(fitted == expected)
        #expect(TextRendering.columnWidth(of: fitted) == width)
    }

    @Test("truncated, clipped, centered and leftRight measure in columns")
    func helpers() {
        #expect(TextRendering.truncated("東京薬局", width: 5) == "東京…")
        #expect(TextRendering.truncated("東京薬局", width: 8) == "東京薬局")
        #expect(TextRendering.truncated("東京", width: 0) == "")
        #expect(TextRendering.clipped("東京薬局", width: 5) == "東京")
        #expect(TextRendering.clipped("abc", width: 2) == "ab")
        #expect(TextRendering.clipped("abc", width: -1) == "")
        #expect(TextRendering.centered("東京", width: 10) == "   東京   ")
        #expect(TextRendering.leftRight("東京薬局", "🏥", width: 10) == "東京薬… 🏥")
        #expect(TextRendering.leftRight("東京", "1.0 mi", width: 12) == "東京  1.0 mi")
        #expect(TextRendering.wrap("東京 薬局 大阪", width: 9) == ["東京 薬局", "大阪"])
        #expect(TextRendering.wrap("東京薬局大阪", width: 5) == ["東京…"])
        #expect(TextRendering.dimmed("東京") == "· 京")
        #expect(TextRendering.dimmed(" a") == "·a")
    }

    @Test("centered pads on both sides to exactly the width, like fit (issue 27)", arguments: [
        ("ab", 7, "  ab   "), ("abc", 7, "  abc  "), ("東京", 9, "  東京   "), ("", 3, "   "), ("abcdef", 4, "abcdef"),
    ])
    func centeredIsAColumnAsWideAsFit(text: String, width: Int, expected: String) {
        let line = TextRendering.centered(text, width: width)
        #expect(line == expected)
        if TextRendering.columnWidth(of: text) <= width {
            #expect(TextRendering.columnWidth(of: line) == TextRendering.columnWidth(of: TextRendering.fit(text, width: width)))
        }
    }

    @Test("random strings: fit is exactly the width, truncated and clipped at most, clusters never split")
    func randomFit() {
        var random = DiffTestRandom(seed: 0x7E57_C0DE)
        for _ in 0..<2_000 {
            let (text, columns) = TextSamples.string(&random, maxLength: 12)
            #expect(TextRendering.columnWidth(of: text) == columns, "\(text.debugDescription)")
            let width = random.int(0...20)
            let fitted = TextRendering.fit(text, width: width)
            #expect(TextRendering.columnWidth(of: fitted) == width, "\(text.debugDescription) at \(width)")
            let truncated = TextRendering.truncated(text, width: width)
            #expect(TextRendering.columnWidth(of: truncated) <= width)
            #expect(TextRendering.columnWidth(of: truncated) >= min(columns, width) - 1)
            let clipped = TextRendering.clipped(text, width: width)
            #expect(TextRendering.columnWidth(of: clipped) <= width)
            #expect(text.starts(with: clipped), "a prefix of whole clusters")
            if width == 0 {
                #expect(truncated == "")
            } else if columns > width {
                #expect(truncated.hasSuffix("…"))
                #expect(text.starts(with: truncated.dropLast()), "whole clusters before the …")
            } else {
                #expect(truncated == text)
            }
            for line in TextRendering.wrap(text, width: width) {
                #expect(TextRendering.columnWidth(of: line) <= max(width, 0), "\(text.debugDescription) at \(width)")
            }
        }
    }
}
