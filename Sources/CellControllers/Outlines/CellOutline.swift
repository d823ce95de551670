/// Where a displayed item sits in its section's outline: how deep, and whether it has children
/// and shows them. Part of ``CellState`` (``CellState/outline``), like the expanded state of
/// UIKit's `UICellConfigurationState`.
///
/// A host draws it before the cell's own lines in its text rendering: two columns of indent per
/// ``level``, then, for an item with children only, a disclosure, `▸` collapsed or `▾` expanded,
/// and a space, then the cell's content. A leaf gets no room for a disclosure, as a UIKit cell
/// without the outline disclosure accessory: a flat tree (roots only) is drawn exactly as a
/// plain list, and a child's content starts under its parent's. A tap on the disclosure
/// (``CellHost/tapDisclosure(at:)``, or ``CellHost/tap(at:)-(Point)`` on its column) toggles
/// the item; a tap elsewhere on the row selects it as usual.
public struct CellOutline: Hashable, Sendable {
    /// How deep the item is: 0 for a root of the section's tree.
    public var level: Int
    /// Whether the item has children, so shows a disclosure.
    public var hasChildren: Bool
    /// Whether the item is expanded (its children are shown).
    public var isExpanded: Bool

    /// An item's place in its outline.
    public init(level: Int, hasChildren: Bool, isExpanded: Bool) {
        self.level = level
        self.hasChildren = hasChildren
        self.isExpanded = isExpanded
    }

    /// The disclosure drawn for the item: `▸` collapsed, `▾` expanded, `nil` for a leaf.
    public var disclosure: String? {
        guard hasChildren else { return nil }
        return isExpanded ? "▾" : "▸"
    }

    /// The columns the host draws before the cell's content: the indent (two per level), and
    /// the disclosure's two columns for an item with children. 0 for a root leaf.
    public var leadingColumns: Int { 2 * level + (hasChildren ? 2 : 0) }

    /// The prefix drawn before the cell's first line: the indent, then the disclosure and a
    /// space for an item with children.
    var prefix: String { String(repeating: " ", count: 2 * level) + (disclosure.map { $0 + " " } ?? "") }
}
