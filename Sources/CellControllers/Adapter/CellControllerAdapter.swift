/// Connects sections of cell controllers to a host as its data source and delegate.
///
/// The adapter answers the host's UIKit-style questions (`numberOfSections`, `numberOfItems`,
/// `cellForItem`, heights, layouts) from its ``sections`` and forwards every event
/// (`willDisplay`, `didEndDisplaying`, highlight, select, deselect, long press) to the
/// controller of that item. Controllers register their own cells on first use.
///
/// Screens change with ``apply(_:)-([ControllerSection<Host>])``: the new sections are diffed against the current ones
/// (``Snapshot/diff(from:to:contentChanges:)``) and the host gets the minimal batch updates.
///
/// The host keeps its data source weakly, as in UIKit: keep the adapter alive as long as the
/// host is on screen. The adapter keeps the host.
@MainActor
public final class CellControllerAdapter<Host: CellHosting>: CellHostDataSource, CellHostDelegate {
    /// The host this adapter drives.
    public let host: Host
    /// The sections currently shown.
    public private(set) var sections: [ControllerSection<Host>] {
        didSet { itemLists = sections.map(\.items) }
    }
    /// The item controllers of each section, kept apart from the section values so that the hot
    /// path (`cellForItemAt`) indexes arrays of references instead of copying section structs.
    private var itemLists: [[CellController<Host>]]
    /// The snapshot of ``sections``, as last diffed.
    public private(set) var snapshot: Snapshot
    /// Above this many changes, ``apply(_:)-([ControllerSection<Host>])`` reloads the host instead of animating a batch.
    public var reloadThreshold = 10_000
    /// How changed content of kept items is applied: in place (the default) or with new cells.
    public var contentChanges: ContentChangeStyle = .reconfigure
    /// Called after an item's controller handled a selection, with the item's path.
    public var didSelect: ((ItemPath, CellController<Host>) -> Void)?
    /// Called after an item's controller handled a long press, with the item's path.
    public var didLongPress: ((ItemPath, CellController<Host>) -> Void)?
    /// Called when the adapter shows a screen with `reloadData()` because a batch it computed
    /// could not be applied, with the typed reason, just before the reload. (Reloading because a
    /// change is larger than ``reloadThreshold`` is a choice, not a failure, and is not reported.)
    public var didFallBackToReload: ((AdapterFallback) -> Void)?
    /// Called after a header's or footer's controller handled a tap, with the element's kind and
    /// section.
    public var didTapSupplementary: ((SupplementaryKind, Int, CellController<Host>) -> Void)?

    private var owners: [ObjectIdentifier: CellController<Host>] = [:]
    private var pending: [([ControllerSection<Host>], Snapshot)] = []
    private var isApplying = false

    /// Creates an adapter that becomes `host`'s data source and delegate and shows `sections`.
    public init(host: Host, sections: [ControllerSection<Host>] = []) {
        self.host = host
        self.sections = sections
        self.itemLists = sections.map(\.items)
        self.snapshot = Snapshot(sections)
        host.dataSource = self
        host.delegate = self
    }

    /// Replaces the sections without diffing and reloads the host.
    ///
    /// - Throws: ``SnapshotError`` for duplicate identifiers; nothing changes.
    public func reload(_ sections: [ControllerSection<Host>]) throws(SnapshotError) {
        let newSnapshot = Snapshot(sections)
        try newSnapshot.validate()
        self.sections = sections
        self.snapshot = newSnapshot
        host.reloadData()
    }

    /// Shows `sections`, animating the difference from the current ones as batch updates.
    ///
    /// The new sections are validated first: duplicate item or section identifiers throw and
    /// nothing changes. Then the change is diffed and applied stage by stage (structure, then
    /// content; see ``StagedChangeset``). More than ``reloadThreshold`` changes reload instead.
    /// A call made while an apply is running (say, from a controller's `didSelectCell` or
    /// `willDisplayCell`) is queued and runs right after it, never interleaved.
    ///
    /// - Complexity: expected O(n) to diff n items, plus O(k log n) to update the host for k
    ///   changes, plus the visible cells.
    public func apply(_ sections: [ControllerSection<Host>]) throws(SnapshotError) {
        let newSnapshot = Snapshot(sections)
        guard !isApplying else {
            try newSnapshot.validate()
            pending.append((sections, newSnapshot))
            return
        }
        // The diff rejects duplicates before anything changes, so no separate validation pass.
        let changes = try Snapshot.diff(from: snapshot, to: newSnapshot, contentChanges: contentChanges)
        isApplying = true
        defer { isApplying = false }
        perform(sections, snapshot: newSnapshot, changes: changes)
        while !pending.isEmpty {
            let (next, nextSnapshot) = pending.removeFirst()
            do {
                let nextChanges = try Snapshot.diff(from: snapshot, to: nextSnapshot, contentChanges: contentChanges)
                perform(next, snapshot: nextSnapshot, changes: nextChanges)
            } catch {
                didFallBackToReload?(.queuedDiffFailed(error))
                perform(next, snapshot: nextSnapshot, changes: nil)
            }
        }
    }

