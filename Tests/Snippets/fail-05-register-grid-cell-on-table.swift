// MISUSE: registering a grid cell class with a table host.
import CellControllers

final class PhotoGridCell: GridCell {}

@MainActor func register(on table: TableHost) {
    // expected-error@+2: instance method 'register(_:forCellWithReuseIdentifier:)' requires the types
    // expected-error@+1: 'GridHost') and 'TableHost' be equivalent
    table.register(PhotoGridCell.self, forCellWithReuseIdentifier: "photo")
}
