// MISUSE: a real TableCell subclass that tries to make another class's cells, or to pass off
// another cell as itself. TableCell's makeCell and baseCell are final.
import CellControllers

final class PhotoCell: TableCell {
    // expected-error@+2: overriding non-open static method outside of its defining module
    // expected-error@+1: static method overrides a 'final' class method
    override static func makeCell(reuseIdentifier: String) -> Self { fatalError() }
    // expected-error@+2: overriding non-open property outside of its defining module
    // expected-error@+1: property overrides a 'final' property
    override var baseCell: TableCell { TableCell(reuseIdentifier: "other") }
}
