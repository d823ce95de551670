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
extension ContextMenuError: ItemRangeError {}

/// Where an item path falls outside a host's items: the counts its errors report.
struct ItemRangeViolation: Hashable, Sendable {
    /// The number of sections.
    var sectionCount: Int
    /// The number of items of the path's section, or `nil` when that section does not exist.
    var itemCount: Int?
}

extension ItemRangeViolation {
    /// `nil` when `path` is one of the items of `sectionCount` sections of `itemCount(section)`
    /// items, else the counts that say why it is not. With `acceptingEnd`, the index one past a
    /// section's last item is inside too: a place an item from another section can move to.
    ///
    /// The one range rule: the host's typed errors (through its layout engine) and the adapter's
    /// lookups (through its snapshot) are made from it.
    ///
    /// - Complexity: O(1) plus one call of `itemCount`.
    static func of(_ path: ItemPath, sectionCount: Int, itemCount: (Int) -> Int, acceptingEnd: Bool = false) -> ItemRangeViolation? {
        guard (0..<sectionCount).contains(path.section) else { return ItemRangeViolation(sectionCount: sectionCount) }
        let count = itemCount(path.section)
        let end = acceptingEnd ? count + 1 : count
        return (0..<end).contains(path.item) ? nil : ItemRangeViolation(sectionCount: sectionCount, itemCount: count)
    }
}

extension LayoutEngine {
    /// `nil` when `path` is an item laid out, else the counts that say why it is not (see
    /// ``ItemRangeViolation/of(_:sectionCount:itemCount:acceptingEnd:)``).
    ///
    /// - Complexity: O(1).
    func rangeViolation(of path: ItemPath, acceptingEnd: Bool = false) -> ItemRangeViolation? {
        ItemRangeViolation.of(path, sectionCount: numberOfSections, itemCount: numberOfItems(inSection:), acceptingEnd: acceptingEnd)
    }

    /// Whether `path` is an item laid out.
    ///
    /// - Complexity: O(1).
    func contains(_ path: ItemPath) -> Bool {
        rangeViolation(of: path) == nil
    }
}

extension AnySnapshot {
    /// `nil` when `path` is an item of the snapshot, else the counts that say why it is not.
    ///
    /// - Complexity: O(1).
    func rangeViolation(of path: ItemPath) -> ItemRangeViolation? {
        ItemRangeViolation.of(path, sectionCount: numberOfSections, itemCount: numberOfItems(inSection:))
    }

    /// Whether `path` is an item of the snapshot.
    ///
    /// - Complexity: O(1).
    func contains(_ path: ItemPath) -> Bool {
        rangeViolation(of: path) == nil
    }
}

