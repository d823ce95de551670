import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Carousel sections")
struct CarouselTests {
    @Test func listCarouselAndGridSectionsStackInOneHost() {
        let fixture = CarouselFixture()
        let host = fixture.host
        #expect(host.contentSize.height == 7)
        #expect(host.rect(for: .item(ItemPath(item: 1, section: 0))) == Rect(x: 0, y: 1, width: 20, height: 1))
        #expect(host.rect(for: .item(ItemPath(item: 0, section: 1))) == Rect(x: 0, y: 3, width: 6, height: 2))
        #expect(host.rect(for: .item(ItemPath(item: 2, section: 1))) == Rect(x: 14, y: 3, width: 6, height: 2))
        #expect(host.rect(for: .item(ItemPath(item: 3, section: 2)))?.minY == 6)
        // Only the cards that meet the viewport are displayed.
        #expect(fixture.visibleCards == [0, 1, 2])
        #expect(fixture.events.log == ["+100", "+101", "+102"])
        #expect(host.renderText().split(separator: "\n", omittingEmptySubsequences: false).prefix(5).map(String.init) == ["T0", "T1", "Cards", "Card 0 Card 1 Card 2", ""])
        #expect(host.carouselScroll(section: 1)?.offset == 0)
        #expect(host.carouselScroll(section: 1)?.maximumOffset == 49, "ten cards are 69 wide")
        #expect(host.carouselScroll(section: 0)?.offset == nil && host.carouselScroll(section: 2)?.offset == nil && host.carouselScroll(section: 3)?.offset == nil)
    }

    @Test func scrollingSidewaysDisplaysReusesAndClipsAtTheEdges() throws {
        let fixture = CarouselFixture()
        let host = fixture.host
        fixture.events.log = []
        try host.scrollCarousel(section: 1, by: 10)
        #expect(host.carouselScroll(section: 1)?.offset == 10)
        #expect(fixture.visibleCards == [1, 2, 3, 4])
        #expect(fixture.events.log == ["-100", "+103", "+104"])
        #expect(host.rect(for: .item(ItemPath(item: 1, section: 1)))?.minX == -3)
        // Card 1 shows its last three columns at the left edge, card 4 its first two at the right.
        #expect(fixture.cardLine == "d 1 Card 2 Card 3 Ca")
        #expect(try host.visibleFraction(ofItemAt: ItemPath(item: 1, section: 1)) == 0.5)
        #expect(try host.visibleFraction(ofItemAt: ItemPath(item: 2, section: 1)) == 1)
        // The vertical offset did not move, nor did the other sections.
        #expect(host.contentOffset == Point())
        #expect(host.indexPathsForVisibleItems.filter { $0.section != 1 }.count == 6)
    }

    @Test func aLongCarouselReusesAScreenfulOfCells() throws {
        let fixture = CarouselFixture(cards: 1_000)
        let host = fixture.host
        let created = host.statistics.created
        var x = 0.0
        while x < 7_000 {
            try host.scrollCarousel(section: 1, toX: x)
            x += 5
        }
        #expect(host.carouselScroll(section: 1)?.offset == host.carouselScroll(section: 1)?.maximumOffset)
        #expect(fixture.visibleCards == [997, 998, 999])
        #expect(host.statistics.created - created <= 2, "scrolling sideways dequeues from the reuse pool")
        #expect(fixture.events.log.filter { $0.hasPrefix("+") }.count == 1_000)
        #expect(fixture.events.log.filter { $0.hasPrefix("-") }.count == 997)
    }

