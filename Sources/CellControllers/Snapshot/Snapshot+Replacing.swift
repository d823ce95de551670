extension Snapshot {
    // MARK: Replacing models

    /// Replaces items by identity with new models: each of `items` takes the place of the item
    /// with its `id`, which keeps its place (and, once applied, its selection, its cell and its
    /// measured height), and is marked for a reconfigure, so the next diff from this snapshot
    /// reconfigures its cell with the new model even if `==` calls the two equal. The edit UIKit
    /// lacks: muting a conversation is `try snapshot.replaceItems([muted])`, not a delete and an
    /// insert at the same place.
    ///
    /// ```swift
    /// var next = dataSource.snapshot()
    /// try next.replaceItems([Message(id: 7, text: "Edited")])
    /// try dataSource.apply(next)
    /// ```
    ///
    /// - Throws: ``SnapshotEditError/unknownItem(_:)`` for a model whose `id` is not in the
    ///   snapshot, ``SnapshotEditError/duplicateInArguments(_:)`` for an `id` given twice; the
    ///   snapshot is unchanged.
    /// - Complexity: O(k) expected for k items, plus a memory move of each section edited.
    public mutating func replaceItems(_ items: [Item]) throws(SnapshotEditError) {
        var paths: [ItemPath] = []
        paths.reserveCapacity(items.count)
        var seen = Set<Item.ID>()
        for item in items {
            guard seen.insert(item.id).inserted else { throw .duplicateInArguments(Self.itemKey(item.id)) }
            guard let path = pathOfItem(item.id) else { throw .unknownItem(Self.itemKey(item.id)) }
            paths.append(path)
        }
        for (item, path) in zip(items, paths) {
            erased.replaceItems(inSection: path.section, path.item..<(path.item + 1), with: AnySnapshot.NewItems([item]))
        }
        // Every identifier was found above, so the marks cannot fail.
        try erased.reconfigureItems(items.map { Self.itemKey($0.id) })
    }

    /// Replaces the item `id` with what `change` makes of its model (a read-modify-write by
    /// identity, as in `update { }`): `try snapshot.updateItem(7) { $0.isMuted = true }`. The
    /// item keeps its place and is marked for a reconfigure, as ``replaceItems(_:)`` does.
    ///
    /// - Throws: ``SnapshotEditError/unknownItem(_:)`` when `id` is not in the snapshot, or
    ///   ``SnapshotEditError/identityChanged(from:to:)`` when `change` gave the model another
    ///   `id` (delete the item and insert the new one instead); the snapshot is unchanged.
    /// - Complexity: O(1) expected, plus a memory move of the item's section.
    public mutating func updateItem(_ id: Item.ID, _ change: (inout Item) -> Void) throws(SnapshotEditError) {
        guard var item = item(withIdentifier: id) else { throw .unknownItem(Self.itemKey(id)) }
        change(&item)
        guard item.id == id else { throw .identityChanged(from: Self.itemKey(id), to: Self.itemKey(item.id)) }
        try replaceItems([item])
    }
}
