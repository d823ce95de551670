extension DiffableDataSource {
    /// The section index (UIKit's `sectionIndexTitles`), typed: given the screen shown, its
    /// titles in order and the section (by identifier) each one jumps to; `nil`, the default,
    /// for none. Titles whose section is not shown are left out. The host asks for it whenever
    /// it needs the titles (``CellHost/sectionIndexTitles``), so it follows every apply; jump
    /// with ``CellHost/scrollToSection(forIndexTitle:)``.
    ///
    /// It sets the adapter's section index (by section index), which it
    /// reads through.
    public var sectionIndex: (@MainActor (Snapshot<Section, Item>) -> [SectionIndexTitle<Section.ID>])? {
        get { typedSectionIndex }
        set {
            typedSectionIndex = newValue
            guard newValue != nil else {
                adapter.sectionIndex = nil
                return
            }
            adapter.sectionIndex = { [weak self] () -> [SectionIndexTitle<Int>] in self?.shownSectionIndex() ?? [] }
        }
    }

    /// The typed section index for the screen shown, by section index.
    private func shownSectionIndex() -> [SectionIndexTitle<Int>] {
        guard let typedSectionIndex else { return [] }
        let shown = snapshot()
        var entries: [SectionIndexTitle<Int>] = []
        for entry in typedSectionIndex(shown) {
            if let section = shown.indexOfSection(entry.section) { entries.append(SectionIndexTitle(entry.title, section: section)) }
        }
        return entries
    }
}