    @Test(arguments: [
        (CarouselPaging.none, 0.0, 3.0, 3.0),
        (.item, 0, 3, 7),
        (.item, 0, 9, 14),
        (.item, 14, -1, 7),
        (.item, 10, 0, 7),
        (.group(2), 0, 3, 14),
        (.group(2), 14, 1, 28),
        (.group(2), 28, -20, 0),
        (.item, 40, 100, 49),
        (.group(3), 0, -5, 0),
        // Paged kinds: one page per swipe, however long (viewport 20 wide, cards 6 + 1, 10 cards,
        // content 69, so offsets 0...49).
        (.page, 0, 3, 20),
        (.page, 0, 100, 20),
        (.page, 20, -1, 0),
        (.page, 45, 1, 49),
        (.page, 49, 1, 49),
        (.page, 49, -30, 40),
        (.page, 13, 0, 20),
        (.pagedGroup(2), 0, 40, 14),
        (.pagedGroup(2), 14, -100, 0),
        (.pagedGroup(2), 20, 1, 28),
        (.pagedGroup(2), 20, -1, 14),
        (.pagedGroup(1), 45, 3, 49),
        // Centred groups: group g of two (14 wide, 13 of cards) centred at 7 + 14g - 10 + 3.5.
        (.centeredGroup(2), 0, 1, 10.5),
        (.centeredGroup(2), 10.5, 50, 24.5),
        (.centeredGroup(2), 10.5, -50, -3.5),
        (.centeredGroup(1), 0, 0, 0),
        (.centeredGroup(1), 0, -1, -7),
    ])
    func swipesComeToRestWhereThePagingSays(paging: CarouselPaging, from start: Double, distance: Double, rest: Double) throws {
        let fixture = CarouselFixture(paging: paging)
        let host = fixture.host
        try host.scrollCarousel(section: 1, toX: start)
        #expect(try host.swipeCarousel(section: 1, by: distance) == rest)
        #expect(host.carouselScroll(section: 1)?.offset == rest)
    }

    @Test(arguments: [(CarouselPaging.centeredGroup(1), -7.0, 56.0), (.centeredGroup(2), -3.5, 52.5), (.centeredGroup(3), 0, 56)])
    func centredGroupsStartCentredAndTheLastOneCanBeCentred(paging: CarouselPaging, start: Double, end: Double) throws {
        let fixture = CarouselFixture(paging: paging)
        let host = fixture.host
        #expect(host.carouselScroll(section: 1)?.offset == start)
        // The first card is drawn right of the viewport's left edge when its group is centred.
        let first = try #require(host.rect(for: .item(ItemPath(item: 0, section: 1))))
        #expect(first.minX == -start)
        try host.scrollCarousel(section: 1, toX: 1_000)
        #expect(host.carouselScroll(section: 1)?.offset == end)
        #expect(host.carouselScroll(section: 1)?.maximumOffset == end)
        // A swipe that would pass the last group rests on it; a reload starts again centred.
        #expect(try host.swipeCarousel(section: 1, by: 5) == end)
        host.reloadData()
        host.layoutIfNeeded()
        #expect(host.carouselScroll(section: 1)?.offset == start)
    }

