import CellControllers
import CellControllersTestSupport
import Testing

/// A snapshot of models shown through a factory makes controllers only for what the host shows,
/// measures or sends events to, keeps them while they are needed, and behaves exactly like a
/// screen of controllers made up front.
@MainActor
@Suite("Lazy controllers of snapshots of models")
struct LazyControllerTests {
    /// A minimal model for large screens.
    struct Tick: Identifiable, Equatable, Sendable {
        let id: Int
    }

    /// Counts the controllers it makes.
    final class TickFactory: CellControllerFactory {
        var made = 0
        func cellController(for model: AnyDiffable) -> CellController<TableHost> {
            made += 1
            let id = model.model(as: Tick.self)?.id ?? -1
            return LabelController(Row(id: id, title: "Tick \(id)"), height: Double(1 + id % 3))
        }
    }

    @Test func aMillionItemScreenMakesControllersOnlyForWhatItShows() throws {
        let count = 1_000_000
        let snapshot = AnySnapshot(sections: [AnySnapshot.Section(RowSection(id: 0), items: (0..<count).map(Tick.init))])
        let host = TableHost(viewportSize: Size(width: 12, height: 10), layout: TableLayout(estimatedRowHeight: 2, separator: .none))
        let factory = TickFactory()
        let adapter = CellControllerAdapter<TableHost>(host: host)
        try DiffableDataSource(host: adapter.host, factory: factory).apply(Snapshot(snapshot))
        host.layoutIfNeeded()
        #expect(host.numberOfItems(inSection: 0) == count)
        #expect(adapter.snapshot.numberOfItems(inSection: 0) == count)
        #expect(factory.made == host.indexPathsForVisibleItems.count, "one controller per visible row, none for the others")
        for fraction in [0.25, 0.5, 0.999, 1, 0] {
            host.contentOffset = Point(x: 0, y: host.contentSize.height * fraction)
            #expect(host.renderText().contains("Tick"))
            #expect(adapter.liveControllerCount <= host.indexPathsForVisibleItems.count + 2 * 64 + 1)
        }
        #expect(factory.made < 200, "a few screens' worth of controllers, not a million")
    }

    @Test func scrollingEveryRowNeverAccumulatesControllers() throws {
        // Without estimates every row is measured on reload: each gets a controller for a
        // moment, and the adapter keeps only a bounded number of them.
        let count = 20_000
        let snapshot = AnySnapshot(sections: [AnySnapshot.Section(RowSection(id: 0), items: (0..<count).map(Tick.init))])
        let host = TableHost(viewportSize: Size(width: 12, height: 20), layout: TableLayout(separator: .none))
        let factory = TickFactory()
        let adapter = CellControllerAdapter<TableHost>(host: host)
        try DiffableDataSource(host: adapter.host, factory: factory).apply(Snapshot(snapshot))
        host.layoutIfNeeded()
        #expect(factory.made >= count, "every row was measured through its controller")
        var largest = adapter.liveControllerCount
        var y = 0.0
        while y < host.contentSize.height {
            host.contentOffset = Point(x: 0, y: y)
            largest = max(largest, adapter.liveControllerCount)
            y += 20
        }
        #expect(host.indexPathsForVisibleItems.last?.item == count - 1, "scrolled to the end")
        #expect(largest <= 200, "at most \(largest) controllers alive at once")
    }

    /// Self-sizing rows: without estimates every row is measured with a configured cell on
    /// reload; with them, the visible rows are dequeued, then measured, then displayed. Either
    /// way one controller serves each row, even when far more rows are visible than the adapter
    /// keeps recently used controllers for.
    @Test(arguments: [(TableLayout(separator: .none), 30, 5.0), (TableLayout(estimatedRowHeight: 3, separator: .none), 400, 200.0)])
    func aMeasuredItemIsDisplayedByTheControllerThatMeasuredIt(layout: TableLayout, count: Int, viewportHeight: Double) throws {
        let screen = RowScreen(.models, rows: rows([count]), viewport: Size(width: 12, height: viewportHeight), layout: layout, height: nil)
        let visible = screen.host.indexPathsForVisibleItems
        #expect(visible.count > 100 || count < 64, "more rows visible than recently used controllers are kept")
        #expect(screen.factory.made.values.allSatisfy { $0.count == 1 }, "one controller per row: \(screen.factory.made.mapValues(\.count).filter { $0.value > 1 })")
        for path in visible {
            let controller = screen.controller(at: path)
            #expect(controller === screen.factory.made[path.item]?.first)
            #expect(controller?.currentCell() === screen.host.cell(for: .item(path)))
        }
    }

