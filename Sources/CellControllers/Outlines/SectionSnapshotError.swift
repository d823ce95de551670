/// Why an edit or a query of a ``SectionSnapshot`` was refused. The section snapshot is left
/// exactly as it was.
///
/// These are the requests on which UIKit's `NSDiffableDataSourceSectionSnapshot` traps; each
/// case names the identifier at fault (the item's model type and id, as a ``DiffIdentifier``).
public enum SectionSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No item of the section snapshot has this identifier.
    case unknownItem(DiffIdentifier)
    /// Items were to be appended under a parent that is not in the section snapshot.
    case unknownParent(DiffIdentifier)
    /// An item to add has the identifier of an item already in the section snapshot.
    case itemAlreadyPresent(DiffIdentifier)
    /// The items to add contain this identifier twice.
    case duplicateInArguments(DiffIdentifier)

    /// The identifier, what was wrong and how to fix it.
    public var description: String {
        switch self {
        case .unknownItem(let identifier):
            return "No item \(identifier) in the section snapshot. Check it with contains(_:) first, or append it."
        case .unknownParent(let identifier):
            return "No parent \(identifier) in the section snapshot. Append the parent before its children, "
                + "or pass nil to append root items."
        case .itemAlreadyPresent(let identifier):
            return "Item \(identifier) is already in the section snapshot. Identifiers are unique across the whole "
                + "tree: delete it first, or give the new item another id."
        case .duplicateInArguments(let identifier):
            return "\(identifier) appears twice in the items to add. Remove the repetition."
        }
    }
}
