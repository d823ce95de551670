import CellControllers

/// One item of a design-system screen (hh.ru's `ContainerItem`): a ``ContainerContent`` plus
/// how the item behaves in its container cell.
///
/// - ``differenceID`` identifies the item across snapshots; with the content type it is the
///   item's snapshot identity, so two items with different content types never match.
/// - ``accessibilityIdentifier`` is set on the displayed cell, for UI tests.
/// - ``insets`` is the space inside the cell around the content view.
/// - ``isEnabled`` false disables the item: it is never highlighted, selected or long-pressed,
///   and its cell renders dimmed.
/// - ``showsSelectionBackground`` draws the selected state (`▌` in the first column).
/// - The handlers run on select, long press, will display and did end display.
///
/// The same item shows in a table (``ContainerTableCellController``) or a grid
/// (``ContainerGridCellController``): pass it to a section builder, or call
/// ``cellController(for:)``. When an item is applied again with different content or options,
/// the diff reconfigures its cell in place.
///
/// ```swift
/// ContainerItem(id: "country", content: LeftRightContent(left: .title("Region"), right: .detailChevron("Russia")))
///     .accessibilityIdentifier("settings.country")
///     .onSelect { router.open(.regions) }
/// ```
public struct ContainerItem<Content: ContainerContent> {
    /// The content shown by the item's view.
    public var content: Content
    /// The identifier in the UI-test tree, set on the cell as
    /// `CellView.accessibilityIdentifier`.
    public var accessibilityIdentifier: String?
    /// The space inside the cell around the content view.
    public var insets: EdgeInsets
    /// Whether the item reacts to touches; a disabled item renders dimmed.
    public var isEnabled: Bool
    /// Whether the selected state is drawn.
    public var showsSelectionBackground: Bool
    /// Called when the item is tapped and selected.
    public var selectHandler: (@MainActor () -> Void)?
    /// Called when the item is long-pressed.
    public var longPressHandler: (@MainActor () -> Void)?
    /// Called just before the item's cell appears.
    public var willDisplayHandler: (@MainActor () -> Void)?
    /// Called after the item's cell left the screen.
    public var didEndDisplayHandler: (@MainActor () -> Void)?
    /// The actions a swipe reveals at each edge (see ``swipeActions(_:performsFirstActionWithFullSwipe:_:)``).
    public var swipeActionsByEdge: [SwipeEdge: SwipeActionsConfiguration] = [:]
    /// Whether the item can be moved interactively (see ``movable(_:)``).
    public var isMovable = false
    /// Called when an interactive move of the item ended (see ``onMove(_:)``).
    public var moveHandler: (@MainActor (Move<ItemPath>) -> Void)?

    /// The snapshot identity: the content type plus the difference identifier.
    let identity: DiffIdentifier

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - id: the difference identifier, unique among the items of a screen.
    ///   - content: what the item shows.
    ///   - accessibilityIdentifier: the cell's identifier for UI tests.
    ///   - insets: the space inside the cell around the content view.
    ///   - isEnabled: whether the item reacts to touches.
    ///   - showsSelectionBackground: whether the selected state is drawn.
    public init<ID: Hashable & Sendable>(
        id: ID,
        content: Content,
        accessibilityIdentifier: String? = nil,
        insets: EdgeInsets = EdgeInsets(),
        isEnabled: Bool = true,
        showsSelectionBackground: Bool = true
    ) {
        self.identity = DiffIdentifier(uncheckedType: Content.self, id: id)
        self.content = content
        self.accessibilityIdentifier = accessibilityIdentifier
        self.insets = insets
        self.isEnabled = isEnabled
        self.showsSelectionBackground = showsSelectionBackground
    }

    /// The difference identifier given at creation.
    public var differenceID: any Hashable & Sendable { identity.id }

    /// Whether a touch highlights the item: it is enabled and has a select or long-press handler
    /// (as in hh.ru, an item becomes tappable once it has a handler).
    public var isHighlightable: Bool {
        isEnabled && (selectHandler != nil || longPressHandler != nil)
    }

    /// The item's snapshot model.
    var model: ContainerItemModel<Content> {
        ContainerItemModel(
            id: identity, content: content, accessibilityIdentifier: accessibilityIdentifier,
            insets: insets, isEnabled: isEnabled, showsSelectionBackground: showsSelectionBackground)
    }

    /// The item's controller for `Host`: a ``ContainerTableCellController`` for a `TableHost`,
    /// a ``ContainerGridCellController`` for a `GridHost`.
    @MainActor
    public func cellController<Host: ContainerHosting>(for host: Host.Type = Host.self) -> CellController<Host> {
        Host.containerController(for: self)
    }
}

/// The snapshot model of a ``ContainerItem``: its identity (the content type and the item's
/// difference identifier) and everything that changes how its cell looks.
///
/// Handlers are not part of it: a new closure is not a visible change.
struct ContainerItemModel<Content: ContainerContent>: Identifiable, Equatable, Sendable {
    /// The content type and the difference identifier.
    let id: DiffIdentifier
    let content: Content
    let accessibilityIdentifier: String?
    let insets: EdgeInsets
    let isEnabled: Bool
    let showsSelectionBackground: Bool
}