    private func perform(_ newSections: [ControllerSection<Host>], snapshot newSnapshot: Snapshot, changes: StagedChangeset?) {
        let layoutsChanged = sections.map(\.layout) != newSections.map(\.layout)
        sections = newSections
        snapshot = newSnapshot
        guard let changes, changes.changeCount <= reloadThreshold else {
            host.reloadData()
            return
        }
        // Layouts are not part of the diff; an empty batch lets the host lay out sections whose
        // layout changed (any non-empty batch does that too).
        let stages = changes.stages.isEmpty && layoutsChanged ? [BatchUpdate()] : changes.stages
        for (index, stage) in stages.enumerated() {
            do {
                try host.performBatchUpdates(stage, updatingData: {})
            } catch {
                // A diff of valid screens yields valid batches; if the host disagrees, say so,
                // then show the truth.
                didFallBackToReload?(.batchRejected(error, stage: index))
                host.reloadData()
                break
            }
        }
        rebindVisibleCells()
    }

    /// Hands every visible cell to the controller now at its path (kept items get new controller
    /// objects when a screen is rebuilt), so that later events and `currentCell()` are right.
    /// This is also the one place that handles a controller wanting another cell class than the
    /// one its item is displayed with (same model, new controller type): such items are reloaded,
    /// so the old controller ends displaying the old cell and the new one gets a new cell.
    private func rebindVisibleCells() {
        for (index, section) in sections.enumerated() {
            for kind in SupplementaryKind.allCases {
                guard let cell = host.supplementaryCell(kind, inSection: index), let controller = section.supplementary(kind)
                else { continue }
                bind(cell, to: controller)
            }
        }
        var mismatched: [ItemPath] = []
        for path in host.indexPathsForVisibleItems {
            guard let cell = host.cellForItem(at: path), let controller = controller(at: path) else { continue }
            if controller.canConfigure(cell) {
                bind(cell, to: controller)
            } else {
                mismatched.append(path)
            }
        }
        // An unchanged item whose new controller wants another cell class gets a new cell.
        if !mismatched.isEmpty {
            try? host.performBatchUpdates(BatchUpdate(reloadedItems: mismatched), updatingData: {})
        }
    }

    private func bind(_ cell: Host.CellType, to controller: CellController<Host>) {
        let key = ObjectIdentifier(cell)
        guard owners[key] !== controller else { return }
        owners[key] = controller
        controller.adopt(cell)
    }

    /// The controller of the item at `itemPath`, or `nil` when there is none.
    ///
    /// - Complexity: O(1).
    public func controller(at itemPath: ItemPath) -> CellController<Host>? {
        guard itemLists.indices.contains(itemPath.section),
              itemLists[itemPath.section].indices.contains(itemPath.item) else { return nil }
        return itemLists[itemPath.section][itemPath.item]
    }

    // MARK: CellHostDataSource

    /// The number of sections.
    public func numberOfSections(in host: Host) -> Int { sections.count }

    /// The number of item controllers in `section`.
    public func host(_ host: Host, numberOfItemsInSection section: Int) -> Int { itemLists[section].count }

    /// A cell dequeued and configured by the item's controller.
    ///
    /// - Complexity: O(1): one virtual call, one dequeue, one checked cast, one configure.
    public func host(_ host: Host, cellForItemAt itemPath: ItemPath) throws(CellHostError) -> Host.CellType {
        try itemLists[itemPath.section][itemPath.item].cell(from: host, for: itemPath)
    }

    /// A cell dequeued and configured by the header's or footer's controller, if the section has one.
    public func host(_ host: Host, cellForSupplementary kind: SupplementaryKind, inSection section: Int) throws(CellHostError) -> Host.CellType? {
        guard let controller = supplementaryController(kind, inSection: section) else { return nil }
        return try controller.cell(from: host, for: ItemPath(item: 0, section: section))
    }

