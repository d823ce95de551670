import CellControllers
import LibraryFeature
import Testing

// A large feed built with the snapshot editing API (UIKit's names), shown through a factory with
// lazy controllers, and changed with asynchronous applies: all from the public API.

struct Feed: Identifiable, Equatable, Sendable {
    let id: String
}

/// The feed's rows: a registration is a factory, applied to a `Snapshot<Feed, Photo>` as it is.
@MainActor
let photoRows = CellRegistration<TableCell, Photo> { cell, photo in cell.text = photo.title }

@MainActor
@Suite struct SnapshotFeedTests {
    let host = TableHost(viewportSize: Size(width: 12, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))

    func shown() -> [String] {
        host.renderText().split(separator: "\n").map { $0.trimmingSuffix() }
    }

    @Test func aLargeFeedIsEditedAndAppliedOffTheMainActor() async throws {
        var snapshot = Snapshot<Feed, Photo>()
        try snapshot.appendSections([Feed(id: "all")])
        try snapshot.appendItems((0..<100_000).map { Photo(id: $0, title: "Photo \($0)") })
        let dataSource = DiffableDataSource<Feed, Photo, TableHost>(host: host, factory: photoRows)
        try await dataSource.apply(snapshot)
        #expect(shown() == ["Photo 0", "Photo 1", "Photo 2"])
        #expect(dataSource.adapter.liveControllerCount < 100, "controllers only for what is shown")

        var next = dataSource.snapshot()
        #expect(next == snapshot)
        try next.deleteItems([0])
        try next.moveItem(2, to: .before(1))
        try next.insertItems([Photo(id: -7, title: "New")], at: .after(1))
        try await dataSource.apply(next)
        #expect(shown() == ["Photo 2", "Photo 1", "New"])
        #expect(next.pathOfItem(3) == ItemPath(item: 3, section: 0))
        #expect(dataSource.snapshot().item(at: ItemPath(item: 2, section: 0)) == Photo(id: -7, title: "New"))
        #expect(dataSource.itemIdentifier(for: ItemPath(item: 0, section: 0)) == 2)
        #expect(dataSource.indexPath(for: 1) == ItemPath(item: 1, section: 0))
        #expect(dataSource.indexPath(for: 0) == nil)
    }

    @Test func editingMistakesAreTypedErrorsThatChangeNothing() throws {
        var snapshot = Snapshot<Feed, Photo>()
        #expect(throws: SnapshotEditError.noSection) { try snapshot.appendItems([Photo(id: 1, title: "a")]) }
        try snapshot.appendSections([Feed(id: "all")])
        try snapshot.appendItems([Photo(id: 1, title: "a")])
        let before = snapshot
        #expect(throws: SnapshotEditError.itemAlreadyPresent(DiffIdentifier(type: Photo.self, id: 1), at: ItemPath(item: 0, section: 0))) {
            try snapshot.appendItems([Photo(id: 1, title: "again")])
        }
        #expect(throws: SnapshotEditError.unknownItem(DiffIdentifier(type: Photo.self, id: 9))) {
            try snapshot.moveItem(9, to: .before(1))
        }
        #expect(throws: SnapshotEditError.unknownSection(DiffIdentifier(type: Feed.self, id: "none"))) {
            try snapshot.appendItems([Photo(id: 2, title: "b")], toSection: "none")
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
