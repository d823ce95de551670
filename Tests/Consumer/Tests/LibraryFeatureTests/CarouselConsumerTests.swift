import CellControllers
import Testing

// Compositional sections from the outside: one grid host with a list section and a carousel of
// badged cards in a box, scrolled and swiped sideways, tapped, and refused where it cannot scroll.

struct Deal: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
}

final class DealCell: GridCell {
    var name = ""
    override func render(width: Int) -> [String] { [TextRendering.fit(name, width: width)] }
}

@MainActor
@Suite struct CarouselConsumerTests {
    @Test func aCarouselOfBadgedCardsScrollsSwipesAndRefusesWhatItCannotDo() throws {
        var selected: [Int] = []
        let deals = CellRegistration<DealCell, Deal> { cell, deal in cell.name = deal.name }
            .badge { deal in deal.id == 3 ? "%" : nil }
            .onSelect { deal in selected.append(deal.id) }
        var carousel = GridLayout.carousel(itemWidth: 7, itemHeight: 1, spacing: 1, paging: .item, sectionInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        carousel.sectionBackground = .box
        let host = GridHost(viewportSize: Size(width: 20, height: 5), layout: GridLayout(columns: .fixed(1), itemHeight: 1))
        let adapter = CellControllerAdapter(host: host)
        try adapter.apply([
            ControllerSection(id: "top", items: deals.cellControllers(for: [Deal(id: 0, name: "Top")])),
            ControllerSection(id: "deals", layout: carousel,
                              items: deals.cellControllers(for: (1...20).map { Deal(id: $0, name: "Deal \($0)") })),
        ])
        #expect(host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
            "Top",
            "┌──────────────────┐",
            "│Deal 1  Deal 2  Dea",
            "└──────────────────┘",
            "",
        ])
        #expect(try host.swipeCarousel(section: 1, by: 3) == 8)
        #expect(host.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item) == [1, 2, 3])
        // Deal 3's badge is over its top-right corner now that the whole card is in view.
        #expect(host.renderText().split(separator: "\n").map(String.init)[2] == "│Deal 2  Deal 3% Dea")
        #expect(host.tap(at: Point(x: 10, y: 2)))
        #expect(selected == [3])
        #expect(throws: CellHostError.notACarousel(section: 0)) { try host.scrollCarousel(section: 0, toX: 1) }
        #expect(host.carouselScroll(section: 1)?.offset == 8)
    }
}
