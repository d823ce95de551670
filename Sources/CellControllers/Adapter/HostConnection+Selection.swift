extension HostConnection {
    // MARK: Items

    /// Asks the element's controller (an item's, or a header's or footer's).
    func host(_ host: Host, shouldHighlight element: LayoutElement) -> Bool {
        controller(of: element)?.shouldHighlightCell() ?? false
    }

    /// Forwards to the element's controller.
    func host(_ host: Host, didHighlight element: LayoutElement) {
        controller(of: element)?.didChangeHighlight(true)
    }

    /// Forwards to the element's controller.
    func host(_ host: Host, didUnhighlight element: LayoutElement) {
        controller(of: element)?.didChangeHighlight(false)
    }

    /// Asks the item's controller (``CellController/shouldSelectCell()``).
    func host(_ host: Host, shouldSelectItemAt itemPath: ItemPath) -> Bool {
        adapter.controller(at: itemPath)?.shouldSelectCell() ?? false
    }

    /// Asks the item's controller (``CellController/shouldDeselectCell()``).
    func host(_ host: Host, shouldDeselectItemAt itemPath: ItemPath) -> Bool {
        adapter.controller(at: itemPath)?.shouldDeselectCell() ?? true
    }

    /// Forwards to the item's controller, then to ``CellControllerAdapter/onEvent``.
    func host(_ host: Host, didSelectItemAt itemPath: ItemPath) {
        guard let controller = adapter.controller(at: itemPath) else { return }
        controller.didSelectCell()
        adapter.onEvent?(.select(itemPath, controller))
    }

    /// Forwards to the item's controller.
    func host(_ host: Host, didDeselectItemAt itemPath: ItemPath) {
        adapter.controller(at: itemPath)?.didDeselectCell()
    }

    /// Forwards to the element's controller, then, for an item, to ``CellControllerAdapter/onEvent``.
    func host(_ host: Host, didLongPress element: LayoutElement) {
        guard let controller = controller(of: element) else { return }
        controller.didLongPressCell()
        if case .item(let itemPath) = element { adapter.onEvent?(.longPress(itemPath, controller)) }
    }

    /// The controller of an item, or of a section's header or footer.
    private func controller(of element: LayoutElement) -> CellController<Host>? {
        switch element {
        case .item(let itemPath): adapter.controller(at: itemPath)
        case .supplementary(let kind, let section): adapter.supplementaryController(kind, inSection: section)
        }
    }

    // MARK: Headers and footers

    /// Forwards to the header's or footer's controller (``CellController/didSelectCell()``: its
    /// tap handler), then to ``CellControllerAdapter/onEvent``.
    func host(_ host: Host, didTapSupplementary kind: SupplementaryKind, inSection section: Int) {
        guard let controller = adapter.supplementaryController(kind, inSection: section) else { return }
        controller.didSelectCell()
        adapter.onEvent?(.tapSupplementary(kind, section: section, controller))
    }
}
