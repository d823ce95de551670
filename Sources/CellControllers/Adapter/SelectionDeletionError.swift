/// Why ``DiffableDataSource/deleteSelectedItems(completion:)`` deleted nothing. The host and
/// the data source are left exactly as they were.
public enum SelectionDeletionError<ItemID: Hashable & Sendable>: Error, Equatable, Sendable {
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

extension SelectionDeletionError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
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