    @Test func unchangedItemsKeepTheirControllersAndChangedOrDeletedOnesLoseThem() throws {
        let screen = RowScreen(.models, rows: rows([20]))
        try screen.host.tap(at: .item(ItemPath(item: 15, section: 0)))
        let visible = (0..<5).map { screen.controller(at: ItemPath(item: $0, section: 0)) }
        let selected = screen.controller(at: ItemPath(item: 15, section: 0))
        #expect(selected === screen.factory.made[15]?.first, "the selected row's controller is the one that was tapped")

        // Row 1 changes, row 3 is deleted, row 19 moves to the top, row 100 is inserted.
        var new = rows([20])[0]
        new[1].title = "changed"
        new.remove(at: 3)
        new.insert(new.removeLast(), at: 0)
        new.insert(Row(id: 100, title: "Row 100"), at: 2)
        try screen.show([new])

        #expect(screen.host.renderText() == freshText([new]))
        let ids = new.map(\.id)
        func controller(ofRow id: Int) -> LabelController? {
            ids.firstIndex(of: id).flatMap { screen.controller(at: ItemPath(item: $0, section: 0)) }
        }
        #expect(controller(ofRow: 0) === visible[0], "unchanged: the same object")
        #expect(controller(ofRow: 2) === visible[2])
        #expect(controller(ofRow: 4) === visible[4])
        #expect(controller(ofRow: 15) === selected, "selected, off screen, unchanged: kept")
        #expect(screen.host.indexPathsForSelectedItems == ids.firstIndex(of: 15).map { [ItemPath(item: $0, section: 0)] })
        let changed = controller(ofRow: 1)
        #expect(changed !== visible[1] && changed?.row.title == "changed", "changed content: a fresh controller from the new model")
        #expect(changed?.currentCell() === screen.host.cell(for: .item(ItemPath(item: ids.firstIndex(of: 1) ?? -1, section: 0))))
        #expect(screen.log.events.contains(.didEndDisplaying(3)), "the deleted row's controller ended displaying its cell")

        // Row 3 comes back: its old controller is gone, a fresh one is made.
        let madeBefore = screen.factory.made[3]?.count ?? 0
        try screen.show(rows([20]))
        #expect(screen.controller(at: ItemPath(item: 3, section: 0)) !== visible[3])
        #expect(screen.factory.made[3]?.count == madeBefore + 1)
        #expect(screen.host.renderText() == freshText(rows([20])))
    }

    @Test func aSelectedItemKeepsItsControllerWhileScrolledAway() throws {
        let screen = RowScreen(.models, rows: rows([2_000]))
        try screen.host.tap(at: .item(ItemPath(item: 1, section: 0)))
        let tapped = screen.controller(at: ItemPath(item: 1, section: 0))
        let madeForRow1 = screen.factory.made[1]?.count
        for y in stride(from: 0.0, through: 1_990, by: 5) { screen.host.contentOffset = Point(x: 0, y: y) }
        #expect(screen.factory.madeCount > 1_000, "scrolling made many controllers...")
        #expect(screen.adapter.liveControllerCount < 200, "...and kept few")
        #expect(screen.controller(at: ItemPath(item: 1, section: 0)) === tapped)
        #expect(screen.factory.made[1]?.count == madeForRow1)
        screen.log.clear()
        try screen.host.tap(at: .item(ItemPath(item: 1_500, section: 0)))
        #expect(screen.log.events.filter { $0.kind != .make } == [.deselect(1), .select(1500)])
    }

    @Test func eventsForAnUndisplayedItemReachOneController() throws {
        let screen = RowScreen(.models, rows: rows([1_000]))
        let made = screen.factory.madeCount
        screen.log.clear()
        try screen.host.longPress(at: .item(ItemPath(item: 700, section: 0)))
        try screen.host.tap(at: .item(ItemPath(item: 700, section: 0)))
        #expect(screen.log.events == [.make(700), .longPress(700), .select(700)])
        #expect(screen.factory.madeCount == made + 1, "the highlight question, the long press and the tap met one controller")
    }

