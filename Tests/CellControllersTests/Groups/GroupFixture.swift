import CellControllers
import CellControllersTestSupport

/// A grid cell that fills its whole frame with one character, so that a rendering shows how
/// wide it was drawn.
final class FillCell: GridCell {
    var fill: Character = "#"
    override func render(width: Int) -> [String] { [String(repeating: fill, count: width)] }
}

/// A controller of ``FillCell`` drawing the first character of its row's title.
final class FillController: ModelCellController<FillCell, Row> {
    override func configureCell(_ cell: FillCell) { cell.fill = model.title.first ?? "#" }
}

/// A grid host whose rows repeat Apple's "Nested Groups" group: one item 0.7 wide beside a
/// vertical group 0.3 wide of two items each half as tall, the group 4 lines tall and one line
/// apart from the next. In a viewport 20 wide: item 0 is 14 × 4 at (0, 0), items 1 and 2 are
/// 6 × 2 at (14, 0) and (14, 2); the next repetition starts at line 5.
@MainActor
struct GroupFixture {
    static func nestedGroup(height: LayoutDimension = .absolute(4)) -> LayoutGroup {
        let pair = LayoutGroup.vertical(
            width: .fractionalWidth(0.3), height: .fractionalHeight(1),
            subitems: Array(repeating: .item(width: .fractionalWidth(1), height: .fractionalHeight(0.5)), count: 2))
        return LayoutGroup.horizontal(
            width: .fractionalWidth(1), height: height,
            subitems: [
                .item(width: .fractionalWidth(0.7), height: .fractionalHeight(1)),
                .group(pair),
            ])
    }

    let host: GridHost
    let adapter: CellControllerAdapter<GridHost>

    init(items: Int = 6, layout: GridLayout? = nil, viewport: Size = Size(width: 20, height: 10), heights: [Int: Double] = [:]) throws {
        host = GridHost(viewportSize: viewport, layout: try layout ?? GridLayout(group: Self.nestedGroup(), interGroupSpacing: 1))
        adapter = CellControllerAdapter(host: host)
        try adapter.apply([ControllerSection(id: 0, items: (0..<items).map { TileController(id: $0, height: heights[$0]) })])
        host.layoutIfNeeded()
    }

    /// The rendering's lines.
    var lines: [String] {
        host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
