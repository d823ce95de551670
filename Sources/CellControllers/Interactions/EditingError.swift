/// A request of a host's editing mode that cannot be met (``CellHost/selectAllItems()``). The
/// host is left exactly as it was.
public enum EditingError: Error, Hashable, Sendable {
    /// Only one item may be selected now, so not all of them: in editing mode
    /// (`isEditing` true) ``CellHost/allowsMultipleSelectionDuringEditing`` is off, outside it
    /// ``CellHost/allowsMultipleSelection`` (or ``CellHost/allowsSelection``) is.
    case multipleSelectionNotAllowed(isEditing: Bool)
}

extension EditingError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case .multipleSelectionNotAllowed(isEditing: true):
            "Cannot select all items: the host is editing without multiple selection. "
                + "Set allowsMultipleSelectionDuringEditing to true first."
        case .multipleSelectionNotAllowed(isEditing: false):
            "Cannot select all items: the host allows no multiple selection. "
                + "Set allowsSelection and allowsMultipleSelection to true, or enter editing mode with "
                + "allowsMultipleSelectionDuringEditing."
        }
    }
}
