import CellControllers

/// A carousel of each paging kind (`CarouselPaging`), one grid host, one carousel per section:
/// `--swipe-carousel KIND:DISTANCE[,DISTANCE…]` swipes one of them, and a line per swipe says
/// where it came to rest. The continuous kinds travel as far as the swipe went; the paged kinds
/// move at most one page per swipe, however long it is.
struct CarouselsScreen: ExampleScreen {
    let name = "carousels"
    let summary = "a carousel of each paging kind; --swipe-carousel swipes one"
    var supportedLayouts: [ListLayout] { [.grid] }

    /// A carousel of the screen: the name `--swipe-carousel` takes, its title and its paging.
    struct Kind: Sendable {
        let name: String
        let title: String
        let paging: CarouselPaging
    }

    /// The carousels, top to bottom.
    static let kinds = [
        Kind(name: "none", title: ".none: free scrolling", paging: .none),
        Kind(name: "item", title: ".item: the next card's edge", paging: .item),
        Kind(name: "group", title: ".group(2): two cards' edge", paging: .group(2)),
        Kind(name: "page", title: ".page: a screen per swipe", paging: .page),
        Kind(name: "paged-group", title: ".pagedGroup(2): two cards per swipe", paging: .pagedGroup(2)),
        Kind(name: "centered", title: ".centeredGroup(1): a card centred", paging: .centeredGroup(1)),
    ]

    /// How many cards each carousel has.
    static let cardCount = 12

    final class CardController: ModelCellController<BracketCardCell, Int> {
        override func configureCell(_ cell: BracketCardCell) { cell.title = "Card \(model % 100)" }
    }

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        let sections = Self.kinds.enumerated().map { index, kind in
            ControllerSection<GridHost>(
                id: kind.name, header: HeaderController<GridHeaderCell>(title: kind.title),
                layout: .carousel(itemWidth: 8, itemHeight: 1, spacing: 1, paging: kind.paging),
                items: (1...Self.cardCount).map { CardController(model: (index + 1) * 100 + $0) })
        }
        let height = options.height ?? Self.kinds.count * 3
        let host = GridHost(viewportSize: Size(width: Double(options.width), height: Double(height)), layout: GridLayout(columns: .fixed(1), itemHeight: 1))
        let adapter = CellControllerAdapter(host: host, sections: sections)
        defer { withExtendedLifetime(adapter) {} }
        host.layoutIfNeeded()
        var notes: [String] = []
        if let swipe = options.carouselSwipe {
            guard let section = Self.kinds.firstIndex(where: { $0.name == swipe.kind }) else {
                throw .usage("--swipe-carousel: no carousel '\(swipe.kind)'; the carousels are " + Self.kinds.map(\.name).joined(separator: ", "))
            }
            for distance in swipe.distances {
                do {
                    let before = host.carouselScroll(section: section)?.offset ?? 0
                    let rest = try host.swipeCarousel(section: section, by: Double(distance))
                    notes.append("swiped \(swipe.kind) by \(distance): from \(Self.format(before)) to \(Self.format(rest))")
                } catch {
                    throw .usage("--swipe-carousel: \(error)")
                }
            }
        }
        host.contentOffset = Point(x: 0, y: Double(options.offset))
        return ([host.renderText()] + notes).joined(separator: "\n")
    }

    /// An offset without a needless ".0".
    static func format(_ x: Double) -> String {
        x == x.rounded() ? "\(Int(x))" : "\(x)"
    }
}
