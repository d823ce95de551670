import CellControllers
import CellControllersTestSupport
import Testing

/// A tile that calls `onDisplay` with its id when it is displayed (an app's `willDisplay` hook).
private final class HookedTile: ModelCellController<TileCell, Row> {
    let onDisplay: (Int) -> Void
    init(_ row: Row, onDisplay: @escaping (Int) -> Void) {
        self.onDisplay = onDisplay
        super.init(model: row)
    }
    override func configureCell(_ cell: TileCell) { cell.title = model.title }
    override func height(forWidth width: Double) -> Double? { Double(model.lines) }
    override func didChangeDisplay(of cell: TileCell, isDisplayed: Bool) { if isDisplayed { onDisplay(model.id) } }
}

/// A row that calls `onDisplay` with its id when it is displayed.
private final class HookedLabel: ModelCellController<LabelCell, Row> {
    let onDisplay: (Int) -> Void
    init(_ row: Row, onDisplay: @escaping (Int) -> Void) {
        self.onDisplay = onDisplay
        super.init(model: row)
    }
    override func configureCell(_ cell: LabelCell) { cell.title = model.title }
    override func height(forWidth width: Double) -> Double? { Double(model.lines) }
    override func didChangeDisplay(of cell: LabelCell, isDisplayed: Bool) { if isDisplayed { onDisplay(model.id) } }
}

/// `scrollToEnd()` while a `willDisplay` hook applies a screen that changes the content's
/// height (a chat that shows the newest messages once the last one it had shows): the scroll
/// goes to the end, so the viewport ends at the end of the content the hook applied, whatever
/// the host, its anchoring, its estimated heights, and whether the adapter reloads.
@MainActor
@Suite("scrollToEnd() with applies from willDisplay")
struct ScrollToEndTests {
    enum HostKind: CaseIterable, Sendable { case table, grid }

    /// How the hook's screen reaches the host.
    enum Variant: CaseIterable, Sendable {
        /// Batch updates, every height known.
        case batch
        /// Batch updates, heights estimated (one line) until shown (two lines).
        case estimated
        /// The adapter reloads the host (`reloadThreshold` 0).
        case reload
        /// Items above the viewport grow by a line (reconfigured), and items are appended.
        case growAbove
    }

    /// What the host shows after `scrollToEnd()`.
    struct Outcome {
        var applied: Bool
        var isScrolledToEnd: Bool
        var offset: Double
        var contentHeight: Double
        var lastVisible: ItemPath?
        var lastItem: ItemPath
    }

    /// A screen of 40 items (a table's rows, a two-column grid's tiles) in a viewport 6 lines
    /// high; when the last one is displayed, the hook applies 10 more (once).
    private func scrollToEnd(_ kind: HostKind, anchoring: ScrollAnchoring, variant: Variant) throws -> Outcome {
        let lines = variant == .estimated ? 2 : 1
        var count = 40
        var grown = false
        var applied = false
        func rows() -> [Row] {
            (0..<count).map { Row(id: $0, title: "R\($0)", lines: grown && $0 < 10 ? lines + 1 : lines) }
        }
        func hook(_ id: Int, apply: () throws -> Void) {
            guard id == 39, !applied else { return }
            applied = true
            count = 50
            grown = variant == .growAbove
            try? apply()
        }
        switch kind {
        case .table:
            let layout = TableLayout(estimatedRowHeight: variant == .estimated ? 1 : nil, separator: .none)
            let host = TableHost(viewportSize: Size(width: 20, height: 6), layout: layout)
            host.scrollAnchoring = anchoring
            let adapter = CellControllerAdapter(host: host)
            if variant == .reload { adapter.reloadThreshold = 0 }
            func sections() -> [ControllerSection<TableHost>] {
                [ControllerSection(id: 0, items: rows().map { row in
                    HookedLabel(row) { id in hook(id) { try adapter.apply(sections()) } }
                })]
            }
            try adapter.apply(sections())
            host.layoutIfNeeded()
            host.scrollToEnd()
            return Outcome(
                applied: applied, isScrolledToEnd: host.isScrolledToEnd, offset: host.contentOffset.y, contentHeight: host.contentSize.height,
                lastVisible: host.indexPathsForVisibleItems.last, lastItem: ItemPath(item: count - 1, section: 0))
        case .grid:
            let layout = GridLayout(columns: .fixed(2), interitemSpacing: 1, estimatedItemHeight: variant == .estimated ? 1 : nil)
            let host = GridHost(viewportSize: Size(width: 21, height: 6), layout: layout)
            host.scrollAnchoring = anchoring
            let adapter = CellControllerAdapter(host: host)
            if variant == .reload { adapter.reloadThreshold = 0 }
            func sections() -> [ControllerSection<GridHost>] {
                [ControllerSection(id: 0, items: rows().map { row in
                    HookedTile(row) { id in hook(id) { try adapter.apply(sections()) } }
                })]
            }
            try adapter.apply(sections())
            host.layoutIfNeeded()
            host.scrollToEnd()
            return Outcome(
                applied: applied, isScrolledToEnd: host.isScrolledToEnd, offset: host.contentOffset.y, contentHeight: host.contentSize.height,
                lastVisible: host.indexPathsForVisibleItems.last, lastItem: ItemPath(item: count - 1, section: 0))
        }
    }

    @Test("The viewport ends at the end of the content the hook applied, and shows the last item",
          arguments: HostKind.allCases, [ScrollAnchoring.firstVisibleItem, .bottom, .none])
    func endsAtTheEnd(kind: HostKind, anchoring: ScrollAnchoring) throws {
        for variant in Variant.allCases {
            let outcome = try scrollToEnd(kind, anchoring: anchoring, variant: variant)
            #expect(outcome.applied, "\(variant)")
            #expect(outcome.isScrolledToEnd, "\(variant): offset \(outcome.offset), content \(outcome.contentHeight)")
            #expect(outcome.offset == outcome.contentHeight - 6, "\(variant)")
            #expect(outcome.lastVisible == outcome.lastItem, "\(variant)")
        }
    }
}
