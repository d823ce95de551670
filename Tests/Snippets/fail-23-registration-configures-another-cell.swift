// MISUSE: a registration's configuration handler receives exactly the registered cell class; a
// handler written for another cell (or for the base class, to downcast) does not fit.
import CellControllers

struct Photo: Identifiable, Equatable, Sendable { var id: Int; var title: String }
final class PhotoRow: TableCell { var title = "" }
final class BadgeRow: TableCell { var badge = "" }

@MainActor func registrations() {
    // expected-error@+1: cannot convert value of type '(BadgeRow, Photo) -> ()' to expected argument type
    let badges = CellRegistration<PhotoRow, Photo> { (cell: BadgeRow, photo: Photo) in cell.badge = photo.title }
    _ = badges
}
