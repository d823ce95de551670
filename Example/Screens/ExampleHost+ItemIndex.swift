import CellControllers

/// Items counted across sections in display order, as `--select`, `--long-press`, the inbox's
/// row options and `--interactive`'s cursor number them.
extension ExampleHost {
    /// The number of items, across sections.
    var itemCount: Int {
        (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
    }

    /// The item's position counting items across sections.
    func flatIndex(of path: ItemPath) -> Int {
        (0..<path.section).reduce(0) { $0 + numberOfItems(inSection: $1) } + path.item
    }

    /// The path of the `index`th item across sections, or `nil` when there are not that many.
    func itemPath(atFlatIndex index: Int) -> ItemPath? {
        var remaining = index
        for section in 0..<numberOfSections {
            let count = numberOfItems(inSection: section)
            if remaining < count { return ItemPath(item: remaining, section: section) }
            remaining -= count
        }
        return nil
    }
}
