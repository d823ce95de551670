import CellControllers
import CellControllersTestSupport
import Testing

/// Plain identifiers: snapshots of `Int` and `String` items in enum sections, with no wrapper type
/// and no `var id`, built, edited, applied and read back typed.
@MainActor
@Suite("Plain identifiers")
struct PlainIdentifierTests {
    /// A section enum: `Identifiable` by its own value, no `var id`.
    enum Section: Identifiable, Sendable { case main, recent }

    /// A `Hashable` struct that declares no `id`: identified by its value.
    struct Tag: Hashable, Identifiable, Sendable { let name: String }

    /// A type with its own `id` keeps it.
    struct Song: Hashable, Identifiable, Sendable { let id: Int; var title: String }

    /// A factory of plain `Int` items.
    struct NumberFactory: CellControllerFactory {
        func cellController(for number: Int) -> CellController<TableHost> {
            CellRegistration<LabelCell, Int> { cell, number in cell.title = "#\(number)" }.cellController(for: number)
        }
        func supplementaryController(_ kind: SupplementaryKind, forSection section: Section) -> CellController<TableHost>? { nil }
    }

    func host() -> TableHost { TableHost(viewportSize: Size(width: 8, height: 6), layout: TableLayout(rowHeight: 1, separator: .none)) }

    @Test func valuesAreTheirOwnIdentity() {
        #expect(Section.recent.id == .recent)
        #expect(7.id == 7)
        #expect("seven".id == "seven")
        #expect(Character("x").id == "x")
        #expect(UInt8(3).id == 3)
        #expect(Tag(name: "swift").id == Tag(name: "swift"))
        #expect(Song(id: 4, title: "Four").id == 4, "a type's own id wins over the default")
    }

    @Test func intItemsEditByValue() throws {
        var snapshot = Snapshot<Section, Int>()
        try snapshot.appendSections([.main, .recent])
        try snapshot.appendItems([1, 2, 3], toSection: .main)
        try snapshot.appendItems([10], toSection: .recent)
        try snapshot.insertItems([0], at: .before(1))
        try snapshot.moveItem(3, to: .before(0))
        try snapshot.deleteItems([2])
        try snapshot.moveItem(10, to: .after(1))
        #expect(snapshot.itemIdentifiers == [3, 0, 1, 10])
        #expect(snapshot.sectionIdentifiers == [.main, .recent])
        #expect(snapshot.item(at: ItemPath(item: 3, section: 0)) == 10)
        #expect(snapshot.item(at: ItemPath(item: 0, section: 1)) == nil)
        #expect(snapshot.pathOfItem(1) == ItemPath(item: 2, section: 0))
        #expect(snapshot.pathOfItem(2) == nil)
    }

    @Test func duplicatesAndUnknownValuesAreTypedErrors() throws {
        var snapshot = Snapshot<Section, String>()
        try snapshot.appendSections([.main])
        try snapshot.appendItems(["a", "b"])
        let before = snapshot
        #expect(throws: SnapshotEditError.itemAlreadyPresent(DiffIdentifier(type: String.self, id: "b"), at: ItemPath(item: 1, section: 0))) {
            try snapshot.appendItems(["b"])
        }
        #expect(throws: SnapshotEditError.sectionAlreadyPresent(DiffIdentifier(type: Section.self, id: Section.main), at: 0)) {
            try snapshot.appendSections([.main])
        }
        #expect(throws: SnapshotEditError.unknownItem(DiffIdentifier(type: String.self, id: "z"))) {
            try snapshot.deleteItems(["z"])
        }
        #expect(throws: SnapshotEditError.unknownSection(DiffIdentifier(type: Section.self, id: Section.recent))) {
            try snapshot.appendItems(["c"], toSection: .recent)
        }
        #expect(snapshot == before, "a failed edit changes nothing")
    }

    @Test func stringItemsApplyThroughARegistration() async throws {
        let host = host()
        let names = CellRegistration<LabelCell, String> { cell, name in cell.title = name }
        let dataSource = DiffableDataSource<Section, String, TableHost>(host: host, factory: names)
        var snapshot = Snapshot<Section, String>()
        try snapshot.appendSections([.main, .recent])
        try snapshot.appendItems(["Ada", "Bo", "Cy"], toSection: .main)
        try snapshot.appendItems(["Di"], toSection: .recent)
        try await dataSource.apply(snapshot)
        #expect(host.renderText() == "Ada\nBo\nCy\nDi\n\n")

        try snapshot.deleteItems(["Bo"])
        try snapshot.moveItem("Di", to: .before("Ada"))
        try snapshot.insertItems(["Ed"], at: .after("Cy"))
        try await dataSource.apply(snapshot)
        #expect(host.renderText() == "Di\nAda\nCy\nEd\n\n")
    }

    @Test func intItemsApplyThroughAFactory() throws {
        let host = host()
        let dataSource = DiffableDataSource(host: host, factory: NumberFactory())
        var snapshot = Snapshot<Section, Int>()
        try snapshot.appendSections([.recent, .main])
        try snapshot.appendItems([5, 6], toSection: .recent)
        try snapshot.appendItems([7], toSection: .main)
        try dataSource.apply(snapshot)
        #expect(host.renderText() == "#5\n#6\n#7\n\n\n")

        try snapshot.moveSection(.main, to: .before(.recent))
        try snapshot.deleteItems([5])
        try snapshot.appendItems([8], toSection: .recent)
        try dataSource.apply(snapshot)
        #expect(host.renderText() == "#7\n#6\n#8\n\n\n")
    }
}
