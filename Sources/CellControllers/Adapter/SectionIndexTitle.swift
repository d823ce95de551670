/// One title of a section index and the section it jumps to, by identifier, for a
/// ``DiffableDataSource``'s ``DiffableDataSource/sectionIndex`` (the host's data source gets
/// them by section number, ``CellHostDataSource/sectionIndex(for:)``).
///
/// ```swift
/// let entry = SectionIndexTitle("B", section: "b-names")
/// print(entry.title, entry.section)   // B b-names
/// ```
public struct SectionIndexTitle<SectionID: Hashable & Sendable>: Hashable, Sendable {
    /// The title shown in the index ("A", "#", ...).
    package var title: String
    /// The section it jumps to.
    package var section: SectionID

    /// The title `title`, jumping to `section`.
    public init(_ title: String, section: SectionID) {
        self.title = title
        self.section = section
    }
}
