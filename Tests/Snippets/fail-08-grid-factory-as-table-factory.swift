// MISUSE: a grid's factory where a table's factory is expected.
import CellControllers

struct Photo: Identifiable, Equatable, Sendable { var id: Int }
final class PhotoGridCell: GridCell {}
final class PhotoGridController: GenericCellController<PhotoGridCell> {
    init(photo: Photo) { super.init(model: photo) }
}

struct PhotoGridFactory: CellControllerFactory {
    func cellController(for photo: Photo) -> CellController<GridHost> { PhotoGridController(photo: photo) }
}

@MainActor func tableFactory() -> any CellControllerFactory<Photo, TableHost> {
    PhotoGridFactory() // expected-error: cannot convert return expression of type 'GridHost' to return type 'TableHost'
}
