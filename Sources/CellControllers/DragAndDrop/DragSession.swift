/// A drag of items from one ``DiffableDataSource`` (UIKit's `UIDragSession` with its local
/// drop coordination), made by ``DiffableDataSource/beginDrag(at:adding:)``: it carries the
/// dragged models, typed, hovers over destinations (the same data source, another section, or
/// another host's data source) and ends with ``drop()`` or ``cancel()``.
///
/// ```swift
/// let session = try todo.beginDrag(at: ItemPath(item: 0, section: 0))
/// try session.hover(over: done, at: ItemPath(item: 0, section: 0))
/// let outcome = try session.drop()   // .moved: deleted from `todo`, inserted in `done`
/// ```
///
/// - A drop that moves one item within its own data source is the host's interactive move:
///   while the session hovers there, the host shows the item at the place hovered (live
///   reorder, ``CellHost/beginInteractiveMovementForItem(at:)``), and the drop ends that move,
///   with the same data source, adapter and delegate calls, so the same result.
/// - Any other move (several items, or to another data source) and a copy edit the snapshots
///   of the data sources involved and apply them through their adapters' diffs: the hosts
///   validate the batch updates. A move to another data source deletes the items from the
///   source and inserts them in the destination.
/// - A refused drop (``DropOperation/forbidden``), a drop over nothing and ``cancel()``
///   change nothing, and end the drag as ``DragOutcome/cancelled``.
///
/// Every request that cannot be carried out throws a ``DragError`` and changes nothing.
///
/// End every session with ``drop()`` or ``cancel()``: the source's data source allows one drag
/// at a time while its session is alive and active, and a session released while it hovers over
/// its own host leaves that host's interactive move in progress (end it with
/// ``CellHost/cancelInteractiveMovement()``).
@MainActor
public final class DragSession<Payload> {
    /// The dragged items, in display order.
    public let items: [Payload]
    /// Whether the drag is in progress (neither dropped nor cancelled).
    package private(set) var isActive = true
    /// The data source the items come from.
    private weak var source: (any DragSourcing<Payload>)?
    /// Where the session hovers, and the destination's answer.
    private var hover: Hover?

    /// A place the session hovers over and the destination's proposal for it.
    private struct Hover {
        let receiver: DropReceiver<Payload>
        /// The place the items would go (after the destination's and the host's redirects).
        let place: ItemPath
        let proposal: DropProposal
        let isLocal: Bool
    }

    init(items: [Payload], source: any DragSourcing<Payload>) {
        self.items = items
        self.source = source
    }

    /// The proposal of the destination the session hovers over, or `nil` (over nothing).
    package var proposal: DropProposal? { hover?.proposal }

    /// Where a drop would put the items (after redirects), or `nil` (over nothing).
    package var destination: ItemPath? { hover?.place }

    /// Hovers over `destination`, which shows the same item type, at `place`: see
    /// ``hover(over:at:)-(DropReceiver<Payload>,_)``. A data source of another item type does
    /// not compile here: hover over its
    /// ``DiffableDataSource/dropReceiver(accepting:converting:)``, which converts each dragged
    /// item to one of its items.
    @discardableResult
    public func hover<Section, Host>(over destination: DiffableDataSource<Section, Payload, Host>, at place: ItemPath) throws(DragError) -> DropProposal
    where Payload: Identifiable & Equatable & Sendable, Payload.ID: Sendable {
        try hover(over: destination.dropReceiver(), at: place)
    }

    /// Hovers over a destination at `place` and returns its proposal
    /// (``DragDropHandlers/proposal``), after its redirect. `place` is, over the items' own data
    /// source, in the coordinates after they leave their places (as a ``Move``'s destination:
    /// `0..<count` in the section of a single dragged item, `0...count` elsewhere); over another
    /// data source, an insertion place, `0...count`.
    ///
    /// Over the items' own data source, a move of one item is shown live: the host lays the
    /// item out at the place (its delegate may redirect it, as for an interactive move);
    /// elsewhere, or for another proposal, the item is shown at its own place.
    ///
    /// - Throws: ``DragError``: the session is over, its source changed, the destination is gone
    ///   or the place (or the redirect) is out of range, the source host refused the move.
    ///   The session and the hosts are left as they were.
    @discardableResult
    public func hover(over receiver: DropReceiver<Payload>, at place: ItemPath) throws(DragError) -> DropProposal {
        guard isActive else { throw .notDragging }
        guard let source, let paths = source.dragPaths(of: items) else { throw .sourceChanged }
        let isLocal = receiver.localOwner == ObjectIdentifier(source)
        try checkPlace(place, in: receiver, removing: isLocal ? paths : [])
        let proposal = receiver.propose(items, place, isLocal)
        var target = proposal.destination ?? place
        try checkPlace(target, in: receiver, removing: isLocal ? paths : [])
        if isLocal, paths.count == 1, proposal.operation == .move {
            target = try showMove(of: paths[0], to: target, in: source)
        } else {
            showNoMove(of: paths, in: source)
        }
        hover = Hover(receiver: receiver, place: target, proposal: proposal, isLocal: isLocal)
        return proposal
    }