    /// The item controller's height.
    public func host(_ host: Host, heightForItemAt itemPath: ItemPath, width: Double) -> Double? {
        itemLists[itemPath.section][itemPath.item].height(forWidth: width)
    }

    /// The section's layout.
    public func host(_ host: Host, layoutForSection section: Int) -> Host.Layout? { sections[section].layout }

    /// Lets the item's (new) controller configure its displayed cell again.
    public func host(_ host: Host, reconfigure cell: Host.CellType, forItemAt itemPath: ItemPath) {
        // A cell of another class is left to `rebindVisibleCells`, which reloads it.
        guard let controller = controller(at: itemPath), controller.canConfigure(cell) else { return }
        owners[ObjectIdentifier(cell)] = controller
        controller.reconfigure(cell)
    }

    // MARK: CellHostDelegate

    /// Forwards to the item's controller, which becomes the cell's owner.
    public func host(_ host: Host, willDisplay cell: Host.CellType, forItemAt itemPath: ItemPath) {
        guard let controller = controller(at: itemPath) else { return }
        owners[ObjectIdentifier(cell)] = controller
        controller.willDisplay(cell)
    }

    /// Forwards to the controller that displayed the cell (even if its item was just deleted or
    /// moved, so the event always reaches the right controller).
    public func host(_ host: Host, didEndDisplaying cell: Host.CellType, forItemAt itemPath: ItemPath) {
        owners.removeValue(forKey: ObjectIdentifier(cell))?.didEndDisplaying(cell)
    }

    /// Forwards to the header's or footer's controller.
    public func host(_ host: Host, willDisplaySupplementary cell: Host.CellType, kind: SupplementaryKind, inSection section: Int) {
        guard let controller = supplementaryController(kind, inSection: section) else { return }
        owners[ObjectIdentifier(cell)] = controller
        controller.willDisplay(cell)
    }

    /// Forwards to the controller that displayed the header or footer.
    public func host(_ host: Host, didEndDisplayingSupplementary cell: Host.CellType, kind: SupplementaryKind, inSection section: Int) {
        owners.removeValue(forKey: ObjectIdentifier(cell))?.didEndDisplaying(cell)
    }

    /// Asks the item's controller.
    public func host(_ host: Host, shouldHighlightItemAt itemPath: ItemPath) -> Bool {
        controller(at: itemPath)?.shouldHighlightCell() ?? false
    }

    /// Forwards to the item's controller, then to ``didSelect``.
    public func host(_ host: Host, didSelectItemAt itemPath: ItemPath) {
        guard let controller = controller(at: itemPath) else { return }
        controller.didSelectCell()
        didSelect?(itemPath, controller)
    }

    /// Forwards to the item's controller.
    public func host(_ host: Host, didDeselectItemAt itemPath: ItemPath) {
        controller(at: itemPath)?.didDeselectCell()
    }

    /// Asks the header's or footer's controller (``CellController/shouldHighlightCell()``).
    public func host(_ host: Host, shouldHighlightSupplementary kind: SupplementaryKind, inSection section: Int) -> Bool {
        supplementaryController(kind, inSection: section)?.shouldHighlightCell() ?? false
    }

    /// Forwards to the header's or footer's controller (``CellController/didSelectCell()``: its
    /// tap handler), then to ``didTapSupplementary``.
    public func host(_ host: Host, didTapSupplementary kind: SupplementaryKind, inSection section: Int) {
        guard let controller = supplementaryController(kind, inSection: section) else { return }
        controller.didSelectCell()
        didTapSupplementary?(kind, section, controller)
    }

    /// Forwards to the header's or footer's controller.
    public func host(_ host: Host, didLongPressSupplementary kind: SupplementaryKind, inSection section: Int) {
        supplementaryController(kind, inSection: section)?.didLongPressCell()
    }

    /// The controller of a section's header or footer, or `nil` when there is none.
    ///
    /// - Complexity: O(1).
    public func supplementaryController(_ kind: SupplementaryKind, inSection section: Int) -> CellController<Host>? {
        sections.indices.contains(section) ? sections[section].supplementary(kind) : nil
    }

    /// Forwards to the item's controller, then to ``didLongPress``.
    public func host(_ host: Host, didLongPressItemAt itemPath: ItemPath) {
        guard let controller = controller(at: itemPath) else { return }
        controller.didLongPressCell()
        didLongPress?(itemPath, controller)
    }
}
