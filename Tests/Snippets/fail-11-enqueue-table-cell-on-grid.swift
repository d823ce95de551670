// MISUSE: returning a table cell to a grid's reuse pool.
import CellControllers

final class ProfileCell: TableCell {}

@MainActor func recycle(_ cell: ProfileCell, in grid: GridHost) {
    // expected-error@+2: cannot convert value of type 'ProfileCell' to expected argument type
    // expected-error@+1: 'GridCell'
    grid.enqueueReusableCell(cell)
}
