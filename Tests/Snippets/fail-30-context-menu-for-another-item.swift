// MISUSE: a registration's context menu builder receives exactly the registered item; a builder
// written for another model (or for an erased one, to cast back) does not fit.
import CellControllers

struct Photo: Identifiable, Equatable, Sendable { var id: Int; var title: String }
struct Album: Identifiable, Equatable, Sendable { var id: Int; var name: String }
final class PhotoRow: TableCell { var title = "" }

@MainActor func registrations() {
    let photos = CellRegistration<PhotoRow, Photo> { cell, photo in cell.title = photo.title }
    // expected-error@+1: cannot convert value of type '(Album) -> ContextMenu?' to expected argument type
    let menus = photos.contextMenu { (album: Album) -> ContextMenu? in ContextMenu(actions: [ContextMenuAction(album.name) {}]) }
    _ = menus
}
