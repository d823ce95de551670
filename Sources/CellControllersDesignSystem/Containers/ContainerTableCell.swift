import CellControllers

/// The one table cell of the design system: it embeds any ``ContainerContentView`` (hh.ru's
/// `ContainerCell`), so a new kind of row needs a content view, never a new cell class.
///
/// The cell draws its ``contentView`` inside ``insets``; a selected cell that
/// ``showsSelectionBackground`` draws `▌` in its first column. Its height is the content view's
/// height at the inner width plus the vertical insets. You rarely touch it directly: a
/// ``ContainerItem`` in a table becomes a ``ContainerTableCellController``, which configures it.
///
/// Each content view type gets its own reuse queue, because the reuse identifier is the cell's
/// full generic type name.
@MainActor
public final class ContainerTableCell<View: ContainerContentView>: TableCell, ContentEmbeddingCell {
    /// The embedded content view. It keeps its content across reuse until configured again.
    public let contentView = View()
    /// The space between the cell's edges and ``contentView``. Reset by ``prepareForReuse()``.
    public var insets = EdgeInsets()
    /// Whether the selected state is drawn (hh.ru's `isSelectedBackgroundNeeded`). Reset by
    /// ``prepareForReuse()``.
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
