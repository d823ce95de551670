/// One batch of changes to a host, expressed the way UIKit's `performBatchUpdates` takes them.
///
/// Index semantics follow UIKit exactly:
/// - deletes, reloads, reconfigures and the sources of moves refer to positions **before** the
///   update;
/// - inserts and the destinations of moves refer to positions **after** the update;
/// - deleting or moving a section takes its items with it.
///
/// A `BatchUpdate` is a `Sendable` value: a diff can compute it off the main actor and a host
/// applies it on the main actor with ``CellHost/performBatchUpdates(_:updatingData:)``, which
/// validates it first and throw a ``BatchUpdateError``
/// (leaving the host unchanged) where UIKit would raise an inconsistency exception.
public struct BatchUpdate: Hashable, Sendable {
    /// Sections to delete, by index before the update.
    public var deletedSections: [Int]
    /// Sections to insert, by index after the update.
    public var insertedSections: [Int]
    /// Sections to move, from their index before the update to their index after it.
    public var movedSections: [Move<Int>]
    /// Sections whose header and footer are reloaded, by index before the update. Unlike UIKit's
    /// `reloadSections`, this does not reload the section's items (a section's content is its
    /// header and footer; reload or reconfigure items individually), so it combines freely with
    /// item updates in the same batch.
    public var reloadedSections: [Int]
    /// Items to delete, by path before the update.
    public var deletedItems: [ItemPath]
    /// Items to insert, by path after the update.
    public var insertedItems: [ItemPath]
    /// Items to move, from their path before the update to their path after it.
    public var movedItems: [Move<ItemPath>]
    /// Items whose cell is replaced by a newly dequeued one, by path before the update.
    public var reloadedItems: [ItemPath]
    /// Items whose existing cell is configured again in place, by path before the update
    /// (UIKit's `reconfigureItems`).
    public var reconfiguredItems: [ItemPath]

    /// Creates a batch; every list defaults to empty.
    public init(
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        movedSections: [Move<Int>] = [],
        reloadedSections: [Int] = [],
        deletedItems: [ItemPath] = [],
        insertedItems: [ItemPath] = [],
        movedItems: [Move<ItemPath>] = [],
        reloadedItems: [ItemPath] = [],
        reconfiguredItems: [ItemPath] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
    }

    /// Whether the batch changes nothing.
    package var isEmpty: Bool { changeCount == 0 }

    /// The number of operations in the batch.
    package var changeCount: Int {
        deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
            + deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count
            + reconfiguredItems.count
    }
}

/// A move of one element from a position before an update to a position after it.
///
/// Used for both section moves (`Move<Int>`) and item moves (`Move<ItemPath>`).
public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the update.
    public var source: Position
    /// The position after the update.
    public var destination: Position

    /// Creates a move from `source` (old coordinates) to `destination` (new coordinates).
    public init(from source: Position, to destination: Position) {
        self.source = source
        self.destination = destination
    }
}
