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
    var tree: SectionSnapshot<Item>
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
        // A tap that cannot change the screen (an apply in flight) changes nothing, as the
        // host's other taps do when the data source refuses them.
        _ = try? adapter.changeExpansion(of: id, in: self, to: nil, askingHandlers: true, knownPath: path)
    }

    var hiddenIdentifiers: [DiffIdentifier] {
        var visible = Set<Item.ID>()
        tree.forEachItem(under: tree.roots, visibleOnly: true) { node, _ in visible.insert(node.item.id) }
        return tree.nodes.keys.filter { !visible.contains($0) }.map(SectionSnapshot<Item>.key)
    }
}
