import CellControllers
import CellControllersTestSupport
import Testing

/// A controller asks for its item's re-measure (`invalidateHeight()`): a "read more" row grows
/// from one line to three, with no apply; the host then equals a host freshly loaded with the
/// new heights.
@MainActor
@Suite("Re-measuring an item")
struct RemeasureTests {
    struct Note: Identifiable, Equatable, Sendable {
        let id: Int
    }

    /// Which notes are expanded, shared by every controller (and by the fresh host's).
    final class ReadMoreState {
        var expanded: Set<Int> = []
        /// Whether controllers give their height (`height(forWidth:)`) instead of self-sizing.
        let explicitHeights: Bool
        /// How many controllers were made.
        var made = 0
        init(explicitHeights: Bool) { self.explicitHeights = explicitHeights }
        func lines(of id: Int) -> Int { expanded.contains(id) ? 3 : 1 }
    }

    @MainActor protocol LineDrawing: AnyObject {
        var lines: [String] { get set }
    }

    final class ReadMoreRow: TableCell, LineDrawing {
        var lines: [String] = []
        override func render(width: Int) -> [String] { lines.map { TextRendering.fit($0, width: width) } }
    }

    final class ReadMoreTile: GridCell, LineDrawing {
        var lines: [String] = []
        override func render(width: Int) -> [String] { lines.map { TextRendering.fit($0, width: width) } }
    }

    final class ReadMoreController<Cell: ReusableCell & LineDrawing>: ModelCellController<Cell, Note> {
        var note: Note { model }
        let state: ReadMoreState
        init(note: Note, state: ReadMoreState) {
            self.state = state
            state.made += 1
            super.init(model: note)
        }
        override func configureCell(_ cell: Cell) {
            cell.lines = (0..<state.lines(of: note.id)).map { $0 == 0 ? "note \(note.id)" : "more \(note.id).\($0)" }
        }
        override func height(forWidth width: Double) -> Double? {
            state.explicitHeights ? Double(state.lines(of: note.id)) : nil
        }
        /// "Read more" (or less): the row's height changes, and nothing is applied.
        func toggle() {
            if state.expanded.remove(note.id) == nil { state.expanded.insert(note.id) }
            // With a height of its own, the controller shows its new content itself; a
            // self-sizing row's cell is configured again by the host to be measured.
            if state.explicitHeights, let cell = currentCell() { configureCell(cell) }
            invalidateHeight()
        }
    }

    struct ReadMoreFactory<Cell: ReusableCell & LineDrawing>: CellControllerFactory where Cell.Host: CellHosting {
        let state: ReadMoreState
        func cellController(for note: Note) -> CellController<Cell.Host> { ReadMoreController<Cell>(note: note, state: state) }
    }

    enum HostKind: CaseIterable, Sendable { case table, grid }
    enum ScreenKind: CaseIterable, Sendable { case controllerSections, snapshotOfModels }
    enum Heights: CaseIterable, Sendable { case explicit, selfSizing, estimated }
    enum Place: CaseIterable, Sendable { case visible, aboveViewport, belowViewport }

    static let notes = (0..<40).map(Note.init)

    static func makeAdapter<Cell: ReusableCell & LineDrawing>(
        _ cell: Cell.Type, host: Cell.Host, screen: ScreenKind, state: ReadMoreState
    ) throws -> CellControllerAdapter<Cell.Host> where Cell.Host: CellHosting {
        switch screen {
        case .controllerSections:
            return CellControllerAdapter(host: host, sections: [
                ControllerSection(id: "notes", items: notes.map { ReadMoreController<Cell>(note: $0, state: state) }),
            ])
        case .snapshotOfModels:
            let adapter = CellControllerAdapter(host: host)
            var snapshot = Snapshot<Note, Note>()
            try snapshot.appendSections([Note(id: -1)])
            try snapshot.appendItems(notes)
            try DiffableDataSource(host: adapter.host, factory: ReadMoreFactory<Cell>(state: state)).apply(snapshot)
            return adapter
        }
    }

