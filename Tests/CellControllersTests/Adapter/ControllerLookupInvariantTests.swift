@testable import CellControllers
import CellControllersTestSupport
import Testing

/// `invariantViolations()` compares the controllers the adapter reads for the host on a screen
/// of controllers (the objects `SnapshotControllers` shares with the shown snapshot's sections)
/// with the shown snapshot, so that a record left from an earlier screen is caught.
@MainActor
@Suite("Adapter invariants: the controller lookup of a screen of controllers")
struct ControllerLookupInvariantTests {
    typealias Screen = DiffableDataSource<ControllerSection<TableHost>, CellController<TableHost>, TableHost>

    static func screen() throws -> (Screen, [LabelController]) {
        let host = TableHost(viewportSize: Size(width: 20, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
        let screen = Screen(host: host, factory: ControllerItems())
        let controllers = (0..<6).map { LabelController(id: $0) }
        try screen.apply(Snapshot([ControllerSection(id: 0, items: Array(controllers[0..<4])), ControllerSection(id: 1, items: Array(controllers[4...]))]))
        return (screen, controllers)
    }

    @Test("a screen of controllers, edited, moved and dragged, keeps the lookup in agreement")
    func agreement() throws {
        let (screen, controllers) = try Self.screen()
        #expect(screen.adapter.invariantViolations().isEmpty)
        try screen.update { snapshot in
            try snapshot.replaceItems([LabelController(Row(id: 1, title: "changed"))])
            try snapshot.moveItem(controllers[5].id, to: .before(controllers[0].id))
        }
        #expect(screen.adapter.invariantViolations().isEmpty)
        let session = try screen.beginDrag(at: ItemPath(item: 0, section: 0))
        _ = try session.hover(over: screen, at: ItemPath(item: 1, section: 1))
        #expect(try session.drop() == .moved)
        #expect(screen.adapter.invariantViolations().isEmpty)
    }

    @Test("a snapshot changed behind the lookup's back (a stale controller record) is reported")
    func staleRecord() throws {
        let (screen, controllers) = try Self.screen()
        var changed = screen.snapshot()
        try changed.replaceItems([LabelController(Row(id: 2, title: "Row 2"))])
        // The adapter's snapshot replaced without showing it: the lookup still reads the old
        // screen's controller objects, and every other record (counts, displayed cells' owners,
        // which the lookup answers) still agrees.
        screen.adapter.snapshot = changed.erased
        #expect(screen.adapter.controller(at: ItemPath(item: 2, section: 0)) === controllers[2], "the stale record answers")
        let violations = screen.adapter.invariantViolations()
        #expect(violations == ["section 0: the controller lookup's controller of item 2 is not the shown snapshot's"])
    }

    @Test("a lookup made for another screen reports the sections and counts that differ")
    func otherScreen() throws {
        let (screen, controllers) = try Self.screen()
        let shown = screen.snapshot()
        let lookup = SnapshotControllers<TableHost>(itemsAreControllers: true, showing: shown.erased) { _, _ in controllers[0] }
        #expect(lookup.invariantViolations(in: shown.erased).isEmpty)
        var fewer = shown
        try fewer.deleteItems([controllers[3].id])
        #expect(lookup.invariantViolations(in: fewer.erased) == ["section 0: the controller lookup keeps 4 controller objects, the shown snapshot has 3 items"])
        var oneSection = shown
        try oneSection.deleteSections([oneSection.sectionIdentifiers[1]])
        #expect(lookup.invariantViolations(in: oneSection.erased) == ["the controller lookup keeps controller objects of 2 sections, the shown snapshot has 1"])
    }
}
