/// Which supplementary element of a section: the header above its items or the footer below.
public enum SupplementaryKind: Hashable, Sendable, CaseIterable {
    /// The section header.
    case header
    /// The section footer.
    case footer
}

/// Anything a host lays out and displays with a cell: an item, or a section's header or footer.
///
/// The host's delegate gets the events that items and headers or footers share (display,
/// highlight, long press) for an element, as do the host's queries that answer for both
/// (``CellHost/rect(for:)``, ``CellHost/cell(for:)``):
///
/// ```swift
/// switch element {
/// case .item(let itemPath): print("item", itemPath)
/// case .supplementary(let kind, let section): print(kind, "of section", section)
/// }
/// ```
public enum LayoutElement: Hashable, Sendable, Comparable {
    /// The item at a path.
    case item(ItemPath)
    /// A section's header or footer.
    case supplementary(SupplementaryKind, section: Int)

    /// The item's path, or `nil` for a header or footer.
    public var itemPath: ItemPath? {
        if case .item(let path) = self { path } else { nil }
    }

    /// The section the element belongs to.
    package var section: Int {
        switch self {
        case .item(let path): path.section
        case .supplementary(_, let section): section
        }
    }

    /// Display order: by section; in a section the header, then the items, then the footer.
    public static func < (lhs: LayoutElement, rhs: LayoutElement) -> Bool {
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
