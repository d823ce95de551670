// MISUSE: a cell family of one's own: a root cell class and a final holder for it. ReusableCell
// is sealed (it requires a CellView superclass, and CellView cannot be instantiated outside
// CellControllers), so only TableCell and GridCell subclasses are cells and no other holder can
// exist.
import CellControllers

// expected-error@+1: type 'MyCell' does not conform to protocol 'ReusableCell'
final class MyCell: ReusableCell {
    typealias Host = MyHolder
    init(reuseIdentifier: String) {}
    var baseCell: MyCell { self }
}

// expected-error@+1: type 'MyHolder' does not conform to protocol 'ReusableCellHolder'
final class MyHolder: ReusableCellHolder {
    typealias CellType = MyCell
}
