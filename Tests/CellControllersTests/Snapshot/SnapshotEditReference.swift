import CellControllers
import CellControllersTestSupport

/// A deliberately plain model of a snapshot and its editing API, the oracle of the property tests:
/// an array of sections, each an id, a title and items, with every lookup a linear scan. Each
/// edit returns the error the snapshot must throw (checked in the documented order: anchors and
/// target sections first, then the elements to add or name, in argument order) and then changes
/// nothing, or applies the edit and returns `nil`.
///
/// Items are compared by `key` (kind and id in one `Int`) and sections by id, so that the
/// model stays cheap enough to run after every one of many thousands of operations.
struct EditReference: Equatable {
    /// An item: one of two model types, an id, and content.
    struct Item: Equatable, CustomStringConvertible {
        enum Kind: Equatable { case photo, post }
        let kind: Kind
        let id: Int
        var value: Int
        /// The identity as one `Int`: photo `n` is `2n`, post `n` is `2n + 1`.
        let key: Int
        /// The identifier, computed once.
        let identifier: DiffIdentifier

        init(kind: Kind, id: Int, value: Int = 0) {
            self.kind = kind
            self.id = id
            self.value = value
            self.key = id * 2 + (kind == .photo ? 0 : 1)
            self.identifier = kind == .photo ? EditFixtures.photo(id) : EditFixtures.post(id)
        }

        /// The item of the other model type with the same id (a different identity).
        var otherKind: Item { Item(kind: kind == .photo ? .post : .photo, id: id, value: value) }

        var erased: AnyDiffable {
            kind == .photo ? AnyDiffable(EditPhoto(id: id, value: value)) : AnyDiffable(EditPost(id: id, value: value))
        }

        var description: String { (kind == .photo ? "P" : "T") + "\(id)" + (value == 0 ? "" : "'\(value)") }
    }

    /// A section: id, title (its content) and items.
    struct Section: Equatable {
        var id: Int
        var title = 0
        var items: [Item] = []
        /// Whether the snapshot must store the items typed. A section is typed when created or
        /// emptied by `deleteAllItems`; items joining an empty section make it typed when they
        /// have one type; items joining a typed section keep it typed when they have its type
        /// (however they come, even out of an erased section), and make it erased otherwise;
        /// an erased section stays erased while it has items, even when the odd ones leave.
        var typed = true
        var identifier: DiffIdentifier { EditFixtures.group(id) }
        var model: EditGroup { EditGroup(id: id, title: title) }

        /// Adds `new` at `position`, updating `typed`.
        mutating func join(_ new: [Item], at position: Int) {
            let kinds = Set(new.map { $0.kind == .photo })
            if items.isEmpty {
                typed = kinds.count <= 1
            } else if typed && !new.isEmpty {
                typed = kinds == [items[0].kind == .photo]
            }
            items.insert(contentsOf: new, at: position)
        }
    }

    /// The reference of sections built from arrays (typed when their items have one type).
    init(sections: [Section] = []) {
        self.sections = sections.map { section in
            var section = section
            section.typed = Set(section.items.map { $0.kind == .photo }).count <= 1
            return section
        }
    }

    var sections: [Section] = []
    var reconfigured: Set<DiffIdentifier> = []
    var reloaded: Set<DiffIdentifier> = []
    var reloadedSections: Set<DiffIdentifier> = []

    // MARK: Queries, by linear scan

    func sectionIndex(_ id: Int) -> Int? {
        for index in 0..<sections.count where sections[index].id == id { return index }
        return nil
    }

    func path(_ item: Item) -> ItemPath? {
        let key = item.key
        for section in 0..<sections.count {
            let items = sections[section].items
            for index in 0..<items.count where items[index].key == key {
                return ItemPath(item: index, section: section)
            }
        }
        return nil
    }

