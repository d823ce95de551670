import CellControllers
import CellControllersTestSupport
import Testing

/// Fractional widths do not lose a column to rounding: two columns of half the width are drawn
/// the same width, in a grid of columns and in a grid of 0.5 groups.
@MainActor
@Suite struct GroupRoundingTests {
    static let halves = LayoutGroup.horizontal(
        width: .fractionalWidth(1), height: .absolute(1),
        subitems: Array(repeating: .item(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), count: 2))

    /// The widths the first line draws of "a" and "b", the two cards.
    func drawnWidths(layout: GridLayout, width: Double) throws -> (Int, Int) {
        let host = GridHost(viewportSize: Size(width: width, height: 3), layout: layout)
        let adapter = CellControllerAdapter(host: host)
        try adapter.apply([ControllerSection(id: 0, items: [
            FillController(model: Row(id: 0, title: "a")), FillController(model: Row(id: 1, title: "b")),
        ])])
        host.layoutIfNeeded()
        let line = host.renderText().split(separator: "\n").first.map(String.init) ?? ""
        return (line.count(where: { $0 == "a" }), line.count(where: { $0 == "b" }))
    }

    @Test(arguments: [79.0, 80, 81, 101])
    func twoColumnsAreDrawnTheSameWidth(width: Double) throws {
        let (a, b) = try drawnWidths(layout: GridLayout(columns: .fixed(2), interitemSpacing: 0, itemHeight: 1), width: width)
        #expect(a == b)
        #expect(a == Int(width / 2))
    }

    @Test(arguments: [79.0, 80, 81, 101])
    func twoHalfGroupsAreDrawnTheSameWidth(width: Double) throws {
        let (a, b) = try drawnWidths(layout: GridLayout(group: Self.halves), width: width)
        #expect(a == b)
        #expect(a == Int(width / 2))
    }
}
