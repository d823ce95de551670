extension CellHost {
    /// Whether the host is in editing mode; setting it enters or leaves the mode, like
    /// `UITableView.isEditing` and `setEditing(_:animated:)` (nothing is animated in a headless
    /// host).
    ///
    /// A change of mode, as in UIKit: hides revealed swipe actions (an action waiting for its
    /// completion stops waiting), cancels an interactive move in progress (nothing is reported),
    /// and deselects every item silently (the delegate is not told, as for
    /// ``deselectItem(at:animated:)``); then every displayed cell gets its new state
    /// (``CellState/isEditing``, for the items that can be edited), and cells displayed later get
    /// it too. Setting the mode the host is already in does nothing. While editing, the editing
    /// selection rules apply (``allowsSelectionDuringEditing``,
    /// ``allowsMultipleSelectionDuringEditing``) and swipes throw ``SwipeActionError/editing``.
    ///
    /// - Complexity: setting it costs O(s log s + v) for s selected items and v visible cells,
    ///   plus one ``CellHostDataSource/host(_:canEditItemAt:)`` per visible item.
    public var isEditing: Bool {
        get { selection.isEditing }
        set { setEditing(newValue) }
    }

    /// Whether a tap selects an item in editing mode (UIKit's `allowsSelectionDuringEditing`).
    /// Defaults to `false`: in editing mode a tap selects nothing, unless
    /// ``allowsMultipleSelectionDuringEditing`` is on.
    public var allowsSelectionDuringEditing: Bool {
        get { selection.allowsSelectionDuringEditing }
        set { selection.allowsSelectionDuringEditing = newValue }
    }

    /// Whether several items may be selected in editing mode, each tap toggling one, with a
    /// checkmark on every item that can be edited (UIKit's
    /// `allowsMultipleSelectionDuringEditing`). Defaults to `false`.
    ///
    /// ``renderText()`` draws the checkmark in the first two columns of an editing cell's first
    /// line, `☑` for a selected item and `☐` for the others, and the cell's content after it, two
    /// columns narrower; a cell whose item cannot be edited keeps its whole width and shows no
    /// checkmark.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { selection.allowsMultipleSelectionDuringEditing }
        set { selection.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// Enters or leaves editing mode (see ``isEditing``).
    private func setEditing(_ editing: Bool) {
        guard editing != selection.isEditing else { return }
        if gesture.movement != nil {
            // The cancelled move's item goes back to its place (live reorder).
            showMovementChange { gesture = .idle }
        } else {
            changeGesture { $0.dismissTransient() }
        }
        _ = selection.setEditing(editing)
        updateVisibleCellStates()
    }

    /// Selects every item that may be selected now, from code (the delegate is neither asked
    /// nor told, as for ``selectItem(at:animated:scrollPosition:)``): in editing mode every item
    /// that can be edited (UIKit's "Select All"), else every item. The displayed cells show it
    /// at once.
    ///
    /// - Throws: ``EditingError/multipleSelectionNotAllowed(isEditing:)`` when only one item may
    ///   be selected now (``allowsMultipleSelectionDuringEditing`` in editing mode,
    ///   ``allowsMultipleSelection`` outside it); nothing changes.
    /// A section is selected as a whole, without an entry per item, outside editing mode and in
    /// editing mode when the data source says that every item of it can be edited
    /// (``CellHostDataSource/host(_:canEditEveryItemInSection:)``; the adapter does for a factory
    /// whose ``ItemEditability`` is ``ItemEditability/all``, such as a ``CellRegistration``
    /// without ``CellRegistration/editable(_:)``). In other sections it asks about each item.
    ///
    /// - Throws: ``EditingError/multipleSelectionNotAllowed(isEditing:)`` when only one item may
    ///   be selected now (``allowsMultipleSelectionDuringEditing`` in editing mode,
    ///   ``allowsMultipleSelection`` outside it); nothing changes.
    /// - Complexity: O(s) for s sections, plus the visible cells, plus, in editing mode, one
    ///   ``CellHostDataSource/host(_:canEditItemAt:)`` per item of the sections whose items the
    ///   data source does not answer for as a whole.
    public func selectAllItems() throws(EditingError) {
        loadIfNeeded()
        guard selection.selectsItems, selection.selectsSeveral else {
            throw .multipleSelectionNotAllowed(isEditing: isEditing)
        }
        var whole: [(section: Int, count: Int)] = []
        for section in 0..<engine.numberOfSections {
            let count = engine.numberOfItems(inSection: section)
            guard count > 0 else { continue }
            if !isEditing || dataSource?.host(typedSelf, canEditEveryItemInSection: section) ?? true {
                whole.append((section, count))
                continue
            }
            for item in 0..<count {
                let path = ItemPath(item: item, section: section)
                if itemCanBeEdited(path) { selection.insert(path) }
            }
        }
        selection.selectWholeSections(whole)
        updateVisibleCellStates()
    }

    /// Deselects every item from code (the delegate is neither asked nor told). The displayed
    /// cells show it at once.
    ///
    /// - Complexity: O(1) for the selection, plus the visible cells.
    public func deselectAllItems() {
        guard !selection.isEmpty else { return }
        selection.removeAll()
        updateVisibleCellStates()
    }

    /// Whether the item can be edited: the data source's
    /// ``CellHostDataSource/host(_:canEditItemAt:)`` (the adapter asks the item's controller).
    ///
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)``.
    /// - Complexity: O(1) plus the data source's answer.
    package func canEditItem(at itemPath: ItemPath) throws(CellHostError) -> Bool {
        loadIfNeeded()
        try checkRange(itemPath, throwing: CellHostError.self)
        return itemCanBeEdited(itemPath)
    }

    /// The data source's answer for an item known to exist; `true` without a data source.
    func itemCanBeEdited(_ path: ItemPath) -> Bool {
        dataSource?.host(typedSelf, canEditItemAt: path) ?? true
    }

    /// Whether the item's cell is editing (``CellState/isEditing``): the host is, and the item
    /// can be edited.
    func isEditingItem(at path: ItemPath) -> Bool {
        selection.isEditing && itemCanBeEdited(path)
    }

    /// Whether the item may be selected now: the selection rules allow it, and in editing mode
    /// the item can be edited.
    func selectsItem(at path: ItemPath) -> Bool {
        selection.selectsItems && (!selection.isEditing || itemCanBeEdited(path))
    }

    /// The checkmark drawn before the content of `cell` (`☑` selected, `☐` not), or `nil` when
    /// it shows none: the host shows checkmarks and the cell is editing.
    func editingCheckmark(of cell: Layout.Cell) -> String? {
        guard selection.showsCheckmarks, cell.state.isEditing else { return nil }
        return cell.state.isSelected ? "☑" : "☐"
    }
}
