extension DiffableDataSource {
    /// Begins a drag of the item at `path`, with the items at `others` added (UIKit's drag with
    /// added items), and returns its session, typed by this data source's `Item`. Every item must
    /// be shown and allowed by ``dragDropHandlers`` (``DragDropHandlers/canDrag``); the handlers'
    /// ``DragDropHandlers/didBegin`` and the controllers the adapter has for the items (those
    /// displayed, ``CellController/didChangeDrag(endedWith:)``) learn of it.
    ///
    /// ```swift
    /// let session = try dataSource.beginDrag(at: ItemPath(item: 2, section: 0))
    /// try session.hover(over: dataSource, at: ItemPath(item: 0, section: 0))   // live reorder
    /// try session.drop()
    /// ```
    ///
    /// - Parameters:
    ///   - path: the item the drag begins on.
    ///   - others: more items dragged with it (repeats are ignored). The session carries the
    ///     items in display order, which is the order a drop inserts them in.
    /// - Throws: ``DragError``: a drag of this data source is in progress, an item is out of
    ///   range or cannot be dragged. Nothing changes.
    /// - Complexity: O(k log k) for k items, plus one ``DragDropHandlers/canDrag`` each.
    public func beginDrag(at path: ItemPath, adding others: [ItemPath] = []) throws(DragError) -> DragSession<Item> {
        if let activeDrag, activeDrag.isActive { throw .dragInProgress }
        adapter.host.layoutIfNeeded()
        let shown = snapshot()
        let paths = Array(Set([path] + others)).sorted()
        var items: [Item] = []
        for path in paths {
            let violation = ItemRangeViolation.of(path, sectionCount: shown.numberOfSections, itemCount: shown.numberOfItems(inSectionAt:))
            if let violation {
                throw .itemOutOfRange(path, sectionCount: violation.sectionCount, itemCount: violation.itemCount)
            }
            guard let item = shown.item(at: path) else { throw .sourceChanged }
            guard dragDropHandlers.canDrag?(item) ?? true else { throw .cannotDrag(path) }
            items.append(item)
        }
        let session = DragSession(items: items, source: self)
        activeDrag = session
        dragDropHandlers.didBegin?(items)
        for path in paths { adapter.store.existingController(at: path, in: adapter.snapshot)?.didChangeDrag(endedWith: nil) }
        return session
    }

    /// This data source as a destination of drags of its own item type: what
    /// ``DragSession/hover(over:at:)-(DiffableDataSource<Section,Payload,Host>,_)`` hovers over.
    package func dropReceiver() -> DropReceiver<Item> {
        dropReceiver(local: true) { $0 }
    }

    /// This data source as a destination of drags of another type, `Payload`, converted into
    /// its items by `convert` (a payload it returns `nil` for is left out of the drop). A drop
    /// there is never local: a move deletes the payloads from their source and inserts the
    /// converted items here.
    ///
    /// ```swift
    /// let archive = archiveList.dropReceiver(accepting: Card.self) { card in Task(id: card.id, title: card.title) }
    /// ```
    public func dropReceiver<Payload>(accepting _: Payload.Type, converting convert: @escaping @MainActor (Payload) -> Item?) -> DropReceiver<Payload> {
        dropReceiver(local: false, convert)
    }

    /// A receiver that converts payloads with `convert`; with `local`, this data source's own
    /// drags are local (the payloads are its items).
    private func dropReceiver<Payload>(local: Bool, _ convert: @escaping @MainActor (Payload) -> Item?) -> DropReceiver<Payload> {
        DropReceiver(
            localOwner: local ? ObjectIdentifier(self) : nil,
            counts: { [weak self] in
                guard let self else { return nil }
                let shown = snapshot()
                return (shown.numberOfSections, shown.numberOfItems(inSectionAt:))
            },
            propose: { [weak self] payloads, place, isLocal in
                let request = DropRequest(items: payloads.compactMap(convert), destination: place, isLocal: isLocal)
                return self?.dragDropHandlers.proposal?(request) ?? DropProposal(.move)
            },
            prepare: { [weak self] payloads, place, operation, removing throws(DragError) in
                guard let self else { throw .destinationGone }
                return try prepareDrop(payloads.compactMap(convert), at: place, operation: operation, removing: removing.compactMap(convert), isLocal: local)
            },
            didDrop: { [weak self] payloads, paths, operation, isLocal in
                self?.didDrop(DropEvent(items: payloads.compactMap(convert), paths: paths, operation: operation, isLocal: isLocal))
            })
    }

    /// Tells the dropped items' controllers (``CellController/didReceiveDrop(_:)``), then
    /// ``dragDropHandlers``.
    private func didDrop(_ event: DropEvent<Item>) {
        for path in event.paths {
            adapter.store.existingController(at: path, in: adapter.snapshot)?.didReceiveDrop(event.operation)
        }
        dragDropHandlers.didDrop?(event)
    }

