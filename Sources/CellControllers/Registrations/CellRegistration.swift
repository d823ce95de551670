/// Makes typed controllers for one cell class and one model type from closures, with no
/// controller subclass, in the spirit of `UICollectionView.CellRegistration<Cell, Item>`.
///
/// ```swift
/// let photos = CellRegistration<PhotoCell, Photo> { cell, photo in
///     cell.title = photo.title
/// }
/// .onSelect { photo in print("Open \(photo.title)") }
///
/// let album: [Photo] = [Photo(id: 1, title: "Sunset"), Photo(id: 2, title: "Harbour")]
/// let rows: [CellController<TableHost>] = photos.cellControllers(for: album)
/// ```
///
/// The configuration handler receives a `PhotoCell` and a `Photo`: no cast, no optional. The
/// handlers of ``onSelect(_:)`` and the others receive the item too. (The design system,
/// `CellControllersDesignSystem`, adds typed actions: its `action(_:to:)` takes a closure from
/// the item to the action, `.action({ .open($0.id) }, to: actions)`, where
/// `ContainerItem.action(_:to:)` takes the action itself, because one registration serves many
/// items.) Each
/// controller's snapshot identity and content are its item's, so applying a changed photo
/// reconfigures its cell, exactly as with a ``ModelCellController``. The controllers are `CellController<Cell.Host>`:
/// a registration of a ``GridCell`` subclass makes grid controllers, which a table's section does
/// not accept (a compile error).
///
/// A registration is a ``CellControllerFactory`` for its host, so it can be handed to anything
/// that takes a factory. Use ``DualCellRegistration`` to serve tables and grids from one factory,
/// and subclass ``GenericCellController`` instead for controllers that keep state of their own.
///
/// Registrations are values: the modifiers return a copy, and controllers made before a modifier
/// keep the handlers they were made with.
@MainActor
public struct CellRegistration<Cell: ReusableCell, Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// Configures a cell to show an item, given the item's path.
    let configure: (Cell, ItemPath, Item) -> Void
    let reuseIdentifier: String
    var selectHandler: ((Item) -> Void)?
    var longPressHandler: ((Item) -> Void)?
    var enabledPredicate: ((Item) -> Bool)?
    var heightProvider: ((Item, Double) -> Double?)?
    var swipeActionsProvider: [SwipeEdge: (Item) -> SwipeActionsConfiguration?] = [:]
    var movablePredicate: ((Item) -> Bool)?
    var moveHandler: ((Item, Move<ItemPath>) -> Void)?
    var editablePredicate: ((Item) -> Bool)?
    var contextMenuProvider: ((Item) -> ContextMenu?)?
    var badgeProvider: ((Item) -> String?)?

    /// Creates a registration whose controllers configure their cells with `configure`.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: the reuse identifier of the cells, or `nil` (the default) for the
    ///     cell's fully qualified type name.
    ///   - configure: called for every cell a controller is given, when it is dequeued, measured
    ///     or reconfigured for new content.
    public init(reuseIdentifier: String? = nil, _ configure: @escaping (Cell, Item) -> Void) {
        self.configure = { cell, _, item in configure(cell, item) }
        self.reuseIdentifier = reuseIdentifier ?? Cell.defaultReuseIdentifier
    }

    /// Creates a registration whose controllers configure their cells with `configure`, which
    /// also gets the item's path, as UIKit's `(cell, indexPath, item)` handler does: for cells
    /// that depend on their place (the first row's corner, a row's number), without storing the
    /// place in the item.
    ///
    /// ```swift
    /// let rows = CellRegistration<TableCell, Song> { cell, path, song in
    ///     cell.text = "\(path.item + 1). \(song.title)"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - reuseIdentifier: the reuse identifier of the cells, or `nil` (the default) for the
    ///     cell's fully qualified type name.
    ///   - configure: called for every cell a controller is given, with the item's path at that
    ///     moment (when it is dequeued, measured or reconfigured: a move or an insertion above
    ///     reconfigures nothing, so a cell showing its path is up to date after a reconfigure).
    public init(reuseIdentifier: String? = nil, _ configure: @escaping (Cell, ItemPath, Item) -> Void) {
        self.configure = configure
        self.reuseIdentifier = reuseIdentifier ?? Cell.defaultReuseIdentifier
    }

    /// The controller of `item`.
    ///
    /// - Complexity: O(1): one allocation.
    public func cellController(for item: Item) -> CellController<Cell.Host> {
        RegisteredCellController(item: item, registration: self)
    }

    /// A copy whose controllers call `handler` with their item when it is tapped and selected
    /// (or, for a header or footer, tapped).
    public func onSelect(_ handler: @escaping (Item) -> Void) -> Self {
        var copy = self
        copy.selectHandler = handler
        return copy
    }

    /// A copy whose controllers call `handler` with their item when it is long-pressed.
    public func onLongPress(_ handler: @escaping (Item) -> Void) -> Self {
        var copy = self
        copy.longPressHandler = handler
        return copy
    }

    /// A copy whose items are enabled only when `isEnabled` returns `true` for them, like the
    /// design system's `ContainerItem.disabled(_:)`: a disabled item is never highlighted (so never tapped,
    /// selected or long-pressed) and its cell's ``CellView/isEnabled`` is `false`, so it renders
    /// dimmed. The configuration handler runs after `isEnabled` is set, and may read it. Without
    /// this modifier every item is enabled.
    public func enabled(_ isEnabled: @escaping (Item) -> Bool) -> Self {
        var copy = self
        copy.enabledPredicate = isEnabled
        return copy
    }

    /// A copy whose items' heights come from `height(item, width)`; `nil` uses the layout's row
    /// height or measures the configured cell (self-sizing). Read from the item without making
    /// its controller.
    ///
    /// For items all of one height, give the section's layout that row height
    /// (``TableLayout/rowHeight``, ``GridLayout/itemHeight``) instead: the host then lays them
    /// out without asking for any item.
    ///
    /// ```swift
    /// let rows = CellRegistration<PhotoCell, Photo> { cell, photo in cell.title = photo.title }
    ///     .height { photo, _ in photo.id == 1 ? 3 : 1 }
    /// ```
    public func height(_ height: @escaping (Item, _ width: Double) -> Double?) -> Self {
        var copy = self
        copy.heightProvider = height
        return copy
    }
}

extension CellRegistration: CellControllerFactory where Cell.Host: CellHosting {
    /// The heights given with ``height(_:)``, read from the item without
    /// making its controller; without one, ``ItemHeights/layout``: a section with a fixed row
    /// height is laid out without asking for any item.
    public var itemHeights: ItemHeights<Item> {
        if let heightProvider { .models(heightProvider) } else { .layout }
    }

    /// The answer given with ``editable(_:)``, read from the item without making its
    /// controller; without one, ``ItemEditability/all``: every item can be edited, and a
    /// select-all in editing mode asks about none.
    public var itemEditability: ItemEditability<Item> {
        if let editablePredicate { .models(editablePredicate) } else { .all }
    }
}
