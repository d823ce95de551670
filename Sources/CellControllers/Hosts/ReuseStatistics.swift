/// Counters of a host's reuse pool, for tests and diagnostics.
public struct ReuseStatistics: Hashable, Sendable {
    /// Cells created because the pool had none to reuse.
    public var created = 0
    /// Dequeues served by a cell from the pool.
    public var reused = 0
    /// Cells created, per reuse identifier.
    public var createdByIdentifier: [String: Int] = [:]
}
