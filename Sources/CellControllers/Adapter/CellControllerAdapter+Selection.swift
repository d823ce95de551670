extension CellControllerAdapter {
    /// Asks the item's controller (``CellController/shouldSelectCell()``).
    public func host(_ host: Host, shouldSelectItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.shouldSelectCell() ?? false
    }

    /// Asks the item's controller (``CellController/shouldDeselectCell()``).
    public func host(_ host: Host, shouldDeselectItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.shouldDeselectCell() ?? true
    }
}
