/// The complete content of a sectioned screen, typed: sections of model `Section`, each holding
/// items of model `Item`, like UIKit's `NSDiffableDataSourceSnapshot<SectionIdentifierType,
/// ItemIdentifierType>` but holding the models themselves.
///
/// ```swift
/// struct Album: Identifiable, Equatable, Sendable { let id: String; var name: String }
/// struct Song: Identifiable, Equatable, Sendable { let id: Int; var title: String }
///
/// var snapshot = Snapshot<Album, Song>()
/// try snapshot.appendSections([Album(id: "all", name: "All")])
/// try snapshot.appendItems([Song(id: 1, title: "Intro"), Song(id: 2, title: "Outro")], toSection: "all")
/// try snapshot.moveItem(2, to: .before(1))
/// ```
///
/// Every editing method takes models where it adds them and identifiers (`Section.ID`,
/// `Item.ID`) everywhere else, so an identifier or a model of another type is a compile error.
/// Where UIKit traps (an unknown identifier, one already there, an item moved relative to
/// itself), the methods throw a ``SnapshotEditError`` that names the identifier, and the
/// snapshot stays as it was. Queries return the models (``items``, ``item(at:)``,
/// ``sectionModels``, ``items(inSection:)``), where UIKit returns identifiers: an identifier is a
/// model's `id` (`snapshot.items.map(\.id)`).
///
/// A snapshot is a `Sendable` value: build it anywhere, diff it off the main actor with
/// ``diff(from:to:contentChanges:)``, and show it with a ``CellControllerAdapter`` and a
/// ``CellControllerFactory`` (or a ``CellRegistration``) whose model is `Item`. Each section
/// keeps its items in one contiguous `[Item]`-like array: no box per item, which keeps a
/// million-item snapshot small and its diff fast.
///
/// Identities: an item's identity is its `id`, a section's its `id`; content (`==` on the
/// models) decides whether a kept item is reconfigured or a kept section reloaded. Identifiers
/// must be unique across the **whole** snapshot, because an item may move between sections.
///
/// Screens whose items are of open-ended types use `Snapshot<AnyDiffable, AnyDiffable>` (or a
/// section model type of their own), whose items are ``AnyDiffable``s of any model type.
public struct Snapshot<Section: Identifiable & Equatable & Sendable, Item: Identifiable & Equatable & Sendable>: Sendable
where Section.ID: Sendable, Item.ID: Sendable {
    /// The storage: an ``AnySnapshot`` whose section models are all `Section`s and whose items
    /// are all `Item`s (each section's items in one typed array). Only this type's methods write
    /// it, which keeps that true.
    @usableFromInline internal var erased: AnySnapshot

    /// A snapshot of `sections`, each with its items, built in one go: the way to make a large
    /// snapshot; `Snapshot()` is an empty one.
    ///
    /// Unlike the editing methods, this builds no identifier index (the first lookup or edit
    /// builds it) and does not check identifiers as it goes: each section's items are copied
    /// once into typed storage, no more. A duplicate identifier is reported by
    /// ``diff(from:to:contentChanges:)`` and by an apply, which throw ``SnapshotError`` and
    /// change nothing.
    /// - Complexity: O(n) copies for n items; no hashing.
    @inlinable
    public init(_ sections: [(section: Section, items: [Item])] = []) {
        erased = AnySnapshot(sections: sections.map { AnySnapshot.Section($0.section, items: $0.items) })
    }

    /// A typed view of `erased`, whose sections and items are known to be `Section`s and
    /// `Item`s.
    @usableFromInline
    internal init(unchecked erased: AnySnapshot) {
        self.erased = erased
    }

    /// The number of sections.
    /// - Complexity: O(1).
    public var numberOfSections: Int { erased.numberOfSections }

    /// The total number of items.
    /// - Complexity: O(s) for s sections.
    public var numberOfItems: Int { erased.numberOfItems }

    /// The number of items in the section at `index`, which must be valid. Inside the package:
    /// users count a section's items by its identifier, ``numberOfItems(inSection:)``.
    /// - Complexity: O(1).
    package func numberOfItems(inSectionAt index: Int) -> Int { erased.numberOfItems(inSection: index) }

    /// The number of items in the section `section`.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``.
    /// - Complexity: O(1) expected.
    public func numberOfItems(inSection section: Section.ID) throws(SnapshotEditError) -> Int {
        try erased.numberOfItems(inSection: Self.sectionKey(section))
    }

    /// The section identifiers, in order: `sectionModels.map(\.id)`, which users write (inside
    /// the package for its tests).
    /// - Complexity: O(s).
    package var sectionIdentifiers: [Section.ID] { sectionModels.map(\.id) }

    /// The section models, in order.
    /// - Complexity: O(s).
    public var sectionModels: [Section] {
        erased.storage.map { Self.section(from: $0.model) }
    }

    /// The identifiers of every item, section after section: `items.map(\.id)`, which users
    /// write (inside the package for its tests and its diff).
    /// - Complexity: O(n).
    package var itemIdentifiers: [Item.ID] {
        var identifiers: [Item.ID] = []
        identifiers.reserveCapacity(numberOfItems)
        for section in erased.storage.indices { Self.forEachItem(in: erased.storage[section]) { identifiers.append($0.id) } }
        return identifiers
    }

    /// Every item, section after section.
    /// - Complexity: O(n).
    public var items: [Item] {
        var items: [Item] = []
        items.reserveCapacity(numberOfItems)
        for section in erased.storage.indices { Self.forEachItem(in: erased.storage[section]) { items.append($0) } }
        return items
    }

    /// The identifiers of the items of the section `section`, in order:
    /// `try items(inSection: section).map(\.id)`, which users write (inside the package for its
    /// tests).
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``.
    /// - Complexity: O(m) for m items.
    package func itemIdentifiers(inSection section: Section.ID) throws(SnapshotEditError) -> [Item.ID] {
        try items(inSection: section).map(\.id)
    }

    /// The items of the section `section`, in order.
    /// - Throws: ``SnapshotEditError/unknownSection(_:)``.
    /// - Complexity: O(m) for m items.
    public func items(inSection section: Section.ID) throws(SnapshotEditError) -> [Item] {
        let index = try erased.sectionIndexOrThrow(Self.sectionKey(section))
        var items: [Item] = []
        items.reserveCapacity(erased.storage[index].count)
        Self.forEachItem(in: erased.storage[index]) { items.append($0) }
        return items
    }

    /// The item at `path`, or `nil` when the snapshot has no such path.
    /// - Complexity: O(1).
    public func item(at path: ItemPath) -> Item? {
        guard erased.storage.indices.contains(path.section), path.item >= 0,
              path.item < erased.storage[path.section].count else { return nil }
        return Self.item(in: erased.storage[path.section], at: path.item)
    }

    /// The identifier of the item at `path`, or `nil` when the snapshot has no such path.
    /// - Complexity: O(1).
    package func itemIdentifier(at path: ItemPath) -> Item.ID? { item(at: path)?.id }

    /// The item whose identifier is `identifier`, or `nil` when the snapshot does not contain it.
    /// - Complexity: O(1) expected.
    public func item(withIdentifier identifier: Item.ID) -> Item? {
        pathOfItem(identifier).flatMap(item(at:))
    }

    /// The path of the item `identifier`, or `nil` when the snapshot does not contain it.
    /// - Complexity: O(1) expected (after the identifier index is built on first use).
    public func pathOfItem(_ identifier: Item.ID) -> ItemPath? { erased.pathOfItem(Self.itemKey(identifier)) }

    /// The position of the item `identifier` among all items, section after section (UIKit's
    /// `indexOfItem`), or `nil`. Inside the package: users read an item's place with
    /// ``pathOfItem(_:)``.
    /// - Complexity: O(s) plus an O(1) expected lookup.
    package func indexOfItem(_ identifier: Item.ID) -> Int? { erased.indexOfItem(Self.itemKey(identifier)) }

    /// The position of the section `identifier`, or `nil`.
    /// - Complexity: O(1) expected.
    public func indexOfSection(_ identifier: Section.ID) -> Int? { erased.indexOfSection(Self.sectionKey(identifier)) }

    /// The identifier of the section that holds the item `identifier`, or `nil`.
    /// - Complexity: O(1) expected.
    public func sectionIdentifier(containingItem identifier: Item.ID) -> Section.ID? {
        guard let path = pathOfItem(identifier) else { return nil }
        return Self.section(from: erased.storage[path.section].model).id
    }

    /// The model of the section at `index`, which must be valid.
    /// - Complexity: O(1).
    package func sectionModel(at index: Int) -> Section { Self.section(from: erased.storage[index].model) }

    // The marks read back: inside the package, for its tests (a snapshot's user set them, and the
    // diff reads them).

    /// The items marked with ``reconfigureItems(_:)``, in snapshot order.
    package var reconfiguredItemIdentifiers: [Item.ID] { erased.reconfiguredItemIdentifiers.compactMap(itemID(of:)) }
    /// The items marked with ``reloadItems(_:)``, in snapshot order.
    package var reloadedItemIdentifiers: [Item.ID] { erased.reloadedItemIdentifiers.compactMap(itemID(of:)) }
    /// The sections marked with ``reloadSections(_:)``, in snapshot order.
    package var reloadedSectionIdentifiers: [Section.ID] {
        let marked = Set(erased.reloadedSectionIdentifiers)
        return erased.storage.filter { marked.contains($0.identifier) }.map { Self.section(from: $0.model).id }
    }

    /// Checks that every section identifier and every item identifier is unique (a snapshot
    /// built by the editing methods always is). Inside the package only: an apply and
    /// ``diff(from:to:contentChanges:)`` check the same and change nothing when they throw.
    /// - Throws: ``SnapshotError``.
    /// - Complexity: O(n) expected.
    package func validate() throws(SnapshotError) { try erased.validate() }

    /// The identifier of the item `identifier` names, read back from the snapshot.
    private func itemID(of identifier: DiffIdentifier) -> Item.ID? {
        erased.pathOfItem(identifier).flatMap(item(at:))?.id
    }
}

extension Snapshot: Equatable {
    /// Whether both snapshots have the same sections and items, with equal content, in the same
    /// order. Reconfigure and reload marks are not compared.
    /// - Complexity: O(n).
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool { lhs.erased == rhs.erased }
}

extension Snapshot: CustomStringConvertible {
    /// The sections and the identifiers of their items, for test failures and logs.
    public var description: String {
        let sections = erased.storage.map { section in
            let ids = (0..<section.count).map { String(describing: Self.item(in: section, at: $0).id) }
            return "\(Self.section(from: section.model).id): [\(ids.joined(separator: ", "))]"
        }
        return "Snapshot(\(sections.joined(separator: "; ")))"
    }
}

extension Snapshot where Section == AnyDiffable, Item == AnyDiffable {
    /// The typed form of an ``AnySnapshot``, whose sections and items are models of any type:
    /// what a screen of open-ended model types applies.
    /// - Complexity: O(1): the storage is shared until either is changed.
    package init(_ erased: AnySnapshot) {
        self.init(unchecked: erased)
    }

    /// The snapshot as an ``AnySnapshot``, for the erased editing and reading API.
    package var anySnapshot: AnySnapshot { erased }
}
