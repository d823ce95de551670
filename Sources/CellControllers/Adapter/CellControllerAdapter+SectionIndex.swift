extension CellControllerAdapter {
    /// The host's section index titles: those of ``sectionIndex``, if any.
    func sectionIndexTitles(for host: Host) -> [String] {
        sectionIndex?().map(\.title) ?? []
    }

    /// The section of the index title at `index`, as ``sectionIndex`` gives it.
    func host(_ host: Host, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        guard let entries = sectionIndex?(), entries.indices.contains(index) else { return index }
        return entries[index].section
    }
}
