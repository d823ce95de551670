/// A jump through the section index (``CellHost/scrollToSection(forIndexTitle:)``) that the host
/// cannot make. The host is left exactly as it was.
public enum SectionIndexError: Error, Hashable, Sendable {
    /// No index title is `title`; `available` lists the titles (empty when there is no index).
    case unknownTitle(String, available: [String])
    /// The data source answered a section that the host does not have.
    case sectionOutOfRange(title: String, section: Int, sectionCount: Int)
}

extension SectionIndexError: CustomStringConvertible {
    /// What was wrong and how to fix it.
    public var description: String {
        switch self {
        case let .unknownTitle(title, available) where available.isEmpty:
            "The section index has no title '\(title)': the host has no section index. Give its data source "
                + "sectionIndexTitles (the adapter's sectionIndex) first."
        case let .unknownTitle(title, available):
            "The section index has no title '\(title)'. Its titles are: " + available.map { "'\($0)'" }.joined(separator: ", ") + "."
        case let .sectionOutOfRange(title, section, sectionCount):
            "The index title '\(title)' jumps to section \(section), but the host has \(sectionCount) sections. "
                + "Answer sectionForSectionIndexTitle with a section the host shows."
        }
    }
}
