extension AnySnapshot {
    /// Appends empty sections for `sections` (section models, or ``AnyDiffable``s).
    ///
    /// - Throws: ``SnapshotEditError/sectionAlreadyPresent(_:at:)`` or
    ///   ``SnapshotEditError/duplicateInArguments(_:)``; the snapshot is unchanged.
    /// - Complexity: O(s + k) for s sections and k new ones.
    package mutating func appendSections<SectionModel: Identifiable & Equatable & Sendable>(_ sections: [SectionModel]) throws(SnapshotEditError)
    where SectionModel.ID: Sendable {
        let models = sections.map { AnyDiffable($0) }
        try edit { (snapshot, index) throws(SnapshotEditError) in
            try snapshot.insertSections(models, at: snapshot.storage.count, index: &index)
        }
    }

    /// Inserts empty sections for `sections` just before the section `anchor`.
    ///
    /// - Throws: ``SnapshotEditError/unknownSection(_:)`` for an unknown anchor, or the errors of
    ///   ``appendSections(_:)``; the snapshot is unchanged.
    /// - Complexity: O(s + k).
    package mutating func insertSections<SectionModel: Identifiable & Equatable & Sendable>(
        _ sections: [SectionModel], beforeSection anchor: DiffIdentifier
    ) throws(SnapshotEditError) where SectionModel.ID: Sendable {
        try insertSections(sections, relativeTo: anchor, offset: 0)
    }

    /// Inserts empty sections for `sections` just before the section of model `anchor`.
    /// - Throws: as ``insertSections(_:beforeSection:)-(_,DiffIdentifier)``.
    /// - Complexity: O(s + k).
    package mutating func insertSections<SectionModel: Identifiable & Equatable & Sendable, Anchor: Identifiable>(
        _ sections: [SectionModel], beforeSection anchor: Anchor
    ) throws(SnapshotEditError) where SectionModel.ID: Sendable, Anchor.ID: Sendable {
        try insertSections(sections, relativeTo: DiffIdentifier(of: anchor), offset: 0)
    }

    /// Inserts empty sections for `sections` just after the section `anchor`.
    /// - Throws: as ``insertSections(_:beforeSection:)-(_,DiffIdentifier)``.
    /// - Complexity: O(s + k).
    package mutating func insertSections<SectionModel: Identifiable & Equatable & Sendable>(
        _ sections: [SectionModel], afterSection anchor: DiffIdentifier
    ) throws(SnapshotEditError) where SectionModel.ID: Sendable {
        try insertSections(sections, relativeTo: anchor, offset: 1)
    }

    /// Inserts empty sections for `sections` just after the section of model `anchor`.
    /// - Throws: as ``insertSections(_:beforeSection:)-(_,DiffIdentifier)``.
    /// - Complexity: O(s + k).
    package mutating func insertSections<SectionModel: Identifiable & Equatable & Sendable, Anchor: Identifiable>(
        _ sections: [SectionModel], afterSection anchor: Anchor
    ) throws(SnapshotEditError) where SectionModel.ID: Sendable, Anchor.ID: Sendable {
        try insertSections(sections, relativeTo: DiffIdentifier(of: anchor), offset: 1)
    }

    private mutating func insertSections<SectionModel: Identifiable & Equatable & Sendable>(
        _ sections: [SectionModel], relativeTo anchor: DiffIdentifier, offset: Int
    ) throws(SnapshotEditError) where SectionModel.ID: Sendable {
        let models = sections.map { AnyDiffable($0) }
        try edit { (snapshot, index) throws(SnapshotEditError) in
            let position = try AnySnapshot.sectionIndex(of: anchor, index: index) + offset
            try snapshot.insertSections(models, at: position, index: &index)
        }
    }

    /// Deletes the sections of the models `sections`, with their items.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``; the snapshot is unchanged.
    /// - Complexity: O(s + m) for the m items of the deleted sections.
    package mutating func deleteSections<SectionModel: Identifiable>(_ sections: [SectionModel]) throws(SnapshotEditError)
    where SectionModel.ID: Sendable {
        try deleteSections(sections.map { DiffIdentifier(of: $0) })
    }

