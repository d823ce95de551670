import CellControllers
import CellControllersTestSupport
import Testing

/// An adapter that reloads its host instead of applying batch updates (an apply of more than
/// `reloadThreshold` changes, or a reload-variant apply) keeps what the batch updates would
/// have kept, carousel offsets included: each carousel section that stays, with the same
/// layout, stays scrolled where it was (clamped to its items now), wherever the section went.
/// The host's own `reloadData()` starts every carousel at 0, as UIKit's does.
@MainActor
@Suite("Adapter reloads keep carousel offsets")
struct CarouselReloadTests {
    /// The fixture's sections with a new list section in front, so that the carousel is at
    /// section 2.
    private func sectionsWithNewFirst(_ fixture: CarouselFixture, cards: [Int]) -> [ControllerSection<GridHost>] {
        [ControllerSection(model: CarouselFixture.Section(id: "new"), items: [TileController(id: 50)])] + fixture.sections(cards: cards)
    }

    @Test("An apply over reloadThreshold keeps the carousel's offset, found by section identity at its new index")
    func overThresholdKeepsTheOffset() throws {
        let fixture = CarouselFixture()
        let host = fixture.host
        try host.scrollCarousel(section: 1, toX: 17)
        fixture.adapter.reloadThreshold = 0
        try fixture.adapter.apply(sectionsWithNewFirst(fixture, cards: Array(0..<10)))
        #expect(host.carouselScroll(section: 1)?.offset == nil, "section 1 is now the list")
        #expect(host.carouselScroll(section: 2)?.offset == 17)
        #expect(host.indexPathsForVisibleItems.filter { $0.section == 2 }.map(\.item) == [2, 3, 4, 5])
    }

    @Test("A reload-variant apply keeps the offset, clamped to the carousel's fewer items")
    func reloadVariantClamps() throws {
        let fixture = CarouselFixture()
        let host = fixture.host
        try host.scrollCarousel(section: 1, toX: 40)
        try fixture.adapter.controllerScreen().apply(Snapshot(fixture.sections(cards: Array(0..<6))), reloadingData: true)
        // Six cards are 41 wide: the most the carousel scrolls is 21.
        #expect(host.carouselScroll(section: 1)?.maximumOffset == 21)
        #expect(host.carouselScroll(section: 1)?.offset == 21)
        #expect(fixture.visibleCards == [3, 4, 5])
    }

    @Test("A reload and the batch updates it stands for leave the carousel at the same offset")
    func reloadMatchesBatchUpdates() throws {
        let reloaded = CarouselFixture(), updated = CarouselFixture()
        for fixture in [reloaded, updated] { try fixture.host.scrollCarousel(section: 1, toX: 30) }
        reloaded.adapter.reloadThreshold = 0
        for fixture in [reloaded, updated] { try fixture.adapter.apply(sectionsWithNewFirst(fixture, cards: Array(3..<9))) }
        #expect(reloaded.host.carouselScroll(section: 2)?.offset == updated.host.carouselScroll(section: 2)?.offset)
        #expect(reloaded.host.carouselScroll(section: 2)?.offset == 21)
        #expect(reloaded.host.renderText() == updated.host.renderText())
    }

    @Test("A carousel whose section gets another layout starts at 0, as batch updates do")
    func newLayoutStartsAtZero() throws {
        let fixture = CarouselFixture()
        let host = fixture.host
        try host.scrollCarousel(section: 1, toX: 12)
        let wider = GridLayout.carousel(itemWidth: 8, itemHeight: 2, spacing: 1)
        try fixture.adapter.controllerScreen().apply(Snapshot(fixture.sections(cards: Array(0..<10), carouselLayout: wider)), reloadingData: true)
        #expect(host.carouselScroll(section: 1)?.offset == 0)
    }

    @Test("The host's own reloadData() still starts the carousel at 0")
    func hostReloadDataStartsAtZero() throws {
        let fixture = CarouselFixture()
        let host = fixture.host
        try host.scrollCarousel(section: 1, toX: 12)
        host.reloadData()
        #expect(host.carouselScroll(section: 1)?.offset == 0)
    }
}