    /// Grows (or shrinks) one note in place and compares the host with a fresh one.
    func check<Cell: ReusableCell & LineDrawing>(
        _ cell: Cell.Type, makeHost: () -> Cell.Host, screen: ScreenKind, heights: Heights, place: Place, rowsPerLine: Int
    ) throws where Cell.Host: CellHosting {
        let state = ReadMoreState(explicitHeights: heights == .explicit)
        let adapter = try Self.makeAdapter(cell, host: makeHost(), screen: screen, state: state)
        let host = adapter.host
        host.layoutIfNeeded()
        let target = ItemPath(item: place == .belowViewport ? 30 : 2, section: 0)
        // The controller is the one the adapter shows (for a snapshot of models, live while
        // its cell is displayed).
        try host.scrollToItem(at: target)
        let controller = try #require(adapter.controller(at: target) as? ReadMoreController<Cell>)
        let viewportTop = place == .aboveViewport ? Double(20 / rowsPerLine) : 0
        host.contentOffset = Point(x: 0, y: viewportTop)
        let wasVisible = host.indexPathsForVisibleItems.contains(target)
        #expect(wasVisible == (place == .visible))
        let firstVisible = try #require(host.indexPathsForVisibleItems.first)
        let firstTopOnScreen = try #require(host.rect(for: .item(firstVisible))).minY - host.contentOffset.y
        let targetCell = host.cell(for: .item(target))
        let made = state.made
        let live = adapter.liveControllerCount
        let identifiers = (0..<Self.notes.count).map { adapter.snapshot.itemIdentifier(at: ItemPath(item: $0, section: 0)) }

        controller.toggle()

        #expect(host.rect(for: .item(target))?.height == 3)
        #expect(state.made == made, "no controller was made")
        #expect(adapter.liveControllerCount == live)
        #expect((0..<Self.notes.count).map { adapter.snapshot.itemIdentifier(at: ItemPath(item: $0, section: 0)) } == identifiers,
                "nothing was applied")
        #expect(host.cell(for: .item(target)) === targetCell, "a displayed row keeps its cell: no reload")
        switch place {
        case .aboveViewport:
            #expect(host.contentOffset.y == viewportTop + 2, "the rows on screen stay where they were")
            #expect(host.rect(for: .item(firstVisible)).map { $0.minY - host.contentOffset.y } == firstTopOnScreen)
        case .visible, .belowViewport:
            #expect(host.contentOffset.y == viewportTop)
        }

        // A host loaded with the new heights, scrolled the same way, shows the same.
        let fresh = try Self.makeAdapter(cell, host: makeHost(), screen: screen, state: state)
        fresh.host.layoutIfNeeded()
        try fresh.host.scrollToItem(at: target)
        fresh.host.contentOffset = host.contentOffset
        #expect(fresh.host.contentOffset == host.contentOffset)
        #expect(fresh.host.contentSize == host.contentSize)
        #expect(fresh.host.indexPathsForVisibleItems == host.indexPathsForVisibleItems)
        for item in Self.notes.indices {
            let path = ItemPath(item: item, section: 0)
            #expect(fresh.host.rect(for: .item(path)) == host.rect(for: .item(path)), "frame of \(path)")
        }
        #expect(fresh.host.renderText() == host.renderText())
        for displayed in host.indexPathsForVisibleItems {
            #expect(host.cell(for: .item(displayed))?.frame == host.rect(for: .item(displayed)))
        }

