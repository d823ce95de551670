/// One model type's cells in both families, a ``TableCell`` subclass and a ``GridCell``
/// subclass, so that one factory serves tables and grids.
///
/// A factory generic over its host asks it for the host it is used with:
///
/// ```swift
/// struct LibraryFactory<Host: ContainerHosting>: CellControllerFactory {
///     let photos: DualCellRegistration<Photo>
///     func cellController(for photo: Photo) -> CellController<Host> {
///         photos.cellController(for: photo, in: Host.self)
///     }
/// }
/// let rows = LibraryFactory<TableHost>(photos: photos)   // the same factory for a table...
/// let tiles = LibraryFactory<GridHost>(photos: photos)   // ...and for a grid
/// ```
///
/// Items whose content is a ``ContainerContent`` need no registration at all:
/// ``ContainerItem/cellController(for:)`` already picks the container cell of the host.
@MainActor
public struct DualCellRegistration<Item> {
    let table: (Item) -> CellController<TableHost>
    let grid: (Item) -> CellController<GridHost>

    /// Pairs a table registration and a grid registration of the same item type.
    public init<Row: TableCell, Tile: GridCell>(table: CellRegistration<Row, Item>, grid: CellRegistration<Tile, Item>) {
        self.table = table.cellController(for:)
        self.grid = grid.cellController(for:)
    }

    /// The controller of `item` for `Host`: the table registration's for a ``TableHost``, the
    /// grid registration's for a ``GridHost``.
    ///
    /// - Complexity: O(1).
    public func cellController<Host: ContainerHosting>(for item: Item, in host: Host.Type = Host.self) -> CellController<Host> {
        Host.cellController(for: item, from: self)
    }
}
