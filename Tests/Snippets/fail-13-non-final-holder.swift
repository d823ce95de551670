// MISUSE: an open (non-final) holder class. ReusableCellHolder requires CellType.CellHolder == Self,
// which Swift 6 accepts only from final classes; this is why TableHost and GridHost are final.
// (The same holder declared `final` type-checks: see pass-correct-pairings.swift.)
import CellControllers

class MyCell: ReusableCell {
    typealias CellHolder = MyHolder
    static func makeCell(reuseIdentifier: String) -> MyCell { MyCell() }
}

class MyHolder: ReusableCellHolder { // expected-error: non-final class 'MyHolder' cannot safely conform to protocol 'ReusableCellHolder'
    typealias CellType = MyCell
    // expected-error@+1: in non-final class 'MyHolder' cannot be used to satisfy requirement
    func register<Cell: ReusableCell>(_ cellClass: Cell.Type, forCellWithReuseIdentifier reuseIdentifier: String) where Cell.CellHolder == MyHolder {}
    func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for itemPath: ItemPath) throws(CellHostError) -> MyCell { MyCell() }
    // expected-error@+1: in non-final class 'MyHolder' cannot be used to satisfy requirement
    func dequeueReusableCell<Cell: ReusableCell>(_ cellClass: Cell.Type, withReuseIdentifier reuseIdentifier: String, for itemPath: ItemPath) -> MyCell where Cell.CellHolder == MyHolder { MyCell() }
    func cellForItem(at itemPath: ItemPath) -> MyCell? { nil }
}
