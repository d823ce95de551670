import CellControllers

extension Snapshot {
    /// The path of the item numbered `number` when the sections' items are counted one after
    /// another from 0 (what `--select N` names on the card screens), or `nil` past the last.
    func path(ofItemNumber number: Int) -> ItemPath? {
        guard number >= 0 else { return nil }
        var remaining = number
        for (section, model) in sectionModels.enumerated() {
            guard let count = try? numberOfItems(inSection: model.id) else { return nil }
            if remaining < count { return ItemPath(item: remaining, section: section) }
            remaining -= count
        }
        return nil
    }
}
