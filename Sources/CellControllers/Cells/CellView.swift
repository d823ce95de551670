/// State and behaviour shared by every headless cell: reuse, selection, frame and text rendering.
///
/// You can't subclass `CellView` directly (its initialiser is internal, so a subclass outside
/// CellControllers could never be instantiated, and so could never be a ``ReusableCell``):
/// subclass ``TableCell`` or ``GridCell``, which pair it with a host. Override
/// ``render(width:)`` to draw your content as text and, for self-sizing cells,
/// ``preferredHeight(forWidth:)``.
@MainActor
open class CellView {
    /// The identifier of the reuse queue this cell belongs to.
    public let reuseIdentifier: String
    /// The cell's frame in its host's content coordinates, set by the host's layout.
    public internal(set) var frame: Rect = .zero
    /// Whether the cell shows its selected state. Set by the host.
    public internal(set) var isSelected = false
    /// The identifier that UI tests use to find this cell. Reset by ``prepareForReuse()``.
    public var accessibilityIdentifier: String?
    /// Whether the cell renders as enabled. A host draws a disabled cell dimmed: `·` replaces the
    /// first column of each of its lines (see ``CellHost/renderText()``), so a cell that can be
    /// disabled should keep its first column free.
    public var isEnabled = true

    /// Creates a cell for the given reuse queue. Internal: only the library's cell families
    /// (``TableCell``, ``GridCell``) subclass `CellView`, which is what seals ``ReusableCell``.
    init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called by the host just before the cell is handed out again by a dequeue.
    ///
    /// Subclasses that override it must call `super`.
    open func prepareForReuse() {
        accessibilityIdentifier = nil
        isEnabled = true
        isSelected = false
    }

    /// The cell's content as lines of text, each at most `width` characters.
    ///
    /// The default renders nothing. Hosts clip the lines to the cell's frame.
    open func render(width: Int) -> [String] { [] }

    /// The height the cell needs at `width` once configured; used for self-sizing items.
    ///
    /// The default is the number of lines ``render(width:)`` produces (at least one).
    open func preferredHeight(forWidth width: Double) -> Double {
        Double(max(1, render(width: Int(width)).count))
    }
}
