/// Why a snapshot cannot be shown: two of its sections, or two of its items, share an identifier,
/// so a diff could not tell them apart; or an item's model type has no registration.
///
/// Item identifiers must be unique across the whole snapshot, not only within a section.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sections at `firstIndex` and `secondIndex` have the same identifier.
    case duplicateSection(DiffIdentifier, firstIndex: Int, secondIndex: Int)
    /// The items at `first` and `second` have the same identifier.
    case duplicateItem(DiffIdentifier, first: ItemPath, second: ItemPath)
    /// The item at `path` is a model of type `modelType` (its fully qualified name), for which the
    /// factory applying the snapshot (a ``ModelTypeRegistrations``) has no registration.
    case unregisteredModelType(String, at: ItemPath)
    /// An `update` edits a `Snapshot` of the type `edited` (its fully qualified name), but the
    /// screen it would edit (the newest requested one) is of another kind: `shown` names it (a
    /// `Snapshot` type, or controller sections).
    case screenOfAnotherType(shown: String, edited: String)

    /// The identifier, both positions, and how to fix it.
    public var description: String {
        switch self {
        case let .duplicateSection(identifier, firstIndex, secondIndex):
            return "Duplicate section identifier \(identifier) at sections \(firstIndex) and \(secondIndex). "
                + "Every section of a snapshot needs a unique identifier: give the section models distinct ids, "
                + "or merge the two sections."
        case let .duplicateItem(identifier, first, second):
            return "Duplicate item identifier \(identifier) at \(first) and \(second) ([section, item]). "
                + "Item identifiers must be unique across the whole snapshot, not only within a section: "
                + "remove the repeated model, or give it a distinct id (for example one that includes the section)."
        case let .unregisteredModelType(modelType, path):
            return "The item at \(path) ([section, item]) is a \(modelType), and the factory has no registration for that type. "
                + "Register a CellRegistration of \(modelType) with ModelTypeRegistrations.registering(_:), "
                + "or leave such models out of the snapshot."
        case let .screenOfAnotherType(shown, edited):
            return "update edits a \(edited), but the screen it would edit is \(shown). "
                + "Edit the screen with the snapshot type it was applied with, or apply a whole new \(edited) "
                + "with the apply of a DiffableDataSource of that type to replace it."
        }
    }
}
