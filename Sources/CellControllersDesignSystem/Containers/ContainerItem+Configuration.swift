import CellControllers

extension ContainerItem {
    /// Shows the item in `cell`: the content, the insets and the options.
    @MainActor
    func configure<Cell: ContentEmbeddingCell>(_ cell: Cell) where Cell.View == Content.View {
        cell.contentView.update(with: content)
        cell.insets = insets
        cell.accessibilityIdentifier = accessibilityIdentifier
        cell.isEnabled = isEnabled
        cell.showsSelectionBackground = showsSelectionBackground
    }

    /// Runs the select handler of an enabled item.
    @MainActor
    func performSelect() {
        guard isEnabled else { return }
        selectHandler?()
    }

    /// Runs the long-press handler of an enabled item.
    @MainActor
    func performLongPress() {
        guard isEnabled else { return }
        longPressHandler?()
    }
}
