import CellControllers
import Testing

// The typed path from the outside, exactly as the typed-path issue wrote it: a registration feeds
// a `Snapshot<Record, Song>` (the issue's `Album`, renamed: this package already has one) of 200,000 songs, applied now and then off the main actor, and a tap
// reaches the registration's handler with the typed song. Nothing is cast back.

struct Record: Identifiable, Equatable, Sendable { let id: String; var name: String }
struct Song: Identifiable, Equatable, Sendable { let id: Int; var title: String }
final class TitleCell: TableCell { var title = ""; override func render(width: Int) -> [String] { [TextRendering.fit(title, width: width)] } }

/// What the song registration's select handler printed.
@MainActor
final class Played {
    var lines: [String] = []
}

@MainActor
@Suite("Typed snapshots from the outside")
struct TypedSnapshotTests {
    @Test func aRegistrationFeedsATypedSnapshotNowAndOffTheMainActor() async throws {
        let played = Played()
        let songs = CellRegistration<TitleCell, Song> { cell, song in cell.title = song.title }
            .onSelect { song in played.lines.append("play \(song.id)") }
        var snapshot = Snapshot<Record, Song>()
        try snapshot.appendSections([Record(id: "all", name: "All")])
        try snapshot.appendItems((0..<200_000).map { Song(id: $0, title: "Song \($0)") }, toSection: "all")
        let host = TableHost(viewportSize: Size(width: 24, height: 5), layout: TableLayout(estimatedRowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Record, Song, TableHost>(host: host, factory: songs)
        try dataSource.apply(snapshot, completion: nil)               // now; a few dozen controllers alive
        #expect(dataSource.adapter.liveControllerCount < 100)
        #expect(host.renderText() == "Song 0\nSong 1\nSong 2\nSong 3\nSong 4")

        try snapshot.deleteItems([0]); try snapshot.moveItem(5, to: .before(1))
        try await dataSource.apply(snapshot)                          // diff off the main actor
        #expect(host.renderText() == "Song 5\nSong 1\nSong 2\nSong 3\nSong 4")
        try host.tap(at: .item(ItemPath(item: 0, section: 0)))            // prints "play 5"
        #expect(played.lines == ["play 5"])
    }

    @Test func headersComeFromTheTypedSectionModel() throws {
        struct AlbumFactory: CellControllerFactory {
            let songs = CellRegistration<TitleCell, Song> { cell, song in cell.title = song.title }
            let headers = CellRegistration<TitleCell, Record> { cell, album in cell.title = album.name.uppercased() }
            func cellController(for song: Song) -> CellController<TableHost> { songs.cellController(for: song) }
            func supplementaryController(_ kind: SupplementaryKind, forSection album: Record) -> CellController<TableHost>? {
                kind == .header ? headers.cellController(for: album) : nil
            }
        }
        var snapshot = Snapshot<Record, Song>()
        try snapshot.appendSections([Record(id: "a", name: "Live"), Record(id: "b", name: "Studio")])
        try snapshot.appendItems([Song(id: 1, title: "One")], toSection: "a")
        try snapshot.appendItems([Song(id: 2, title: "Two")], toSection: "b")
        let host = TableHost(viewportSize: Size(width: 10, height: 4), layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Record, Song, TableHost>(host: host, factory: AlbumFactory())
        try dataSource.apply(snapshot)
        #expect(host.renderText() == "LIVE\nOne\nSTUDIO\nTwo")

        // A renamed album (same id, new content) reloads its header.
        var renamed = Snapshot<Record, Song>()
        try renamed.appendSections([Record(id: "a", name: "Live!"), Record(id: "b", name: "Studio")])
        try renamed.appendItems([Song(id: 1, title: "One")], toSection: "a")
        try renamed.appendItems([Song(id: 2, title: "Two")], toSection: "b")
        try dataSource.apply(renamed)
        #expect(host.renderText() == "LIVE!\nOne\nSTUDIO\nTwo")
        #expect(dataSource.snapshot().sectionModels.map(\.name) == ["Live!", "Studio"])
        #expect(dataSource.sectionIdentifier(for: 1) == "b")
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.snapshot().indexOfSection("a") == 0)
    }

    @Test func theDataSourceReadsBackWhatTheAdapterShowsAfterAnInteractiveMove() throws {
        let rows = CellRegistration<TitleCell, Song> { cell, song in cell.title = song.title }.movable { _ in true }
        var snapshot = Snapshot<Record, Song>()
        try snapshot.appendSections([Record(id: "all", name: "All")])
        try snapshot.appendItems((0..<5).map { Song(id: $0, title: "Song \($0)") })
        let host = TableHost(viewportSize: Size(width: 10, height: 5), layout: TableLayout(rowHeight: 1, separator: .none))
        let dataSource = DiffableDataSource<Record, Song, TableHost>(host: host, factory: rows)
        try dataSource.apply(snapshot)
        try host.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0))
        _ = try host.updateInteractiveMovementTarget(to: ItemPath(item: 3, section: 0))
        _ = try host.endInteractiveMovement()
        #expect(dataSource.snapshot().items.map(\.id) == [1, 2, 3, 0, 4])
        #expect(dataSource.indexPath(for: 0) == ItemPath(item: 3, section: 0))
    }
}
