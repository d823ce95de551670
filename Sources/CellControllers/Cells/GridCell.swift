/// The base class of every cell displayed by a ``GridHost``, like `UICollectionViewCell`.
///
/// Subclass it for custom cells and override ``CellView/render(width:)``. The default rendering
/// wraps ``text`` to the cell's width.
@MainActor
open class GridCell: CellView, ReusableCell {
    /// A grid cell lives in a ``GridHost``.
    public typealias CellHolder = GridHost

    /// Text drawn by the default rendering.
    public var text: String?

    /// Creates a grid cell. Hosts call this through ``makeCell(reuseIdentifier:)``.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Creates an instance of the receiving subclass, typed as `GridCell`.
    public class func makeCell(reuseIdentifier: String) -> GridCell {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Clears ``text``, then calls `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        text = nil
    }

    /// Wraps ``text`` to `width`.
    open override func render(width: Int) -> [String] {
        TextRendering.wrap(text ?? "", width: width)
    }
}
