import CellControllers
import CellControllersTestSupport
import Testing

/// Where a carousel is placed when its items arrive, and where a swipe of 0 rests between two
/// resting places (the model-based test's seeds 100657 and 100297).
@MainActor
@Suite("Carousel placement")
struct CarouselPlacementTests {
    /// An empty carousel has no place yet: items arriving later start it where a fresh host
    /// starts it (centred groups: the first group centred), not at the 0 of its empty bounds.
    @Test(arguments: [(CarouselPaging.centeredGroup(1), -7.0), (.centeredGroup(2), -3.5), (.page, 0)])
    func itemsArrivingInAnEmptyCarouselStartItAtItsStart(paging: CarouselPaging, start: Double) throws {
        let fixture = CarouselFixture(cards: 0, paging: paging)
        let host = fixture.host
        #expect(host.carouselScroll(section: 1)?.offset == 0)
        // A new width lays the empty carousel out again: still no place.
        host.viewportSize = Size(width: 20, height: 9)
        host.layoutIfNeeded()
        fixture.show(cards: Array(0..<10))
        #expect(host.carouselScroll(section: 1)?.offset == start)
        let fresh = CarouselFixture(cards: 10, paging: paging)
        fresh.host.viewportSize = host.viewportSize
        fresh.host.layoutIfNeeded()
        #expect(host.renderText() == fresh.host.renderText())
    }

    /// A carousel placed once keeps its offset (clamped) when it is emptied and filled again,
    /// as a carousel scrolled by the user does.
    @Test func anEmptiedCarouselKeepsItsClampedOffset() throws {
        let fixture = CarouselFixture(cards: 10, paging: .centeredGroup(1))
        let host = fixture.host
        fixture.show(cards: [])
        fixture.show(cards: Array(0..<10))
        #expect(host.carouselScroll(section: 1)?.offset == 0)
    }

    /// An emptied carousel keeps its place through an adapter's reload, as through the batch
    /// updates the reload stands for: items arriving after it keep its offset, clamped, instead
    /// of starting it at its start (the model-based test's seed 910197).
    @Test func anEmptiedCarouselKeepsItsPlaceThroughAReload() throws {
        let fixture = CarouselFixture(cards: 10, paging: .centeredGroup(1))
        let host = fixture.host
        fixture.show(cards: [])
        try fixture.adapter.controllerScreen().apply(Snapshot(fixture.sections(cards: [])), reloadingData: true)
        fixture.show(cards: Array(0..<10))
        #expect(host.carouselScroll(section: 1)?.offset == 0)
    }

    /// A swipe of 0 halfway between two resting places rests at the earlier one, for every kind.
    @Test(arguments: [
        (CarouselPaging.item, 3.5, 0.0),
        (.group(2), 7, 0),
        (.group(2), 21, 14),
        (.pagedGroup(2), 21, 14),
        (.page, 10, 0),
        (.centeredGroup(2), 3.5, -3.5),
    ])
    func aZeroSwipeHalfwayRestsAtTheEarlierPlace(paging: CarouselPaging, from start: Double, rest: Double) throws {
        let fixture = CarouselFixture(paging: paging)
        let host = fixture.host
        try host.scrollCarousel(section: 1, toX: start)
        #expect(try host.swipeCarousel(section: 1, by: 0) == rest)
        #expect(try host.swipeCarousel(section: 1, by: -0.0) == rest)
    }
}
