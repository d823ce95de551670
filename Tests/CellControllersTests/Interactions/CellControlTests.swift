import CellControllers
import CellControllersTestSupport
import Testing

/// Controls in cells (a switch, a button, an info button): drawn at the trailing edge of the
/// cell's first line, tapped apart from the row's selection, read as accessibility elements.
@MainActor
@Suite("Controls in cells")
struct CellControlTests {
    struct Network: Identifiable, Equatable, Sendable {
        let id: Int
        var name: String
        var isOn = false
    }

    /// What the controls' actions and the rows' selections did, in order.
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    /// A network row: a switch for the first, an info button for the others; the row selects.
    final class NetworkController: ModelCellController<TableCell, Network> {
        let log: Log
        init(_ network: Network, log: Log) {
            self.log = log
            super.init(model: network)
        }
        override func configureCell(_ cell: TableCell) {
            cell.text = model.name
            let name = model.name, log = log
            cell.controls = model.id == 0
                ? [.toggle("Wi-Fi", isOn: model.isOn) { isOn in log.entries.append("switch \(isOn)") }]
                : [.info { log.entries.append("info \(name)") }]
        }
        override func didChangeSelection(_ isSelected: Bool) { if isSelected { log.entries.append("select \(model.name)") } }
    }

    static func screen(_ networks: [Network] = [Network(id: 0, name: "Wi-Fi"), Network(id: 1, name: "Home"), Network(id: 2, name: "Cafe")])
        -> (TableHost, CellControllerAdapter<TableHost>, Log) {
        let log = Log()
        let host = TableHost(viewportSize: Size(width: 16, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host, sections: [ControllerSection(id: 0, items: networks.map { NetworkController($0, log: log) })])
        host.layoutIfNeeded()
        return (host, adapter, log)
    }

    @Test func controlsAreDrawnAtTheTrailingEdgeAndTheContentNarrower() {
        let (host, adapter, _) = Self.screen()
        #expect(host.renderText() == "Wi-Fi      [off]\nHome         (i)\nCafe         (i)")
        withExtendedLifetime(adapter) {}
    }

    @Test func aTapOnAControlRunsItsActionAndDoesNotSelectTheRow() throws {
        let (host, adapter, log) = Self.screen()
        // On the switch's columns: it flips, its action hears the new value.
        #expect(host.tap(at: Point(x: 12, y: 0)))
        #expect(log.entries == ["switch true"])
        #expect(host.renderText().hasPrefix("Wi-Fi      [ON ]"))
        #expect(host.indexPathsForSelectedItems.isEmpty)
        // By name, from code; the returned control is the flipped one.
        let control = try host.tapControl(named: "Wi-Fi", inItemAt: ItemPath(item: 0, section: 0))
        #expect(control.isOn == false)
        #expect(host.tap(at: Point(x: 14, y: 2)))
        #expect(log.entries == ["switch true", "switch false", "info Cafe"])
        // Left of the controls, the row is tapped as usual.
        #expect(host.tap(at: Point(x: 2, y: 1)))
        #expect(log.entries.last == "select Home")
        #expect(host.indexPathsForSelectedItems == [ItemPath(item: 1, section: 0)])
        withExtendedLifetime(adapter) {}
    }

    @Test func impossibleTapsThrowTypedErrorsAndChangeNothing() throws {
        let (host, adapter, log) = Self.screen((0..<6).map { Network(id: $0, name: "N\($0)") })
        #expect(throws: CellHostError.unknownControl("Bluetooth", available: ["Wi-Fi"])) {
            try host.tapControl(named: "Bluetooth", inItemAt: ItemPath(item: 0, section: 0))
        }
        #expect(throws: CellHostError.itemNotDisplayed(ItemPath(item: 5, section: 0))) {
            try host.tapControl(named: "More Info", inItemAt: ItemPath(item: 5, section: 0))
        }
        #expect(throws: CellHostError.itemOutOfRange(ItemPath(item: 9, section: 0), sectionCount: 1, itemCount: 6)) {
            try host.tapControl(named: "More Info", inItemAt: ItemPath(item: 9, section: 0))
        }
        let cell = try #require(host.cell(for: .item(ItemPath(item: 1, section: 0))))
        cell.isEnabled = false
        #expect(throws: CellHostError.controlDisabled("More Info")) {
            try host.tapControl(named: "More Info", inItemAt: ItemPath(item: 1, section: 0))
        }
        #expect(log.entries.isEmpty)
        #expect(CellHostError.unknownControl("Bluetooth", available: ["Wi-Fi"]).description.contains("'Wi-Fi'"))
        withExtendedLifetime(adapter) {}
    }

    @Test func aReusedCellShowsOnlyTheControlsOfItsNewItem() throws {
        let (host, adapter, _) = Self.screen((0..<6).map { Network(id: $0, name: "N\($0)") })
        host.contentOffset = Point(x: 0, y: 3)
        host.layoutIfNeeded()
        #expect(host.renderText() == "N3           (i)\nN4           (i)\nN5           (i)")
        #expect(host.cell(for: .item(ItemPath(item: 3, section: 0)))?.controls.map(\.name) == ["More Info"])
        withExtendedLifetime(adapter) {}
    }

    @Test func eachControlIsAnAccessibilityElementAfterItsCell() throws {
        let (host, adapter, log) = Self.screen()
        let elements = host.accessibilityElements()
        #expect(elements.map(\.target) == [
            .item(ItemPath(item: 0, section: 0)), .control(ItemPath(item: 0, section: 0), name: "Wi-Fi"),
            .item(ItemPath(item: 1, section: 0)), .control(ItemPath(item: 1, section: 0), name: "More Info"),
            .item(ItemPath(item: 2, section: 0)), .control(ItemPath(item: 2, section: 0), name: "More Info"),
        ])
        #expect(elements[1].traits == .toggleButton && elements[1].value == "off" && elements[1].label == "Wi-Fi")
        #expect(elements[3].traits == .button && elements[3].value == nil)
        #expect(elements[0].label == "Wi-Fi")   // the row reads its content, not the control
        // A double tap on the switch flips it; on the row, selects it.
        #expect(try host.activate(.control(ItemPath(item: 0, section: 0), name: "Wi-Fi")))
        #expect(host.accessibilityElements()[1].value == "on")
        #expect(try host.activate(.item(ItemPath(item: 2, section: 0))))
        #expect(log.entries == ["switch true", "select Cafe"])
        #expect(throws: CellHostError.accessibilityElementNotVisible(.control(ItemPath(item: 0, section: 0), name: "Nope"))) {
            try host.activate(.control(ItemPath(item: 0, section: 0), name: "Nope"))
        }
        withExtendedLifetime(adapter) {}
    }
}
