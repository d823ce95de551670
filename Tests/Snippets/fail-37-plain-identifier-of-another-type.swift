// MISUSE: an edit of a snapshot of plain Int items names an item by a String, or a section by an
// item's value: plain identifiers are still typed.
import CellControllers

enum Section: Identifiable, Sendable { case main, recent }

func edit(_ snapshot: inout Snapshot<Section, Int>) throws {
    try snapshot.deleteItems(["7"]) // expected-error: cannot convert value of type 'String' to expected element type 'Int'
    try snapshot.appendItems([8], toSection: 1) // expected-error: cannot convert value of type 'Int' to expected argument type 'Section'
}
