import CellControllers

/// What ``ContainerTableCell`` and ``ContainerGridCell`` have in common, so that a
/// ``ContainerItem`` configures both with the same code.
@MainActor
protocol ContentEmbeddingCell: CellView {
    /// The embedded view's type.
    associatedtype View: ContainerContentView

    /// The embedded content view.
    var contentView: View { get }
    /// The space between the cell's edges and the content view.
    var insets: EdgeInsets { get set }
    /// Whether the selected state is drawn.
    var showsSelectionBackground: Bool { get set }
}

extension ContentEmbeddingCell {
    /// The content view inside the insets, marked when selected with a selection background.
    func renderEmbedded(width: Int) -> [String] {
        let lines = ContainerRendering.render(contentView, width: width, insets: insets)
        return isSelected && showsSelectionBackground ? ContainerRendering.markingSelection(lines) : lines
    }

    /// The content view's height plus the insets.
    func embeddedHeight(forWidth width: Double) -> Double {
        ContainerRendering.height(of: contentView, width: width, insets: insets)
    }
}
