/// Why an edit of a ``Snapshot`` or a ``SectionSnapshot`` (or a query of a section snapshot)
/// was refused. The snapshot is left exactly as it was.
///
/// These are the requests on which UIKit's `NSDiffableDataSourceSnapshot` and
/// `NSDiffableDataSourceSectionSnapshot` trap; each case names the identifier at fault (the
/// model's type and id, as a ``DiffIdentifier``).
public enum SnapshotEditError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No item of the snapshot (or section snapshot) has this identifier.
    case unknownItem(DiffIdentifier)
    /// Items were to go under a parent that is not in the ``SectionSnapshot``.
    case unknownParent(DiffIdentifier)
    /// No section of the snapshot has this identifier.
    case unknownSection(DiffIdentifier)
    /// An item to add has the identifier of an item already at `path` (`nil` in a
    /// ``SectionSnapshot``, where it is in the tree).
    case itemAlreadyPresent(DiffIdentifier, at: ItemPath? = nil)
    /// A section to add has the identifier of the section already at `index`.
    case sectionAlreadyPresent(DiffIdentifier, at: Int)
    /// The items (or sections) to add contain this identifier twice.
    case duplicateInArguments(DiffIdentifier)
    /// An item or section was to be moved before or after itself.
    case movedRelativeToItself(DiffIdentifier)
    /// Items were to be appended to the last section of a snapshot that has none.
    case noSection
    /// A read-modify-write of the item `from` (``Snapshot/updateItem(_:_:)``) gave its model the
    /// identity `to`: a model's identity cannot change in place.
    case identityChanged(from: DiffIdentifier, to: DiffIdentifier)

    /// The identifier, what was wrong and how to fix it.
    public var description: String {
        switch self {
        case .unknownItem(let identifier):
            return "No item \(identifier) in the snapshot. Check it with pathOfItem(_:) (in a section snapshot, "
                + "item(_:)) before editing, or add it first."
        case .unknownParent(let identifier):
            return "No parent \(identifier) in the section snapshot. Append the parent before its children, "
                + "or pass nil to append root items."
        case .unknownSection(let identifier):
            return "No section \(identifier) in the snapshot. Append it with appendSections(_:) first."
        case let .itemAlreadyPresent(identifier, path?):
            return "Item \(identifier) is already in the snapshot at \(path) ([section, item]). Item identifiers are "
                + "unique across the whole snapshot: move it with moveItem, or delete it first."
        case .itemAlreadyPresent(let identifier, nil):
            return "Item \(identifier) is already in the section snapshot. Identifiers are unique across the whole "
                + "tree: delete it first, or give the new item another id."
        case let .sectionAlreadyPresent(identifier, index):
            return "Section \(identifier) is already in the snapshot at index \(index). Move it with moveSection, "
                + "or delete it first."
        case .duplicateInArguments(let identifier):
            return "\(identifier) appears twice in the items or sections to add. Remove the repetition."
        case .movedRelativeToItself(let identifier):
            return "\(identifier) cannot be moved before or after itself. Name another item or section as the anchor."
        case let .identityChanged(from, to):
            return "The change of item \(from) gave it the identity \(to): an item keeps its identity when its model is "
                + "replaced. Change the model's content only, or delete the item and insert the new one."
        case .noSection:
            return "The snapshot has no section to append items to. Append a section first, or name one with "
                + "appendItems(_:toSection:)."
        }
    }
}
