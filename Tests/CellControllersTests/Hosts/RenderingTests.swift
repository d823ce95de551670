import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Text rendering")
struct RenderingTests {
    @Test func tableRendersRowsHeadersAndSeparatorsClippedToTheViewport() {
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 16, height: 7), layout: TableLayout(separator: .line(inset: 2))),
            sections: [
                ControllerSection(id: 0, header: CaptionController("FRUIT"), items: [
                    LabelController(id: 1, title: "Apple"), LabelController(Row(id: 2, title: "Banana", lines: 2)),
                    LabelController(id: 3, title: "Cherry"),
                ]),
            ])
        #expect(adapter.host.renderText() == """
            FRUIT
            Apple
              ──────────────
            Banana
              line 2
              ──────────────
            Cherry
            """)
        adapter.host.contentOffset = Point(x: 0, y: 3)
        #expect(adapter.host.contentOffset.y == 1, "clamped: the content is 8 lines, the viewport 7")
        #expect(adapter.host.renderText() == """
            Apple
              ──────────────
            Banana
              line 2
              ──────────────
            Cherry
              ──────────────
            """)
    }

    @Test func gridRendersCellsSideBySideWithoutOverlap() {
        let adapter = CellControllerAdapter(
            host: GridHost(viewportSize: Size(width: 20, height: 3), layout: GridLayout(columns: .fixed(3), interitemSpacing: 1, itemHeight: 1)),
            sections: [
                ControllerSection(id: 0, header: GridCaptionController("Tiles"), items: (1...5).map { TileController(id: $0) }),
            ])
        // (20 - 2 gaps) / 3 = 6 columns each.
        #expect(adapter.host.renderText() == """
            Tiles
            T1     T2     T3
            T4     T5
            """)
    }

    @Test func disabledCellsRenderDimmed() {
        final class DisabledController: GenericCellController<LabelCell> {
            override func configureCell(_ cell: LabelCell) {
                cell.title = "Off"
                cell.isEnabled = false
            }
        }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 10, height: 2), layout: TableLayout(separator: .none)),
            sections: [
                ControllerSection(id: 0, items: [LabelController(id: 0, title: "On"), DisabledController()]),
            ])
        #expect(adapter.host.renderText() == "On\n·ff")
    }
}
