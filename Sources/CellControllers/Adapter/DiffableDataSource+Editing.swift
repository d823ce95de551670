extension DiffableDataSource {
    /// Deletes the selected items through the adapter's diff, as a "Delete" button of an editing
    /// toolbar does: it edits ``requestedSnapshot()`` (so a page still loading is kept, as with
    /// ``update(completion:_:)``), deletes the items selected on the host, and applies the result
    /// now. The host deletes their rows as a batch update: the selection keeps the other items
    /// (at their new paths), the deleted items' cells end displaying, and their controllers hear
    /// it as for any deletion (`didChangeDisplay(of:isDisplayed:)` with `false`). The host stays in editing mode.
    ///
    /// ```swift
    /// host.allowsMultipleSelectionDuringEditing = true
    /// host.isEditing = true
    /// try host.tap(at: .item(ItemPath(item: 0, section: 0)))
    /// let deleted = try dataSource.deleteSelectedItems()
    /// ```
    ///
    /// - Parameter completion: called once the deletion is on the host (at once when nothing is
    ///   selected).
    /// - Returns: the identifiers of the deleted items, in display order (empty when nothing
    ///   was selected, and then nothing is applied).
    /// - Throws: ``DataSourceError``: the host is not editing, a selected item cannot be
    ///   edited, an apply on its way removes a selected item, or the result cannot be applied.
    ///   Nothing changes.
    /// - Complexity: O(s log s) for s selected items, one ``CellController/canEditCell()`` each,
    ///   plus the edit and the apply.
    @discardableResult
    public func deleteSelectedItems(completion: (() -> Void)? = nil) throws(DataSourceError<Item.ID>) -> [Item.ID] {
        try adapter.deleteSelectedItems(Snapshot<Section, Item>.self, factory: factory, completion: completion)
    }
}
