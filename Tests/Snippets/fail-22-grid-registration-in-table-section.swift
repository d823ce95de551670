// MISUSE: a registration of a grid cell makes grid controllers; a table's section rejects them.
import CellControllers

struct Photo: Identifiable, Equatable, Sendable { var id: Int; var title: String }
final class PhotoTile: GridCell { var title = "" }

@MainActor func makeSection(photos: [Photo]) -> ControllerSection<TableHost> {
    let tiles = CellRegistration<PhotoTile, Photo> { cell, photo in cell.title = photo.title }
    return ControllerSection(id: "photos", items: tiles.cellControllers(for: photos)) // expected-error: (aka 'Array<CellController<GridHost>>') to expected argument type '[CellController<TableHost>]'
}