    /// Leaves any destination: a drop now changes nothing. The dragged item is shown at its
    /// own place again.
    ///
    /// - Throws: ``DragError/notDragging``.
    public func hoverOverNothing() throws(DragError) {
        guard isActive else { throw .notDragging }
        if let source, let paths = source.dragPaths(of: items) { showNoMove(of: paths, in: source) }
        hover = nil
    }

    /// Drops the items where the session hovers, as its proposal says, and ends the drag.
    ///
    /// - Returns: how the drag ended: ``DragOutcome/cancelled`` over nothing or a refusal
    ///   (nothing changed).
    /// - Throws: ``DragError``: the session is over, the source changed, the destination is
    ///   gone, the place is no longer in range (an apply changed the counts since the hover),
    ///   the destination cannot take the items (already there), or the host refused the move.
    ///   Nothing changes and the session goes on (hover again, or cancel it).
    @discardableResult
    public func drop() throws(DragError) -> DragOutcome {
        guard isActive else { throw .notDragging }
        guard let source, let paths = source.dragPaths(of: items) else { throw .sourceChanged }
        guard let hover, hover.proposal.operation != .forbidden else {
            showNoMove(of: paths, in: source)
            finish(.cancelled, source: source)
            return .cancelled
        }
        // Applies since the hover may have changed the counts: the place is checked again.
        try checkPlace(hover.place, in: hover.receiver, removing: hover.isLocal ? paths : [])
        let operation = hover.proposal.operation
        if hover.isLocal, paths.count == 1, operation == .move {
            // The host's interactive move, shown while hovering; a batch update may have put
            // its target back on the item, or ended it. Showing it displays the item, whose
            // display may itself apply (a pagination row appearing, say), and that batch puts
            // the target back on the item again: then it is shown once more, from where the
            // item is now, before the move ends.
            let wanted = try showMove(of: paths[0], to: hover.place, in: source)
            if let movement = source.dragMovement, movement.target != wanted {
                guard let current = source.dragPaths(of: items) else { throw .sourceChanged }
                _ = try showMove(of: current[0], to: hover.place, in: source)
            }
            let move: Move<ItemPath>?
            do throws(InteractiveMovementError) {
                move = try source.endDragMove()
            } catch {
                throw .hostRefused(error)
            }
            finish(.moved, source: source)
            // The destination is the source: its handlers hear of the drop too.
            hover.receiver.didDrop(items, [move?.destination ?? paths[0]], .move, true)
            return .moved
        }
        let insert = try hover.receiver.prepare(items, hover.place, operation, hover.isLocal && operation == .move ? items : [])
        let remove = operation == .move && !hover.isLocal ? try source.prepareRemoval(of: items) : nil
        showNoMove(of: paths, in: source)
        try remove?()
        try insert()
        let outcome: DragOutcome = operation == .move ? .moved : .copied
        finish(outcome, source: source)
        return outcome
    }

    /// Cancels the drag: nothing changes; the dragged item is shown at its own place again,
    /// and the source's handlers learn it ended as ``DragOutcome/cancelled``.
    ///
    /// - Throws: ``DragError/notDragging``.
    public func cancel() throws(DragError) {
        guard isActive else { throw .notDragging }
        if let source {
            if let paths = source.dragPaths(of: items) { showNoMove(of: paths, in: source) }
            finish(.cancelled, source: source)
        } else {
            isActive = false
        }
    }

    /// Ends the session and tells the source.
    private func finish(_ outcome: DragOutcome, source: any DragSourcing<Payload>) {
        isActive = false
        hover = nil
        source.dragDidEnd(items, outcome: outcome)
    }

    /// Throws unless `place` is a place in the receiver for the items (leaving `removing`).
    private func checkPlace(_ place: ItemPath, in receiver: DropReceiver<Payload>, removing: [ItemPath]) throws(DragError) {
        guard let counts = receiver.counts() else { throw .destinationGone }
        let violation = ItemRangeViolation.of(place, sectionCount: counts.sections, itemCount: { section in
            counts.items(section) - removing.count { $0.section == section }
        }, acceptingEnd: true)
        if let violation {
            throw .destinationOutOfRange(place, sectionCount: violation.sectionCount, itemCount: violation.itemCount.map { $0 + 1 })
        }
    }

    /// Shows the item at `path` moved to `target` on its host (beginning the move if needed).
    ///
    /// - Returns: the target, after the host's redirect.
    private func showMove(of path: ItemPath, to target: ItemPath, in source: any DragSourcing<Payload>) throws(DragError) -> ItemPath {
        do throws(InteractiveMovementError) {
            let began = source.dragMovement == nil
            if began { try source.beginDragMove(at: path) }
            guard source.dragMovement?.source == path else {
                throw .alreadyMoving(source: source.dragMovement?.source ?? path)
            }
            do throws(InteractiveMovementError) {
                return try source.updateDragMove(to: target)
            } catch {
                if began { source.cancelDragMove() }
                throw error
            }
        } catch {
            throw .hostRefused(error)
        }
    }

    /// Shows the dragged item at its own place, if the host shows it moved for this session.
    private func showNoMove(of paths: [ItemPath], in source: any DragSourcing<Payload>) {
        guard paths.count == 1, source.dragMovement?.source == paths[0] else { return }
        source.cancelDragMove()
    }
}
