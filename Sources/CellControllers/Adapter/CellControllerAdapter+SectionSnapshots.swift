extension CellControllerAdapter {
    /// The tree of the section `section` of the shown `Snapshot<Section, Item>`, with its
    /// expansion states as they are now: what ``DiffableDataSource/snapshot(for:)`` reads.
    /// - Throws: ``OutlineError/unknownSection(_:)`` or
    ///   ``OutlineError/screenOfAnotherType(shown:edited:)``.
    /// - Complexity: O(1) for a tree; O(m) for a flat section of m items.
    func snapshot<Section, Item>(for section: Section.ID, in type: Snapshot<Section, Item>.Type) throws(OutlineError) -> SectionSnapshot<Item> {
        let key = Snapshot<Section, Item>.sectionKey(section)
        let index = try shownSection(key, of: type)
        if let outline = shown.outlines[key] as? ShownOutline<Item> { return outline.tree }
        var flat = SectionSnapshot<Item>()
        Snapshot<Section, Item>.forEachItem(in: snapshot.storage[index]) { item in
            flat.roots.append(item.id)
            flat.nodes[item.id] = .init(item: item, parent: nil)
        }
        return flat
    }

    /// Expands (`true`) or collapses (`false`) the item `id` of the shown
    /// `Snapshot<Section, Item>` now, without asking the handlers: what
    /// ``DiffableDataSource/setExpanded(_:for:completion:)`` does. `completion` is called once the
    /// change is on the host, or at once when nothing changes.
    func changeExpansion<Section, Item>(
        of id: Item.ID, in type: Snapshot<Section, Item>.Type, to expanding: Bool, completion: (() -> Void)?
    ) throws(OutlineError) {
        guard let outline = try outline(holding: id, in: type),
              try changeExpansion(of: id, in: outline, to: expanding, askingHandlers: false, knownPath: nil, completion: completion)
        else {
            completion?()
            return
        }
    }

    /// Expands or collapses the item `id` as the user's tap on its disclosure does, asking the
    /// section's handlers: what `DiffableDataSource.toggle(_:)` does.
    /// - Returns: whether the item's expansion changed.
    /// - Throws: as `DiffableDataSource.toggle(_:)`.
    @discardableResult
    func toggle<Section, Item>(_ id: Item.ID, in type: Snapshot<Section, Item>.Type) throws(OutlineError) -> Bool {
        guard let outline = try outline(holding: id, in: type) else { return false }
        return try changeExpansion(of: id, in: outline, to: nil, askingHandlers: true, knownPath: nil)
    }

    /// Whether the item `id` is expanded (`false` for an item of a flat section, or none).
    /// - Complexity: O(o) for o sections shown as trees.
    func isExpanded<Section, Item>(_ id: Item.ID, in type: Snapshot<Section, Item>.Type) -> Bool {
        ((try? outline(holding: id, in: type)) ?? nil)?.tree.isExpanded(id) ?? false
    }

    /// The tree holding the item `id`, or `nil` when a flat section of the screen shows it.
    /// - Throws: ``OutlineError/screenOfAnotherType(shown:edited:)``, or
    ///   ``OutlineError/unknownItem(_:)`` when the screen neither shows nor hides it.
    func outline<Section, Item>(holding id: Item.ID, in type: Snapshot<Section, Item>.Type) throws(OutlineError) -> ShownOutline<Item>? {
        let wanted = ScreenType(type)
        if shownScreenType != wanted, snapshot.numberOfSections > 0 {
            throw .screenOfAnotherType(shown: shownScreenType.name, edited: wanted.name)
        }
        for outline in shown.outlines.values {
            if let typed = outline as? ShownOutline<Item>, typed.tree.contains(id) { return typed }
        }
        let key = Snapshot<Section, Item>.itemKey(id)
        guard shownScreenType == wanted, snapshot.pathOfItem(key) != nil else { throw .unknownItem(key) }
        return nil
    }
}
