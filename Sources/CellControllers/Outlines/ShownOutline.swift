/// A section of a screen shown as a tree, as an adapter keeps it without being generic over
/// its item type: what the host's questions about outlines (``CellOutline``, disclosure taps)
/// need, answered by ``ShownOutline``.
@MainActor
protocol AnyShownOutline: AnyObject {
    /// The outline of the item at `index` of `section`, the section this tree shows.
    /// - Complexity: O(d) expected for the item's depth d.
    func outline(ofItemAt index: Int, in section: AnySnapshot.Section) -> CellOutline?
    /// The user tapped the disclosure of the item at `path`: toggle it, asking the handlers.
    func didTapDisclosure<Host>(at path: ItemPath, in adapter: CellControllerAdapter<Host>)
    /// The identifiers of the items the tree holds but does not show.
    /// - Complexity: O(n) for the tree's n items.
    var hiddenIdentifiers: [DiffIdentifier] { get }
}

/// A section shown as a tree: the ``SectionSnapshot`` last applied to it, with the expansion
/// states changed since (kept per item), and the handlers asked when the user expands or
/// collapses an item. The adapter's one record of the section's tree; the shown snapshot holds
/// its visible items.
@MainActor
final class ShownOutline<Item: Identifiable & Equatable & Sendable>: AnyShownOutline where Item.ID: Sendable {
    /// The tree, with its expansion states.
    var tree: SectionSnapshot<Item> {
        didSet { revision &+= 1 }
    }
    /// Bumped at every change of ``tree``: an asynchronous expansion computed from one tree is
    /// shown only if the tree is still that one.
    private(set) var revision: UInt64 = 0
    /// The handlers of the data source that applied it.
    var handlers: SectionSnapshotHandlers<Item>

    init(tree: SectionSnapshot<Item>, handlers: SectionSnapshotHandlers<Item>) {
        self.tree = tree
        self.handlers = handlers
    }

    /// The model stored at `index` of `section` (a section of a `Snapshot` of `Item`s).
    static func item(at index: Int, in section: AnySnapshot.Section) -> Item {
        Snapshot<AnyDiffable, Item>.item(in: section, at: index)
    }

    func outline(ofItemAt index: Int, in section: AnySnapshot.Section) -> CellOutline? {
        let id = Self.item(at: index, in: section).id
        guard let level = tree.level(of: id) else { return nil }
        var outline = CellOutline(level: level, hasChildren: tree.hasChildren(id), isExpanded: tree.isExpanded(id))
        outline.isInFlatTree = tree.isFlat
        return outline
    }

    func didTapDisclosure<Host>(at path: ItemPath, in adapter: CellControllerAdapter<Host>) {
        let id = Self.item(at: path.item, in: adapter.snapshot.storage[path.section]).id
        // While an apply is in flight the screen is about to change: the tap waits for it, in
        // the scheduler, and is replayed by identity once no apply is in flight. So it does
        // behind a tap's asynchronous expansion: taps take effect in the order they came.
        guard !adapter.isDisclosureTapDeferred else {
            // The tree is held (its handlers hear a dropped tap, even once the apply replaced
            // it); the adapter is not (it owns the scheduler, and passes itself to the replay).
            adapter.applies.scheduler.deferDisclosureTap(DeferredTap(id: id, origin: self))
            return
        }
        toggleForTap(id, knownPath: path, in: adapter)
    }

    /// The user's tap on the disclosure of `id`, toggling it asking the handlers; a refusal
    /// (children loaded lazily that cannot go there, say) goes to
    /// ``SectionSnapshotHandlers/disclosureTapFailed``.
    private func toggleForTap<Host>(_ id: Item.ID, knownPath: ItemPath?, in adapter: CellControllerAdapter<Host>) {
        do {
            try adapter.changeExpansion(of: id, in: self, to: nil, askingHandlers: true, knownPath: knownPath, largeLater: true)
        } catch {
            handlers.disclosureTapFailed?(id, error)
        }
    }

    /// Replays a tap on the disclosure of `id` that came while an apply was in flight, now that
    /// none is: the item is found again by identity, in whichever tree holds it now, and toggled
    /// as `DiffableDataSource.toggle(_:)` does. An item that no tree holds any more (the apply
    /// deleted it, or made its section a flat list) has no disclosure to tap: the tap is dropped
    /// and this tree's ``SectionSnapshotHandlers/disclosureTapFailed`` hears
    /// ``OutlineError/disclosureTapDropped(_:)``.
    fileprivate func replayTap<Host>(of id: Item.ID, in adapter: CellControllerAdapter<Host>) {
        for case let holder as ShownOutline<Item> in adapter.shown.outlines.values where holder.tree.contains(id) {
            holder.toggleForTap(id, knownPath: nil, in: adapter)
            return
        }
        handlers.disclosureTapFailed?(id, .disclosureTapDropped(SectionSnapshot<Item>.key(id)))
    }

    /// Whether expanding `id` in `tree` shows at least `threshold` rows below it.
    /// - Complexity: O(1) expected when its children alone are that many; else what
    ///   `SectionSnapshot.visibleDescendantCount(of:)` costs.
    static func showsMany(below id: Item.ID, in tree: SectionSnapshot<Item>, atLeast threshold: Int) -> Bool {
        guard let children = tree.nodes[id]?.children.count, children > 0 else { return false }
        return children >= threshold || tree.visibleDescendantCount(of: id) >= threshold
    }

    /// Expands `id`, which a user's tap is expanding (its handlers asked), off the main actor
    /// as ``DiffableDataSource/setExpanded(_:for:)`` does: its state flips when its rows are
    /// shown. Until then the taps that come wait for it, as they wait for an apply, and are
    /// replayed in order when it lands or ends without landing. An item that no tree holds
    /// once the applies in flight are shown is not expanded: the tap is dropped and
    /// ``SectionSnapshotHandlers/disclosureTapFailed`` hears
    /// ``OutlineError/disclosureTapDropped(_:)``.
    func expandLater<Host>(_ id: Item.ID, in adapter: CellControllerAdapter<Host>) {
        adapter.applies.scheduler.tapExpansion = Task { [self] in
            do {
                try await adapter.changeExpansionLater(of: id, to: true) { () throws(OutlineError) -> ShownOutline<Item>? in
                    for case let holder as ShownOutline<Item> in adapter.shown.outlines.values where holder.tree.contains(id) {
                        return holder
                    }
                    throw .disclosureTapDropped(SectionSnapshot<Item>.key(id))
                }
            } catch let error as OutlineError {
                handlers.disclosureTapFailed?(id, error)
            } catch {
                // Cancelled: the host is as it was.
            }
            adapter.applies.scheduler.tapExpansion = nil
            adapter.replayDeferredDisclosureTaps()
        }
    }

    var hiddenIdentifiers: [DiffIdentifier] {
        var visible = Set<Item.ID>()
        tree.forEachItem(under: tree.roots, visibleOnly: true) { node, _ in visible.insert(node.item.id) }
        return tree.nodes.keys.filter { !visible.contains($0) }.map(SectionSnapshot<Item>.key)
    }
}

extension ShownOutline {
    /// A disclosure tap on `id` that waits for the applies in flight (see
    /// `didTapDisclosure(at:in:)`), replayed by the tree it was made on.
    struct DeferredTap: DeferredDisclosureTap {
        let id: Item.ID
        let origin: ShownOutline

        func replay<Host>(in adapter: CellControllerAdapter<Host>) {
            origin.replayTap(of: id, in: adapter)
        }
    }
}
