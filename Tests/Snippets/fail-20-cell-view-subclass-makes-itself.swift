// MISUSE: a direct CellView subclass that tries to make instances of itself. CellView's
// initialiser is internal to CellControllers, so such a class can be declared but never created:
// only TableCell and GridCell subclasses (through their public required init) can make cells.
import CellControllers

final class Fake: CellView {}

@MainActor
func makeFake() -> Fake {
    Fake(reuseIdentifier: "fake") // expected-error: 'Fake' cannot be constructed because it has no accessible initializers
}

final class Fake2: CellView {
    init() {
        super.init(reuseIdentifier: "fake") // expected-error: 'CellView' initializer is inaccessible due to 'internal' protection level
    }
}
