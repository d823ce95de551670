// MISUSE: a dual registration's table side must be a table cell's registration and its grid
// side a grid cell's.
import CellControllers

struct Photo: Identifiable, Equatable, Sendable { var id: Int }
final class PhotoRow: TableCell {}
final class PhotoTile: GridCell {}

@MainActor func swapped() {
    let rows = CellRegistration<PhotoRow, Photo> { _, _ in }
    let tiles = CellRegistration<PhotoTile, Photo> { _, _ in }
    // expected-error@+2: initializer 'init(table:grid:)' requires that 'PhotoTile' inherit from 'TableCell'
    // expected-error@+1: initializer 'init(table:grid:)' requires that 'PhotoRow' inherit from 'GridCell'
    _ = DualCellRegistration(table: tiles, grid: rows)
}
