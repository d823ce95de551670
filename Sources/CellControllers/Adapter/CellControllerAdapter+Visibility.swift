extension CellControllerAdapter {
    // MARK: Visibility

    /// Forwards to ``didScroll``.
    func host(_ host: Host, didScroll contentOffset: Point) {
        didScroll?(contentOffset)
    }

    /// Forwards to ``willDisplaySection``.
    func host(_ host: Host, willDisplaySection section: Int) {
        willDisplaySection?(section)
    }

    /// Forwards to ``didEndDisplayingSection``.
    func host(_ host: Host, didEndDisplayingSection section: Int) {
        didEndDisplayingSection?(section)
    }

    /// Forwards to the controller that displays the cell (even for an item just deleted or
    /// moved, as `didEndDisplaying` does), then to ``didCrossVisibilityThreshold``.
    func host(_ host: Host, didCrossVisibilityThreshold crossing: VisibilityCrossing, of cell: Host.CellType, forItemAt itemPath: ItemPath) {
        guard let controller = owner(of: cell) else { return }
        controller.didCrossVisibilityThreshold(crossing)
        didCrossVisibilityThreshold?(itemPath, crossing, controller)
    }
}
