/// A container of reusable cells, paired with its base cell type.
///
/// The requirement `CellType.Host == Self` ties each host to its cell family in both
/// directions: ``TableHost`` holds ``TableCell``s and ``GridHost`` holds ``GridCell``s. Conforming
/// types must be final (Swift 6 only accepts `Self` in a same-type requirement for final classes),
/// which the hosts are.
///
/// The requirements are what a cell controller needs from its container, as in UIKit:
/// registration by reuse identifier, dequeuing from a reuse pool, and access to a visible cell.
@MainActor
public protocol ReusableCellHolder: AnyObject {
    /// The base class of every cell this host displays.
    associatedtype CellType: ReusableCell where CellType.Host == Self

    /// Registers `cellClass` so that dequeuing `reuseIdentifier` creates instances of it.
    /// Registering again replaces the class for new cells (cells already in the pool are kept).
    func register<Cell: ReusableCell>(_ cellClass: Cell.Type, forCellWithReuseIdentifier reuseIdentifier: String)
    where Cell.Host == Self

    /// Returns a cell for `reuseIdentifier`: one from the reuse pool (after its
    /// ``CellView/prepareForReuse()``) or a new instance of the registered class.
    ///
    /// - Throws: ``CellHostError/unregisteredReuseIdentifier(_:)`` when nothing is registered for
    ///   the identifier; the error says what to register.
    /// - Complexity: O(1) amortised.
    func dequeueReusableCell(withReuseIdentifier reuseIdentifier: String, for itemPath: ItemPath) throws(CellHostError) -> CellType

    /// Returns a cell of `cellClass` for `reuseIdentifier`, registering the class first if the
    /// identifier is unregistered or registered for another class. Controllers dequeue this way,
    /// which is why dequeuing through a controller cannot fail.
    ///
    /// - Complexity: O(1) amortised.
    func dequeueReusableCell<Cell: ReusableCell>(_ cellClass: Cell.Type, withReuseIdentifier reuseIdentifier: String, for itemPath: ItemPath) -> CellType
    where Cell.Host == Self

    /// The cell displaying the element (an item, or a section's header or footer), or `nil`
    /// when it is not visible.
    ///
    /// - Complexity: O(1) expected.
    func cell(for element: LayoutElement) -> CellType?
}
