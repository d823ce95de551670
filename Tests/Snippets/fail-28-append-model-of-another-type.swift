// MISUSE: appending a model of another type to a typed snapshot.
import CellControllers

struct Album: Identifiable, Equatable, Sendable { let id: String }
struct Song: Identifiable, Equatable, Sendable { let id: Int; var title: String }
struct Video: Identifiable, Equatable, Sendable { let id: Int; var title: String }

func edit(_ snapshot: inout Snapshot<Album, Song>) throws {
    try snapshot.appendItems([Video(id: 1, title: "Live")]) // expected-error: cannot convert value of type 'Video' to expected element type 'Song'
}
