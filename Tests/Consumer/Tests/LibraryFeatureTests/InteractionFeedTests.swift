import CellControllers
import LibraryFeature
import Testing

// Swipe actions, interactive reordering and pagination through the adapter, from the public API
// only: a paged list of photos whose rows can be deleted by a swipe and reordered.

@MainActor
final class PagedPhotos {
    let host = TableHost(viewportSize: Size(width: 24, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
    let adapter: CellControllerAdapter<TableHost>
    var photos = (0..<6).map { Photo(id: $0, title: "Photo \($0)") }
    var moves: [Move<ItemPath>] = []
    var requests: [LoadMoreRequest] = []

    init() {
        adapter = CellControllerAdapter(host: host)
        try? show()
        adapter.loadMore = LoadMoreTrigger(distance: .items(1)) { [unowned self] request in requests.append(request) }
    }

    var rows: CellRegistration<TableCell, Photo> {
        CellRegistration<TableCell, Photo> { cell, photo in cell.text = photo.title }
            .swipeActions(.trailing) { [unowned self] photo in
                [SwipeAction("Delete", style: .destructive) { [unowned self] in
                    photos.removeAll { $0.id == photo.id }
                    return (try? show()) != nil
                }]
            }
            .movable(onMove: { [unowned self] photo, move in
                photos.remove(at: move.source.item)
                photos.insert(photo, at: move.destination.item)
                moves.append(move)
            })
    }

    func show() throws(SnapshotError) {
        try adapter.apply([ControllerSection(id: "photos", items: rows.cellControllers(for: photos))])
    }

    func shown() -> [String] {
        host.renderText().split(separator: "\n").map { line in
            var text = String(line)
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}

@MainActor
@Suite struct InteractionFeedTests {
    @Test func swipeToDeleteGoesThroughTheDiff() throws {
        let screen = PagedPhotos()
        try screen.host.swipe(at: ItemPath(item: 1, section: 0))
        #expect(screen.shown()[1].hasSuffix("[Delete]"))
        #expect(try screen.host.fullSwipe(at: ItemPath(item: 1, section: 0)))
        #expect(screen.shown() == ["Photo 0", "Photo 2", "Photo 3", "Photo 4"])
        #expect(throws: SwipeActionError.noRevealedActions) { try screen.host.performSwipeAction(titled: "Delete") }
    }

    @Test func aReorderIsTheTruthOfTheNextApply() throws {
        let screen = PagedPhotos()
        try screen.host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        try screen.host.updateInteractiveMovementTarget(to: ItemPath(item: 2, section: 0))
        try screen.host.endInteractiveMovement()
        #expect(screen.moves == [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))])
        #expect(screen.shown() == ["Photo 1", "Photo 2", "Photo 0", "Photo 3"])
        let cell = screen.host.cell(for: .item(ItemPath(item: 2, section: 0)))
        try screen.show()   // the app's data, reordered by onMove: nothing changes
        #expect(screen.host.cell(for: .item(ItemPath(item: 2, section: 0))) === cell)
        #expect(throws: InteractiveMovementError.notMoving) { try screen.host.endInteractiveMovement() }
    }

    @Test func theNextPageLoadsOnceNearTheEnd() throws {
        let screen = PagedPhotos()
        #expect(screen.requests.isEmpty)
        screen.host.contentOffset = Point(x: 0, y: 1)   // the last visible row is 1 from the end
        #expect(screen.requests.count == 1)
        screen.host.contentOffset = Point(x: 0, y: 5)   // the loading footer is below the rows
        #expect(screen.shown().last?.contains("Loading more…") == true)
        screen.photos += (6..<12).map { Photo(id: $0, title: "Photo \($0)") }
        try screen.show()
        screen.requests[0].finish()
        #expect(screen.adapter.loadMore?.state(of: .list) == .idle)
        #expect(screen.requests.count == 1)
    }
}