    @Test func aPagedCarouselCrossesAtMostOnePagePerSwipeWhateverItsLength() throws {
        for paging in [CarouselPaging.page, .pagedGroup(2), .centeredGroup(2)] {
            let fixture = CarouselFixture(paging: paging)
            let host = fixture.host
            var offsets = [try #require(host.carouselScroll(section: 1)?.offset)]
            while offsets.count < 20 {
                offsets.append(try host.swipeCarousel(section: 1, by: 1_000))
            }
            let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
            let page: Double = paging == .page ? 20 : 14
            #expect(steps.allSatisfy { $0 <= page }, "\(paging): \(offsets)")
            #expect(offsets.last == host.carouselScroll(section: 1)?.maximumOffset)
        }
    }

    @Test func impossibleRequestsThrowTypedErrorsAndLeaveTheHostAsItWas() throws {
        let fixture = CarouselFixture()
        let host = fixture.host
        try host.scrollCarousel(section: 1, toX: 4)
        let before = host.observable
        fixture.events.log = []
        #expect(throws: CellHostError.sectionOutOfRange(3, sectionCount: 3)) { try host.scrollCarousel(section: 3, toX: 1) }
        #expect(throws: CellHostError.sectionOutOfRange(-1, sectionCount: 3)) { try host.swipeCarousel(section: -1, by: 1) }
        #expect(throws: CellHostError.notACarousel(section: 0)) { try host.scrollCarousel(section: 0, by: 1) }
        #expect(throws: CellHostError.notACarousel(section: 2)) { try host.swipeCarousel(section: 2, by: 1) }
        #expect(throws: CellHostError.invalidCarouselDistance(.infinity)) { try host.scrollCarousel(section: 1, toX: .infinity) }
        #expect(throws: CellHostError.invalidCarouselDistance(-.infinity)) { try host.swipeCarousel(section: 1, by: -.infinity) }
        #expect(throws: (any Error).self) { try host.scrollCarousel(section: 1, by: .nan) }
        #expect(host.observable == before)
        #expect(host.carouselScroll(section: 1)?.offset == 4)
        #expect(fixture.events.log.isEmpty)
        #expect(CellHostError.notACarousel(section: 0).description.contains("GridLayout.carousel"))
        #expect(CellHostError.sectionOutOfRange(3, sectionCount: 3).description.contains("3 sections"))
    }

    @Test func theOffsetSurvivesAppliesThatKeepTheSectionClampedWhenItemsGo() throws {
        let fixture = CarouselFixture()
        let host = fixture.host
        try host.scrollCarousel(section: 1, toX: 30)
        fixture.show(cards: [42] + Array(0..<10))
        #expect(host.carouselScroll(section: 1)?.offset == 30)
        #expect(host.rect(for: .item(ItemPath(item: 5, section: 1)))?.minX == 5)
        fixture.show(cards: Array(0..<5))
        // 5 cards are 34 wide: the offset is clamped to 14, the last card at the right edge.
        #expect(host.carouselScroll(section: 1)?.offset == 14)
        #expect(fixture.visibleCards == [2, 3, 4])
        #expect(fixture.cardLine == "Card 2 Card 3 Card 4")
        // A new width lays out again and keeps the offset, clamped.
        host.viewportSize = Size(width: 30, height: 8)
        #expect(host.carouselScroll(section: 1)?.offset == 4)
        host.viewportSize = Size(width: 20, height: 8)
        #expect(host.carouselScroll(section: 1)?.offset == 4)
        // A new layout of the section starts it again, and so does reloadData().
        try fixture.adapter.apply(fixture.sections(cards: Array(0..<5), carouselLayout: .carousel(itemWidth: 5, itemHeight: 2)))
        #expect(host.carouselScroll(section: 1)?.offset == 0)
        try host.scrollCarousel(section: 1, toX: 6)
        host.reloadData()
        #expect(host.carouselScroll(section: 1)?.offset == 0)
        #expect(fixture.visibleCards == [0, 1, 2, 3])
    }

    @Test func tapsAndSelectionWorkInsideTheCarousel() throws {
        let fixture = CarouselFixture()
        let host = fixture.host
        try host.scrollCarousel(section: 1, toX: 10)
        fixture.events.log = []
        #expect(host.element(at: Point(x: 5, y: 3))?.itemPath == ItemPath(item: 2, section: 1))
        #expect(host.element(at: Point(x: 3, y: 4))?.itemPath == nil, "the gap between cards")
        #expect(host.element(at: Point(x: 0, y: 4))?.itemPath == ItemPath(item: 1, section: 1))
        #expect(host.tap(at: Point(x: 12, y: 4)))
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 3, section: 1)])
        #expect(fixture.events.log == ["select 103"])
        #expect(host.cell(for: .item(ItemPath(item: 3, section: 1)))?.state.isSelected == true)
        // The selected card keeps its selection across a sideways scroll that hides and shows it.
        try host.scrollCarousel(section: 1, toX: 40)
        try host.scrollCarousel(section: 1, toX: 10)
        #expect(host.cell(for: .item(ItemPath(item: 3, section: 1)))?.state.isSelected == true)
    }

    @Test func scrollingToAnItemBringsItIntoViewSideways() throws {
        let fixture = CarouselFixture()
        let host = fixture.host
        try host.scrollToItem(at: ItemPath(item: 6, section: 1), at: .nearest)
        #expect(host.carouselScroll(section: 1)?.offset == 28, "card 6 ends at 48")
        #expect(host.rect(for: .item(ItemPath(item: 6, section: 1)))?.maxX == 20)
        try host.scrollToItem(at: ItemPath(item: 2, section: 1))
        #expect(host.carouselScroll(section: 1)?.offset == 14)
        try host.scrollToItem(at: ItemPath(item: 3, section: 1))
        #expect(host.carouselScroll(section: 1)?.offset == 14, "a fully visible card does not move")
        try host.selectItem(at: ItemPath(item: 9, section: 1), scrollPosition: .top)
        #expect(host.carouselScroll(section: 1)?.offset == host.carouselScroll(section: 1)?.maximumOffset)
    }

    @Test(arguments: [PrefetchDistance.items(2), .screens(0.5)])
    func prefetchingExtendsSidewaysInTheDirectionOfTheLastScroll(distance: PrefetchDistance) throws {
        let fixture = CarouselFixture(cards: 30)
        let host = fixture.host
        host.prefetchDistance = distance
        // Ahead of the cards shown, to the right: two cards, or those within 10 columns.
        #expect(fixture.events.prefetched == [103, 104])
        try host.scrollCarousel(section: 1, toX: 70)
        #expect(fixture.visibleCards == [10, 11, 12])
        #expect(fixture.events.prefetched == [113, 114])
        // Back by one column: the two cards before the first one shown.
        try host.scrollCarousel(section: 1, by: -1)
        #expect(fixture.visibleCards == [10, 11, 12])
        #expect(fixture.events.prefetched == [108, 109])
    }

    @Test func aRemovedCarouselSectionOrALayoutChangeIsNoLongerScrollable() throws {
        let fixture = CarouselFixture()
        let host = fixture.host
        try fixture.adapter.apply(Array(fixture.sections(cards: Array(0..<3)).prefix(1)))
        #expect(throws: CellHostError.sectionOutOfRange(1, sectionCount: 1)) { try host.scrollCarousel(section: 1, toX: 1) }
        try fixture.adapter.apply(fixture.sections(cards: Array(0..<3), carouselLayout: GridLayout(columns: .fixed(3), itemHeight: 1)))
        #expect(throws: CellHostError.notACarousel(section: 1)) { try host.scrollCarousel(section: 1, toX: 1) }
    }
}

