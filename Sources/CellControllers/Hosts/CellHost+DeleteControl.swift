extension CellHost {
    /// Whether the row of the item at `itemPath` shows UIKit's delete control (the minus sign
    /// at its leading edge, drawn `⊖`) now: in a ``TableHost`` in editing mode without multiple
    /// selection (which shows checkmarks instead), for an item that can be edited and that offers
    /// a destructive trailing swipe action (``ActionStyle/destructive``). While an item is
    /// moved interactively no row shows it (a tap could not delete during the move); the
    /// controls come back when the move ends.
    ///
    /// - Complexity: O(1) plus the item's trailing swipe actions.
    package func showsDeleteControl(forItemAt itemPath: ItemPath) -> Bool {
        loadIfNeeded()
        guard engine.contains(itemPath) else { return false }
        return deleteControlActions(at: itemPath) != nil
    }

    /// Taps the delete control of the item at `itemPath`, as UIKit's editing table does: its
    /// trailing swipe actions are revealed (``revealedSwipeActions``), and the app confirms with
    /// ``performSwipeAction(titled:)`` (its destructive action deletes the item, through the
    /// diff of the app's next apply) or a tap elsewhere hides them. A swipe is refused in editing
    /// mode (``SwipeActionError/editing``); this is how a row is deleted one at a time there.
    ///
    /// A tap on the first two columns of such a row (``tap(at:)-(Point)``) does the same.
    ///
    /// - Returns: the revealed actions.
    /// - Throws: ``SwipeActionError/itemOutOfRange(_:sectionCount:itemCount:)``, or
    ///   ``SwipeActionError/noDeleteControl(_:)`` when the row shows no delete control now; the
    ///   host does not change.
    @discardableResult
    public func tapDeleteControl(at itemPath: ItemPath) throws(SwipeActionError) -> RevealedSwipeActions {
        loadIfNeeded()
        try checkRange(itemPath, throwing: SwipeActionError.self)
        guard let configuration = deleteControlActions(at: itemPath) else { throw .noDeleteControl(itemPath) }
        let revealed = RevealedSwipeActions(itemPath: itemPath, edge: .trailing, configuration: configuration)
        changeGesture { $0 = .swiping(revealed) }
        return revealed
    }

    /// The trailing swipe actions that the delete control of the item at `path` reveals, or
    /// `nil` when the row shows no delete control. One rule for drawing, hit testing and tapping.
    func deleteControlActions(at path: ItemPath) -> SwipeActionsConfiguration? {
        // UIKit's editing delete control is a table's (a collection view's list cells have an
        // accessory of their own).
        guard Layout.self == TableLayout.self, gesture.movement == nil, selection.isEditing, !selection.showsCheckmarks,
              itemCanBeEdited(path), delegate?.host(typedSelf, canSwipeItemAt: path) ?? true,
              let configuration = delegate?.host(typedSelf, swipeActionsForItemAt: path, edge: .trailing),
              configuration.actions.contains(where: { $0.style == .destructive }) else { return nil }
        return configuration
    }

    /// What an editing cell draws in its first two columns, before its content: its checkmark
    /// (multiple selection) or its delete control, or `nil` for nothing.
    func editingControl(of cell: Layout.Cell, at path: ItemPath) -> String? {
        if let checkmark = editingCheckmark(of: cell) { return checkmark }
        return deleteControlActions(at: path) == nil ? nil : "⊖"
    }

    /// Whether `point` (content coordinates) is on the delete control of the item at `path`:
    /// its first two columns, when it shows one.
    func isOnDeleteControl(_ point: Point, ofItemAt path: ItemPath) -> Bool {
        guard let frame = engine.frame(for: .item(path)), point.x - frame.minX < 2 else { return false }
        return deleteControlActions(at: path) != nil
    }
}
