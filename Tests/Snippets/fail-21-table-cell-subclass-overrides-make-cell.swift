// MISUSE: a real TableCell subclass that tries to pass another cell off as itself. TableCell's
// baseCell is final.
import CellControllers

final class PhotoCell: TableCell {
    // expected-error@+2: overriding non-open property outside of its defining module
    // expected-error@+1: property overrides a 'final' property
    override var baseCell: TableCell { TableCell(reuseIdentifier: "other") }
}
