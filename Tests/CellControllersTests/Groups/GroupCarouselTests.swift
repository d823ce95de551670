import CellControllers
import CellControllersTestSupport
import Testing

/// Carousels of groups: a section repeating a group sideways. In a viewport 20 wide, each
/// group is 10 × 4 (half the width), one column apart: its first item 7 wide, its two stacked
/// items 3 wide and 2 tall each.
@MainActor
@Suite struct GroupCarouselTests {
    static func page() -> LayoutGroup {
        let pair = LayoutGroup.vertical(
            width: .fractionalWidth(0.3), height: .fractionalHeight(1),
            subitems: Array(repeating: .item(width: .fractionalWidth(1), height: .fractionalHeight(0.5)), count: 2))
        return LayoutGroup.horizontal(
            width: .fractionalWidth(0.5), height: .absolute(4),
            subitems: [
                .item(width: .fractionalWidth(0.7), height: .fractionalHeight(1)),
                .group(pair),
            ])
    }

    static func fixture(items: Int = 9, paging: CarouselPaging = .item) throws -> GroupFixture {
        try GroupFixture(items: items, layout: GridLayout.carousel(group: page(), spacing: 1, paging: paging))
    }

    @Test(arguments: [
        (0, Rect(x: 0, y: 0, width: 7, height: 4)),
        (1, Rect(x: 7, y: 0, width: 3, height: 2)),
        (2, Rect(x: 7, y: 2, width: 3, height: 2)),
        (3, Rect(x: 11, y: 0, width: 7, height: 4)),
        (5, Rect(x: 18, y: 2, width: 3, height: 2)),
        (8, Rect(x: 29, y: 2, width: 3, height: 2)),
    ])
    func groupsAreLaidOutSideways(item: Int, frame: Rect) throws {
        let fixture = try Self.fixture()
        #expect(fixture.host.rect(for: .item(ItemPath(item: item, section: 0))) == frame)
        #expect(fixture.host.contentSize.height == 4)
        #expect(fixture.host.carouselScroll(section: 0)?.maximumOffset == 12)
    }

    @Test func onlyTheItemsInTheViewportAreVisible() throws {
        let fixture = try Self.fixture()
        #expect(fixture.host.indexPathsForVisibleItems.map(\.item) == Array(0..<6))
    }

    /// A swipe rests at the next group's leading edge; hit testing and rendering follow.
    @Test func swipingPagesByGroupAndTapsFindTheShownItems() throws {
        let fixture = try Self.fixture()
        _ = try fixture.host.swipeCarousel(section: 0, by: 3)
        fixture.host.layoutIfNeeded()
        #expect(fixture.host.carouselScroll(section: 0)?.offset == 11)
        #expect(fixture.host.element(at: Point(x: 1, y: 1))?.itemPath == ItemPath(item: 3, section: 0))
        #expect(fixture.host.element(at: Point(x: 8, y: 3))?.itemPath == ItemPath(item: 5, section: 0))
        #expect(fixture.host.element(at: Point(x: 10.5, y: 1))?.itemPath == nil)   // between groups
        #expect(fixture.lines[0].hasPrefix("T3" + String(repeating: " ", count: 5) + "T4"))
        #expect(fixture.lines[2].hasPrefix(String(repeating: " ", count: 7) + "T5"))
    }

    /// An incomplete last group lays out the items it has.
    @Test func anIncompleteLastGroupHasItsItems() throws {
        let fixture = try Self.fixture(items: 4)
        #expect(fixture.host.carouselScroll(section: 0)?.maximumOffset == 1)
        #expect(fixture.host.element(at: Point(x: 12, y: 1))?.itemPath == ItemPath(item: 3, section: 0))
        #expect(fixture.host.element(at: Point(x: 19, y: 1))?.itemPath == nil)
    }

    @Test func anImpossibleGroupIsRefused() {
        let empty = LayoutGroup.horizontal(width: .fractionalWidth(1), height: .absolute(2), subitems: [])
        #expect(throws: LayoutGroupError.emptyGroup) { try GridLayout.carousel(group: empty) }
    }
}