    /// Deletes the sections `identifiers`, with their items.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``; the snapshot is unchanged.
    /// - Complexity: O(s + m) for the m items of the deleted sections.
    package mutating func deleteSections(_ identifiers: [DiffIdentifier]) throws(SnapshotEditError) {
        try edit { (snapshot, index) throws(SnapshotEditError) in
            var doomed = Set<Int>()
            for identifier in identifiers { doomed.insert(try AnySnapshot.sectionIndex(of: identifier, index: index)) }
            var order: [Int32?] = []
            for section in snapshot.storage.indices {
                guard doomed.contains(section) else {
                    order.append(index.slotOfSection[section])
                    continue
                }
                let removed = snapshot.storage[section]
                var identifiers: [DiffIdentifier] = []
                identifiers.reserveCapacity(removed.count)
                removed.storage.forEachIdentifier(in: 0..<removed.count) { identifiers.append($1) }
                for identifier in identifiers { index.items[identifier] = nil }
                if !snapshot.marks.isEmpty {
                    snapshot.marks.reloadedSections.remove(removed.identifier)
                    for identifier in identifiers {
                        snapshot.marks.reconfiguredItems.remove(identifier)
                        snapshot.marks.reloadedItems.remove(identifier)
                    }
                }
            }
            snapshot.storage = snapshot.storage.indices.filter { !doomed.contains($0) }.map { snapshot.storage[$0] }
            snapshot.editRecord?.giveUp()
            index.renumberSections(order, identifiers: snapshot.storage.map(\.identifier))
        }
    }

    /// Moves the section `section` to just before the section `anchor`.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)`` or
    ///   ``SnapshotEditError/movedRelativeToItself(_:)``; the snapshot is unchanged.
    /// - Complexity: O(s).
    package mutating func moveSection(_ section: DiffIdentifier, beforeSection anchor: DiffIdentifier) throws(SnapshotEditError) {
        try moveSection(section, relativeTo: anchor, offset: 0)
    }

    /// Moves the section of model `section` to just before the section of model `anchor`.
    /// - Throws: as ``moveSection(_:beforeSection:)-(DiffIdentifier,DiffIdentifier)``.
    /// - Complexity: O(s).
    package mutating func moveSection<SectionModel: Identifiable, Anchor: Identifiable>(
        _ section: SectionModel, beforeSection anchor: Anchor
    ) throws(SnapshotEditError) where SectionModel.ID: Sendable, Anchor.ID: Sendable {
        try moveSection(DiffIdentifier(of: section), relativeTo: DiffIdentifier(of: anchor), offset: 0)
    }

    /// Moves the section `section` to just after the section `anchor`.
    /// - Throws: as ``moveSection(_:beforeSection:)-(DiffIdentifier,DiffIdentifier)``.
    /// - Complexity: O(s).
    package mutating func moveSection(_ section: DiffIdentifier, afterSection anchor: DiffIdentifier) throws(SnapshotEditError) {
        try moveSection(section, relativeTo: anchor, offset: 1)
    }

    /// Moves the section of model `section` to just after the section of model `anchor`.
    /// - Throws: as ``moveSection(_:beforeSection:)-(DiffIdentifier,DiffIdentifier)``.
    /// - Complexity: O(s).
    package mutating func moveSection<SectionModel: Identifiable, Anchor: Identifiable>(
        _ section: SectionModel, afterSection anchor: Anchor
    ) throws(SnapshotEditError) where SectionModel.ID: Sendable, Anchor.ID: Sendable {
        try moveSection(DiffIdentifier(of: section), relativeTo: DiffIdentifier(of: anchor), offset: 1)
    }

    private mutating func moveSection(_ moving: DiffIdentifier, relativeTo anchor: DiffIdentifier, offset: Int) throws(SnapshotEditError) {
        try edit { (snapshot, index) throws(SnapshotEditError) in
            let from = try AnySnapshot.sectionIndex(of: moving, index: index)
            let anchorIndex = try AnySnapshot.sectionIndex(of: anchor, index: index)
            guard from != anchorIndex else { throw .movedRelativeToItself(moving) }
            var order: [Int32?] = index.slotOfSection.map { $0 }
            let slot = order.remove(at: from)
            let section = snapshot.storage.remove(at: from)
            let target = (anchorIndex > from ? anchorIndex - 1 : anchorIndex) + offset
            order.insert(slot, at: target)
            snapshot.storage.insert(section, at: target)
            snapshot.editRecord?.giveUp()
            index.renumberSections(order, identifiers: snapshot.storage.map(\.identifier))
        }
    }

    /// Marks the sections of the models `sections` for a reload: the next diff from this
    /// snapshot reloads them (their headers and footers) even when their models are unchanged.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k).
    package mutating func reloadSections<SectionModel: Identifiable>(_ sections: [SectionModel]) throws(SnapshotEditError)
    where SectionModel.ID: Sendable {
        try reloadSections(sections.map { DiffIdentifier(of: $0) })
    }

    /// Marks the sections `identifiers` for a reload (see ``reloadSections(_:)-([SectionModel])``).
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k).
    package mutating func reloadSections(_ identifiers: [DiffIdentifier]) throws(SnapshotEditError) {
        try edit { (snapshot, index) throws(SnapshotEditError) in
            for identifier in identifiers { _ = try AnySnapshot.sectionIndex(of: identifier, index: index) }
            snapshot.marks.reloadedSections.formUnion(identifiers)
        }
    }
}
