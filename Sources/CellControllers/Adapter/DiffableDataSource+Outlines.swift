extension DiffableDataSource {
    /// Shows `sectionSnapshot` in the section `section` of the screen, now: UIKit's
    /// `apply(_:to:animatingDifferences:)` for a section snapshot.
    ///
    /// Only that section is diffed: its visible items before against
    /// ``SectionSnapshot/visibleItems``, as batch updates of that one section (items kept keep
    /// their controllers and cells, changed ones are reconfigured). The tree and its expansion
    /// states are then the section's (read it back with ``snapshot(for:)``), and its cells show
    /// their outline (``CellState/outline``: indent and disclosure). A flat section snapshot
    /// (roots only) is the section-scoped apply of a flat list.
    ///
    /// ```swift
    /// var tree = SectionSnapshot<File>()
    /// try tree.append([docs])
    /// try tree.append(documents, to: docs.id)
    /// try dataSource.apply(tree, to: "files")
    /// ```
    ///
    /// A section the screen does not have is appended with the tree's visible items, as UIKit
    /// appends it, when the section can be made from its identifier (a `Section` that is its own
    /// `ID`); otherwise append the section's model first, in the same step as the tree when
    /// applies may be in flight (`try await update { try $0.appendSections([pane]) }`, then
    /// `apply(tree, to: pane.id)`). A later apply of a
    /// whole ``Snapshot`` that gives the section other items makes it a flat list again; one
    /// that leaves its items as they were (an `update` of other sections) keeps the tree.
    ///
    /// - Parameters:
    ///   - sectionSnapshot: the section's new tree.
    ///   - section: the section it shows in.
    ///   - completion: called once the change is on the host, before this method returns.
    /// - Throws: ``OutlineError/unknownSection(_:)``, ``OutlineError/itemInAnotherSection(_:section:)``
    ///   for an item the screen has elsewhere, ``OutlineError/screenOfAnotherType(shown:edited:)``,
    ///   ``OutlineError/applyInFlight`` while an apply is on its way to the host, or
    ///   ``OutlineError/unregisteredModelType(_:)``; nothing changes.
    /// - Complexity: O(t) expected for the tree's t items, plus O(m) to diff the section's m
    ///   items, plus O(k log n) to update the host for k changes.
    public func apply(_ sectionSnapshot: SectionSnapshot<Item>, to section: Section.ID, completion: (() -> Void)? = nil) throws(OutlineError) {
        try adapter.applyOutline(
            sectionSnapshot, to: Snapshot<Section, Item>.sectionKey(section), of: Snapshot<Section, Item>.self,
            appending: section as? Section, factory: factory, handlers: sectionSnapshotHandlers, completion: completion)
    }

    /// Shows `sectionSnapshot` in the section `section`, with the diff off the main actor: the
    /// asynchronous form of ``apply(_:to:completion:)``, UIKit's `await apply(_:to:)`.
    ///
    /// It is ordered with the other applies, and it composes with them as
    /// ``update(_:)`` does: the section gets the tree's visible items in the newest requested
    /// screen (a page still loading, say), so the applies in flight keep their edits and return
    /// normally, and the tree is installed when that screen is on the host. It can be called while
    /// other applies are in flight, which the synchronous form refuses
    /// (``OutlineError/applyInFlight``).
    ///
    /// ```swift
    /// let tree = try await loadTree()
    /// try await dataSource.apply(tree, to: "files")
    /// ```
    ///
    /// A later apply of a whole screen not built on this one (an edited copy of ``snapshot()``
    /// given to ``apply(_:reloadingData:completion:)``) supersedes it; a later ``update(_:)`` carries it, and
    /// the section stays a tree unless that update changed its items.
    ///
    /// - Throws: ``OutlineError`` as ``apply(_:to:completion:)`` (checked now, against
    ///   ``requestedSnapshot()``; ``OutlineError/applyInFlight`` aside); ``ApplySupersededError``
    ///   when a later apply not built on this one was shown first; `CancellationError` when the
    ///   task is cancelled before the change is on the host. The host is then left as it was.
    /// - Complexity: O(t) expected for the tree's t items on the main actor now; the diff off
    ///   the main actor; then what showing a diff costs.
    public func apply(_ sectionSnapshot: SectionSnapshot<Item>, to section: Section.ID) async throws {
        try await adapter.applyOutlineLater(
            sectionSnapshot, to: Snapshot<Section, Item>.sectionKey(section), of: Snapshot<Section, Item>.self,
            appending: section as? Section, factory: factory, handlers: sectionSnapshotHandlers)
    }

    /// The tree of the section `section` as the screen shows it, with its expansion states as
    /// they are now (UIKit's `snapshot(for:)`): the section snapshot last applied to it, changed
    /// by the expansions since. A section never given a tree reads as a flat one, its items as
    /// roots.
    /// - Throws: ``OutlineError/unknownSection(_:)`` or
    ///   ``OutlineError/screenOfAnotherType(shown:edited:)``.
    /// - Complexity: O(1) for a tree (shared until changed); O(m) for a flat section of m items.
    public func snapshot(for section: Section.ID) throws(OutlineError) -> SectionSnapshot<Item> {
        try adapter.snapshot(for: section, in: Snapshot<Section, Item>.self)
    }

    /// Expands (`true`) or collapses (`false`) the item `id`, now. Expanded, its children appear
    /// below it; collapsed, its visible descendants disappear and keep their own expansion
    /// states; either as one batch update, if it is shown. An item hidden under a collapsed
    /// ancestor keeps the state for when it is shown. The handlers are not asked (this is the
    /// app's decision, as applying a section snapshot is). Expanding an expanded item (collapsing
    /// a collapsed one), or an item of a flat section, changes nothing.
    ///
    /// ```swift
    /// try dataSource.setExpanded(true, for: "Documents")
    /// ```
    ///
    /// - Throws: ``OutlineError/unknownItem(_:)`` for an item the screen neither shows nor hides,
    ///   ``OutlineError/applyInFlight``, or ``OutlineError/screenOfAnotherType(shown:edited:)``
    ///   when the adapter was given a screen of another kind directly; nothing changes.
    ///
    /// Everything happens on the main actor, now: for a node of many thousands of children in
    /// a very large section (tens of thousands of children in a million rows), that can take
    /// longer than a frame. ``setExpanded(_:for:)`` computes the change off the main actor. In an `async`
    /// context, `try await setExpanded(true, for: id)` is that form; pass `completion: nil` to
    /// change it now.
    /// - Parameters:
    ///   - expanded: whether the item is to be expanded.
    ///   - id: the item to expand or collapse.
    ///   - completion: called once the change is on the host (at once when nothing changes),
    ///     before this method returns.
    /// - Complexity: O(k log n) for the k items shown or hidden below it in a screen of n
    ///   items, plus a memory move of the section's items.
    public func setExpanded(_ expanded: Bool, for id: Item.ID, completion: (() -> Void)? = nil) throws(OutlineError) {
        try adapter.changeExpansion(of: id, in: Snapshot<Section, Item>.self, to: expanded, completion: completion)
    }

    /// Expands or collapses the item `id` with the work off the main actor: the asynchronous
    /// form of ``setExpanded(_:for:completion:)``, for a node whose children are many.
    ///
    /// The items shown or hidden below it and the batch update are computed on the global
    /// concurrent executor, as an asynchronous apply computes its diff; the main actor then
    /// only puts the items in the screen and shows the batch. It takes its place after the
    /// applies in flight when it is called, as the user's tap on a disclosure does, and finds the
    /// item again by identity once they are on the host. If the screen or the tree changes while
    /// it computes (an apply called meanwhile, another expansion), it is computed again on the
    /// screen shown then: it never replaces a newer screen. The result is the one
    /// ``setExpanded(_:for:completion:)`` gives on that screen.
    ///
    /// ```swift
    /// try await dataSource.setExpanded(true, for: "Documents")
    /// ```
    ///
    /// - Throws: as ``setExpanded(_:for:completion:)`` (``OutlineError/applyInFlight`` aside: it
    ///   waits instead), checked once the applies in flight are on the host; `CancellationError`
    ///   when the task is cancelled before the change is on the host, which is then left as it
    ///   was.
    /// - Complexity: on the main actor, a memory move of the section's items plus O(k log n)
    ///   to show or hide the k items in a screen of n items; the O(k log k) rest off it.
    public func setExpanded(_ expanded: Bool, for id: Item.ID) async throws {
        try await adapter.changeExpansionLater(of: id, to: expanded) { () throws(OutlineError) in
            try adapter.outline(holding: id, in: Snapshot<Section, Item>.self)
        }
    }

    /// Expands the item `id` if it is collapsed, else collapses it, as the user's tap on its
    /// disclosure does: ``sectionSnapshotHandlers`` are asked first and may veto it, and
    /// ``SectionSnapshotHandlers/snapshotForExpandingParent`` may give its children. Unlike a
    /// tap on a large item, it always changes the screen at once. Inside the package, for its
    /// tests: users tap the disclosure, `try host.tapDisclosure(at: path)` (the handlers are
    /// asked the same way), or decide themselves with ``setExpanded(_:for:completion:)``.
    /// - Returns: whether the item's expansion changed (`false` when a handler vetoed it, or for
    ///   an item of a flat section).
    /// - Throws: as ``setExpanded(_:for:)``, and ``OutlineError/invalidChildren(_:)`` or
    ///   ``OutlineError/itemInAnotherSection(_:section:)`` for children loaded lazily that cannot
    ///   go there; nothing changes.
    @discardableResult
    package func toggle(_ id: Item.ID) throws(OutlineError) -> Bool {
        try adapter.toggle(id, in: Snapshot<Section, Item>.self)
    }

    /// Whether the item `id` is expanded (`false` for an item of a flat section or none).
    /// - Complexity: O(o) for o sections shown as trees.
    public func isExpanded(_ id: Item.ID) -> Bool {
        adapter.isExpanded(id, in: Snapshot<Section, Item>.self)
    }
}
