import CellControllers
import Testing

// From the outside (issue 26): a screen of controllers made up front is a typed snapshot like any
// other, `Snapshot<Section, CellController<TableHost>>` through `ControllerItems`: it is edited
// with `update`, read back typed, and holds an outline, with no cast in the app.

struct Setting: Identifiable, Equatable, Sendable {
    let id: String
    var title: String
}

final class SettingCell: TableCell {
    var title = ""
    override func render(width: Int) -> [String] { [TextRendering.fit(title, width: width)] }
}

final class SettingController: ModelCellController<SettingCell, Setting> {
    override func configureCell(_ cell: SettingCell) { cell.title = model.title }
}

enum SettingsPane: Identifiable, Sendable { case general
    var id: Self { self }
}

@MainActor
@Suite struct ControllerSnapshotTests {
    static func controller(_ id: String) -> CellController<TableHost> {
        SettingController(model: Setting(id: id, title: id.prefix(1).uppercased() + id.dropFirst()))
    }

    @Test func aSnapshotOfControllersIsEditedAndReadBackTyped() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 6), layout: TableLayout(rowHeight: 1, separator: .none))
        let screen = DiffableDataSource<SettingsPane, CellController<TableHost>, TableHost>(host: host, factory: ControllerItems())
        let wifi = Self.controller("wifi"), sound = Self.controller("sound")
        try screen.apply(Snapshot([(SettingsPane.general, [wifi, sound])]))
        try screen.update { snapshot in
            try snapshot.insertItems([Self.controller("privacy")], at: .after(wifi.id))
        }
        let lines = host.renderText().split(separator: "\n")
        #expect(lines.count >= 3 && lines[0].hasPrefix("Wifi") && lines[1].hasPrefix("Privacy") && lines[2].hasPrefix("Sound"), "\(lines)")
        let privacy = try #require(screen.controller(of: screen.snapshot().items[1].id, as: SettingController.self))
        #expect(privacy.model.title == "Privacy")
    }

    @Test func aSectionOfControllersIsAnOutline() throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 6), layout: TableLayout(rowHeight: 1, separator: .none))
        let screen = DiffableDataSource<SettingsPane, CellController<TableHost>, TableHost>(host: host, factory: ControllerItems())
        try screen.apply(Snapshot([(SettingsPane.general, [])]))
        let display = Self.controller("display")
        var tree = SectionSnapshot<CellController<TableHost>>()
        try tree.append([display])
        try tree.append([Self.controller("brightness"), Self.controller("night shift")], to: display.id)
        try screen.apply(tree, to: .general)
        #expect(host.numberOfItems(inSection: 0) == 1)
        try screen.setExpanded(true, for: display.id, completion: nil)
        #expect(host.numberOfItems(inSection: 0) == 3)
    }
}
