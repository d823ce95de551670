import CellControllers
import Testing

@Suite struct LayoutGroupTests {
    /// Apple's "Nested Groups" row: one item 0.7 wide beside a vertical group 0.3 wide of two
    /// items each half as tall.
    static let nested: LayoutGroup = {
        let pair = LayoutGroup.vertical(
            width: .fractionalWidth(0.3), height: .fractionalHeight(1),
            subitems: Array(repeating: .item(width: .fractionalWidth(1), height: .fractionalHeight(0.5)), count: 2))
        return LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(200),
            subitems: [
                .item(width: .fractionalWidth(0.7), height: .fractionalHeight(1)),
                .group(pair),
            ])
    }()

    @Test func nestedGroupFrames() throws {
        let frames = try Self.nested.itemFrames(in: Size(width: 100, height: 1000))
        #expect(frames == [
            Rect(x: 0, y: 0, width: 70, height: 200),
            Rect(x: 70, y: 0, width: 30, height: 100),
            Rect(x: 70, y: 100, width: 30, height: 100),
        ])
        #expect(Self.nested.itemCount == 3)
    }

    @Test func contentInsetsShrinkTheDrawnFrame() throws {
        let item = LayoutGroup.Subitem.item(
            width: .fractionalWidth(1), height: .fractionalHeight(1), contentInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        let group = LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(50), subitems: Array(repeating: item, count: 1))
        #expect(try group.itemFrames(in: Size(width: 100, height: 100)) == [Rect(x: 5, y: 5, width: 90, height: 40)])
    }

    @Test func spacingAndOrigin() throws {
        let item = LayoutGroup.Subitem.item(width: .absolute(10), height: .fractionalHeight(1))
        let group = LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(20), subitems: Array(repeating: item, count: 3), interItemSpacing: 4)
        let frames = try group.itemFrames(at: Point(x: 1, y: 2), in: Size(width: 100, height: 100))
        #expect(frames.map(\.minX) == [1, 15, 29])
        #expect(frames.allSatisfy { $0.minY == 2 && $0.height == 20 })
    }

    /// Two 0.5 columns never lose a column to rounding: both cards are the same whole width,
    /// at most one point apart, and the second ends at the row's end.
    @Test(arguments: [100.0, 101, 301, 375, 999])
    func halfWidthsDoNotLoseAColumn(width: Double) throws {
        let item = LayoutGroup.Subitem.item(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
        let group = LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .absolute(10), subitems: Array(repeating: item, count: 2))
        let frames = try group.itemFrames(in: Size(width: width, height: 10))
        #expect(frames.count == 2)
        #expect(frames[0].width == frames[1].width)
        #expect(frames[0].width == (width / 2).rounded(.down))
        #expect((0...1).contains(frames[1].minX - frames[0].maxX))
        #expect(frames[1].maxX == width)
    }

    @Test(arguments: [
        (LayoutGroup.horizontal(width: .fractionalWidth(1), height: .fractionalHeight(1), subitems: []), LayoutGroupError.emptyGroup),
        (LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .fractionalHeight(1),
            subitems: Array(repeating: .item(width: .fractionalWidth(0.6), height: .fractionalHeight(1)), count: 2)),
         LayoutGroupError.fractionsExceedContainer(total: 1.2)),
        (LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: .fractionalHeight(1), subitems: Array(repeating: .item(width: .absolute(0), height: .fractionalHeight(1)), count: 1)),
         LayoutGroupError.nonPositiveDimension(.absolute(0))),
        (LayoutGroup.vertical(
            width: .fractionalWidth(1), height: .fractionalHeight(1), subitems: Array(repeating: .item(width: .fractionalWidth(1), height: .absolute(-3)), count: 1)),
         LayoutGroupError.nonPositiveDimension(.absolute(-3))),
    ])
    func impossibleGroupsThrow(group: LayoutGroup, expected: LayoutGroupError) {
        #expect(throws: expected) { try group.itemFrames(in: Size(width: 100, height: 100)) }
    }

    @Test func threeThirdsAreAccepted() throws {
        let item = LayoutGroup.Subitem.item(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1))
        let group = LayoutGroup.horizontal(width: .fractionalWidth(1), height: .fractionalHeight(1), subitems: Array(repeating: item, count: 3))
        #expect(try group.itemFrames(in: Size(width: 100, height: 30)).map(\.maxX).last == 100)
    }
}