    @Test func sectionsAreMaterialisedWithTheRightCountsWithoutKeepingControllers() throws {
        let screen = RowScreen(.models, rows: rows([5, 0, 300]))
        let live = screen.adapter.liveControllerCount
        let sections = screen.adapter.sections
        #expect(sections.map(\.items.count) == [5, 0, 300])
        #expect(sections.map(\.model.identifier) == (0..<3).map { AnyDiffable(RowSection(id: $0)).identifier })
        #expect(screen.adapter.liveControllerCount == live, "materialising keeps nothing")
        for path in screen.host.indexPathsForVisibleItems {
            #expect(sections[path.section].items[path.item] === screen.adapter.controller(at: path), "live controllers are the ones listed")
        }
        let lastRow = sections[2].items.last as? LabelController
        #expect(lastRow?.row == Row(id: 304, title: "Row 304"))
    }

    @Test func liveControllerCountOfControllerSectionsIsTheNumberOfItems() {
        let screen = RowScreen(.controllers, rows: rows([5, 0, 300]))
        #expect(screen.adapter.liveControllerCount == 305)
    }

    /// A scripted session of scrolls, taps, long presses and applies.
    func session(_ kind: ScreenKind, layout: TableLayout, height: Double?) throws -> [Event] {
        let screen = RowScreen(kind, rows: rows([40]), layout: layout, height: height)
        screen.host.contentOffset = Point(x: 0, y: 10)
        try screen.host.tap(at: .item(ItemPath(item: 12, section: 0)))
        screen.host.contentOffset = Point(x: 0, y: 30)
        try screen.host.longPress(at: .item(ItemPath(item: 2, section: 0)))
        try screen.host.tap(at: .item(ItemPath(item: 31, section: 0)))
        var changed = rows([40])[0]
        changed[32].title = "changed"
        changed[33].title = "changed too"
        changed.remove(at: 5)
        changed.insert(changed.remove(at: 30), at: 0)
        changed.append(Row(id: 99, title: "new"))
        try screen.show([changed])
        try screen.host.tap(at: .item(ItemPath(item: 0, section: 0)))
        screen.host.contentOffset = Point()
        try screen.host.deselect(at: ItemPath(item: 0, section: 0))
        try screen.show(rows([40]))
        screen.host.contentOffset = Point(x: 0, y: 35)
        // The host measures the rows whose content changed in no particular order (a set):
        // compare each run of consecutive configurations as a set.
        var events: [Event] = []
        var run: [Event] = []
        for event in screen.log.events where event.kind != .make {
            if event.kind == .configure {
                run.append(event)
            } else {
                events += run.sorted { $0.id < $1.id } + [event]
                run = []
            }
        }
        return events + run.sorted { $0.id < $1.id }
    }

    @Test(arguments: [
        (TableLayout(separator: .none), 1.0),
        (TableLayout(separator: .line(inset: 1)), nil),
        (TableLayout(estimatedRowHeight: 3, separator: .none), nil),
    ] as [(TableLayout, Double?)])
    func aSessionSendsTheSameEventsAsWithControllersMadeUpFront(layout: TableLayout, height: Double?) throws {
        let eager = try session(.controllers, layout: layout, height: height)
        let lazy = try session(.models, layout: layout, height: height)
        #expect(eager.count > 20)
        #expect(lazy == eager, "first difference at \(zip(lazy, eager).enumerated().first { $0.element.0 != $0.element.1 }.map { "\($0.offset): \($0.element)" } ?? "the end")")
    }

