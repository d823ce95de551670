// MISUSE: a direct CellView subclass that claims TableHost and hands out a real TableCell from
// makeCell. makeCell must return Self: an instance of the conforming class itself.
import CellControllers

// expected-error@+1: type 'Fake' does not conform to protocol 'ReusableCell'
final class Fake: CellView, ReusableCell {
    typealias Host = TableHost
    static func makeCell(reuseIdentifier: String) -> TableCell { TableCell(reuseIdentifier: reuseIdentifier) }
    var baseCell: TableCell { TableCell(reuseIdentifier: "fake") }
}
