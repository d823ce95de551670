/// Why a ``DiffableDataSource`` request about its items could not be met: restoring a scroll
/// position by identity (``DiffableDataSource/restoreScrollPosition(_:)``) or deleting the
/// selected items (``DiffableDataSource/deleteSelectedItems(completion:)``). The host and the
/// data source are left exactly as they were.
public enum DataSourceError<ItemID: Hashable & Sendable>: Error, Equatable, Sendable {
    /// The screen shown has no item with this identifier: it was deleted, or is in an apply
    /// that is still on its way to the host.
    case itemNotShown(ItemID)
    /// The screen shown has the item at this path, but the host does not: something drove the
    /// host behind its adapter's back.
    case hostOutOfSync(ItemID, CellHostError)
    /// The host is not in editing mode: the selection to delete is made in editing mode.
    case notEditing
    /// A selected item cannot be edited (its controller's ``CellController/canEditCell()`` is
    /// `false`, which it may have become after the item was selected), so it cannot be deleted.
    case cannotEdit(ItemID)
    /// The screen the host is going to show (``DiffableDataSource/requestedSnapshot()``) does not
    /// have a selected item: an apply still on its way to the host removes it.
    case notRequested(SnapshotEditError)
    /// The edited screen could not be applied (it was of another kind, say).
    case applyFailed(SnapshotError)
}

extension DataSourceError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case .itemNotShown(let id):
            "No item with identifier \(id) is shown: it is not in the data source's snapshot(). Apply a snapshot "
                + "that has it first (await an asynchronous apply), or fall back to another item."
        case let .hostOutOfSync(id, error):
            "Item \(id) is shown by the data source, but the host rejected its path: \(error) "
                + "Change the host only through its adapter."
        case .notEditing:
            "Cannot delete the selected items: the host is not in editing mode. Set host.isEditing = true "
                + "and select the items to delete first."
        case .cannotEdit(let id):
            "Cannot delete the selected items: item \(id) cannot be edited (its controller's canEditCell() "
                + "returns false). Deselect it first."
        case .notRequested(let error):
            "Cannot delete the selected items: an apply on its way to the host removes one of them (\(error)). "
                + "Await that apply, then delete what is still selected."
        case .applyFailed(let error):
            "Cannot delete the selected items: \(error)"
        }
    }
}
