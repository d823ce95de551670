import CellControllers

/// Models and plain nested-array data for the diff tests (namespaced so they cannot collide
/// with other tests' fixtures).
package enum DiffFixtures {
    /// An item: identity `id`, content `content`.
    package struct Item: Identifiable, Equatable, Sendable, CustomStringConvertible {
        package var id: Int
        package var content: Int = 0
        package init(id: Int, content: Int = 0) {
            self.id = id
            self.content = content
        }
        package var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
    }

    /// A section model: identity `id`, content `title`.
    package struct Header: Identifiable, Equatable, Sendable, CustomStringConvertible {
        package var id: Int
        package var title: Int = 0
        package init(id: Int, title: Int = 0) {
            self.id = id
            self.title = title
        }
        package var description: String { title == 0 ? "S\(id)" : "S\(id)'\(title)" }
    }

    /// A model of another type whose ids overlap `Post`'s.
    package struct Photo: Identifiable, Equatable, Sendable {
        package var id: Int
        package var caption = ""
        package init(id: Int, caption: String = "") {
            self.id = id
            self.caption = caption
        }
    }

    /// A model of another type whose ids overlap `Photo`'s.
    package struct Post: Identifiable, Equatable, Sendable {
        package var id: Int
        package var text = ""
        package init(id: Int, text: String = "") {
            self.id = id
            self.text = text
        }
    }

    /// One section of plain data.
    package struct SectionData: Equatable, CustomStringConvertible {
        package var header: Header
        package var items: [Item]
        package init(header: Header, items: [Item]) {
            self.header = header
            self.items = items
        }
        package var description: String { "\(header)\(items)" }
    }

    /// Plain sectioned data: what a reference model applies batches to.
    package typealias Data = [SectionData]

    /// The snapshot of `data`.
    package static func snapshot(_ data: Data) -> AnySnapshot {
        AnySnapshot(sections: data.map { AnySnapshot.Section($0.header, items: $0.items) })
    }

    /// The plain data of `snapshot` (whose models must be `Header` and `Item`).
    package static func data(_ snapshot: AnySnapshot) -> Data {
        snapshot.sections.map { section in
            SectionData(
                header: section.model.model(as: Header.self)!,
                items: section.items.map { $0.model(as: Item.self)! })
        }
    }

    /// One section with id 0 holding `ids`.
    package static func single(_ ids: [Int]) -> Data {
        [SectionData(header: Header(id: 0), items: ids.map { Item(id: $0) })]
    }
}
