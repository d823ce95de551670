import CellControllers
import CellControllersTestSupport
import Testing

/// A snapshot of models built and diffed off the main actor, applied on it through a factory.
@MainActor
@Suite("Snapshots of models")
struct SnapshotApplyTests {
    struct Photo: Identifiable, Equatable, Sendable {
        var id: Int
        var title: String
    }
    struct Post: Identifiable, Equatable, Sendable {
        var id: Int
        var text: String
    }
    struct Feed: Identifiable, Equatable, Sendable {
        var id = "feed"
        var title: String
    }

    struct FeedFactory: CellControllerFactory {
        func cellController(for model: AnyDiffable) -> CellController<TableHost> {
            if let photo = model.model(as: Photo.self) { return LabelController(Row(id: photo.id, title: "photo \(photo.title)")) }
            if let post = model.model(as: Post.self) { return LabelController(Row(id: 1_000 + post.id, title: "post \(post.text)")) }
            return LabelController(id: -1, title: "?")
        }
        func supplementaryController(_ kind: SupplementaryKind, forSection section: AnyDiffable) -> CellController<TableHost>? {
            guard kind == .header, let feed = section.model(as: Feed.self) else { return nil }
            return CaptionController(feed.title)
        }
    }

    nonisolated static func snapshot(_ items: [any Identifiable & Equatable & Sendable], title: String) -> AnySnapshot {
        AnySnapshot(sections: [AnySnapshot.Section(Feed(title: title), items: items.map { item in
            if let photo = item as? Photo { return AnyDiffable(photo) }
            if let post = item as? Post { return AnyDiffable(post) }
            return AnyDiffable(Feed(title: "?"))
        })])
    }

    @Test func snapshotBuiltOffTheMainActorIsAppliedThroughTheFactory() async throws {
        let host = TableHost(viewportSize: Size(width: 20, height: 3), layout: TableLayout(rowHeight: 1, separator: .none))
        let adapter = CellControllerAdapter(host: host)
        let first = await Task.detached { Self.snapshot([Photo(id: 7, title: "sea"), Post(id: 7, text: "hi")], title: "Feed") }.value
        try await DiffableDataSource(host: adapter.host, factory: FeedFactory()).apply(Snapshot(first))
        #expect(host.renderText() == "Feed\nphoto sea\npost hi")

        // A Photo and a Post with the same id are different items: changing the post's text
        // only reconfigures the post; the header's new title reloads the header.
        let (second, changes) = try await Task.detached {
            let second = Self.snapshot([Photo(id: 7, title: "sea"), Post(id: 7, text: "bye")], title: "News")
            return (second, try AnySnapshot.diff(from: first, to: second))
        }.value
        #expect(changes.stages.map(\.reconfiguredItems) == [[ItemPath(item: 1, section: 0)]])
        #expect(changes.stages.map(\.reloadedSections) == [[0]])
        let photoCell = host.cell(for: .item(ItemPath(item: 0, section: 0)))
        try await DiffableDataSource(host: adapter.host, factory: FeedFactory()).apply(Snapshot(second))
        #expect(host.renderText() == "News\nphoto sea\npost bye")
        #expect(host.cell(for: .item(ItemPath(item: 0, section: 0))) === photoCell, "the unchanged photo kept its cell")
    }
}
