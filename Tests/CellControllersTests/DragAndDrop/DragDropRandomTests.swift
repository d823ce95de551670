import CellControllers
import CellControllersTestSupport
import Testing

/// Random drags between a table and a grid (each a data source of rows in two sections),
/// against two arrays: drags of one or two items begin, hover over places of either host
/// (sometimes out of range) whose destination proposes a move, a copy or a refusal, drop, are
/// cancelled, and apps delete and insert rows in between. After every step both data sources
/// show the arrays, and both hosts draw what fresh hosts of the arrays draw, or, while one item
/// hovers over its own host to move, the arrays with it moved (live reorder).
@MainActor
@Suite("Drag and drop, randomized across two hosts")
struct DragDropRandomTests {
    typealias F = DragDropFixture
    static let viewport = Size(width: 24, height: 40)

    /// The drag the reference expects: from list 0 (the table) or 1 (the grid), the dragged
    /// identifiers in display order, and where it hovers (list, place, operation).
    struct Drag {
        var source: Int
        var ids: [Int]
        var hover: (list: Int, place: ItemPath, operation: DropOperation)?
        /// Whether the source host shows the item at the place (one item moving within its
        /// own list; an apply puts it back until the drop).
        var live = false
    }

    @Test("Random drags, drops, cancels and applies on two hosts agree with two arrays", arguments: 0..<60)
    func randomSequence(seed: Int) throws {
        var random = DiffTestRandom(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7)
        var lists = [[[0, 1, 2], [3, 4]], [[10, 11], [12, 13, 14]]]
        let table = try F.table(lists[0], viewport: Self.viewport)
        let grid = try F.grid(lists[1], viewport: Self.viewport)
        var proposals: [DropOperation] = [.move, .move]
        table.dragDropHandlers.proposal = { _ in DropProposal(proposals[0]) }
        grid.dragDropHandlers.proposal = { _ in DropProposal(proposals[1]) }
        var session: DragSession<Row>?
        var drag: Drag?
        var nextID = 100
        var log: [String] = []

        func ids(_ list: Int) -> [[Int]] { list == 0 ? F.ids(table) : F.ids(grid) }
        func hover(_ session: DragSession<Row>, over list: Int, at place: ItemPath) throws {
            if list == 0 { try session.hover(over: table, at: place) } else { try session.hover(over: grid, at: place) }
        }
        func path(of id: Int, in list: Int) -> ItemPath? {
            for (section, ids) in lists[list].enumerated() {
                if let item = ids.firstIndex(of: id) { return ItemPath(item: item, section: section) }
            }
            return nil
        }

        for step in 0..<40 {
            let choice = random.int(0..<10)
            if choice < 2, drag == nil {
                // Begin a drag of one or two items of a list.
                let list = random.int(0...1)
                let all = lists[list].enumerated().flatMap { section, ids in ids.indices.map { ItemPath(item: $0, section: section) } }
                guard !all.isEmpty else { continue }
                let first = random.pick(all)
                let added = random.chance(0.3) ? [random.pick(all)] : []
                let paths = Array(Set([first] + added)).sorted()
                session = try (list == 0 ? table.beginDrag(at: first, adding: added) : grid.beginDrag(at: first, adding: added))
                drag = Drag(source: list, ids: paths.map { lists[list][$0.section][$0.item] })
                log.append("\(step): drag \(drag?.ids ?? []) from \(list)")
            } else if choice < 5, let session, var current = drag {
                // Hover over a place of either list, sometimes out of range.
                let list = random.int(0...1)
                proposals[list] = random.pick([.move, .move, .copy, .forbidden])
                let section = random.int(0...2)
                let place = ItemPath(item: random.int(0...4), section: section)
                let sourcePaths = current.ids.map { path(of: $0, in: current.source) }
                let isLocal = list == current.source
                var expected: DragError?
                if sourcePaths.contains(where: { $0 == nil }) {
                    expected = .sourceChanged
                } else if section >= lists[list].count {
                    expected = .destinationOutOfRange(place, sectionCount: lists[list].count, itemCount: nil)
                } else {
                    let removed = isLocal ? sourcePaths.compactMap { $0 }.filter { $0.section == section }.count : 0
                    let places = lists[list][section].count - removed + 1
                    if place.item >= places { expected = .destinationOutOfRange(place, sectionCount: lists[list].count, itemCount: places) }
                }
                log.append("\(step): hover \(list) \(place) \(proposals[list]) expecting \(expected.map { "\($0)" } ?? "success")")
                if let expected {
                    #expect(throws: expected, "seed \(seed): \(log)") { try hover(session, over: list, at: place) }
                } else {
                    try hover(session, over: list, at: place)
                    current.hover = (list, place, proposals[list])
                    current.live = isLocal && current.ids.count == 1 && proposals[list] == .move
                    drag = current
                }
            } else if choice < 7, let session, let current = drag {
                // Drop.
                let sourcePaths = current.ids.map { path(of: $0, in: current.source) }
                log.append("\(step): drop")
                guard !sourcePaths.contains(where: { $0 == nil }) else {
                    #expect(throws: DragError.sourceChanged, "seed \(seed): \(log)") { try session.drop() }
                    continue
                }
                guard let hover = current.hover, hover.operation != .forbidden else {
                    #expect(try session.drop() == .cancelled, "seed \(seed): \(log)")
                    drag = nil
                    continue
                }
                var after = lists
                let isLocal = hover.list == current.source
                // The place is checked again: applies may have changed the counts.
                let removed = isLocal ? sourcePaths.compactMap { $0 }.filter { $0.section == hover.place.section }.count : 0
                let places = lists[hover.list][hover.place.section].count - removed + 1
                if hover.place.item >= places {
                    #expect(throws: DragError.destinationOutOfRange(hover.place, sectionCount: lists[hover.list].count, itemCount: places), "seed \(seed): \(log)") {
                        try session.drop()
                    }
                    continue
                }
                if hover.operation == .move {
                    for id in current.ids {
                        if let path = path(of: id, in: current.source) { after[current.source][path.section].removeAll { $0 == id } }
                    }
                }
                let present = Set(after[hover.list].joined())
                if current.ids.contains(where: present.contains) {
                    // Already shown there: a copy within its list, or a second copy.
                    #expect(throws: DragError.self, "seed \(seed): \(log)") { try session.drop() }
                    continue
                }
                after[hover.list][hover.place.section].insert(contentsOf: current.ids, at: hover.place.item)
                #expect(try session.drop() == (hover.operation == .move ? .moved : .copied), "seed \(seed): \(log)")
                lists = after
                drag = nil
            } else if choice < 8, let session, drag != nil {
                log.append("\(step): cancel")
                try session.cancel()
                drag = nil
            } else {
                // The app deletes a row or inserts one, in either list.
                let list = random.int(0...1)
                let section = random.int(0...1)
                drag?.live = false
                if random.chance(0.5), !lists[list][section].isEmpty {
                    let id = random.pick(lists[list][section])
                    lists[list][section].removeAll { $0 == id }
                    log.append("\(step): delete \(id) from \(list)")
                    if list == 0 { try table.update { try $0.deleteItems([id]) } } else { try grid.update { try $0.deleteItems([id]) } }
                } else {
                    let id = nextID
                    nextID += 1
                    lists[list][section].append(id)
                    log.append("\(step): insert \(id) in \(list)")
                    let row = Row(id: id, title: "Row \(id)")
                    if list == 0 { try table.update { try $0.appendItems([row], toSection: section) } } else { try grid.update { try $0.appendItems([row], toSection: section) } }
                }
            }
            // Both data sources show the arrays; both hosts draw them, a single item hovering to
            // move within its own list drawn at the place (live reorder).
            #expect(ids(0) == lists[0], "seed \(seed): \(log)")
            #expect(ids(1) == lists[1], "seed \(seed): \(log)")
            var shown = lists
            if let current = drag, current.live, let hover = current.hover, let source = path(of: current.ids[0], in: current.source) {
                shown[current.source] = F.moved(lists[current.source], Move(from: source, to: hover.place))
            }
            #expect(table.adapter.host.renderText() == (try F.table(shown[0], viewport: Self.viewport)).adapter.host.renderText(), "seed \(seed): \(log)")
            #expect(grid.adapter.host.renderText() == (try F.grid(shown[1], viewport: Self.viewport)).adapter.host.renderText(), "seed \(seed): \(log)")
        }
    }
}
