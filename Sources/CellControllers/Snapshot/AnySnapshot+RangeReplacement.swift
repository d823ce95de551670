extension AnySnapshot {
    /// Replaces the items of section `section` in `range` with `new` (checked by the caller:
    /// none of them is elsewhere in the snapshot, none repeats), keeping the identifier index
    /// up to date instead of rebuilding it: what an outline's expansion (an insertion after the
    /// parent), collapse (a removal) and section snapshot (the whole section) do to the screen.
    ///
    /// The index is edited in place when this snapshot is its only holder (take the storage
    /// and index over from the screen first, see ``CellControllerAdapter``'s outlines), so the
    /// cost does not depend on the other items: O(k) hashes for the k items removed and added,
    /// plus moving the section's items after `range` in memory. Items after `range` keep
    /// position hints in the index, checked and refreshed when looked up.
    ///
    /// - Complexity: O(k) expected, plus an O(m) memory move for a section of m items.
    mutating func replaceItems(inSection section: Int, _ range: Range<Int>, with new: NewItems) {
        edit { (snapshot, index) in
            var removed: [DiffIdentifier] = []
            removed.reserveCapacity(range.count)
            snapshot.storage[section].storage.forEachIdentifier(in: range) { removed.append($1) }
            if !range.isEmpty {
                _ = snapshot.storage[section].storage.removeSubrange(range)
                index.invalidate(section: section, from: range.lowerBound, count: range.count)
            }
            // The removed items were located (an edit's index locates every item).
            index.items.remove(located: removed)
            if !snapshot.marks.isEmpty {
                for identifier in removed {
                    snapshot.marks.reconfiguredItems.remove(identifier)
                    snapshot.marks.reloadedItems.remove(identifier)
                }
            }
            // The new items are not in the snapshot (its identifiers stay unique): each is
            // recorded without a lookup of the locations shared with its copies.
            snapshot.insert(new, section: section, at: range.lowerBound, index: &index, absent: true)
            // A replaced model is a content change the record does not follow.
            snapshot.editRecord?.giveUp()
        }
    }
}
