/// What a displayed cell is showing besides its content: highlighted, selected, disabled,
/// swiped, editing. UIKit's `UICellConfigurationState`.
///
/// A host hands a cell its state through ``CellView/updateState(_:)`` whenever one of these
/// flags changes while the cell is displayed, and every time the cell is displayed for an item
/// (so that a reused cell never shows the state of the item it showed before). The cell reads
/// its current state back from ``CellView/state``.
///
/// An item of a section shown as a tree (a ``SectionSnapshot``) also has its place in it,
/// ``outline``: level, children, expanded. And a cell may carry state of the app's own, by
/// ``CellStateKey`` (``subscript(_:)``), which its controller sets with
/// ``CellView/setCustomState(_:for:)`` and which the host keeps as the other flags change.
public struct CellState: Hashable, Sendable {
    /// Whether a finger is down on the item (between touch down and touch up of a tap).
    public var isHighlighted: Bool
    /// Whether the item is selected.
    public var isSelected: Bool
    /// Whether the cell renders as disabled (``CellView/isEnabled`` is `false`): its controller
    /// decides this while configuring it.
    public var isDisabled: Bool
    /// Whether the item's row shows its swipe actions (``CellHost/revealedSwipeActions``).
    public var isSwiped: Bool
    /// Whether the cell is in editing mode: its host is editing (``CellHost/isEditing``) and the
    /// item can be edited (``CellHostDataSource/host(_:canEditItemAt:)``; the adapter asks the
    /// item's controller, ``CellController/canEditCell()``). A cell of an item that cannot be
    /// edited is not editing, as UIKit does not put such a row in editing mode.
    public var isEditing: Bool
    /// The item's place in its section's outline (see ``SectionSnapshot``), or `nil` for an item
    /// of a flat section. The host takes it from its data source
    /// (``CellHostDataSource/host(_:outlineForItemAt:)``; the adapter answers for sections shown
    /// as trees) and draws its indent and disclosure.
    public var outline: CellOutline? = nil
    /// The app-defined values, by key.
    var custom = CustomCellState()

    /// Creates a state; every flag defaults to `false`, the state of a cell no host displays.
    /// (Hosts make states; a cell reads its own, ``CellView/state``.)
    package init(
        isHighlighted: Bool = false,
        isSelected: Bool = false,
        isDisabled: Bool = false,
        isSwiped: Bool = false,
        isEditing: Bool = false
    ) {
        self.isHighlighted = isHighlighted
        self.isSelected = isSelected
        self.isDisabled = isDisabled
        self.isSwiped = isSwiped
        self.isEditing = isEditing
    }

    /// The app-defined value for `key` (UIKit's `UICellConfigurationState` subscript of a custom
    /// key), or `nil` when none is set. A cell's controller sets it with
    /// ``CellView/setCustomState(_:for:)``; the host keeps it while it changes the other flags,
    /// and a reused cell starts without any.
    ///
    /// - Complexity: O(1) expected.
    public subscript<Value>(key: CellStateKey<Value>) -> Value? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
