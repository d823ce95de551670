import CellControllers
import CellControllersTestSupport
import Testing

/// A typed screen whose sections take their layouts from the factory
/// (`CellControllerFactory.layout(forSection:in:)`), as a compositional layout's section provider.
@MainActor
struct TypedSectionLayoutTests {
    enum Shelf: String, Identifiable, Equatable, Sendable {
        case list, deals, catalogue
        var id: String { rawValue }
    }

    /// Lays out `.deals` as a carousel of 6-wide cards, `.catalogue` as a grid of 3 columns from
    /// a width of 30 (else 2), `.list` with the host's layout; counts its layout questions.
    final class ShelfFactory: CellControllerFactory {
        var asked: [(Shelf, Double)] = []
        var items = 0
        func cellController(for row: Row) -> CellController<GridHost> {
            items += 1
            return TileController(row)
        }
        func supplementaryController(_ kind: SupplementaryKind, forSection section: Shelf) -> CellController<GridHost>? { nil }
        func layout(forSection section: Shelf, in environment: LayoutEnvironment) -> GridLayout? {
            asked.append((section, environment.width))
            switch section {
            case .list: return nil
            case .deals: return .carousel(itemWidth: 6, itemHeight: 1, spacing: 1)
            case .catalogue: return GridLayout(columns: .fixed(environment.width >= 30 ? 3 : 2), interitemSpacing: 0, itemHeight: 1)
            }
        }
    }

    static func screen(deals: Int = 100_000) -> Snapshot<Shelf, Row> {
        Snapshot([
            (.list, (0..<2).map { Row(id: $0, title: "L\($0)") }),
            (.deals, (0..<deals).map { Row(id: 1_000 + $0, title: "D\($0)") }),
            (.catalogue, (0..<6).map { Row(id: 10 + $0, title: "C\($0)") }),
        ])
    }

    let host = GridHost(viewportSize: Size(width: 20, height: 8), layout: GridLayout(columns: .fixed(1), itemHeight: 1))
    let factory = ShelfFactory()
    let dataSource: DiffableDataSource<Shelf, Row, GridHost>

    init() throws {
        dataSource = DiffableDataSource(host: host, factory: factory)
        try dataSource.apply(Self.screen())
    }

    @Test func eachSectionIsLaidOutWithTheFactorysLayout() throws {
        #expect(host.rect(for: .item(ItemPath(item: 1, section: 0))) == Rect(x: 0, y: 1, width: 20, height: 1))
        // The deals are a carousel: one row of 6-wide cards, 1 apart, scrolled sideways.
        #expect(host.rect(for: .item(ItemPath(item: 2, section: 1))) == Rect(x: 14, y: 2, width: 6, height: 1))
        #expect(host.indexPathsForVisibleItems.filter { $0.section == 1 }.count == 3)
        try host.scrollCarousel(section: 1, by: 7)
        #expect(host.rect(for: .item(ItemPath(item: 1, section: 1))) == Rect(x: 0, y: 2, width: 6, height: 1))
        // The catalogue is a grid of 2 columns at this width: items 0 and 1 share a line.
        #expect(host.rect(for: .item(ItemPath(item: 1, section: 2))) == Rect(x: 10, y: 3, width: 10, height: 1))
        #expect(host.renderText().contains("C0"))
    }

    @Test func theFactoryIsAskedOncePerSectionNeverPerItem() throws {
        #expect(factory.asked.map(\.0) == [.list, .deals, .catalogue])
        #expect(factory.asked.allSatisfy { $0.1 == 20 })
        // 100,000 deals, but only the cards on screen (and the prefetch window) got controllers.
        #expect(factory.items < 40)
        host.contentOffset = Point(x: 0, y: 1)
        try host.scrollCarousel(section: 1, by: 30)
        #expect(factory.asked.count == 3)
    }

    @Test func aWidthChangeAsksEverySectionAgainWithTheNewWidth() {
        factory.asked = []
        host.viewportSize = Size(width: 30, height: 8)
        #expect(factory.asked.map(\.0) == [.list, .deals, .catalogue])
        #expect(factory.asked.allSatisfy { $0.1 == 30 })
        // The catalogue now has 3 columns: item 2 is on the first line of the grid.
        #expect(host.rect(for: .item(ItemPath(item: 2, section: 2))) == Rect(x: 20, y: 3, width: 10, height: 1))
        // A height change alone asks nothing.
        factory.asked = []
        host.viewportSize = Size(width: 30, height: 5)
        #expect(factory.asked.isEmpty)
    }

    @Test func anUnchangedSectionKeepsItsLayoutAndAChangedOneIsAskedAgain() throws {
        factory.asked = []
        var next = Self.screen()
        try next.deleteItems([1_000])
        try dataSource.apply(next)
        #expect(factory.asked.isEmpty)
        try next.reloadSections([Shelf.catalogue.id])
        try dataSource.apply(next)
        #expect(factory.asked.map(\.0) == [.catalogue])
    }

    @Test func aDataSourceReadsTheScreenBackTyped() throws {
        #expect(try dataSource.snapshot().numberOfItems(inSection: Shelf.deals.id) == 100_000)
        #expect(dataSource.snapshot().item(at: ItemPath(item: 0, section: 2))?.title == "C0")
    }

    @Test func aTableSectionCanHaveItsOwnRowHeight() throws {
        struct Rows: CellControllerFactory {
            func cellController(for row: Row) -> CellController<TableHost> { LabelController(row) }
            func supplementaryController(_ kind: SupplementaryKind, forSection section: Shelf) -> CellController<TableHost>? { nil }
            func layout(forSection section: Shelf, in environment: LayoutEnvironment) -> TableLayout? {
                section == .deals ? TableLayout(rowHeight: 2, separator: .none) : nil
            }
        }
        let table = TableHost(viewportSize: Size(width: 20, height: 10), layout: TableLayout(rowHeight: 1, separator: .none))
        let rows = DiffableDataSource(host: table, factory: Rows())
        try rows.apply(Self.screen(deals: 3))
        #expect(table.rect(for: .item(ItemPath(item: 0, section: 1))) == Rect(x: 0, y: 2, width: 20, height: 2))
        #expect(table.rect(for: .item(ItemPath(item: 0, section: 2))) == Rect(x: 0, y: 8, width: 20, height: 1))
    }
}
