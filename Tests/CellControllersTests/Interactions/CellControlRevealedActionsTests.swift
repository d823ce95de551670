import CellControllers
import CellControllersTestSupport
import Testing

/// A tap at a point on a cell's control while swipe actions are revealed only hides them, as
/// every touch does: on a disabled control too, and it does not reach the control (found by
/// the model-based test's control taps).
@MainActor
@Suite("Controls in cells: taps while actions are revealed")
struct CellControlRevealedActionsTests {
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    /// Row 0 has a disabled switch, row 1 an info button; both have a trailing Delete.
    final class RowController: ModelCellController<TableCell, Int> {
        let log: Log
        init(_ id: Int, log: Log) {
            self.log = log
            super.init(model: id)
        }
        override func configureCell(_ cell: TableCell) {
            let log = log, id = model
            cell.text = "Row \(id)"
            cell.controls = id == 0
                ? [.toggle("Sw", isOn: false, isEnabled: false) { isOn in log.entries.append("switch \(isOn)") }]
                : [.info { log.entries.append("info \(id)") }]
        }
        override func swipeActions(for edge: SwipeEdge) -> SwipeActionsConfiguration? {
            edge == .trailing ? SwipeActionsConfiguration(actions: [SwipeAction("Delete", style: .destructive) { true }]) : nil
        }
    }

    @Test func aTapOnAControlWhileActionsAreRevealedOnlyHidesThem() throws {
        let log = Log()
        let host = TableHost(viewportSize: Size(width: 16, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0, items: [0, 1].map { RowController($0, log: log) })])
        host.layoutIfNeeded()
        // A disabled control: the touch still hides the revealed actions.
        try host.swipe(at: ItemPath(item: 1, section: 0), edge: .trailing)
        #expect(host.revealedSwipeActions != nil)
        #expect(!host.tap(at: Point(x: 12, y: 0)))
        #expect(host.revealedSwipeActions == nil)
        // An enabled one: hidden too, and the tap does not reach the control.
        try host.swipe(at: ItemPath(item: 0, section: 0), edge: .trailing)
        #expect(!host.tap(at: Point(x: 14, y: 1)))
        #expect(host.revealedSwipeActions == nil)
        #expect(log.entries.isEmpty)
        withExtendedLifetime(adapter) {}
    }
}
