// MISUSE: a grid's factory where a table's factory is expected.
import CellControllers

struct Photo: Identifiable, Equatable, Sendable { var id: Int }
final class PhotoGridCell: GridCell {}
final class PhotoGridController: ModelCellController<PhotoGridCell, Photo> {}

struct PhotoGridFactory: CellControllerFactory {
    func cellController(for photo: Photo) -> CellController<GridHost> { PhotoGridController(model: photo) }
}

@MainActor func tableFactory() -> any CellControllerFactory<Photo, TableHost> {
    PhotoGridFactory() // expected-error: cannot convert return expression of type 'GridHost' to return type 'TableHost'
}
