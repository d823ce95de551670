// MISUSE: an edit names an item by an identifier of another type (a String where songs have Int
// ids, or a section's id where an item's is expected).
import CellControllers

struct Album: Identifiable, Equatable, Sendable { let id: String }
struct Song: Identifiable, Equatable, Sendable { let id: Int; var title: String }

func edit(_ snapshot: inout Snapshot<Album, Song>) throws {
    try snapshot.deleteItems(["intro"]) // expected-error: cannot convert value of type 'String' to expected element type 'Int'
}
