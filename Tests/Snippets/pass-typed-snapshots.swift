// The correct counterparts of the typed-snapshot misuses: a registration of the snapshot's item
// type, a table registration for a table, identifiers and models of the snapshot's types, and
// Sendable items. Also a factory with typed headers, and open-ended items as AnyDiffable.
import CellControllers

struct Album: Identifiable, Equatable, Sendable { let id: String; var name: String }
struct Song: Identifiable, Equatable, Sendable { let id: Int; var title: String }
final class TitleCell: TableCell { var title = "" }
final class SongTile: GridCell { var title = "" }

struct AlbumFactory: CellControllerFactory {
    let songs = CellRegistration<TitleCell, Song> { cell, song in cell.title = song.title }
    func cellController(for song: Song) -> CellController<TableHost> { songs.cellController(for: song) }
    func supplementaryController(_ kind: SupplementaryKind, forSection album: Album) -> CellController<TableHost>? {
        nil
    }
}

@MainActor func show(on table: TableHost, grid: GridHost) async throws {
    var snapshot = Snapshot<Album, Song>()
    try snapshot.appendSections([Album(id: "all", name: "All")])
    try snapshot.appendItems([Song(id: 1, title: "Intro"), Song(id: 2, title: "Outro")], toSection: "all")
    try snapshot.deleteItems([1])
    try snapshot.appendItems([Song(id: 4, title: "Encore")])
    try snapshot.moveItem(4, to: .before(2))
    let rows = DiffableDataSource<Album, Song, TableHost>(host: table, factory: CellRegistration<TitleCell, Song> { cell, song in cell.title = song.title })
    try await rows.apply(snapshot)
    try DiffableDataSource(host: rows.adapter.host, factory: AlbumFactory()).apply(snapshot, completion: nil)
    let tiles = DiffableDataSource<Album, Song, GridHost>(host: grid, factory: CellRegistration<SongTile, Song> { cell, song in cell.title = song.title })
    try await tiles.apply(snapshot)

    var open = Snapshot<AnyDiffable, AnyDiffable>()
    try open.appendSections([AnyDiffable(Album(id: "mixed", name: "Mixed"))])
    try open.appendItems([AnyDiffable(Song(id: 3, title: "Three"))])
    try open.deleteItems([DiffIdentifier(type: Song.self, id: 3)])
}

// A drag of songs hovers over a list of songs, or over a list of another item type through the
// conversion that list declares.
struct Chore: Identifiable, Equatable, Sendable { let id: Int }

@MainActor func drop(_ session: DragSession<Song>, on songs: DiffableDataSource<Album, Song, TableHost>, chores: DiffableDataSource<Album, Chore, TableHost>) throws {
    try session.hover(over: songs, at: ItemPath(item: 0, section: 0))
    try session.hover(over: chores.dropReceiver(accepting: Song.self) { song in Chore(id: song.id) }, at: ItemPath(item: 0, section: 0))
}
