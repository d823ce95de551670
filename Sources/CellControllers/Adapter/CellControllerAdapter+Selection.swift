extension CellControllerAdapter {
    /// Asks the item's controller (``CellController/shouldSelectCell()``).
    func host(_ host: Host, shouldSelectItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.shouldSelectCell() ?? false
    }

    /// Asks the item's controller (``CellController/shouldDeselectCell()``).
    func host(_ host: Host, shouldDeselectItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.shouldDeselectCell() ?? true
    }
}
