/// A host's reuse pool: for each reuse identifier, the cell class registered for it and the
/// free cells of that class, and the counters of what the pool created and reused.
///
/// Its rule: a queue only ever hands out cells of its registered class. Registering another
/// class replaces the queue (its pooled cells are dropped), and a cell goes back only to the
/// queue of exactly its class. That is what makes a controller's typed dequeue infallible.
///
/// A class, so that the cell code it runs (`prepareForReuse()`, a cell's initialiser) may read
/// the host without overlapping an access to the host's stored state.
@MainActor
final class ReusePool<Cell: CellView> {
    private var queues: [String: ReuseQueue<Cell>] = [:]
    /// How many cells the pool created and how many dequeues it served from reuse.
    private(set) var statistics = ReuseStatistics()

    /// Registers `cellClass` for `reuseIdentifier`, replacing the class and the pooled cells
    /// registered there before.
    ///
    /// - Complexity: O(1) amortised.
    func register<Registered: ReusableCell>(_ cellClass: Registered.Type, forCellWithReuseIdentifier reuseIdentifier: String)
    where Registered.Host.CellType == Cell {
        queues[reuseIdentifier] = ReuseQueue(cellClass: cellClass)
    }

    /// A cell from the queue of `reuseIdentifier` (after `prepareForReuse()`), or a new instance
    /// of its class; `nil` when nothing is registered for it.
    ///
    /// - Complexity: O(1) amortised.
    func dequeue(withReuseIdentifier reuseIdentifier: String) -> Cell? {
        guard let queue = queues[reuseIdentifier] else { return nil }
        return dequeue(from: queue, reuseIdentifier: reuseIdentifier)
    }

    /// The fast path of controller dequeues: a cell from the queue of `reuseIdentifier` if that
    /// identifier is registered for exactly `cellClass`, else `nil`. It is not generic over the
    /// cell class, so it runs specialised for the host's layout even when the caller is generic.
    ///
    /// - Complexity: O(1) amortised.
    func dequeue(withReuseIdentifier reuseIdentifier: String, cellClass: ObjectIdentifier) -> Cell? {
        guard let queue = queues[reuseIdentifier], queue.cellClass == cellClass else { return nil }
        return dequeue(from: queue, reuseIdentifier: reuseIdentifier)
    }

    /// Registers `cellClass` for `reuseIdentifier` and dequeues from its new queue: the slow path
    /// of controller dequeues, taken the first time an identifier is used or when it was
    /// registered for another class.
    func registerAndDequeue<Registered: ReusableCell>(_ cellClass: Registered.Type, withReuseIdentifier reuseIdentifier: String) -> Cell
    where Registered.Host.CellType == Cell {
        let queue = ReuseQueue<Cell>(cellClass: cellClass)
        queues[reuseIdentifier] = queue
        return dequeue(from: queue, reuseIdentifier: reuseIdentifier)
    }

    private func dequeue(from queue: ReuseQueue<Cell>, reuseIdentifier: String) -> Cell {
        if let cell = queue.free.popLast() {
            statistics.reused += 1
            cell.prepareForReuse()
            return cell
        }
        statistics.created += 1
        statistics.createdByIdentifier[reuseIdentifier, default: 0] += 1
        return queue.make(reuseIdentifier)
    }

    /// Puts `cell` back in the queue of its ``CellView/reuseIdentifier`` if it is an instance of
    /// exactly the class registered there now; drops it otherwise.
    ///
    /// - Complexity: O(1) amortised.
    func enqueue(_ cell: Cell) {
        cell.owner = nil
        guard let queue = queues[cell.reuseIdentifier], queue.cellClass == ObjectIdentifier(type(of: cell)) else { return }
        queue.free.append(cell)
    }

    /// The number of cells waiting to be dequeued.
    ///
    /// - Complexity: O(q) for q reuse identifiers.
    var pooledCount: Int { queues.values.reduce(0) { $0 + $1.free.count } }
}

/// The free cells of one reuse identifier and how to make more.
@MainActor
final class ReuseQueue<Cell: CellView> {
    let cellClass: ObjectIdentifier
    let make: (String) -> Cell
    var free: [Cell] = []

    init<Registered: ReusableCell>(cellClass: Registered.Type) where Registered.Host.CellType == Cell {
        self.cellClass = ObjectIdentifier(cellClass)
        self.make = { Registered(reuseIdentifier: $0).baseCell }
    }
}

/// Counters of a host's reuse pool, for tests and diagnostics.
package struct ReuseStatistics: Hashable, Sendable {
    /// Cells created because the pool had none to reuse.
    package var created = 0
    /// Dequeues served by a cell from the pool.
    package var reused = 0
    /// Cells created, per reuse identifier.
    package var createdByIdentifier: [String: Int] = [:]
}
