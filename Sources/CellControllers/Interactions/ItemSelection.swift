/// A host's selection: the selected items, whether the host is editing, and whether items may
/// be selected, one or several, in and out of editing mode.
///
/// Its rules: without ``selectsItems`` nothing gets selected; without ``selectsSeveral``,
/// selecting an item deselects every other one; outside editing mode these are
/// ``allowsSelection`` and ``allowsMultipleSelection``, in editing mode
/// ``allowsSelectionDuringEditing`` and ``allowsMultipleSelectionDuringEditing`` (either of which
/// lets items be selected, as in UIKit); entering or leaving editing mode deselects everything;
/// across a batch update, a selected item stays selected at its new path unless it was deleted
/// or reloaded. The host sends the delegate's events, asks which items can be edited, and
/// updates the cells; this value only decides what is selected.
struct ItemSelection {
    /// Whether items may be selected outside editing mode (``CellHost/allowsSelection``).
    var allowsSelection = true
    /// Whether selecting an item outside editing mode leaves the others selected
    /// (``CellHost/allowsMultipleSelection``).
    var allowsMultipleSelection = false
    /// Whether the host is in editing mode (``CellHost/isEditing``).
    private(set) var isEditing = false
    /// Whether items may be selected in editing mode (``CellHost/allowsSelectionDuringEditing``).
    var allowsSelectionDuringEditing = false
    /// Whether several items may be selected in editing mode, each tap toggling one
    /// (``CellHost/allowsMultipleSelectionDuringEditing``).
    var allowsMultipleSelectionDuringEditing = false
    /// The selected items.
    private(set) var items: Set<ItemPath> = []

    /// Whether items may be selected now: ``allowsSelection``, or in editing mode
    /// ``allowsSelectionDuringEditing`` or ``allowsMultipleSelectionDuringEditing``.
    var selectsItems: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether selecting an item now leaves the others selected: ``allowsMultipleSelection``,
    /// or in editing mode ``allowsMultipleSelectionDuringEditing``.
    var selectsSeveral: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Whether editable items show a checkmark: in editing mode with
    /// ``allowsMultipleSelectionDuringEditing``.
    var showsCheckmarks: Bool { isEditing && allowsMultipleSelectionDuringEditing }

    /// Enters or leaves editing mode; a change deselects everything, as UIKit's table does.
    ///
    /// - Returns: the items it deselected, in order (none when the mode did not change).
    /// - Complexity: O(s log s) for s selected items.
    mutating func setEditing(_ editing: Bool) -> [ItemPath] {
        guard editing != isEditing else { return [] }
        isEditing = editing
        let deselected = sorted
        items.removeAll()
        return deselected
    }

    /// The selected items, in order.
    ///
    /// - Complexity: O(s log s) for s selected items.
    var sorted: [ItemPath] { items.sorted() }

    /// Whether `path` is selected.
    ///
    /// - Complexity: O(1) expected.
    func contains(_ path: ItemPath) -> Bool { items.contains(path) }

    /// The items that selecting `path` deselects, in order: with single selection every other
    /// selected item, with multiple selection none.
    ///
    /// - Complexity: O(s log s) for s selected items with single selection, else O(1).
    func itemsDeselected(bySelecting path: ItemPath) -> [ItemPath] {
        selectsSeveral ? [] : items.filter { $0 != path }.sorted()
    }

    /// Selects `path` if items may be selected, deselecting the others with single selection.
    ///
    /// - Returns: the items it deselected, in order.
    /// - Complexity: as ``itemsDeselected(bySelecting:)``.
    mutating func select(_ path: ItemPath) -> [ItemPath] {
        guard selectsItems else { return [] }
        let deselected = itemsDeselected(bySelecting: path)
        for other in deselected { items.remove(other) }
        items.insert(path)
        return deselected
    }

    /// Marks `path` selected, whatever the rules: for a tap, which applied them itself while it
    /// asked the delegate.
    mutating func insert(_ path: ItemPath) {
        items.insert(path)
    }

    /// Deselects `path`; returns whether it was selected.
    @discardableResult
    mutating func deselect(_ path: ItemPath) -> Bool {
        items.remove(path) != nil
    }

    /// Deselects everything.
    mutating func removeAll() {
        items.removeAll()
    }

    /// Keeps only the selected items that `isKept` accepts.
    ///
    /// - Complexity: O(s) for s selected items.
    mutating func keep(where isKept: (ItemPath) -> Bool) {
        if !items.isEmpty { items = items.filter(isKept) }
    }

    /// Carries the selection across a batch update: each selected item stays selected at its
    /// new path, unless it was deleted or reloaded.
    ///
    /// - Complexity: O(s log k) for s selected items and k changes.
    mutating func carryOver(_ plan: UpdatePlan) {
        items = Set(items.compactMap(plan.survivingPath(forOld:)))
    }
}
