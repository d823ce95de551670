extension SectionSnapshot {
    // MARK: Adding

    /// Appends `items` as the last children of `parent`, or as the last roots when `parent` is
    /// `nil`. New items are collapsed.
    /// - Throws: ``SnapshotEditError/unknownParent(_:)``,
    ///   ``SnapshotEditError/itemAlreadyPresent(_:at:)`` or
    ///   ``SnapshotEditError/duplicateInArguments(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected for k items, amortised.
    public mutating func append(_ items: [Item], to parent: Item.ID? = nil) throws(SnapshotEditError) {
        if let parent, nodes[parent] == nil { throw .unknownParent(Self.key(parent)) }
        try checkNew(items)
        add(items, under: parent)
        if let parent { nodes[parent]?.appendChildren(items) } else { roots.append(contentsOf: items.map(\.id)) }
    }

    /// Inserts `items` just before or just after the item of `placement`, as its siblings (under
    /// its parent): UIKit's `insert(_:before:)` is `insert(_:at: .before(id))`.
    /// - Throws: ``SnapshotEditError/unknownItem(_:)`` for an unknown anchor, or the errors of
    ///   ``append(_:to:)``; the snapshot is unchanged.
    /// - Complexity: O(k + c) for c siblings.
    public mutating func insert(_ items: [Item], at placement: Placement<Item.ID>) throws(SnapshotEditError) {
        switch placement {
        case .before(let anchor): try insert(items, nextTo: anchor, offset: 0)
        case .after(let anchor): try insert(items, nextTo: anchor, offset: 1)
        }
    }

    private mutating func insert(_ items: [Item], nextTo anchor: Item.ID, offset: Int) throws(SnapshotEditError) {
        guard let node = nodes[anchor] else { throw .unknownItem(Self.key(anchor)) }
        try checkNew(items)
        add(items, under: node.parent)
        if let parent = node.parent {
            let position = (nodes[parent]?.children.firstIndex(of: anchor) ?? 0) + offset
            nodes[parent]?.insertChildren(items, at: position)
        } else {
            let position = (roots.firstIndex(of: anchor) ?? 0) + offset
            roots.insert(contentsOf: items.map(\.id), at: position)
        }
    }

    /// Replaces the children of `parent` (and their subtrees) with the roots of `snapshot` and
    /// their subtrees, keeping `snapshot`'s expansion states: UIKit's `replace(childrenOf:using:)`,
    /// what a lazily loaded folder does when it is expanded.
    /// - Throws: ``SnapshotEditError/unknownParent(_:)``, or
    ///   ``SnapshotEditError/itemAlreadyPresent(_:at:)`` for an item of `snapshot` that is in
    ///   this tree outside `parent`'s subtree; the snapshot is unchanged.
    /// - Complexity: O(k + m) for the k items of `snapshot` and the m items replaced.
    public mutating func replace(childrenOf parent: Item.ID, using snapshot: SectionSnapshot) throws(SnapshotEditError) {
        guard let node = nodes[parent] else { throw .unknownParent(Self.key(parent)) }
        var replaced = Set<Item.ID>()
        forEachItem(under: node.children, visibleOnly: false) { node, _ in replaced.insert(node.item.id) }
        if snapshot.nodes[parent] != nil { throw .itemAlreadyPresent(Self.key(parent)) }
        for id in snapshot.nodes.keys where nodes[id] != nil && !replaced.contains(id) {
            throw .itemAlreadyPresent(Self.key(id))
        }
        for id in replaced {
            nodes[id] = nil
            expanded.remove(id)
        }
        for (id, added) in snapshot.nodes {
            var copy = added
            if copy.parent == nil { copy.parent = parent }
            nodes[id] = copy
        }
        expanded.formUnion(snapshot.expanded)
        nodes[parent]?.setChildren(snapshot.roots.compactMap { snapshot.nodes[$0]?.item })
    }

    // MARK: Deleting

    /// Deletes the items `ids` and their subtrees (repetitions, and items already deleted with
    /// an ancestor, are ignored).
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k + c) for the k items deleted and their parents' c children.
    public mutating func delete(_ ids: [Item.ID]) throws(SnapshotEditError) {
        for id in ids where nodes[id] == nil { throw .unknownItem(Self.key(id)) }
        for id in ids {
            guard let node = nodes[id] else { continue }  // deleted with an ancestor
            if let parent = node.parent {
                nodes[parent]?.removeChild(id)
            } else {
                roots.removeAll { $0 == id }
            }
            var doomed: [Item.ID] = []
            forEachItem(under: [id], visibleOnly: false) { node, _ in doomed.append(node.item.id) }
            for gone in doomed {
                nodes[gone] = nil
                expanded.remove(gone)
            }
        }
    }

    /// Deletes every item. Inside the package, for its tests: users write
    /// `tree = SectionSnapshot()`.
    /// - Complexity: O(n).
    package mutating func deleteAll() {
        self = SectionSnapshot()
    }

    // MARK: Expansion

    /// Expands (`true`) or collapses (`false`) the items `ids` (UIKit's `expand(_:)` and
    /// `collapse(_:)`). Expanded, their children are visible where they are; an item without
    /// children keeps the state for when it gets some. Collapsed, their descendants are hidden,
    /// keeping their own states.
    ///
    /// ```swift
    /// try tree.setExpanded(true, for: ["docs"])
    /// ```
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected.
    public mutating func setExpanded(_ isExpanded: Bool, for ids: [Item.ID]) throws(SnapshotEditError) {
        if isExpanded {
            try expand(ids)
        } else {
            try collapse(ids)
        }
    }

    /// Expands the items `ids` (``setExpanded(_:for:)`` with `true`; inside the package).
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected.
    package mutating func expand(_ ids: [Item.ID]) throws(SnapshotEditError) {
        for id in ids where nodes[id] == nil { throw .unknownItem(Self.key(id)) }
        expanded.formUnion(ids)
    }

    /// Collapses the items `ids` (``setExpanded(_:for:)`` with `false`; inside the package).
    /// - Throws: ``SnapshotEditError/unknownItem(_:)``; the snapshot is unchanged.
    /// - Complexity: O(k) expected.
    package mutating func collapse(_ ids: [Item.ID]) throws(SnapshotEditError) {
        for id in ids where nodes[id] == nil { throw .unknownItem(Self.key(id)) }
        expanded.subtract(ids)
    }

    // MARK: Support

    /// Checks that none of `items` is in the tree and that none repeats.
    /// - Complexity: O(k) expected.
    private func checkNew(_ items: [Item]) throws(SnapshotEditError) {
        var seen = Set<Item.ID>(minimumCapacity: items.count)
        for item in items {
            if nodes[item.id] != nil { throw .itemAlreadyPresent(Self.key(item.id)) }
            if !seen.insert(item.id).inserted { throw .duplicateInArguments(Self.key(item.id)) }
        }
    }

    /// Adds the nodes of `items` under `parent` (checked), without placing them among siblings.
    private mutating func add(_ items: [Item], under parent: Item.ID?) {
        nodes.reserveCapacity(nodes.count + items.count)
        for item in items { nodes[item.id] = Node(item: item, parent: parent) }
    }
}
