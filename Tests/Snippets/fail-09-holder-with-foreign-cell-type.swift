// MISUSE: a holder whose CellType belongs to another holder. TableCell's Host is
// TableHost, so no other type can declare TableCell as its cell type.
import CellControllers

// expected-error@+3: type 'FakeTable' does not conform to protocol 'ReusableCellHolder'
// expected-error@+2: 'ReusableCellHolder' requires the types 'FakeTable' and
// expected-error@+1: (aka 'TableHost') be equivalent
final class FakeTable: ReusableCellHolder {
    typealias CellType = TableCell
}
