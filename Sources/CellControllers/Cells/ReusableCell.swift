/// A cell that belongs to exactly one kind of container, its ``CellHolder``.
///
/// This is one half of the pairing at the heart of CellControllers (the other is
/// ``ReusableCellHolder``): ``TableCell`` names ``TableHost`` as its holder and ``GridCell``
/// names ``GridHost``, so every subclass inherits the right holder and a controller of a grid cell
/// is a `CellController<GridHost>`, which a table's adapter does not accept. The mistake is a
/// compile error, not a crash.
///
/// ## Why the constraint only runs one way here
/// Busuu's original design also required `CellHolder.CellType == Self`. Swift 6 rejects that
/// same-type requirement for non-final classes, and cells *must* be open classes (users subclass
/// them, as they subclass `UITableViewCell`). So the cell side names its holder, the holder side
/// (``ReusableCellHolder/CellType``) requires `CellType.CellHolder == Self` (sound, because the
/// hosts are final), and the one link the compiler cannot check, "a subclass of the holder's base
/// cell", is made concrete by ``makeCell(reuseIdentifier:)``: it returns the holder's base cell
/// type, which only a real subclass can produce without a cast.
@MainActor
public protocol ReusableCell: AnyObject {
    /// The container this cell can be displayed in.
    associatedtype CellHolder: ReusableCellHolder

    /// Creates a new instance of the receiving class, typed as its holder's base cell.
    ///
    /// ``TableCell`` and ``GridCell`` implement this with their `required init`, so subclasses
    /// get it for free and the host can create any registered subclass without a downcast.
    static func makeCell(reuseIdentifier: String) -> CellHolder.CellType
}

extension ReusableCell {
    /// The reuse identifier a controller uses for this cell class unless told otherwise:
    /// the fully qualified type name (`String(reflecting:)`), so that two modules' `PhotoCell`
    /// never collide.
    public static var defaultReuseIdentifier: String { String(reflecting: Self.self) }
}
