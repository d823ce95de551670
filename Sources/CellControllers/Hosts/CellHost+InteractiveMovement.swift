extension CellHost {
    /// The interactive move in progress, or `nil`.
    public var interactiveMovement: InteractiveMovement? { gesture.movement }

    /// Begins an interactive move of the item, like
    /// `UICollectionView.beginInteractiveMovementForItem(at:)` (the user lifting a row by its
    /// reorder control). The item must be movable: the delegate's
    /// ``CellHostDelegate/host(_:canMoveItemAt:)`` (the adapter asks the item's controller,
    /// ``CellController/canMoveCell()``). Revealed swipe actions are hidden.
    ///
    /// While the item is moved, the layout reflows (live reorder, UIKit's placeholder): the item
    /// is laid out at the ``InteractiveMovement/target`` that
    /// ``updateInteractiveMovementTarget(to:)`` sets, and the other items shift to make room, in
    /// its section and across sections, so ``rect(for:)``, the visible cells and
    /// ``renderText()`` show the order the user gets by letting go now. The data does not change
    /// until the move ends: every path the host takes or reports (``rect(for:)``,
    /// ``element(at:)``, ``indexPathsForVisibleItems``, ``cell(for:)``, the
    /// selection, the data source's and the delegate's calls) is in the order before the move,
    /// as UIKit reports data index paths; so the moved item is still at
    /// ``InteractiveMovement/source``, drawn at its target. ``endInteractiveMovement()`` moves the
    /// item there; ``cancelInteractiveMovement()`` forgets the move and lays the items out where
    /// they were. (A move from or into a carousel section, ``GridLayout/carousel(itemWidth:itemHeight:spacing:paging:sectionInsets:)``, is not shown:
    /// the carousel's sideways scrolling works on runs of items.) A batch update during the move carries it along (the target goes back to the
    /// item's place); ``reloadData()`` cancels it; a change of the viewport's width or of
    /// ``layout`` keeps it (while its item and target still exist).
    ///
    /// - Throws: ``InteractiveMovementError``: the item does not exist or cannot move, a move is
    ///   already in progress, or a batch update is running. Nothing changes.
    public func beginInteractiveMovementForItem(at itemPath: ItemPath) throws(InteractiveMovementError) {
        try beginMove(at: itemPath, checkingMovable: true)
    }

    /// Begins an interactive move; a drag (which its data source's drag handlers allowed) does
    /// not ask whether the item can move.
    func beginMove(at itemPath: ItemPath, checkingMovable: Bool) throws(InteractiveMovementError) {
        loadIfNeeded()
        guard phase != .updating else { throw .updateInProgress }
        if let movement = gesture.movement { throw .alreadyMoving(source: movement.source) }
        try checkRange(itemPath, throwing: InteractiveMovementError.self)
        if checkingMovable { guard delegate?.host(typedSelf, canMoveItemAt: itemPath) ?? false else { throw .cannotMove(itemPath) } }
        changeGesture { $0.beginMove(at: itemPath) }
    }

    /// Moves the target of the move in progress to `proposed` (in the coordinates after the
    /// move, as a ``Move``'s destination: in the item's own section `0..<count`, in another
    /// section `0...count`). The delegate may redirect it
    /// (``CellHostDelegate/host(_:targetItemPathForMoveFrom:toProposed:)``, like
    /// `targetIndexPathForMoveFromRowAt`); the redirected path is checked the same way.
    ///
    /// - Returns: the target, after redirection.
    /// - Throws: ``InteractiveMovementError/notMoving`` or
    ///   ``InteractiveMovementError/targetOutOfRange(_:sectionCount:itemCount:)``; the target
    ///   does not change.
    @discardableResult
    public func updateInteractiveMovementTarget(to proposed: ItemPath) throws(InteractiveMovementError) -> ItemPath {
        guard var current = gesture.movement else { throw .notMoving }
        try checkTarget(proposed, from: current.source)
        let target = delegate?.host(typedSelf, targetItemPathForMoveFrom: current.source, toProposed: proposed) ?? proposed
        try checkTarget(target, from: current.source)
        current.target = target
        showMovementChange { gesture = .moving(current) }
        return target
    }

    /// Moves the target of the move in progress to the place under `position` (in content
    /// coordinates), like `updateInteractiveMovementTargetPosition(_:)`; see
    /// ``updateInteractiveMovementTarget(to:)``. The place is read in the layout shown (live
    /// reorder): over the moved item itself, the target stays; over another item, the target
    /// becomes the place that item is shown at.
    ///
    /// - Throws: ``InteractiveMovementError/notMoving``,
    ///   ``InteractiveMovementError/noItemAtPosition(_:)``, or a redirection out of range.
    /// - Complexity: O(log n).
    @discardableResult
    package func updateInteractiveMovementTargetPosition(_ position: Point) throws(InteractiveMovementError) -> ItemPath {
        guard let movement = gesture.movement else { throw .notMoving }
        guard let path = element(at: position)?.itemPath else { throw .noItemAtPosition(position) }
        return try updateInteractiveMovementTarget(to: movement.layoutPath(ofDataPath: path))
    }

    /// Ends the move in progress: the item moves to the target. The data source moves it in its
    /// data (``CellHostDataSource/host(_:moveItemAt:to:)``), the host applies the move as a
    /// validated batch update (the item keeps its cell and its selection), and the move is
    /// returned (with a ``CellControllerAdapter``, the moved item's controller and
    /// ``CellControllerAdapter/onEvent`` hear of it then). A move back to where the item was
    /// changes nothing and reports nothing.
    ///
    /// - Returns: the move, or `nil` when the item stayed in place.
    /// - Throws: ``InteractiveMovementError/notMoving``; or
    ///   ``InteractiveMovementError/dataSourceRejected(_:)`` when the data source's counts
    ///   disagree with the move, in which case the host is unchanged and the move still in
    ///   progress.
    @discardableResult
    public func endInteractiveMovement() throws(InteractiveMovementError) -> Move<ItemPath>? {
        guard let current = gesture.movement else { throw .notMoving }
        guard phase != .updating else { throw .updateInProgress }
        let move = Move(from: current.source, to: current.target)
        guard move.source != move.destination else {
            gesture = .idle
            return nil
        }
        // What stays in place on screen is taken from the layout shown (the item at its target,
        // live reorder): the batch puts the item where it was shown, so nothing moves.
        var failure: BatchUpdateError?
        holdingScrollAnchor {
            gesture = .idle
            do throws(BatchUpdateError) {
                try performBatchUpdates(BatchUpdate(movedItems: [move])) { dataSource?.host(typedSelf, moveItemAt: move.source, to: move.destination) }
            } catch {
                failure = error
            }
        }
        if let failure {
            showMovementChange { gesture = .moving(current) }
            throw .dataSourceRejected(failure)
        }
        (dataSource as? any InteractiveMoveObserving)?.interactiveMoveDidEnd(move)
        return move
    }

    /// Cancels the move in progress: the item stays where it was and the items are laid out
    /// where they were; nothing is reported.
    ///
    /// - Throws: ``InteractiveMovementError/notMoving``.
    public func cancelInteractiveMovement() throws(InteractiveMovementError) {
        guard gesture.movement != nil else { throw .notMoving }
        showMovementChange { gesture = .idle }
    }

    /// Makes `change` to the move in progress and lays out what it shows (live reorder): the
    /// content may grow or shrink (an item laid out in a section of another layout), so the
    /// offset is kept within it, and a bottom-anchored list at its end stays there.
    func showMovementChange(_ change: () -> Void) {
        let keepsEnd = scrollAnchoring == .bottom && isScrolledToEnd
        change()
        viewport.offset = keepsEnd ? viewport.end(contentHeight: engine.contentSize.height) : clamped(contentOffset)
        layoutVisibleElements(keepingEnd: keepsEnd)
    }

    /// Checks that `target` is a destination for a move from `source`: an item of the host, or
    /// in another section than the source's, the place past that section's last item.
    func checkTarget(_ target: ItemPath, from source: ItemPath) throws(InteractiveMovementError) {
        guard let violation = engine.rangeViolation(of: target, acceptingEnd: target.section != source.section) else { return }
        throw .targetOutOfRange(target, sectionCount: violation.sectionCount, itemCount: violation.itemCount)
    }
}

/// What a data source that drives more than the host hears once an interactive move is over:
/// moved in its data, applied and laid out. The adapter's connection is the one such data
/// source; a data source of one's own learns the move from
/// ``CellHost/endInteractiveMovement()``, which returns it.
@MainActor
protocol InteractiveMoveObserving: AnyObject {
    /// The move that ended, in the coordinates after it.
    func interactiveMoveDidEnd(_ move: Move<ItemPath>)
}
