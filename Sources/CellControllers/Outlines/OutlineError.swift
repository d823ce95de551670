/// Why a screen refused a request about its outlines (a ``SectionSnapshot`` applied to a
/// section, an expansion, a read). The host and the screen are left exactly as they were.
public enum OutlineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The screen shown has no section with this identifier (a section snapshot applied by the
    /// section's identifier alone, which cannot make the section; pass its model to append it).
    case unknownSection(DiffIdentifier)
    /// No section of the screen shows or hides this item (it is in no outline and not shown).
    case unknownItem(DiffIdentifier)
    /// An item of the section snapshot is already in another section of the screen, at the
    /// section index `section` (shown there, or hidden in its outline). Item identifiers are
    /// unique across the whole screen.
    case itemInAnotherSection(DiffIdentifier, section: Int)
    /// The screen shown is not a `Snapshot` of the data source's types: `shown` names what it
    /// is (controller sections, or another `Snapshot` type), `edited` the type the request needs.
    case screenOfAnotherType(shown: String, edited: String)
    /// An apply is on its way to the host (diffing, queued, or being shown): an outline changes
    /// the screen shown, which that apply is about to replace.
    case applyInFlight
    /// The children a ``SectionSnapshotHandlers/snapshotForExpandingParent`` handler returned
    /// cannot go under the parent (an item already in the tree elsewhere, say).
    case invalidChildren(SnapshotEditError)
    /// An item of the section snapshot has a model type the data source's factory has no
    /// registration for (see ``SnapshotError/unregisteredModelType(_:at:)``).
    case unregisteredModelType(String)
    /// A user's tap on the item's disclosure, made while an apply was in flight and replayed
    /// once it was shown, found no disclosure: that apply deleted the item, or made its section
    /// a flat list. Reported to ``SectionSnapshotHandlers/disclosureTapFailed``; nothing changes.
    case disclosureTapDropped(DiffIdentifier)

    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case .unknownSection(let identifier):
            return "No section \(identifier) on the screen. Pass the section's model instead of its identifier "
                + "(apply(tree, to: section)) to append it, or apply a Snapshot with that section first."
        case .unknownItem(let identifier):
            return "No item \(identifier) on the screen, shown or hidden in an outline. Apply a section snapshot that "
                + "holds it first."
        case let .itemInAnotherSection(identifier, section):
            return "Item \(identifier) is already in section \(section) of the screen. Item identifiers are unique "
                + "across the whole screen: delete it there first, or give the item another id."
        case let .screenOfAnotherType(shown, edited):
            return "The screen shows \(shown), not a \(edited). Apply a \(edited) through this data source before "
                + "applying section snapshots to it."
        case .applyInFlight:
            return "An apply is on its way to the host, and it would replace the screen this change starts from. "
                + "Make the change once it is shown (in its completion, or after its await), "
                + "or apply the section snapshot with `try await apply(_:to:)`, which takes its place after it."
        case .invalidChildren(let error):
            return "The children returned by snapshotForExpandingParent cannot go under the parent: \(error)"
        case .disclosureTapDropped(let identifier):
            return "A tap on the disclosure of \(identifier) came while an apply was in flight, and once that apply was "
                + "shown no section showed the item as part of a tree (it was deleted, or its section became a flat list), "
                + "so the tap was dropped. Nothing changed."
        case .unregisteredModelType(let modelType):
            return "The section snapshot holds a \(modelType), and the factory has no registration for that type. "
                + "Register a CellRegistration of \(modelType), or leave such models out."
        }
    }
}
