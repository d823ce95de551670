// MISUSE: a grid cell's controller in a table's list of controllers.
// GenericCellController<PhotoGridCell> is a CellController<GridHost>, not a CellController<TableHost>.
import CellControllers

final class PhotoGridCell: GridCell {}
final class PhotoGridController: GenericCellController<PhotoGridCell> {}

@MainActor func makeTableControllers() -> [CellController<TableHost>] {
    let controllers: [CellController<TableHost>] = [PhotoGridController()] // expected-error: cannot convert value of type 'PhotoGridController' to expected element type 'CellController<TableHost>'
    return controllers
}
