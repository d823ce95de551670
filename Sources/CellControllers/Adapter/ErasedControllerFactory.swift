/// The factory of a shown ``Snapshot``, erased to two closures over the adapter's
/// ``AnySnapshot`` storage, so that the adapter can keep it without being generic over the
/// snapshot's types.
///
/// This is where a snapshot's erased storage is read back as its typed models for the user's
/// factory: the snapshot's type was checked by the compiler at `apply`, so the reads cannot
/// fail (see ``Snapshot/item(from:)``).
@MainActor
struct ErasedControllerFactory<Host: CellHosting> {
    /// The controller of a section's header or footer, given the section's model as stored, or
    /// `nil`.
    let supplementary: (SupplementaryKind, AnyDiffable) -> CellController<Host>?
    /// The side label of a section, given its model as stored, or `nil`.
    let sideLabel: (AnyDiffable) -> String?
    /// The layout of a section, given its model as stored and the host's environment, or `nil`
    /// for the host's.
    let layout: (AnyDiffable, LayoutEnvironment) -> Host.Layout?
    /// Where the items get heights of their own: ``ItemHeights`` read from the storage.
    let itemHeights: ErasedItemHeights
    /// Which items can be edited: ``ItemEditability`` read from the storage.
    let itemEditability: ErasedItemEditability
    /// The type of the snapshots this factory serves (`Snapshot<Section, Item>`), so that a
    /// typed reader (``DiffableDataSource``) knows what the adapter shows.
    let screenType: ScreenType
    /// Whether the sections carry their parts (``ControllerSection``s shown through a factory
    /// without section parts): then every install takes each section's parts from its model,
    /// as they are, instead of keeping an unchanged section's and asking the factory.
    let sectionsCarryParts: Bool
    /// The model types the factory serves, when it does not serve every `Item` (a
    /// ``ModelTypeRegistrations``): an apply checks the snapshot's items against them first.
    let registeredModelTypes: Set<ObjectIdentifier>?
    /// How the items of a screen shown through this factory get their controllers, given the
    /// lookup of the screen shown before, how its paths map to the new screen's (when known), and
    /// the new screen (see ``lookup(continuing:mapping:to:)``).
    private let makeLookup: ((any ControllerLookup<Host>)?, ItemPathMapping?, AnySnapshot) -> any ControllerLookup<Host>

    /// How the items of `snapshot`, shown through this factory after a screen whose controllers
    /// `previous` looked up, get their controllers: for items that are controllers
    /// (`Item == CellController<Host>`), the items themselves, read from the snapshot; for models,
    /// the previous screen's ``LiveControllers`` carried over the change (`mapping` known, see
    /// ``LiveControllers/remap(_:to:marked:)``) and making new ones with this factory, or new
    /// live controllers.
    ///
    /// - Complexity: O(c log k) for c live controllers and k changes.
    func lookup(continuing previous: (any ControllerLookup<Host>)?, mapping: ItemPathMapping?, to snapshot: AnySnapshot) -> any ControllerLookup<Host> {
        makeLookup(previous, mapping, snapshot)
    }

    /// The ``lookup(continuing:mapping:to:)`` of a factory of `Snapshot<Section, Item>`: this is
    /// the one place where the kind of items decides how they get controllers.
    private static func lookups<Factory: CellControllerFactory, Section, Item>(_ factory: Factory, for _: Snapshot<Section, Item>.Type)
    -> ((any ControllerLookup<Host>)?, ItemPathMapping?, AnySnapshot) -> any ControllerLookup<Host>
    where Factory.Host == Host, Factory.Model == Item {
        if Item.self == CellController<Host>.self {
            // ``ControllerItems`` gives each item as its controller: the lookup may read the
            // controllers straight from their storage.
            let itemsAreControllers = factory is ControllerItems<Host>
            return { _, _, snapshot in
                SnapshotControllers<Host>(itemsAreControllers: itemsAreControllers, showing: snapshot) { section, index in
                    factory.cellController(for: Snapshot<Section, Item>.item(in: section, at: index))
                }
            }
        }
        let make: (AnyDiffable) -> CellController<Host> = { factory.cellController(for: Snapshot<Section, Item>.item(from: $0)) }
        return { previous, mapping, snapshot in
            guard let live = previous as? LiveControllers<Host>, let mapping else { return LiveControllers(make: make) }
            live.make = make
            live.remap(mapping, to: snapshot, marked: snapshot.marks.reconfiguredItems.union(snapshot.marks.reloadedItems))
            return live
        }
    }

