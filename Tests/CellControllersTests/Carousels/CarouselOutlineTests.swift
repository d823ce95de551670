import CellControllers
import CellControllersTestSupport
import Testing

/// A typed screen whose factory gives a section a carousel (issue 26): an outline change of that
/// section (a `SectionSnapshot` applied to it) shown with a reload keeps the carousel where it
/// was scrolled, as a whole-screen apply does (`CarouselReloadTests`). Found by the model-based
/// test (seed 27): the outline change hands the adapter the shown snapshot's storage, and the
/// reload's carried carousels were looked up by section in what was left of it, nothing.
@MainActor
@Suite("Outline changes of a typed carousel section keep its offset")
struct CarouselOutlineTests {
    private struct Shelf: Identifiable, Hashable, Sendable { let id: String }

    private struct ShelfFactory: CellControllerFactory {
        func cellController(for row: Row) -> CellController<GridHost> { TileController(row) }
        func supplementaryController(_ kind: SupplementaryKind, forSection section: Shelf) -> CellController<GridHost>? { nil }
        func layout(forSection shelf: Shelf, in environment: LayoutEnvironment) -> GridLayout? {
            shelf.id == "cards" ? .carousel(itemWidth: 6, itemHeight: 2, spacing: 1, paging: .centeredGroup(2)) : nil
        }
    }

    private static func cards(_ ids: Range<Int>) -> [Row] { ids.map { Row(id: $0, title: "C\($0)") } }

    @Test("A section snapshot applied over reloadThreshold keeps the carousel's offset", arguments: [0, 10_000])
    func sectionSnapshotKeepsTheOffset(reloadThreshold: Int) throws {
        let host = GridHost(viewportSize: Size(width: 20, height: 8), layout: GridLayout(columns: .fixed(1), itemHeight: 1))
        let dataSource = DiffableDataSource(host: host, factory: ShelfFactory())
        try dataSource.apply(
            Snapshot([(section: Shelf(id: "list"), items: [Row(id: 1, title: "L1")]), (section: Shelf(id: "cards"), items: Self.cards(100..<110))]))
        host.layoutIfNeeded()
        try host.scrollCarousel(section: 1, toX: 14)
        dataSource.adapter.reloadThreshold = reloadThreshold
        var tree = SectionSnapshot<Row>()
        // Five more cards: a change, shown with a reload when over reloadThreshold.
        try tree.append(Self.cards(100..<115))
        try dataSource.apply(tree, to: "cards")
        #expect(host.carouselScroll(section: 1)?.offset == 14)
        #expect(host.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item).first == 2)
    }
}