    @Test func headersAndFootersComeFromTheFactoryAndStayWhileTheirSectionIsUnchanged() throws {
        struct Shelf: Identifiable, Equatable, Sendable {
            var id: Int
            var title: String
        }
        final class ShelfFactory: CellControllerFactory {
            var headersMade = 0
            func cellController(for model: AnyDiffable) -> CellController<TableHost> {
                LabelController(model.model(as: Row.self) ?? Row(id: -1, title: "?"), height: 1)
            }
            func supplementaryController(_ kind: SupplementaryKind, forSection section: AnyDiffable) -> CellController<TableHost>? {
                guard kind == .header, let shelf = section.model(as: Shelf.self) else { return nil }
                headersMade += 1
                return CaptionController(shelf.title)
            }
        }
        func snapshot(_ titles: [String]) -> AnySnapshot {
            AnySnapshot(sections: titles.enumerated().map { index, title in
                AnySnapshot.Section(Shelf(id: index, title: title), items: [Row(id: index, title: "Row \(index)")])
            })
        }
        let host = TableHost(viewportSize: Size(width: 12, height: 6), layout: TableLayout(separator: .none))
        let factory = ShelfFactory()
        let adapter = CellControllerAdapter<TableHost>(host: host)
        try DiffableDataSource(host: adapter.host, factory: factory).apply(Snapshot(snapshot(["A", "B"])))
        #expect(host.renderText() == "A\nRow 0\nB\nRow 1\n\n")
        let first = adapter.supplementaryController(.header, inSection: 0)
        let second = adapter.supplementaryController(.header, inSection: 1)
        try DiffableDataSource(host: adapter.host, factory: factory).apply(Snapshot(snapshot(["A", "B2"])))
        #expect(host.renderText() == "A\nRow 0\nB2\nRow 1\n\n")
        #expect(adapter.supplementaryController(.header, inSection: 0) === first, "unchanged section: same header controller")
        #expect(adapter.supplementaryController(.header, inSection: 1) !== second, "changed section: a new one")
        #expect(factory.headersMade == 3)
        #expect(adapter.supplementaryController(.footer, inSection: 0) == nil)
    }

    @Test(arguments: ScreenKind.allCases)
    func applyingUsingReloadDataShowsFreshControllersAndKeepsTheSelection(previous: ScreenKind) throws {
        let screen = RowScreen(previous, rows: rows([10]))
        try screen.host.tap(at: .item(ItemPath(item: 1, section: 0)))
        let before = screen.controller(at: ItemPath(item: 0, section: 0))
        let cell = screen.host.cell(for: .item(ItemPath(item: 0, section: 0))) as? LabelCell
        let reuses = cell?.reuseCount
        let factory = RowFactory(height: 1)
        var completed = false
        try DiffableDataSource(host: screen.adapter.host, factory: factory).apply(Snapshot(rowSnapshot(rows([10]))), reloadingData: true) { completed = true }
        #expect(completed)
        #expect(screen.host.indexPathsForSelectedItems == [ItemPath(item: 1, section: 0)], "the selected row is still there, and still selected")
        #expect(screen.adapter.controller(at: ItemPath(item: 0, section: 0)) !== before, "no controller is carried over a reload")
        #expect(cell?.reuseCount != reuses, "visible cells were dequeued again")
        #expect(factory.made.count == 10 && factory.made.values.allSatisfy { $0.count == 1 }, "each row measured, the visible ones displayed, by one controller")
        #expect(screen.text == freshText(rows([10])))
        #expect(throws: SnapshotError.self) {
            try DiffableDataSource(host: screen.adapter.host, factory: factory).apply(Snapshot(rowSnapshot([[Row(id: 1, title: ""), Row(id: 1, title: "")]])), reloadingData: true)
        }
        #expect(screen.text == freshText(rows([10])))
    }

    @Test func gridsMakeControllersLazilyToo() throws {
        struct TileFactory: CellControllerFactory {
            func cellController(for model: AnyDiffable) -> CellController<GridHost> {
                TileController(id: model.model(as: Tick.self)?.id ?? -1, height: 1)
            }
        }
        let host = GridHost(viewportSize: Size(width: 30, height: 4), layout: GridLayout(columns: .fixed(3)))
        let adapter = CellControllerAdapter<GridHost>(host: host)
        try DiffableDataSource<AnyDiffable, AnyDiffable, GridHost>(host: adapter.host, factory: TileFactory()).apply(Snapshot(AnySnapshot(sections: [AnySnapshot.Section(RowSection(id: 0), items: (0..<3_000).map(Tick.init))])))
        host.layoutIfNeeded()
        #expect(host.renderText().hasPrefix("T0"))
        for y in stride(from: 0.0, to: 1_000, by: 4) { host.contentOffset = Point(x: 0, y: y) }
        #expect(host.indexPathsForVisibleItems.last?.item == 2_999)
        #expect(adapter.liveControllerCount <= 200)
        #expect((adapter.controller(at: ItemPath(item: 2_999, section: 0)) as? TileController)?.currentCell() != nil)
    }
}
