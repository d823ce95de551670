import CellControllers
import CellControllersTestSupport
import Testing

/// A `GridHost` laying out, hit-testing, rendering and scrolling rows of a ``LayoutGroup``.
@MainActor
@Suite struct GridHostGroupTests {
    @Test(arguments: [
        (0, Rect(x: 0, y: 0, width: 14, height: 4)),
        (1, Rect(x: 14, y: 0, width: 6, height: 2)),
        (2, Rect(x: 14, y: 2, width: 6, height: 2)),
        (3, Rect(x: 0, y: 5, width: 14, height: 4)),
        (4, Rect(x: 14, y: 5, width: 6, height: 2)),
        (5, Rect(x: 14, y: 7, width: 6, height: 2)),
    ])
    func nestedGroupFrames(item: Int, frame: Rect) throws {
        let fixture = try GroupFixture()
        #expect(fixture.host.rect(for: .item(ItemPath(item: item, section: 0))) == frame)
        #expect(fixture.host.contentSize.height == 9)
    }

    @Test(arguments: [
        (Point(x: 1, y: 1), 0 as Int?),
        (Point(x: 13.5, y: 3.5), 0),
        (Point(x: 15, y: 1), 1),
        (Point(x: 19, y: 3), 2),
        (Point(x: 15, y: 4.5), nil),   // the space between groups
        (Point(x: 2, y: 6), 3),
        (Point(x: 15, y: 8), 5),
    ])
    func hitTestingFindsTheItemAtItsFrame(point: Point, item: Int?) throws {
        let fixture = try GroupFixture()
        #expect(fixture.host.element(at: point)?.itemPath == item.map { ItemPath(item: $0, section: 0) })
    }

    @Test func tapSelectsTheItemUnderThePoint() throws {
        let fixture = try GroupFixture()
        #expect(fixture.host.tap(at: Point(x: 16, y: 3)))
        #expect(fixture.host.indexPathsForSelectedItems == [ItemPath(item: 2, section: 0)])
    }

    @Test func renderingDrawsEachItemAtItsFrame() throws {
        let fixture = try GroupFixture()
        let lines = fixture.lines
        #expect(lines[0].hasPrefix("T0" + String(repeating: " ", count: 12) + "T1"))
        #expect(lines[2].hasPrefix(String(repeating: " ", count: 14) + "T2"))
        #expect(lines[5].hasPrefix("T3" + String(repeating: " ", count: 12) + "T4"))
        #expect(lines[7].hasPrefix(String(repeating: " ", count: 14) + "T5"))
    }

    /// Scrolling finds the visible repetitions in a long section: with 30,000 items (10,000
    /// repetitions 5 lines apart), the viewport at line 50,000 shows repetitions 10,000 and
    /// 10,001's items only.
    @Test func scrollingShowsTheRepetitionsInTheViewport() throws {
        let fixture = try GroupFixture(items: 30_006)
        fixture.host.contentOffset = Point(x: 0, y: 50_000)
        fixture.host.layoutIfNeeded()
        #expect(fixture.host.indexPathsForVisibleItems.map(\.item) == Array(30_000..<30_006))
        try fixture.host.scrollToItem(at: ItemPath(item: 17, section: 0))
        fixture.host.layoutIfNeeded()
        #expect(fixture.host.contentOffset.y == 27)   // item 17 is the lower of repetition 5's pair
        #expect(fixture.lines[0].hasPrefix(String(repeating: " ", count: 14) + "T17"))
    }

    /// A group of estimated height is as tall as its tallest measured item; its nested items
    /// share that height.
    @Test func estimatedGroupFollowsItsMeasuredItems() throws {
        let layout = try GridLayout(group: GroupFixture.nestedGroup(height: .estimated(4)), interGroupSpacing: 1)
        let fixture = try GroupFixture(layout: layout, heights: [0: 6, 1: 1, 2: 1, 3: 2, 4: 1, 5: 1])
        #expect(fixture.host.rect(for: .item(ItemPath(item: 0, section: 0))) == Rect(x: 0, y: 0, width: 14, height: 6))
        #expect(fixture.host.rect(for: .item(ItemPath(item: 2, section: 0))) == Rect(x: 14, y: 3, width: 6, height: 3))
        #expect(fixture.host.rect(for: .item(ItemPath(item: 3, section: 0))) == Rect(x: 0, y: 7, width: 14, height: 2))
    }

    @Test(arguments: [
        (LayoutGroup.horizontal(width: .fractionalWidth(1), height: .absolute(2), subitems: []), LayoutGroupError.emptyGroup),
        (LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(2),
            subitems: Array(repeating: .item(width: .fractionalWidth(0.75), height: .fractionalHeight(1)), count: 2)),
         LayoutGroupError.fractionsExceedContainer(total: 1.5)),
        (LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(0),
            subitems: Array(repeating: .item(width: .fractionalWidth(1), height: .fractionalHeight(1)), count: 1)),
         LayoutGroupError.nonPositiveDimension(.absolute(0))),
    ])
    func impossibleGroupsAreRefusedByTheLayout(group: LayoutGroup, error: LayoutGroupError) {
        #expect(throws: error) { try GridLayout(group: group) }
    }

    /// Fixed columns are the simple case: a group of two 0.5 items lays out what
    /// `GridLayout(columns: .fixed(2))` does, item for item.
    @Test func fixedColumnsAreTheSimpleCaseOfAGroup() throws {
        let pair = LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(1),
            subitems: Array(repeating: .item(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), count: 2))
        let grouped = try GroupFixture(layout: GridLayout(group: pair))
        let columns = try GroupFixture(layout: GridLayout(columns: .fixed(2), interitemSpacing: 0, itemHeight: 1))
        for item in 0..<6 {
            let path = ItemPath(item: item, section: 0)
            #expect(grouped.host.rect(for: .item(path)) == columns.host.rect(for: .item(path)))
        }
        #expect(grouped.host.renderText() == columns.host.renderText())
    }
}
