extension CellRegistration {
    /// A copy whose items reveal `actions(item)` when swiped at `edge` (no actions when it
    /// returns an empty array). Disabled items (see ``enabled(_:)``) have none.
    ///
    /// ```swift
    /// let rows = CellRegistration<PhotoCell, Photo> { cell, photo in cell.title = photo.title }
    ///     .swipeActions(.trailing) { photo in
    ///         [SwipeAction("Delete", style: .destructive) { print("Delete \(photo.title)"); return true }]
    ///     }
    /// ```
    public func swipeActions(
        _ edge: SwipeEdge,
        performsFirstActionWithFullSwipe: Bool = true,
        _ actions: @escaping (Item) -> [SwipeAction]
    ) -> Self {
        var copy = self
        copy.swipeActionsProvider[edge] = { item in
            let list = actions(item)
            return list.isEmpty ? nil : SwipeActionsConfiguration(actions: list, performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe)
        }
        return copy
    }

    /// A copy whose items present `menu(item)` on a long press (none when it returns `nil`),
    /// like UIKit's `contextMenuConfigurationForItemAt`. The builder receives the typed item,
    /// so each action's handler captures it. Disabled items (see ``enabled(_:)``) have none.
    ///
    /// ```swift
    /// let rows = CellRegistration<PhotoCell, Photo> { cell, photo in cell.title = photo.title }
    ///     .contextMenu { photo in
    ///         ContextMenu(title: photo.title, actions: [
    ///             ContextMenuAction("Share") { print("Share \(photo.title)") },
    ///             ContextMenuAction("Delete", style: .destructive) { print("Delete \(photo.title)") },
    ///         ])
    ///     }
    /// ```
    public func contextMenu(_ menu: @escaping (Item) -> ContextMenu?) -> Self {
        var copy = self
        copy.contextMenuProvider = menu
        return copy
    }

    /// A copy whose items can be moved interactively when `canMove(item)` is `true` (UIKit's
    /// `canMoveRowAt`), and that runs `onMove` with the item and its move when an interactive
    /// move of it ends (UIKit's `moveRowAt`); without `onMove`, the handler given before, if any.
    ///
    /// ```swift
    /// let rows = CellRegistration<PhotoCell, Photo> { cell, photo in cell.title = photo.title }
    ///     .movable { photo in photo.id != 1 } onMove: { photo, move in print("\(photo.title) moved to \(move.destination)") }
    /// ```
    public func movable(_ canMove: @escaping (Item) -> Bool = { _ in true }, onMove: ((Item, Move<ItemPath>) -> Void)? = nil) -> Self {
        var copy = self
        copy.movablePredicate = canMove
        if let onMove { copy.moveHandler = onMove }
        return copy
    }

    /// A copy whose items can be edited only when `canEdit(item)` is `true` (see
    /// ``CellController/canEditCell()``); without it, every item can.
    ///
    /// ```swift
    /// let rows = CellRegistration<PhotoCell, Photo> { cell, photo in cell.title = photo.title }
    ///     .editable { photo in photo.title != "Profile" }
    /// ```
    public func editable(_ canEdit: @escaping (Item) -> Bool) -> Self {
        var copy = self
        copy.editablePredicate = canEdit
        return copy
    }

    /// A copy whose items show the badge `badge(item)` over their cells' top-right corner
    /// (``CellController/badge``); `nil` for none.
    ///
    /// ```swift
    /// let rows = CellRegistration<PhotoCell, Photo> { cell, photo in cell.title = photo.title }
    ///     .badge { photo in photo.id > 100 ? "NEW" : nil }
    /// ```
    public func badge(_ badge: @escaping (Item) -> String?) -> Self {
        var copy = self
        copy.badgeProvider = badge
        return copy
    }

    /// A copy that runs `handler` with the item and its move when an interactive move of it ends
    /// (what ``movable(_:onMove:)`` sets; the design system's `moveAction(_:to:)` sets it alone).
    package func onMove(_ handler: @escaping (Item, Move<ItemPath>) -> Void) -> Self {
        var copy = self
        copy.moveHandler = handler
        return copy
    }
}
