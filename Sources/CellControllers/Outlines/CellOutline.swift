/// Where a displayed item sits in its section's outline: how deep, and whether it has children
/// and shows them. Part of ``CellState`` (``CellState/outline``), like the expanded state of
/// UIKit's `UICellConfigurationState`.
///
/// A host draws it before the cell's own lines in its text rendering: two columns of indent per
/// ``level``, then a disclosure for an item with children, `▸` collapsed or `▾` expanded (two
/// columns, a space for a leaf), then the cell's content. In a flat tree (roots only, no item
/// with children) nothing is drawn before the content: it looks exactly like a plain list, as
/// in UIKit. A tap on the disclosure
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
    package init(level: Int, hasChildren: Bool, isExpanded: Bool) {
        self.level = level
        self.hasChildren = hasChildren
        self.isExpanded = isExpanded
    }

    /// The disclosure drawn for the item: `▸` collapsed, `▾` expanded, `nil` for a leaf.
    package var disclosure: String? {
        guard hasChildren else { return nil }
        return isExpanded ? "▾" : "▸"
    }

    /// The columns the host draws before the cell's content: the indent and the disclosure's two
    /// columns, or none in a flat tree.
    package var leadingColumns: Int { isInFlatTree ? 0 : 2 * level + 2 }

    /// Whether the item's tree is flat (roots only, no item with children): then nothing is
    /// drawn before its content, and the row looks like a plain list's. The adapter sets it from
    /// the section's tree.
    package var isInFlatTree = false

    /// The prefix drawn before the cell's first line: the indent, the disclosure (or a space)
    /// and a space.
    var prefix: String { isInFlatTree ? "" : String(repeating: " ", count: 2 * level) + (disclosure ?? " ") + " " }
}
