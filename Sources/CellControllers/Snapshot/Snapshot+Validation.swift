extension Snapshot {
    /// Checks that section identifiers are unique among the sections and item identifiers are
    /// unique across the whole snapshot.
    ///
    /// - Throws: the first duplicate section (by second index), else the first duplicate item
    ///   (by second path), as a ``SnapshotError``.
    /// - Complexity: expected O(s + n) for s sections and n items; identifiers hash in O(1).
    public func validate() throws(SnapshotError) {
        let empty = Snapshot()
        _ = try Snapshot.match(sectionsOf: self, and: empty)
        _ = try Snapshot.match(itemsOf: self, and: empty)
    }
}
