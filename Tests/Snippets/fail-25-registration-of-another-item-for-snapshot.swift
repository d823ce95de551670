// MISUSE: a registration (or factory) of another item type shows a snapshot: the data source needs a
// factory whose Model is the snapshot's Item, so no factory ever casts a model back.
import CellControllers

struct Album: Identifiable, Equatable, Sendable { let id: String }
struct Song: Identifiable, Equatable, Sendable { let id: Int; var title: String }
struct Video: Identifiable, Equatable, Sendable { let id: Int; var title: String }
final class TitleCell: TableCell { var title = "" }

@MainActor func show(_ snapshot: Snapshot<Album, Song>, on host: TableHost) throws {
    let videos = CellRegistration<TitleCell, Video> { cell, video in cell.title = video.title }
    try DiffableDataSource<Album, Song, TableHost>(host: host, factory: videos).apply(snapshot) // expected-error: requires the types 'Song' and 'Video' be equivalent
}
