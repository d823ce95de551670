/// A factory for screens whose items are of open-ended model types: it dispatches each
/// ``AnyDiffable`` item to the registration of its model's type.
///
/// ```swift
/// let cards = ModelTypeRegistrations<TableHost>()
///     .registering(CellRegistration<PhotoCell, Photo> { cell, photo in cell.title = photo.title })
///     .registering(CellRegistration<NoteCell, Note> { cell, note in cell.text = note.text })
///
/// var feed = Snapshot<AnyDiffable, AnyDiffable>()
/// try feed.appendSections([AnyDiffable(Feed(id: "all"))])
/// try feed.appendItems([AnyDiffable(Photo(id: 1, title: "Sunset")), AnyDiffable(Note(id: 2, text: "Hi"))])
/// let dataSource = DiffableDataSource<AnyDiffable, AnyDiffable, TableHost>(host: host, factory: cards)
/// try dataSource.apply(feed)
/// ```
///
/// Each registration receives its own model type, never an ``AnyDiffable`` to cast. A snapshot
/// holding a model of a type with no registration is rejected when it is applied, with
/// ``SnapshotError/unregisteredModelType(_:at:)`` naming the type and the item's path, and the
/// host keeps the screen it showed: the adapter never shows a placeholder cell. Prefer a typed
/// `Snapshot<Section, Item>` with an enum of item kinds where the kinds are known in advance:
/// its factory's `switch` is checked for exhaustiveness by the compiler.
@MainActor
public struct ModelTypeRegistrations<Host: CellHosting>: CellControllerFactory {
    /// The controller makers, by model type.
    private var makers: [ObjectIdentifier: (AnyDiffable) -> CellController<Host>?] = [:]
    /// The heights of the models of each registered type: a registration's own (`nil` for one
    /// without heights); a type registered with a controller maker has none here, and its
    /// controllers are asked (see ``itemHeights``).
    private var heights: [ObjectIdentifier: ((AnyDiffable, Double) -> Double?)?] = [:]

    /// No registrations.
    public init() {}

    /// A copy that makes the controllers of `Item` models with `registration` (replacing an
    /// earlier registration of `Item`).
    public func registering<Cell: ReusableCell, Item>(_ registration: CellRegistration<Cell, Item>) -> Self where Cell.Host == Host {
        var copy = registering(Item.self, registration.cellController(for:))
        let height: ((AnyDiffable, Double) -> Double?)? = registration.heightProvider.map { height in
            { item, width in item.model(as: Item.self).flatMap { height($0, width) } }
        }
        copy.heights.updateValue(height, forKey: ObjectIdentifier(Item.self))
        return copy
    }

    /// A copy that makes the controllers of `Item` models with `makeController` (a controller
    /// subclass's initialiser, say).
    public func registering<Item>(_ type: Item.Type, _ makeController: @escaping (Item) -> CellController<Host>) -> Self {
        var copy = self
        copy.makers[ObjectIdentifier(Item.self)] = { $0.model(as: Item.self).map(makeController) }
        copy.heights.removeValue(forKey: ObjectIdentifier(Item.self))
        return copy
    }

    /// The registrations' heights, read from the models: ``ItemHeights/layout`` when no
    /// registration gives heights, and ``ItemHeights/controllers`` when a type is registered with
    /// a controller maker, whose controllers may give theirs.
    public var itemHeights: ItemHeights<AnyDiffable> {
        if heights.count < makers.count { return .controllers }
        let heights = heights.compactMapValues { $0 }
        if heights.isEmpty { return .layout }
        return .models { item, width in heights[ObjectIdentifier(item.identifier.type)]?(item, width) }
    }

    /// The controller of `item`, made by the registration of its model's type.
    ///
    /// An apply checks every item's type first, so the adapter never asks for an unregistered
    /// type; calling this yourself with one stops the program with a message naming the type.
    /// - Complexity: O(1) expected.
    public func cellController(for item: AnyDiffable) -> CellController<Host> {
        guard let controller = makers[ObjectIdentifier(item.identifier.type)]?(item) else {
            preconditionFailure("No registration for \(String(reflecting: item.identifier.type)): register one with ModelTypeRegistrations.registering(_:).")
        }
        return controller
    }
}

extension ModelTypeRegistrations: _ModelTypeChecking {
    var registeredModelTypes: Set<ObjectIdentifier> { Set(makers.keys) }
}

/// A factory that serves only some model types: an apply checks a snapshot's items against them
/// before showing it (see ``ModelTypeRegistrations``).
@MainActor
protocol _ModelTypeChecking {
    /// The model types the factory makes controllers for.
    var registeredModelTypes: Set<ObjectIdentifier> { get }
}

extension AnySnapshot {
    /// Checks that every item's model type is one of `accepted`.
    /// - Throws: ``SnapshotError/unregisteredModelType(_:at:)`` for the first item that is not.
    /// - Complexity: O(s) for sections that store their items typed; O(m) for a section of m
    ///   items of mixed types.
    func checkModelTypes(_ accepted: Set<ObjectIdentifier>) throws(SnapshotError) {
        for (index, section) in storage.enumerated() {
            if let found = section.storage.firstItem(notOfTypes: accepted) {
                throw .unregisteredModelType(String(reflecting: found.type), at: ItemPath(item: found.index, section: index))
            }
        }
    }
}
