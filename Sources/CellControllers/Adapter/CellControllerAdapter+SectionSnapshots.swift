extension CellControllerAdapter {
    /// Shows `sectionSnapshot` in the section `section` of the shown `Snapshot<Section, Item>`,
    /// now, diffing only that section's visible items: the adapter's form of
    /// ``DiffableDataSource/apply(_:to:completion:)-(_,Section.ID,_)``, which describes it. Name the screen's
    /// snapshot type, as `deleteSelectedItems(_:using:completion:)` does:
    ///
    /// ```swift
    /// try adapter.apply(tree, to: "files", in: Snapshot<Pane, File>.self, using: rows)
    /// ```
    ///
    /// - Parameters:
    ///   - sectionSnapshot: the section's new tree.
    ///   - section: the section it shows in.
    ///   - type: the type of the screen shown.
    ///   - factory: makes the controllers of the items (and the headers and footers).
    ///   - handlers: asked and told when the user expands or collapses an item of this section.
    ///   - completion: called once the change is on the host, before this method returns.
    /// - Throws: as ``DiffableDataSource/apply(_:to:completion:)-(_,Section.ID,_)``; nothing changes.
    /// - Complexity: O(t) expected for the tree's t items, plus O(m) to diff the section's m
    ///   items, plus O(k log n) to update the host for k changes.
    public func apply<Section, Item, Factory: CellControllerFactory>(
        _ sectionSnapshot: SectionSnapshot<Item>,
        to section: Section.ID,
        in type: Snapshot<Section, Item>.Type,
        using factory: Factory,
        handlers: SectionSnapshotHandlers<Item> = SectionSnapshotHandlers(),
        completion: (() -> Void)? = nil
    ) throws(OutlineError) where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        try applyOutline(
            sectionSnapshot, to: Snapshot<Section, Item>.sectionKey(section), of: type, appending: section as? Section,
            factory: ErasedControllerFactory(factory, for: type), handlers: handlers, completion: completion)
    }

    /// Shows `sectionSnapshot` in a section, through a factory without headers and footers (a
    /// ``CellRegistration``, say); otherwise as `apply(_:to:in:using:handlers:completion:)`.
    public func apply<Section, Item, Factory: CellControllerFactory>(
        _ sectionSnapshot: SectionSnapshot<Item>,
        to section: Section.ID,
        in type: Snapshot<Section, Item>.Type,
        using factory: Factory,
        handlers: SectionSnapshotHandlers<Item> = SectionSnapshotHandlers(),
        completion: (() -> Void)? = nil
    ) throws(OutlineError) where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        try applyOutline(
            sectionSnapshot, to: Snapshot<Section, Item>.sectionKey(section), of: type, appending: section as? Section,
            factory: ErasedControllerFactory(factory, for: type), handlers: handlers, completion: completion)
    }

    /// Shows `sectionSnapshot` in the section `section`, appending the section (with the tree's
    /// visible items) when the screen does not have it, as UIKit's `apply(_:to:)` does: the
    /// adapter's form of DiffableDataSource's `apply(_:to:completion:)` taking the section's
    /// model. A section the screen has is given the tree, and keeps its model.
    ///
    /// - Throws: as `apply(_:to:in:using:handlers:completion:)` with the section's identifier,
    ///   but never ``OutlineError/unknownSection(_:)``; nothing changes.
    /// - Complexity: as with the identifier; appending a section costs what an apply of the
    ///   screen costs.
    @_disfavoredOverload
    public func apply<Section, Item, Factory: CellControllerFactory>(
        _ sectionSnapshot: SectionSnapshot<Item>,
        to section: Section,
        in type: Snapshot<Section, Item>.Type,
        using factory: Factory,
        handlers: SectionSnapshotHandlers<Item> = SectionSnapshotHandlers(),
        completion: (() -> Void)? = nil
    ) throws(OutlineError) where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        try applyOutline(
            sectionSnapshot, to: Snapshot<Section, Item>.sectionKey(section.id), of: type, appending: section,
            factory: ErasedControllerFactory(factory, for: type), handlers: handlers, completion: completion)
    }

    /// Shows `sectionSnapshot` in the section `section`, appending it when the screen does not
    /// have it, through a factory without headers and footers; otherwise as
    /// `apply(_:to:in:using:handlers:completion:)` with the section's model.
    @_disfavoredOverload
    public func apply<Section, Item, Factory: CellControllerFactory>(
        _ sectionSnapshot: SectionSnapshot<Item>,
        to section: Section,
        in type: Snapshot<Section, Item>.Type,
        using factory: Factory,
        handlers: SectionSnapshotHandlers<Item> = SectionSnapshotHandlers(),
        completion: (() -> Void)? = nil
    ) throws(OutlineError) where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        try applyOutline(
            sectionSnapshot, to: Snapshot<Section, Item>.sectionKey(section.id), of: type, appending: section,
            factory: ErasedControllerFactory(factory, for: type), handlers: handlers, completion: completion)
    }

    /// Shows `sectionSnapshot` in the section `section` with the diff off the main actor,
    /// appending the section to the newest requested screen when that screen does not have it;
    /// otherwise as `apply(_:to:in:using:handlers:)` with the section's identifier.
    @_disfavoredOverload
    public func apply<Section, Item, Factory: CellControllerFactory>(
        _ sectionSnapshot: SectionSnapshot<Item>,
        to section: Section,
        in type: Snapshot<Section, Item>.Type,
        using factory: Factory,
        handlers: SectionSnapshotHandlers<Item> = SectionSnapshotHandlers()
    ) async throws where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        try await applyOutlineLater(
            sectionSnapshot, to: Snapshot<Section, Item>.sectionKey(section.id), of: type, appending: section,
            factory: ErasedControllerFactory(factory, for: type), handlers: handlers)
    }

    /// Shows `sectionSnapshot` in the section `section` with the diff off the main actor,
    /// appending it when needed, through a factory without headers and footers.
    @_disfavoredOverload
    public func apply<Section, Item, Factory: CellControllerFactory>(
        _ sectionSnapshot: SectionSnapshot<Item>,
        to section: Section,
        in type: Snapshot<Section, Item>.Type,
        using factory: Factory,
        handlers: SectionSnapshotHandlers<Item> = SectionSnapshotHandlers()
    ) async throws where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        try await applyOutlineLater(
            sectionSnapshot, to: Snapshot<Section, Item>.sectionKey(section.id), of: type, appending: section,
            factory: ErasedControllerFactory(factory, for: type), handlers: handlers)
    }

    /// Shows `sectionSnapshot` in the section `section`, with the diff off the main actor: the
    /// adapter's form of ``DiffableDataSource/apply(_:to:)-(_,Section.ID)``, which describes it.
    ///
    /// - Throws: as ``DiffableDataSource/apply(_:to:)-(_,Section.ID)``; the host is then left as it was.
    public func apply<Section, Item, Factory: CellControllerFactory>(
        _ sectionSnapshot: SectionSnapshot<Item>,
        to section: Section.ID,
        in type: Snapshot<Section, Item>.Type,
        using factory: Factory,
        handlers: SectionSnapshotHandlers<Item> = SectionSnapshotHandlers()
    ) async throws where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Section {
        try await applyOutlineLater(
            sectionSnapshot, to: Snapshot<Section, Item>.sectionKey(section), of: type, appending: section as? Section,
            factory: ErasedControllerFactory(factory, for: type), handlers: handlers)
    }

    /// Shows `sectionSnapshot` in a section with the diff off the main actor, through a factory
    /// without headers and footers (a ``CellRegistration``, say); otherwise as
    /// `apply(_:to:in:using:handlers:)`.
    public func apply<Section, Item, Factory: CellControllerFactory>(
        _ sectionSnapshot: SectionSnapshot<Item>,
        to section: Section.ID,
        in type: Snapshot<Section, Item>.Type,
        using factory: Factory,
        handlers: SectionSnapshotHandlers<Item> = SectionSnapshotHandlers()
    ) async throws where Factory.Host == Host, Factory.Model == Item, Factory.SectionModel == Never {
        try await applyOutlineLater(
            sectionSnapshot, to: Snapshot<Section, Item>.sectionKey(section), of: type, appending: section as? Section,
            factory: ErasedControllerFactory(factory, for: type), handlers: handlers)
    }

    /// The tree of the section `section` as the screen shows it, with its expansion states as
    /// they are now: the adapter's form of ``DiffableDataSource/snapshot(for:)``.
    /// - Throws: ``OutlineError/unknownSection(_:)`` or
    ///   ``OutlineError/screenOfAnotherType(shown:edited:)``.
    /// - Complexity: O(1) for a tree; O(m) for a flat section of m items.
    public func snapshot<Section, Item>(for section: Section.ID, in type: Snapshot<Section, Item>.Type) throws(OutlineError) -> SectionSnapshot<Item> {
        let key = Snapshot<Section, Item>.sectionKey(section)
        let index = try shownSection(key, of: type)
        if let outline = shown.outlines[key] as? ShownOutline<Item> { return outline.tree }
        var flat = SectionSnapshot<Item>()
        Snapshot<Section, Item>.forEachItem(in: snapshot.storage[index]) { item in
            flat.roots.append(item.id)
            flat.nodes[item.id] = .init(item: item, parent: nil, children: [])
        }
        return flat
    }

    /// Expands the item `id` of the shown `Snapshot<Section, Item>`: the adapter's form of
    /// ``DiffableDataSource/expand(_:completion:)``.
    /// - Throws: as ``DiffableDataSource/expand(_:completion:)``, and
    ///   ``OutlineError/screenOfAnotherType(shown:edited:)``.
    /// - Complexity: O(k log n) for the k items shown below it in a screen of n items.
    public func expand<Section, Item>(_ id: Item.ID, in type: Snapshot<Section, Item>.Type) throws(OutlineError) {
        try changeExpansion(of: id, in: type, to: true, completion: nil)
    }

    /// Collapses the item `id`: the adapter's form of ``DiffableDataSource/collapse(_:completion:)``.
    /// - Throws: as ``expand(_:in:)``.
    /// - Complexity: O(k log n) for the k items hidden.
    public func collapse<Section, Item>(_ id: Item.ID, in type: Snapshot<Section, Item>.Type) throws(OutlineError) {
        try changeExpansion(of: id, in: type, to: false, completion: nil)
    }

    /// Expands (`true`) or collapses (`false`) the item `id` of the shown
    /// `Snapshot<Section, Item>` now, without asking the handlers: what ``expand(_:in:)``,
    /// ``collapse(_:in:)`` and the data source's forms do. `completion` is called once the
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
    /// section's handlers: the adapter's form of ``DiffableDataSource/toggle(_:)``.
    /// - Returns: whether the item's expansion changed.
    /// - Throws: as ``DiffableDataSource/toggle(_:)``.
    @discardableResult
    public func toggle<Section, Item>(_ id: Item.ID, in type: Snapshot<Section, Item>.Type) throws(OutlineError) -> Bool {
        guard let outline = try outline(holding: id, in: type) else { return false }
        return try changeExpansion(of: id, in: outline, to: nil, askingHandlers: true, knownPath: nil)
    }

    /// Whether the item `id` is expanded (`false` for an item of a flat section, or none).
    /// - Complexity: O(o) for o sections shown as trees.
    public func isExpanded<Section, Item>(_ id: Item.ID, in type: Snapshot<Section, Item>.Type) -> Bool {
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
