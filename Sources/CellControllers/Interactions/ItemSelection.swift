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
///
/// A select-all of a section whose items all may be selected selects the section as a whole
/// (``selectWholeSections(_:)``): O(1) for its m items, not one entry each, so that selecting a
/// million rows fits in a frame. Such a section keeps the items deselected since; the queries
/// answer as if every item were listed, and a change of the screen (``carryOver(_:)``,
/// ``keep(where:)``) lists them first.
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
    /// The selected items, besides those of ``wholeSections``.
    private(set) var items: Set<ItemPath> = []
    /// The sections selected as a whole, by section: every item below the section's item count
    /// then is selected except those deselected since. ``items`` lists none of those items.
    private(set) var wholeSections: [Int: WholeSection] = [:]

    /// A section selected as a whole: its items `0..<count`, except `deselected`.
    struct WholeSection {
        /// The section's item count when it was selected.
        var count: Int
        /// The items deselected since.
        var deselected: Set<Int> = []

        /// Whether `item` is one of the items selected with the section (selected or not now).
        func covers(_ item: Int) -> Bool { item >= 0 && item < count }
    }

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
        removeAll()
        return deselected
    }

    /// Whether nothing is selected.
    ///
    /// - Complexity: O(w) for w sections selected as a whole.
    var isEmpty: Bool {
        items.isEmpty && wholeSections.values.allSatisfy { $0.deselected.count >= $0.count }
    }

    /// The selected items, in order.
    ///
    /// - Complexity: O(s log s) for s items selected one by one, plus O(m) for the m items of
    ///   the sections selected as a whole.
    var sorted: [ItemPath] {
        let listed = Self.ascending(items)
        guard !wholeSections.isEmpty else { return listed }
        var result: [ItemPath] = []
        result.reserveCapacity(listed.count + wholeSections.values.reduce(0) { $0 + $1.count })
        var next = 0
        for section in wholeSections.keys.sorted() {
            guard let whole = wholeSections[section] else { continue }
            while next < listed.count, listed[next] < ItemPath(item: 0, section: section) {
                result.append(listed[next])
                next += 1
            }
            for item in 0..<whole.count where !whole.deselected.contains(item) {
                result.append(ItemPath(item: item, section: section))
            }
        }
        result.append(contentsOf: listed[next...])
        return result
    }

    /// Whether `path` is selected.
    ///
    /// - Complexity: O(1) expected.
    func contains(_ path: ItemPath) -> Bool {
        if let whole = wholeSections[path.section], whole.covers(path.item) {
            return !whole.deselected.contains(path.item)
        }
        return items.contains(path)
    }

    /// The items that selecting `path` deselects, in order: with single selection every other
    /// selected item, with multiple selection none.
    ///
    /// - Complexity: O(s log s) for s selected items with single selection, else O(1).
    func itemsDeselected(bySelecting path: ItemPath) -> [ItemPath] {
        selectsSeveral ? [] : sorted.filter { $0 != path }
    }

    /// Selects `path` if items may be selected, deselecting the others with single selection.
    ///
    /// - Returns: the items it deselected, in order.
    /// - Complexity: as ``itemsDeselected(bySelecting:)``.
    mutating func select(_ path: ItemPath) -> [ItemPath] {
        guard selectsItems else { return [] }
        let deselected = itemsDeselected(bySelecting: path)
        for other in deselected { deselect(other) }
        insert(path)
        return deselected
    }

    /// Marks `path` selected, whatever the rules: for a tap, which applied them itself while it
    /// asked the delegate.
    mutating func insert(_ path: ItemPath) {
        if let whole = wholeSections[path.section], whole.covers(path.item) {
            wholeSections[path.section]?.deselected.remove(path.item)
        } else {
            items.insert(path)
        }
    }

    /// Selects every item of each section as a whole (`sections` gives each section's item
    /// count), replacing what was selected in it: a select-all of sections whose items all may
    /// be selected.
    ///
    /// - Complexity: O(w) for w sections, plus O(s) for s items selected one by one when some
    ///   are in those sections.
    mutating func selectWholeSections(_ sections: [(section: Int, count: Int)]) {
        guard !sections.isEmpty else { return }
        for (section, count) in sections { wholeSections[section] = WholeSection(count: count) }
        if !items.isEmpty {
            items = items.filter { path in wholeSections[path.section].map { !$0.covers(path.item) } ?? true }
        }
    }

    /// Deselects `path`; returns whether it was selected.
    @discardableResult
    mutating func deselect(_ path: ItemPath) -> Bool {
        if let whole = wholeSections[path.section], whole.covers(path.item) {
            return wholeSections[path.section]?.deselected.insert(path.item).inserted ?? false
        }
        return items.remove(path) != nil
    }

    /// Deselects everything.
    mutating func removeAll() {
        items.removeAll()
        wholeSections.removeAll()
    }

    /// Keeps only the selected items that `isKept` accepts.
    ///
    /// - Complexity: O(s) for s selected items (the items of sections selected as a whole
    ///   listed first).
    mutating func keep(where isKept: (ItemPath) -> Bool) {
        listWholeSections()
        if !items.isEmpty { items = items.filter(isKept) }
    }

    /// Carries the selection across a batch update: each selected item stays selected at its
    /// new path, unless it was deleted or reloaded.
    ///
    /// - Complexity: O(s log k) for s selected items and k changes (the items of sections
    ///   selected as a whole listed first).
    mutating func carryOver(_ plan: UpdatePlan) {
        listWholeSections()
        guard !items.isEmpty else { return }
        // In order, in one walk of the batch per section (thousands of selected rows deleted
        // at once, say), rather than two binary searches per item.
        items = Set(plan.survivingPaths(forOldAscending: Self.ascending(items)))
    }

    /// `paths` in order, sorted as integers (a path's section and item in one) when they fit.
    ///
    /// - Complexity: O(s log s) for s paths.
    static func ascending(_ paths: Set<ItemPath>) -> [ItemPath] {
        var fits = true
        var keys = paths.map { path in
            if path.section < 0 || path.item < 0 || path.section >= 1 << 31 || path.item >= 1 << 32 { fits = false }
            return path.section << 32 | path.item
        }
        guard fits else { return paths.sorted() }
        keys.sort()
        return keys.map { ItemPath(item: $0 & 0xFFFF_FFFF, section: $0 >> 32) }
    }

    /// Lists the selected items of the sections selected as a whole in ``items``, one by one.
    ///
    /// - Complexity: O(m) for their m items.
    private mutating func listWholeSections() {
        guard !wholeSections.isEmpty else { return }
        for (section, whole) in wholeSections {
            for item in 0..<whole.count where !whole.deselected.contains(item) {
                items.insert(ItemPath(item: item, section: section))
            }
        }
        wholeSections.removeAll()
    }
}
