/// The complete, immutable-by-value content of a sectioned host: sections with their models and
/// the items in each, all type-erased as ``AnyDiffable`` so one snapshot can mix model types.
///
/// A snapshot is `Sendable`: build it anywhere, diff it off the main actor with
/// ``diff(from:to:contentChanges:)``, and hand the resulting ``StagedChangeset`` to a host.
///
/// Identifiers must be unique: every section identifier among the sections, and every item
/// identifier across the **whole** snapshot (not just within its section), because an item may
/// move from one section to another. ``validate()`` checks this; the diff checks it too.
public struct Snapshot: Sendable {
    /// The sections, in display order.
    public var sections: [Section]

    /// Creates a snapshot with the given sections (none by default).
    public init(sections: [Section] = []) {
        self.sections = sections
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The total number of items in all sections.
    /// - Complexity: O(s) for s sections.
    public var numberOfItems: Int {
        var total = 0
        for section in sections { total += section.items.count }
        return total
    }

    /// The number of items in the section at `section`.
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        sections[section].items.count
    }

    /// The item at `path`; the path must be valid.
    /// - Complexity: O(1).
    public subscript(path: ItemPath) -> AnyDiffable {
        get { sections[path.section].items[path.item] }
        set { sections[path.section].items[path.item] = newValue }
    }

    /// The identifiers of all items, section by section.
    /// - Complexity: O(n) for n items.
    public var itemIdentifiers: [DiffIdentifier] {
        var identifiers: [DiffIdentifier] = []
        identifiers.reserveCapacity(numberOfItems)
        for section in sections {
            for item in section.items { identifiers.append(item.identifier) }
        }
        return identifiers
    }

    /// The identifiers of the sections, in order.
    /// - Complexity: O(s) for s sections.
    public var sectionIdentifiers: [DiffIdentifier] {
        sections.map(\.model.identifier)
    }
}

extension Snapshot: Equatable {
    /// Whether both snapshots have the same sections, items, identities and content, in the
    /// same order.
    /// - Complexity: O(n) comparisons for n items and sections.
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        lhs.sections == rhs.sections
    }
}
