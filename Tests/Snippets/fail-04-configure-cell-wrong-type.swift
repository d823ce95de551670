// MISUSE: a controller of PhotoCell that "configures" another cell class. configureCell(_:)
// takes exactly the controller's Cell, so this declaration overrides nothing.
import CellControllers

final class PhotoCell: TableCell {}
final class OtherCell: TableCell {}

final class PhotoController: GenericCellController<PhotoCell> {
    override func configureCell(_ cell: OtherCell) { // expected-error: method does not override any method from its superclass
        cell.text = "photo"
    }
}
