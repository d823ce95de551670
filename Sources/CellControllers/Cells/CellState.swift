/// What a displayed cell is showing besides its content: highlighted, selected, disabled,
/// swiped. UIKit's `UICellConfigurationState`.
///
/// A host hands a cell its state through ``CellView/updateState(_:)`` whenever one of these
/// flags changes while the cell is displayed, and every time the cell is displayed for an item
/// (so that a reused cell never shows the state of the item it showed before). The cell reads
/// its current state back from ``CellView/state``.
///
/// Editing and expanded states are not part of it yet: they come with the features that
/// introduce them (a host has no editing mode or expandable rows today).
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

    /// Creates a state; every flag defaults to `false`, the state of a cell no host displays.
    public init(isHighlighted: Bool = false, isSelected: Bool = false, isDisabled: Bool = false, isSwiped: Bool = false) {
        self.isHighlighted = isHighlighted
        self.isSelected = isSelected
        self.isDisabled = isDisabled
        self.isSwiped = isSwiped
    }
}
