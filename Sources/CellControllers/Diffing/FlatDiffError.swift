/// Why ``FlatDiff/compute(old:new:)`` could not diff two sequences: an identifier occurs twice in
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