        // And back to one line.
        let madeWithFresh = state.made
        controller.toggle()
        #expect(host.rect(for: .item(target))?.height == 1)
        #expect(state.made == madeWithFresh)
    }

    @Test(arguments: ScreenKind.allCases, Heights.allCases)
    func tableRowGrowsInPlace(screen: ScreenKind, heights: Heights) throws {
        for place in Place.allCases {
            try check(ReadMoreRow.self, makeHost: {
                TableHost(viewportSize: Size(width: 20, height: 10), layout: TableLayout(
                    estimatedRowHeight: heights == .estimated ? 1 : nil, separator: .none))
            }, screen: screen, heights: heights, place: place, rowsPerLine: 1)
        }
    }

    @Test(arguments: ScreenKind.allCases, Heights.allCases)
    func gridItemGrowsInPlace(screen: ScreenKind, heights: Heights) throws {
        for place in Place.allCases {
            try check(ReadMoreTile.self, makeHost: {
                GridHost(viewportSize: Size(width: 21, height: 10), layout: GridLayout(
                    estimatedItemHeight: heights == .estimated ? 1 : nil))
            }, screen: screen, heights: heights, place: place, rowsPerLine: 2)
        }
    }

    @Test func aControllerNoAdapterShowsDoesNothing() throws {
        let state = ReadMoreState(explicitHeights: true)
        let loose = ReadMoreController<ReadMoreRow>(note: Note(id: 1), state: ReadMoreState(explicitHeights: true))
        loose.toggle()  // never shown: nothing to do, no crash

        let adapter = try Self.makeAdapter(ReadMoreRow.self, host: TableHost(viewportSize: Size(width: 20, height: 5)),
                                           screen: .controllerSections, state: state)
        let shown = try #require(adapter.controller(at: ItemPath(item: 1, section: 0)) as? ReadMoreController<ReadMoreRow>)
        shown.toggle()  // before the host loads: the load measures
        #expect(adapter.host.rect(for: .item(ItemPath(item: 1, section: 0)))?.height == 3)
        // A controller replaced by an apply no longer moves its old row.
        try adapter.apply([ControllerSection(id: "notes", items: Self.notes.map { ReadMoreController<ReadMoreRow>(note: $0, state: state) })])
        shown.toggle()
        #expect(adapter.host.rect(for: .item(ItemPath(item: 1, section: 0)))?.height == 3)
        let current = try #require(adapter.controller(at: ItemPath(item: 1, section: 0)) as? ReadMoreController<ReadMoreRow>)
        current.invalidateHeight()
        #expect(adapter.host.rect(for: .item(ItemPath(item: 1, section: 0)))?.height == 1)
    }
}

extension RemeasureTests {
    /// Expands itself the first time it is displayed: a request made inside an apply.
    final class ExpandOnDisplayController: ModelCellController<ReadMoreRow, Note> {
        var note: Note { model }
        let state: ReadMoreState
        init(note: Note, state: ReadMoreState) {
            self.state = state
            super.init(model: note)
        }
        override func configureCell(_ cell: ReadMoreRow) {
            cell.lines = (0..<state.lines(of: note.id)).map { "note \(note.id) line \($0)" }
        }
        override func didChangeDisplay(of cell: ReadMoreRow, isDisplayed: Bool) {
            guard isDisplayed else { return }
            guard state.expanded.insert(note.id).inserted else { return }
            configureCell(cell)
            invalidateHeight()
        }
    }

    @Test func aRequestDuringAnApplyIsHonouredWhenTheApplyEnds() throws {
        let state = ReadMoreState(explicitHeights: false)
        let adapter = CellControllerAdapter(host: TableHost(viewportSize: Size(width: 20, height: 8), layout: TableLayout(separator: .none)),
                                            sections: [ControllerSection(id: "notes", items: [
                                                ReadMoreController<ReadMoreRow>(note: Note(id: 0), state: state),
                                            ])])
        adapter.host.layoutIfNeeded()
        try adapter.apply([ControllerSection(id: "notes", items: [
            ExpandOnDisplayController(note: Note(id: 5), state: state),
            ReadMoreController<ReadMoreRow>(note: Note(id: 0), state: state),
        ])])
        #expect(adapter.host.rect(for: .item(ItemPath(item: 0, section: 0)))?.height == 3)
        #expect(adapter.host.rect(for: .item(ItemPath(item: 1, section: 0)))?.minY == 3)
        #expect(adapter.host.renderText().hasPrefix("note 5 line 0"))
    }
}

