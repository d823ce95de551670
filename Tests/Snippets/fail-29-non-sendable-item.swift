// MISUSE: a snapshot's items must be Sendable (snapshots are diffed off the main actor); a class
// with mutable state is not.
import CellControllers

final class Draft: Identifiable, Equatable {
    let id: Int
    var text = ""
    init(id: Int) { self.id = id }
    static func == (lhs: Draft, rhs: Draft) -> Bool { lhs.id == rhs.id && lhs.text == rhs.text }
}
struct Folder: Identifiable, Equatable, Sendable { let id: Int }

let drafts = Snapshot<Folder, Draft>() // expected-error: type 'Draft' does not conform to the 'Sendable' protocol
