extension HostConnection {
    // MARK: Items

    /// Asks the element's controller (an item's, or a header's or footer's).
    func host(_ host: Host, shouldHighlight element: LayoutElement) -> Bool {
        controller(of: element)?.shouldHighlightCell() ?? false
    }

    /// Forwards to the element's controller (``CellController/didChangeHighlight(_:)``).
    func host(_ host: Host, didChangeHighlightOf element: LayoutElement, to isHighlighted: Bool) {
        controller(of: element)?.didChangeHighlight(isHighlighted)
    }

    /// Asks the item's controller (``CellController/shouldChangeSelection(to:)``).
    func host(_ host: Host, shouldChangeSelectionOf itemPath: ItemPath, to isSelected: Bool) -> Bool {
        let controller = adapter.controller(at: itemPath)
        return controller?.shouldChangeSelection(to: isSelected) ?? !isSelected
    }

    /// Forwards to the item's controller; a selection then to ``CellControllerAdapter/onEvent``.
    func host(_ host: Host, didChangeSelectionOf itemPath: ItemPath, to isSelected: Bool) {
        guard let controller = adapter.controller(at: itemPath) else { return }
        guard isSelected else { return controller.didChangeSelection(false) }
        controller.didChangeSelection(true)
        adapter.onEvent?(.select(itemPath, controller))
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

    /// Forwards to the header's or footer's controller (``CellController/didChangeSelection(_:)``, `true`: its
    /// tap handler), then to ``CellControllerAdapter/onEvent``.
    func host(_ host: Host, didTapSupplementary kind: SupplementaryKind, inSection section: Int) {
        guard let controller = adapter.supplementaryController(kind, inSection: section) else { return }
        controller.didChangeSelection(true)
        adapter.onEvent?(.tapSupplementary(kind, section: section, controller))
    }
}
