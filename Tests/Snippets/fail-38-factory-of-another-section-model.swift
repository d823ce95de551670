// MISUSE: a factory makes the headers and footers of one section model. A data source of
// another section type cannot use it: its headers would be asked for sections it cannot read.
// The compiler says which: the factory's section model is not the snapshot's `Section`.
import CellControllers

struct Album: Identifiable, Equatable, Sendable { let id: Int }
struct Playlist: Identifiable, Equatable, Sendable { let id: Int }
struct Song: Identifiable, Equatable, Sendable { let id: Int }

final class SongCell: TableCell {}
final class SongController: ModelCellController<SongCell, Song> {}

struct AlbumSongs: CellControllerFactory {
    func cellController(for song: Song) -> CellController<TableHost> { SongController(model: song) }
    func supplementaryController(_ kind: SupplementaryKind, forSection album: Album) -> CellController<TableHost>? { nil }
}

@MainActor
func showPlaylists(on host: TableHost) {
    _ = DiffableDataSource<Playlist, Song, TableHost>(host: host, factory: AlbumSongs()) // expected-error: 'init(host:factory:)' is unavailable: the factory's headers and footers take another section model than this data source's Section: give its supplementaryController(_:forSection:) a parameter of the snapshot's Section type
}
