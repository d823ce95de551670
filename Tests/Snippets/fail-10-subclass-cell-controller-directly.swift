// MISUSE: subclassing the type-erased CellController directly. Its initialiser is internal:
// subclass GenericCellController<YourCell> instead.
import CellControllers

final class RawController: CellController<TableHost> {
    init() {
        super.init() // expected-error: 'CellController<Host>' initializer is inaccessible due to 'internal' protection level
    }
}
