extension CellControllerAdapter {
    // MARK: Context menus

    /// Dismisses the presented context menu if an apply gave its item another controller (or
    /// none is kept for it): a menu never outlives the controller that gave it.
    ///
    /// - Complexity: O(1) expected.
    func dismissContextMenuOfReplacedController() {
        guard let presented = host.presentedContextMenu, let owner = presented.menu.owner else { return }
        if store.existingController(at: presented.itemPath, in: snapshot) !== owner { host.dismissContextMenu() }
    }
}
