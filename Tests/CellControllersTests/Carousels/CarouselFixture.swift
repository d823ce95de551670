import CellControllers
import CellControllersTestSupport

/// A card of a carousel that records its display, prefetch and selection events.
final class RecordingCardController: ModelCellController<TileCell, Row> {
    let events: CarouselEvents

    init(_ row: Row, events: CarouselEvents) {
        self.events = events
        super.init(model: row)
    }

    override func configureCell(_ cell: TileCell) { cell.title = model.title }
    override func didChangeDisplay(of cell: TileCell, isDisplayed: Bool) { if isDisplayed { events.log.append("+\(model.id)") } else { events.log.append("-\(model.id)") } }
    override func didChangeSelection(_ isSelected: Bool) { if isSelected { events.log.append("select \(model.id)") } }
    override func didChangePrefetching(_ isPrefetching: Bool) { if isPrefetching { events.prefetched.insert(model.id) } else { events.prefetched.remove(model.id) } }
}

/// What the cards of a ``CarouselFixture`` heard.
@MainActor
final class CarouselEvents {
    var log: [String] = []
    var prefetched: Set<Int> = []
}

/// A grid host of three sections: a one-column list (items 0-1, lines 0-1), a carousel of
/// cards 6 × 2 one column apart under a one-line header (header line 2, cards lines 3-4, ids
/// from 100), and a two-column grid (items 0-3, lines 5-6), in a viewport 20 × 8.
@MainActor
struct CarouselFixture {
    struct Section: Identifiable, Equatable, Sendable { let id: String }

    let host = GridHost(viewportSize: Size(width: 20, height: 8), layout: GridLayout(columns: .fixed(1), itemHeight: 1))
    let events = CarouselEvents()
    let adapter: CellControllerAdapter<GridHost>
    var paging: CarouselPaging

    init(cards: Int = 10, paging: CarouselPaging = .none) {
        self.paging = paging
        adapter = CellControllerAdapter(host: host)
        show(cards: Array(0..<cards))
    }

    /// The carousel's layout.
    var carouselLayout: GridLayout { .carousel(itemWidth: 6, itemHeight: 2, spacing: 1, paging: paging) }

    func sections(cards: [Int], carouselLayout: GridLayout? = nil) -> [ControllerSection<GridHost>] {
        [
            ControllerSection(model: Section(id: "list"), items: (0..<2).map { TileController(id: $0) }),
            ControllerSection(
                model: Section(id: "cards"), header: GridCaptionController("Cards"), layout: carouselLayout ?? self.carouselLayout,
                items: cards.map { RecordingCardController(Row(id: 100 + $0, title: "Card \($0)"), events: events) }),
            ControllerSection(
                model: Section(id: "grid"), layout: GridLayout(columns: .fixed(2), itemHeight: 1),
                items: (10..<14).map { TileController(id: $0) }),
        ]
    }

    func show(cards: [Int]) {
        try? adapter.apply(sections(cards: cards))
        host.layoutIfNeeded()
    }

    /// The ids of the visible cards.
    var visibleCards: [Int] {
        host.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item)
    }

    /// The carousel's line of the rendering (the cards' first line).
    var cardLine: String {
        let lines = host.renderText().split(separator: "\n", omittingEmptySubsequences: false)
        return String(lines[3 - Int(host.contentOffset.y)])
    }
}
