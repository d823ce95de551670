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
    /// The heights of the models of each registered type: its factory's, read from the models
    /// (`nil` for a factory whose items have no heights of their own); a type whose factory's
    /// controllers give the heights has none here, and its controllers are asked (see
    /// ``itemHeights``).
    private var heights: [ObjectIdentifier: ((AnyDiffable, Double) -> Double?)?] = [:]

    /// No registrations.
    public init() {}

    /// A copy that makes the controllers of `Factory.Model` models with `factory` (replacing an
    /// earlier registration of that model type): a ``CellRegistration``, or a factory of your own
    /// (one whose controllers are subclasses of yours, say). The models' heights come from the
    /// factory's ``CellControllerFactory/itemHeights``.
    ///
    /// ```swift
    /// struct NoteControllers: CellControllerFactory {
    ///     func cellController(for note: Note) -> CellController<TableHost> { NoteController(model: note) }
    /// }
    /// let cards = ModelTypeRegistrations<TableHost>()
    ///     .registering(CellRegistration<PhotoCell, Photo> { cell, photo in cell.title = photo.title })
    ///     .registering(NoteControllers())
    /// ```
    public func registering<Factory: CellControllerFactory>(_ factory: Factory) -> Self where Factory.Host == Host {
        typealias Item = Factory.Model
        let type = ObjectIdentifier(Item.self)
        var copy = self
        copy.makers[type] = { $0.model(as: Item.self).map { factory.cellController(for: $0) } }
        switch factory.itemHeights {
        case .controllers:
            copy.heights.removeValue(forKey: type)
        case .layout:
            copy.heights.updateValue(nil, forKey: type)
        case .models(let height):
            copy.heights.updateValue({ item, width in item.model(as: Item.self).flatMap { height($0, width) } }, forKey: type)
        }
        return copy
    }

    /// The registrations' heights, read from the models: ``ItemHeights/layout`` when no
    /// registration gives heights, and ``ItemHeights/controllers`` when a type is registered with
    /// a factory whose controllers may give theirs.
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
