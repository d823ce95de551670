/// The difference between two flat sequences of unique identifiers: what to delete, insert, move
/// and update, in UIKit index semantics.
///
/// Deletes and move sources are old indices; inserts, move destinations and updates are new
/// indices. Applying it the way UIKit applies a batch to one section (remove the deleted and
/// moved-out elements, keep the rest in order, then place inserted and moved-in elements at
/// their new indices in ascending order) turns the old sequence into the new one.
///
/// Moves are minimal: the kept elements that stay in place form a longest increasing
/// subsequence of their old indices, so `moves.count` = kept − LIS, and no element is moved
/// merely because others were inserted or deleted around it.
///
/// This is the engine behind ``Snapshot/diff(from:to:contentChanges:)``; use it directly for a
/// single list of identifiers. See ``compute(old:new:isContentEqual:)``.
public struct FlatDiff: Sendable, Equatable {
    /// Indices in the old sequence of the elements that are not in the new one, ascending.
    public var deletes: [Int]
    /// Indices in the new sequence of the elements that are not in the old one, ascending.
    public var inserts: [Int]
    /// Kept elements whose position relative to the other kept elements changed, from old
    /// index to new index, in ascending order of new index.
    public var moves: [Move<Int>]
    /// New indices of kept elements (moved or not) whose content changed, ascending. Always
    /// empty when ``compute(old:new:isContentEqual:)`` is given no `isContentEqual` (identity only).
    public var updates: [Int]

    /// Creates a diff from its parts; every list defaults to empty.
    @usableFromInline
    package init(deletes: [Int] = [], inserts: [Int] = [], moves: [Move<Int>] = [], updates: [Int] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.updates = updates
    }

    /// Whether the sequences are identical (same identifiers in the same order, equal content).
    package var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// The total number of deletes, inserts, moves and updates.
    package var changeCount: Int {
        deletes.count + inserts.count + moves.count + updates.count
    }
}

/// Why ``FlatDiff/compute(old:new:isContentEqual:)`` could not diff two sequences: an identifier occurs twice in
/// one of them, so identity cannot tell the two occurrences apart.
public enum FlatDiffError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The old sequence has `identifier` (as `String(reflecting:)` prints it) at `index`, already
    /// at `firstIndex`.
    case duplicateInOld(identifier: String, index: Int, firstIndex: Int)
    /// The new sequence has `identifier` (as `String(reflecting:)` prints it) at `index`, already
    /// at `firstIndex`.
    case duplicateInNew(identifier: String, index: Int, firstIndex: Int)

    /// The identifier, which sequence, both indices, and how to fix it.
    public var description: String {
        switch self {
        case let .duplicateInOld(identifier, index, firstIndex):
            return Self.message(identifier, in: "old", firstIndex, index)
        case let .duplicateInNew(identifier, index, firstIndex):
            return Self.message(identifier, in: "new", firstIndex, index)
        }
    }

    private static func message(_ identifier: String, in sequence: String, _ firstIndex: Int, _ index: Int) -> String {
        "Duplicate identifier \(identifier) in the \(sequence) sequence at indices \(firstIndex) and \(index). "
            + "Identifiers must be unique within a sequence; give each element its own id."
    }
}
