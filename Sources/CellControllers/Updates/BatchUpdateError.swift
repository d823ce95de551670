/// Why a host rejected a ``BatchUpdate``: each case is one of UIKit's inconsistency checks.
///
/// Where UIKit raises `NSInternalInconsistencyException` and terminates the app, a host throws
/// one of these and stays exactly as it was before the call. The ``description`` names the rule,
/// the indices involved and what to change.
public enum BatchUpdateError: Error, Hashable, Sendable {
    /// Which list of a ``BatchUpdate`` an index came from.
    public enum Operation: String, Hashable, Sendable {
        /// ``BatchUpdate/deletedSections`` or ``BatchUpdate/deletedItems``.
        case delete
        /// ``BatchUpdate/insertedSections`` or ``BatchUpdate/insertedItems``.
        case insert
        /// The source of a move.
        case moveSource = "move from"
        /// The destination of a move.
        case moveDestination = "move to"
        /// ``BatchUpdate/reloadedSections`` or ``BatchUpdate/reloadedItems``.
        case reload
        /// ``BatchUpdate/reconfiguredItems``.
        case reconfigure
    }

    /// The number of sections after the update is not the number before, plus inserted, minus
    /// deleted.
    case invalidNumberOfSections(before: Int, after: Int, inserted: Int, deleted: Int)
    /// The number of items in a section after the update is not the number before, plus inserted,
    /// minus deleted, plus moved in, minus moved out.
    case invalidNumberOfItems(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A section index is outside the sections that exist before (delete, move source, reload)
    /// or after (insert, move destination) the update.
    case sectionOutOfRange(Int, operation: Operation, sectionCount: Int)
    /// An item path is outside its section before (delete, move source, reload, reconfigure) or
    /// after (insert, move destination) the update.
    case itemOutOfRange(ItemPath, operation: Operation, itemCount: Int)
    /// The same section appears twice among the old positions (deleted twice, deleted and moved,
    /// moved twice, ...).
    case sectionUsedTwice(Int, first: Operation, second: Operation)
    /// The same section appears twice among the new positions (inserted twice, inserted and
    /// moved to, ...).
    case sectionDestinationUsedTwice(Int, first: Operation, second: Operation)
    /// The same item appears twice among the old positions (deleted twice, deleted and moved,
    /// reloaded and moved, ...).
    case itemUsedTwice(ItemPath, first: Operation, second: Operation)
    /// The same item path appears twice among the new positions (inserted twice, inserted and
    /// moved to, ...).
    case itemDestinationUsedTwice(ItemPath, first: Operation, second: Operation)
    /// An item operation refers to an old position inside a section that is deleted.
    case itemInDeletedSection(ItemPath, operation: Operation)
    /// An item operation refers to a new position inside a section that is inserted (an inserted
    /// section takes all its items from the data source).
    case itemInInsertedSection(ItemPath, operation: Operation)
    /// A batch was started while the host was already applying one (for example from a display
    /// or selection callback).
    case reentrantUpdate
    /// The host has no data source to read the new counts from.
    case missingDataSource
}

extension BatchUpdateError: CustomStringConvertible {
    /// What rule was broken, with the indices, and how to fix it.
    public var description: String {
        switch self {
        case let .invalidNumberOfSections(before, after, inserted, deleted):
            return "Invalid update: invalid number of sections. The number of sections after the update (\(after)) "
                + "must be equal to the number before the update (\(before)), plus or minus the number inserted or "
                + "deleted (\(inserted) inserted, \(deleted) deleted). Update the data source and the batch together."
        case let .invalidNumberOfItems(section, before, after, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of items in section \(section). The number of items after the update "
                + "(\(after)) must be equal to the number before the update (\(before)), plus or minus the number "
                + "inserted or deleted (\(inserted) inserted, \(deleted) deleted) and plus or minus the number moved "
                + "into or out of that section (\(movedIn) moved in, \(movedOut) moved out). "
                + "Update the data source and the batch together."
        case let .sectionOutOfRange(section, operation, count):
            return "Invalid update: attempt to \(operation.rawValue) section \(section), but there are only \(count) "
                + "sections \(operation.isNewPosition ? "after" : "before") the update."
        case let .itemOutOfRange(path, operation, count):
            return "Invalid update: attempt to \(operation.rawValue) item \(path.item) in section \(path.section), but "
                + "that section has only \(count) items \(operation.isNewPosition ? "after" : "before") the update."
        case let .sectionUsedTwice(section, first, second):
            return "Invalid update: section \(section) is used twice before the update (\(first.rawValue) and "
                + "\(second.rawValue)). Each old section may be deleted, moved or reloaded at most once."
        case let .sectionDestinationUsedTwice(section, first, second):
            return "Invalid update: section \(section) is used twice after the update (\(first.rawValue) and "
                + "\(second.rawValue)). Each new section may be inserted or moved to at most once."
        case let .itemUsedTwice(path, first, second):
            return "Invalid update: item \(path) is used twice before the update (\(first.rawValue) and "
                + "\(second.rawValue)). An item may be deleted, moved, reloaded or reconfigured at most once in a "
                + "batch; to change a moved item's content, do it in a second batch."
        case let .itemDestinationUsedTwice(path, first, second):
            return "Invalid update: item \(path) is used twice after the update (\(first.rawValue) and "
                + "\(second.rawValue)). Each new item path may be inserted or moved to at most once."
        case let .itemInDeletedSection(path, operation):
            return "Invalid update: attempt to \(operation.rawValue) item \(path), but section \(path.section) is "
                + "deleted in the same batch. Deleting a section deletes its items; drop the item operation."
        case let .itemInInsertedSection(path, operation):
            return "Invalid update: attempt to \(operation.rawValue) item \(path), but section \(path.section) is "
                + "inserted in the same batch. An inserted section takes its items from the data source; drop the "
                + "item operation."
        case .reentrantUpdate:
            return "Invalid update: performBatchUpdates was called while another batch was being applied. "
                + "Apply it after the current one returns (CellControllerAdapter.apply queues this for you)."
        case .missingDataSource:
            return "Invalid update: the host has no data source. Set host.dataSource (or create a "
                + "CellControllerAdapter for it) before updating."
        }
    }
}

extension BatchUpdateError.Operation {
    /// Whether the operation's index refers to the state after the update.
    var isNewPosition: Bool { self == .insert || self == .moveDestination }
}
