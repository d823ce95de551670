/// A host of one of the library's two cell families, ``TableHost`` or ``GridHost``, that can show
/// a ``DualCellRegistration``'s items: the table registration's in a table, the grid
/// registration's in a grid.
///
/// This is what lets one factory generic over its host serve tables and grids: the host type
/// picks the registration. (The design system's `ContainerHosting` refines it to show container
/// items as well.)
@MainActor
public protocol DualCellHosting: CellHosting {
    /// The controller that shows `item` with the registration of this host's family.
    static func cellController<Item>(for item: Item, from registration: DualCellRegistration<Item>) -> CellController<Self>
}

extension TableHost: DualCellHosting {
    /// The controller of `registration`'s table registration for `item`.
    public static func cellController<Item>(for item: Item, from registration: DualCellRegistration<Item>) -> CellController<TableHost> {
        registration.table(item)
    }
}

extension GridHost: DualCellHosting {
    /// The controller of `registration`'s grid registration for `item`.
    public static func cellController<Item>(for item: Item, from registration: DualCellRegistration<Item>) -> CellController<GridHost> {
        registration.grid(item)
    }
}
