import CellControllers

/// Apple's Wi-Fi settings, as in "Implementing Modern Collection Views": a switch row that turns
/// Wi-Fi on and off, then the networks, each with an info button (the detail disclosure
/// accessory) whose taps show its details apart from the row's selection, which joins it.
///
/// `--control INDEX[:NAME]` taps a row's control (`--control 0` flips the switch,
/// `--control 2` opens the second network's details), `--select INDEX` joins a network, and in
/// `--interactive` the `c` key taps the current row's control.
struct WiFiScreen: ExampleScreen {
    let name = "wifi"
    let summary = "Wi-Fi settings: a switch and info buttons in cells"
    var supportedLayouts: [ListLayout] { [.table] }

    /// A network in range.
    struct Network: Identifiable, Equatable, Sendable {
        let id: String
        var isSecured: Bool
        var bars: Int
    }

    /// The networks the demo shows, strongest first.
    static let networks = [
        Network(id: "Home", isSecured: true, bars: 3),
        Network(id: "Office", isSecured: true, bars: 2),
        Network(id: "Cafe Guest", isSecured: false, bars: 2),
        Network(id: "Library", isSecured: false, bars: 1),
    ]

    /// The Wi-Fi row: its title and the switch.
    final class SwitchController: GenericCellController<TableCell> {
        let actions: ActionLog
        init(actions: ActionLog) {
            self.actions = actions
            super.init()
        }
        override func configureCell(_ cell: TableCell) {
            cell.text = "Wi-Fi"
            let actions = actions
            cell.controls = [.toggle("Wi-Fi", isOn: true) { isOn in actions.record("Wi-Fi turned \(isOn ? "on" : "off")") }]
        }
        override func shouldHighlightCell() -> Bool { false }
    }

    /// A network's row: its name, a lock for a secured one and its signal, then the info button.
    final class NetworkController: ModelCellController<TableCell, Network> {
        let actions: ActionLog
        init(_ network: Network, actions: ActionLog) {
            self.actions = actions
            super.init(model: network)
        }
        override func configureCell(_ cell: TableCell) {
            let network = model, actions = actions
            cell.text = network.id
            cell.detailText = (network.isSecured ? "🔒 " : "") + String(repeating: "▮", count: network.bars)
            cell.controls = [.info("\(network.id) details") { actions.record("details of \(network.id)") }]
        }
        override func didChangeSelection(_ isSelected: Bool) { if isSelected { actions.record("joined \(model.id)") } }
    }

    /// The screen's two sections: the switch, then the networks under a header.
    static func sections(actions: ActionLog) -> [ControllerSection<TableHost>] {
        [
            ControllerSection(id: "switch", items: [SwitchController(actions: actions)]),
            ControllerSection(
                id: "networks", header: HeaderController<HeaderCell>(title: "NETWORKS"),
                items: networks.map { NetworkController($0, actions: actions) }),
        ]
    }

    func render(options: ExampleOptions) throws(ExampleError) -> String {
        let actions = ActionLog()
        let host = ListingRenderer.tableHost(options, layout: TableLayout(rowHeight: 1, separator: .none))
        return try ListingRenderer.render(Self.sections(actions: actions), in: host, options: options, actions: actions)
    }
}