    /// A factory of headers, footers and items for `Snapshot<Section, Item>`.
    init<Factory: CellControllerFactory, Section, Item>(_ factory: Factory, for _: Snapshot<Section, Item>.Type)
    where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        supplementary = { factory.supplementaryController($0, forSection: Snapshot<Section, Item>.section(from: $1)) }
        sideLabel = { factory.sideLabel(forSection: Snapshot<Section, Item>.section(from: $0)) }
        layout = { factory.layout(forSection: Snapshot<Section, Item>.section(from: $0), in: $1) }
        sectionsCarryParts = false
        itemHeights = ErasedItemHeights(factory.itemHeights, for: Snapshot<Section, Item>.self)
        itemEditability = ErasedItemEditability(factory.itemEditability, for: Snapshot<Section, Item>.self)
        screenType = ScreenType(Snapshot<Section, Item>.self)
        registeredModelTypes = (factory as? any _ModelTypeChecking)?.registeredModelTypes
        makeLookup = Self.lookups(factory, for: Snapshot<Section, Item>.self)
    }

    /// A factory of items for `Snapshot<Section, Item>`, without section parts of its own: a
    /// ``ControllerSection`` carries its own (header, footer, layout, side label), other
    /// sections have none.
    init<Factory: CellControllerFactory, Section, Item>(_ factory: Factory, for _: Snapshot<Section, Item>.Type)
    where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        if Section.self == ControllerSection<Host>.self {
            supplementary = { kind, model in model.model(as: ControllerSection<Host>.self)?.supplementary(kind) }
            sideLabel = { $0.model(as: ControllerSection<Host>.self)?.sideLabel }
            layout = { model, _ in model.model(as: ControllerSection<Host>.self)?.layout }
            sectionsCarryParts = true
        } else {
            supplementary = { _, _ in nil }
            sideLabel = { _ in nil }
            layout = { _, _ in nil }
            sectionsCarryParts = false
        }
        itemHeights = ErasedItemHeights(factory.itemHeights, for: Snapshot<Section, Item>.self)
        itemEditability = ErasedItemEditability(factory.itemEditability, for: Snapshot<Section, Item>.self)
        screenType = ScreenType(Snapshot<Section, Item>.self)
        registeredModelTypes = (factory as? any _ModelTypeChecking)?.registeredModelTypes
        makeLookup = Self.lookups(factory, for: Snapshot<Section, Item>.self)
    }
}

/// A factory's ``ItemHeights``, reading its models from a snapshot's erased storage.
@MainActor
enum ErasedItemHeights {
    /// Ask the item's controller.
    case controllers
    /// No item has a height of its own.
    case layout
    /// The height of the item at a path of the shown storage, at a width, read from its model.
    case models((AnySnapshot, ItemPath, Double) -> Double?)

    init<Section, Item>(_ heights: ItemHeights<Item>, for _: Snapshot<Section, Item>.Type) {
        switch heights {
        case .controllers: self = .controllers
        case .layout: self = .layout
        case .models(let height):
            self = .models { snapshot, path, width in
                height(Snapshot<Section, Item>.item(in: snapshot.sections[path.section], at: path.item), width)
            }
        }
    }
}

/// A factory's ``ItemEditability``, reading its models from a snapshot's erased storage.
@MainActor
enum ErasedItemEditability {
    /// Ask the item's controller.
    case controllers
    /// Every item can be edited.
    case all
    /// Whether the item at a path of the shown storage can be edited, read from its model.
    case models((AnySnapshot, ItemPath) -> Bool)

    init<Section, Item>(_ editability: ItemEditability<Item>, for _: Snapshot<Section, Item>.Type) {
        switch editability {
        case .controllers: self = .controllers
        case .all: self = .all
        case .models(let canEdit):
            self = .models { snapshot, path in
                canEdit(Snapshot<Section, Item>.item(in: snapshot.sections[path.section], at: path.item))
            }
        }
    }
}

extension ErasedControllerFactory {
    /// Checks that this factory serves every item of `snapshot`.
    /// - Throws: ``SnapshotError/unregisteredModelType(_:at:)``.
    /// - Complexity: O(s), or O(n) for sections of mixed model types; nothing for a factory that
    ///   serves every item.
    func check(_ snapshot: AnySnapshot) throws(SnapshotError) {
        guard let accepted = registeredModelTypes else { return }
        try snapshot.checkModelTypes(accepted)
    }

    /// The factory of a screen of ``ControllerSection``s:
    /// `Snapshot<ControllerSection<Host>, CellController<Host>>` shown through ``ControllerItems``.
    static var controllerSections: ErasedControllerFactory {
        ErasedControllerFactory(ControllerItems<Host>(), for: Snapshot<ControllerSection<Host>, CellController<Host>>.self)
    }
}

/// The type of a screen of models an adapter shows or is asked to show (a `Snapshot<Section,
/// Item>`): what a typed reader or editor (``DiffableDataSource``, `update`) checks before it
/// reads the screen's erased storage as its own types.
struct ScreenType: Equatable, Sendable {
    /// The snapshot type.
    let type: any Any.Type

    init<Section, Item>(_ type: Snapshot<Section, Item>.Type) {
        self.type = type
    }

    /// Its fully qualified name, for errors.
    var name: String { String(reflecting: type) }

    static func == (lhs: ScreenType, rhs: ScreenType) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }
}
