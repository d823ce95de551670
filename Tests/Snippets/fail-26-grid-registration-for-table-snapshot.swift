// MISUSE: a grid cell's registration shows a snapshot on a table: its controllers are grid
// controllers, and a table's data source takes only table factories.
import CellControllers

struct Album: Identifiable, Equatable, Sendable { let id: String }
struct Song: Identifiable, Equatable, Sendable { let id: Int; var title: String }
final class SongTile: GridCell { var title = "" }

@MainActor func show(_ snapshot: Snapshot<Album, Song>, on host: TableHost) throws {
    let tiles = CellRegistration<SongTile, Song> { cell, song in cell.title = song.title }
    try DiffableDataSource<Album, Song, TableHost>(host: host, factory: tiles).apply(snapshot) // expected-error: requires the types 'TableHost' and 'GridCell.Host' (aka 'GridHost') be equivalent
}
