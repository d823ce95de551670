extension DiffableDataSource {
    /// The controller of the item `identifier`, as its own class: the live one, or one made by
    /// the factory as the host would make it (``CellControllerAdapter/controller(at:)``); `nil`
    /// when the screen shown has no such item, or its controller is not a `Controller`.
    ///
    /// ```swift
    /// let player = dataSource.controller(of: song.id, as: SongController.self)
    /// player?.play()
    /// ```
    ///
    /// The class is checked here, once, so that an app never casts a controller itself.
    /// - Complexity: O(1) expected.
    public func controller<Controller: CellController<Host>>(of identifier: Item.ID, as _: Controller.Type = Controller.self) -> Controller? {
        guard let path = try? shownPath(of: identifier) else { return nil }
        return adapter.controller(at: path) as? Controller
    }

    /// Where the host is scrolled, by identity: the first visible item's identifier and how far
    /// the viewport's top is below the item's top (the first item not wholly under a bar or a
    /// pinned header or footer); `nil` when no item is visible.
    ///
    /// Save it before a change that moves content (an apply that inserts above, a reload, a new
    /// width) and give it to ``restoreScrollPosition(_:)`` after, to keep the item where it was.
    /// - Complexity: O(v log v) for v visible cells.
    public var itemScrollPosition: ItemScrollPosition<Item.ID>? {
        guard let position = adapter.host.itemScrollPosition, let item = snapshot().item(at: position.item) else { return nil }
        return ItemScrollPosition(item: item.id, offset: position.offset)
    }

    /// Scrolls so that the viewport's top is `position.offset` below the top of the item
    /// `position.item`, wherever the item is now (clamped to the content, as every scroll).
    ///
    /// An item that is gone is an error, not a guess: catch ``DataSourceError/itemNotShown(_:)``
    /// to fall back (to the top, or to a neighbour the app knows).
    ///
    /// - Throws: ``DataSourceError/itemNotShown(_:)`` when ``snapshot()`` has no such item;
    ///   the host does not move.
    /// - Complexity: O(1) expected to find the item, plus the scroll.
    public func restoreScrollPosition(_ position: ItemScrollPosition<Item.ID>) throws(DataSourceError<Item.ID>) {
        let path = try shownPath(of: position.item)
        do {
            try adapter.host.restoreScrollPosition(ItemScrollPosition(item: path, offset: position.offset))
        } catch {
            throw .hostOutOfSync(position.item, error)
        }
    }

    /// The path of the item `identifier` in the screen shown, or the typed error.
    private func shownPath(of identifier: Item.ID) throws(DataSourceError<Item.ID>) -> ItemPath {
        guard let path = indexPath(for: identifier) else { throw .itemNotShown(identifier) }
        return path
    }
}
