/// The result of ``AnySnapshot/diff(from:to:contentChanges:)``: the batches that turn the old
/// snapshot into the new one, to apply in order.
///
/// There are at most two stages, and empty stages are omitted (equal snapshots give none):
///
/// 1. **Structure**: section deletes, inserts and moves; item deletes, inserts and moves, in
///    UIKit's index semantics (old positions for deletes and move sources, new positions for
///    inserts and move destinations). Deleted sections take their items with them, and inserted
///    sections bring theirs, so no item operation refers to either.
/// 2. **Content**: ``BatchUpdate/reconfiguredItems`` (or ``BatchUpdate/reloadedItems``, per
///    ``ContentChangeStyle``) for kept items whose content changed, and
///    ``BatchUpdate/reloadedSections`` for kept sections whose section model changed. Its
///    positions are those after stage 1, which are the final positions. It is a separate batch
///    because UIKit cannot reload or reconfigure an item that moves in the same batch.
public struct StagedChangeset: Sendable, Equatable {
    /// The batches, in the order to apply them.
    public var stages: [BatchUpdate]

    /// Creates a changeset from its stages.
    public init(stages: [BatchUpdate] = []) {
        self.stages = stages
    }

    /// Whether there is nothing to apply.
    public var isEmpty: Bool { stages.allSatisfy(\.isEmpty) }

    /// The number of operations in all stages.
    public var changeCount: Int { stages.reduce(0) { $0 + $1.changeCount } }

    /// The number of section moves plus item moves in all stages.
    public var moveCount: Int { stages.reduce(0) { $0 + $1.movedSections.count + $1.movedItems.count } }
}
