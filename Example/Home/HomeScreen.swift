import CellControllers

/// A home screen as one typed screen, in one grid host: a carousel of featured cards, a list of
/// new arrivals with a side label, a boxed grid of collections, and a feed of 100,000 cards,
/// all one `Snapshot<HomeSection, Card>` applied through a factory whose sections pick their
/// own layouts (`layout(forSection:in:)`) from the host's width. Controllers are made lazily:
/// only the cards shown (and prefetched) get one, which the last line counts.
///
/// `--width` changes the grids' columns (2 below 60 columns, 3 from 60, 4 from 90),
/// `--carousel-offset N` scrolls the featured carousel sideways, `--offset N` scrolls down,
/// `--select INDEX` taps a card (counted across sections).
struct HomeScreen: ExampleScreen {
    let name = "home"
    let summary = "100,000 lazy cards in one typed grid: carousel, side label, box"
    var supportedLayouts: [ListLayout] { [.grid] }
    var supportsCarouselOptions: Bool { true }

    /// The viewport height without `--height`.
    static let defaultHeight = 14
    /// How many cards the feed has.
    static let feedCount = 100_000

    /// The home screen's sections, in order.
    enum HomeSection: String, Identifiable, Equatable, Sendable, CaseIterable {
        case featured, new, collections, feed
        var id: String { rawValue }

        var title: String {
            switch self {
            case .featured: "Featured"
            case .new: "New this week"
            case .collections: "Collections"
            case .feed: "For you"
            }
        }
    }

    /// Makes the cards' controllers (counting them), the sections' headers, the new arrivals'
    /// side label, and each section's layout for the host's width.
    final class HomeFactory: CellControllerFactory {
        let actions: ActionLog
        private(set) var madeControllers = 0

        init(actions: ActionLog) {
            self.actions = actions
        }

        func cellController(for card: Card) -> CellController<GridHost> {
            madeControllers += 1
            return CardController(card, actions: actions)
        }

        func supplementaryController(_ kind: SupplementaryKind, forSection section: HomeSection) -> CellController<GridHost>? {
            kind == .header ? HeaderController<GridHeaderCell>(title: section.title) : nil
        }

        func sideLabel(forSection section: HomeSection) -> String? {
            section == .new ? "NEW" : nil
        }

        func layout(forSection section: HomeSection, in environment: LayoutEnvironment) -> GridLayout? {
            let columns = HomeScreen.columns(forWidth: environment.width)
            switch section {
            case .featured:
                return .carousel(itemWidth: 16, itemHeight: 1, spacing: 1, paging: .item)
            case .new:
                var list = GridLayout(columns: .fixed(1), interitemSpacing: 0, itemHeight: 1)
                list.sideLabel = SideLabelLayout(width: 4)
                return list
            case .collections:
                var boxed = GridLayout(columns: .fixed(columns), interitemSpacing: 1, sectionInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), itemHeight: 1)
                boxed.sectionBackground = .box
                return boxed
            case .feed:
                return GridLayout(columns: .fixed(columns), interitemSpacing: 1, estimatedItemHeight: 1)
            }
        }
    }

    /// The grids' columns for a host `width` wide.
    static func columns(forWidth width: Double) -> Int {
        width >= 90 ? 4 : width >= 60 ? 3 : 2
    }

    /// The whole screen, built in one go (no per-item index is built for the 100,000 cards).
    static func snapshot() -> Snapshot<HomeSection, Card> {
        Snapshot([
            (.featured, (1...12).map { Card(id: $0, title: "Pick \($0)") }),
            (.new, (101...103).map { Card(id: $0, title: "Arrival \($0 - 100)") }),
            (.collections, ["Books", "Music", "Films", "Games", "Apps", "Podcasts"].enumerated().map { Card(id: 201 + $0.offset, title: $0.element) }),
            (.feed, (0..<feedCount).map { Card(id: 1_000 + $0, title: "Card \($0 + 1)") }),
        ])
    }

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        let actions = ActionLog()
        let factory = HomeFactory(actions: actions)
        let height = options.height ?? Self.defaultHeight
        let host = GridHost(
            viewportSize: Size(width: Double(options.width), height: Double(height)),
            layout: GridLayout(columns: .fixed(1), itemHeight: 1))
        let dataSource = DiffableDataSource(host: host, factory: factory)
        defer { withExtendedLifetime(dataSource) {} }
        let screen = Self.snapshot()
        do {
            try dataSource.apply(screen)
        } catch {
            throw .input("the home screen could not be shown: \(error)")
        }
        if let offset = options.carouselOffset {
            do {
                try host.scrollCarousel(section: 0, toX: Double(offset))
            } catch {
                throw .usage("--carousel-offset: \(error)")
            }
        }
        host.contentOffset = Point(x: 0, y: Double(options.offset))
        var lines = [host.renderText()]
        if let index = options.select {
            guard let path = screen.path(ofItemNumber: index) else { throw .usage("--select \(index): the home screen has \(screen.numberOfItems) cards") }
            do {
                try host.tap(at: .item(path))
            } catch {
                throw .usage("--select \(index): \(error)")
            }
            lines += actions.lines
        }
        lines.append("\(screen.numberOfItems) cards, \(factory.madeControllers) controllers made")
        return lines.joined(separator: "\n")
    }
}
