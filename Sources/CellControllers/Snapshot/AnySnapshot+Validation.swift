extension AnySnapshot {
    /// Checks that section identifiers are unique among the sections and item identifiers are
    /// unique across the whole snapshot.
    ///
    /// - Throws: the first duplicate section (by second index), else the first duplicate item
    ///   (by second path), as a ``SnapshotError``.
    /// - Complexity: expected O(s + n) for s sections and n items; identifiers hash in O(1).
    public func validate() throws(SnapshotError) {
        let empty = AnySnapshot()
        _ = try AnySnapshot.match(sectionsOf: self, and: empty)
        _ = try AnySnapshot.match(itemsOf: self, and: empty)
    }
}
