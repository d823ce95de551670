// MISUSE: a grid's section handed to a table's adapter.
import CellControllers

final class PhotoGridCell: GridCell {}
final class PhotoGridController: GenericCellController<PhotoGridCell> {}

@MainActor func show(in adapter: CellControllerAdapter<TableHost>) throws {
    let section = ControllerSection<GridHost>(id: "photos", items: [PhotoGridController()])
    try adapter.apply([section]) // expected-error: cannot convert value of type 'ControllerSection<GridHost>' to expected element type 'ControllerSection<TableHost>'
}
