/// The complete content of a sectioned host, erased: sections with their models and the items in
/// each, whatever their model types. It is the storage behind the typed ``Snapshot``, and what an
/// adapter keeps of the screen it shows.
///
/// It is the package's own: users read, edit and diff a typed ``Snapshot`` (a
/// `Snapshot<AnyDiffable, AnyDiffable>`, whose identifiers are ``DiffIdentifier``s, for screens
/// of open-ended model types), which is this storage with its types.
///
/// A snapshot is a `Sendable` value: diff it off the main actor and hand the resulting
/// ``StagedChangeset`` to a host. One snapshot can mix model types (photos, posts, ads), even in
/// one section; a section whose items are all of one type stores them in typed arrays, which
/// is what makes a million-item snapshot small and its diff fast.
///
/// Identifiers are unique: every section identifier among the sections, and every item
/// identifier across the **whole** snapshot (not just within its section), because an item may
/// move from one section to another.
@usableFromInline
package struct AnySnapshot: Sendable {
    /// The sections, in display order.
    @usableFromInline internal var storage: [Section]
    /// The identifier lookup, built on first use and shared between copies until one is edited.
    internal var indexBox: SnapshotIndexBox
    /// The marks left by ``reconfigureItems(_:)-([Item])``, ``reloadItems(_:)-([Item])`` and
    /// ``reloadSections(_:)-([Section])``.
    internal var marks = SnapshotMarks()
    /// What the item edits changed since ``beginRecording()``, or `nil` when not recording.
    internal var editRecord: SnapshotEditRecord?

    /// Creates a snapshot with the given sections (none by default).
    @usableFromInline
    package init(sections: [Section] = []) {
        self.storage = sections
        self.indexBox = SnapshotIndexBox()
    }

    /// The sections, in display order.
    ///
    /// Changing sections through this property (inside the package) is allowed: the snapshot
    /// then forgets its index and its reconfigure and reload marks, and may hold duplicates until
    /// it is validated; the editing methods check every change instead.
    package var sections: [Section] {
        get { storage }
        set {
            storage = newValue
            indexBox = SnapshotIndexBox()
            marks = SnapshotMarks()
            editRecord?.giveUp()
        }
        _modify {
            indexBox = SnapshotIndexBox()
            marks = SnapshotMarks()
            editRecord?.giveUp()
            yield &storage
        }
    }

    /// The number of sections.
    package var numberOfSections: Int { storage.count }

    /// The total number of items in all sections.
    /// - Complexity: O(s) for s sections.
    package var numberOfItems: Int {
        var total = 0
        for section in storage { total += section.count }
        return total
    }

    /// The number of items in the section at `section`.
    /// - Complexity: O(1).
    package func numberOfItems(inSection section: Int) -> Int {
        storage[section].count
    }

    /// The item at `path`, erased; the path must be valid.
    /// - Complexity: O(1); one allocation when the section stores its items typed.
    package subscript(path: ItemPath) -> AnyDiffable {
        storage[path.section].item(at: path.item)
    }

    /// The identifier of the item at `path`; the path must be valid.
    /// - Complexity: O(1) plus one hash of the item's id.
    package func itemIdentifier(at path: ItemPath) -> DiffIdentifier {
        storage[path.section].identifier(at: path.item)
    }

    /// The identifiers of all items, section by section.
    /// - Complexity: O(n) for n items.
    package var itemIdentifiers: [DiffIdentifier] {
        var identifiers: [DiffIdentifier] = []
        identifiers.reserveCapacity(numberOfItems)
        for section in storage {
            section.storage.forEachIdentifier(in: 0..<section.count) { identifiers.append($1) }
        }
        return identifiers
    }

    /// The identifiers of the sections, in order.
    /// - Complexity: O(s) for s sections.
    package var sectionIdentifiers: [DiffIdentifier] {
        storage.map(\.model.identifier)
    }
}

extension AnySnapshot: Equatable {
    /// Whether both snapshots have the same sections, items, identities and content, in the
    /// same order. Reconfigure and reload marks are not compared.
    /// - Complexity: O(n) comparisons for n items and sections.
    @usableFromInline
    package static func == (lhs: AnySnapshot, rhs: AnySnapshot) -> Bool {
        lhs.storage == rhs.storage
    }
}

extension AnySnapshot {
    /// Whether `other` has the same sections (equal models, in the same order) holding the very
    /// same item storage: an unedited copy, or a copy whose edits touched no section's items.
    /// `false` says nothing: equal items in other storage are not detected.
    /// - Complexity: O(s) for s sections.
    package func hasSameSectionsAndItems(as other: AnySnapshot) -> Bool {
        guard storage.count == other.storage.count else { return false }
        for (section, otherSection) in zip(storage, other.storage) {
            guard section.storage.sharesItems(with: otherSection.storage), section.model == otherSection.model else {
                return false
            }
        }
        return true
    }

    /// Checks that section identifiers are unique among the sections and item identifiers are
    /// unique across the whole snapshot.
    ///
    /// - Throws: the first duplicate section (by second index), else the first duplicate item
    ///   (by second path), as a ``SnapshotError``.
    /// - Complexity: expected O(s + n) for s sections and n items; identifiers hash in O(1).
    package func validate() throws(SnapshotError) {
        let empty = AnySnapshot()
        _ = try AnySnapshot.match(sectionsOf: self, and: empty)
        _ = try AnySnapshot.match(itemsOf: self, and: empty)
    }
}
