import CellControllers
import CellControllersTestSupport
import Testing

/// A large screen of models gets its identifier index built off the main actor once it is
/// shown, so that the user's first gesture (an edit, a lookup) does not build it on the main
/// actor. Whatever comes while it is being built gets the same answers as without it.
@MainActor
@Suite("Identifier index built ahead")
struct IndexWarmingTests {
    struct Page: Identifiable, Equatable, Sendable { let id: Int }

    /// Above the threshold from which the index is built ahead.
    static let count = 25_000

    static let rows = CellRegistration<LabelCell, Row> { cell, row in cell.title = row.title }

    /// `count` rows in `sections` sections, built in one go or by appends.
    static func screen(count: Int = count, sections: Int = 1, byAppends: Bool = false, first: Int = 0) throws -> Snapshot<Page, Row> {
        let perSection = count / sections
        let groups = (0..<sections).map { section in
            (Page(id: section), (0..<perSection).map { Row(id: first + section * perSection + $0, title: "Row \(first + section * perSection + $0)") })
        }
        guard byAppends else { return Snapshot(groups) }
        var snapshot = Snapshot<Page, Row>()
        for (page, items) in groups {
            try snapshot.appendSections([page])
            try snapshot.appendItems(items, toSection: page.id)
        }
        return snapshot
    }

    static func dataSource() -> (TableHost, DiffableDataSource<Page, Row, TableHost>) {
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        return (host, DiffableDataSource(host: host, factory: rows))
    }

    @Test("A large screen of models shown by any apply gets its index built off the main actor", arguments: [false, true])
    func largeScreenIndexBuiltAhead(asynchronously: Bool) async throws {
        for byAppends in [false, true] {
            let (_, dataSource) = Self.dataSource()
            let screen = try Self.screen(sections: 3, byAppends: byAppends)
            if asynchronously {
                try await dataSource.apply(screen)
            } else {
                try dataSource.apply(screen, completion: nil)
            }
            await dataSource.adapter.waitForIndexBuiltAhead()
            #expect(dataSource.adapter.isShownIndexBuilt)
            // The copy an edit starts from shares it: the edit finds every item.
            try dataSource.update(completion: nil) { try $0.deleteItems([Self.count / 2]) }
            #expect(dataSource.snapshot().numberOfItems == screen.numberOfItems - 1)
        }
    }

    @Test("A small screen, or a screen of controllers, builds its index where it is first needed")
    func smallOrControllerScreenNotBuiltAhead() async throws {
        let (_, small) = Self.dataSource()
        try small.apply(try Self.screen(count: 1_000), completion: nil)
        await small.adapter.waitForIndexBuiltAhead()
        #expect(!small.adapter.isShownIndexBuilt)

        // A screen of controllers: its copy would free controllers off the main actor.
        let host = TableHost(viewportSize: Size(width: 20, height: 5), layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        let controllers = DiffableDataSource<Page, CellController<TableHost>, TableHost>(host: host, factory: ControllerItems())
        let items = (0..<Self.count).map { LabelController(id: $0) as CellController<TableHost> }
        try controllers.apply(Snapshot([(Page(id: 0), items)]), completion: nil)
        await controllers.adapter.waitForIndexBuiltAhead()
        #expect(!controllers.adapter.isShownIndexBuilt)
        #expect(controllers.snapshot().pathOfItem(items[7].id) == ItemPath(item: 7, section: 0))
    }

    /// Random lookups and edits made at once after a large screen is shown (while its index is
    /// being built off the main actor, or before the build started) answer as the same
    /// lookups and edits of a plain copy of the screen, which builds its own index.
    @Test("Lookups and edits during the build answer as without it", arguments: 0..<12)
    func editsDuringTheBuildMatchAPlainSnapshot(seed: Int) async throws {
        var random = DiffTestRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 2_828)
        let (_, dataSource) = Self.dataSource()
        let sections = random.pick([1, 2, 5])
        var reference = try Self.screen(sections: sections, byAppends: random.chance(0.5), first: seed * 100_000)
        // A screen that is not fresh: an index built on its copy before the apply.
        if random.chance(0.25) { _ = reference.pathOfItem(seed * 100_000) }
        if random.chance(0.5) {
            try await dataSource.apply(reference)
        } else {
            try dataSource.apply(reference, completion: nil)
        }
        var next = seed * 100_000 + Self.count
        for step in 0..<random.int(3...8) {
            // Sometimes a pause, so that edits land before, during and after the build.
            if random.chance(0.3) { await Task.yield() }
            let ids = reference.itemIdentifiers
            let probe = ids[random.int(0..<ids.count)]
            let absent = next + 50_000
            #expect(dataSource.snapshot().pathOfItem(probe) == reference.pathOfItem(probe), "seed \(seed) step \(step)")
            #expect(dataSource.indexPath(for: absent) == nil)
            let item = ids[random.int(0..<ids.count)], anchor = ids[random.int(0..<ids.count)]
            let new = (0..<random.int(1...3)).map { Row(id: next + $0, title: "New \(next + $0)") }
            next += 10
            let kind = random.int(0..<4)
            let section = random.int(0..<sections)
            func replay(_ snapshot: inout Snapshot<Page, Row>) throws {
                switch kind {
                case 0: try snapshot.deleteItems([item])
                case 1: try snapshot.insertItems(new, at: .before(anchor))
                case 2 where item != anchor: try snapshot.moveItem(item, to: .after(anchor))
                default: try snapshot.appendItems(new, toSection: section)
                }
            }
            if random.chance(0.5) {
                try await dataSource.update { try replay(&$0) }
            } else {
                try dataSource.update(completion: nil) { try replay(&$0) }
            }
            try replay(&reference)
            #expect(dataSource.snapshot() == reference, "seed \(seed) step \(step)")
        }
        await dataSource.adapter.waitForIndexBuiltAhead()
        for id in reference.itemIdentifiers.shuffled(using: &random).prefix(50) {
            #expect(dataSource.indexPath(for: id) == reference.pathOfItem(id), "seed \(seed)")
        }
        #expect(dataSource.adapter.invariantViolations().isEmpty)
    }
}
