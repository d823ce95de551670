extension AnySnapshot {
    /// Items about to be added: their storage and their identifiers. Made in the (inlined)
    /// public editing methods, so that typed storage gets specialised operations.
    @usableFromInline
    struct NewItems {
        var storage: any _SectionItems
        var identifiers: [DiffIdentifier]

        @inlinable
        init<Item: Identifiable & Equatable & Sendable>(_ items: [Item]) where Item.ID: Sendable {
            self.init(storage: Section.storage(of: items))
        }

        @usableFromInline
        init(storage: any _SectionItems) {
            self.storage = storage
            var identifiers: [DiffIdentifier] = []
            identifiers.reserveCapacity(storage.count)
            storage.forEachIdentifier(in: 0..<storage.count) { identifiers.append($1) }
            self.identifiers = identifiers
        }
    }

    /// Runs an edit with the index taken out of its box, and puts it back whatever happens.
    /// Every edit validates everything before it changes anything, so a thrown error leaves
    /// the snapshot and its index as they were.
    mutating func edit<Result, Failure: Error>(
        _ body: (inout AnySnapshot, inout SnapshotIndex) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var index = takeIndex()
        defer { restoreIndex(index) }
        return try body(&self, &index)
    }

    /// Checks that none of `identifiers` is an item of the snapshot and that none repeats.
    /// - Complexity: O(k) expected.
    static func checkNew(_ identifiers: [DiffIdentifier], index: inout SnapshotIndex, sections: [Section]) throws(SnapshotEditError) {
        var seen = Set<DiffIdentifier>(minimumCapacity: identifiers.count)
        for identifier in identifiers {
            if let path = index.path(of: identifier, in: sections) { throw .itemAlreadyPresent(identifier, at: path) }
            if !seen.insert(identifier).inserted { throw .duplicateInArguments(identifier) }
        }
    }

    /// The path of every identifier, in order, or the first unknown one as an error.
    static func paths(of identifiers: [DiffIdentifier], index: inout SnapshotIndex, sections: [Section]) throws(SnapshotEditError) -> [ItemPath] {
        var paths: [ItemPath] = []
        paths.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            guard let path = index.path(of: identifier, in: sections) else { throw .unknownItem(identifier) }
            paths.append(path)
        }
        return paths
    }

    /// The index of section `identifier`, or an error.
    static func sectionIndex(of identifier: DiffIdentifier, index: SnapshotIndex) throws(SnapshotEditError) -> Int {
        guard let section = index.sectionIndices[identifier] else { throw .unknownSection(identifier) }
        return section
    }

    /// Inserts `new` into section `section` at item `position`, after validation; `absent`
    /// when the caller knows that none of them is in the snapshot's index, even in the
    /// locations it shares with its copies (they are recorded without asking it).
    mutating func insert(_ new: NewItems, section: Int, at position: Int, index: inout SnapshotIndex, absent: Bool = false) {
        let oldCount = storage[section].count
        storage[section].insert(contentsOf: new.storage, at: position)
        editRecord?.recordInsert(section: section, at: position, count: new.storage.count, sectionCount: oldCount)
        editRecord?.noteInserted(new.identifiers)
        if position < oldCount { index.invalidate(section: section, from: position, count: new.storage.count) }
        if absent {
            index.record(absent: new.identifiers, from: ItemPath(item: position, section: section))
        } else {
            for (offset, identifier) in new.identifiers.enumerated() {
                index.record(identifier, at: ItemPath(item: position + offset, section: section))
            }
        }
    }

    /// Removes the items at `paths` (any order), whose identifiers are `identifiers`; a path
    /// may repeat (with its identifier): its item is removed once.
    /// - Complexity: O(k log k) for k paths, plus the storage's removals.
    mutating func removeItems(at paths: [ItemPath], identifiers: [DiffIdentifier], index: inout SnapshotIndex) {
        let removed = removeStorage(at: paths) { section, first, count in
            index.invalidate(section: section, from: first, count: count)
        }
        editRecord?.noteDeleted(identifiers)
        if removed == identifiers.count {
            index.items.remove(located: identifiers)
        } else {
            var seen = Set<DiffIdentifier>(minimumCapacity: removed)
            index.items.remove(located: identifiers.filter { seen.insert($0).inserted })
        }
        unmark(identifiers)
    }

    /// Deletes the items at `paths` (valid, any order, a path may repeat), whose identifiers
    /// `identifiers` gives, without looking them up: for a caller that located them on this
    /// very snapshot (the selection shown on a host, say). An identifier index that locates the
    /// items (this snapshot's, or shared with its copies) is updated; any other is dropped, to
    /// be built where it is first needed, instead of being built now to be updated. The
    /// identifiers are asked for only when an index or a mark needs them.
    /// - Complexity: O(k log k) for k paths, plus the storage's removals: no hash of the other
    ///   items.
    mutating func deleteItems(at paths: [ItemPath], identifiers: () -> [DiffIdentifier]) {
        guard indexBox.withLock({ $0?.itemsLocated == true }) else {
            _ = removeStorage(at: paths) { _, _, _ in }
            indexBox = SnapshotIndexBox()
            if !marks.isEmpty || editRecord != nil {
                let identifiers = identifiers()
                if !marks.isEmpty { unmark(identifiers) }
                editRecord?.noteDeleted(identifiers)
            }
            return
        }
        let identifiers = identifiers()
        edit { (snapshot, index) in snapshot.removeItems(at: paths, identifiers: identifiers, index: &index) }
    }

    /// Removes the items at `paths` from the sections, each once, calling `removed` with each
    /// section edited, its first removed position and the number removed; returns the number
    /// of items removed.
    /// - Complexity: O(k log k) for k paths, plus the storage's removals.
    private mutating func removeStorage(at paths: [ItemPath], _ removed: (_ section: Int, _ first: Int, _ count: Int) -> Void) -> Int {
        var bySection: [Int: [Int]] = [:]
        for path in paths { bySection[path.section, default: []].append(path.item) }
        var total = 0
        for (section, items) in bySection {
            var ascending = items.sorted()
            var kept = 0
            for position in ascending.indices where position == 0 || ascending[position] != ascending[position - 1] {
                ascending[kept] = ascending[position]
                kept += 1
            }
            ascending.removeSubrange(kept...)
            total += kept
            editRecord?.recordDelete(section: section, ascending: ascending, sectionCount: storage[section].count)
            storage[section].storage.remove(atAscending: ascending)
            removed(section, ascending[0], ascending.count)
        }
        return total
    }

    /// Drops the reconfigure and reload marks of `identifiers`, whose items are gone.
    private mutating func unmark(_ identifiers: [DiffIdentifier]) {
        guard !marks.isEmpty else { return }
        for identifier in identifiers {
            marks.reconfiguredItems.remove(identifier)
            marks.reloadedItems.remove(identifier)
        }
    }

    /// Inserts `sections` at section index `position` and renumbers the index.
    mutating func insertSections(_ sections: [AnyDiffable], at position: Int, index: inout SnapshotIndex) throws(SnapshotEditError) {
        var seen = Set<DiffIdentifier>(minimumCapacity: sections.count)
        for section in sections {
            if let existing = index.sectionIndices[section.identifier] {
                throw .sectionAlreadyPresent(section.identifier, at: existing)
            }
            if !seen.insert(section.identifier).inserted { throw .duplicateInArguments(section.identifier) }
        }
        var order: [Int32?] = index.slotOfSection.map { $0 }
        order.insert(contentsOf: [Int32?](repeating: nil, count: sections.count), at: position)
        storage.insert(contentsOf: sections.map { Section($0, items: []) }, at: position)
        editRecord?.giveUp()
        index.renumberSections(order, identifiers: storage.map(\.identifier))
    }
}

extension AnySnapshot {
    /// Starts recording what the item edits change (``SnapshotEditRecord``), from this
    /// snapshot as it is now; a record already running starts again.
    package mutating func beginRecording() {
        editRecord = SnapshotEditRecord()
    }

    /// Stops recording and returns the batch that turns the snapshot as it was when recording
    /// began into the snapshot as it is: `nil` when an edit the record does not follow was made
    /// (or nothing was recorded).
    /// - Complexity: O(p + c log c) for the record's p pieces and c changes.
    package mutating func endRecording() -> BatchUpdate? {
        defer { editRecord = nil }
        return editRecord?.batch
    }
}
