/// One model type's cells in both families, a ``TableCell`` subclass and a ``GridCell``
/// subclass, so that one factory serves tables and grids.
///
/// A factory generic over its host asks the host type for the controller
/// (``CellHosting/cellController(for:from:)``), which picks the table or grid registration; an
/// enum of the screen's models lets one factory map several model types:
///
/// ```swift
/// enum Entry { case photo(Photo), note(Note) }
///
/// struct LibraryFactory<Host: CellHosting>: CellControllerFactory {
///     let photos = DualCellRegistration(
///         table: CellRegistration<PhotoRow, Photo> { cell, photo in cell.title = photo.title },
///         grid: CellRegistration<PhotoTile, Photo> { cell, photo in cell.title = photo.title })
///     let notes = DualCellRegistration(
///         table: CellRegistration<NoteRow, Note> { cell, note in cell.text = note.text },
///         grid: CellRegistration<NoteTile, Note> { cell, note in cell.text = note.text })
///
///     func cellController(for entry: Entry) -> CellController<Host> {
///         switch entry {
///         case .photo(let photo): Host.cellController(for: photo, from: photos)
///         case .note(let note): Host.cellController(for: note, from: notes)
///         }
///     }
/// }
/// let tableFactory = LibraryFactory<TableHost>()   // the same factory type for a table...
/// let gridFactory = LibraryFactory<GridHost>()     // ...and for a grid
/// ```
///
/// A section's layout is the host's own type (``TableLayout`` or ``GridLayout``); in code that is
/// generic over the host, take the layouts from the caller, or leave them `nil` to use the host's.
///
/// In the design system (`CellControllersDesignSystem`), items whose content is a
/// `ContainerContent` need no registration at all: `ContainerItem.cellController(for:)` already
/// picks the container cell of the host, and its `ContainerHosting` refines ``CellHosting``.
@MainActor
public struct DualCellRegistration<Item> {
    let table: (Item) -> CellController<TableHost>
    let grid: (Item) -> CellController<GridHost>

    /// Pairs a table registration and a grid registration of the same item type.
    public init<Row: TableCell, Tile: GridCell>(table: CellRegistration<Row, Item>, grid: CellRegistration<Tile, Item>) {
        self.table = table.cellController(for:)
        self.grid = grid.cellController(for:)
    }
}

extension TableHost {
    /// The controller of `registration`'s table registration for `item`.
    public static func cellController<Item>(for item: Item, from registration: DualCellRegistration<Item>) -> CellController<TableHost> {
        registration.table(item)
    }
}

extension GridHost {
    /// The controller of `registration`'s grid registration for `item`.
    public static func cellController<Item>(for item: Item, from registration: DualCellRegistration<Item>) -> CellController<GridHost> {
        registration.grid(item)
    }
}
