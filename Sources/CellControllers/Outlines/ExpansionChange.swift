/// What expanding or collapsing one item changes on the screen, computed from values alone: the
/// items shown below it (inserted) or hidden (deleted), and the one batch update that does it,
/// planned. The synchronous expansion computes it on the main actor; the asynchronous one
/// (``DiffableDataSource/setExpanded(_:for:)``) off it, with the new screen, and the main actor then only
/// shows it.
struct ExpansionChange<Item: Identifiable & Equatable & Sendable>: Sendable where Item.ID: Sendable {
    /// The items inserted below the item (empty for a collapse).
    let shown: [Item]
    /// The positions in the section of the items the change deletes (empty for an expansion).
    let replaced: Range<Int>
    /// The batch update, planned against the screen's item counts.
    let prepared: PreparedChanges

    /// The change from `before` to `after` (the same tree with the item `id`, shown at `path`,
    /// expanded or collapsed), on a screen of `oldCounts` items per section.
    ///
    /// - Complexity: O(k log k) for the k items shown or hidden.
    init(of id: Item.ID, from before: SectionSnapshot<Item>, to after: SectionSnapshot<Item>, at path: ItemPath, oldCounts: [Int]) {
        let first = path.item + 1
        let expanding = after.isExpanded(id)
        shown = expanding ? after.visibleDescendants(of: id) : []
        let hidden = expanding ? 0 : before.visibleDescendantCount(of: id)
        replaced = first..<first + hidden
        let section = path.section
        let update = BatchUpdate(
            deletedItems: replaced.map { ItemPath(item: $0, section: section) },
            insertedItems: (first..<first + shown.count).map { ItemPath(item: $0, section: section) })
        var newCounts = oldCounts
        newCounts[section] += shown.count - hidden
        prepared = PreparedChanges.planned(StagedChangeset(structure: update), oldCounts: oldCounts, newCounts: newCounts)
    }

    /// The change on `screen`, and the screen it makes (the section's items replaced), computed
    /// on the global concurrent executor, never on the caller's actor: the copy of the
    /// section's items and of the identifier index that the new screen needs (the caller's
    /// screen keeps its own) is made there too.
    ///
    /// - Complexity: O(k log k) for the k items shown or hidden, plus O(n) to copy a screen of
    ///   n items (off the caller's actor).
    @concurrent
    static func screenOffMainActor(
        of id: Item.ID, from before: SectionSnapshot<Item>, to after: SectionSnapshot<Item>, at path: ItemPath, on screen: AnySnapshot
    ) async -> (change: ExpansionChange, screen: AnySnapshot) {
        let change = ExpansionChange(of: id, from: before, to: after, at: path, oldCounts: PreparedChanges.itemCounts(of: screen))
        var screen = screen
        screen.replaceItems(inSection: path.section, change.replaced, with: AnySnapshot.NewItems(change.shown))
        return (change, screen)
    }
}
