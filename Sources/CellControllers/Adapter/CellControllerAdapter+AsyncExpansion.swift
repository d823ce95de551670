extension CellControllerAdapter {
    /// Expands (`true`) or collapses (`false`) the item `id` with the change computed off the
    /// main actor: the asynchronous form of `changeExpansion(of:in:to:askingHandlers:knownPath:completion:)`
    /// (the handlers are not asked).
    ///
    /// It waits for the applies in flight, as a disclosure tap does, and is found again by
    /// identity once none is. The items it shows or hides, the batch update and the new screen
    /// (a copy of the shown one with the section's items replaced) are computed on the global
    /// concurrent executor; the main actor then installs that screen and shows the batch. If anything changed the
    /// screen or the tree meanwhile (an apply called while it was computing, another
    /// expansion), it is computed again on the screen shown then: it never replaces a newer
    /// screen, and it is never lost while its item is shown.
    ///
    /// - Parameter find: the tree holding `id` now (`nil` for an item of a flat section); it
    ///   throws for an item the screen neither shows nor hides.
    /// - Throws: what `find` throws, ``OutlineError/unknownItem(_:)``, or `CancellationError`
    ///   when the task is cancelled before the change is on the host (the host is then left
    ///   as it was).
    /// - Complexity: on the main actor, O(k log n) to show the k items in a screen of n items;
    ///   off it, O(k log k) plus O(n) to copy the screen.
    func changeExpansionLater<Item>(
        of id: Item.ID,
        to expanding: Bool,
        find: () throws(OutlineError) -> ShownOutline<Item>?
    ) async throws {
        while true {
            try Task.checkCancellation()
            guard !isApplyInFlight else {
                await applies.scheduler.waitForNextChange()
                continue
            }
            guard let outline = try find() else { return }
            guard outline.tree.contains(id) else { throw OutlineError.unknownItem(SectionSnapshot<Item>.key(id)) }
            guard expanding != outline.tree.isExpanded(id) else { return }
            var tree = outline.tree
            if expanding { tree.expanded.insert(id) } else { tree.expanded.remove(id) }
            guard tree.isVisible(id) else {
                // Hidden under a collapsed ancestor: only its state changes.
                outline.tree = tree
                return
            }
            let (sectionKey, section) = try place(of: outline, holding: id)
            let path = try shownPath(of: SectionSnapshot<Item>.key(id), in: section, knownPath: nil)
            let version = applies.scheduler.version
            let revision = outline.revision
            let (change, screen) = await ExpansionChange.screenOffMainActor(
                of: id, from: outline.tree, to: tree, at: path, on: snapshot)
            // Shown only on the screen and tree it was computed for, between applies. A screen
            // not shown is dropped off the main actor (it is a copy of a large one).
            guard applies.scheduler.version == version, outline.revision == revision, !isApplyInFlight, !Task.isCancelled else {
                store.release(consume screen)
                continue
            }
            outline.tree = tree
            showOutlineScreen(screen, key: sectionKey, prepared: change.prepared, completion: nil)
            return
        }
    }
}
