
/// Seeded random sectioned data and transitions between two states of it.
package enum DiffTransitions {
    package typealias Data = DiffFixtures.Data
    package typealias Item = DiffFixtures.Item
    package typealias Header = DiffFixtures.Header
    package typealias SectionData = DiffFixtures.SectionData

    /// Fresh identifiers for one transition.
    package struct IDs {
        package var nextItem = 0
        package var nextSection = 0
        package init() {}
        package mutating func item() -> Int { defer { nextItem += 1 }; return nextItem }
        package mutating func section() -> Int { defer { nextSection += 1 }; return nextSection }
    }

    /// Random data with `sectionCount` sections of up to `maxItems` items.
    package static func data(sections sectionCount: Int, maxItems: Int, ids: inout IDs, rng: inout DiffTestRandom) -> Data {
        (0..<sectionCount).map { _ in
            let header = Header(id: ids.section(), title: rng.int(0...1))
            let items = (0..<rng.int(0...maxItems)).map { _ in Item(id: ids.item(), content: rng.int(0...1)) }
            return SectionData(header: header, items: items)
        }
    }

    /// The old and new data of the transition with this seed. Scenarios: empty to non-empty and
    /// back, a single item, everything replaced, pure shuffles, equal data, and general random
    /// mixes of section and item inserts, deletes, moves (within and across sections) and
    /// content changes.
    package static func transition(seed: UInt64) -> (old: Data, new: Data) {
        var rng = DiffTestRandom(seed: seed)
        var ids = IDs()
        let sectionCount = rng.pick([0, 1, 1, 2, 3, 4, 6])
        let maxItems = rng.pick([0, 1, 3, 6, 12, 25])
        let old = data(sections: sectionCount, maxItems: maxItems, ids: &ids, rng: &rng)
        switch rng.int(0..<100) {
        case 0..<4:
            return ([], data(sections: rng.int(1...4), maxItems: maxItems + 1, ids: &ids, rng: &rng))
        case 4..<8:
            return (old, rng.chance(0.5) ? [] : old.map { SectionData(header: $0.header, items: []) })
        case 8..<12:
            return singleItem(rng: &rng)
        case 12..<16:
            return (old, data(sections: rng.int(0...4), maxItems: maxItems, ids: &ids, rng: &rng))
        case 16..<20:
            return (old, shuffled(old, rng: &rng))
        case 20..<23:
            return (old, old)
        default:
            return (old, mutated(old, ids: &ids, rng: &rng))
        }
    }

    /// Transitions of one item between at most two sections.
    package static func singleItem(rng: inout DiffTestRandom) -> (old: Data, new: Data) {
        let a = Header(id: 0)
        let b = Header(id: 1)
        let item = Item(id: 0)
        let cases: [(Data, Data)] = [
            ([], [SectionData(header: a, items: [item])]),
            ([SectionData(header: a, items: [item])], []),
            ([SectionData(header: a, items: [])], [SectionData(header: a, items: [item])]),
            ([SectionData(header: a, items: [item])], [SectionData(header: a, items: [])]),
            ([SectionData(header: a, items: [item])], [SectionData(header: a, items: [Item(id: 0, content: 1)])]),
            ([SectionData(header: a, items: [item])], [SectionData(header: a, items: [Item(id: 1)])]),
            ([SectionData(header: a, items: [item]), SectionData(header: b, items: [])],
             [SectionData(header: a, items: []), SectionData(header: b, items: [item])]),
            ([SectionData(header: a, items: [item]), SectionData(header: b, items: [])],
             [SectionData(header: b, items: [item]), SectionData(header: a, items: [])]),
            ([SectionData(header: a, items: [item])], [SectionData(header: b, items: [item])]),
            ([SectionData(header: a, items: [item])], [SectionData(header: Header(id: 0, title: 1), items: [item])]),
        ]
        return rng.pick(cases)
    }

    /// The same sections and items, with sections permuted and every item placed at a random
    /// position in a random section.
    package static func shuffled(_ old: Data, rng: inout DiffTestRandom) -> Data {
        var sections = old.map { SectionData(header: $0.header, items: []) }
        sections.shuffle(using: &rng)
        guard !sections.isEmpty else { return sections }
        for item in old.flatMap(\.items).shuffled(using: &rng) {
            let section = rng.int(0..<sections.count)
            sections[section].items.insert(item, at: rng.int(0...sections[section].items.count))
        }
        return sections
    }

    /// A general random mutation of `old`.
    package static func mutated(_ old: Data, ids: inout IDs, rng: inout DiffTestRandom) -> Data {
        let deleteSection = rng.pick([0, 0, 0.1, 0.3, 1.0])
        let moveSection = rng.pick([0, 0, 0.2, 0.5])
        let insertSections = rng.pick([0, 0, 1, 2])
        let deleteItem = rng.pick([0, 0.1, 0.3, 0.9])
        let moveWithin = rng.pick([0, 0.1, 0.3, 1])
        let moveAcross = rng.pick([0, 0, 0.1, 0.3])
        let rescueFromDeletedSection = rng.pick([0, 0.5, 1])
        let insertItems = rng.pick([0, 1, 3, 8])
        let changeContent = rng.pick([0, 0.1, 0.5])
        let changeSection = rng.pick([0, 0, 0.3])

        // Sections: delete, move, insert, change content. `origin` maps to the old section.
        var sections: [(header: Header, origin: Int?)] = []
        for (index, section) in old.enumerated() where !rng.chance(deleteSection) {
            var header = section.header
            if rng.chance(changeSection) { header.title += 1 }
            sections.append((header, index))
        }
        for index in sections.indices.reversed() where rng.chance(moveSection) {
            let section = sections.remove(at: index)
            sections.insert(section, at: rng.int(0...sections.count))
        }
        for _ in 0..<insertSections {
            sections.insert((Header(id: ids.section()), nil), at: rng.int(0...sections.count))
        }
        var items = [[Item]](repeating: [], count: sections.count)
        var newIndexOfOld: [Int: Int] = [:]
        for (index, section) in sections.enumerated() {
            if let origin = section.origin { newIndexOfOld[origin] = index }
        }

        // Items: delete, keep in place, or send to another section (including from a deleted
        // section into a kept or inserted one).
        var travellers: [Item] = []
        for (oldSection, section) in old.enumerated() {
            for item in section.items where !rng.chance(deleteItem) {
                if let newSection = newIndexOfOld[oldSection] {
                    if rng.chance(moveAcross) { travellers.append(item) } else { items[newSection].append(item) }
                } else if rng.chance(rescueFromDeletedSection) {
                    travellers.append(item)
                }
            }
        }
        for section in items.indices {
            for index in items[section].indices.reversed() where rng.chance(moveWithin) {
                let item = items[section].remove(at: index)
                items[section].insert(item, at: rng.int(0...items[section].count))
            }
        }
        if !items.isEmpty {
            for item in travellers {
                let section = rng.int(0..<items.count)
                items[section].insert(item, at: rng.int(0...items[section].count))
            }
            for _ in 0..<insertItems {
                let section = rng.int(0..<items.count)
                items[section].insert(Item(id: ids.item()), at: rng.int(0...items[section].count))
            }
        }
        for section in items.indices {
            for index in items[section].indices where rng.chance(changeContent) {
                items[section][index].content += 1
            }
        }
        return zip(sections, items).map { SectionData(header: $0.header, items: $1) }
    }
}