    func flatIndex(_ item: Item) -> Int? {
        var flat = 0
        for section in 0..<sections.count {
            let items = sections[section].items
            for index in 0..<items.count {
                if items[index].key == item.key { return flat }
                flat += 1
            }
        }
        return nil
    }

    var itemCount: Int {
        var count = 0
        for section in 0..<sections.count { count += sections[section].items.count }
        return count
    }

    /// The item at flat index `flat`, which must be valid.
    func item(atFlat flat: Int) -> Item {
        var rest = flat
        for section in 0..<sections.count {
            let items = sections[section].items
            if rest < items.count { return items[rest] }
            rest -= items.count
        }
        preconditionFailure("flat index \(flat) out of range")
    }

    var itemIdentifiers: [DiffIdentifier] {
        var identifiers: [DiffIdentifier] = []
        for section in 0..<sections.count {
            let items = sections[section].items
            for index in 0..<items.count { identifiers.append(items[index].identifier) }
        }
        return identifiers
    }

    var sectionIdentifiers: [DiffIdentifier] { sections.map { $0.identifier } }

    /// The identifiers of `marks` that are in the snapshot, in snapshot order.
    func inOrder(_ marks: Set<DiffIdentifier>) -> [DiffIdentifier] {
        guard !marks.isEmpty else { return [] }
        return itemIdentifiers.filter { marks.contains($0) }
    }

    func sectionsInOrder(_ marks: Set<DiffIdentifier>) -> [DiffIdentifier] {
        guard !marks.isEmpty else { return [] }
        return sectionIdentifiers.filter { marks.contains($0) }
    }

    /// The snapshot this reference describes, built from arrays (no editing API, no marks).
    var snapshot: AnySnapshot {
        AnySnapshot(sections: sections.map { AnySnapshot.Section($0.model, items: $0.items.map { $0.erased }) })
    }

    /// The same data as the diff tests' fixtures, with each item's identity its `key`, for
    /// ``DiffReference``.
    var fixtureData: DiffFixtures.Data {
        sections.map { section in
            DiffFixtures.SectionData(
                header: DiffFixtures.Header(id: section.id, title: section.title),
                items: section.items.map { DiffFixtures.Item(id: $0.key, content: $0.value) })
        }
    }

    // MARK: Section edits

    /// The error for adding `ids` as new sections, or `nil`.
    private func checkNewSections(_ ids: [Int]) -> SnapshotEditError? {
        var seen: Set<Int> = []
        for id in ids {
            if let index = sectionIndex(id) { return .sectionAlreadyPresent(EditFixtures.group(id), at: index) }
            if !seen.insert(id).inserted { return .duplicateInArguments(EditFixtures.group(id)) }
        }
        return nil
    }

    mutating func appendSections(_ new: [Section]) -> SnapshotEditError? {
        if let error = checkNewSections(new.map { $0.id }) { return error }
        sections += new.map { Section(id: $0.id, title: $0.title) }
        return nil
    }

    mutating func insertSections(_ new: [Section], anchor: Int, after: Bool) -> SnapshotEditError? {
        guard let index = sectionIndex(anchor) else { return .unknownSection(EditFixtures.group(anchor)) }
        if let error = checkNewSections(new.map { $0.id }) { return error }
        sections.insert(contentsOf: new.map { Section(id: $0.id, title: $0.title) }, at: index + (after ? 1 : 0))
        return nil
    }

    mutating func deleteSections(_ ids: [Int]) -> SnapshotEditError? {
        for id in ids where sectionIndex(id) == nil { return .unknownSection(EditFixtures.group(id)) }
        let doomed = Set(ids)
        for section in sections where doomed.contains(section.id) {
            reloadedSections.remove(section.identifier)
            for item in section.items {
                reconfigured.remove(item.identifier)
                reloaded.remove(item.identifier)
            }
        }
        sections.removeAll { doomed.contains($0.id) }
        return nil
    }

