/// A cell controller for exactly one cell class, `Cell`: subclass it and override the methods
/// you need; each receives a `Cell`, never a base cell to downcast.
///
/// ```swift
/// final class BannerCellController: GenericCellController<BannerCell> {
///     override func configureCell(_ cell: BannerCell) { cell.text = "Free delivery today" }
/// }
/// ```
///
/// Made with ``init()``, a controller is an item only as itself when the adapter diffs a
/// screen of controller sections. A controller that shows a model, identified and compared by
/// it, is a ``ModelCellController``, this class with the model stored typed.
///
/// The controller is a `CellController<Cell.Host>`: a ``TableCell`` subclass's controller
/// goes in a table's list, a ``GridCell`` subclass's in a grid's. It registers its cell class
/// with the host on first use (under ``CellController/reuseIdentifier``), so dequeuing through a controller
/// cannot fail for want of registration.
///
/// The only checked cast in CellControllers is in this class, where the host's base cell
/// becomes `Cell`, and it cannot fail:
/// - Dequeuing asks for the queue registered for exactly `Cell` under ``CellController/reuseIdentifier`` (and
///   registers `Cell` when the identifier is new or registered for another class).
/// - A queue makes cells with `Cell(reuseIdentifier:)`, an instance of exactly `Cell`, and
///   takes back only cells of exactly its class
///   (see ``CellHost/enqueueReusableCell(_:)``).
/// - The adapter hands an already displayed cell to a controller only if the cell is exactly of
///   the controller's class, and reloads the item otherwise.
/// - ``ReusableCell`` is sealed, so no hand-written cell type can break those rules.
///
/// The cast stays a checked `as?` rather than a trap; should it ever fail, dequeuing throws
/// ``CellHostError/cellTypeMismatch(reuseIdentifier:expected:actual:)``.
@MainActor
open class GenericCellController<Cell: ReusableCell>: CellController<Cell.Host> {
    private weak var displayedCell: Cell?

    /// Creates a controller whose snapshot identity is the controller itself. A controller
    /// that shows a model, identified by it, is a ``ModelCellController``.
    public override init() {
        super.init()
    }

    /// `Cell`'s fully qualified type name, the default of ``CellController/reuseIdentifier``.
    final override var cellClassReuseIdentifier: String { Cell.defaultReuseIdentifier }

    /// Configures `cell` to show this controller's content. Called for every cell the
    /// controller is given: when it is dequeued, when it is measured, and when its content is
    /// reconfigured in place.
    open func configureCell(_ cell: Cell) {}

    /// Called with `isDisplayed` true just before `cell` appears on screen (UIKit's
    /// `willDisplay`), and with `false` after it left the screen (scrolled away, deleted or
    /// replaced; UIKit's `didEndDisplaying`). Does nothing by default.
    ///
    /// ```swift
    /// override func didChangeDisplay(of cell: VideoCell, isDisplayed: Bool) {
    ///     isDisplayed ? cell.play() : cell.pause()
    /// }
    /// ```
    open func didChangeDisplay(of cell: Cell, isDisplayed: Bool) {}

    /// The cell currently displaying this controller's item, or `nil` when it is not visible.
    public func currentCell() -> Cell? { displayedCell }

    /// The fraction of the item's height on screen, 0 when it is not displayed: its displayed
    /// cell's ``CellView/visibleFraction``.
    package var visibleFraction: Double { displayedCell?.visibleFraction ?? 0 }

    final override func cell(from host: Cell.Host, for itemPath: ItemPath) throws(CellHostError) -> Cell.Host.CellType {
        let cell = host.dequeueReusableCell(Cell.self, withReuseIdentifier: reuseIdentifier, for: itemPath)
        let typedCell = try typed(cell)
        configure(typedCell, at: itemPath)
        return cell
    }

    final override func reconfigure(_ cell: Cell.Host.CellType, at itemPath: ItemPath) {
        guard let cell = try? typed(cell) else { return }
        configure(cell, at: itemPath)
        displayedCell = cell
    }

    /// Configures `cell` for the item at `itemPath`: ``configureCell(_:)``, which a
    /// registration's controller overrides to hand its handler the path too.
    func configure(_ cell: Cell, at itemPath: ItemPath) {
        configureCell(cell)
    }

    final override func adopt(_ cell: Cell.Host.CellType) {
        displayedCell = try? typed(cell)
    }

    final override func relinquish(_ cell: Cell.Host.CellType) {
        if displayedCell === cell { displayedCell = nil }
    }

    final override func willDisplay(_ cell: Cell.Host.CellType) {
        guard let cell = try? typed(cell) else { return }
        displayedCell = cell
        didChangeDisplay(of: cell, isDisplayed: true)
    }

    final override func didEndDisplaying(_ cell: Cell.Host.CellType) {
        guard let cell = try? typed(cell) else { return }
        if displayedCell === cell { displayedCell = nil }
        didChangeDisplay(of: cell, isDisplayed: false)
    }

    /// A cell of this controller's reuse identifier and of exactly the class `Cell`.
    override func canConfigure(_ cell: Cell.Host.CellType) -> Bool {
        super.canConfigure(cell) && ObjectIdentifier(type(of: cell)) == ObjectIdentifier(Cell.self)
    }

    /// The one checked cast of the library: the host's base cell as `Cell`. It cannot fail for
    /// cells that reach a controller (see the type's documentation).
    private func typed(_ cell: Cell.Host.CellType) throws(CellHostError) -> Cell {
        // A cell of exactly `Cell`'s class (every cell the host's typed dequeue hands out: a
        // queue holds only its registered class) is one class comparison, not a dynamic cast
        // that walks the class hierarchy (about a tenth of a dequeue through the adapter).
        if ObjectIdentifier(type(of: cell)) == ObjectIdentifier(Cell.self) { return ControllerReferences.downcast(cell, to: Cell.self) }
        guard let typed = cell as? Cell else {
            throw .cellTypeMismatch(
                reuseIdentifier: reuseIdentifier,
                expected: String(reflecting: Cell.self),
                actual: String(reflecting: type(of: cell)))
        }
        return typed
    }
}
