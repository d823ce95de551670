/// The result of a snapshot diff (``Snapshot/diff(from:to:contentChanges:)``): the batches that
/// turn the old snapshot into the new one, in two named stages applied in order.
///
/// 1. ``structure``: section deletes, inserts and moves; item deletes, inserts and moves, in
///    UIKit's index semantics (old positions for deletes and move sources, new positions for
///    inserts and move destinations). Deleted sections take their items with them, and inserted
///    sections bring theirs, so no item operation refers to either.
/// 2. ``content``: ``BatchUpdate/reconfiguredItems`` (or ``BatchUpdate/reloadedItems``, per
///    ``ContentChangeStyle``) for kept items whose content changed, and
///    ``BatchUpdate/reloadedSections`` for kept sections whose section model changed. Its
///    positions are those after the structure stage, which are the final positions. It is a
///    separate batch because UIKit cannot reload or reconfigure an item that moves in the same
///    batch.
///
/// Either stage may be empty (equal snapshots give two empty ones); a host is given the
/// non-empty ones, in this order.
///
/// Two changesets are equal when both stages are.
public struct StagedChangeset: Sendable, Equatable {
    /// The name of a stage (printed as `structure` or `content`).
    public enum Stage: Sendable, Equatable {
        /// Deletes, inserts and moves of sections and items.
        case structure
        /// Reconfigures and reloads of kept items, and reloads of kept sections, at their final
        /// positions.
        case content
    }

    /// The structure stage: deletes, inserts and moves.
    public var structure: BatchUpdate
    /// The content stage: reconfigures and reloads, at the final positions.
    public var content: BatchUpdate

    /// Creates a changeset from its two stages (empty by default).
    package init(structure: BatchUpdate = BatchUpdate(), content: BatchUpdate = BatchUpdate()) {
        self.structure = structure
        self.content = content
    }

    /// The non-empty stages with their names, in the order to apply them.
    package var namedStages: [(stage: Stage, update: BatchUpdate)] {
        [(Stage.structure, structure), (Stage.content, content)].filter { !$0.1.isEmpty }
    }

    /// The non-empty stages, in the order to apply them. Inside the package, for its tests:
    /// users read ``structure`` and ``content``.
    package var stages: [BatchUpdate] { namedStages.map(\.update) }

    /// Whether there is nothing to apply.
    package var isEmpty: Bool { structure.isEmpty && content.isEmpty }

    /// The number of operations in both stages.
    public var changeCount: Int { structure.changeCount + content.changeCount }

    /// The number of section moves plus item moves (all in the structure stage).
    package var moveCount: Int { structure.movedSections.count + structure.movedItems.count }
}

/// How a diff reports a kept item whose identity is unchanged but whose content changed.
public enum ContentChangeStyle: Sendable, Hashable {
    /// Configure the existing cell again, in place (UIKit's `reconfigureItems`): cheap, keeps
    /// the cell's state, no cell animation. The default.
    case reconfigure
    /// Replace the cell with a newly dequeued one (UIKit's `reloadItems`): for content that
    /// changes the cell's kind or needs a fresh cell.
    case reload
}
