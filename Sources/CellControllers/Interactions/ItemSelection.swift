/// A host's selection: the selected items, and whether items may be selected, one or several.
///
/// Its rules: without ``allowsSelection`` nothing gets selected; with single selection, selecting
/// an item deselects every other one; across a batch update, a selected item stays selected at
/// its new path unless it was deleted or reloaded. The host sends the delegate's events and
/// updates the cells; this value only decides what is selected.
struct ItemSelection {
    /// Whether items may be selected (``CellHost/allowsSelection``).
    var allowsSelection = true
    /// Whether selecting an item leaves the others selected
    /// (``CellHost/allowsMultipleSelection``).
    var allowsMultipleSelection = false
    /// The selected items.
    private(set) var items: Set<ItemPath> = []

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
        allowsMultipleSelection ? [] : items.filter { $0 != path }.sorted()
    }

    /// Selects `path` if items may be selected, deselecting the others with single selection.
    ///
    /// - Returns: the items it deselected, in order.
    /// - Complexity: as ``itemsDeselected(bySelecting:)``.
    mutating func select(_ path: ItemPath) -> [ItemPath] {
        guard allowsSelection else { return [] }
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
