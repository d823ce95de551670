/// The base class of every cell displayed by a ``GridHost``, like `UICollectionViewCell`.
///
/// Subclass it for custom cells and override ``CellView/render(width:)``. The default rendering
/// wraps ``CellView/text`` to the cell's width.
@MainActor
open class GridCell: CellView, ReusableCell {
    /// A grid cell lives in a ``GridHost``.
    public typealias Host = GridHost

    /// Creates a grid cell for the reuse queue `reuseIdentifier`. Hosts call it to make new
    /// cells of a registered class (``ReusableCell/init(reuseIdentifier:)``).
    public required override init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// The cell itself, typed as `GridCell`.
    public final var baseCell: GridCell { self }

    /// Wraps ``CellView/text`` to `width` (``CellView/render(width:)``'s default).
    override func familyLines(width: Int) -> [String] {
        TextRendering.wrap(text ?? "", width: width)
    }
}
