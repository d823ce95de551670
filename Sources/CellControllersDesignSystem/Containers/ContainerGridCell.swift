import CellControllers

/// The one grid cell of the design system: it embeds any ``ContainerContentView``, exactly like
/// ``ContainerTableCell`` does for tables, so the same content view shows in both.
///
/// The cell draws its ``contentView`` inside ``insets``; a selected cell that
/// ``showsSelectionBackground`` draws `▌` in its first column. A ``ContainerItem`` in a grid
/// becomes a ``ContainerGridCellController``, which configures it.
@MainActor
public final class ContainerGridCell<View: ContainerContentView>: GridCell, ContentEmbeddingCell {
    /// The embedded content view. It keeps its content across reuse until configured again.
    public let contentView = View()
    /// The space between the cell's edges and ``contentView``. Reset by ``prepareForReuse()``.
    public var insets = EdgeInsets()
    /// Whether the selected state is drawn. Reset by ``prepareForReuse()``.
    public var showsSelectionBackground = true

    /// Creates a cell. Hosts call it to make new cells.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Resets ``insets`` and ``showsSelectionBackground``, then calls `super`.
    public override func prepareForReuse() {
        super.prepareForReuse()
        insets = EdgeInsets()
        showsSelectionBackground = true
    }

    /// The content view inside the insets; selected cells with a selection background get `▌`
    /// in their first column.
    public override func render(width: Int) -> [String] {
        renderEmbedded(width: width)
    }

    /// The content view's height at `width` minus the horizontal insets, plus the vertical insets.
    public override func preferredHeight(forWidth width: Double) -> Double {
        embeddedHeight(forWidth: width)
    }
}
