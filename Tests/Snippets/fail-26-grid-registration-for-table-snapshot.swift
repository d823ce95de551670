// MISUSE: a grid cell's registration shows a snapshot on a table: its controllers are grid
// controllers, and a table's adapter takes only table factories.
import CellControllers

struct Album: Identifiable, Equatable, Sendable { let id: String }
struct Song: Identifiable, Equatable, Sendable { let id: Int; var title: String }
final class SongTile: GridCell { var title = "" }

@MainActor func show(_ snapshot: Snapshot<Album, Song>, on adapter: CellControllerAdapter<TableHost>) throws {
    let tiles = CellRegistration<SongTile, Song> { cell, song in cell.title = song.title }
    try adapter.apply(snapshot, using: tiles) // expected-error: requires the types 'TableHost' and 'CellRegistration<SongTile, Song>.Host' (aka 'GridHost') be equivalent
}
