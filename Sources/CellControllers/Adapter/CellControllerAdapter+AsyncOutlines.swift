/// The tree an asynchronous section-snapshot apply gives a section: carried by the apply's
/// request (see `ApplyScheduler`) and installed when its screen is shown, itself or carried by a
/// later screen built on it.
struct PendingOutline {
    /// The section's identifier.
    let section: DiffIdentifier
    /// The tree, with its handlers.
    let outline: any AnyShownOutline
    /// The section's items as the request gave them (the tree's visible items): the tree is
    /// installed only if the screen shown still has exactly these in the section.
    let items: AnySnapshot.Section
}

extension CellControllerAdapter {
    /// Shows `tree` in the section `sectionKey` of the newest requested screen, with the diff off
    /// the main actor: the section's items become the tree's visible items in a screen built on
    /// that request (as `update` builds one), and the tree is installed when that screen is
    /// shown.
    ///
    /// - Throws: ``OutlineError`` for a tree that cannot go there (checked now, against the
    ///   newest requested screen); then what an asynchronous apply throws.
    /// - Complexity: O(t) expected for the tree's t items, plus an O(m) memory move for the
    ///   section's m items; the diff off the main actor.
    func applyOutlineLater<Section, Item>(
        _ tree: SectionSnapshot<Item>,
        to sectionKey: DiffIdentifier,
        of type: Snapshot<Section, Item>.Type,
        appending model: Section?,
        factory: ErasedControllerFactory<Host>,
        handlers: SectionSnapshotHandlers<Item>
    ) async throws {
        let requested: (snapshot: Snapshot<Section, Item>, base: UInt64?)
        do {
            requested = try self.requested(as: type)
        } catch {
            guard case let .screenOfAnotherType(shown, edited) = error else { throw error }
            throw OutlineError.screenOfAnotherType(shown: shown, edited: edited)
        }
        var typed = requested.snapshot
        if typed.erased.indexOfSection(sectionKey) == nil, let model {
            // A section the screen does not have is appended, as UIKit does.
            try typed.appendSections([model])
        }
        var screen = typed.erased
        guard let section = screen.indexOfSection(sectionKey) else { throw OutlineError.unknownSection(sectionKey) }
        try checkTree(tree, for: sectionKey, at: section, in: screen, factory: factory)
        screen.replaceItems(inSection: section, 0..<screen.storage[section].count, with: AnySnapshot.NewItems(tree.visibleItems))
        let outline = PendingOutline(
            section: sectionKey, outline: ShownOutline(tree: tree, handlers: handlers), items: screen.storage[section])
        try await applyLater(factory, snapshot: screen, reloading: false, base: requested.base, outline: outline)
    }

    /// Installs the trees that the screen of `ticket`, now shown, carries (its own request's and
    /// those of the requests it was built on): each one whose section still holds the items its
    /// request gave it. A later edit of that section's items (an `update` built on it) makes it a
    /// flat list, as a whole-screen apply does. The displayed cells are told their outlines.
    ///
    /// - Complexity: O(p) for p trees carried, plus O(m) to compare a section of m items whose
    ///   storage a later request replaced.
    func installOutlines(carriedBy ticket: UInt64) {
        let pending = applies.scheduler.outlines(carriedBy: ticket)
        guard !pending.isEmpty else { return }
        for outline in pending {
            guard let section = snapshot.indexOfSection(outline.section),
                  Self.sameItems(snapshot.storage[section], outline.items) else { continue }
            shown.outlines[outline.section] = outline.outline
        }
        host.updateVisibleCellStates()
    }
}
