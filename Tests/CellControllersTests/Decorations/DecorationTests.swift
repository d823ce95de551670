import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Badges and section backgrounds")
struct DecorationTests {
    struct Shelf: Identifiable, Equatable, Sendable { let id: String }

    /// Cards badged "NEW" from their model (ids above 2), in a carousel with insets of 1 and a
    /// section background, under a one-line header, in a viewport 20 × 6.
    static func shop(background: SectionBackground?) throws -> (GridHost, CellControllerAdapter<GridHost>) {
        let cards = CellRegistration<TileCell, Row> { cell, row in cell.title = row.title }
            .badge { row in row.id > 2 ? "NEW" : nil }
        var layout = GridLayout.carousel(itemWidth: 8, itemHeight: 2, spacing: 1, sectionInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        layout.sectionBackground = background
        let host = GridHost(viewportSize: Size(width: 20, height: 6), layout: GridLayout(columns: .fixed(1), itemHeight: 1))
        let adapter = CellControllerAdapter(host: host, sections: [
            ControllerSection(
                model: Shelf(id: "cards"), header: GridCaptionController("Deals"), layout: layout,
                items: cards.cellControllers(for: (1...5).map { Row(id: $0, title: "Card \($0)") })),
        ])
        host.layoutIfNeeded()
        return (host, adapter)
    }

    static func lines(_ host: GridHost) -> [String] {
        host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aBoxIsDrawnBehindTheItemsAndBadgesOverTheirCorners() throws {
        let (host, adapter) = try Self.shop(background: .box)
        // The box surrounds the section's body (insets of 1 around the row); card 3, at the
        // viewport's last column, is drawn over it.
        #expect(Self.lines(host) == [
            "Deals",
            "┌──────────────────┐",
            "│Card 1   Card 2   C",
            "│                  │",
            "└──────────────────┘",
            "",
        ])
        #expect(host.cell(for: .item(ItemPath(item: 2, section: 0))) != nil)
        withExtendedLifetime(adapter) {}
    }

    @Test func badgesMoveWithTheirCardsAndAreClippedToThem() throws {
        let (host, adapter) = try Self.shop(background: nil)
        try host.scrollCarousel(section: 0, toX: 18)
        // Card 3 at 1 and card 4 at 10, their badges over their last three columns; card 5 at 19.
        #expect(Self.lines(host)[2] == " Card NEW Card NEW C")
        try host.scrollCarousel(section: 0, toX: 22)
        // Card 3 is cut at the left edge; its badge stays on its right corner.
        #expect(Self.lines(host)[2] == "d NEW Card NEW Card")
        withExtendedLifetime(adapter) {}
    }

    @Test func aFillCoversTheBodyWhereNoCellDraws() throws {
        let (host, adapter) = try Self.shop(background: .fill("░"))
        let lines = Self.lines(host)
        #expect(lines[0] == "Deals")
        #expect(lines[1] == String(repeating: "░", count: 20))
        #expect(lines[2].hasPrefix("░Card 1  ░Card 2  ░"))
        #expect(lines[4] == String(repeating: "░", count: 20))
        #expect(lines[5] == "")
        withExtendedLifetime(adapter) {}
    }

    @Test func badgesComeFromTheControllersAndDataSourcesWithoutThemDrawNone() throws {
        let (host, adapter) = try Self.shop(background: nil)
        #expect(adapter.controller(at: ItemPath(item: 2, section: 0))?.badge == "NEW")
        #expect(adapter.controller(at: ItemPath(item: 1, section: 0))?.badge == nil)
        #expect(Self.lines(host)[2] == " Card 1   Card 2   C", "card 3's badge is past the right edge")
        let table = TableHost(viewportSize: Size(width: 5, height: 1))
        #expect(ArrayDataSource([["a"]]).host(table, badgeForItemAt: ItemPath(item: 0, section: 0)) == nil)
    }
}