    mutating func moveSection(_ moving: Int, anchor: Int, after: Bool) -> SnapshotEditError? {
        guard let from = sectionIndex(moving) else { return .unknownSection(EditFixtures.group(moving)) }
        guard sectionIndex(anchor) != nil else { return .unknownSection(EditFixtures.group(anchor)) }
        guard moving != anchor else { return .movedRelativeToItself(EditFixtures.group(moving)) }
        let section = sections.remove(at: from)
        sections.insert(section, at: sectionIndex(anchor)! + (after ? 1 : 0))
        return nil
    }

    mutating func reloadSections(_ ids: [Int]) -> SnapshotEditError? {
        for id in ids where sectionIndex(id) == nil { return .unknownSection(EditFixtures.group(id)) }
        reloadedSections.formUnion(ids.map(EditFixtures.group))
        return nil
    }

    // MARK: Item edits

    /// The error for adding `items`, or `nil`.
    private func checkNewItems(_ items: [Item]) -> SnapshotEditError? {
        var seen: Set<Int> = []
        for item in items {
            if let path = path(item) { return .itemAlreadyPresent(item.identifier, at: path) }
            if !seen.insert(item.key).inserted { return .duplicateInArguments(item.identifier) }
        }
        return nil
    }

    /// `section` `nil` means the last section.
    mutating func appendItems(_ items: [Item], section: Int?) -> SnapshotEditError? {
        let target: Int
        if let section {
            guard let index = sectionIndex(section) else { return .unknownSection(EditFixtures.group(section)) }
            target = index
        } else {
            guard !sections.isEmpty else { return .noSection }
            target = sections.count - 1
        }
        if let error = checkNewItems(items) { return error }
        sections[target].join(items, at: sections[target].items.count)
        return nil
    }

    mutating func insertItems(_ items: [Item], anchor: Item, after: Bool) -> SnapshotEditError? {
        guard let path = path(anchor) else { return .unknownItem(anchor.identifier) }
        if let error = checkNewItems(items) { return error }
        sections[path.section].join(items, at: path.item + (after ? 1 : 0))
        return nil
    }

    /// The first of `items` that is not in the snapshot, as an error.
    private func firstUnknown(_ items: [Item]) -> SnapshotEditError? {
        for item in items where path(item) == nil { return .unknownItem(item.identifier) }
        return nil
    }

    mutating func deleteItems(_ items: [Item]) -> SnapshotEditError? {
        if let error = firstUnknown(items) { return error }
        let doomed = Set(items.map { $0.key })
        for index in sections.indices { sections[index].items.removeAll { doomed.contains($0.key) } }
        for item in items {
            reconfigured.remove(item.identifier)
            reloaded.remove(item.identifier)
        }
        return nil
    }

    mutating func deleteAllItems() {
        for index in sections.indices {
            sections[index].items = []
            sections[index].typed = true
        }
        reconfigured = []
        reloaded = []
    }

    mutating func moveItem(_ moving: Item, anchor: Item, after: Bool) -> SnapshotEditError? {
        guard let from = path(moving) else { return .unknownItem(moving.identifier) }
        guard path(anchor) != nil else { return .unknownItem(anchor.identifier) }
        guard moving.key != anchor.key else { return .movedRelativeToItself(moving.identifier) }
        let item = sections[from.section].items.remove(at: from.item)
        let target = path(anchor)!
        sections[target.section].join([item], at: target.item + (after ? 1 : 0))
        return nil
    }

    mutating func reconfigureItems(_ items: [Item]) -> SnapshotEditError? {
        if let error = firstUnknown(items) { return error }
        reconfigured.formUnion(items.map { $0.identifier })
        return nil
    }

    mutating func reloadItems(_ items: [Item]) -> SnapshotEditError? {
        if let error = firstUnknown(items) { return error }
        reloaded.formUnion(items.map { $0.identifier })
        return nil
    }

    /// What the `sections` setter does: the data is replaced and every mark forgotten.
    mutating func forgetMarks() {
        reconfigured = []
        reloaded = []
        reloadedSections = []
    }
}
