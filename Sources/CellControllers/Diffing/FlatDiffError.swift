/// Why ``FlatDiff/compute(old:new:)`` could not diff two sequences: an identifier occurs twice in
/// one of them, so identity cannot tell the two occurrences apart.
public enum FlatDiffError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The old sequence has the identifier at `index` already at `firstIndex`.
    case duplicateInOld(index: Int, firstIndex: Int)
    /// The new sequence has the identifier at `index` already at `firstIndex`.
    case duplicateInNew(index: Int, firstIndex: Int)

    /// Which sequence, both indices, and how to fix it.
    public var description: String {
        switch self {
        case let .duplicateInOld(index, firstIndex):
            return "Duplicate identifier in the old sequence at indices \(firstIndex) and \(index). "
                + "Identifiers must be unique within a sequence; give each element its own id."
        case let .duplicateInNew(index, firstIndex):
            return "Duplicate identifier in the new sequence at indices \(firstIndex) and \(index). "
                + "Identifiers must be unique within a sequence; give each element its own id."
        }
    }
}
