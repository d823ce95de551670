import CellControllers

/// Models and plain nested-array data for the diff tests (namespaced so they cannot collide
/// with other tests' fixtures).
enum DiffFixtures {
    /// An item: identity `id`, content `content`.
    struct Item: Identifiable, Equatable, Sendable, CustomStringConvertible {
        var id: Int
        var content: Int = 0
        var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
    }

    /// A section model: identity `id`, content `title`.
    struct Header: Identifiable, Equatable, Sendable, CustomStringConvertible {
        var id: Int
        var title: Int = 0
        var description: String { title == 0 ? "S\(id)" : "S\(id)'\(title)" }
    }

    /// A model of another type whose ids overlap `Post`'s.
    struct Photo: Identifiable, Equatable, Sendable {
        var id: Int
        var caption = ""
    }

    /// A model of another type whose ids overlap `Photo`'s.
    struct Post: Identifiable, Equatable, Sendable {
        var id: Int
        var text = ""
    }

    /// One section of plain data.
    struct SectionData: Equatable, CustomStringConvertible {
        var header: Header
        var items: [Item]
        var description: String { "\(header)\(items)" }
    }

    /// Plain sectioned data: what a reference model applies batches to.
    typealias Data = [SectionData]

    /// The snapshot of `data`.
    static func snapshot(_ data: Data) -> AnySnapshot {
        AnySnapshot(sections: data.map { AnySnapshot.Section($0.header, items: $0.items) })
    }

    /// The plain data of `snapshot` (whose models must be `Header` and `Item`).
    static func data(_ snapshot: AnySnapshot) -> Data {
        snapshot.sections.map { section in
            SectionData(
                header: section.model.model(as: Header.self)!,
                items: section.items.map { $0.model(as: Item.self)! })
        }
    }

    /// One section with id 0 holding `ids`.
    static func single(_ ids: [Int]) -> Data {
        [SectionData(header: Header(id: 0), items: ids.map { Item(id: $0) })]
    }
}
