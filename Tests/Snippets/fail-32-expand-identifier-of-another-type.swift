// MISUSE: an item of a tree is expanded by an identifier of another type (an Int where files
// have String ids, or a section's id where an item's is expected).
import CellControllers

struct Pane: Identifiable, Equatable, Sendable { let id: Int }
struct File: Identifiable, Equatable, Sendable { let id: String }

@MainActor
func open(_ dataSource: DiffableDataSource<Pane, File, TableHost>, tree: inout SectionSnapshot<File>) throws {
    try dataSource.setExpanded(true, for: 7) // expected-error: cannot convert value of type 'Int' to expected argument type 'String'
    try tree.setExpanded(false, for: [Pane(id: 1).id]) // expected-error: cannot convert value of type 'Int' to expected element type 'String'
}
