extension CellHost {
    /// The swipe actions shown, or `nil` when no row is swiped.
    public var revealedSwipeActions: RevealedSwipeActions? { gesture.revealedSwipe }

    /// Simulates a swipe on the item's row that reveals the actions at `edge`, as a finger
    /// dragging the row sideways would. Other revealed actions are hidden first (one row is
    /// swiped at a time). The item does not have to be visible. `renderText()` draws the
    /// revealed actions over the row's edge, like `[Archive][Delete]`.
    ///
    /// The actions come from the delegate
    /// (``CellHostDelegate/host(_:swipeActionsForItemAt:edge:)``; the adapter asks the item's
    /// controller). A disabled item (``CellHostDelegate/host(_:canSwipeItemAt:)``: by default,
    /// one the delegate does not allow to be highlighted) has none. The actions are hidden again
    /// by a scroll, a tap anywhere (on an element, spacing, an inset or outside the content;
    /// the tap then does nothing else, as in UIKit), another swipe, ``dismissActions()``,
    /// a reload or relayout (``reloadData()``, a new viewport width or ``layout``), or a batch
    /// update that deletes or reloads the item; they follow the item when it moves. A scroll is
    /// ``contentOffset`` or ``scrollToItem(at:at:animated:)`` moving the viewport: the
    /// host's own adjustments of the offset (clamping it after an update or a resize, keeping a
    /// row in place while estimated heights are measured) leave the actions where they are.
    ///
    /// - Returns: the revealed actions.
    /// - Throws: ``SwipeActionError``: the item does not exist, is disabled or has no actions at
    ///   that edge, an interactive move is in progress, or the host is editing. Nothing changes.
    /// - Complexity: O(1) plus the delegate's call.
    @discardableResult
    public func swipe(at itemPath: ItemPath, edge: SwipeEdge = .trailing) throws(SwipeActionError) -> RevealedSwipeActions {
        let configuration = try swipeConfiguration(at: itemPath, edge: edge)
        let revealed = RevealedSwipeActions(itemPath: itemPath, edge: edge, configuration: configuration)
        changeGesture { $0 = .swiping(revealed) }
        return revealed
    }

    /// Simulates a full swipe on the item's row: as UIKit does, it performs the first action
    /// at `edge` (the one at the row's edge) when the configuration's
    /// ``SwipeActionsConfiguration/performsFirstActionWithFullSwipe`` is on, and only reveals
    /// the actions otherwise.
    ///
    /// An action that finishes later (``SwipeAction/init(_:style:completingLater:)``) leaves the
    /// row fully swiped, its actions revealed, until its completion is called.
    ///
    /// - Returns: whether an action was performed: the handler's result, or for an action that
    ///   finishes later, what its completion said if it was called before the handler returned,
    ///   else `false` (then ``revealedSwipeActions`` stays set while the host waits).
    /// - Throws: ``SwipeActionError``, as ``swipe(at:edge:)``. Nothing changes.
    @discardableResult
    public func fullSwipe(at itemPath: ItemPath, edge: SwipeEdge = .trailing) throws(SwipeActionError) -> Bool {
        let revealed = try swipe(at: itemPath, edge: edge)
        guard revealed.configuration.performsFirstActionWithFullSwipe else { return false }
        return perform(revealed, index: 0)
    }

    /// Performs the revealed action at `index` (0 is the action at the row's edge), for the
    /// package's tests, as ``performSwipeAction(titled:)`` does by title. A handler
    /// that performs it now (``SwipeAction/init(_:style:handler:)``) runs once the actions are
    /// hidden; one that finishes later (``SwipeAction/init(_:style:completingLater:)``) runs with
    /// the actions still revealed, and they stay so until its ``SwipeActionCompletion`` is called.
    ///
    /// - Returns: whether the action was performed: the handler's result, or for an action that
    ///   finishes later, what its completion said if it was called before the handler returned,
    ///   else `false` (the host then waits, the actions still revealed: ``revealedSwipeActions``).
    /// - Throws: ``SwipeActionError/noRevealedActions``,
    ///   ``SwipeActionError/actionIndexOutOfRange(_:count:)``, or
    ///   ``SwipeActionError/awaitingCompletion(_:)`` while an action waits for its completion.
    ///   Nothing changes.
    @discardableResult
    package func performSwipeAction(at index: Int) throws(SwipeActionError) -> Bool {
        let revealed = try revealedForPerforming()
        let count = revealed.configuration.actions.count
        guard (0..<count).contains(index) else { throw .actionIndexOutOfRange(index, count: count) }
        return perform(revealed, index: index)
    }

