// MISUSE: a section snapshot of another item type is applied to a data source of files, and a
// tree of files gets a child of another model type.
import CellControllers

struct Pane: Identifiable, Equatable, Sendable { let id: String }
struct File: Identifiable, Equatable, Sendable { let id: String }
struct Photo: Identifiable, Equatable, Sendable { let id: String }

@MainActor
func show(_ photos: SectionSnapshot<Photo>, in dataSource: DiffableDataSource<Pane, File, TableHost>) throws {
    try dataSource.apply(photos, to: "files") // expected-error: cannot convert value of type 'SectionSnapshot<Photo>' to expected argument type 'SectionSnapshot<File>'
}

func grow(_ tree: inout SectionSnapshot<File>) throws {
    try tree.append([Photo(id: "cat.jpg")], to: "Pictures") // expected-error: cannot convert value of type 'Photo' to expected element type 'File'
}
