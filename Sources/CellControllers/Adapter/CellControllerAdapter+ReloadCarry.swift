extension CellControllerAdapter {
    /// The host's selection, measured heights, first visible place and carousel offsets
    /// (``HostReloadState``), moved from the items' paths in `old` (the screen shown) to their
    /// paths in `new`, for a reload that shows `new`: an apply of more than ``reloadThreshold``
    /// changes, or a reload-variant apply. An item keeps its measured height only when its
    /// content is unchanged and not marked for a reconfigure or reload (nor its section for a
    /// reload). A carousel goes with its section: where the diff puts it, or (without a diff)
    /// found in `new` by identity.
    ///
    /// With a diff (`prepared.mapping`), items are followed through its structure stage and
    /// content changes read from its content stage. Without one (a reload variant), the items
    /// named are found in `new` by identity in one pass that stops once all are found, holding
    /// only those: no index of `new` is built.
    ///
    /// - Complexity: O(k log c) for k items named and c changes with a diff; else O(n) for the
    ///   n items of `new` (at most), in O(k) memory; plus O(s) for s sections.
    func carriedReloadState(from old: AnySnapshot, to new: AnySnapshot, prepared: PreparedChanges) -> HostReloadState<Host.Layout> {
        let state = host.reloadState(atTop: topOfContentRule)
        // With a diff, a section goes where its structure stage puts it (an outline change hands
        // over the shown snapshot's storage, so `old` may be empty then); without one, it is
        // found in `new` by identity.
        let newSection: (Int) -> Int? = switch prepared.mapping {
        case .identity: { $0 }
        case .plan(let plan): { plan.destinationOfOldSection.indices.contains($0) ? plan.destinationOfOldSection[$0] : nil }
        case .unknown: Self.sectionMapping(from: old, to: new, needed: !state.carousels.isEmpty)
        }
        switch prepared.mapping {
        case .identity, .plan:
            let content = prepared.plan(of: .content)
            return state.following(
                prepared.mapping.newPath(forOld:),
                section: newSection,
                keepingSelection: { _, path in content.map { !$0.reloadedItems.contains(path) } ?? true },
                keepingHeight: { _, path in
                    guard let content else { return true }
                    return !content.reloadedItems.contains(path) && !content.reconfiguredItems.contains(path)
                        && !content.reloadedSections.contains(path.section)
                })
        case .unknown:
            let found = Self.paths(in: new, of: state.paths.filter(old.contains), identifiedIn: old)
            // What the diff would have reloaded or reconfigured: a content change (reloaded under
            // `contentChanges == .reload`), or a mark.
            func isUnchanged(_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool {
                old.sections[oldPath.section].storage.isContentEqual(at: oldPath.item, to: new.sections[newPath.section].storage, at: newPath.item)
            }
            func isReloaded(_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool {
                new.marks.reloadedItems.contains(old.itemIdentifier(at: oldPath))
                    || (contentChanges == .reload && !isUnchanged(oldPath, newPath))
            }
            return state.following(
                { found[$0] },
                section: newSection,
                keepingSelection: { !isReloaded($0, $1) },
                keepingHeight: { oldPath, newPath in
                    !isReloaded(oldPath, newPath) && isUnchanged(oldPath, newPath)
                        && !new.marks.reconfiguredItems.contains(old.itemIdentifier(at: oldPath))
                        && !new.marks.reloadedSections.contains(new.sections[newPath.section].identifier)
                })
        }
    }

    /// Where each section of `old` is in `new` (`nil` for one that is gone), by identity; with
    /// nothing `needed`, no section is looked up.
    ///
    /// - Complexity: O(s) for s sections (none when not `needed`).
    private static func sectionMapping(from old: AnySnapshot, to new: AnySnapshot, needed: Bool) -> (Int) -> Int? {
        guard needed else { return { _ in nil } }
        var indices: [DiffIdentifier: Int] = [:]
        for section in new.sections.indices { indices[new.sections[section].identifier] = section }
        return { section in old.sections.indices.contains(section) ? indices[old.sections[section].identifier] : nil }
    }

    /// Where the items at `paths` of `old` are in `new` (those that are there), found by
    /// identity in one pass over `new` that ends once every one is found. As in a diff, an item
    /// is kept only between sections that are in both (one that goes from a deleted section or
    /// into an inserted one is deleted and inserted).
    ///
    /// - Complexity: O(s + k + n) for s sections, k paths and the n items of `new`, in O(s + k)
    ///   memory.
    private static func paths(in new: AnySnapshot, of paths: [ItemPath], identifiedIn old: AnySnapshot) -> [ItemPath: ItemPath] {
        let oldSections = Set(old.sections.map(\.identifier))
        let newSections = Set(new.sections.map(\.identifier))
        var wanted: [DiffIdentifier: ItemPath] = [:]
        for path in paths where newSections.contains(old.sections[path.section].identifier) {
            wanted[old.itemIdentifier(at: path)] = path
        }
        var found: [ItemPath: ItemPath] = [:]
        guard !wanted.isEmpty else { return found }
        for section in new.sections.indices where oldSections.contains(new.sections[section].identifier) {
            let items = new.sections[section]
            for item in 0..<items.count {
                guard let oldPath = wanted[items.identifier(at: item)] else { continue }
                found[oldPath] = ItemPath(item: item, section: section)
                if found.count == wanted.count { return found }
            }
        }
        return found
    }
}