/// The shop of the *Compositional Sections* article: what its comments say it prints.
@MainActor
@Suite("Carousel sections: the article's shop")
struct CarouselArticleTests {
    final class CardCell: GridCell {
        var name = ""
        override func render(width: Int) -> [String] { ["[" + TextRendering.fit(name, width: width - 2) + "]"] }
    }

    struct Shelf: Identifiable, Equatable, Sendable { let id: String }

    @Test func theShopShowsWhatTheArticleSays() throws {
        let cards = CellRegistration<CardCell, Row> { cell, product in cell.name = product.title }
        let shop = GridHost(viewportSize: Size(width: 30, height: 6), layout: GridLayout(columns: .fixed(1), itemHeight: 1))
        let adapter = CellControllerAdapter(host: shop)
        try adapter.apply([
            ControllerSection(
                model: Shelf(id: "deals"), layout: .carousel(itemWidth: 9, itemHeight: 1, spacing: 1, paging: .item),
                items: cards.cellControllers(for: (1...100).map { Row(id: $0, title: "Deal \($0)") })),
            ControllerSection(
                model: Shelf(id: "catalogue"), layout: GridLayout(columns: .fixed(2), itemHeight: 1),
                items: cards.cellControllers(for: (101...106).map { Row(id: $0, title: "Item \($0)") })),
        ])
        #expect(shop.renderText().split(separator: "\n").first == "[Deal 1 ] [Deal 2 ] [Deal 3 ]")
        #expect(shop.indexPathsForVisibleItems.filter { $0.section == 0 }.count == 3)
        try shop.swipeCarousel(section: 0, by: 4)
        #expect(shop.carouselScroll(section: 0)?.offset == 10)
        try shop.swipeCarousel(section: 0, by: -12)
        #expect(shop.carouselScroll(section: 0)?.offset == 0)
        try shop.scrollCarousel(section: 0, toX: 35)
        #expect(shop.rect(for: .item(ItemPath(item: 3, section: 0)))?.minX == -5)
        try shop.scrollToItem(at: ItemPath(item: 50, section: 0))
        #expect(shop.indexPathsForVisibleItems.contains(ItemPath(item: 50, section: 0)))
        shop.prefetchDistance = .items(2)
        #expect(shop.indexPathsForPrefetchedItems.filter { $0.section == 0 }.map(\.item) == [51, 52])
        #expect(throws: CellHostError.notACarousel(section: 1)) { try shop.scrollCarousel(section: 1, by: 5) }
        #expect(throws: CellHostError.sectionOutOfRange(7, sectionCount: 2)) { try shop.swipeCarousel(section: 7, by: 5) }
    }
}
