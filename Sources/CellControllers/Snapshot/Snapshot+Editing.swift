extension Snapshot {
    // MARK: Sections

    /// Appends empty sections for `sections`.
    /// - Throws: ``SnapshotEditError/sectionAlreadyPresent(_:at:)`` or
    ///   ``SnapshotEditError/duplicateInArguments(_:)``; the snapshot is unchanged.
    /// - Complexity: O(s + k) for s sections and k new ones.
    public mutating func appendSections(_ sections: [Section]) throws(SnapshotEditError) {
        try erased.appendSections(sections)
    }

    /// Inserts empty sections for `sections` just before or just after the section of
    /// `placement` (UIKit's `insertSections(_:beforeSection:)` is `insertSections(_:at: .before(id))`).
    /// - Throws: ``SnapshotEditError/unknownSection(_:)`` for an unknown anchor, or the errors of
    ///   ``appendSections(_:)``; the snapshot is unchanged.
    /// - Complexity: O(s + k).
    public mutating func insertSections(_ sections: [Section], at placement: Placement<Section.ID>) throws(SnapshotEditError) {
        switch placement {
        case .before(let anchor): try erased.insertSections(sections, beforeSection: Self.sectionKey(anchor))
        case .after(let anchor): try erased.insertSections(sections, afterSection: Self.sectionKey(anchor))
        }
    }

    /// Deletes the sections `identifiers` and their items.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``; the snapshot is unchanged.
    /// - Complexity: O(s + n) for the sections and items involved.
    public mutating func deleteSections(_ identifiers: [Section.ID]) throws(SnapshotEditError) {
        try erased.deleteSections(identifiers.map(Self.sectionKey))
    }

    /// Moves the section `section` to just before or just after the section of `placement`
    /// (UIKit's `moveSection(_:beforeSection:)` is `moveSection(_:to: .before(id))`).
    /// - Throws: ``SnapshotEditError/unknownSection(_:)`` or
    ///   ``SnapshotEditError/movedRelativeToItself(_:)``; the snapshot is unchanged.
    /// - Complexity: O(s).
    public mutating func moveSection(_ section: Section.ID, to placement: Placement<Section.ID>) throws(SnapshotEditError) {
        switch placement {
        case .before(let anchor): try erased.moveSection(Self.sectionKey(section), beforeSection: Self.sectionKey(anchor))
        case .after(let anchor): try erased.moveSection(Self.sectionKey(section), afterSection: Self.sectionKey(anchor))
        }
    }

    /// Marks the sections `identifiers` for a reload: the next diff from this snapshot reloads
    /// them (their headers and footers) even when their models are unchanged.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k).
    public mutating func reloadSections(_ identifiers: [Section.ID]) throws(SnapshotEditError) {
        try erased.reloadSections(identifiers.map(Self.sectionKey))
    }

    // MARK: Items

    /// Appends `items` to the section `section`, or to the last section when it is `nil`.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``, ``SnapshotEditError/noSection``,
    ///   ``SnapshotEditError/itemAlreadyPresent(_:at:)`` or
    ///   ``SnapshotEditError/duplicateInArguments(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected for k items, amortised: until the snapshot is first looked up
    ///   by item identifier or edited otherwise, each new item is checked with one hash of its
    ///   `id` (the first append to a snapshot built in one go hashes its n ids once); that first
    ///   lookup or edit builds the identifier index, O(n) once.
    @inlinable
    public mutating func appendItems(_ items: [Item], toSection section: Section.ID? = nil) throws(SnapshotEditError) {
        try erased.appendItems(items, toSection: section.map(Self.sectionKey))
    }

    /// Inserts `items` just before or just after the item of `placement`, in its section
    /// (UIKit's `insertItems(_:beforeItem:)` is `insertItems(_:at: .before(id))`).
    /// - Throws: ``SnapshotEditError/unknownItem(_:)`` for an unknown anchor, or the errors of
    ///   ``appendItems(_:toSection:)``; the snapshot is unchanged.
    /// - Complexity: O(m + k) for a section of m items.
    @inlinable
    public mutating func insertItems(_ items: [Item], at placement: Placement<Item.ID>) throws(SnapshotEditError) {
        switch placement {
        case .before(let anchor): try erased.insertItems(items, beforeItem: Self.itemKey(anchor))
        case .after(let anchor): try erased.insertItems(items, afterItem: Self.itemKey(anchor))
        }
    }

    /// Deletes the items `identifiers` (repetitions are ignored).
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected lookups plus O(m) per section touched.
    public mutating func deleteItems(_ identifiers: [Item.ID]) throws(SnapshotEditError) {
        try erased.deleteItems(identifiers.map(Self.itemKey))
    }

    /// Deletes every item, keeping the sections. Inside the package, for its tests: users write
    /// `snapshot = Snapshot(snapshot.sectionModels.map { ($0, []) })`.
    /// - Complexity: O(s + n).
    package mutating func deleteAllItems() {
        erased.deleteAllItems()
    }

    /// Moves the item `item` to just before or just after the item of `placement` (in that
    /// item's section; UIKit's `moveItem(_:beforeItem:)` is `moveItem(_:to: .before(id))`).
    /// - Throws: ``SnapshotEditError/unknownItem(_:)`` or
    ///   ``SnapshotEditError/movedRelativeToItself(_:)``; the snapshot is unchanged.
    /// - Complexity: O(m) for the sections involved.
    public mutating func moveItem(_ item: Item.ID, to placement: Placement<Item.ID>) throws(SnapshotEditError) {
        switch placement {
        case .before(let anchor): try erased.moveItem(Self.itemKey(item), beforeItem: Self.itemKey(anchor))
        case .after(let anchor): try erased.moveItem(Self.itemKey(item), afterItem: Self.itemKey(anchor))
        }
    }

    /// Marks the items `identifiers` for a reconfigure: the next diff from this snapshot
    /// reconfigures their cells (UIKit's `reconfigureItems`) even when their content is
    /// unchanged, for example because an image they show finished loading.
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected.
    public mutating func reconfigureItems(_ identifiers: [Item.ID]) throws(SnapshotEditError) {
        try erased.reconfigureItems(identifiers.map(Self.itemKey))
    }

    /// Marks the items `identifiers` for a reload: the next diff from this snapshot gives them
    /// new cells (UIKit's `reloadItems`) even when their content is unchanged.
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected.
    public mutating func reloadItems(_ identifiers: [Item.ID]) throws(SnapshotEditError) {
        try erased.reloadItems(identifiers.map(Self.itemKey))
    }

    // MARK: Diffing

    /// The batch updates that turn `old` into `new`, with the fewest moves, in stages
    /// (structure, then content; see ``StagedChangeset``). Sections are matched by their
    /// model's identifier and items by theirs, across the whole snapshot, so an item may move
    /// from one section to another; a kept item or section whose model changed is reconfigured
    /// (or reloaded, per `contentChanges`) in the content stage. Equal snapshots give no stage.
    /// - Throws: ``SnapshotError`` when either snapshot has duplicate identifiers.
    /// - Complexity: expected O(n + s) for n items and s sections, plus O(k log k) for k moves.
    public static func diff(
        from old: Snapshot,
        to new: Snapshot,
        contentChanges: ContentChangeStyle = .reconfigure
    ) throws(SnapshotError) -> StagedChangeset {
        try AnySnapshot.diff(from: old.erased, to: new.erased, contentChanges: contentChanges)
    }
}
