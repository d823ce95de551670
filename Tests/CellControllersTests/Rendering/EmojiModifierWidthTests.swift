@testable import CellControllers
import CellControllersTestSupport
import Testing

/// Emoji modifier sequences (UTS #51: an `Emoji_Modifier_Base` followed by a skin-tone
/// modifier U+1F3FB…U+1F3FF) are shown as emoji, two columns, also on the bases whose default
/// presentation is text ("✌", "☝", "✍", "⛹", …).
@MainActor
@Suite("Emoji modifier widths")
struct EmojiModifierWidthTests {
    /// The `Emoji_Modifier_Base` scalars whose default presentation is text (emoji-data.txt,
    /// Unicode 17.0): one column alone, two with a modifier.
    static let textPresentationBases: [UInt32] = [0x261D, 0x26F9, 0x270C, 0x270D, 0x1F3CB, 0x1F3CC, 0x1F574, 0x1F575, 0x1F590]

    @Test("known widths", arguments: [
        ("✌🏽", 2), ("☝🏻", 2), ("✍🏿", 2), ("⛹🏽", 2), ("✌", 1), ("✌️", 2), ("☝", 1), ("⛹\u{1F3FD}\u{200D}\u{2640}", 2),
        ("👍🏽", 2), ("a✌🏽b", 4), ("Peace ✌🏽 Pharmacy", 17),
    ])
    func knownWidth(text: String, columns: Int) {
        #expect(TextRendering.columnWidth(of: text) == columns)
        if text.count == 1, let character = text.first {
            #expect(TextRendering.columnWidth(of: character) == columns)
        }
    }

    @Test("every text-presentation modifier base: one column alone, two with each modifier")
    func everyBaseAndModifier() throws {
        for base in Self.textPresentationBases {
            let scalar = try #require(Unicode.Scalar(base))
            #expect(TextRendering.columnWidth(of: String(scalar)) == 1, "\(base)")
            for modifier in UInt32(0x1F3FB)...0x1F3FF {
                let text = String(scalar) + String(try #require(Unicode.Scalar(modifier)))
                #expect(text.count == 1)
                #expect(TextRendering.columnWidth(of: text) == 2, "\(text)")
            }
        }
    }

    @Test("the generated modifier-base table: sorted, disjoint pairs; its one-column scalars are the text-presentation bases")
    func table() {
        let table = TerminalColumnTable.emojiModifierBase
        #expect(table.count % 2 == 0)
        var narrow: [UInt32] = []
        for index in stride(from: 0, to: table.count, by: 2) {
            #expect(table[index] <= table[index + 1])
            if index > 0 { #expect(table[index - 1] + 1 < table[index], "ranges are merged") }
            for value in table[index]...table[index + 1] where !TerminalColumnTable.contains(value, in: TerminalColumnTable.wide) {
                narrow.append(value)
            }
        }
        #expect(narrow == Self.textPresentationBases)
        #expect(TerminalColumnTable.contains(0x1F44D, in: table))   // 👍
        #expect(!TerminalColumnTable.contains(0x2764, in: table))   // ❤ is no modifier base
    }

    @Test("a listing of a name with ✌🏽 at width 61: no line is wider than 61 columns")
    func listing() throws {
        let width = 61
        let titles = [
            "Peace ✌🏽 Pharmacy",
            String(repeating: "x", count: 59) + "✌🏽" + "y",
            String(repeating: "x", count: 58) + "✌🏽" + String(repeating: "y", count: 10),
            "✌🏽☝🏻✍🏿⛹🏽" + String(repeating: "z", count: 60),
        ]
        let host = TableHost(viewportSize: Size(width: Double(width), height: 10), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: [
            ControllerSection(id: 0, items: titles.enumerated().map { LabelController(id: $0.offset, title: $0.element) }),
        ])
        host.reloadData()
        let lines = host.renderText().split(separator: "\n").map(String.init)
        #expect(lines.count >= titles.count)
        #expect(adapter.snapshot.numberOfItems(inSection: 0) == titles.count)
        for line in lines {
            // Measured independently of the width table: each modifier sequence is two columns.
            var measured = line
            for sequence in ["✌🏽", "☝🏻", "✍🏿", "⛹🏽"] { measured = measured.replacing(sequence, with: "##") }
            #expect(TextRendering.columnWidth(of: measured) <= width, "\(line)")
        }
    }
}
