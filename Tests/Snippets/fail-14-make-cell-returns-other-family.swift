// MISUSE: a hand-written cell that claims TableHost as its holder but makes grid cells.
// makeCell(reuseIdentifier:) must return the holder's base cell, TableCell.
import CellControllers

// expected-error@+1: type 'ImpostorCell' does not conform to protocol 'ReusableCell'
final class ImpostorCell: CellView, ReusableCell {
    typealias Host = TableHost
    static func makeCell(reuseIdentifier: String) -> GridCell { GridCell(reuseIdentifier: reuseIdentifier) }
}