extension RemeasureTests {
    @Test func aRowAboveTheViewportUnderAPinnedHeaderLeavesTheRowsOnScreenInPlace() throws {
        let state = ReadMoreState(explicitHeights: true)
        let controllers = Self.notes.map { ReadMoreController<ReadMoreRow>(note: $0, state: state) }
        let adapter = CellControllerAdapter(
            host: TableHost(viewportSize: Size(width: 20, height: 6), layout: TableLayout(separator: .none, pinsSectionHeaders: true)),
            sections: [ControllerSection(id: "notes", header: CaptionController("Notes"), items: controllers)])
        let host = adapter.host
        host.contentOffset = Point(x: 0, y: 15)
        #expect(host.cell(for: .supplementary(.header, section: 0)) != nil, "the header is pinned on screen")
        let firstVisible = try #require(host.indexPathsForVisibleItems.first)
        let onScreen = try #require(host.rect(for: .item(firstVisible))).minY - host.contentOffset.y
        let before = host.renderText()

        controllers[3].toggle()

        #expect(host.contentOffset.y == 17)
        #expect(host.rect(for: .item(firstVisible)).map { $0.minY - host.contentOffset.y } == onScreen)
        #expect(host.renderText() == before, "the screen does not move")
    }

    /// The notes of two sections: the first self-sizing (the host's layout), the second with
    /// rows of a fixed height (a layout of its own).
    struct TwoLayoutsFactory: CellControllerFactory {
        let state: ReadMoreState
        func cellController(for note: Note) -> CellController<TableHost> { ReadMoreController<ReadMoreRow>(note: note, state: state) }
        func supplementaryController(_ kind: SupplementaryKind, forSection section: Note) -> CellController<TableHost>? { nil }
        func layout(forSection section: Note, in environment: LayoutEnvironment) -> TableLayout? {
            section.id == -2 ? TableLayout(rowHeight: 1, separator: .none) : nil
        }
    }

    /// A note dragged over the section of fixed rows is laid out there, one line high, while the
    /// drag hovers (live reorder). Re-measured there (its "read more" on), it must come back to
    /// its own section three lines high when the drag ends: it came back with the height it had
    /// before the drag (model seed 910482, where the re-measured item was an outline's child).
    @Test func aNoteReMeasuredWhileDraggedOverASectionOfAnotherLayoutComesBackWithItsNewHeight() throws {
        let state = ReadMoreState(explicitHeights: false)
        func make() throws -> DiffableDataSource<Note, Note, TableHost> {
            let host = TableHost(viewportSize: Size(width: 20, height: 12), layout: TableLayout(separator: .none))
            let notes = DiffableDataSource(host: host, factory: TwoLayoutsFactory(state: state))
            var snapshot = Snapshot<Note, Note>()
            try snapshot.appendSections([Note(id: -1), Note(id: -2)])
            try snapshot.appendItems((0..<3).map(Note.init), toSection: -1)
            try snapshot.appendItems((3..<6).map(Note.init), toSection: -2)
            try notes.apply(snapshot)
            host.layoutIfNeeded()
            return notes
        }
        let notes = try make()
        let host = notes.adapter.host
        let dragged = ItemPath(item: 1, section: 0)
        let controller = try #require(notes.adapter.controller(at: dragged) as? ReadMoreController<ReadMoreRow>)
        let session = try notes.beginDrag(at: dragged)
        try session.hover(over: notes, at: ItemPath(item: 1, section: 1))
        #expect(host.interactiveMovement == InteractiveMovement(source: dragged, target: ItemPath(item: 1, section: 1)))
        #expect(host.rect(for: .item(dragged))?.minY == host.rect(for: .item(ItemPath(item: 0, section: 1))).map { $0.maxY }, "laid out in the section of fixed rows")

        controller.toggle()
        #expect(host.rect(for: .item(dragged))?.height == 1, "still one fixed row where it hovers")
        try session.cancel()

        #expect(host.interactiveMovement == nil)
        #expect(host.rect(for: .item(dragged))?.height == 3, "measured again in its own section")
        let fresh = try make()
        #expect(fresh.adapter.host.contentSize == host.contentSize)
        for item in 0..<3 {
            let path = ItemPath(item: item, section: 0)
            #expect(fresh.adapter.host.rect(for: .item(path)) == host.rect(for: .item(path)), "frame of \(path)")
        }
        #expect(fresh.adapter.host.renderText() == host.renderText())
    }
}
