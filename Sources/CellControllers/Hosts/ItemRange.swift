/// A typed error with a case for an item path outside a host's items, reporting the host's
/// section count and, when the section exists, its item count: ``CellHostError``,
/// ``SwipeActionError`` and ``InteractiveMovementError``. Their enum cases witness the
/// requirement, so one range check (`CellHost.checkRange(_:throwing:)`) throws any of them.
protocol ItemRangeError: Error {
    /// The error for `path`, outside a host of `sectionCount` sections; `itemCount` is the
    /// section's item count, or `nil` when the section does not exist.
    static func itemOutOfRange(_ path: ItemPath, sectionCount: Int, itemCount: Int?) -> Self
}

extension CellHostError: ItemRangeError {}
extension SwipeActionError: ItemRangeError {}
extension InteractiveMovementError: ItemRangeError {}

/// Where an item path falls outside a host's items: the counts its errors report.
struct ItemRangeViolation: Hashable, Sendable {
    /// The number of sections.
    var sectionCount: Int
    /// The number of items of the path's section, or `nil` when that section does not exist.
    var itemCount: Int?
}

extension LayoutEngine {
    /// `nil` when `path` is an item laid out, else the counts that say why it is not. With
    /// `acceptingEnd`, the index one past a section's last item is inside too: a place an item
    /// from another section can move to.
    ///
    /// The one range check of a host: every typed error for a path out of range is made from it.
    ///
    /// - Complexity: O(1).
    func rangeViolation(of path: ItemPath, acceptingEnd: Bool = false) -> ItemRangeViolation? {
        let sectionCount = numberOfSections
        guard (0..<sectionCount).contains(path.section) else { return ItemRangeViolation(sectionCount: sectionCount) }
        let itemCount = numberOfItems(inSection: path.section)
        let end = acceptingEnd ? itemCount + 1 : itemCount
        return (0..<end).contains(path.item) ? nil : ItemRangeViolation(sectionCount: sectionCount, itemCount: itemCount)
    }

    /// Whether `path` is an item laid out.
    ///
    /// - Complexity: O(1).
    func contains(_ path: ItemPath) -> Bool {
        rangeViolation(of: path) == nil
    }
}
