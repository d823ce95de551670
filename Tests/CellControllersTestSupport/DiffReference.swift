import CellControllers

/// A deliberately simple model of how UIKit applies a ``BatchUpdate`` to nested arrays, used as
/// the oracle for the diff tests, plus an O(n²) minimum-move count.
///
/// Semantics: deletes, reloads, reconfigures and move sources are old positions; inserts and
/// move destinations are new positions. Each new section is the old section it continues, minus
/// its deleted and moved-out items, with inserted and moved-in items then placed at their new
/// indices in ascending order (the kept items keep their relative order). Inserted items,
/// inserted sections and reloaded content are read from `source`, the data after the update,
/// as UIKit reads them from the data source. Anything UIKit would reject throws.
package enum DiffReference {
    package typealias Data = DiffFixtures.Data
    package typealias Item = DiffFixtures.Item

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
        package init(_ description: String) { self.description = description }
    }

    private enum SectionOrigin {
        case old(Int)
        case inserted
    }

    package static func apply(_ batch: BatchUpdate, to old: Data, source new: Data) throws -> Data {
        let oldCount = old.count
        let newCount = new.count

        // Sections: validation.
        let deletedSections = Set(batch.deletedSections)
        let movedOutSections = Set(batch.movedSections.map(\.source))
        let reloadedSections = Set(batch.reloadedSections)
        var oldSectionUses: [Int] = batch.deletedSections + batch.movedSections.map(\.source)
        oldSectionUses += batch.reloadedSections
        guard Set(oldSectionUses).count == oldSectionUses.count else {
            throw Failure("an old section is used twice: \(batch)")
        }
        guard oldSectionUses.allSatisfy({ (0..<oldCount).contains($0) }) else {
            throw Failure("old section out of range: \(batch)")
        }
        let newSectionUses = batch.insertedSections + batch.movedSections.map(\.destination)
        guard Set(newSectionUses).count == newSectionUses.count else {
            throw Failure("a new section is used twice: \(batch)")
        }
        guard newSectionUses.allSatisfy({ (0..<newCount).contains($0) }) else {
            throw Failure("new section out of range: \(batch)")
        }
        guard newCount == oldCount - batch.deletedSections.count + batch.insertedSections.count else {
            throw Failure("invalid number of sections: \(oldCount) -> \(newCount) with \(batch)")
        }

        // Sections: survivors, then inserted and moved-in sections at their new indices.
        var sections: [SectionOrigin] = (0..<oldCount)
            .filter { !deletedSections.contains($0) && !movedOutSections.contains($0) }
            .map { .old($0) }
        var incomingSections = batch.insertedSections.map { ($0, SectionOrigin.inserted) }
        incomingSections += batch.movedSections.map { ($0.destination, SectionOrigin.old($0.source)) }
        for (index, origin) in incomingSections.sorted(by: { $0.0 < $1.0 }) {
            guard index <= sections.count else { throw Failure("section \(index) placed past the end") }
            sections.insert(origin, at: index)
        }
        guard sections.count == newCount else { throw Failure("section count mismatch") }
        var isInsertedSection = [Bool](repeating: false, count: newCount)
        for (index, origin) in sections.enumerated() {
            if case .inserted = origin { isInsertedSection[index] = true }
        }

        // Items: validation of old positions.
        var oldItemUses: [ItemPath] = batch.deletedItems + batch.movedItems.map(\.source)
        oldItemUses += batch.reloadedItems + batch.reconfiguredItems
        guard Set(oldItemUses).count == oldItemUses.count else {
            throw Failure("an old item is used twice: \(batch)")
        }
        for path in oldItemUses {
            guard (0..<oldCount).contains(path.section), (0..<old[path.section].items.count).contains(path.item) else {
                throw Failure("old item \(path) out of range")
            }
            guard !deletedSections.contains(path.section) else {
                throw Failure("item \(path) used inside deleted section")
            }
        }
        // Items: validation of new positions.
        let newItemUses = batch.insertedItems + batch.movedItems.map(\.destination)
        guard Set(newItemUses).count == newItemUses.count else {
            throw Failure("a new item path is used twice: \(batch)")
        }
        for path in newItemUses {
            guard (0..<newCount).contains(path.section), (0..<new[path.section].items.count).contains(path.item) else {
                throw Failure("new item \(path) out of range")
            }
            guard !isInsertedSection[path.section] else {
                throw Failure("item \(path) placed inside inserted section")
            }
        }

        let removedItems = Set(batch.deletedItems + batch.movedItems.map(\.source))
        let refreshedItems = Set(batch.reloadedItems + batch.reconfiguredItems)

        var result: Data = []
        for (newSection, origin) in sections.enumerated() {
            guard case .old(let oldSection) = origin else {
                result.append(new[newSection])
                continue
            }
            var header = old[oldSection].header
            if reloadedSections.contains(oldSection) {
                header = new[newSection].header
                guard header.id == old[oldSection].header.id else {
                    throw Failure("reloaded section \(oldSection) changed identity")
                }
            }
            var items: [(item: Item, refresh: Bool)] = []
            for (index, item) in old[oldSection].items.enumerated() {
                let path = ItemPath(item: index, section: oldSection)
                if !removedItems.contains(path) { items.append((item, refreshedItems.contains(path))) }
            }
            var incoming: [(index: Int, item: Item)] = batch.insertedItems
                .filter { $0.section == newSection }
                .map { ($0.item, new[newSection].items[$0.item]) }
            incoming += batch.movedItems
                .filter { $0.destination.section == newSection }
                .map { ($0.destination.item, old[$0.source.section].items[$0.source.item]) }
            for (index, item) in incoming.sorted(by: { $0.index < $1.index }) {
                guard index <= items.count else { throw Failure("item \(index) placed past the end of \(newSection)") }
                items.insert((item, false), at: index)
            }
            guard items.count == new[newSection].items.count else {
                throw Failure("invalid number of items in section \(newSection): \(items.count) vs \(new[newSection].items.count)")
            }
            for index in items.indices where items[index].refresh {
                let fresh = new[newSection].items[index]
                guard fresh.id == items[index].item.id else { throw Failure("refreshed item changed identity") }
                items[index].item = fresh
            }
            result.append(DiffFixtures.SectionData(header: header, items: items.map(\.item)))
        }
        return result
    }

    /// The minimum number of moves by the definition the diff promises, computed independently:
    /// kept sections − LIS of their old indices; per kept section, items staying in it − LIS of
    /// their old indices; plus every item that changes between kept sections.
    package static func minimumMoves(from old: Data, to new: Data) -> Int {
        var oldSectionIndex: [Int: Int] = [:]
        for (index, section) in old.enumerated() { oldSectionIndex[section.header.id] = index }
        let newSectionIDs = Set(new.map(\.header.id))
        let keptSections = new.compactMap { oldSectionIndex[$0.header.id] }
        var moves = keptSections.count - lisLength(keptSections)

        var oldItemPosition: [Int: (section: Int, item: Int)] = [:]
        for (sectionIndex, section) in old.enumerated() {
            for (itemIndex, item) in section.items.enumerated() { oldItemPosition[item.id] = (sectionIndex, itemIndex) }
        }
        for section in new {
            guard let oldSection = oldSectionIndex[section.header.id] else { continue }
            var staying: [Int] = []
            for item in section.items {
                guard let position = oldItemPosition[item.id] else { continue }
                if position.section == oldSection {
                    staying.append(position.item)
                } else if newSectionIDs.contains(old[position.section].header.id) {
                    moves += 1
                }
            }
            moves += staying.count - lisLength(staying)
        }
        return moves
    }

    /// The length of the longest strictly increasing subsequence, by the O(n²) textbook method.
    package static func lisLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        var result = 0
        for index in values.indices {
            for earlier in 0..<index where values[earlier] < values[index] {
                best[index] = max(best[index], best[earlier] + 1)
            }
            result = max(result, best[index])
        }
        return result
    }
}
