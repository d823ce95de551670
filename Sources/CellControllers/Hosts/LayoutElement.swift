/// Which supplementary element of a section: the header above its items or the footer below.
public enum SupplementaryKind: Hashable, Sendable, CaseIterable {
    /// The section header.
    case header
    /// The section footer.
    case footer
}

/// Anything a host lays out and displays with a cell: an item, or a section's header or footer.
enum LayoutElement: Hashable, Sendable, Comparable {
    case item(ItemPath)
    case supplementary(SupplementaryKind, section: Int)

    /// The item's path, or `nil` for a header or footer.
    var itemPath: ItemPath? {
        if case .item(let path) = self { path } else { nil }
    }

    /// The section the element belongs to.
    var section: Int {
        switch self {
        case .item(let path): path.section
        case .supplementary(_, let section): section
        }
    }

    /// Display order: by section; in a section the header, then the items, then the footer.
    static func < (lhs: LayoutElement, rhs: LayoutElement) -> Bool {
        lhs.orderKey < rhs.orderKey
    }

    private var orderKey: (Int, Int, Int) {
        switch self {
        case .supplementary(.header, let section): (section, 0, 0)
        case .item(let path): (path.section, 1, path.item)
        case .supplementary(.footer, let section): (section, 2, 0)
        }
    }
}
