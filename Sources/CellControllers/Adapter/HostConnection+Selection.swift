extension HostConnection {
    // MARK: Items

    /// Asks the item's controller.
    func host(_ host: Host, shouldHighlightItemAt itemPath: ItemPath) -> Bool {
        adapter.controller(at: itemPath)?.shouldHighlightCell() ?? false
    }

    /// Forwards to the item's controller.
    func host(_ host: Host, didHighlightItemAt itemPath: ItemPath) {
        adapter.controller(at: itemPath)?.didHighlightCell()
    }

    /// Forwards to the item's controller.
    func host(_ host: Host, didUnhighlightItemAt itemPath: ItemPath) {
        adapter.controller(at: itemPath)?.didUnhighlightCell()
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

    /// Forwards to the item's controller, then to ``CellControllerAdapter/onEvent``.
    func host(_ host: Host, didLongPressItemAt itemPath: ItemPath) {
        guard let controller = adapter.controller(at: itemPath) else { return }
        controller.didLongPressCell()
        adapter.onEvent?(.longPress(itemPath, controller))
    }

    // MARK: Headers and footers

    /// Asks the header's or footer's controller (``CellController/shouldHighlightCell()``).
    func host(_ host: Host, shouldHighlightSupplementary kind: SupplementaryKind, inSection section: Int) -> Bool {
        adapter.supplementaryController(kind, inSection: section)?.shouldHighlightCell() ?? false
    }

    /// Forwards to the header's or footer's controller (``CellController/didSelectCell()``: its
    /// tap handler), then to ``CellControllerAdapter/onEvent``.
    func host(_ host: Host, didTapSupplementary kind: SupplementaryKind, inSection section: Int) {
        guard let controller = adapter.supplementaryController(kind, inSection: section) else { return }
        controller.didSelectCell()
        adapter.onEvent?(.tapSupplementary(kind, section: section, controller))
    }

    /// Forwards to the header's or footer's controller (``CellController/didHighlightCell()``).
    func host(_ host: Host, didHighlightSupplementary kind: SupplementaryKind, inSection section: Int) {
        adapter.supplementaryController(kind, inSection: section)?.didHighlightCell()
    }

    /// Forwards to the header's or footer's controller (``CellController/didUnhighlightCell()``).
    func host(_ host: Host, didUnhighlightSupplementary kind: SupplementaryKind, inSection section: Int) {
        adapter.supplementaryController(kind, inSection: section)?.didUnhighlightCell()
    }

    /// Forwards to the header's or footer's controller.
    func host(_ host: Host, didLongPressSupplementary kind: SupplementaryKind, inSection section: Int) {
        adapter.supplementaryController(kind, inSection: section)?.didLongPressCell()
    }
}
