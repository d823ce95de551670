extension AnySnapshot {
    /// Appends `items` (models, or ``AnyDiffable``s) to the section `section`, or to the last
    /// section when `section` is `nil`.
    ///
    /// Items of the section's model type join its typed array; an item of another type makes
    /// the section store its items erased.
    ///
    /// Appends to a snapshot of one item type whose items were never looked up by identifier
    /// (built by appends, or in one go) check the new items against a typed set of the
    /// snapshot's ids, one specialised hash each; the identifier index is built where it is
    /// first needed, by a lookup or another edit.
    ///
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``, ``SnapshotEditError/noSection``,
    ///   ``SnapshotEditError/itemAlreadyPresent(_:at:)`` or
    ///   ``SnapshotEditError/duplicateInArguments(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected for k items, amortised.
    @inlinable
    package mutating func appendItems<Item: Identifiable & Equatable & Sendable>(
        _ items: [Item], toSection section: DiffIdentifier? = nil
    ) throws(SnapshotEditError) where Item.ID: Sendable {
        if Item.self != AnyDiffable.self, let ids = typedItemIDs(Item.self) {
            let target = try appendTarget(section)
            if let conflict = ids.insert(items) {
                let identifier = DiffIdentifier(type: Item.self, id: items[conflict].id)
                throw ids.contains(items[conflict].id) ? alreadyPresent(identifier) : .duplicateInArguments(identifier)
            }
            appendChecked(Section.storage(of: items), toSection: target)
            return
        }
        try appendItems(NewItems(items), toSection: section)
    }

    @usableFromInline
    mutating func appendItems(_ new: NewItems, toSection section: DiffIdentifier?) throws(SnapshotEditError) {
        try edit { (snapshot, index) throws(SnapshotEditError) in
            let target: Int
            if let section {
                target = try AnySnapshot.sectionIndex(of: section, index: index)
            } else {
                guard !snapshot.storage.isEmpty else { throw .noSection }
                target = snapshot.storage.count - 1
            }
            try AnySnapshot.checkNew(new.identifiers, index: &index, sections: snapshot.storage)
            snapshot.insert(new, section: target, at: snapshot.storage[target].count, index: &index)
        }
    }

    /// Appends `items` to the section of model `section`.
    /// - Throws: as ``appendItems(_:toSection:)-(_,DiffIdentifier?)``.
    /// - Complexity: O(k) expected, amortised.
    @inlinable
    package mutating func appendItems<Item: Identifiable & Equatable & Sendable, SectionModel: Identifiable>(
        _ items: [Item], toSection section: SectionModel
    ) throws(SnapshotEditError) where Item.ID: Sendable, SectionModel.ID: Sendable {
        try appendItems(NewItems(items), toSection: DiffIdentifier(of: section))
    }

    /// Inserts `items` just before the item `anchor`, in its section.
    /// - Throws: ``SnapshotEditError/unknownItem(_:)`` for an unknown anchor, or the errors of
    ///   ``appendItems(_:toSection:)-(_,DiffIdentifier?)``; the snapshot is unchanged.
    /// - Complexity: O(m + k) for a section of m items.
    @inlinable
    package mutating func insertItems<Item: Identifiable & Equatable & Sendable>(
        _ items: [Item], beforeItem anchor: DiffIdentifier
    ) throws(SnapshotEditError) where Item.ID: Sendable {
        try insertItems(NewItems(items), relativeTo: anchor, offset: 0)
    }

    /// Inserts `items` just before the item of model `anchor`.
    /// - Throws: as ``insertItems(_:beforeItem:)-(_,DiffIdentifier)``.
    /// - Complexity: O(m + k).
    @inlinable
    package mutating func insertItems<Item: Identifiable & Equatable & Sendable, Anchor: Identifiable>(
        _ items: [Item], beforeItem anchor: Anchor
    ) throws(SnapshotEditError) where Item.ID: Sendable, Anchor.ID: Sendable {
        try insertItems(NewItems(items), relativeTo: DiffIdentifier(of: anchor), offset: 0)
    }

    /// Inserts `items` just after the item `anchor`, in its section.
    /// - Throws: as ``insertItems(_:beforeItem:)-(_,DiffIdentifier)``.
    /// - Complexity: O(m + k).
    @inlinable
    package mutating func insertItems<Item: Identifiable & Equatable & Sendable>(
        _ items: [Item], afterItem anchor: DiffIdentifier
    ) throws(SnapshotEditError) where Item.ID: Sendable {
        try insertItems(NewItems(items), relativeTo: anchor, offset: 1)
    }

    /// Inserts `items` just after the item of model `anchor`.
    /// - Throws: as ``insertItems(_:beforeItem:)-(_,DiffIdentifier)``.
    /// - Complexity: O(m + k).
    @inlinable
    package mutating func insertItems<Item: Identifiable & Equatable & Sendable, Anchor: Identifiable>(
        _ items: [Item], afterItem anchor: Anchor
    ) throws(SnapshotEditError) where Item.ID: Sendable, Anchor.ID: Sendable {
        try insertItems(NewItems(items), relativeTo: DiffIdentifier(of: anchor), offset: 1)
    }

    @usableFromInline
    mutating func insertItems(_ new: NewItems, relativeTo anchor: DiffIdentifier, offset: Int) throws(SnapshotEditError) {
        try edit { (snapshot, index) throws(SnapshotEditError) in
            guard let path = index.path(of: anchor, in: snapshot.storage) else { throw .unknownItem(anchor) }
            try AnySnapshot.checkNew(new.identifiers, index: &index, sections: snapshot.storage)
            snapshot.insert(new, section: path.section, at: path.item + offset, index: &index)
        }
    }

    /// Deletes the items of the models `items`.
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected lookups plus O(m) per section touched.
    package mutating func deleteItems<Item: Identifiable>(_ items: [Item]) throws(SnapshotEditError) where Item.ID: Sendable {
        try deleteItems(items.map { DiffIdentifier(of: $0) })
    }

    /// Deletes the items `identifiers` (repetitions are ignored).
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected lookups plus O(m) per section touched.
    package mutating func deleteItems(_ identifiers: [DiffIdentifier]) throws(SnapshotEditError) {
        try edit { (snapshot, index) throws(SnapshotEditError) in
            // Repetitions are found by their paths (see `removeItems`), not by a set of their own.
            let paths = try AnySnapshot.paths(of: identifiers, index: &index, sections: snapshot.storage)
            snapshot.removeItems(at: paths, identifiers: identifiers, index: &index)
        }
    }

    /// Deletes every item, keeping the sections.
    /// - Complexity: O(s + n).
    package mutating func deleteAllItems() {
        edit { (snapshot, index) in
            snapshot.editRecord?.giveUp()
            for section in snapshot.storage.indices {
                snapshot.storage[section].storage = _TypedSectionItems<_NoModel>()
                index.invalidate(section: section, from: 0, count: 0)
            }
            index.items.removeAll()
            snapshot.marks.reconfiguredItems = []
            snapshot.marks.reloadedItems = []
        }
    }

    /// Moves the item `item` to just before the item `anchor` (in the anchor's section).
    /// - Throws: ``SnapshotEditError/unknownItem(_:)`` or
    ///   ``SnapshotEditError/movedRelativeToItself(_:)``; the snapshot is unchanged.
    /// - Complexity: O(m) for the sections involved.
    package mutating func moveItem(_ item: DiffIdentifier, beforeItem anchor: DiffIdentifier) throws(SnapshotEditError) {
        try moveItem(item, relativeTo: anchor, offset: 0)
    }

    /// Moves the item of model `item` to just before the item of model `anchor`.
    /// - Throws: as ``moveItem(_:beforeItem:)-(DiffIdentifier,DiffIdentifier)``.
    /// - Complexity: O(m).
    package mutating func moveItem<Item: Identifiable, Anchor: Identifiable>(
        _ item: Item, beforeItem anchor: Anchor
    ) throws(SnapshotEditError) where Item.ID: Sendable, Anchor.ID: Sendable {
        try moveItem(DiffIdentifier(of: item), relativeTo: DiffIdentifier(of: anchor), offset: 0)
    }

    /// Moves the item `item` to just after the item `anchor` (in the anchor's section).
    /// - Throws: as ``moveItem(_:beforeItem:)-(DiffIdentifier,DiffIdentifier)``.
    /// - Complexity: O(m).
    package mutating func moveItem(_ item: DiffIdentifier, afterItem anchor: DiffIdentifier) throws(SnapshotEditError) {
        try moveItem(item, relativeTo: anchor, offset: 1)
    }

    /// Moves the item of model `item` to just after the item of model `anchor`.
    /// - Throws: as ``moveItem(_:beforeItem:)-(DiffIdentifier,DiffIdentifier)``.
    /// - Complexity: O(m).
    package mutating func moveItem<Item: Identifiable, Anchor: Identifiable>(
        _ item: Item, afterItem anchor: Anchor
    ) throws(SnapshotEditError) where Item.ID: Sendable, Anchor.ID: Sendable {
        try moveItem(DiffIdentifier(of: item), relativeTo: DiffIdentifier(of: anchor), offset: 1)
    }

    private mutating func moveItem(_ moving: DiffIdentifier, relativeTo anchor: DiffIdentifier, offset: Int) throws(SnapshotEditError) {
        try edit { (snapshot, index) throws(SnapshotEditError) in
            guard let from = index.path(of: moving, in: snapshot.storage) else { throw .unknownItem(moving) }
            guard let anchorPath = index.path(of: anchor, in: snapshot.storage) else { throw .unknownItem(anchor) }
            guard moving != anchor else { throw .movedRelativeToItself(moving) }
            let fromCount = snapshot.storage[from.section].count
            let toCount = snapshot.storage[anchorPath.section].count
            let removed = snapshot.storage[from.section].storage.removeSubrange(from.item..<from.item + 1)
            index.invalidate(section: from.section, from: from.item, count: 1)
            var target = anchorPath.item + offset
            if anchorPath.section == from.section && anchorPath.item > from.item { target -= 1 }
            snapshot.storage[anchorPath.section].insert(contentsOf: removed, at: target)
            snapshot.editRecord?.recordMove(
                from: from, to: ItemPath(item: target, section: anchorPath.section), fromCount: fromCount, toCount: toCount)
            index.invalidate(section: anchorPath.section, from: target, count: 1)
            index.record(moving, at: ItemPath(item: target, section: anchorPath.section))
        }
    }

    /// Marks the items of the models `items` for a reconfigure: the next diff from this
    /// snapshot reconfigures their cells (UIKit's `reconfigureItems`) even when their content
    /// is unchanged, for example because an image they show finished loading.
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected.
    package mutating func reconfigureItems<Item: Identifiable>(_ items: [Item]) throws(SnapshotEditError) where Item.ID: Sendable {
        try reconfigureItems(items.map { DiffIdentifier(of: $0) })
    }

    /// Marks the items `identifiers` for a reconfigure (see ``reconfigureItems(_:)-([Item])``).
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected.
    package mutating func reconfigureItems(_ identifiers: [DiffIdentifier]) throws(SnapshotEditError) {
        try edit { (snapshot, index) throws(SnapshotEditError) in
            _ = try AnySnapshot.paths(of: identifiers, index: &index, sections: snapshot.storage)
            snapshot.marks.reconfiguredItems.formUnion(identifiers)
        }
    }

    /// Marks the items of the models `items` for a reload: the next diff from this snapshot
    /// gives them new cells (UIKit's `reloadItems`) even when their content is unchanged.
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected.
    package mutating func reloadItems<Item: Identifiable>(_ items: [Item]) throws(SnapshotEditError) where Item.ID: Sendable {
        try reloadItems(items.map { DiffIdentifier(of: $0) })
    }

    /// Marks the items `identifiers` for a reload (see ``reloadItems(_:)-([Item])``).
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected.
    package mutating func reloadItems(_ identifiers: [DiffIdentifier]) throws(SnapshotEditError) {
        try edit { (snapshot, index) throws(SnapshotEditError) in
            _ = try AnySnapshot.paths(of: identifiers, index: &index, sections: snapshot.storage)
            snapshot.marks.reloadedItems.formUnion(identifiers)
        }
    }
}
