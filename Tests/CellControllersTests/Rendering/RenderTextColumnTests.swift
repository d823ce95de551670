import CellControllers
import CellControllersTestSupport
import Testing

/// A table cell that draws its lines as they are, however wide, so that the host's canvas
/// clips them.
private final class RawTextCell: TableCell {
    var lines: [String] = []
    override func render(width: Int) -> [String] { lines }
}

/// A grid cell that draws its lines as they are.
private final class RawTileCell: GridCell {
    var lines: [String] = []
    override func render(width: Int) -> [String] { lines }
}

private struct TextRow: Identifiable, Equatable, Sendable {
    let id: Int
    var lines: [String]
}

/// `renderText()` with wide, zero-width and emoji text: no line is ever wider than the viewport.
@MainActor
@Suite("Rendering in terminal columns")
struct RenderTextColumnTests {
    private let tableRows = CellRegistration<RawTextCell, TextRow> { cell, row in cell.lines = row.lines }
    private let gridTiles = CellRegistration<RawTileCell, TextRow> { cell, row in cell.lines = row.lines }

    private func randomRows(_ random: inout DiffTestRandom) -> [TextRow] {
        (0..<random.int(0...8)).map { id in
            TextRow(id: id, lines: (0..<random.int(1...3)).map { _ in TextSamples.string(&random, maxLength: 30).text })
        }
    }

    /// The reference for one clipped line: the clusters that take columns, while they fit.
    private func clippedReference(_ text: String, width: Int) -> String {
        var columns = 0
        var kept: [Character] = []
        for character in text where TextRendering.columnWidth(of: character) > 0 {
            columns += TextRendering.columnWidth(of: character)
            if columns > width { break }
            kept.append(character)
        }
        return TextRendering.trimmingTrailingSpaces(String(kept))
    }

    @Test("a table's lines are at most the viewport's width, and show each row's first line clipped")
    func table() throws {
        var random = DiffTestRandom(seed: 0x7AB1E)
        for _ in 0..<300 {
            let width = random.int(1...30)
            let rows = randomRows(&random)
            let adapter = CellControllerAdapter(
                host: TableHost(viewportSize: Size(width: Double(width), height: 12), layout: TableLayout(separator: .none)),
                sections: [ControllerSection(id: 0, items: tableRows.cellControllers(for: rows))])
            let lines = adapter.host.renderText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.count == 12)
            for line in lines {
                #expect(TextRendering.columnWidth(of: line) <= width, "\(line.debugDescription) in \(width) columns")
            }
            let expected = rows.flatMap(\.lines).prefix(12).map { clippedReference($0, width: width) }
            #expect(Array(lines.prefix(expected.count)) == expected)
        }
    }

    @Test("a grid's lines are at most the viewport's width, with cells side by side")
    func grid() {
        var random = DiffTestRandom(seed: 0x6121D)
        for _ in 0..<300 {
            let width = random.int(1...40)
            let columns = random.int(1...4)
            let adapter = CellControllerAdapter(
                host: GridHost(
                    viewportSize: Size(width: Double(width), height: 10),
                    layout: GridLayout(columns: .fixed(columns), interitemSpacing: Double(random.int(0...2)), itemHeight: 2)),
                sections: [ControllerSection(id: 0, items: gridTiles.cellControllers(for: randomRows(&random)))])
            for line in adapter.host.renderText().split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(TextRendering.columnWidth(of: String(line)) <= width, "\(line.debugDescription) in \(width) columns")
            }
        }
    }

    @Test("cells that overlap (negative spacing): a character drawn over half of a wide one blanks its other half")
    func overlap() {
        let adapter = CellControllerAdapter(
            host: GridHost(viewportSize: Size(width: 7, height: 1), layout: GridLayout(columns: .fixed(2), interitemSpacing: -1, itemHeight: 1)),
            sections: [ControllerSection(id: 0, items: gridTiles.cellControllers(for: [
                TextRow(id: 0, lines: ["東京薬局"]), TextRow(id: 1, lines: ["ab"]),
            ]))])
        // Columns 0–3 and 3–6, drawn in either order (the host keeps its visible cells in a
        // dictionary): "a" drawn over the right half of "京" blanks its left half; "京" drawn
        // over "a" takes its column. Either way "b" stays in column 4.
        let line = adapter.host.renderText()
        #expect(line == "東 ab" || line == "東京b", "\(line)")
    }

    @Test("a wide character that would cross a cell's edge becomes a space")
    func edges() {
        let adapter = CellControllerAdapter(
            host: GridHost(viewportSize: Size(width: 11, height: 1), layout: GridLayout(columns: .fixed(2), interitemSpacing: 0, itemHeight: 1)),
            sections: [ControllerSection(id: 0, items: gridTiles.cellControllers(for: [
                TextRow(id: 0, lines: ["東京薬局"]), TextRow(id: 1, lines: ["🏥🏥🏥"]),
            ]))])
        // Two cells of 5 columns: "東京" and a space where "薬" would cross the first cell's
        // edge; two hospitals and a space where the third would cross the second's.
        #expect(adapter.host.renderText() == "東京 🏥🏥")
    }
}
