extension AnySnapshot {
    /// The number of items in the section `section`.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``.
    /// - Complexity: O(1) expected.
    package func numberOfItems(inSection section: DiffIdentifier) throws(SnapshotEditError) -> Int {
        storage[try sectionIndexOrThrow(section)].count
    }

    /// The number of items in the section of model `section`.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``.
    /// - Complexity: O(1) expected.
    package func numberOfItems<SectionModel: Identifiable>(inSection section: SectionModel) throws(SnapshotEditError) -> Int
    where SectionModel.ID: Sendable {
        try numberOfItems(inSection: DiffIdentifier(of: section))
    }

    /// The identifiers of the items of the section `section`, in order.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``.
    /// - Complexity: O(m) for m items.
    package func itemIdentifiers(inSection section: DiffIdentifier) throws(SnapshotEditError) -> [DiffIdentifier] {
        let items = storage[try sectionIndexOrThrow(section)]
        var identifiers: [DiffIdentifier] = []
        identifiers.reserveCapacity(items.count)
        items.storage.forEachIdentifier(in: 0..<items.count) { identifiers.append($1) }
        return identifiers
    }

    /// The identifiers of the items of the section of model `section`, in order.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``.
    /// - Complexity: O(m) for m items.
    package func itemIdentifiers<SectionModel: Identifiable>(inSection section: SectionModel) throws(SnapshotEditError) -> [DiffIdentifier]
    where SectionModel.ID: Sendable {
        try itemIdentifiers(inSection: DiffIdentifier(of: section))
    }

    /// The path of the item `item`, or `nil` when the snapshot does not contain it.
    /// - Complexity: O(1) expected (after the index is built; see ``AnySnapshot``).
    package func pathOfItem(_ item: DiffIdentifier) -> ItemPath? {
        withIndex { $0.path(of: item, in: storage) }
    }

    /// The path of the item of model `item`, or `nil`.
    /// - Complexity: O(1) expected.
    package func pathOfItem<Item: Identifiable>(_ item: Item) -> ItemPath? where Item.ID: Sendable {
        pathOfItem(DiffIdentifier(of: item))
    }

    /// The position of the item `item` among all items of the snapshot, section after section
    /// (UIKit's `indexOfItem`), or `nil` when the snapshot does not contain it.
    /// - Complexity: O(s) for s sections, plus an O(1) expected lookup.
    package func indexOfItem(_ item: DiffIdentifier) -> Int? {
        guard let path = pathOfItem(item) else { return nil }
        var index = path.item
        for section in 0..<path.section { index += storage[section].count }
        return index
    }

    /// The position of the item of model `item` among all items, or `nil`.
    /// - Complexity: O(s) plus an O(1) expected lookup.
    package func indexOfItem<Item: Identifiable>(_ item: Item) -> Int? where Item.ID: Sendable {
        indexOfItem(DiffIdentifier(of: item))
    }

    /// The index of the section `section`, or `nil`.
    /// - Complexity: O(1) expected.
    package func indexOfSection(_ section: DiffIdentifier) -> Int? {
        withIndex(locatingItems: false) { $0.sectionIndices[section] }
    }

    /// The index of the section of model `section`, or `nil`.
    /// - Complexity: O(1) expected.
    package func indexOfSection<SectionModel: Identifiable>(_ section: SectionModel) -> Int? where SectionModel.ID: Sendable {
        indexOfSection(DiffIdentifier(of: section))
    }

    /// The identifier of the section that contains the item `item`, or `nil`.
    /// - Complexity: O(1) expected.
    package func sectionIdentifier(containingItem item: DiffIdentifier) -> DiffIdentifier? {
        pathOfItem(item).map { storage[$0.section].identifier }
    }

    /// The identifier of the section that contains the item of model `item`, or `nil`.
    /// - Complexity: O(1) expected.
    package func sectionIdentifier<Item: Identifiable>(containingItem item: Item) -> DiffIdentifier? where Item.ID: Sendable {
        sectionIdentifier(containingItem: DiffIdentifier(of: item))
    }

    /// The items marked with ``reconfigureItems(_:)-([Item])``, in snapshot order.
    /// - Complexity: O(k log k) for k marks.
    package var reconfiguredItemIdentifiers: [DiffIdentifier] { inSnapshotOrder(marks.reconfiguredItems) }

    /// The items marked with ``reloadItems(_:)-([Item])``, in snapshot order.
    /// - Complexity: O(k log k) for k marks.
    package var reloadedItemIdentifiers: [DiffIdentifier] { inSnapshotOrder(marks.reloadedItems) }

    /// The sections marked with ``reloadSections(_:)-([SectionModel])``, in snapshot order.
    /// - Complexity: O(k log k) for k marks.
    package var reloadedSectionIdentifiers: [DiffIdentifier] {
        withIndex { index in
            marks.reloadedSections.compactMap { identifier in index.sectionIndices[identifier].map { ($0, identifier) } }
        }
        .sorted { $0.0 < $1.0 }
        .map(\.1)
    }

    /// A copy of this snapshot without reconfigure and reload marks (what a host shows after
    /// applying it).
    package var withoutMarks: AnySnapshot {
        var copy = self
        copy.marks = SnapshotMarks()
        return copy
    }

    /// The marked items that are in the snapshot, in snapshot order.
    private func inSnapshotOrder(_ identifiers: Set<DiffIdentifier>) -> [DiffIdentifier] {
        withIndex { index in
            identifiers.compactMap { identifier in index.path(of: identifier, in: storage).map { ($0, identifier) } }
        }
        .sorted { $0.0 < $1.0 }
        .map(\.1)
    }

    func sectionIndexOrThrow(_ section: DiffIdentifier) throws(SnapshotEditError) -> Int {
        guard let index = indexOfSection(section) else { throw .unknownSection(section) }
        return index
    }
}
