import CellControllers
import CellControllersTestSupport
import Testing

/// A factory's `SectionModel` is named by whichever section method it implements: headers, a
/// side label or a layout. A factory of layouts alone once kept `SectionModel == Never`, so its
/// `layout(forSection:in:)` was an unrelated overload and every section silently took the host's
/// layout.
@MainActor
struct FactorySectionModelTests {
    enum Shelf: String, Identifiable, Equatable, Sendable {
        case deals, rest
        var id: String { rawValue }
    }

    /// Lays out `.deals` as a carousel of 6-wide cards; makes no headers.
    struct LayoutsOnly: CellControllerFactory {
        func cellController(for row: Row) -> CellController<GridHost> { TileController(row) }
        func layout(forSection section: Shelf, in environment: LayoutEnvironment) -> GridLayout? {
            section == .deals ? .carousel(itemWidth: 6, itemHeight: 1, spacing: 1) : nil
        }
    }

    /// Labels each section with its name; makes no headers.
    struct SideLabelsOnly: CellControllerFactory {
        func cellController(for row: Row) -> CellController<TableHost> { LabelController(row) }
        func sideLabel(forSection section: Shelf) -> String? { section.rawValue }
    }

    /// Implements no section method: serves snapshots of any section type.
    struct ItemsOnly: CellControllerFactory {
        func cellController(for row: Row) -> CellController<TableHost> { LabelController(row) }
    }

    static func screen() -> Snapshot<Shelf, Row> {
        Snapshot([
            (.deals, (0..<10).map { Row(id: $0, title: "D\($0)") }),
            (.rest, (10..<12).map { Row(id: $0, title: "R\($0)") }),
        ])
    }

    @Test func eachSectionMethodNamesTheSectionModel() {
        #expect(LayoutsOnly.SectionModel.self == Shelf.self)
        #expect(SideLabelsOnly.SectionModel.self == Shelf.self)
        #expect(ItemsOnly.SectionModel.self == Never.self)
    }

    @Test func aFactoryOfLayoutsAloneLaysOutItsSections() throws {
        let host = GridHost(viewportSize: Size(width: 20, height: 6), layout: GridLayout(columns: .fixed(1), itemHeight: 1))
        let dataSource = DiffableDataSource<Shelf, Row, GridHost>(host: host, factory: LayoutsOnly())
        try dataSource.apply(Self.screen())
        // The deals are one sideways row of 6-wide cards, 1 apart; the rest, the host's list.
        #expect(host.rect(for: .item(ItemPath(item: 2, section: 0))) == Rect(x: 14, y: 0, width: 6, height: 1))
        #expect(host.rect(for: .item(ItemPath(item: 1, section: 1))) == Rect(x: 0, y: 2, width: 20, height: 1))
    }

    @Test func aFactoryOfSideLabelsAloneLabelsItsSections() throws {
        var layout = TableLayout(rowHeight: 1, separator: .none)
        layout.sideLabel = SideLabelLayout(width: 6)
        let host = TableHost(viewportSize: Size(width: 20, height: 12), layout: layout)
        let dataSource = DiffableDataSource<Shelf, Row, TableHost>(host: host, factory: SideLabelsOnly())
        try dataSource.apply(Self.screen())
        let lines = host.renderText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("deals") == true)
        #expect(lines.contains { $0.hasPrefix("rest") })
    }

    @Test func aFactoryOfItemsAloneServesAnySectionType() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Shelf, Row, TableHost>(host: host, factory: ItemsOnly())
        try dataSource.apply(Self.screen())
        #expect(host.numberOfItems(inSection: 0) == 10)
    }
}
