import CellControllers
import Testing

// A home screen from the outside (issue 26): one typed snapshot of 100,000 lazily made cards in
// one grid host, whose factory gives each section its layout for the host's width: a carousel, a
// list with a side label, a grid with a background, and a feed whose columns follow the width.

enum HomeShelf: String, Identifiable, Equatable, Sendable {
    case featured, new, collections, feed
    var id: String { rawValue }
}

struct HomeCard: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
}

final class HomeCardCell: GridCell {
    var title = ""
    override func render(width: Int) -> [String] { [TextRendering.fit(title, width: width)] }
}

final class HomeCardController: ModelCellController<HomeCardCell, HomeCard> {
    override func configureCell(_ cell: HomeCardCell) { cell.title = model.title }
}

@MainActor
final class HomeFactory: CellControllerFactory {
    var made = 0

    func cellController(for card: HomeCard) -> CellController<GridHost> {
        made += 1
        return HomeCardController(model: card)
    }

    func sideLabel(forSection shelf: HomeShelf) -> String? { shelf == .new ? "NEW" : nil }

    func layout(forSection shelf: HomeShelf, in environment: LayoutEnvironment) -> GridLayout? {
        let columns = environment.width >= 40 ? 3 : 2
        switch shelf {
        case .featured:
            return .carousel(itemWidth: 8, itemHeight: 1, spacing: 1, paging: .item)
        case .new:
            var list = GridLayout(columns: .fixed(1), itemHeight: 1)
            list.sideLabel = SideLabelLayout(width: 4)
            return list
        case .collections:
            var boxed = GridLayout(columns: .fixed(columns), interitemSpacing: 0, sectionInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), itemHeight: 1)
            boxed.sectionBackground = .box
            return boxed
        case .feed:
            return GridLayout(columns: .fixed(columns), interitemSpacing: 0, estimatedItemHeight: 1)
        }
    }
}

@MainActor
@Suite struct HomeScreenTests {
    static func screen() -> Snapshot<HomeShelf, HomeCard> {
        Snapshot([
            (.featured, (1...10).map { HomeCard(id: $0, title: "Pick \($0)") }),
            (.new, [HomeCard(id: 11, title: "Arrival")]),
            (.collections, (12...15).map { HomeCard(id: $0, title: "C\($0)") }),
            (.feed, (0..<100_000).map { HomeCard(id: 100 + $0, title: "Card \($0)") }),
        ])
    }

    @Test func aHomeScreenOfLazyCardsHasACarouselASideLabelABoxedGridAndColumnsByWidth() throws {
        let host = GridHost(viewportSize: Size(width: 30, height: 9), layout: GridLayout(columns: .fixed(1), itemHeight: 1))
        let factory = HomeFactory()
        let source = DiffableDataSource<HomeShelf, HomeCard, GridHost>(host: host, factory: factory)
        try source.apply(Self.screen())
        let lines = host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Pick 1   Pick 2   Pick 3   Pic")
        #expect(lines[1].hasPrefix("NEW Arrival"))
        #expect(lines[2].hasPrefix("┌"))
        #expect(lines[3] == "│C12           C13           │")
        #expect(factory.made < 60, "only what is shown gets a controller: \(factory.made) of 100,015")

        // Read back typed: the item at a path, the path of an item, and the feed's size.
        #expect(source.snapshot().item(at: ItemPath(item: 0, section: 3))?.title == "Card 0")
        #expect(try source.snapshot().numberOfItems(inSection: HomeShelf.feed.id) == 100_000)

        // The carousel scrolls sideways; the others do not.
        try host.scrollCarousel(section: 0, toX: 9)
        #expect(host.renderText().hasPrefix("Pick 2   Pick 3   Pick 4"))
        #expect(throws: CellHostError.notACarousel(section: 3)) { try host.scrollCarousel(section: 3, toX: 1) }

        // A wider host asks the factory again: three columns.
        host.viewportSize = Size(width: 44, height: 9)
        let wide = host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(wide[3] == "│C12           C13           C14           │")
    }
}
