// MISUSE: a class that is not a cell poses as a table cell (the hole found by the first outside
// user): it names TableHost as its holder and hands out a TableCell. Cells must inherit CellView.
import CellControllers

// expected-error@+2: 'ReusableCell' requires that 'Fake' inherit from 'CellView'
// expected-error@+1: type 'Fake' does not conform to protocol 'ReusableCell'
final class Fake: ReusableCell {
    typealias Host = TableHost
    var baseCell: TableCell { TableCell(reuseIdentifier: "fake") }
}
