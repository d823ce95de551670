// MISUSE: a hand-written cell that claims TableHost as its holder but hands out grid cells as its
// base cell. baseCell must be the holder's base cell, TableCell (and a cell must be made by
// init(reuseIdentifier:)).
import CellControllers

// expected-error@+1: type 'ImpostorCell' does not conform to protocol 'ReusableCell'
final class ImpostorCell: CellView, ReusableCell {
    typealias Host = TableHost
    var baseCell: GridCell { GridCell(reuseIdentifier: "impostor") }
}
