extension CellHost {
    /// The item's place in its section's outline, from the data source
    /// (``CellHostDataSource/host(_:outlineForItemAt:)``), or `nil` for an item of a flat
    /// section or one out of range.
    ///
    /// - Complexity: what the data source's answer costs (O(d) expected with an adapter, for the
    ///   item's depth d).
    package func outlineForItem(at itemPath: ItemPath) -> CellOutline? {
        loadIfNeeded()
        guard engine.contains(itemPath) else { return nil }
        return dataSource?.host(typedSelf, outlineForItemAt: itemPath)
    }

    /// Simulates a user's tap on the disclosure (`▸` / `▾`) of the item, which must have
    /// children (``CellOutline/hasChildren``): the delegate hears
    /// ``CellHostDelegate/host(_:didTapDisclosureOfItemAt:)`` and expands or collapses the
    /// item (the adapter does, asking its ``SectionSnapshotHandlers``). The item is neither
    /// highlighted nor selected, as in UIKit, where the disclosure is a control of its own.
    /// A tap while swipe actions are revealed or a context menu is presented only hides them.
    /// The item does not have to be visible. With an adapter, a tap that arrives while an apply
    /// is in flight waits for it and is replayed by identity once no apply is (a tap whose item
    /// that apply deleted is dropped and reported to
    /// ``SectionSnapshotHandlers/disclosureTapFailed``): see "Gestures during an apply" in
    /// <doc:Interactions>. A tap that opens an item showing 2,000 rows or more below it
    /// expands it off the main actor, and the taps that come meanwhile wait for it: see
    /// "Disclosure taps and handlers" in <doc:Outlines>.
    ///
    /// - Returns: whether the tap reached the delegate: `false` for an item without children
    ///   (it has no disclosure) and for a tap that only hid swipe actions or a menu; `true` for
    ///   a tap that waits for an apply in flight.
    /// - Throws: ``CellHostError/itemOutOfRange(_:sectionCount:itemCount:)``; nothing happens.
    @discardableResult
    public func tapDisclosure(at itemPath: ItemPath) throws(CellHostError) -> Bool {
        loadIfNeeded()
        try checkRange(itemPath, throwing: CellHostError.self)
        if dismissSwipeActionsForTouch() { return false }
        guard dataSource?.host(typedSelf, outlineForItemAt: itemPath)?.hasChildren == true else { return false }
        delegate?.host(typedSelf, didTapDisclosureOfItemAt: itemPath)
        return true
    }

    /// Whether `point` (content coordinates) is on the disclosure of the item at `path`: on
    /// the two columns drawn after its indent (and after an editing checkmark or delete control,
    /// which comes first), when it has children.
    func isOnDisclosure(_ point: Point, ofItemAt path: ItemPath) -> Bool {
        guard let outline = dataSource?.host(typedSelf, outlineForItemAt: path), outline.hasChildren,
              let frame = engine.frame(for: .item(path)) else { return false }
        let checkmark = cell(for: .item(path)).flatMap { editingControl(of: $0, at: path) } == nil ? 0 : 2
        let column = point.x - frame.minX - Double(checkmark + 2 * outline.level)
        return column >= 0 && column < 2
    }

    /// Tells the displayed cells of the items at `paths` their state again (their outline
    /// changed: expanded or collapsed, a first child or no child any more).
    ///
    /// - Complexity: O(k) expected for k paths.
    func outlinesDidChange(at paths: [ItemPath]) {
        for path in paths { updateCellState(at: path) }
    }
}
