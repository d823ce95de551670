extension Snapshot {
    /// The storage's identifier of the section `id`: `Section`'s identity space, or, for
    /// `Section == AnyDiffable`, the identifier itself (an ``AnyDiffable``'s `id` already is its
    /// model's identifier).
    /// - Complexity: O(1) plus one hash of `id`.
    @inlinable
    static func sectionKey(_ id: Section.ID) -> DiffIdentifier {
        if Section.self == AnyDiffable.self, let identifier = id as? DiffIdentifier { return identifier }
        return DiffIdentifier(type: Section.self, id: id)
    }

    /// The storage's identifier of the item `id` (see ``sectionKey(_:)``).
    /// - Complexity: O(1) plus one hash of `id`.
    @inlinable
    static func itemKey(_ id: Item.ID) -> DiffIdentifier {
        if Item.self == AnyDiffable.self, let identifier = id as? DiffIdentifier { return identifier }
        return DiffIdentifier(type: Item.self, id: id)
    }

    /// The model of a section of the storage. Every section model of a `Snapshot` is a
    /// `Section` (the editing methods add nothing else), so the read cannot fail.
    static func section(from model: AnyDiffable) -> Section {
        if let section = model as? Section { return section }  // Section == AnyDiffable
        guard let section = model.model(as: Section.self) else {
            preconditionFailure("A Snapshot<\(Section.self), \(Item.self)> holds a section model of another type: \(model)")
        }
        return section
    }

    /// The item at `index` of a section of the storage. Every item of a `Snapshot` is an `Item`,
    /// stored in one typed array per section (or, for `Item == AnyDiffable`, as itself), so the
    /// read cannot fail.
    /// - Complexity: O(1).
    static func item(in section: AnySnapshot.Section, at index: Int) -> Item {
        if let item = section.storage.model(at: index, as: Item.self) { return item }
        return item(from: section.storage.item(at: index))
    }

    /// An item of the storage, as its ``AnyDiffable``: the `Item` it wraps, or itself for
    /// `Item == AnyDiffable`. Every item of a `Snapshot` is an `Item`, so this cannot fail.
    /// - Complexity: O(1).
    static func item(from erased: AnyDiffable) -> Item {
        if let item = erased as? Item { return item }  // Item == AnyDiffable
        guard let item = erased.model(as: Item.self) else {
            preconditionFailure("A Snapshot<\(Section.self), \(Item.self)> holds an item of another type: \(erased)")
        }
        return item
    }

    /// Calls `body` with every item of a section of the storage, in order.
    /// - Complexity: O(m) for m items; no allocation per item when they are stored typed.
    static func forEachItem(in section: AnySnapshot.Section, _ body: (Item) -> Void) {
        let typed = section.storage.forEachModelChunk(as: Item.self) { models in
            for model in models { body(model) }
        }
        if !typed {
            for index in 0..<section.count { body(item(in: section, at: index)) }
        }
    }

    /// The identifiers of the items at `paths`, which are valid and ascending, in order: read
    /// chunk by chunk where the items are stored typed, instead of one erased read per path.
    /// - Complexity: O(k) for k paths, plus O(c) for the c chunks of each section read.
    func itemIdentifiers(atAscending paths: [ItemPath]) -> [Item.ID] {
        var identifiers: [Item.ID] = []
        identifiers.reserveCapacity(paths.count)
        var next = 0
        while next < paths.count {
            let section = paths[next].section
            var end = next
            while end < paths.count, paths[end].section == section { end += 1 }
            var first = 0
            let typed = erased.storage[section].storage.forEachModelChunk(as: Item.self) { models in
                while next < end, paths[next].item < first + models.count {
                    identifiers.append(models[paths[next].item - first].id)
                    next += 1
                }
                first += models.count
            }
            if !typed {
                for path in paths[next..<end] { identifiers.append(Self.item(in: erased.storage[section], at: path.item).id) }
            }
            next = end
        }
        return identifiers
    }
}
