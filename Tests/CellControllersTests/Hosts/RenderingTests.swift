import CellControllers
import CellControllersTestSupport
import Testing

@MainActor
@Suite("Text rendering")
struct RenderingTests {
    @Test func tableRendersRowsHeadersAndSeparatorsClippedToTheViewport() {
        let host = TableHost(viewportSize: Size(width: 16, height: 7), layout: TableLayout(separator: .line(inset: 2)))
        let adapter = CellControllerAdapter(host: host, sections: [
            ControllerSection(id: 0, header: CaptionController("FRUIT"), items: [
                LabelController(id: 1, title: "Apple"), LabelController(Row(id: 2, title: "Banana", lines: 2)),
                LabelController(id: 3, title: "Cherry"),
            ]),
        ])
        #expect(host.renderText() == """
            FRUIT
            Apple
              ──────────────
            Banana
              line 2
              ──────────────
            Cherry
            """)
        host.setContentOffset(Point(x: 0, y: 3))
        #expect(host.contentOffset.y == 1, "clamped: the content is 8 lines, the viewport 7")
        #expect(host.renderText() == """
            Apple
              ──────────────
            Banana
              line 2
              ──────────────
            Cherry
              ──────────────
            """)
        _ = adapter
    }

    @Test func gridRendersCellsSideBySideWithoutOverlap() {
        let host = GridHost(
            viewportSize: Size(width: 20, height: 3),
            layout: GridLayout(columns: .fixed(3), interitemSpacing: 1, itemHeight: 1))
        let adapter = CellControllerAdapter(host: host, sections: [
            ControllerSection(id: 0, header: GridCaptionController("Tiles"), items: (1...5).map { TileController(id: $0) }),
        ])
        // (20 - 2 gaps) / 3 = 6 columns each.
        #expect(host.renderText() == """
            Tiles
            T1     T2     T3
            T4     T5
            """)
        _ = adapter
    }

    @Test func disabledCellsRenderDimmed() {
        final class DisabledController: GenericCellController<LabelCell> {
            override func configureCell(_ cell: LabelCell) {
                cell.title = "Off"
                cell.isEnabled = false
            }
        }
        let host = TableHost(viewportSize: Size(width: 10, height: 2), layout: TableLayout(separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: [
            ControllerSection(id: 0, items: [LabelController(id: 0, title: "On"), DisabledController()]),
        ])
        #expect(host.renderText() == "On\n·ff")
        _ = adapter
    }
}
