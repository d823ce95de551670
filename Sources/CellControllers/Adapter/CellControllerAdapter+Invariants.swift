extension CellControllerAdapter {
    /// The ways the adapter's records and its host's disagree, each as a sentence naming the
    /// records; empty when they agree. A diagnostic for tests (the model-based test calls it after
    /// every operation): each record has one owner, and this checks that the others that read it
    /// still match.
    ///
    /// Checked outside the adapter's drive of the host (during it, the records are on their way
    /// from one screen to the next, and nothing is checked):
    /// - the section parts, the host's counts and the shown snapshot's agree, section by section;
    /// - a snapshot of models has its factory, and a screen of controller sections none;
    /// - every displayed item cell is owned by its item's controller, and every displayed cell's
    ///   owner is one the adapter keeps;
    /// - no controller is held for an install, and no apply waits for the drive to end;
    /// - every prefetched controller is one of the screen's;
    /// - the controllers the lookup reads for the host (a screen of controllers: the objects
    ///   shared with the snapshot's sections) are the shown snapshot's: the same sections, as
    ///   many items, the same objects in order;
    /// - every tree is a shown section's, gives each of its items an outline, and shows none of
    ///   the items it hides.
    ///
    /// - Complexity: O(s + v + p + t + c) for s sections, v displayed cells, p prefetched
    ///   controllers, t items of the sections shown as trees and c items of a screen of
    ///   controllers.
    package func invariantViolations() -> [String] {
        guard !applies.isApplying else { return [] }
        var violations: [String] = []
        let snapshot = shown.snapshot
        if shown.parts.count != snapshot.numberOfSections {
            violations.append("the adapter keeps parts of \(shown.parts.count) sections, its snapshot has \(snapshot.numberOfSections)")
        }
        if host.phase.isLoaded {
            if host.numberOfSections != snapshot.numberOfSections {
                violations.append("the host lays out \(host.numberOfSections) sections, the adapter's snapshot has \(snapshot.numberOfSections)")
            } else {
                for section in 0..<snapshot.numberOfSections where host.numberOfItems(inSection: section) != snapshot.numberOfItems(inSection: section) {
                    violations.append("section \(section): the host lays out \(host.numberOfItems(inSection: section)) items, the snapshot has \(snapshot.numberOfItems(inSection: section))")
                }
            }
        }
        let kept = keptControllerIdentifiers
        for (element, displayed) in host.visible {
            guard let owner = owner(of: displayed.cell) else { continue }
            if !kept.contains(ObjectIdentifier(owner)) {
                violations.append("the cell displayed for \(element) is owned by a controller the adapter does not keep")
            }
            if case .item(let path) = element, displayed.announced,
               let controller = store.existingController(at: path, in: snapshot), controller !== owner {
                violations.append("the cell displayed for item \(path) is owned by another controller than its item's")
            }
        }
        if !store.held.isEmpty {
            violations.append("\(store.held.count) controllers are held for an install that is over")
        }
        if !applies.pending.isEmpty {
            violations.append("\(applies.pending.count) applies wait for a drive of the host that is over")
        }
        let current = store.current(among: store.prefetched, in: snapshot)
        for controller in store.prefetched where !current.contains(ObjectIdentifier(controller)) {
            violations.append("a prefetched controller (\(controller.diffIdentifier)) is not one of the screen's")
        }
        violations += store.lookupViolations(in: snapshot)
        for (key, outline) in shown.outlines {
            guard let section = snapshot.indexOfSection(key) else {
                violations.append("a tree is kept for section \(key), which is not shown")
                continue
            }
            let items = snapshot.storage[section]
            for index in 0..<items.count where outline.outline(ofItemAt: index, in: items) == nil {
                violations.append("item \(index) of the tree of section \(section) has no outline")
            }
            for hidden in outline.hiddenIdentifiers where snapshot.pathOfItem(hidden) != nil {
                violations.append("the tree of section \(section) hides \(hidden), which the snapshot shows")
            }
        }
        return violations
    }
}