    /// Checks a drop of `items` at `place` (after deleting `removing`, for a move within this
    /// data source) on the newest requested screen, and returns what applies it through the
    /// adapter's diff and tells ``dragDropHandlers``.
    private func prepareDrop(
        _ items: [Item], at place: ItemPath, operation: DropOperation, removing: [Item], isLocal: Bool
    ) throws(DragError) -> () throws(DragError) -> Void {
        let shown = snapshot()
        guard shown.numberOfSections > place.section else { throw .destinationGone }
        // The item the dropped ones go before, in the screen shown once `removing` left it.
        let removed = removing.compactMap { shown.pathOfItem($0.id) }.filter { $0.section == place.section }.map(\.item).sorted()
        var index = place.item
        for item in removed where item <= index { index += 1 }
        let anchor = shown.item(at: ItemPath(item: index, section: place.section))
        let sectionID = shown.sectionModel(at: place.section).id
        let requested = try requestedForDrop()
        var edited = requested.snapshot
        do throws(SnapshotEditError) {
            if !removing.isEmpty { try edited.deleteItems(removing.map(\.id)) }
            if let anchor {
                try edited.insertItems(items, at: .before(anchor.id))
            } else {
                try edited.appendItems(items, toSection: sectionID)
            }
        } catch {
            throw .dropRejected(error)
        }
        // Without a removal here, the drop inserts its items together, where the anchor was (or
        // at the section's end) in the screen shown.
        let start = anchor == nil ? shown.numberOfItems(inSectionAt: place.section) : index
        let inserted = removing.isEmpty
            ? BatchUpdate(insertedItems: items.indices.map { ItemPath(item: start + $0, section: place.section) })
            : nil
        return { [self] () throws(DragError) in
            do throws(SnapshotError) {
                if let inserted {
                    try adapter.applyNow(factory, snapshot: edited.erased, editing: requested.snapshot.erased,
                                         base: requested.base, structure: inserted, completion: nil)
                } else {
                    try adapter.applyNow(factory, snapshot: edited.erased, reloading: false, base: requested.base, completion: nil)
                }
            } catch {
                throw .applyFailed(error)
            }
            let paths = items.compactMap { indexPath(for: $0.id) }
            didDrop(DropEvent(items: items, paths: paths, operation: operation, isLocal: isLocal))
        }
    }
}

extension DiffableDataSource {
    /// The newest requested screen (see ``requestedSnapshot()``) with the open request it belongs
    /// to, which a drop's edit builds on, as `update` does.
    /// - Throws: ``DragError/applyFailed(_:)`` when that screen is of another kind.
    fileprivate func requestedForDrop() throws(DragError) -> (snapshot: Snapshot<Section, Item>, base: UInt64?) {
        do throws(SnapshotError) {
            return try adapter.requested(as: Snapshot<Section, Item>.self)
        } catch {
            throw .applyFailed(error)
        }
    }
}

extension DiffableDataSource: DragSourcing {
    typealias Payload = Item

    func dragPaths(of items: [Item]) -> [ItemPath]? {
        let shown = snapshot()
        var paths: [ItemPath] = []
        for item in items {
            guard let path = shown.pathOfItem(item.id) else { return nil }
            paths.append(path)
        }
        return paths
    }

    var dragMovement: InteractiveMovement? { adapter.host.interactiveMovement }

    func beginDragMove(at path: ItemPath) throws(InteractiveMovementError) {
        try adapter.host.beginMove(at: path, checkingMovable: false)
    }

    func updateDragMove(to target: ItemPath) throws(InteractiveMovementError) -> ItemPath {
        try adapter.host.updateInteractiveMovementTarget(to: target)
    }

    func endDragMove() throws(InteractiveMovementError) -> Move<ItemPath>? {
        try adapter.host.endInteractiveMovement()
    }

    func cancelDragMove() {
        try? adapter.host.cancelInteractiveMovement()
    }

    func prepareRemoval(of items: [Item]) throws(DragError) -> () throws(DragError) -> Void {
        let requested = try requestedForDrop()
        var edited = requested.snapshot
        do throws(SnapshotEditError) {
            try edited.deleteItems(items.map(\.id))
        } catch {
            throw .sourceChanged
        }
        // The removed items' paths in the requested screen (distinct: deleteItems found them).
        let removed = Set(items.compactMap { requested.snapshot.pathOfItem($0.id) }).sorted()
        return { [self] () throws(DragError) in
            do throws(SnapshotError) {
                try adapter.applyNow(factory, snapshot: edited.erased, editing: requested.snapshot.erased,
                                     base: requested.base, structure: BatchUpdate(deletedItems: removed), completion: nil)
            } catch {
                throw .applyFailed(error)
            }
        }
    }

    func dragDidEnd(_ items: [Item], outcome: DragOutcome) {
        activeDrag = nil
        let shown = snapshot()
        for item in items {
            if let path = shown.pathOfItem(item.id) { adapter.store.existingController(at: path, in: adapter.snapshot)?.didChangeDrag(endedWith: outcome) }
        }
        dragDropHandlers.didEnd?(items, outcome)
    }
}
