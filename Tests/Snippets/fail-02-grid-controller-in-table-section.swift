// MISUSE: a grid cell's controller as an item of a table's section.
import CellControllers

final class PhotoGridCell: GridCell {}
final class PhotoGridController: GenericCellController<PhotoGridCell> {}

@MainActor func makeSection() -> ControllerSection<TableHost> {
    // expected-error@+1: 'CellController<GridHost>') to expected element type 'CellController<TableHost>'
    ControllerSection<TableHost>(id: "photos", items: [PhotoGridController()])
}
