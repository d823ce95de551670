/// Which supplementary element of a section: the header above its items or the footer below.
public enum SupplementaryKind: Hashable, Sendable, CaseIterable {
    /// The section header.
    case header
    /// The section footer.
    case footer
}

/// Anything a host lays out and displays with a cell: an item, or a section's header or footer.
enum LayoutElement: Hashable, Sendable {
    case item(ItemPath)
    case supplementary(SupplementaryKind, section: Int)
}
