import CellControllers
import Foundation
import Testing
@testable import example

/// The pharmacy row and card are built with ``ContentLayout``: for ASCII data they draw exactly
/// what the hand-written cells drew (kept here as the reference), and with wide text they stay
/// within their width.
@MainActor
@Suite("Pharmacy layout")
struct PharmacyLayoutTests {
    /// The table row as it was drawn by hand before the content layout.
    private static func legacyRow(_ content: PharmacyCellContent, width: Int) -> [String] {
        let indent = min(3, max(0, width - 1))
        let pad = String(repeating: " ", count: indent)
        let inner = width - indent
        var lines = [TextRendering.leftRight(content.title, content.distance, width: width)]
        for line in content.addressLines {
            lines += TextRendering.wrap(line, width: inner).map { pad + $0 }
        }
        for (label, value) in [("Phone", content.phone), ("Fax", content.fax), ("Email", content.email)] where !value.isEmpty {
            let labelled = label + String(repeating: " ", count: max(0, 7 - label.count)) + value
            lines.append(pad + TextRendering.fit(labelled, width: inner))
        }
        return lines
    }

    /// The grid card as it was drawn by hand before the content layout.
    private static func legacyCard(_ content: PharmacyCellContent, width: Int) -> [String] {
        guard width >= 4 else { return [] }
        var body = [content.title, content.distance] + content.addressLines.prefix(2) + [content.phone, content.email]
        while body.count < 6 { body.append("") }
        let rule = String(repeating: "─", count: width - 2)
        return ["╭" + rule + "╮"] + body.prefix(6).map { "│ " + TextRendering.fit($0, width: width - 4) + " │" } + ["╰" + rule + "╯"]
    }

    private static func demoContents() throws -> [PharmacyCellContent] {
        var pharmacies = try PharmacyLoader.decode(Data(DemoData.pharmaciesJSON.utf8), source: "demo")
        // Records with missing fields, a long word and an empty address.
        var sparse = pharmacies[0]
        sparse.fax = ""
        sparse.email = ""
        sparse.address1 = "Supercalifragilisticexpialidocious Street"
        var bare = pharmacies[1]
        bare.address1 = ""
        bare.city = ""
        bare.state = ""
        bare.zipCode = ""
        pharmacies += [sparse, bare]
        return pharmacies.enumerated().map { PharmacyCellContent(PharmacyResult(number: $0.offset + 1, pharmacy: $0.element)) }
    }

    private func trimmed(_ lines: [String]) -> [String] {
        lines.map(TextRendering.trimmingTrailingSpaces)
    }

    // Below 11 columns not one column of a phone number fits beside its 7-column label: the old
    // row cut "Phone  (617)…" as one string, the layout shows the label and leaves the value
    // out; below 4 columns the old indent shrank.
    @Test("the row draws what the hand-written row drew, from 11 columns (the example allows 16 and up)")
    func rowMatchesLegacy() throws {
        for content in try Self.demoContents() {
            for width in 11...120 {
                let cell = PharmacyCell(reuseIdentifier: "row")
                cell.content = content
                let lines = cell.render(width: width)
                #expect(trimmed(lines) == trimmed(Self.legacyRow(content, width: width)), "\(content.title) at \(width)")
                #expect(cell.preferredHeight(forWidth: Double(width)) == Double(lines.count))
                #expect(lines.allSatisfy { TextRendering.columnWidth(of: $0) == width })
            }
        }
    }

    @Test("the card draws what the hand-written card drew, at every width")
    func cardMatchesLegacy() throws {
        for content in try Self.demoContents() {
            for width in 0...80 {
                let cell = PharmacyGridCell(reuseIdentifier: "card")
                cell.content = content
                #expect(cell.render(width: width) == Self.legacyCard(content, width: width), "\(content.title) at \(width)")
            }
        }
    }

    @Test("wide names: the row and the card fill exactly their width, and the row's height is its line count")
    func wideNames() throws {
        var content = try #require(Self.demoContents().first)
        for name in ["1. 東京薬局 🏥 Pharmacy", "2. Ｆｕｌｌｗｉｄｔｈ", "3. 👨‍👩‍👧 🇯🇵 e\u{301}"] {
            content.title = name
            content.addressLines = ["東京都千代田区丸の内一丁目 1-1", "〒100-0005"]
            for width in 0...50 {
                let row = PharmacyCell(reuseIdentifier: "row")
                row.content = content
                let lines = row.render(width: width)
                #expect(lines.allSatisfy { TextRendering.columnWidth(of: $0) == width }, "\(name) at \(width)")
                #expect(row.preferredHeight(forWidth: Double(width)) == Double(max(1, lines.count)))
                let card = PharmacyGridCell(reuseIdentifier: "card")
                card.content = content
                #expect(card.render(width: width).allSatisfy { TextRendering.columnWidth(of: $0) == width }, "\(name) at \(width)")
            }
        }
    }
}
