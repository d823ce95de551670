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
