// MISUSE: a direct CellView subclass that claims TableHost and hands out a real TableCell as its
// base cell. It must be made by its own init(reuseIdentifier:), which must call CellView's, and
// that initialiser is internal to CellControllers.
import CellControllers

final class Fake: CellView, ReusableCell {
    typealias Host = TableHost
    init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier) // expected-error: 'CellView' initializer is inaccessible due to 'internal' protection level
    }
    var baseCell: TableCell { TableCell(reuseIdentifier: "fake") }
}
