/// The factory of a shown ``Snapshot``, erased to two closures over the adapter's
/// ``AnySnapshot`` storage, so that the adapter can keep it without being generic over the
/// snapshot's types.
///
/// This is where a snapshot's erased storage is read back as its typed models for the user's
/// factory: the snapshot's type was checked by the compiler at `apply`, so the reads cannot
/// fail (see ``Snapshot/item(from:)``).
@MainActor
struct ErasedControllerFactory<Host: CellHosting> {
    /// The controller of an item, given its model as stored.
    let item: (AnyDiffable) -> CellController<Host>
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
    /// The model types the factory serves, when it does not serve every `Item` (a
    /// ``ModelTypeRegistrations``): an apply checks the snapshot's items against them first.
    let registeredModelTypes: Set<ObjectIdentifier>?

    /// A factory of headers, footers and items for `Snapshot<Section, Item>`.
    init<Factory: CellControllerFactory, Section, Item>(_ factory: Factory, for _: Snapshot<Section, Item>.Type)
    where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        item = { factory.cellController(for: Snapshot<Section, Item>.item(from: $0)) }
        supplementary = { factory.supplementaryController($0, forSection: Snapshot<Section, Item>.section(from: $1)) }
        sideLabel = { factory.sideLabel(forSection: Snapshot<Section, Item>.section(from: $0)) }
        layout = { factory.layout(forSection: Snapshot<Section, Item>.section(from: $0), in: $1) }
        itemHeights = ErasedItemHeights(factory.itemHeights, for: Snapshot<Section, Item>.self)
        itemEditability = ErasedItemEditability(factory.itemEditability, for: Snapshot<Section, Item>.self)
        screenType = ScreenType(Snapshot<Section, Item>.self)
        registeredModelTypes = (factory as? any _ModelTypeChecking)?.registeredModelTypes
    }

    /// A factory of items for `Snapshot<Section, Item>`, without headers and footers.
    init<Factory: CellControllerFactory, Section, Item>(_ factory: Factory, for _: Snapshot<Section, Item>.Type)
    where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        item = { factory.cellController(for: Snapshot<Section, Item>.item(from: $0)) }
        supplementary = { _, _ in nil }
        sideLabel = { _ in nil }
        layout = { _, _ in nil }
        itemHeights = ErasedItemHeights(factory.itemHeights, for: Snapshot<Section, Item>.self)
        itemEditability = ErasedItemEditability(factory.itemEditability, for: Snapshot<Section, Item>.self)
        screenType = ScreenType(Snapshot<Section, Item>.self)
        registeredModelTypes = (factory as? any _ModelTypeChecking)?.registeredModelTypes
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

extension ScreenContent {
    /// Checks that the factory of a snapshot of models serves every item of `snapshot`.
    /// - Throws: ``SnapshotError/unregisteredModelType(_:at:)``.
    /// - Complexity: O(s), or O(n) for sections of mixed model types; nothing for controllers.
    func check(_ snapshot: AnySnapshot) throws(SnapshotError) {
        guard case .models(let factory) = self, let accepted = factory.registeredModelTypes else { return }
        try snapshot.checkModelTypes(accepted)
    }
}

/// What one apply asks a ``CellControllerAdapter`` to show, besides the snapshot: the
/// controllers themselves (a screen of ``ControllerSection``s), or the factory that makes them on
/// demand from the snapshot's models.
@MainActor
enum ScreenContent<Host: CellHosting> {
    /// Sections of controllers made up front: every item has its controller.
    case controllers([ControllerSection<Host>])
    /// A snapshot of models: controllers are made by the factory when an item is displayed,
    /// measured or receives an event (see `LiveControllers`).
    case models(ErasedControllerFactory<Host>)

    /// The type of the `Snapshot<Section, Item>` shown, or `nil` for controller sections.
    var screenType: ScreenType? {
        switch self {
        case .controllers: nil
        case .models(let factory): factory.screenType
        }
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
