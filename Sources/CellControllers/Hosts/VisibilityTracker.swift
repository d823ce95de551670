/// A host's visibility bookkeeping that no displayed cell holds: the host's thresholds, the
/// content offset last reported to the delegate, and how many displayed (announced) elements
/// each section has, so that a section's display events come with its first element's
/// `willDisplay` and its last element's `didEndDisplaying`.
///
/// What each displayed item last reported (its fraction and thresholds) lives with its cell's
/// record, `DisplayedCell`, which follows the item through batch updates; the current fraction
/// is the cell's ``CellView/visibleFraction``, derived by each layout pass from frames and the
/// viewport.
struct VisibilityTracker: Sendable {
    /// The host's thresholds (``CellHost/visibilityThresholds``), normalized.
    var thresholds: [Double] = []
    /// The content offset the delegate last heard of (``CellHostDelegate/host(_:didScroll:)``).
    var reportedOffset = Point()
    /// Whether an item was given thresholds of its own during this layout pass's `willDisplay`
    /// events (its crossings are then reported at the end of the pass).
    var thresholdsGiven = false
    /// The sections that have announced elements, and how many: a handful at a time, so a
    /// small array searched linearly (cheaper than hashing, at every element a scroll shows or
    /// hides).
    private(set) var sectionElementCounts: [(section: Int, count: Int)] = []

    /// `values` as thresholds: the finite values in `0 < t <= 1`, ascending, without repeats.
    ///
    /// - Complexity: O(t log t).
    static func normalized(_ values: [Double]) -> [Double] {
        var kept = values.filter { $0.isFinite && $0 > 0 && $0 <= 1 }
        kept.sort()
        var unique: [Double] = []
        unique.reserveCapacity(kept.count)
        for value in kept where unique.last != value { unique.append(value) }
        return unique
    }

    /// Notes that an element of `section` was announced; `true` when it is the section's first.
    ///
    /// - Complexity: O(d) for d displayed sections.
    mutating func elementAnnounced(inSection section: Int) -> Bool {
        if let index = sectionElementCounts.firstIndex(where: { $0.section == section }) {
            sectionElementCounts[index].count += 1
            return false
        }
        sectionElementCounts.append((section, 1))
        return true
    }

    /// Notes that an announced element of `section` ended displaying; `true` when it was the
    /// section's last.
    ///
    /// - Complexity: O(d) for d displayed sections.
    mutating func elementEnded(inSection section: Int) -> Bool {
        guard let index = sectionElementCounts.firstIndex(where: { $0.section == section }) else { return false }
        if sectionElementCounts[index].count <= 1 {
            sectionElementCounts.remove(at: index)
            return true
        }
        sectionElementCounts[index].count -= 1
        return false
    }

    /// Carries the section counts over a batch update whose surviving announced elements are now
    /// in `sectionsOfAnnounced` (by their new sections): returns the sections that no longer
    /// have a displayed element (their new index if they still exist, else their old one) and
    /// those that have one for the first time (an item moved into them), each ascending.
    ///
    /// - Complexity: O(d + v) for d displayed sections and v displayed elements.
    mutating func carryOver<Sections: Sequence<Int>>(
        _ plan: UpdatePlan, sectionsOfAnnounced: Sections
    ) -> (ended: [Int], displayed: [Int]) {
        var recounted: [Int: Int] = [:]
        for section in sectionsOfAnnounced { recounted[section, default: 0] += 1 }
        var carried = Set<Int>()
        var ended: [Int] = []
        for (section, _) in sectionElementCounts {
            if plan.destinationOfOldSection.indices.contains(section), let destination = plan.destinationOfOldSection[section],
               !plan.reloadedSections.contains(section) {
                carried.insert(destination)
                if recounted[destination] == nil { ended.append(destination) }
            } else {
                ended.append(section)
            }
        }
        let displayed = recounted.keys.filter { !carried.contains($0) }
        sectionElementCounts = recounted.map { ($0.key, $0.value) }
        return (ended.sorted(), displayed.sorted())
    }
}
