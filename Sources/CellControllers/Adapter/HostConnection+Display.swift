extension HostConnection {
    // MARK: Display

    /// A display: forwards to the element's controller, which becomes the cell's owner; an
    /// item's gives the host its visibility thresholds, if it has its own. An end of display:
    /// forwards to the controller that displayed the cell (even if its item was just deleted or
    /// moved, so the event always reaches the right controller).
    func host(_ host: Host, didChangeDisplayOf cell: Host.CellType, for element: LayoutElement, to isDisplayed: Bool) {
        let adapter = self.adapter
        guard isDisplayed else { return adapter.disown(cell) }
        guard case .item(let itemPath) = element else {
            guard case .supplementary(let kind, let section) = element,
                  let controller = adapter.supplementaryController(kind, inSection: section) else { return }
            adapter.own(cell, by: controller)
            controller.willDisplay(cell)
            return
        }
        guard let controller = adapter.controller(at: itemPath) else { return }
        adapter.own(cell, by: controller)
        adapter.prefetchEnded(for: controller)
        // The controller's own visibility thresholds replace the host's for this display (before
        // its `didChangeDisplay(of:isDisplayed:)`, which may apply, and so report crossings).
        if let thresholds = controller.visibilityThresholds { host.useVisibilityThresholds(thresholds, for: cell, at: itemPath) }
        controller.willDisplay(cell)
        if adapter.loadMore != nil || adapter.loadMoreAtTop != nil { adapter.evaluateLoadMore(displaying: itemPath) }
    }

    // MARK: Visibility

    /// Forwards to ``CellControllerAdapter/onEvent``.
    func host(_ host: Host, didScroll contentOffset: Point) {
        adapter.onEvent?(.scroll(contentOffset))
    }

    /// Forwards to ``CellControllerAdapter/onEvent``.
    func host(_ host: Host, didChangeDisplayOfSection section: Int, to isDisplayed: Bool) {
        adapter.onEvent?(isDisplayed ? .willDisplaySection(section) : .didEndDisplayingSection(section))
    }

    /// Forwards to the controller that displays the cell (even for an item just deleted or
    /// moved, as `didEndDisplaying` does), then to
    /// ``CellControllerAdapter/onEvent``.
    func host(_ host: Host, didCrossVisibilityThreshold crossing: VisibilityCrossing, of cell: Host.CellType, forItemAt itemPath: ItemPath) {
        guard let controller = adapter.owner(of: cell) else { return }
        controller.didCrossVisibilityThreshold(crossing)
        adapter.onEvent?(.visibilityCrossing(itemPath, crossing, controller))
    }
}
