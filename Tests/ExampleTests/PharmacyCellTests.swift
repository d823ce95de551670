import Foundation
import CellControllers
import Testing
@testable import example

/// Formatting of the pharmacy fields and the cells' own rendering and sizing.
@MainActor
@Suite("Pharmacy cells")
struct PharmacyCellTests {
    private let pharmacy = Pharmacy(
        name: "Walgreens", address1: "530 Commonwealth Avenue", city: "Boston", state: "MA", zipCode: "02215",
        phone: "6175550190", email: "store1185@walgreens.example", fax: "6175550191", distance: 1.456)

    @Test("phone numbers", arguments: [
        ("6177427035", "(617) 742-7035"),
        ("617-742-7035", "(617) 742-7035"),
        ("+1 617 742 7035", "(617) 742-7035"),
        ("7427035", "7427035"),
        ("", ""),
        ("call us", "call us"),
    ])
    func phone(raw: String, formatted: String) {
        #expect(PharmacyFormatting.phone(raw) == formatted)
    }

    @Test("distances have two decimals", arguments: [(0.42, "0.42 miles"), (1.456, "1.46 miles"), (12, "12.00 miles"), (0, "0.00 miles")])
    func distance(miles: Double, text: String) {
        #expect(PharmacyFormatting.distance(miles) == text)
    }

    @Test("the content of a result: numbered title, two address lines")
    func content() {
        let content = PharmacyCellContent(PharmacyResult(number: 7, pharmacy: pharmacy))
        #expect(content.title == "7. Walgreens")
        #expect(content.distance == "1.46 miles")
        #expect(content.addressLines == ["530 Commonwealth Avenue", "Boston MA 02215"])
        #expect(content.phone == "(617) 555-0190")
        #expect(content.fax == "(617) 555-0191")
    }

    @Test("a table cell grows when its address wraps")
    func tableCellSelfSizing() {
        let cell = PharmacyCell(reuseIdentifier: "pharmacy")
        cell.content = PharmacyCellContent(PharmacyResult(number: 7, pharmacy: pharmacy))
        #expect(cell.preferredHeight(forWidth: 60) == 6)
        #expect(cell.preferredHeight(forWidth: 24) == 7)
        #expect(cell.render(width: 24).allSatisfy { $0.count <= 24 })
        cell.prepareForReuse()
        #expect(cell.content == nil)
        #expect(cell.render(width: 24) == [""])
    }

    @Test("a grid card always has the same height, and every line fills its width", arguments: [18, 29, 40])
    func gridCard(width: Int) {
        let cell = PharmacyGridCell(reuseIdentifier: "card")
        cell.content = PharmacyCellContent(PharmacyResult(number: 7, pharmacy: pharmacy))
        let lines = cell.render(width: width)
        #expect(cell.preferredHeight(forWidth: Double(width)) == 8)
        #expect(lines.count == 8)
        #expect(lines.allSatisfy { $0.count == width })
        #expect(lines.first?.hasPrefix("╭") == true)
        #expect(lines.last?.hasSuffix("╯") == true)
    }

    @Test("a grid card never crashes at degenerate widths", arguments: [0, 1, 3, 4, 5])
    func gridCardTiny(width: Int) {
        let cell = PharmacyGridCell(reuseIdentifier: "card")
        cell.content = PharmacyCellContent(PharmacyResult(number: 1, pharmacy: pharmacy))
        let lines = cell.render(width: width)
        #expect(lines.count == (width >= 4 ? 8 : 0))
        #expect(lines.allSatisfy { $0.count == width })
    }

    @Test("the demo data decodes to twelve records sorted by distance")
    func demoData() throws {
        let pharmacies = try PharmacyLoader.decode(Data(DemoData.pharmaciesJSON.utf8), source: "demo")
        #expect(pharmacies.count == 12)
        #expect(pharmacies.map(\.distance) == pharmacies.map(\.distance).sorted())
        #expect(pharmacies.allSatisfy { PharmacyFormatting.phone($0.phone).hasPrefix("(617) 555-01") })
    }
}
