import CellControllers
import LibraryFeature
import Testing

// A large feed built with the snapshot editing API (UIKit's names), shown through a factory with
// lazy controllers, and changed with asynchronous applies: all from the public API.

struct Feed: Identifiable, Equatable, Sendable {
    let id: String
}

@MainActor
struct PhotoFeedFactory: CellControllerFactory {
    let row = CellRegistration<TableCell, Photo> { cell, photo in cell.text = photo.title }

    func cellController(for model: AnyDiffable) -> CellController<TableHost> {
        row.cellController(for: model.model(as: Photo.self) ?? Photo(id: -1, title: "?"))
    }
}

@MainActor
@Suite struct SnapshotFeedTests {
    let host = TableHost(viewportSize: Size(width: 12, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))

    func shown() -> [String] {
        host.renderText().split(separator: "\n").map { $0.trimmingSuffix() }
    }

    @Test func aLargeFeedIsEditedAndAppliedOffTheMainActor() async throws {
        var snapshot = AnySnapshot()
        try snapshot.appendSections([Feed(id: "all")])
        try snapshot.appendItems((0..<100_000).map { Photo(id: $0, title: "Photo \($0)") })
        let adapter = CellControllerAdapter(host: host)
        let factory = PhotoFeedFactory()
        try await adapter.apply(snapshot, using: factory)
        #expect(shown() == ["Photo 0", "Photo 1", "Photo 2"])
        #expect(adapter.liveControllerCount < 100, "controllers only for what is shown")

        var next = adapter.snapshot
        try next.deleteItems([Photo(id: 0, title: "")])
        try next.moveItem(Photo(id: 2, title: ""), beforeItem: Photo(id: 1, title: ""))
        try next.insertItems([Photo(id: -7, title: "New")], afterItem: Photo(id: 1, title: ""))
        try await adapter.apply(next, using: factory)
        #expect(shown() == ["Photo 2", "Photo 1", "New"])
        #expect(next.indexOfItem(Photo(id: 3, title: "")) == 3)
    }

    @Test func editingMistakesAreTypedErrorsThatChangeNothing() throws {
        var snapshot = AnySnapshot()
        #expect(throws: SnapshotEditError.noSection) { try snapshot.appendItems([Photo(id: 1, title: "a")]) }
        try snapshot.appendSections([Feed(id: "all")])
        try snapshot.appendItems([Photo(id: 1, title: "a")])
        let before = snapshot
        #expect(throws: SnapshotEditError.itemAlreadyPresent(DiffIdentifier(Photo(id: 1, title: "")), at: ItemPath(item: 0, section: 0))) {
            try snapshot.appendItems([Photo(id: 1, title: "again")])
        }
        #expect(throws: SnapshotEditError.unknownItem(DiffIdentifier(Photo(id: 9, title: "")))) {
            try snapshot.moveItem(Photo(id: 9, title: ""), beforeItem: Photo(id: 1, title: ""))
        }
        #expect(snapshot == before)
    }
}

extension Substring {
    /// The text without trailing spaces.
    func trimmingSuffix() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
