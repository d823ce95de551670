extension CellHost {
    /// The context menu presented, or `nil` when none is.
    public var presentedContextMenu: PresentedContextMenu? { gesture.presentedMenu }

    /// Simulates the user pressing and holding the item until its context menu appears, as
    /// UIKit does when its delegate's `contextMenuConfigurationForItemAt` returns a
    /// configuration: the host asks its delegate for the item's menu
    /// (``CellHostDelegate/host(_:contextMenuForItemAt:)``; the adapter asks the item's
    /// controller, ``CellController/contextMenu()``) and presents it. Revealed swipe actions and
    /// another item's menu are hidden first (one menu at a time). The item does not have to be
    /// visible. ``longPress(at:)`` presents the menu the same way when the item has one.
    ///
    /// `renderText()` draws the presented menu as a box below the item's first line (above it
    /// when there is no room below), while that line is on screen: its title, then its actions,
    /// `!Delete` for a destructive one, `(Copy)` for a disabled one. See
    /// ``PresentedContextMenu`` for what dismisses it.
    ///
    /// - Returns: the presented menu.
    /// - Throws: ``ContextMenuError``: the item does not exist, has no menu (or is disabled), or
    ///   an interactive move is in progress. Nothing changes.
    /// - Complexity: O(1) plus the delegate's call.
    @discardableResult
    public func showContextMenu(at itemPath: ItemPath) throws(ContextMenuError) -> PresentedContextMenu {
        loadIfNeeded()
        guard gesture.movement == nil else { throw .movementInProgress }
        try checkRange(itemPath, throwing: ContextMenuError.self)
        guard let menu = contextMenu(at: itemPath) else { throw .noMenu(itemPath) }
        let presented = PresentedContextMenu(itemPath: itemPath, menu: menu)
        changeGesture { $0 = .presentingMenu(presented) }
        return presented
    }

    /// Performs the presented menu's action titled `title` (the first one, if several share
    /// it): the menu is dismissed, then the action's handler runs, as in UIKit.
    ///
    /// - Throws: ``ContextMenuError/noMenuPresented``,
    ///   ``ContextMenuError/unknownActionTitle(_:available:)``, or
    ///   ``ContextMenuError/actionDisabled(_:)``. Nothing changes: the menu stays presented.
    public func performContextMenuAction(titled title: String) throws(ContextMenuError) {
        guard let presented = gesture.presentedMenu else { throw .noMenuPresented }
        guard let action = presented.menu.actions.first(where: { $0.title == title }) else {
            throw .unknownActionTitle(title, available: presented.actionTitles)
        }
        guard action.isEnabled else { throw .actionDisabled(title) }
        changeGesture { $0.dismissMenu() }
        action.handler()
    }

    /// Dismisses the presented context menu, if any, and nothing else (``dismissActions()`` for
    /// the package's tests and the adapter).
    ///
    /// - Returns: whether a menu was presented.
    @discardableResult
    package func dismissContextMenu() -> Bool {
        changeGesture { $0.dismissMenu() }
    }

    /// The item's menu from the delegate, if it has one with actions.
    func contextMenu(at itemPath: ItemPath) -> ContextMenu? {
        guard let menu = delegate?.host(typedSelf, contextMenuForItemAt: itemPath), !menu.actions.isEmpty else { return nil }
        return menu
    }

    /// The presented menu as drawn on the canvas of a viewport whose top is at `viewportTop`:
    /// its lines and where the box's top-left corner goes (below the item's first line, or
    /// above it when the viewport has no room below, or as low as it fits when it has room on
    /// neither side); `nil` when no menu is presented or its
    /// item's first line is not on screen (the menu comes back when it is).
    func contextMenuOverlay(viewportTop: Double) -> (lines: [String], x: Int, y: Int)? {
        guard let presented = gesture.presentedMenu, let frame = engine.frame(for: .item(presented.itemPath)) else { return nil }
        let lines = presented.renderedLines
        let area = TextCanvas.Area(frame, viewportTop: viewportTop)
        let height = Int(viewportSize.height)
        guard (0..<height).contains(area.top) else { return nil }
        let below = area.top + 1
        let above = area.top - lines.count
        // Below the item's first line if it fits, else above it, else as low as it fits.
        let y = below + lines.count <= height ? below : above >= 0 ? above : max(0, height - lines.count)
        let x = max(0, min(area.left + 2, Int(viewportSize.width) - TextRendering.columnWidth(of: lines[0])))
        return (lines, x, y)
    }
}