    /// Performs the revealed action titled `title` (the first one, if several share it), as the
    /// user's tap on it does. A handler that performs it now
    /// (``SwipeAction/init(_:style:handler:)``) runs once the actions are hidden; one that
    /// finishes later (``SwipeAction/init(_:style:completingLater:)``) runs with the actions still
    /// revealed, and they stay so until its ``SwipeActionCompletion`` is called.
    ///
    /// - Returns: whether the action was performed: the handler's result, or for an action that
    ///   finishes later, what its completion said if it was called before the handler returned,
    ///   else `false` (the host then waits, the actions still revealed).
    /// - Throws: ``SwipeActionError/noRevealedActions``,
    ///   ``SwipeActionError/unknownActionTitle(_:available:)``, or
    ///   ``SwipeActionError/awaitingCompletion(_:)``. Nothing changes.
    @discardableResult
    public func performSwipeAction(titled title: String) throws(SwipeActionError) -> Bool {
        let revealed = try revealedForPerforming()
        guard let index = revealed.titles.firstIndex(of: title) else {
            throw .unknownActionTitle(title, available: revealed.titles)
        }
        return perform(revealed, index: index)
    }

    /// Hides the revealed swipe actions or dismisses the presented context menu, whichever is
    /// shown (the host shows one at a time), without performing an action, as a touch elsewhere
    /// does (``tap(at:)-(Point)``; an interactive move in progress stays). A swipe action waiting
    /// for its completion stops waiting: the completion then does nothing.
    ///
    /// - Returns: whether swipe actions or a menu were shown.
    @discardableResult
    public func dismissActions() -> Bool {
        changeGesture { $0.dismissTransient() }
    }

    /// Hides the revealed swipe actions, if any, and nothing else (``dismissActions()`` for the
    /// package's tests).
    package func dismissSwipeActions() {
        changeGesture { $0.dismissSwipe() }
    }

    /// The actions at `edge` of an existing, enabled item, or a typed error.
    private func swipeConfiguration(at itemPath: ItemPath, edge: SwipeEdge) throws(SwipeActionError) -> SwipeActionsConfiguration {
        loadIfNeeded()
        guard gesture.movement == nil else { throw .movementInProgress }
        guard !selection.isEditing else { throw .editing }
        try checkRange(itemPath, throwing: SwipeActionError.self)
        guard delegate?.host(typedSelf, canSwipeItemAt: itemPath) ?? true else { throw .itemDisabled(itemPath) }
        guard let configuration = delegate?.host(typedSelf, swipeActionsForItemAt: itemPath, edge: edge), !configuration.actions.isEmpty else {
            throw .noActions(itemPath, edge: edge)
        }
        return configuration
    }

    /// The revealed actions, if none of them waits for its completion.
    private func revealedForPerforming() throws(SwipeActionError) -> RevealedSwipeActions {
        guard let revealed = gesture.revealedSwipe else { throw .noRevealedActions }
        if let pending = revealed.pending { throw .awaitingCompletion(revealed.configuration.actions[pending.index].title) }
        return revealed
    }

    private func perform(_ revealed: RevealedSwipeActions, index: Int) -> Bool {
        switch revealed.configuration.actions[index].handler {
        case .now(let handler):
            changeGesture { $0.dismissSwipe() }
            return handler()
        case .later(let handler):
            let completion = SwipeActionCompletion { [weak self] completion in
                self?.finishSwipeAction(completion) ?? false
            }
            var waiting = revealed
            waiting.pending = (index, completion)
            gesture = .swiping(waiting)
            handler(completion)
            return completion.performed ?? false
        }
    }

    /// Hides the revealed actions if they wait for `completion`; returns whether they did.
    private func finishSwipeAction(_ completion: SwipeActionCompletion) -> Bool {
        guard let pending = gesture.revealedSwipe?.pending, pending.completion === completion else { return false }
        changeGesture { $0.dismissSwipe() }
        return true
    }

    /// Hides the revealed actions or dismisses the presented context menu because of a touch;
    /// returns whether there were any (the touch then does nothing else, as in UIKit).
    func dismissSwipeActionsForTouch() -> Bool {
        changeGesture { $0.dismissTransient() }
    }

    /// The revealed actions as drawn over their row, on the canvas of a viewport whose top is
    /// at `viewportTop`: the text, its column, and the row's first line; `nil` when none are
    /// revealed or the row has no frame.
    func swipeActionsOverlay(viewportTop: Double) -> (text: String, x: Int, y: Int)? {
        guard let revealed = gesture.revealedSwipe, let frame = engine.frame(for: .item(revealed.itemPath)) else { return nil }
        let text = revealed.renderedText
        let area = TextCanvas.Area(frame, viewportTop: viewportTop)
        let x = revealed.edge == .trailing ? max(area.left, area.right - text.count) : area.left
        return (text, x, area.top)
    }
}
