// MISUSE: the controllers of a grid's factory as the items of a table's section.
import CellControllers

struct Photo: Identifiable, Equatable, Sendable { var id: Int }
final class PhotoGridCell: GridCell {}
final class PhotoGridController: ModelCellController<PhotoGridCell, Photo> {}

struct PhotoGridFactory: CellControllerFactory {
    func cellController(for photo: Photo) -> CellController<GridHost> { PhotoGridController(model: photo) }
}

@MainActor func makeSection(photos: [Photo]) -> ControllerSection<TableHost> {
    let factory = PhotoGridFactory()
    return ControllerSection(id: "photos", items: factory.cellControllers(for: photos)) // expected-error: cannot convert value of type '[CellController<GridHost>]' to expected argument type '[CellController<TableHost>]'
}
